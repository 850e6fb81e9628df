/**
 * A flow table as text, as the console's editor holds it: one text per cell, read
 * into a table the schema (./flowTable.ts) checks, and rows pasted from a spreadsheet
 * (tab-separated, with or without a header row). Pure: no zod, no DOM.
 */
import type { FlowSize } from './selection.js';

/** The editor's columns, in the order a pasted row without a header gives them. */
export const FLOW_COLUMNS = [
  'dn',
  'nps',
  'Kv',
  'FL',
  'xT',
  'Fd',
  'characteristic',
  'rangeability',
  'seatDiameter',
  'asmeClasses',
  'pn',
  'materials',
  'xFz',
] as const satisfies readonly (keyof FlowSize)[];
export type FlowColumn = (typeof FLOW_COLUMNS)[number];

export type FlowRowText = Record<FlowColumn, string>;

const LISTS = new Set<FlowColumn>(['asmeClasses', 'pn', 'materials']);
const TEXTS = new Set<FlowColumn>(['nps', 'characteristic']);

export const emptyFlowRow = (): FlowRowText =>
  Object.fromEntries(FLOW_COLUMNS.map((c) => [c, ''])) as FlowRowText;

/** A stored row as the editor's texts (lists joined by ", "). */
export function flowRowText(row: Partial<Record<FlowColumn, unknown>>): FlowRowText {
  return Object.fromEntries(
    FLOW_COLUMNS.map((c) => {
      const v = row[c];
      return [c, Array.isArray(v) ? v.join(', ') : v === undefined || v === null ? '' : String(v)];
    }),
  ) as FlowRowText;
}

/** A typed number, or the text itself (the schema then says "must be a number"); blank: absent. */
export function numberOf(text: string): number | string | undefined {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return undefined;
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t) ? Number(t) : text.trim();
}

/** A class or PN rating as typed: "Class 300" and "PN 40" are read as 300 and 40. */
export const ratingNumberOf = (text: string) => numberOf(text.replace(/^\s*(class|cl\.?|pn)\s*/i, ''));

/** The items of a list cell: separated by commas, semicolons, slashes or line breaks. */
const itemsOf = (text: string) =>
  text
    .split(/[,;/\n，；、]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The editor's texts as the values the schema checks (what is not a number is left for it to name). */
export function flowRowValue(row: FlowRowText): Record<FlowColumn, unknown> {
  return Object.fromEntries(
    FLOW_COLUMNS.map((c) => {
      const text = row[c];
      if (LISTS.has(c)) {
        const items = itemsOf(text);
        if (c === 'materials') return [c, items];
        return [c, items.map(ratingNumberOf)];
      }
      if (TEXTS.has(c)) return [c, text.trim() === '' ? undefined : text.trim()];
      return [c, numberOf(text)];
    }),
  ) as Record<FlowColumn, unknown>;
}

/** Heads a header row may use for each column (compared without case, spaces, _ or punctuation). */
const HEADS: Record<FlowColumn, string[]> = {
  dn: ['dn', 'size', '公称通径', '口径'],
  nps: ['nps', 'inch', '英寸'],
  Kv: ['kv', 'ratedkv', '额定kv'],
  FL: ['fl'],
  xT: ['xt'],
  Fd: ['fd'],
  characteristic: ['characteristic', 'char', '流量特性', '特性'],
  rangeability: ['rangeability', 'r', '可调比'],
  seatDiameter: ['seatdiameter', 'seat', 'seatdiametermm', '阀座直径', '阀座直径mm'],
  asmeClasses: ['asmeclasses', 'asme', 'class', 'classes', 'asme压力等级'],
  pn: ['pn', 'pnratings', 'pn压力等级'],
  materials: ['materials', 'bodymaterials', 'material', '阀体材料', '材料'],
  xFz: ['xfz', 'xfzoptional', 'xfz选填'],
};

const squash = (text: string) => text.toLowerCase().replace(/[\s_\-()（）.:：]/g, '');

function columnOf(head: string): FlowColumn | null {
  const key = squash(head);
  return FLOW_COLUMNS.find((c) => HEADS[c].includes(key)) ?? null;
}

/**
 * Rows pasted from a spreadsheet: tab-separated cells, one row per line. A first row whose first
 * cell is no number is a header: its columns are matched by name (in either language), and
 * columns it does not know are left out; without one the columns are FLOW_COLUMNS in order.
 */
export function pastedFlowRows(text: string): FlowRowText[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => line.trim() !== '');
  if (lines.length === 0) return [];
  const cells = lines.map((line) => line.split('\t'));
  const header = cells[0]!;
  const isHeader = numberOf(header[0] ?? '') === undefined || typeof numberOf(header[0] ?? '') === 'string';
  const columns: (FlowColumn | null)[] = isHeader ? header.map(columnOf) : [...FLOW_COLUMNS];
  return (isHeader ? cells.slice(1) : cells).map((row) => {
    const out = emptyFlowRow();
    row.forEach((cell, i) => {
      const column = columns[i];
      if (column) out[column] = cell.trim();
    });
    return out;
  });
}
