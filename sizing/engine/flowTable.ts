/**
 * A product's flow table: one row per nominal size with what selection needs
 * (selection.ts FlowSize). Checked here for the console, the seed and the public call alike;
 * every refusal names the row and the cell in the editor's language.
 */
import { z } from 'zod';
import { ASME_CLASSES, PN_RATINGS } from './ratings.js';
import { CHARACTERISTICS, type FlowSize } from './selection.js';
import type { SizingLang } from './warnings.js';

/** Rows a table may hold: every DN from 10 to 3000 with room to spare. */
export const FLOW_TABLE_ROWS_MAX = 60;

/** Each numeric cell's range: what real control valves have, with margin. */
const CELLS = {
  dn: { min: 6, max: 3000 },
  Kv: { min: 0.0001, max: 200000 },
  FL: { min: 0.3, max: 1 },
  xT: { min: 0.05, max: 1 },
  Fd: { min: 0.01, max: 1 },
  rangeability: { min: 5, max: 1000 },
  seatDiameter: { min: 0.5, max: 3000 },
  xFz: { min: 0.01, max: 1 },
} as const;
type NumericCell = keyof typeof CELLS;

const cell = (name: NumericCell) =>
  z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'number') }).check((ctx) => {
    const { min, max } = CELLS[name];
    if (!Number.isFinite(ctx.value) || ctx.value < min || ctx.value > max)
      ctx.issues.push({ code: 'custom', message: 'range', input: ctx.value });
  });

export const flowSizeSchema = z.object({
  dn: cell('dn').check((ctx) => {
    if (!Number.isInteger(ctx.value))
      ctx.issues.push({ code: 'custom', message: 'integer', input: ctx.value });
  }),
  nps: z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(12, { message: 'text' }),
  Kv: cell('Kv'),
  FL: cell('FL'),
  xT: cell('xT'),
  Fd: cell('Fd'),
  characteristic: z.enum(CHARACTERISTICS as [FlowSize['characteristic'], ...FlowSize['characteristic'][]], {
    message: 'characteristic',
  }),
  rangeability: cell('rangeability'),
  seatDiameter: cell('seatDiameter'),
  asmeClasses: z
    .array(
      z.union(
        ASME_CLASSES.map((c) => z.literal(c)),
        { message: 'asmeClass' },
      ),
    )
    .max(6),
  pn: z
    .array(
      z.union(
        PN_RATINGS.map((p) => z.literal(p)),
        { message: 'pn' },
      ),
    )
    .max(PN_RATINGS.length),
  materials: z
    .array(z.string({ message: 'text' }).trim().min(1, { message: 'required' }).max(40, { message: 'text' }))
    .min(1, { message: 'materials' })
    .max(12, { message: 'materials' }),
  /** The trim's incipient cavitation factor, where the maker states it (anti-cavitation trims). */
  xFz: cell('xFz').optional(),
}) satisfies z.ZodType<FlowSize>;

/** A whole table: sizes ascending, each DN once, the seat no larger than the size. */
export const flowTableSchema = z
  .array(flowSizeSchema, { message: 'table' })
  .max(FLOW_TABLE_ROWS_MAX, { message: 'rows' })
  .check((ctx) => {
    const rows = ctx.value;
    rows.forEach((row, i) => {
      if (i > 0 && row.dn <= rows[i - 1]!.dn)
        ctx.issues.push({ code: 'custom', message: 'order', path: [i, 'dn'], input: row.dn });
      if (row.seatDiameter > row.dn)
        ctx.issues.push({
          code: 'custom',
          message: 'seat',
          path: [i, 'seatDiameter'],
          input: row.seatDiameter,
        });
      if (row.asmeClasses.length === 0 && row.pn.length === 0)
        ctx.issues.push({
          code: 'custom',
          message: 'rating',
          path: [i, 'asmeClasses'],
          input: row.asmeClasses,
        });
    });
  });

export type FlowTable = z.output<typeof flowTableSchema>;

const COLUMN_NAMES: Record<keyof FlowSize, Record<SizingLang, string>> = {
  dn: { en: 'DN', zh: 'DN' },
  nps: { en: 'NPS', zh: 'NPS' },
  Kv: { en: 'rated Kv', zh: '额定 Kv' },
  FL: { en: 'F_L', zh: 'F_L' },
  xT: { en: 'x_T', zh: 'x_T' },
  Fd: { en: 'F_d', zh: 'F_d' },
  characteristic: { en: 'characteristic', zh: '流量特性' },
  rangeability: { en: 'rangeability', zh: '可调比' },
  seatDiameter: { en: 'seat diameter (mm)', zh: '阀座直径（mm）' },
  asmeClasses: { en: 'ASME classes', zh: 'ASME 压力等级' },
  pn: { en: 'PN ratings', zh: 'PN 压力等级' },
  materials: { en: 'body materials', zh: '阀体材料' },
  xFz: { en: 'x_Fz (optional)', zh: 'x_Fz（选填）' },
};

/** The column's name in the editor's language (the console's table headings use it too). */
export function flowColumnName(column: keyof FlowSize, lang: SizingLang): string {
  return COLUMN_NAMES[column][lang];
}

function ruleText(message: string, column: keyof FlowSize | undefined, lang: SizingLang): string {
  const range = column && column in CELLS ? CELLS[column as NumericCell] : null;
  const en: Record<string, string> = {
    required: 'is required',
    number: 'must be a number',
    range: range ? `must be between ${range.min} and ${range.max}` : 'is out of range',
    integer: 'must be a whole number',
    text: 'is too long',
    characteristic: 'must be linear, equal-percentage or quick-opening',
    asmeClass: `must be one of ${ASME_CLASSES.join(', ')}`,
    pn: `must be one of PN ${PN_RATINGS.join(', ')}`,
    materials: 'needs 1 to 12 materials',
    order: 'must be larger than the row above (one row per size, smallest first)',
    seat: 'cannot be larger than the nominal size',
    rating: 'is needed: give at least one ASME class or PN rating',
    rows: `allows at most ${FLOW_TABLE_ROWS_MAX} rows`,
    table: 'must be a list of rows',
  };
  const zh: Record<string, string> = {
    required: '为必填项',
    number: '必须为数字',
    range: range ? `必须在 ${range.min} 到 ${range.max} 之间` : '超出范围',
    integer: '必须为整数',
    text: '过长',
    characteristic: '必须为线性、等百分比或快开',
    asmeClass: `必须为 ${ASME_CLASSES.join('、')} 之一`,
    pn: `必须为 PN ${PN_RATINGS.join('、')} 之一`,
    materials: '需填写 1 至 12 种材料',
    order: '必须大于上一行（每个口径一行，由小到大）',
    seat: '不能大于公称口径',
    rating: '必填：至少填写一个 ASME 等级或 PN 等级',
    rows: `最多 ${FLOW_TABLE_ROWS_MAX} 行`,
    table: '必须为行的列表',
  };
  return (lang === 'en' ? en : zh)[message] ?? (lang === 'en' ? 'is not valid' : '无效');
}

/** "Row 3, rated Kv: must be between …", naming the row (1-based) and the column. */
export function flowTableIssueText(
  issue: { message: string; path: readonly PropertyKey[] },
  lang: SizingLang,
): string {
  const [row, column] = issue.path;
  const name = typeof column === 'string' && column in COLUMN_NAMES ? (column as keyof FlowSize) : undefined;
  const rule = ruleText(issue.message, name, lang);
  if (typeof row !== 'number') return lang === 'en' ? `Flow table ${rule}.` : `流量系数表${rule}。`;
  const where = name ? flowColumnName(name, lang) : '';
  return lang === 'en' ? `Row ${row + 1}, ${where} ${rule}.` : `第 ${row + 1} 行，${where}${rule}。`;
}
