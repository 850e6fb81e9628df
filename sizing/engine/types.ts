/**
 * Valve sizing (IEC 60534-2-1, -8-3, -8-4; water and steam by IAPWS-IF97): the shapes shared by
 * the calculation (sizing/engine/), the public call POST /api/sizing and the /sizing page.
 * Everything is SI: Pa absolute, K, kg/m³, Pa·s, m, m³/h, Nm³/h (0 °C, 101.325 kPa), kg/h.
 * The names of SizingRequest and CaseResult are part of the public contract: add, never rename.
 */

export type Medium = 'liquid' | 'gas' | 'steam';

/** Fluid properties; which ones a medium needs is said beside each. */
export interface SizingFluid {
  /** Liquids: density at inlet, kg/m³. */
  density?: number;
  /** Liquids: vapour pressure at inlet temperature, Pa abs. */
  vapourPressure?: number;
  /** Thermodynamic critical pressure, Pa abs: F_F of liquids; for gases with criticalTemperature, the real-gas checks. */
  criticalPressure?: number;
  /** Gases: thermodynamic critical temperature, K (whether Z matters; whether the "gas" is a liquid). */
  criticalTemperature?: number;
  /** Gases: Pitzer's acentric factor ω, with the critical constants (the vapour-pressure check); 0 when absent. */
  acentricFactor?: number;
  /** Gases: molar mass, g/mol (kg/kmol). */
  molarMass?: number;
  /** Gases: specific heat ratio (isentropic exponent) γ. */
  gamma?: number;
  /** Gases: compressibility factor at inlet; 1 when absent. */
  Z?: number;
  /** Dynamic viscosity, Pa·s (for the Reynolds number; steam and water from IF97 when absent). */
  viscosity?: number;
}

/** The valve's factors; a generic globe valve (stated in the result) when absent. */
export interface SizingValve {
  /** Valve nominal (inlet) diameter, m. */
  d?: number;
  /** Liquid pressure recovery factor F_L (without fittings). */
  FL?: number;
  /** Valve style modifier F_d. */
  Fd?: number;
  /** Pressure differential ratio factor x_T (without fittings). */
  xT?: number;
  /** Incipient cavitation factor x_Fz, when the maker states it. */
  xFz?: number;
  /** Rated flow coefficient Kv at full travel: tells full-size from reduced trim for F_R. */
  ratedKv?: number;
}

/** Inner diameters of the upstream and downstream pipes, m; no reducers when absent. */
export interface SizingPipe {
  D1?: number;
  D2?: number;
}

/** One operating case. Give the flow as Q (liquids m³/h, gases Nm³/h) or as W (kg/h, any medium). */
export interface SizingCase {
  name: string;
  /** Inlet pressure, Pa abs. */
  P1: number;
  /** Outlet pressure, Pa abs. */
  P2: number;
  /** Inlet temperature, K. */
  T: number;
  Q?: number;
  W?: number;
}

export interface SizingRequest {
  medium: Medium;
  fluid: SizingFluid;
  valve?: SizingValve;
  pipe?: SizingPipe;
  cases: SizingCase[];
}

export type Regime = 'turbulent' | 'choked' | 'laminar' | 'transitional';

/** Every warning the calculation can give; the page and the API word them by code. */
export type SizingWarningCode =
  | 'choked' // flow is choked: more pressure drop gives no more flow
  | 'cavitation-incipient' // x_F ≥ x_Fz at P1 (the maker's x_Fz, else IEC 60534-8-4's estimate)
  | 'flashing' // P2 ≤ Pv
  | 'velocity-high' // outlet velocity above the usual limit for the medium
  | 'velocity-sonic' // the outlet flow would reach the speed of sound: no velocity is given
  | 'noise-high' // predicted level above 85 dB(A)
  | 'noise-below-range' // the prediction is below the methods' range: no level is given
  | 'size-scope' // C/(N18·d²) above 0.047, the standard's scope
  | 'size-exceeded' // a valve of this size cannot pass the flow (not even its open bore)
  | 'regime-boundary' // turbulent and non-turbulent equations disagree on the regime; the larger C given
  | 'compressibility' // a gas where Z matters (or cannot be judged) and Z was not given
  | 'pressure-order' // P2 ≥ P1
  | 'state-outside' // a state the equations do not cover (IF97 range, supercritical…)
  | 'steam-wet' // steam inlet at or below saturation
  | 'steam-liquid' // steam inlet state is compressed liquid
  | 'not-converged' // an iteration did not converge within its cap
  | 'default-assumed'; // a value the user did not give was assumed (params name it)

export interface SizingWarning {
  code: SizingWarningCode;
  /** English wording; the page and the API reword it by code and params in the visitor's language. */
  message: string;
  /** Figures the wording uses (e.g. { velocity: 12.3, limit: 10 }, { field: 'FL', value: 0.9 }). */
  params?: Record<string, number | string>;
}

export interface CaseResult {
  name: string;
  /** Required flow coefficients; Cv = 1.156·Kv. */
  Kv: number;
  Cv: number;
  regime: Regime;
  FP: number;
  FR: number;
  /** Expansion factor (gases and steam), null for liquids. */
  Y: number | null;
  /** Pressure drop ratio ΔP/P1 (gases and steam), null for liquids. */
  x: number | null;
  /** Pressure drop at which the flow chokes, Pa. */
  chokedDeltaP: number;
  /** Predicted A-weighted sound pressure level 1 m downstream, null when not computable. */
  noise_dBA: number | null;
  warnings: SizingWarning[];
  /** Valve Reynolds number Re_v. */
  Rev?: number;
  /** Outlet velocity in the downstream pipe (or valve outlet), m/s. */
  outletVelocity?: number;
  /** Inlet density used, kg/m³. */
  density?: number;
  /** Mass flow used, kg/h. */
  W?: number;
}

export interface SizingResult {
  cases: CaseResult[];
  /** Defaults used where the request gave nothing (valve factors, pipe, viscosity…). */
  assumed: { field: string; value: number }[];
}
