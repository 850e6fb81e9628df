/**
 * The sizing an enquiry carries: a snapshot of the /sizing page's whole sizing (inputs
 * as typed, results, the chosen valve and size) taken when the visitor asked for a quotation. Its
 * shape, and how every place that shows an enquiry words it: the form's "Sizing" chip, the mails,
 * the look-up page, the console and the export. Plain data (no zod: the pages import it); the
 * checks are ./snapshot.ts.
 */
import { inLanguage, type Words } from '../words/bilingual.js';
import { actuatorCopy } from '../words/actuatorCopy.js';
import {
  actuatorReasonText,
  actuatorWarningText,
  type ActuatorChoice,
  type ActuatorReason,
  type FailAction,
  type LeakageClass,
} from './actuator.js';
import { actuatorFigureRows, dutyUnits } from './actuatorUnits.js';
import { FLUIDS, type FluidId } from './fluids.js';
import { ratingLabel } from './ratings.js';
import type { SelectionCandidate } from './selection.js';
import type { Medium } from './types.js';
import { displayUnitsOf, formatNumber, unitLabel, type PressureUnit, type TemperatureUnit } from './units.js';
import { sizingWarningTitle, type SizingLang } from './warnings.js';

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

/**
 * The chosen valve's actuator for the duty the visitor set on the page, sized again on the server:
 * the duty (SI: Pa gauge supply, Pa shut-off drop) and the actuator chosen, or why none fits.
 */
export interface SizingSnapshotActuator {
  duty: { failAction: FailAction; supplyPressure: number; shutoffDeltaP: number; leakageClass: LeakageClass };
  choice: Omit<ActuatorChoice, 'thrust' | 'torque'> | null;
  reason: ActuatorReason | null;
}

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
  /** Absent in snapshots taken before the page had its actuator step, or sent without a duty. */
  actuator?: SizingSnapshotActuator;
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
    regime: 'Flow regime',
    warnings: 'Warnings',
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
    regime: '流动状态',
    warnings: '警告',
  },
} as const;

const REGIME_WORDS = {
  en: {
    turbulent: 'Turbulent',
    choked: 'Choked',
    laminar: 'Laminar',
    transitional: 'Transitional',
    subsonic: 'Subsonic',
    sonic: 'Choked (sonic in the valve)',
    cavitating: 'cavitating',
    flashing: 'Flashing',
  },
  zh: {
    turbulent: '紊流',
    choked: '阻塞流',
    laminar: '层流',
    transitional: '过渡流',
    subsonic: '亚声速',
    sonic: '阻塞流（阀内达声速）',
    cavitating: '空化',
    flashing: '闪蒸',
  },
} as const;

/**
 * A case's regime as a sales engineer reads it: a liquid flashing, cavitating or choked; a gas
 * subsonic or choked at the speed of sound; laminar and transitional flow by name.
 */
export function regimeText(
  medium: Medium,
  regime: string | null,
  warnings: readonly string[],
  lang: SizingLang,
): string {
  const w = REGIME_WORDS[lang];
  if (regime === null) return '–';
  if (regime === 'laminar' || regime === 'transitional') return w[regime];
  if (medium !== 'liquid') return regime === 'choked' ? w.sonic : w.subsonic;
  if (warnings.includes('flashing')) return w.flashing;
  const base = regime === 'choked' ? w.choked : w.turbulent;
  const cavitating = regime === 'choked' || warnings.includes('cavitation-incipient');
  return cavitating ? `${base}${lang === 'zh' ? '，' : ', '}${w.cavitating}` : base;
}

/** Each case's warnings in a few words (the assumed defaults left out): [case name, words]. */
export function sizingWarningLines(snapshot: SizingSnapshot, lang: SizingLang): [string, string][] {
  return snapshot.cases.flatMap((c) => {
    const words = c.warnings
      .filter((code, i, all) => code !== 'default-assumed' && all.indexOf(code) === i)
      .map((code) => sizingWarningTitle(code, lang));
    return words.length
      ? [[inLanguage(SIZING_CASE_NAMES, lang)[c.key], words.join(lang === 'zh' ? '；' : '; ')]]
      : [];
  });
}

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
    row(t.regime, (c) => regimeText(snapshot.medium, c.regime, c.warnings, lang)),
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

const ACTUATOR_COPY = {
  en: { shutoff: 'Shut-off pressure drop', leakage: 'Leakage class', supply: 'Supply pressure' },
  zh: { shutoff: '关断压差', leakage: '泄漏等级', supply: '气源压力' },
} as const;

/**
 * The actuator block, [label, value]: the duty, then the chosen actuator's figures and its
 * warnings (or why none fits), in the sizing's own unit system; empty without an actuator.
 */
export function sizingActuatorFacts(snapshot: SizingSnapshot, lang: SizingLang): [string, string][] {
  const { actuator } = snapshot;
  if (!actuator) return [];
  const t = ACTUATOR_COPY[lang];
  const copy = inLanguage(actuatorCopy, lang);
  const { system } = displayUnitsOf({
    P1: snapshot.units.P as PressureUnit,
    T: snapshot.units.T as TemperatureUnit,
  });
  const u = dutyUnits(system, lang);
  const facts: [string, string][] = [
    [copy.failAction, copy.fail[actuator.duty.failAction]],
    [t.supply, `${u.pressure(actuator.duty.supplyPressure)}${system === 'us' ? 'g' : '(g)'}`],
    [t.shutoff, u.pressure(actuator.duty.shutoffDeltaP)],
    [t.leakage, actuator.duty.leakageClass],
  ];
  if (!actuator.choice)
    return [...facts, [copy.none, actuator.reason ? actuatorReasonText(actuator.reason, lang) : '–']];
  return [
    ...facts,
    ...actuatorFigureRows(actuator.choice, system, lang),
    ...actuator.choice.warnings.map((w): [string, string] => [copy.warnings, actuatorWarningText(w, lang)]),
  ];
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
    ...sizingWarningLines(snapshot, lang).map(
      ([name, words]) => `- ${COPY[lang].warnings} (${name})${sep}${words}`,
    ),
    ...sizingActuatorFacts(snapshot, lang).map(
      ([k, v]) => `- ${inLanguage(actuatorCopy, lang).title} · ${k}${sep}${v}`,
    ),
  ].join('\n');
}

/** The heading every place gives the sizing. */
export const SIZING_HEADING: Record<SizingLang, string> = { en: 'Sizing', zh: '选型计算' };
