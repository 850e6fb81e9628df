/**
 * The sizing an enquiry carries: a snapshot of the /sizing page's whole sizing (inputs
 * as typed, results, the chosen valve and size) taken when the visitor asked for a quotation. Its
 * shape, and how every place that shows an enquiry words it: the form's "Sizing" chip, the mails,
 * the look-up page, the console and the export. Plain data (no zod: the pages import it); the
 * checks are ./snapshot.ts.
 */
import { inLanguage, type Words } from '../words/bilingual.js';
import { FLUIDS, type FluidId } from './fluids.js';
import { ratingLabel } from './ratings.js';
import type { SelectionCandidate } from './selection.js';
import type { Medium } from './types.js';
import { formatNumber, unitLabel } from './units.js';
import type { SizingLang } from './warnings.js';

/** The three cases of the sizing page, in its order. */
export const SIZING_CASE_KEYS = ['min', 'normal', 'max'] as const;
export type SizingCaseKey = (typeof SIZING_CASE_KEYS)[number];

/** What the page, the sheet and the snapshot call each case. */
export const SIZING_CASE_NAMES = {
  min: { en: 'Minimum', zh: '最小' },
  normal: { en: 'Normal', zh: '正常' },
  max: { en: 'Maximum', zh: '最大' },
} satisfies Record<SizingCaseKey, Words>;

export const SIZING_MEDIUM_NAMES = {
  liquid: { en: 'Liquid', zh: '液体' },
  gas: { en: 'Gas', zh: '气体' },
  steam: { en: 'Steam', zh: '蒸汽' },
} satisfies Record<Medium, Words>;

/** The longest `?s=` state a snapshot keeps (the page's state is a few hundred characters). */
export const SIZING_STATE_MAX = 4000;

export interface SizingSnapshotCase {
  key: SizingCaseKey;
  /** As the visitor typed them, in `units`. */
  flow: string;
  P1: string;
  P2: string;
  T: string;
  /** Required coefficients; null when the case could not be sized. */
  Kv: number | null;
  Cv: number | null;
  regime: string | null;
  /** The warnings' codes (sizing/engine/warnings.ts words them). */
  warnings: string[];
}

/** The chosen size as the selection judged it when the enquiry was sent. */
export type SizingSnapshotValve = Pick<
  SelectionCandidate,
  'productId' | 'model' | 'dn' | 'nps' | 'ratedKv' | 'ratedCv' | 'characteristic' | 'rating' | 'fits'
> & {
  /** "<product id>-<DN>", the selection's key (the data sheet's `valve`). */
  key: string;
  /** Required Kv and relative travel 0…1 per case. */
  travel: { key: SizingCaseKey; Kv: number | null; travel: number | null }[];
};

export interface SizingSnapshot {
  version: 1;
  /** The data sheet's reference (MRC-SZ-…): the same sizing always has the same one. */
  reference: string;
  /** The page's `?s=` state: reopens the page and makes the data sheet. */
  state: string;
  medium: Medium;
  fluid: FluidId;
  units: { flow: string; P: string; T: string };
  cases: SizingSnapshotCase[];
  valve: SizingSnapshotValve | null;
}

/** What the form's chip needs: the medium's (or fluid's) name, the flows and their unit. */
export interface SizingSummary {
  medium: Medium;
  fluid: FluidId;
  flowUnit: string;
  flows: { key: SizingCaseKey; flow: string }[];
  /** "MR-GV300 DN 80" when a size was chosen. */
  valve: string | null;
}

/** The fluid as named to a reader: the preset's name, or the medium's for "other". */
export function fluidName(medium: Medium, fluid: FluidId, lang: SizingLang): string {
  return fluid === 'other' ? inLanguage(SIZING_MEDIUM_NAMES, lang)[medium] : FLUIDS[fluid].label[lang];
}

export const valveLabel = (valve: { model: string; dn: number }) => `${valve.model} DN ${valve.dn}`;

export function summaryOf(snapshot: SizingSnapshot): SizingSummary {
  return {
    medium: snapshot.medium,
    fluid: snapshot.fluid,
    flowUnit: snapshot.units.flow,
    flows: snapshot.cases.map((c) => ({ key: c.key, flow: c.flow })),
    valve: snapshot.valve ? valveLabel(snapshot.valve) : null,
  };
}

/** "Water · 20 / 60 / 90 m³/h" (the minimum, normal and maximum flows), then the valve if chosen. */
export function sizingSummaryText(summary: SizingSummary, lang: SizingLang): string {
  const flows = `${summary.flows.map((f) => f.flow).join(' / ')} ${unitLabel(summary.flowUnit)}`;
  return [fluidName(summary.medium, summary.fluid, lang), flows, summary.valve].filter(Boolean).join(' · ');
}

const COPY = {
  en: {
    fluid: 'Fluid',
    flow: 'Flow',
    P1: 'Inlet pressure P1',
    P2: 'Outlet pressure P2',
    T: 'Temperature',
    Kv: 'Required Kv',
    Cv: 'Required Cv',
    travel: 'Travel',
    valve: 'Chosen valve',
    ratedKv: 'Rated Kv',
    rating: 'Rating',
    fitsNot: 'does not meet every selection rule',
    reference: 'Reference',
  },
  zh: {
    fluid: '介质',
    flow: '流量',
    P1: '阀前压力 P1',
    P2: '阀后压力 P2',
    T: '温度',
    Kv: '所需 Kv',
    Cv: '所需 Cv',
    travel: '开度',
    valve: '所选阀门',
    ratedKv: '额定 Kv',
    rating: '压力等级',
    fitsNot: '未满足全部选型规则',
    reference: '编号',
  },
} as const;

/** The column heads of the sizing table: the row label, then one per case. */
export const sizingTableHead = (snapshot: SizingSnapshot, lang: SizingLang): string[] => [
  '',
  ...snapshot.cases.map((c) => inLanguage(SIZING_CASE_NAMES, lang)[c.key]),
];

const figure = (value: number | null | undefined, lang: SizingLang, digits = 4) =>
  value === null || value === undefined ? '–' : formatNumber(value, digits, lang);
const percent = (travel: number | null | undefined) =>
  travel === null || travel === undefined ? '–' : `${Math.round(travel * 100)} %`;

/**
 * The sizing as a table of rows (label, then one cell per case): the process data as typed, the
 * required coefficients and, with a chosen valve, its travel. The mails, the look-up page and the
 * console draw it the same way.
 */
export function sizingTableRows(snapshot: SizingSnapshot, lang: SizingLang): string[][] {
  const t = COPY[lang];
  const { units, cases, valve } = snapshot;
  const row = (label: string, cell: (c: SizingSnapshotCase) => string) => [label, ...cases.map(cell)];
  const rows = [
    row(`${t.flow} (${unitLabel(units.flow)})`, (c) => c.flow),
    row(`${t.P1} (${unitLabel(units.P)})`, (c) => c.P1),
    row(`${t.P2} (${unitLabel(units.P)})`, (c) => c.P2),
    row(`${t.T} (${unitLabel(units.T)})`, (c) => c.T),
    row(t.Kv, (c) => figure(c.Kv, lang)),
    row(t.Cv, (c) => figure(c.Cv, lang)),
  ];
  if (valve) {
    rows.push(
      row(`${t.travel} (${valveLabel(valve)})`, (c) =>
        percent(valve.travel.find((v) => v.key === c.key)?.travel),
      ),
    );
  }
  return rows;
}

/** The lines above the table: fluid, the chosen valve with its rating, the reference. */
export function sizingFacts(snapshot: SizingSnapshot, lang: SizingLang): [label: string, value: string][] {
  const t = COPY[lang];
  const facts: [string, string][] = [
    [
      t.fluid,
      `${fluidName(snapshot.medium, snapshot.fluid, lang)} (${inLanguage(SIZING_MEDIUM_NAMES, lang)[snapshot.medium]})`,
    ],
  ];
  const { valve } = snapshot;
  if (valve) {
    const rating = valve.rating ? `${t.rating} ${ratingLabel(valve.rating)} ${valve.rating.material}` : '';
    facts.push([
      t.valve,
      [
        `${valveLabel(valve)} (NPS ${valve.nps})`,
        `${t.ratedKv} ${figure(valve.ratedKv, lang)}`,
        rating,
        valve.fits ? '' : t.fitsNot,
      ]
        .filter(Boolean)
        .join(' · '),
    ]);
  }
  facts.push([t.reference, snapshot.reference]);
  return facts;
}

/** The required Kv of the maximum case (the largest sized one when that is left out). */
export function maxCaseKv(snapshot: SizingSnapshot): number | null {
  const max = snapshot.cases.find((c) => c.key === 'max')?.Kv;
  if (max !== null && max !== undefined) return max;
  const sized = snapshot.cases.flatMap((c) => (c.Kv === null ? [] : [c.Kv]));
  return sized.length ? Math.max(...sized) : null;
}

/** The sizing as plain text (mails): the facts, then one line per row. */
export function sizingText(snapshot: SizingSnapshot, lang: SizingLang): string {
  const sep = lang === 'zh' ? '：' : ': ';
  const head = sizingTableHead(snapshot, lang).slice(1);
  return [
    ...sizingFacts(snapshot, lang).map(([k, v]) => `- ${k}${sep}${v}`),
    ...sizingTableRows(snapshot, lang).map(
      ([label, ...cells]) => `- ${label}${sep}${cells.map((c, i) => `${head[i]} ${c}`).join(', ')}`,
    ),
  ].join('\n');
}

/** The heading every place gives the sizing. */
export const SIZING_HEADING: Record<SizingLang, string> = { en: 'Sizing', zh: '选型计算' };
