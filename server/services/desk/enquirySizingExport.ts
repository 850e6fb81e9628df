import type { Lang } from '#contract/messages.js';
import { fluidName, maxCaseKv, valveLabel, type SizingSnapshot } from '#sizing/engine/snapshotText.js';
import type { SpreadsheetCell } from '../../lib/spreadsheet.js';

/** What an export row carries of the sizing the enquiry came with. */
export interface SizingExport {
  sizing: SizingSnapshot | null;
}

/** The export's sizing columns: the fluid, the required Kv of the maximum case, the chosen valve. */
export const SIZING_EXPORT_COLUMNS: Array<{
  en: string;
  zh: string;
  cell: (row: SizingExport, lang: Lang) => SpreadsheetCell;
}> = [
  {
    en: 'Sizing: medium',
    zh: '选型：介质',
    cell: ({ sizing }, lang) => (sizing ? fluidName(sizing.medium, sizing.fluid, lang) : ''),
  },
  {
    en: 'Sizing: required Kv at maximum flow',
    zh: '选型：最大流量所需 Kv',
    cell: ({ sizing }) => {
      const kv = sizing ? maxCaseKv(sizing) : null;
      return kv === null ? null : Number(kv.toPrecision(4));
    },
  },
  {
    en: 'Sizing: chosen valve',
    zh: '选型：所选阀门',
    cell: ({ sizing }) => (sizing?.valve ? valveLabel(sizing.valve) : ''),
  },
];
