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
import { CV_PER_KV } from './iec60534.js';
import { allowablePressure, ASME_CLASSES, BODY_MATERIALS, type AsmeClass } from './ratings.js';
import { sizeValve } from './sizeValve.js';
import type { CaseResult, SizingRequest, SizingWarning, SizingWarningCode } from './types.js';
import { formatFigure, type SizingLang } from './warnings.js';

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
  /** PN ratings the size is offered in (not yet checked against EN tables: see ratings.ts). */
  pn: number[];
  /** Body materials, most usual first (names of BODY_MATERIALS where rated). */
  materials: string[];
}

export interface CatalogueValve {
  productId: number;
  model: string;
  sizes: FlowSize[];
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
  | 'rating-exceeded' // no offered class of a rated material holds P1 at T
  | 'temperature-range' // T is outside the rated range of the materials
  | 'rating-unchecked'; // no offered material/class has a table here (PN only, or other alloys)

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
  /** The lowest offered class and first material that hold every case, when one does. */
  rating: { asmeClass: AsmeClass; material: string; allowable: number } | null;
  travel: CaseTravel[];
  /** Names of the cases taken as minimum, normal and maximum. */
  roles: { min: string; normal: string; max: string };
  fits: boolean;
  /** Why it does not fit (empty when it fits). */
  reasons: SelectionReason[];
}

export interface Selection {
  /** Sizes that fit, best first: smallest DN, then normal travel nearest targetTravel. */
  fitting: SelectionCandidate[];
  /** The rest, smallest first, each with its reasons. */
  notFitting: SelectionCandidate[];
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

/** The lowest offered class of the first rated material that holds every case's P1 at its T. */
function chooseRating(
  size: FlowSize,
  request: SizingRequest,
): { rating: SelectionCandidate['rating']; reason: SelectionReason | null } {
  const states = request.cases.map((c) => ({ gauge: (c.P1 - ATMOSPHERE) / BAR, celsius: c.T - 273.15 }));
  const worst = states.reduce((a, b) => (b.gauge > a.gauge ? b : a));
  const rated = size.materials.filter((m) => BODY_MATERIALS[m]);
  const classes = [...size.asmeClasses].sort((a, b) => a - b).filter((c) => ASME_CLASSES.includes(c));
  if (rated.length === 0 || classes.length === 0)
    return {
      rating: null,
      reason: { code: 'rating-unchecked', params: { materials: size.materials.join(', ') } },
    };
  // Materials whose table covers every case's temperature; the others cannot be judged here.
  const inRange = rated.filter((m) =>
    states.every((s) => allowablePressure(m, classes[0]!, s.celsius) !== null),
  );
  for (const material of inRange) {
    for (const asmeClass of classes) {
      const allowed = states.map((s) => allowablePressure(material, asmeClass, s.celsius)!);
      if (states.every((s, i) => s.gauge <= allowed[i]!)) {
        const worstIndex = states.indexOf(worst);
        return { rating: { asmeClass, material, allowable: allowed[worstIndex]! }, reason: null };
      }
    }
  }
  if (inRange.length === 0)
    return {
      rating: null,
      reason: { code: 'temperature-range', params: { T: Math.max(...states.map((s) => s.celsius)) } },
    };
  const top = classes.at(-1)!;
  return {
    rating: null,
    reason: {
      code: 'rating-exceeded',
      params: {
        P1: worst.gauge,
        T: worst.celsius,
        asmeClass: top,
        // The most any offered body holds there: what the case would have to come under.
        allowable: Math.max(...inRange.map((m) => allowablePressure(m, top, worst.celsius)!)),
      },
    },
  };
}

function judgeSize(request: SizingRequest, valve: CatalogueValve, size: FlowSize): SelectionCandidate {
  const result = sizeValve({
    ...request,
    valve: { ...request.valve, d: size.dn / 1000, FL: size.FL, xT: size.xT, Fd: size.Fd },
  });
  const reasons: SelectionReason[] = [];
  const unsized = result.cases.filter((c) => c.Kv <= 0 || c.warnings.some(unsizedBy));
  for (const c of unsized) reasons.push({ code: 'case-not-sized', params: { case: c.name } });
  // The iterations fail to converge when no C of this size passes the flow (with its reducers,
  // or in laminar flow): the size is too small for that case.
  const beyond = result.cases.filter(
    (c) => !unsized.includes(c) && c.warnings.some((w) => w.code === 'not-converged'),
  );
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
  const { rating, reason } = chooseRating(size, request);
  if (reason) reasons.push(reason);
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
  return { fitting, notFitting };
}

const pick = (lang: SizingLang, en: string, zh: string) => (lang === 'en' ? en : zh);
const percent = (v: unknown) => `${Math.round(Number(v) * 100)} %`;
const figure = (v: unknown) => formatFigure(Number(v));

/** A reason in the visitor's language. */
export function selectionReasonText(reason: SelectionReason, lang: SizingLang): string {
  const p = reason.params;
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
        `Pressure rating: ${figure(p.P1)} bar(g) at ${figure(p.T)} °C is above what the highest class offered (Class ${p.asmeClass}, ${figure(p.allowable)} bar(g) there) holds.`,
        `压力等级不足：${figure(p.T)} °C 时 ${figure(p.P1)} bar(g) 超过所提供最高等级（Class ${p.asmeClass}，该温度下 ${figure(p.allowable)} bar(g)）的许用压力。`,
      );
    case 'temperature-range':
      return pick(
        lang,
        `Temperature ${figure(p.T)} °C is outside the rated range of this size's body materials.`,
        `温度 ${figure(p.T)} °C 超出该口径阀体材料的额定温度范围。`,
      );
    case 'rating-unchecked':
      return pick(
        lang,
        `The pressure rating of this size (${p.materials}) cannot be checked here; ask us to confirm it.`,
        `该口径（${p.materials}）的压力等级无法在此核对，请联系我们确认。`,
      );
  }
}

/** The fit rules stated for the page, in the visitor's language. */
export function selectionRulesText(lang: SizingLang): string[] {
  const { maxTravel, minTravel, targetTravel } = SELECTION_RULES;
  return lang === 'en'
    ? [
        `The largest flow is reached within ${percent(maxTravel)} travel.`,
        `The smallest flow needs at least ${percent(minTravel)} travel.`,
        'The body’s pressure class holds the inlet pressure at the inlet temperature (ASME B16.34).',
        'Every case can be sized at that size.',
        `Ranked by the smallest size that fits, then by normal-flow travel nearest ${percent(targetTravel)}.`,
      ]
    : [
        `最大流量在 ${percent(maxTravel)} 开度以内达到。`,
        `最小流量所需开度不低于 ${percent(minTravel)}。`,
        '阀体压力等级在入口温度下能承受入口压力（ASME B16.34）。',
        '每个工况在该口径下均可计算。',
        `排序：先取满足条件的最小口径，再按正常流量开度最接近 ${percent(targetTravel)} 排列。`,
      ];
}
