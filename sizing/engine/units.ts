/**
 * Unit conversions of the sizing page. The calculation works in SI (types.ts); the page shows
 * every quantity in the unit its visitor picks and converts here, both ways. Pure: no DOM.
 *
 * Exact definitions: 1 lb = 0.45359237 kg, 1 in = 25.4 mm, 1 US gal = 231 in³ = 3.785411784 L,
 * 1 psi = 1 lbf/in² = 6894.757293168 Pa, 1 ft³ = 0.028316846592 m³ (NIST SP 811).
 */

import { CV_PER_KV, NORMAL_PRESSURE, NORMAL_TEMPERATURE, R_MOLAR } from './iec60534.js';

export const STANDARD_ATMOSPHERE_PA = NORMAL_PRESSURE;
/** Normal conditions of Nm³ (types.ts): 0 °C and 101.325 kPa. */
export const NORMAL_T_K = NORMAL_TEMPERATURE;
/** Standard conditions of scf: 60 °F and 14.696 psia (the US gas industry's). */
export const SCF_T_K = ((60 - 32) * 5) / 9 + 273.15;
export const SCF_P_PA = 14.696 * 6894.757293168;
/** Molar volume of an ideal gas at normal conditions, m³/kmol (R·T/P). */
export const NORMAL_MOLAR_VOLUME = (R_MOLAR * NORMAL_T_K) / STANDARD_ATMOSPHERE_PA;

/** Cv = 1.156·Kv (IEC 60534-1: Kv = 0.865·Cv). */
export const kvToCv = (kv: number) => kv * CV_PER_KV;
export const cvToKv = (cv: number) => cv / CV_PER_KV;

const LB = 0.45359237;
const INCH = 0.0254;
const US_GAL = 3.785411784e-3;
const PSI = 6894.757293168;
const FT3 = 0.028316846592;
/** Nm³ in one scf of an ideal gas: same moles, so V_N = V_s·(T_N/T_s)·(P_s/P_N). */
const NM3_PER_SCF = FT3 * (NORMAL_T_K / SCF_T_K) * (SCF_P_PA / STANDARD_ATMOSPHERE_PA);

/** A linear unit: value in SI = value·factor. */
const linear = <U extends string>(factors: Record<U, number>) => ({
  toSI: (value: number, unit: U) => value * factors[unit],
  fromSI: (value: number, unit: U) => value / factors[unit],
  units: Object.keys(factors) as U[],
});

// Flow ---------------------------------------------------------------------------------------

/** Flow by volume at flowing conditions (liquids), to m³/h. */
const liquidVolume = { 'm3/h': 1, 'L/min': 0.06, gpm: US_GAL * 60 } as const;
/** Flow by mass, to kg/h. */
const massFlow = { 'kg/h': 1, 'lb/h': LB } as const;
/** Flow by volume at normal or standard conditions (gases), to Nm³/h. */
const normalVolume = { 'Nm3/h': 1, scfh: NM3_PER_SCF } as const;

export type LiquidVolumeUnit = keyof typeof liquidVolume;
export type MassFlowUnit = keyof typeof massFlow;
export type NormalVolumeUnit = keyof typeof normalVolume;
export type FlowUnit = LiquidVolumeUnit | MassFlowUnit | NormalVolumeUnit;
/** What a flow unit measures, and so which field of a case (Q or W) it fills. */
export type FlowKind = 'volume' | 'mass' | 'normal';

const FLOW_FACTORS: Record<FlowUnit, number> = { ...liquidVolume, ...massFlow, ...normalVolume };
export const FLOW_UNITS = Object.keys(FLOW_FACTORS) as FlowUnit[];

export function flowKind(unit: FlowUnit): FlowKind {
  if (unit in massFlow) return 'mass';
  return unit in normalVolume ? 'normal' : 'volume';
}

/** The flow units a medium can be given in: liquids by volume or mass, gases by normal volume or mass, steam by mass. */
export function flowUnitsFor(medium: 'liquid' | 'gas' | 'steam'): FlowUnit[] {
  if (medium === 'steam') return ['kg/h', 'lb/h'];
  return medium === 'gas' ? ['Nm3/h', 'scfh', 'kg/h', 'lb/h'] : ['m3/h', 'L/min', 'gpm', 'kg/h', 'lb/h'];
}

/** A flow in its kind's SI unit: m³/h (volume), Nm³/h (normal) or kg/h (mass). */
export const flowToSI = (value: number, unit: FlowUnit) => value * FLOW_FACTORS[unit];
export const flowFromSI = (value: number, unit: FlowUnit) => value / FLOW_FACTORS[unit];

/**
 * A flow in another unit. Between kinds it needs the density that links them: the density at
 * flowing conditions (volume ↔ mass) or at normal conditions (normal ↔ mass), kg/m³.
 */
export function convertFlow(value: number, from: FlowUnit, to: FlowUnit, density?: number): number {
  const si = flowToSI(value, from);
  const kindFrom = flowKind(from);
  const kindTo = flowKind(to);
  if (kindFrom === kindTo) return flowFromSI(si, to);
  if (!density || !(density > 0) || (kindFrom !== 'mass' && kindTo !== 'mass')) return Number.NaN;
  const mass = kindFrom === 'mass' ? si : si * density;
  return flowFromSI(kindTo === 'mass' ? mass : mass / density, to);
}

/** Density of a gas at normal conditions (0 °C, 101.325 kPa) from its molar mass, kg/m³ (ideal gas). */
export const normalDensity = (molarMass: number) => molarMass / NORMAL_MOLAR_VOLUME;

// Pressure -------------------------------------------------------------------------------------

const pressureScale = { kPa: 1e3, bar: 1e5, MPa: 1e6, psi: PSI } as const;
export type PressureScale = keyof typeof pressureScale;
/** A pressure unit with its reference: `bar_a` absolute, `bar_g` gauge (above atmosphere). */
export type PressureUnit = `${PressureScale}_${'a' | 'g'}`;
export const PRESSURE_UNITS = (Object.keys(pressureScale) as PressureScale[]).flatMap(
  (scale) => [`${scale}_a`, `${scale}_g`] as PressureUnit[],
);
/** Pressure differences (and the atmospheric pressure itself) have no reference. */
export const PRESSURE_SCALES = Object.keys(pressureScale) as PressureScale[];

function splitPressure(unit: PressureUnit): [PressureScale, boolean] {
  const [scale, ref] = unit.split('_') as [PressureScale, 'a' | 'g'];
  return [scale, ref === 'g'];
}

/** A pressure to Pa absolute; a gauge value adds the atmospheric pressure (Pa, standard by default). */
export function pressureToSI(value: number, unit: PressureUnit, atmosphere = STANDARD_ATMOSPHERE_PA): number {
  const [scale, gauge] = splitPressure(unit);
  return value * pressureScale[scale] + (gauge ? atmosphere : 0);
}

export function pressureFromSI(pa: number, unit: PressureUnit, atmosphere = STANDARD_ATMOSPHERE_PA): number {
  const [scale, gauge] = splitPressure(unit);
  return (pa - (gauge ? atmosphere : 0)) / pressureScale[scale];
}

/** A pressure difference (or the atmospheric pressure) in Pa. */
export const pressureDifference = linear(pressureScale);

// Temperature ----------------------------------------------------------------------------------

export type TemperatureUnit = 'C' | 'F' | 'K';
export const TEMPERATURE_UNITS: TemperatureUnit[] = ['C', 'F', 'K'];

export function temperatureToSI(value: number, unit: TemperatureUnit): number {
  if (unit === 'K') return value;
  return unit === 'C' ? value + 273.15 : ((value - 32) * 5) / 9 + 273.15;
}

export function temperatureFromSI(kelvin: number, unit: TemperatureUnit): number {
  if (unit === 'K') return kelvin;
  return unit === 'C' ? kelvin - 273.15 : ((kelvin - 273.15) * 9) / 5 + 32;
}

// Viscosity, density, size ---------------------------------------------------------------------

/** Dynamic viscosity, to Pa·s (1 cP = 1 mPa·s). */
export const viscosity = linear({ cP: 1e-3, 'Pa.s': 1 });
export type ViscosityUnit = (typeof viscosity.units)[number];

/** Density, to kg/m³. */
export const density = linear({ 'kg/m3': 1, 'lb/ft3': LB / FT3 });
export type DensityUnit = (typeof density.units)[number];

/** Lengths typed as numbers, to m. DN and NPS are picked from NOMINAL_SIZES instead. */
export const length = linear({ mm: 1e-3, in: INCH });
export type LengthUnit = (typeof length.units)[number];
export type SizeUnit = LengthUnit | 'DN' | 'NPS';
export const SIZE_UNITS: SizeUnit[] = ['mm', 'in', 'DN', 'NPS'];

/**
 * Nominal sizes, DN with the NPS of the same pipe (ISO 6708, ASME B36.10). A size picked by DN or
 * NPS is taken as DN millimetres, as IEC 60534-2-1's own examples take the nominal size for d and D.
 */
export const NOMINAL_SIZES: readonly { dn: number; nps: string }[] = [
  { dn: 15, nps: '1/2' },
  { dn: 20, nps: '3/4' },
  { dn: 25, nps: '1' },
  { dn: 32, nps: '1 1/4' },
  { dn: 40, nps: '1 1/2' },
  { dn: 50, nps: '2' },
  { dn: 65, nps: '2 1/2' },
  { dn: 80, nps: '3' },
  { dn: 100, nps: '4' },
  { dn: 125, nps: '5' },
  { dn: 150, nps: '6' },
  { dn: 200, nps: '8' },
  { dn: 250, nps: '10' },
  { dn: 300, nps: '12' },
  { dn: 350, nps: '14' },
  { dn: 400, nps: '16' },
  { dn: 450, nps: '18' },
  { dn: 500, nps: '20' },
  { dn: 600, nps: '24' },
];

/** A size to m: `value` is a number of mm or in, or the DN number (for DN and NPS alike). */
export function sizeToSI(value: number, unit: SizeUnit): number {
  return unit === 'DN' || unit === 'NPS' ? value / 1000 : length.toSI(value, unit);
}

/** A size from m; DN and NPS answer the nearest nominal size's DN number. */
export function sizeFromSI(metres: number, unit: SizeUnit): number {
  if (unit === 'mm' || unit === 'in') return length.fromSI(metres, unit);
  const mm = metres * 1000;
  return NOMINAL_SIZES.reduce(
    (best, size) => (Math.abs(size.dn - mm) < Math.abs(best - mm) ? size.dn : best),
    15,
  );
}

// Unit systems ---------------------------------------------------------------------------------

export type UnitSystem = 'si' | 'us';

/** The units one switch sets every quantity to. */
export interface UnitChoice {
  flow: FlowUnit;
  pressure: PressureUnit;
  temperature: TemperatureUnit;
  viscosity: ViscosityUnit;
  density: DensityUnit;
  size: SizeUnit;
}

export function unitsOf(system: UnitSystem, medium: 'liquid' | 'gas' | 'steam'): UnitChoice {
  const si = system === 'si';
  const flow: FlowUnit =
    medium === 'steam'
      ? si
        ? 'kg/h'
        : 'lb/h'
      : medium === 'gas'
        ? si
          ? 'Nm3/h'
          : 'scfh'
        : si
          ? 'm3/h'
          : 'gpm';
  return {
    flow,
    pressure: si ? 'bar_a' : 'psi_a',
    temperature: si ? 'C' : 'F',
    viscosity: 'cP',
    density: si ? 'kg/m3' : 'lb/ft3',
    size: si ? 'DN' : 'NPS',
  };
}

/** A number as people read it: `digits` significant figures, no exponent for everyday sizes. */
export function formatNumber(value: number, digits = 4, lang: 'en' | 'zh' = 'en'): string {
  if (!Number.isFinite(value)) return '–';
  const magnitude = Math.abs(value);
  if (magnitude !== 0 && (magnitude >= 1e9 || magnitude < 1e-4)) return value.toExponential(digits - 1);
  return new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', {
    maximumSignificantDigits: digits,
  }).format(value);
}

const UNIT_LABELS: Record<string, string> = {
  'm3/h': 'm³/h',
  'Nm3/h': 'Nm³/h',
  'kg/m3': 'kg/m³',
  'lb/ft3': 'lb/ft³',
  'Pa.s': 'Pa·s',
  C: '°C',
  F: '°F',
  psi_a: 'psia',
  psi_g: 'psig',
};

/** A unit as people write it: `bar_g` → "bar(g)", `m3/h` → "m³/h", `C` → "°C". */
export function unitLabel(unit: string): string {
  return UNIT_LABELS[unit] ?? unit.replace(/_([ag])$/, '($1)');
}

// Display -------------------------------------------------------------------------------------

/** Speeds, to m/s. */
export const velocity = linear({ 'm/s': 1, 'ft/s': 0.3048 });

/**
 * The units every figure the page derives is shown in (warnings, defaults, results, data sheet):
 * the pressure scale and temperature of the visitor's own inputs, lengths, speeds and densities of
 * the unit system.
 */
export interface DisplayUnits {
  system: UnitSystem;
  pressure: PressureScale;
  temperature: TemperatureUnit;
}

/** What the public API words its figures in: kPa and °C, as it always has. */
export const API_DISPLAY: DisplayUnits = { system: 'si', pressure: 'kPa', temperature: 'C' };

/** The display units of a form's choices: its inlet pressure's scale and its temperature unit. */
export function displayUnitsOf(units: { P1: PressureUnit; T: TemperatureUnit }): DisplayUnits {
  const pressure = units.P1.split('_')[0] as PressureScale;
  return { system: pressure === 'psi' ? 'us' : 'si', pressure, temperature: units.T };
}

/** The kinds of SI figure the page shows, each with its SI unit. */
export type QuantityKind =
  | 'pressure' // Pa absolute
  | 'pressureDrop' // Pa, a difference
  | 'temperature' // K
  | 'length' // m
  | 'velocity' // m/s
  | 'density' // kg/m³
  | 'viscosity' // Pa·s
  | 'molarMass' // g/mol
  | 'ratio'; // no unit

/** An SI figure in the display units: the number and its unit as people write it ('' for ratios). */
export function quantityIn(
  kind: QuantityKind,
  si: number,
  units: DisplayUnits,
): { value: number; unit: string } {
  const us = units.system === 'us';
  switch (kind) {
    case 'pressure':
      // Absolute pressures in psi are written psia; bar and kPa read as absolute on this page.
      return {
        value: pressureDifference.fromSI(si, units.pressure),
        unit: units.pressure === 'psi' ? 'psia' : units.pressure,
      };
    case 'pressureDrop':
      return { value: pressureDifference.fromSI(si, units.pressure), unit: units.pressure };
    case 'temperature':
      return { value: temperatureFromSI(si, units.temperature), unit: unitLabel(units.temperature) };
    case 'length':
      return us
        ? { value: length.fromSI(si, 'in'), unit: 'in' }
        : { value: length.fromSI(si, 'mm'), unit: 'mm' };
    case 'velocity':
      return us ? { value: velocity.fromSI(si, 'ft/s'), unit: 'ft/s' } : { value: si, unit: 'm/s' };
    case 'density':
      return us ? { value: density.fromSI(si, 'lb/ft3'), unit: 'lb/ft³' } : { value: si, unit: 'kg/m³' };
    case 'viscosity':
      return { value: viscosity.fromSI(si, 'cP'), unit: 'cP' };
    case 'molarMass':
      // The same number in either system: 1 g/mol = 1 lb/lbmol.
      return { value: si, unit: us ? 'lb/lbmol' : 'g/mol' };
    default:
      return { value: si, unit: '' };
  }
}

/** An SI figure as text in the display units, rounded (formatNumber): "72.5 psia", "5,000 m/s". */
export function quantityText(
  kind: QuantityKind,
  si: number,
  units: DisplayUnits,
  lang: 'en' | 'zh' = 'en',
  digits = 3,
): string {
  const { value, unit } = quantityIn(kind, si, units);
  return unit ? `${formatNumber(value, digits, lang)} ${unit}` : formatNumber(value, digits, lang);
}
