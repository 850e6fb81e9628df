/**
 * Water and steam by IAPWS-IF97 (IAPWS R7-97(2012)): region 1 (compressed liquid), region 2
 * (superheated vapour, the stable-vapour equation only) and region 4 (the saturation line, both
 * ways); the viscosity by IAPWS R12-08 (without the critical enhancement). Pure functions, SI at
 * every interface: Pa, K, kg/m³, m³/kg, J/kg, J/(kg·K), m/s, Pa·s. No backward equations.
 */

/** Specific gas constant of water used by IF97, J/(kg·K) (R7-97 eq. 1). */
export const R_WATER = 461.526;
/** Critical point (R7-97 eqs. 2–4). */
export const T_CRITICAL = 647.096;
export const P_CRITICAL = 22.064e6;
export const RHO_CRITICAL = 322;
/** Triple point: saturation pressure at 273.16 K, and the lower end of region 4 (Pa). */
export const P_TRIPLE = 611.657;

/** Why a state is outside what this module covers; the caller warns 'state-outside'. */
export type If97RangeCode =
  | 'not-finite' // an input is NaN or ±Infinity
  | 'temperature-low' // T < 273.15 K
  | 'temperature-high' // T > 1073.15 K (region 5 above 1073.15 K is not implemented)
  | 'pressure-low' // P ≤ 0 (or below the triple-point pressure for the saturation line)
  | 'pressure-high' // P > 100 MPa
  | 'region-3' // near-critical state (region 3), not implemented
  | 'saturation-range'; // saturation line asked outside 273.15 K … T_c (611.213 Pa … 22.064 MPa)

/** A RangeError with a code the caller can map to a warning. */
export class If97RangeError extends RangeError {
  readonly code: If97RangeCode;
  constructor(code: If97RangeCode, message: string) {
    super(message);
    this.name = 'If97RangeError';
    this.code = code;
  }
}

/** A single-phase state of water from region 1 or 2 (R7-97 Tables 3 and 12). */
export interface WaterState {
  /** IF97 region: 1 compressed liquid, 2 superheated (or saturated) vapour. */
  region: 1 | 2;
  phase: 'liquid' | 'vapour';
  /** Inputs echoed: pressure Pa, temperature K. */
  P: number;
  T: number;
  /** Density kg/m³ and specific volume m³/kg. */
  rho: number;
  v: number;
  /** Specific enthalpy J/kg, internal energy J/kg, entropy J/(kg·K). */
  h: number;
  u: number;
  s: number;
  /** Isobaric and isochoric heat capacities, J/(kg·K). */
  cp: number;
  cv: number;
  /** Speed of sound, m/s. */
  w: number;
  /** Isentropic exponent κ = −(v/P)(∂P/∂v)_s = w²·ρ/P (the γ the gas equations of IEC 60534 take). */
  kappa: number;
  /** Compressibility factor Z = P·v/(R·T) with R = R_WATER. */
  Z: number;
  /**
   * Saturation temperature at P (K), null above the critical pressure. Region 1 states have
   * T ≤ Tsat, region 2 states T ≥ Tsat; |T − Tsat| tells how far from the saturation line.
   */
  Tsat: number | null;
}

/**
 * Saturation pressure (Pa) at temperature T (K), region 4 (R7-97 eq. 30).
 * Valid 273.15 K ≤ T ≤ 647.096 K; outside throws If97RangeError 'saturation-range'.
 */
export function saturationPressure(T: number): number {
  void T;
  throw new Error('not yet');
}

/**
 * Saturation temperature (K) at pressure P (Pa), region 4 (R7-97 eq. 31).
 * Valid 611.213 Pa ≤ P ≤ 22.064 MPa; outside throws If97RangeError 'saturation-range'.
 */
export function saturationTemperature(P: number): number {
  void P;
  throw new Error('not yet');
}

/**
 * The state at pressure P (Pa) and temperature T (K), region 1 or 2 chosen by IF97's boundaries:
 * region 1 for 273.15 K ≤ T ≤ 623.15 K and P ≥ Psat(T); region 2 for P ≤ Psat(T) below 623.15 K,
 * P ≤ P_B23(T) from 623.15 K to 863.15 K, and any P ≤ 100 MPa from 863.15 K to 1073.15 K.
 * Exactly on the saturation line (P = Psat(T)) the liquid is returned; ask `saturatedVapour(P)`
 * for the vapour. Throws If97RangeError outside regions 1–2 (region 3, region 5, T or P out of range).
 */
export function waterState(P: number, T: number): WaterState {
  void P;
  void T;
  throw new Error('not yet');
}

/** Saturated liquid at pressure P (region 1 at T = Tsat(P)); P ≤ 16.529 MPa (else region 3). */
export function saturatedLiquid(P: number): WaterState {
  void P;
  throw new Error('not yet');
}

/** Saturated vapour at pressure P (region 2 at T = Tsat(P)); P ≤ 16.529 MPa (else region 3). */
export function saturatedVapour(P: number): WaterState {
  void P;
  throw new Error('not yet');
}

/**
 * Dynamic viscosity of water or steam, Pa·s, by IAPWS R12-08 eqs. 10–12 with μ2 = 1 (no
 * critical enhancement, as the release allows for industrial use). From density (kg/m³) and
 * temperature (K); valid 273.15 K ≤ T ≤ 1173.15 K, 0 < ρ ≤ 1250 kg/m³, else If97RangeError.
 */
export function waterViscosity(rho: number, T: number): number {
  void rho;
  void T;
  throw new Error('not yet');
}
