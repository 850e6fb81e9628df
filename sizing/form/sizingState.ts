/**
 * The sizing page's form as the visitor typed it (text in the visitor's units), how it lives in
 * the URL (`?s=`, shareable), and how it becomes the calculation's SI requests: one per case, as
 * a preset fluid's properties depend on the case's temperature. Pure, so the server renders the
 * same sizing a link describes.
 */
import { fluidsFor, type FluidId, FLUID_IDS } from '../engine/fluids.js';
import type { SizingNumberName } from '../engine/fields.js';
import type { Medium } from '../engine/types.js';
import {
  convertFlow,
  density,
  flowUnitsFor,
  FLOW_UNITS,
  PRESSURE_UNITS,
  pressureDifference,
  pressureFromSI,
  pressureToSI,
  SIZE_UNITS,
  sizeFromSI,
  sizeToSI,
  STANDARD_ATMOSPHERE_PA,
  TEMPERATURE_UNITS,
  temperatureFromSI,
  temperatureToSI,
  unitsOf,
  viscosity,
  type FlowUnit,
  type PressureUnit,
  type SizeUnit,
  type TemperatureUnit,
  type UnitSystem,
} from '../engine/units.js';

export const CASE_KEYS = ['min', 'normal', 'max'] as const;
export const CASE_FIELDS = ['flow', 'P1', 'P2', 'T'] as const;
export type CaseField = (typeof CASE_FIELDS)[number];
export const FLUID_FIELDS = [
  'density',
  'vapourPressure',
  'criticalPressure',
  'criticalTemperature',
  'molarMass',
  'gamma',
  'Z',
  'viscosity',
] as const;
export type FluidField = (typeof FLUID_FIELDS)[number];
export const VALVE_FIELDS = ['d', 'FL', 'xT', 'Fd', 'xFz'] as const;
export type ValveField = (typeof VALVE_FIELDS)[number];
export const PIPE_FIELDS = ['D1', 'D2'] as const;
export type PipeField = (typeof PIPE_FIELDS)[number];
/** What names the valve in the plant: its tag number, its service and its line (P&ID). */
export const TAG_FIELDS = ['number', 'service', 'line'] as const;
export type TagField = (typeof TAG_FIELDS)[number];
/** A tag field's length at most (a service is a short phrase, longer than a figure). */
export const TAG_TEXT_MAX = 60;

/** Which fluid properties the visitor types, by medium, for "other". */
export const OTHER_FLUID_FIELDS: Record<Medium, FluidField[]> = {
  liquid: ['density', 'vapourPressure', 'criticalPressure', 'viscosity'],
  // Without Z, the critical constants let the sizing judge whether Z matters (or the gas is a liquid).
  gas: ['molarMass', 'gamma', 'Z', 'criticalTemperature', 'criticalPressure', 'viscosity'],
  steam: [],
};

/** The quantities with a unit select of their own, and what kind of unit each takes. */
export interface Units {
  flow: FlowUnit;
  P1: PressureUnit;
  P2: PressureUnit;
  T: TemperatureUnit;
  density: 'kg/m3' | 'lb/ft3';
  vapourPressure: PressureUnit;
  criticalPressure: PressureUnit;
  viscosity: 'cP' | 'Pa.s';
  d: SizeUnit;
  D1: SizeUnit;
  D2: SizeUnit;
}

export interface CaseInput extends Record<CaseField, string> {
  /** Left out of the sizing (each of the three may be, but one). */
  off: boolean;
}

export interface SizingForm {
  medium: Medium;
  fluid: FluidId;
  units: Units;
  /** Atmospheric pressure for gauge pressures, kPa. */
  atm: string;
  props: Record<FluidField, string>;
  cases: [CaseInput, CaseInput, CaseInput];
  valve: Record<ValveField, string>;
  pipe: Record<PipeField, string>;
  /** The catalogue product the visitor came from ("Size this valve"), kept for the next step. */
  product: number | null;
  /**
   * The catalogue size the valve fields hold ("<product id>-<DN>", the selection's key): chosen
   * from the selection, or the product's own from "Size this valve". The page, its link, the data
   * sheet and the quotation all name this one.
   */
  chosen: string | null;
  /** Tag number, service and line, as typed (the data sheet's boxes); '' when not given. */
  tag: Record<TagField, string>;
}

const emptyCase = (flow: string, P1: string, P2: string, T: string): CaseInput => ({
  off: false,
  flow,
  P1,
  P2,
  T,
});

export function unitsFor(system: UnitSystem, medium: Medium): Units {
  const choice = unitsOf(system, medium);
  return {
    flow: choice.flow,
    P1: choice.pressure,
    P2: choice.pressure,
    T: choice.temperature,
    density: choice.density,
    vapourPressure: choice.pressure,
    criticalPressure: choice.pressure,
    viscosity: choice.viscosity,
    d: choice.size,
    D1: choice.size,
    D2: choice.size,
  };
}

/** A first sizing to start from: water through a DN 80 globe valve in a DN 100 line. */
export function defaultForm(product: number | null = null): SizingForm {
  return {
    medium: 'liquid',
    fluid: 'water',
    units: unitsFor('si', 'liquid'),
    atm: '101.325',
    props: {
      density: '',
      vapourPressure: '',
      criticalPressure: '',
      criticalTemperature: '',
      molarMass: '',
      gamma: '',
      Z: '',
      viscosity: '',
    },
    cases: [
      emptyCase('20', '10', '7', '20'),
      emptyCase('60', '9', '5', '20'),
      emptyCase('90', '8.5', '3', '20'),
    ],
    valve: { d: '80', FL: '', xT: '', Fd: '', xFz: '' },
    pipe: { D1: '100', D2: '100' },
    product,
    chosen: null,
    tag: { number: '', service: '', line: '' },
  };
}

/** The selection's key of a catalogue size: "<product id>-<DN>". */
export const VALVE_KEY = /^\d{1,9}-\d{1,4}$/;

/**
 * The form sized at a catalogue size: its DN (in the form's size unit) and its flow table's F_L,
 * x_T, F_d and x_Fz in the valve's fields, and the size named as the chosen one.
 */
export function withValve(
  form: SizingForm,
  key: string,
  size: { dn: number; FL: number; xT: number; Fd: number; xFz?: number | undefined },
): SizingForm {
  const d =
    form.units.d === 'DN' || form.units.d === 'NPS'
      ? String(size.dn)
      : numberText(sizeFromSI(size.dn / 1000, form.units.d));
  return {
    ...form,
    valve: {
      d,
      FL: String(size.FL),
      xT: String(size.xT),
      Fd: String(size.Fd),
      xFz: size.xFz === undefined ? '' : String(size.xFz),
    },
    chosen: key,
  };
}

// The URL ------------------------------------------------------------------------------------

/** Base64url of UTF-8 (case names may be Chinese), the same in Node and the browser. */
function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The form as the `s` query parameter. */
export function encodeForm(form: SizingForm): string {
  return toBase64Url(JSON.stringify(form));
}

export type RawForm = Partial<Record<keyof SizingForm, unknown>>;

/** The object a `s` parameter holds, or null when it is not one (cut, edited, not ours). */
export function readState(s: string): RawForm | null {
  try {
    const raw = JSON.parse(fromBase64Url(s)) as unknown;
    return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as RawForm) : null;
  } catch {
    return null;
  }
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 40;
const oneOf = <T extends string>(list: readonly T[], v: unknown, fallback: T): T =>
  list.includes(v as T) ? (v as T) : fallback;

/**
 * The form a `s` parameter describes, every part checked (a link may be edited or cut): a value
 * that is not what the form could hold falls back to the default one.
 */
export function decodeForm(s: string | null, product: number | null = null): SizingForm {
  return formFromRaw(s ? readState(s) : null, product);
}

/**
 * The form of a parsed state (or of a posted form, formFromFields, or a project's tag), checked as
 * decodeForm says.
 */
export function formFromRaw(raw: RawForm | null, product: number | null): SizingForm {
  const base = defaultForm(product);
  if (!raw) return base;
  const medium = oneOf(['liquid', 'gas', 'steam'] as const, raw.medium, base.medium);
  const fluid = oneOf(fluidsFor(medium), raw.fluid, fluidsFor(medium)[0]!);
  const record = (v: unknown) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});
  const texts = <K extends string>(keys: readonly K[], v: unknown, fallback: Record<K, string>) =>
    Object.fromEntries(keys.map((k) => [k, isText(record(v)[k]) ? record(v)[k] : fallback[k]])) as Record<
      K,
      string
    >;
  const units = record(raw.units);
  const defaults = unitsFor('si', medium);
  const pick = <K extends keyof Units>(key: K, list: readonly Units[K][]) =>
    oneOf(list, units[key], defaults[key]);
  const rawCases = Array.isArray(raw.cases) ? raw.cases : [];
  const cases = base.cases.map((fallback, i) => {
    const c = record(rawCases[i]);
    return { ...texts(CASE_FIELDS, c, fallback), off: c.off === true };
  }) as SizingForm['cases'];
  const productId =
    typeof raw.product === 'number' && Number.isInteger(raw.product) && raw.product > 0
      ? raw.product
      : product;
  return {
    medium,
    fluid: FLUID_IDS.includes(fluid) ? fluid : base.fluid,
    units: {
      flow: oneOf(flowUnitsFor(medium), units.flow, defaults.flow),
      P1: pick('P1', PRESSURE_UNITS),
      P2: pick('P2', PRESSURE_UNITS),
      T: pick('T', TEMPERATURE_UNITS),
      density: pick('density', density.units),
      vapourPressure: pick('vapourPressure', PRESSURE_UNITS),
      criticalPressure: pick('criticalPressure', PRESSURE_UNITS),
      viscosity: pick('viscosity', viscosity.units),
      d: pick('d', SIZE_UNITS),
      D1: pick('D1', SIZE_UNITS),
      D2: pick('D2', SIZE_UNITS),
    },
    atm: isText(raw.atm) ? raw.atm : base.atm,
    props: texts(FLUID_FIELDS, raw.props, base.props),
    cases: cases.every((c) => c.off) ? base.cases : cases,
    valve: texts(VALVE_FIELDS, raw.valve, base.valve),
    pipe: texts(PIPE_FIELDS, raw.pipe, base.pipe),
    product: productId,
    chosen: typeof raw.chosen === 'string' && VALVE_KEY.test(raw.chosen) ? raw.chosen : null,
    tag: Object.fromEntries(
      TAG_FIELDS.map((k) => {
        const v = record(raw.tag)[k];
        return [k, typeof v === 'string' ? v.slice(0, TAG_TEXT_MAX) : ''];
      }),
    ) as Record<TagField, string>,
  };
}

/**
 * The form as its fields were posted (the page's form sent before its script ran: each field's
 * name is its place in the form, FieldKey or `units.P1`, `case0.on`…), with the same checks as a
 * link's state.
 */
export function formFromFields(fields: Record<string, string>, product: number | null): SizingForm {
  const group = (prefix: string) =>
    Object.fromEntries(
      Object.entries(fields)
        .filter(([name]) => name.startsWith(`${prefix}.`))
        .map(([name, value]) => [name.slice(prefix.length + 1), value]),
    );
  return formFromRaw(
    {
      medium: fields.medium,
      fluid: fields.fluid,
      // Under US units the page posts psia (atm_psia).
      atm: fields.atm_psia !== undefined ? atmosphereFromText(fields.atm_psia, 'us') : fields.atm,
      units: group('units'),
      props: group('props'),
      valve: group('valve'),
      pipe: group('pipe'),
      tag: group('tag'),
      // A left-out case posts no values and no `on`.
      cases: [0, 1, 2].map((i) => ({ ...group(`case${i}`), off: group(`case${i}`).on !== 'on' })),
      product: fields.product ? Number(fields.product) : undefined,
      chosen: fields.chosen,
    },
    product,
  );
}

// To SI ---------------------------------------------------------------------------------------

/** A typed number: '' is absent (undefined), anything not a number is NaN (the schema names it). */
export function readNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return undefined;
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export const atmospherePa = (form: SizingForm) => {
  const kPa = readNumber(form.atm);
  return kPa !== undefined && kPa > 50 && kPa < 110 ? kPa * 1000 : STANDARD_ATMOSPHERE_PA;
};

/**
 * The atmospheric pressure in the visitor's unit system: the form keeps it in kPa (its link does
 * not change with the units), the page shows and takes it in psia under US customary units.
 */
/** The unit system the form is in: its pressures say (psi in US customary units). */
export const unitSystemOf = (form: SizingForm): UnitSystem => (form.units.P1.startsWith('psi') ? 'us' : 'si');

export const ATMOSPHERE_UNIT: Record<UnitSystem, PressureUnit> = { si: 'kPa_a', us: 'psi_a' };

export function atmosphereText(form: SizingForm, system: UnitSystem): string {
  if (system === 'si') return form.atm;
  const kPa = readNumber(form.atm);
  return kPa === undefined || Number.isNaN(kPa) ? form.atm : numberText(pressureFromSI(kPa * 1000, 'psi_a'));
}

/** What the visitor typed for the atmospheric pressure, as the form keeps it (kPa). */
export function atmosphereFromText(text: string, system: UnitSystem): string {
  if (system === 'si') return text;
  const psia = readNumber(text);
  // More digits than the page shows, so that what was typed reads back as typed.
  return psia === undefined || Number.isNaN(psia)
    ? text
    : String(Number((pressureToSI(psia, 'psi_a') / 1000).toPrecision(9)));
}

/** A form field's key for its error and its input's id: `case1.P1`, `props.density`, `valve.FL`. */
export type FieldKey =
  `case${0 | 1 | 2}.${CaseField}` | `props.${FluidField}` | `valve.${ValveField}` | `pipe.${PipeField}`;

/** The schema's name of a form field (for the wording of its error). */
export function schemaName(key: FieldKey): SizingNumberName {
  const field = key.split('.')[1]!;
  return (field === 'flow' ? 'Q' : field) as SizingNumberName;
}

// Changing units without changing the sizing -----------------------------------------------

/**
 * A converted figure as text: 4 significant digits, as an engineer writes it (264.2 gpm, not
 * 264.172); no trailing zeros and no grouping, so it reads back as typed.
 */
export const numberText = (value: number) =>
  Number.isFinite(value) ? String(Number(value.toPrecision(4))) : '';

/** A size typed in one unit, written in another (DN and NPS hold the DN number). */
function convertSize(text: string, from: SizeUnit, to: SizeUnit): string {
  const v = readNumber(text);
  if (v === undefined || Number.isNaN(v)) return text;
  const metres = sizeToSI(v, from);
  return numberText(sizeFromSI(metres, to));
}

function convertPressure(text: string, from: PressureUnit, to: PressureUnit, atm: number): string {
  const v = readNumber(text);
  if (v === undefined || Number.isNaN(v)) return text;
  return numberText(pressureFromSI(pressureToSI(v, from, atm), to, atm));
}

/**
 * The form with one quantity's unit changed and its figures converted, so the sizing stays the
 * same. A flow changed between volume and mass needs each case's linking density (kg/m³, at
 * flowing or normal conditions): `densityOf`, from the calculation once it has loaded.
 */
export function changeUnit<K extends keyof Units>(
  form: SizingForm,
  key: K,
  unit: Units[K],
  densityOf: (index: number) => number | undefined = () => undefined,
): SizingForm {
  const from = form.units[key];
  const next: SizingForm = { ...form, units: { ...form.units, [key]: unit } };
  const atm = atmospherePa(form);
  if (key === 'flow') {
    next.cases = form.cases.map((c, i) => {
      const v = readNumber(c.flow);
      if (v === undefined || Number.isNaN(v)) return c;
      const converted = convertFlow(v, from as FlowUnit, unit as FlowUnit, densityOf(i));
      return { ...c, flow: Number.isNaN(converted) ? c.flow : numberText(converted) };
    }) as SizingForm['cases'];
  } else if (key === 'P1' || key === 'P2') {
    next.cases = form.cases.map((c) => ({
      ...c,
      [key]: convertPressure(c[key as 'P1' | 'P2'], from as PressureUnit, unit as PressureUnit, atm),
    })) as SizingForm['cases'];
  } else if (key === 'T') {
    next.cases = form.cases.map((c) => {
      const v = readNumber(c.T);
      if (v === undefined || Number.isNaN(v)) return c;
      return {
        ...c,
        T: numberText(
          temperatureFromSI(temperatureToSI(v, from as TemperatureUnit), unit as TemperatureUnit),
        ),
      };
    }) as SizingForm['cases'];
  } else if (key === 'vapourPressure' || key === 'criticalPressure') {
    const prop = key as 'vapourPressure' | 'criticalPressure';
    next.props = {
      ...form.props,
      [prop]: convertPressure(form.props[prop], from as PressureUnit, unit as PressureUnit, atm),
    };
  } else if (key === 'density' || key === 'viscosity') {
    const prop = key as 'density' | 'viscosity';
    const quantity = prop === 'density' ? density : viscosity;
    const v = readNumber(form.props[prop]);
    if (v !== undefined && !Number.isNaN(v)) {
      const si = quantity.toSI(v, from as never);
      next.props = { ...form.props, [prop]: numberText(quantity.fromSI(si, unit as never)) };
    }
  } else if (key === 'd') {
    next.valve = { ...form.valve, d: convertSize(form.valve.d, from as SizeUnit, unit as SizeUnit) };
  } else if (key === 'D1' || key === 'D2') {
    next.pipe = {
      ...form.pipe,
      [key]: convertSize(form.pipe[key as PipeField], from as SizeUnit, unit as SizeUnit),
    };
  }
  return next;
}

/** Every unit of the form set by the SI / US switch, figures converted. */
export function changeSystem(
  form: SizingForm,
  system: UnitSystem,
  densityOf?: (index: number) => number | undefined,
): SizingForm {
  const target = unitsFor(system, form.medium);
  return (Object.keys(target) as (keyof Units)[]).reduce(
    (f, key) => changeUnit(f, key, target[key] as never, densityOf),
    form,
  );
}

/** The unit choices of each quantity. */
export const UNIT_OPTIONS = {
  flow: FLOW_UNITS,
  pressure: PRESSURE_UNITS,
  T: TEMPERATURE_UNITS,
  density: density.units,
  viscosity: viscosity.units,
  size: SIZE_UNITS,
} as const;

/** A pressure drop in Pa, in the scale of a pressure unit (for the chart's axis). */
export const dropIn = (pa: number, unit: PressureUnit) =>
  pressureDifference.fromSI(pa, unit.split('_')[0] as 'kPa' | 'bar' | 'MPa' | 'psi');
