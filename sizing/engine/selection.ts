/**
 * Valve selection: from a sizing request and the flow tables of our catalogue, which valve in
 * which size passes every case, how far open it is at each, and why the others do not fit.
 * Pure, like sizeValve: the page runs it in the browser and POST /api/sizing on the server.
 *
 * Each size is sized again with its own factors (F_L, x_T, F_d and its DN as d, so the piping
 * factors of that size between the request's pipes are in the answer), and the required Kv of
 * each case is turned into travel through the size's inherent characteristic. F_L and x_T are
 * the rated (full-travel) ones the catalogue states; makers publish their change with travel for
 * few valves, and the rules below leave margin for it.
 */
import { actuatorReasonText, type ActuatorChoice, type ActuatorReasonCode } from './actuator.js';
import { CV_PER_KV } from './iec60534.js';
import {
  allowablePressure,
  ASME_CLASSES,
  ratingLabel,
  type AsmeClass,
  type BodyRating,
  type RatingTable,
} from './ratings.js';
import { sizeValve } from './sizeValve.js';
import type { CaseResult, SizingRequest, SizingWarning, SizingWarningCode } from './types.js';
import { formatFigure, type SizingLang } from './warnings.js';
import { quantityIn, quantityText, type DisplayUnits } from './units.js';

export type Characteristic = 'linear' | 'equal-percentage' | 'quick-opening';
export const CHARACTERISTICS: readonly Characteristic[] = ['linear', 'equal-percentage', 'quick-opening'];

/** One row of a product's flow table: a nominal size and what it can do. */
export interface FlowSize {
  /** Nominal size DN (mm); also the d of the sizing equations. */
  dn: number;
  /** Nominal pipe size as written (e.g. "3", "1-1/2"). */
  nps: string;
  /** Rated flow coefficient at full travel, Kv (m³/h). */
  Kv: number;
  FL: number;
  xT: number;
  Fd: number;
  characteristic: Characteristic;
  /** Inherent rangeability R: the flow coefficient at zero travel is taken as Kv/R. */
  rangeability: number;
  /** Seat (port) diameter, mm. */
  seatDiameter: number;
  /** ASME classes the size is offered in. */
  asmeClasses: AsmeClass[];
  /** PN ratings the size is offered in. */
  pn: number[];
  /** Body materials, most usual first (as the rating tables name them). */
  materials: string[];
  /** Incipient cavitation factor x_Fz of the size's trim, where the maker states it. */
  xFz?: number;
}

export interface CatalogueValve {
  productId: number;
  model: string;
  sizes: FlowSize[];
  /** The rating tables of its sizes' body materials; a body without one is not rated. */
  ratings?: RatingTable[];
}

/** The fit rules, in one place: the page states them from here. */
export const SELECTION_RULES = {
  /** The largest case must be reached within this travel (margin for control and for error). */
  maxTravel: 0.9,
  /** The smallest case must need at least this travel (below it the valve controls poorly). */
  minTravel: 0.1,
  /** Among sizes that fit, the normal case's travel nearest this ranks first. */
  targetTravel: 0.5,
} as const;

/** Warnings that mean the equations could not size a case at this size. */
const NOT_SIZED: ReadonlySet<SizingWarningCode> = new Set([
  'pressure-order',
  'state-outside',
  'steam-liquid',
]);
/** 'state-outside' reasons that leave the sizing itself valid (only noise, or a pipe taken as line size). */
const SIZED_ANYWAY: ReadonlySet<unknown> = new Set(['noise', 'pipe-smaller']);

const unsizedBy = (w: SizingWarning) =>
  NOT_SIZED.has(w.code) && !(w.code === 'state-outside' && SIZED_ANYWAY.has(w.params?.reason));

/** Relative flow coefficient φ = C/C100 at relative travel h, IEC 60534-2-4 ideal curves. */
export function relativeFlow(characteristic: Characteristic, rangeability: number, h: number): number {
  const phi0 = 1 / rangeability;
  switch (characteristic) {
    case 'linear':
      return phi0 + (1 - phi0) * h;
    case 'equal-percentage':
      return phi0 * Math.exp(Math.log(rangeability) * h);
    case 'quick-opening':
      // Not defined by IEC 60534-2-4; the usual square-root curve from the same φ0.
      return phi0 + (1 - phi0) * Math.sqrt(Math.max(0, h));
  }
}

/**
 * Relative travel h at which the valve passes φ = C/C100: the inverse of relativeFlow. Below
 * φ0 the answer is negative (the valve cannot throttle that far), above 1 it exceeds 1.
 */
export function travelFor(characteristic: Characteristic, rangeability: number, phi: number): number {
  const phi0 = 1 / rangeability;
  switch (characteristic) {
    case 'linear':
      return (phi - phi0) / (1 - phi0);
    case 'equal-percentage':
      return phi > 0 ? 1 + Math.log(phi) / Math.log(rangeability) : -Infinity;
    case 'quick-opening': {
      const s = (phi - phi0) / (1 - phi0);
      return s < 0 ? s : s * s;
    }
  }
}

export type SelectionReasonCode =
  | 'too-small' // a case needs more than the rated Kv
  | 'max-travel-high' // the largest case needs more than maxTravel
  | 'min-travel-low' // the smallest case needs less than minTravel
  | 'case-not-sized' // the equations could not size a case at this size
  | 'rating-exceeded' // no offered class or PN of a rated material holds P1 at T
  | 'temperature-range' // T is outside the rated range of the materials
  | 'rating-unchecked' // no offered material, in an offered class or PN, has a rating table
  | 'actuator'; // no actuator of the catalogue closes it for the duty asked (actuatorSelection.ts)

export interface SelectionReason {
  code: SelectionReasonCode;
  params: Record<string, number | string>;
}

export interface CaseTravel {
  name: string;
  /** Required Kv at this size (its piping factors included); null when it cannot be sized here. */
  Kv: number | null;
  /** Relative travel 0…1 (outside it when the size does not fit); null when not sized here. */
  travel: number | null;
}

export interface SelectionCandidate {
  productId: number;
  model: string;
  dn: number;
  nps: string;
  /** Rated Kv and Cv of the size at full travel. */
  ratedKv: number;
  ratedCv: number;
  characteristic: Characteristic;
  /** Its inherent rangeability: with the characteristic, its curve of Kv against travel. */
  rangeability: number;
  /** The first material, in its lowest offered class (then PN), that holds every case, when one does. */
  rating: BodyRating | null;
  travel: CaseTravel[];
  /** Names of the cases taken as minimum, normal and maximum. */
  roles: { min: string; normal: string; max: string };
  fits: boolean;
  /** Why it does not fit (empty when it fits). */
  reasons: SelectionReason[];
  /** What to know of it though it fits: cavitation at this size, and where to look instead. */
  notes: SelectionNote[];
  /** With an actuator duty asked: the actuator chosen for it. */
  actuator?: ActuatorChoice;
}

export type SelectionNoteCode =
  | 'cavitation' // a case cavitates at this size (x_F ≥ x_Fz at P1)
  | 'anti-cavitation' // a size of the catalogue that fits stays below cavitation onset in every case
  | 'anti-cavitation-none'; // none that fits does: ask for anti-cavitation trim

export interface SelectionNote {
  code: SelectionNoteCode;
  params: Record<string, number | string>;
}

export interface Selection {
  /** Sizes that fit, best first: smallest DN, then normal travel nearest targetTravel. */
  fitting: SelectionCandidate[];
  /** The rest, smallest first, each with its reasons. */
  notFitting: SelectionCandidate[];
  /**
   * When no size fits because a case needs more than the catalogue's largest size passes: that
   * case's Kv and the largest size.
   */
  beyondCatalogue: { case: string; Kv: number | null; model: string; dn: number; ratedKv: number } | null;
}

const BAR = 1e5;
const ATMOSPHERE = 101325;

/** Minimum, normal and maximum among the cases: by required Kv, a case named "normal" preferred. */
function caseRoles(cases: CaseTravel[]): { min: string; normal: string; max: string } {
  // A case this size cannot pass needs the most.
  const need = (c: CaseTravel) => c.Kv ?? Infinity;
  const byKv = [...cases].sort((a, b) => need(a) - need(b));
  const named = cases.find((c) => c.name.trim().toLowerCase() === 'normal');
  const middle = byKv[Math.floor((byKv.length - 1) / 2)]!;
  return { min: byKv[0]!.name, normal: (named ?? middle).name, max: byKv.at(-1)!.name };
}

/** One way a size's body may be rated: a material, in one offered class or PN, by its table. */
interface RatingOption {
  material: string;
  table: RatingTable;
  rating: number;
}

/** A size's rated options: materials in their order, each in its offered classes, then PN, ascending. */
function ratingOptions(size: FlowSize, tables: readonly RatingTable[]): RatingOption[] {
  const offered = {
    class: [...size.asmeClasses].filter((c) => ASME_CLASSES.includes(c)).sort((a, b) => a - b),
    pn: [...size.pn].sort((a, b) => a - b),
  };
  return size.materials.flatMap((material) =>
    (['class', 'pn'] as const).flatMap((basis) => {
      const table = tables.find((t) => t.material === material && t.basis === basis);
      return table
        ? offered[basis]
            .filter((r) => table.ratings.includes(r))
            .map((rating) => ({ material, table, rating }))
        : [];
    }),
  );
}

const bodyRating = (o: RatingOption, allowable: number): BodyRating => ({
  ...(o.table.basis === 'class' ? { asmeClass: o.rating } : { pn: o.rating }),
  material: o.material,
  allowable,
});

/**
 * The first rated body that holds every case's P1 at its T, by the materials' rating tables; a
 * body whose material has no table for an offered class or PN is not rated, and never fits.
 */
function chooseRating(
  size: FlowSize,
  request: SizingRequest,
  tables: readonly RatingTable[],
): { rating: SelectionCandidate['rating']; reason: SelectionReason | null } {
  const states = request.cases.map((c) => ({ gauge: (c.P1 - ATMOSPHERE) / BAR, celsius: c.T - 273.15 }));
  const worst = states.reduce((a, b) => (b.gauge > a.gauge ? b : a));
  const options = ratingOptions(size, tables);
  if (options.length === 0)
    return {
      rating: null,
      reason: { code: 'rating-unchecked', params: { materials: size.materials.join(', ') } },
    };
  // Options whose table covers every case's temperature; the others cannot be judged here.
  const allowed = (o: RatingOption, celsius: number) => allowablePressure(o.table, o.rating, celsius);
  const inRange = options.filter((o) => states.every((s) => allowed(o, s.celsius) !== null));
  const holding = inRange.find((o) => states.every((s) => s.gauge <= allowed(o, s.celsius)!));
  if (holding) return { rating: bodyRating(holding, allowed(holding, worst.celsius)!), reason: null };
  if (inRange.length === 0)
    return {
      rating: null,
      reason: { code: 'temperature-range', params: { T: Math.max(...states.map((s) => s.celsius)) } },
    };
  // The most any offered body holds at the worst case: what it would have to come under.
  const strongest = inRange.reduce((a, b) =>
    allowed(b, worst.celsius)! > allowed(a, worst.celsius)! ? b : a,
  );
  const top = bodyRating(strongest, allowed(strongest, worst.celsius)!);
  return {
    rating: null,
    reason: {
      code: 'rating-exceeded',
      params: {
        P1: worst.gauge,
        T: worst.celsius,
        rating: ratingLabel(top),
        ...(top.asmeClass !== undefined ? { asmeClass: top.asmeClass } : { pn: top.pn! }),
        allowable: top.allowable,
      },
    },
  };
}

function judgeSize(request: SizingRequest, valve: CatalogueValve, size: FlowSize): SelectionCandidate {
  // The size's own factors; its x_Fz where the catalogue states one, else the standard's estimate.
  const result = sizeValve({
    ...request,
    valve: {
      ...request.valve,
      d: size.dn / 1000,
      FL: size.FL,
      xT: size.xT,
      Fd: size.Fd,
      ratedKv: size.Kv,
      xFz: size.xFz,
    },
  });
  const reasons: SelectionReason[] = [];
  // The iterations fail to converge when no C of this size passes the flow (with its reducers,
  // or in laminar flow): the size is too small for that case, whatever figure is left.
  const beyond = result.cases.filter((c) => c.warnings.some((w) => w.code === 'not-converged'));
  const unsized = result.cases.filter(
    (c) => !beyond.includes(c) && (c.Kv <= 0 || c.warnings.some(unsizedBy)),
  );
  for (const c of unsized) reasons.push({ code: 'case-not-sized', params: { case: c.name } });
  for (const c of beyond) reasons.push({ code: 'too-small', params: { case: c.name, ratedKv: size.Kv } });
  const travel: CaseTravel[] = result.cases.map((c: CaseResult) =>
    unsized.includes(c) || beyond.includes(c)
      ? { name: c.name, Kv: null, travel: null }
      : { name: c.name, Kv: c.Kv, travel: travelFor(size.characteristic, size.rangeability, c.Kv / size.Kv) },
  );
  const roles = caseRoles(travel);
  const max = travel.find((t) => t.name === roles.max)!;
  const min = travel.find((t) => t.name === roles.min)!;
  if (max.Kv !== null && max.travel !== null && min.travel !== null) {
    if (max.Kv > size.Kv)
      reasons.push({ code: 'too-small', params: { case: max.name, Kv: max.Kv, ratedKv: size.Kv } });
    else if (max.travel > SELECTION_RULES.maxTravel)
      reasons.push({ code: 'max-travel-high', params: { case: max.name, travel: max.travel } });
    if (min.travel < SELECTION_RULES.minTravel)
      reasons.push({ code: 'min-travel-low', params: { case: min.name, travel: Math.max(0, min.travel) } });
  }
  const { rating, reason } = chooseRating(size, request, valve.ratings ?? []);
  if (reason) reasons.push(reason);
  const notes: SelectionNote[] = result.cases.flatMap((c) => {
    const cavitation = c.warnings.find((w) => w.code === 'cavitation-incipient');
    return cavitation
      ? [
          {
            code: 'cavitation' as const,
            params: {
              case: c.name,
              deltaP: Number(cavitation.params!.deltaP) / BAR,
              onset: Number(cavitation.params!.onset) / BAR,
            },
          },
        ]
      : [];
  });
  return {
    productId: valve.productId,
    model: valve.model,
    dn: size.dn,
    nps: size.nps,
    ratedKv: size.Kv,
    ratedCv: size.Kv * CV_PER_KV,
    characteristic: size.characteristic,
    rangeability: size.rangeability,
    rating,
    travel,
    roles,
    fits: reasons.length === 0,
    reasons,
    notes,
  };
}

const cavitates = (c: SelectionCandidate) => c.notes.some((n) => n.code === 'cavitation');

/**
 * Where sizes that fit cavitate, the first size that fits and does not (a trim that resists
 * cavitation: a higher x_Fz) is named beside them, or, with none, anti-cavitation trim asked for.
 */
function suggestAntiCavitation(fitting: SelectionCandidate[]): void {
  const calm = fitting.find((c) => !cavitates(c));
  for (const c of fitting.filter(cavitates))
    c.notes.push(
      calm
        ? { code: 'anti-cavitation', params: { model: calm.model, dn: calm.dn } }
        : { code: 'anti-cavitation-none', params: {} },
    );
}

/** When every size is too small: the largest size of the catalogue and what its largest case needs. */
function beyondCatalogue(all: SelectionCandidate[]): Selection['beyondCatalogue'] {
  if (all.length === 0 || !all.every((c) => c.reasons.some((r) => r.code === 'too-small'))) return null;
  const largest = all.reduce((a, b) => (b.ratedKv > a.ratedKv ? b : a));
  const max = largest.travel.find((t) => t.name === largest.roles.max)!;
  return {
    case: max.name,
    Kv: max.Kv,
    model: largest.model,
    dn: largest.dn,
    ratedKv: largest.ratedKv,
  };
}

/** Every size of every valve judged against the request, ranked (see Selection). */
export function selectValves(request: SizingRequest, catalogue: CatalogueValve[]): Selection {
  const all = catalogue.flatMap((valve) => valve.sizes.map((size) => judgeSize(request, valve, size)));
  const normalTravel = (c: SelectionCandidate) =>
    c.travel.find((t) => t.name === c.roles.normal)!.travel ?? 0;
  const fitting = all
    .filter((c) => c.fits)
    .sort(
      (a, b) =>
        a.dn - b.dn ||
        Math.abs(normalTravel(a) - SELECTION_RULES.targetTravel) -
          Math.abs(normalTravel(b) - SELECTION_RULES.targetTravel) ||
        a.model.localeCompare(b.model),
    );
  const notFitting = all.filter((c) => !c.fits).sort((a, b) => a.dn - b.dn || a.model.localeCompare(b.model));
  suggestAntiCavitation(fitting);
  return { fitting, notFitting, beyondCatalogue: fitting.length ? null : beyondCatalogue(all) };
}

const pick = (lang: SizingLang, en: string, zh: string) => (lang === 'en' ? en : zh);
const percent = (v: unknown) => `${Math.round(Number(v) * 100)} %`;
const figure = (v: unknown) => formatFigure(Number(v));

/** What the API words the selection's figures in: bar and °C, as its params are given. */
const SELECTION_DISPLAY: DisplayUnits = { system: 'si', pressure: 'bar', temperature: 'C' };

/** The selection's figures (bar, bar gauge, °C) in the visitor's units: psi, psig and °F for a US sizing. */
function selectionFigures(units: DisplayUnits, lang: SizingLang) {
  const gaugeUnit = units.pressure === 'psi' ? 'psig' : `${units.pressure}(g)`;
  return {
    drop: (bar: unknown) => quantityText('pressureDrop', Number(bar) * BAR, units, lang),
    gauge: (bar: unknown) =>
      `${formatFigure(quantityIn('pressureDrop', Number(bar) * BAR, units).value, lang)} ${gaugeUnit}`,
    celsius: (c: unknown) => quantityText('temperature', Number(c) + 273.15, units, lang),
  };
}

/** A reason in the visitor's language. */
export function selectionReasonText(
  reason: SelectionReason,
  lang: SizingLang,
  units: DisplayUnits = SELECTION_DISPLAY,
): string {
  const p = reason.params;
  const { gauge, celsius } = selectionFigures(units, lang);
  switch (reason.code) {
    case 'too-small':
      return pick(
        lang,
        p.Kv === undefined
          ? `Too small: this size (rated Kv ${figure(p.ratedKv)}) cannot pass the "${p.case}" case.`
          : `Too small: the "${p.case}" case needs Kv ${figure(p.Kv)}, more than this size's rated Kv ${figure(p.ratedKv)}.`,
        p.Kv === undefined
          ? `口径偏小：该口径（额定 Kv ${figure(p.ratedKv)}）无法通过“${p.case}”工况的流量。`
          : `口径偏小：“${p.case}”工况需要 Kv ${figure(p.Kv)}，超过该口径的额定 Kv ${figure(p.ratedKv)}。`,
      );
    case 'max-travel-high':
      return pick(
        lang,
        `The "${p.case}" case needs ${percent(p.travel)} travel, above the ${percent(SELECTION_RULES.maxTravel)} that leaves room to control.`,
        `“${p.case}”工况需要 ${percent(p.travel)} 开度，超过留有调节余量的 ${percent(SELECTION_RULES.maxTravel)}。`,
      );
    case 'min-travel-low':
      return pick(
        lang,
        `Oversized: the "${p.case}" case needs only ${percent(p.travel)} travel, below the ${percent(SELECTION_RULES.minTravel)} under which control is poor and the seat wears.`,
        `口径偏大：“${p.case}”工况仅需 ${percent(p.travel)} 开度，低于 ${percent(SELECTION_RULES.minTravel)}，小开度下调节性能差且阀座易磨损。`,
      );
    case 'case-not-sized':
      return pick(
        lang,
        `The "${p.case}" case cannot be sized at this size (see its warnings).`,
        `“${p.case}”工况在该口径下无法计算（见该工况的提示）。`,
      );
    case 'rating-exceeded':
      return pick(
        lang,
        `Pressure rating: ${gauge(p.P1)} at ${celsius(p.T)} is above what the strongest body offered (${p.rating}, ${gauge(p.allowable)} there) holds.`,
        `压力等级不足：${celsius(p.T)} 时 ${gauge(p.P1)} 超过所提供最高等级（${p.rating}，该温度下 ${gauge(p.allowable)}）的许用压力。`,
      );
    case 'temperature-range':
      return pick(
        lang,
        `Temperature ${celsius(p.T)} is outside the rated range of this size's body materials.`,
        `温度 ${celsius(p.T)} 超出该口径阀体材料的额定温度范围。`,
      );
    case 'rating-unchecked':
      return pick(
        lang,
        `The pressure rating of this size (${p.materials}) cannot be checked here: no rating table for its bodies in the classes or PN offered; ask us to confirm it.`,
        `该口径（${p.materials}）的压力等级无法在此核对：其阀体材料在所提供的压力等级下没有额定值表，请联系我们确认。`,
      );
    case 'actuator':
      return actuatorReasonText({ code: p.reason as ActuatorReasonCode, params: p }, lang);
  }
}

/** A note of a size that fits, in the visitor's language. */
export function selectionNoteText(
  note: SelectionNote,
  lang: SizingLang,
  units: DisplayUnits = SELECTION_DISPLAY,
): string {
  const p = note.params;
  const { drop } = selectionFigures(units, lang);
  switch (note.code) {
    case 'cavitation':
      return pick(
        lang,
        `Cavitation begins in the "${p.case}" case at this size (pressure drop ${drop(p.deltaP)}, onset ${drop(p.onset)}).`,
        `该口径下“${p.case}”工况开始空化（压差 ${drop(p.deltaP)}，初始空化压差 ${drop(p.onset)}）。`,
      );
    case 'anti-cavitation':
      return pick(
        lang,
        `Anti-cavitation trim that stays below the onset in every case: ${p.model} DN ${p.dn}.`,
        `在各工况下均不发生空化的抗空化内件：${p.model} DN ${p.dn}。`,
      );
    case 'anti-cavitation-none':
      return pick(
        lang,
        'No size that fits stays below the onset: ask us for anti-cavitation trim.',
        '没有适用口径能避免空化：请向我们咨询抗空化内件。',
      );
  }
}

/** Why no size fits when a case needs more than the largest size judged passes. */
export function beyondCatalogueText(
  beyond: NonNullable<Selection['beyondCatalogue']>,
  lang: SizingLang,
): string {
  const size = `${beyond.model} DN ${beyond.dn}`;
  const need =
    beyond.Kv !== null
      ? pick(lang, `needs Kv ${figure(beyond.Kv)} through`, `在 ${size} 下需要 Kv ${figure(beyond.Kv)}，`)
      : pick(lang, 'cannot be sized through', `在 ${size} 下无法计算，`);
  return pick(
    lang,
    `No size here is large enough: the "${beyond.case}" case ${need} the largest, ${size} (rated Kv ${figure(beyond.ratedKv)}). Ask us: valves in parallel or a special design may serve.`,
    `没有足够大的口径：“${beyond.case}”工况${need}超过其额定 Kv ${figure(beyond.ratedKv)}，而它已是此处最大的口径。欢迎咨询：可考虑多台阀门并联或特殊设计。`,
  );
}

/** The fit rules stated for the page, in the visitor's language. */
export function selectionRulesText(lang: SizingLang): string[] {
  const { maxTravel, minTravel, targetTravel } = SELECTION_RULES;
  return lang === 'en'
    ? [
        `The largest flow is reached within ${percent(maxTravel)} travel.`,
        `The smallest flow needs at least ${percent(minTravel)} travel.`,
        'A body’s pressure class or PN holds the inlet pressure at the inlet temperature, by its material’s rating table; a body without one is not judged.',
        'Every case can be sized at that size.',
        `Ranked by the smallest size that fits, then by normal-flow travel nearest ${percent(targetTravel)}.`,
      ]
    : [
        `最大流量在 ${percent(maxTravel)} 开度以内达到。`,
        `最小流量所需开度不低于 ${percent(minTravel)}。`,
        '按阀体材料的额定值表，其压力等级或 PN 在入口温度下能承受入口压力；没有额定值表的阀体不作判定。',
        '每个工况在该口径下均可计算。',
        `排序：先取满足条件的最小口径，再按正常流量开度最接近 ${percent(targetTravel)} 排列。`,
      ];
}
