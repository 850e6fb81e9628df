/**
 * The calculation side of the sizing page: the form's cases as SI requests (one per case, as a
 * preset fluid's properties depend on the case's temperature), checked by the API's schema and
 * sized by the API's sizeValve, then worded for the page in its language. The server runs it for
 * the first render; the browser loads it after hydration (it holds zod, IF97 and the standard's
 * equations), so the page's first load stays small.
 */
import { sizingRuleText, SIZING_NUMBERS } from '../engine/fields.js';
import { fluidAt } from '../engine/fluidProperties.js';
import { sizingRequestSchema } from '../engine/schema.js';
import {
  beyondCatalogueText,
  selectionNoteText,
  selectionReasonText,
  selectionRulesText,
  selectValves,
  type CatalogueValve,
  type SelectionCandidate,
} from '../engine/selection.js';
import { sizeValve } from '../engine/sizeValve.js';
import type { CaseResult, SizingFluid, SizingRequest, SizingResult } from '../engine/types.js';
import {
  density,
  displayUnitsOf,
  flowKind,
  flowToSI,
  normalDensity,
  pressureToSI,
  sizeToSI,
  temperatureToSI,
  viscosity,
  type SizeUnit,
} from '../engine/units.js';
import {
  assumedText,
  fieldDisplay,
  fieldName,
  sizingWarningText,
  type SizingLang,
} from '../engine/warnings.js';
import {
  atmospherePa,
  CASE_FIELDS,
  CASE_KEYS,
  FLUID_FIELDS,
  OTHER_FLUID_FIELDS,
  PIPE_FIELDS,
  readNumber,
  schemaName,
  VALVE_FIELDS,
  type CaseField,
  type FieldKey,
  type FluidField,
  type PipeField,
  type SizingForm,
  type ValveField,
} from './sizingState.js';

const mapDefined = (v: number | undefined, f: (n: number) => number) => (v === undefined ? undefined : f(v));

/** One case as the calculation takes it, or why it cannot be sized. */
export interface CaseRequest {
  index: number;
  request: SizingRequest;
  /** Fields in error (by form key), with the schema's issue. */
  errors: Partial<Record<FieldKey, { message: string; path: PropertyKey[] }>>;
  /** A preset fluid that has no properties at this state (water outside IF97's regions). */
  fluidUnknown: boolean;
}

/** The fluid typed in for "other", in SI. */
function typedFluid(form: SizingForm, atm: number): SizingFluid {
  const { props, units } = form;
  const n = (f: FluidField) => readNumber(props[f]);
  const fields = OTHER_FLUID_FIELDS[form.medium];
  const fluid: SizingFluid = {
    density: mapDefined(n('density'), (v) => density.toSI(v, units.density)),
    vapourPressure: mapDefined(n('vapourPressure'), (v) => pressureToSI(v, units.vapourPressure, atm)),
    criticalPressure: mapDefined(n('criticalPressure'), (v) => pressureToSI(v, units.criticalPressure, atm)),
    criticalTemperature: n('criticalTemperature'),
    molarMass: n('molarMass'),
    gamma: n('gamma'),
    Z: n('Z'),
    viscosity: mapDefined(n('viscosity'), (v) => viscosity.toSI(v, units.viscosity)),
  };
  return Object.fromEntries(
    Object.entries(fluid).filter(([k, v]) => v !== undefined && fields.includes(k as FluidField)),
  ) as SizingFluid;
}

/** Every case that is not left out, as an SI request of its own, with the schema's verdict on it. */
export function caseRequests(form: SizingForm): CaseRequest[] {
  const atm = atmospherePa(form);
  const { units } = form;
  const size = (text: string, unit: SizeUnit) => mapDefined(readNumber(text), (v) => sizeToSI(v, unit));
  const valve = Object.fromEntries(
    VALVE_FIELDS.map((f) => [f, f === 'd' ? size(form.valve.d, units.d) : readNumber(form.valve[f])]).filter(
      ([, v]) => v !== undefined,
    ),
  );
  const pipe = Object.fromEntries(
    PIPE_FIELDS.map((f) => [f, size(form.pipe[f], units[f])]).filter(([, v]) => v !== undefined),
  );
  return form.cases.flatMap((input, index) => {
    if (input.off) return [];
    const P1 = readNumber(input.P1);
    const T = readNumber(input.T);
    const P1si = mapDefined(P1, (v) => pressureToSI(v, units.P1, atm));
    const Tsi = mapDefined(T, (v) => temperatureToSI(v, units.T));
    let fluid: SizingFluid | undefined = form.fluid === 'other' ? typedFluid(form, atm) : {};
    let fluidUnknown = false;
    if (form.fluid !== 'other' && form.medium !== 'steam' && P1si !== undefined && Tsi !== undefined) {
      fluid = fluidAt(form.fluid, P1si, Tsi);
      fluidUnknown = fluid === undefined && Number.isFinite(P1si) && Number.isFinite(Tsi);
    }
    const flow = readNumber(input.flow);
    const flowSI = mapDefined(flow, (v) => flowToSI(v, units.flow));
    const byMass = flowKind(units.flow) === 'mass';
    const request: SizingRequest = {
      medium: form.medium,
      fluid: fluid ?? {},
      valve,
      pipe,
      cases: [
        {
          name: CASE_KEYS[index]!,
          P1: P1si as number,
          P2: mapDefined(readNumber(input.P2), (v) => pressureToSI(v, units.P2, atm)) as number,
          T: Tsi as number,
          ...(byMass ? { W: flowSI } : { Q: flowSI }),
        },
      ],
    };
    const errors: CaseRequest['errors'] = {};
    const checked = sizingRequestSchema.safeParse(request);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const key = fieldKey(issue.path, index);
        // A preset's property that is missing means the preset has none at this state: said once, not per field.
        if (key && !errors[key] && !(key.startsWith('props.') && form.fluid !== 'other'))
          errors[key] = { message: issue.message, path: issue.path };
      }
    }
    return [{ index, request, errors, fluidUnknown }];
  });
}

/** The form field an issue of a one-case request is about. */
function fieldKey(path: PropertyKey[], index: number): FieldKey | undefined {
  const [head, second, third] = path;
  if (head === 'cases' && typeof third === 'string') {
    const field = third === 'Q' || third === 'W' ? 'flow' : third;
    return CASE_FIELDS.includes(field as CaseField) ? (`case${index}.${field}` as FieldKey) : undefined;
  }
  if (head === 'fluid' && FLUID_FIELDS.includes(second as FluidField)) return `props.${second as FluidField}`;
  if (head === 'valve' && VALVE_FIELDS.includes(second as ValveField)) return `valve.${second as ValveField}`;
  if (head === 'pipe' && PIPE_FIELDS.includes(second as PipeField)) return `pipe.${second as PipeField}`;
  return undefined;
}

/** The density linking a case's flow by volume and by mass (flowing or normal), or undefined. */
export function linkingDensity(form: SizingForm, index: number): number | undefined {
  const request = caseRequests({
    ...form,
    cases: form.cases.map((c) => ({ ...c, off: false })) as SizingForm['cases'],
  })[index]?.request;
  if (!request) return undefined;
  if (form.medium === 'gas')
    return request.fluid.molarMass ? normalDensity(request.fluid.molarMass) : undefined;
  return request.fluid.density;
}

/** A point of a case's chart: pressure drop (Pa) and flow as a share of the case's flow. */
export interface ChartPoint {
  dp: number;
  flow: number;
}

/** What the page shows of one case, all of it plain data (the server sends it with the page). */
export interface CaseView {
  index: number;
  result: Omit<CaseResult, 'warnings'> | null;
  warnings: { code: string; text: string }[];
  fluidUnknown: boolean;
  /** The figures passed the checks but the calculation gave no finite answer. */
  failed: boolean;
  /** Inlet and outlet pressure, Pa abs, as sized. */
  P1: number;
  P2: number;
  curve: ChartPoint[];
  /** Where no figure is given for them: the noise below this level (dB(A)), the outlet flow sonic. */
  noiseBelow: number | null;
  sonic: boolean;
}

export interface SizingView {
  cases: CaseView[];
  /** The error of each field in error, worded in the page's language. */
  errors: Partial<Record<FieldKey, string>>;
  /**
   * Defaults the calculation assumed (`field` as the calculation names it), named in the page's
   * language, the figure in the form's units; `text` the whole line ("Name: figure unit").
   */
  assumed: { field: string; label: string; value: number; unit: string; text: string }[];
}

/** One request's sizing, or null when it throws or answers a coefficient that is not finite. */
function trySize(request: SizingRequest): SizingResult | null {
  try {
    const result = sizeValve(request);
    const first = result.cases[0];
    // A case the engine declines (Kv 0: a "gas" that is a liquid) comes back for its warning.
    return first && Number.isFinite(first.Kv) && (first.Kv > 0 || first.warnings.length > 0) ? result : null;
  } catch {
    return null;
  }
}

const CHART_STEPS = 24;

/**
 * Flow through a valve of the case's required coefficient as the pressure drop grows at the same
 * inlet state: for a fixed flow the required coefficient is proportional to the flow (turbulent and
 * choked flow alike), so the flow at a drop is the case's flow × Kv(case) / Kv(needed at that drop).
 */
function chartCurve(request: SizingRequest, Kv: number): ChartPoint[] {
  const only = request.cases[0]!;
  const points: ChartPoint[] = [{ dp: 0, flow: 0 }];
  for (let step = 1; step <= CHART_STEPS; step++) {
    const dp = (only.P1 * 0.98 * step) / CHART_STEPS;
    const kv = trySize({ ...request, cases: [{ ...only, P2: only.P1 - dp }] })?.cases[0]?.Kv;
    if (kv && Number.isFinite(kv)) points.push({ dp, flow: Kv / kv });
  }
  return points;
}

/** The label of a form field, as its error names it. */
export function labelOf(key: FieldKey, lang: SizingLang, caseName: string): string {
  const name = schemaName(key);
  const label = SIZING_NUMBERS[name].label[lang];
  return key.startsWith('case') ? `${label} (${caseName})` : label;
}

/** The whole sizing of a form, worded in a language: what the page shows. */
export function sizeFormView(
  form: SizingForm,
  lang: SizingLang,
  caseNames: Record<(typeof CASE_KEYS)[number], string>,
): SizingView {
  const assumed = new Map<string, number>();
  const errors: SizingView['errors'] = {};
  const units = displayUnitsOf(form.units);
  const cases = caseRequests(form).map((item): CaseView => {
    const ready = Object.keys(item.errors).length === 0 && !item.fluidUnknown;
    for (const [key, issue] of Object.entries(item.errors) as [
      FieldKey,
      { message: string; path: PropertyKey[] },
    ][]) {
      const label = labelOf(key, lang, caseNames[CASE_KEYS[item.index]!]);
      errors[key] = `${label}${lang === 'zh' ? '' : ' '}${sizingRuleText(issue, lang)}`;
    }
    const sized = ready ? trySize(item.request) : null;
    const answer = sized?.cases[0] ?? null;
    const { warnings = [], ...figures } = answer ?? {};
    // Declined: its warnings say why, and it has no figures, curve or defaults to show.
    const result = answer && answer.Kv > 0 ? answer : null;
    if (result) for (const a of sized?.assumed ?? []) assumed.set(a.field, a.value);
    const only = item.request.cases[0]!;
    const quiet = warnings.find((w) => w.code === 'noise-below-range');
    return {
      index: item.index,
      result: result ? (figures as Omit<CaseResult, 'warnings'>) : null,
      warnings: warnings.map((w) => ({ code: w.code, text: sizingWarningText(w, lang, units) })),
      fluidUnknown: item.fluidUnknown,
      failed: ready && !sized,
      P1: only.P1,
      P2: only.P2,
      curve: result ? chartCurve(item.request, result.Kv) : [],
      noiseBelow: quiet ? Number(quiet.params?.limit) : null,
      sonic: warnings.some((w) => w.code === 'velocity-sonic'),
    };
  });
  return {
    cases,
    errors,
    assumed: [...assumed].map(([field, value]) => ({
      field,
      label: fieldName(field, lang, units),
      ...fieldDisplay(field, value, units),
      text: assumedText(field, value, lang, units),
    })),
  };
}

/** A candidate as the page shows it: a key, its travel per case key, its reasons and notes worded. */
export type CandidateView = Omit<SelectionCandidate, 'travel' | 'reasons' | 'notes'> & {
  /** "<product id>-<DN>": which size the visitor chose (and the data sheet's `valve`). */
  key: string;
  /** Travel and required Kv per case key (min, normal, max), where the case was sized. */
  travel: { caseKey: (typeof CASE_KEYS)[number]; Kv: number | null; travel: number | null }[];
  reasons: string[];
  notes: string[];
};

export interface SelectionView {
  rules: string[];
  fitting: CandidateView[];
  notFitting: CandidateView[];
  /** Why nothing fits when a case needs more than the largest size passes, worded; else null. */
  beyond: string | null;
}

/**
 * The catalogue's valves for every case of the form that can be sized, ranked (selection.ts), or
 * null while no case can be sized. The cases are named by their key, so "normal" is the normal one.
 */
export function selectFormView(
  form: SizingForm,
  catalogue: CatalogueValve[],
  lang: SizingLang,
  caseNames: Record<(typeof CASE_KEYS)[number], string>,
): SelectionView | null {
  const ready = caseRequests(form).filter(
    (item) => Object.keys(item.errors).length === 0 && !item.fluidUnknown,
  );
  if (ready.length === 0 || catalogue.length === 0) return null;
  const request: SizingRequest = {
    ...ready[0]!.request,
    cases: ready.map((item) => ({ ...item.request.cases[0]!, name: CASE_KEYS[item.index]! })),
  };
  // selectValves is pure and answers every finite request (sizeValve never throws).
  const selection = selectValves(request, catalogue);
  const caseName = (key: string) => caseNames[key as (typeof CASE_KEYS)[number]] ?? key;
  const pageCase = <T extends { params: Record<string, number | string> }>(item: T): T =>
    typeof item.params.case === 'string'
      ? { ...item, params: { ...item.params, case: caseName(item.params.case) } }
      : item;
  const beyond = selection.beyondCatalogue;
  const units = displayUnitsOf(form.units);
  const view = (c: SelectionCandidate): CandidateView => ({
    ...c,
    key: `${c.productId}-${c.dn}`,
    travel: c.travel.map((t) => ({
      caseKey: t.name as (typeof CASE_KEYS)[number],
      Kv: t.Kv,
      travel: t.travel,
    })),
    // Reasons and notes name the case as the page does (Maximum, 最大), not by its key.
    reasons: c.reasons.map((r) => selectionReasonText(pageCase(r), lang, units)),
    notes: c.notes.map((n) => selectionNoteText(pageCase(n), lang, units)),
  });
  return {
    rules: selectionRulesText(lang),
    fitting: selection.fitting.map(view),
    notFitting: selection.notFitting.map(view),
    beyond: beyond && beyondCatalogueText({ ...beyond, case: caseName(beyond.case) }, lang),
  };
}
