/**
 * Control-valve noise predictions, SI at every interface:
 * - aerodynamic noise (gases, steam) by IEC 60534-8-3:2010 (regimes I–V, acoustic efficiency,
 *   internal spectrum, pipe-wall transmission loss per frequency band, A-weighting);
 * - hydrodynamic noise (liquids) by IEC 60534-8-4:2015 (turbulent and cavitating flow).
 * Both give the A-weighted sound pressure level 1 m downstream of the valve outlet and 1 m from
 * the pipe wall. Inputs outside the documented limits throw `NoiseRangeError`; any finite input
 * inside them gives finite results.
 */

/** Why a noise input is outside the method's limits. */
export type NoiseRangeCode =
  | 'not-finite' // an input is NaN or ±Infinity
  | 'not-positive' // a quantity that must be > 0 is not
  | 'pressure-order' // P2 ≥ P1: no flow, no noise prediction
  | 'factor-range' // F_L, x_T, F_d, x_Fz, γ outside their physical range
  | 'pipe-geometry'; // wall thickness ≥ half the pipe diameter, or similar

export class NoiseRangeError extends RangeError {
  readonly code: NoiseRangeCode;
  /** The input field at fault. */
  readonly field: string;
  constructor(code: NoiseRangeCode, field: string, message: string) {
    super(message);
    this.name = 'NoiseRangeError';
    this.code = code;
    this.field = field;
  }
}

/** The downstream pipe. Defaults (stated by the caller in `assumed`): steel. */
export interface NoisePipe {
  /** Inner diameter of the downstream pipe, m. */
  Di: number;
  /** Wall thickness, m. Default when unknown: `defaultWallThickness(Di)` (schedule-40-like). */
  tS: number;
  /** Speed of sound (longitudinal) in the pipe wall, m/s. Default 5000 (steel). */
  cS?: number;
  /** Density of the pipe wall, kg/m³. Default 7800 (steel). */
  rhoS?: number;
}

/** Pipe defaults used when the caller passes none. */
export const STEEL_SPEED_OF_SOUND = 5000;
export const STEEL_DENSITY = 7800;
/** Air outside the pipe (IEC 60534-8-3: ρ0 = 1.293 kg/m³, c0 = 343 m/s; standard pressure). */
export const AIR_DENSITY = 1.293;
export const AIR_SPEED_OF_SOUND = 343;
export const STANDARD_ATMOSPHERE = 101325;

/**
 * A wall thickness for a pipe of inner diameter Di (m) when the user gave none: ASME B36.10
 * schedule 40 for the standard sizes (nearest by inner diameter), m.
 */
export function defaultWallThickness(Di: number): number {
  void Di;
  throw new Error('not yet');
}

export interface AerodynamicNoiseInput {
  /** Mass flow, kg/s. */
  massFlow: number;
  /** Inlet and outlet pressure, Pa abs. */
  P1: number;
  P2: number;
  /** Inlet density, kg/m³. */
  rho1: number;
  /** Inlet temperature, K. */
  T1: number;
  /** Specific heat ratio (isentropic exponent) γ. */
  gamma: number;
  /** Molar mass, kg/kmol (= g/mol, as SizingFluid.molarMass). */
  molarMass: number;
  /** Required (operating) flow coefficient Kv, m³/h. */
  Kv: number;
  /** Liquid pressure recovery factor; with fittings pass F_LP/F_P (IEC 60534-8-3 clause 5). */
  FL: number;
  /** Pressure differential ratio factor x_T; with fittings pass x_TP/F_P². */
  xT: number;
  /** Valve style modifier F_d. */
  Fd: number;
  /** Valve outlet inner diameter, m (for the outlet Mach number); the pipe's Di when unknown. */
  Do: number;
  /** Downstream pipe. */
  pipe: NoisePipe;
  /** Ambient pressure outside the pipe, Pa; default 101325. */
  Pa?: number;
}

export type AerodynamicRegime = 'I' | 'II' | 'III' | 'IV' | 'V';

export interface AerodynamicNoiseResult {
  /** A-weighted sound pressure level 1 m downstream and 1 m from the pipe wall, dB(A). */
  LpAe1m: number;
  regime: AerodynamicRegime;
  /** Vena contracta pressure ratio limits, Pa: P2 at which regimes II, III, IV, V begin. */
  P2C: number;
  /** Jet (vena contracta) Mach number, freely expanded. */
  Mj: number;
  /** Acoustic efficiency factor η. */
  eta: number;
  /** Stream power of the mass flow W_m and the sound power W_a, W. */
  Wm: number;
  Wa: number;
  /** Peak frequency of the internal noise, Hz. */
  fp: number;
  /** Internal sound pressure level (unweighted, all bands) at the pipe wall, dB re 20 µPa. */
  Lpi: number;
  /** Mach number in the valve outlet and in the downstream pipe. */
  Mo: number;
  M2: number;
  /** Jet diameter D_j, m. */
  Dj: number;
}

/**
 * IEC 60534-8-3:2010 aerodynamic noise of a single-stage valve with standard trim. Throws
 * NoiseRangeError for non-finite or non-physical inputs (see NoiseRangeCode).
 */
export function aerodynamicNoise(input: AerodynamicNoiseInput): AerodynamicNoiseResult {
  void input;
  throw new Error('not yet');
}

export interface HydrodynamicNoiseInput {
  /** Mass flow, kg/s. */
  massFlow: number;
  /** Inlet and outlet pressure, Pa abs. */
  P1: number;
  P2: number;
  /** Vapour pressure at inlet temperature, Pa abs. */
  Pv: number;
  /** Liquid density, kg/m³. */
  rhoL: number;
  /** Speed of sound in the liquid, m/s; default 1400 (IEC 60534-8-4 for water-like liquids). */
  cL?: number;
  /** Required (operating) flow coefficient Kv, m³/h. */
  Kv: number;
  /** Liquid pressure recovery factor F_L (F_LP/F_P with fittings). */
  FL: number;
  /**
   * Incipient cavitation factor x_Fz. When the maker gives none, the standard's approximation
   * for the valve style is used (result.xFzAssumed tells).
   */
  xFz?: number;
  /** Valve style modifier F_d. */
  Fd: number;
  /** Downstream pipe. */
  pipe: NoisePipe;
}

export type HydrodynamicRegime = 'turbulent' | 'cavitating' | 'flashing';

export interface HydrodynamicNoiseResult {
  LpAe1m: number;
  regime: HydrodynamicRegime;
  /** Differential pressure ratio x_F = ΔP/(P1 − Pv). */
  xF: number;
  /** x_Fz used and whether it was the standard's approximation. */
  xFz: number;
  xFzAssumed: boolean;
  /** Acoustic efficiency factor η (turbulent plus cavitating parts). */
  eta: number;
  /** Stream power W_m and sound power W_a, W. */
  Wm: number;
  Wa: number;
  /** Internal sound power level, dB re 1 pW. */
  LWi: number;
  /** Jet velocity at the vena contracta, m/s. */
  Uvc: number;
}

/**
 * IEC 60534-8-4:2015 hydrodynamic noise. Flashing (P2 ≤ Pv) is outside the standard: the
 * result is computed at the cavitation limit and marked regime 'flashing' (the caller warns).
 * Throws NoiseRangeError for non-finite or non-physical inputs.
 */
export function hydrodynamicNoise(input: HydrodynamicNoiseInput): HydrodynamicNoiseResult {
  void input;
  throw new Error('not yet');
}
