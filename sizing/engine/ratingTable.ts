/**
 * A body material's rating table as staff enter it (ratings.ts reads it): its checks, shared by
 * the staff API, the seed and the console's editor, the wording of every refusal with its row
 * and column named, and the table as the editor's grid of texts (pasted from a spreadsheet too).
 */
import { z } from 'zod';
import { numberOf, ratingNumberOf } from './flowTableText.js';
import { ASME_CLASSES, PN_RATINGS, RATING_BASES, type RatingBasis, type RatingTable } from './ratings.js';
import type { SizingLang } from './warnings.js';

/** Rows a table may hold: every printed temperature of a standard's table with room to spare. */
export const RATING_ROWS_MAX = 40;
export const RATING_NAME_MAX = 200;
export const RATING_SOURCE_MAX = 2000;

/** Temperatures (°C) and working pressures (bar gauge) a cell may hold. */
const TEMPERATURE = { min: -273, max: 1200 };
const PRESSURE = { min: 0, max: 2000 };

const cell = (range: { min: number; max: number }) =>
  z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'number') }).check((ctx) => {
    if (!Number.isFinite(ctx.value) || ctx.value < range.min || ctx.value > range.max)
      ctx.issues.push({ code: 'custom', message: 'range', input: ctx.value });
  });

/** The columns a table of each basis may have. */
const OFFERED: Record<RatingBasis, readonly number[]> = { class: ASME_CLASSES, pn: PN_RATINGS };

type Ctx = z.core.ParsePayload<{
  basis: RatingBasis;
  ratings: number[];
  rows: { celsius: number; bar: number[] }[];
}>;

/**
 * What makes a table a rating table: columns of its basis, ascending; temperatures ascending;
 * one pressure per column in each row; no pressure higher than at the temperature above (a body
 * holds less as it gets hotter) and none lower than in the class to its left.
 */
function checkTable(ctx: Ctx): void {
  const { basis, ratings, rows } = ctx.value;
  const issue = (message: string, path: (string | number)[], input: unknown) =>
    ctx.issues.push({ code: 'custom', message, path, input });
  ratings.forEach((rating, j) => {
    if (!OFFERED[basis].includes(rating))
      issue(basis === 'class' ? 'asmeClass' : 'pn', ['ratings', j], rating);
    else if (j > 0 && rating <= ratings[j - 1]!) issue('columnOrder', ['ratings', j], rating);
  });
  rows.forEach((row, i) => {
    if (i > 0 && row.celsius <= rows[i - 1]!.celsius) issue('rowOrder', ['rows', i, 'celsius'], row.celsius);
    if (row.bar.length !== ratings.length) issue('width', ['rows', i, 'bar'], row.bar);
    row.bar.forEach((bar, j) => {
      if (i > 0 && bar > (rows[i - 1]!.bar[j] ?? Infinity)) issue('rises', ['rows', i, 'bar', j], bar);
      if (j > 0 && bar < row.bar[j - 1]!) issue('falls', ['rows', i, 'bar', j], bar);
    });
  });
}

export const ratingTableBody = z
  .object({
    material: z
      .string({ message: 'required' })
      .trim()
      .min(1, { message: 'required' })
      .max(40, { message: 'text' }),
    basis: z.enum(RATING_BASES, { message: 'basis' }),
    /** The material's full designation, Chinese and English (e.g. 碳钢 ASTM A216 WCB). */
    name: z.string({ message: 'text' }).trim().max(RATING_NAME_MAX, { message: 'text' }).default(''),
    en_name: z.string({ message: 'text' }).trim().max(RATING_NAME_MAX, { message: 'text' }).default(''),
    /** Where the figures come from and how they were checked. */
    source: z.string({ message: 'text' }).trim().max(RATING_SOURCE_MAX, { message: 'text' }).default(''),
    ratings: z
      .array(cell({ min: 0, max: 10_000 }), { message: 'columns' })
      .min(1, { message: 'columns' })
      .max(PN_RATINGS.length, { message: 'columns' }),
    rows: z
      .array(
        z.object({
          celsius: cell(TEMPERATURE),
          bar: z.array(cell(PRESSURE), { message: 'width' }).max(PN_RATINGS.length, { message: 'width' }),
        }),
        { message: 'rows' },
      )
      .min(1, { message: 'rows' })
      .max(RATING_ROWS_MAX, { message: 'rows' }),
  })
  .check(checkTable) satisfies z.ZodType<RatingTable>;

export type RatingTableBody = z.output<typeof ratingTableBody>;

function ruleText(message: string, lang: SizingLang, basis: RatingBasis | undefined): string {
  const en: Record<string, string> = {
    required: 'is required',
    number: 'must be a number',
    range: 'is out of range',
    text: 'is too long',
    basis: 'must be ASME classes or PN ratings',
    asmeClass: `must be one of Class ${ASME_CLASSES.join(', ')}`,
    pn: `must be one of PN ${PN_RATINGS.join(', ')}`,
    columnOrder: 'must be higher than the column to its left',
    rowOrder: 'must be hotter than the row above (one row per temperature, coldest first)',
    width: 'needs one pressure in each column',
    rises: 'is higher than at the temperature above: a body holds less as it gets hotter',
    falls: 'is lower than in the column to its left',
    columns: `needs 1 to ${PN_RATINGS.length} ${basis === 'pn' ? 'PN ratings' : 'classes'}`,
    rows: `needs 1 to ${RATING_ROWS_MAX} rows`,
  };
  const zh: Record<string, string> = {
    required: '为必填项',
    number: '必须为数字',
    range: '超出范围',
    text: '过长',
    basis: '必须为 ASME 压力等级或 PN 等级',
    asmeClass: `必须为 Class ${ASME_CLASSES.join('、')} 之一`,
    pn: `必须为 PN ${PN_RATINGS.join('、')} 之一`,
    columnOrder: '必须高于左侧一列',
    rowOrder: '必须高于上一行的温度（每个温度一行，由低到高）',
    width: '每一列都需要填写压力',
    rises: '高于上一行（较低温度）的压力：温度越高，阀体可承受的压力越低',
    falls: '低于左侧等级的压力',
    columns: `需填写 1 至 ${PN_RATINGS.length} 个${basis === 'pn' ? ' PN 等级' : '压力等级'}`,
    rows: `需填写 1 至 ${RATING_ROWS_MAX} 行`,
  };
  return (lang === 'en' ? en : zh)[message] ?? (lang === 'en' ? 'is not valid' : '无效');
}

const FIELD_NAMES: Record<string, Record<SizingLang, string>> = {
  material: { en: 'Material', zh: '材料' },
  basis: { en: 'Rating basis', zh: '压力等级类型' },
  name: { en: 'Designation (Chinese)', zh: '材料名称（中文）' },
  en_name: { en: 'Designation (English)', zh: '材料名称（英文）' },
  source: { en: 'Source', zh: '数据来源' },
  ratings: { en: 'The table', zh: '额定值表' },
  rows: { en: 'The table', zh: '额定值表' },
};

/**
 * A refusal in words, naming the cell: "Row 3 (200 °C), Class 300 is higher than …", "Column 2
 * must be …". `table` (what was sent) names the row's temperature and the column's class or PN.
 */
export function ratingTableIssueText(
  issue: { message: string; path: readonly PropertyKey[] },
  lang: SizingLang,
  table?: { basis?: unknown; ratings?: unknown; rows?: unknown },
): string {
  const basis = table?.basis === 'pn' ? 'pn' : table?.basis === 'class' ? 'class' : undefined;
  const rule = ruleText(issue.message, lang, basis);
  const [field, i, part, j] = issue.path;
  const ratings = Array.isArray(table?.ratings) ? (table.ratings as unknown[]) : [];
  const rows = Array.isArray(table?.rows) ? (table.rows as { celsius?: unknown }[]) : [];
  const columnName = (index: number) => {
    const rating = ratings[index];
    if (typeof rating === 'number' && basis) return basis === 'class' ? `Class ${rating}` : `PN ${rating}`;
    return lang === 'en' ? `column ${index + 1}` : `第 ${index + 1} 列`;
  };
  const rowName = (index: number) => {
    const t = rows[index]?.celsius;
    if (lang === 'zh') return `第 ${index + 1} 行${typeof t === 'number' ? `（${t} °C）` : ''}`;
    return `Row ${index + 1}${typeof t === 'number' ? ` (${t} °C)` : ''}`;
  };
  let where: string;
  if (field === 'ratings' && typeof i === 'number')
    where = lang === 'en' ? `Column ${i + 1}` : `第 ${i + 1} 列`;
  else if (field === 'rows' && typeof i === 'number')
    where =
      part === 'celsius'
        ? `${rowName(i)}${lang === 'en' ? ', temperature' : '，温度'}`
        : typeof j === 'number'
          ? `${rowName(i)}${lang === 'en' ? ', ' : '，'}${columnName(j)}`
          : rowName(i);
  else where = FIELD_NAMES[String(field)]?.[lang] ?? (lang === 'en' ? 'The table' : '额定值表');
  return lang === 'en' ? `${where} ${rule}.` : `${where}${rule}。`;
}

// The console's grid of texts ----------------------------------------------------------------

/** The table as the editor holds it: a text per cell, the head the columns' classes or PN. */
export interface RatingGridText {
  ratings: string[];
  rows: { celsius: string; bar: string[] }[];
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** A stored table as the editor's texts. */
export function ratingGridText(value: { ratings?: unknown; rows?: unknown }): RatingGridText {
  const ratings = Array.isArray(value.ratings) ? value.ratings.map(text) : [];
  const rows = Array.isArray(value.rows)
    ? (value.rows as { celsius?: unknown; bar?: unknown }[]).map((row) => ({
        celsius: text(row?.celsius),
        bar: Array.isArray(row?.bar) ? row.bar.map(text) : [],
      }))
    : [];
  return { ratings, rows };
}

/** The editor's texts as the values the schema checks (what is not a number is left for it to name). */
export function ratingGridValue(grid: RatingGridText): { ratings: unknown[]; rows: unknown[] } {
  return {
    ratings: grid.ratings.map(ratingNumberOf),
    rows: grid.rows.map((row) => ({ celsius: numberOf(row.celsius), bar: row.bar.map(numberOf) })),
  };
}

/**
 * A table pasted from a spreadsheet: tab-separated cells, one row per line; a first row whose
 * second cell is no plain number of bar is the head (its cells after the first are the classes
 * or PN ratings: "150", "Class 150", "PN 40"). Null when there is nothing to read.
 */
export function pastedRatingGrid(pasted: string): RatingGridText | null {
  const lines = pasted
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t').map((c) => c.trim()));
  if (lines.length === 0) return null;
  const [head, ...body] = lines;
  const headed = typeof numberOf(head![0] ?? '') !== 'number';
  // "Class 300" and "PN 40" as the number the editor shows beside its own prefix.
  const ratings = headed ? head!.slice(1).map((t) => t.replace(/^(class|cl\.?|pn)\s*/i, '')) : [];
  const rows = (headed ? body : lines).map(([celsius = '', ...bar]) => ({ celsius, bar }));
  const width = Math.max(ratings.length, ...rows.map((r) => r.bar.length));
  return {
    ratings: Array.from({ length: width }, (_, j) => ratings[j] ?? ''),
    rows: rows.map((r) => ({ ...r, bar: Array.from({ length: width }, (_, j) => r.bar[j] ?? '') })),
  };
}
