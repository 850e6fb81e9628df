/**
 * The factors of IEC 60534-2-1:2011 (= ANSI/ISA-75.01.01), in the units its numerical constants
 * (Table 1, Kv column) take: flow coefficient Kv in m³/h, pressures in kPa, diameters in mm,
 * volume flow in m³/h, mass flow in kg/h, kinematic viscosity in m²/s. sizeValve converts from SI
 * at its edge; nothing outside sizing/engine/ sees these units.
 */

/** Table 1 constants for Kv. */
export const N1 = 0.1; // m³/h, kPa
export const N2 = 1.6e-3; // mm
export const N4 = 7.07e-2; // m³/h, m²/s
export const N5 = 1.8e-3; // mm
export const N6 = 3.16; // kg/h, kPa, kg/m³
export const N18 = 0.865; // mm
export const N27 = 0.775; // kg/h, kPa, K (non-turbulent gas flow by mass)
export const N32 = 140; // mm

/**
 * ρ0 of the relative density ρ1/ρ0, which the standard defines as 1.0 for water at 15 °C: the
 * density of water at 15 °C and 101.325 kPa, kg/m³ (IAPWS-IF97 gives 999.10).
 */
export const RHO_WATER_REFERENCE = 999.1;
/** Molar gas constant, J/(kmol·K). */
export const R_MOLAR = 8314.462618;
/** Normal conditions of Nm³/h: 0 °C and 101.325 kPa. */
export const NORMAL_TEMPERATURE = 273.15;
export const NORMAL_PRESSURE = 101325;
/** Cv (US gpm at 1 psi) per Kv (m³/h at 1 bar). */
export const CV_PER_KV = 1.156;
/** Cv from Kv and back (Cv = 1.156·Kv). */
export const cvFromKv = (Kv: number): number => Kv * CV_PER_KV;
export const kvFromCv = (Cv: number): number => Cv / CV_PER_KV;

/** Valve Reynolds number from which flow is fully turbulent (F_R = 1). */
export const REV_TURBULENT = 10000;
/** Below this valve Reynolds number the flow is laminar (Annex A, eq. A.6), above it transitional. */
export const REV_LAMINAR = 10;

/**
 * The standard's scope: "reasonable accuracy can only be maintained for control valves if
 * C/(N18·d²) < 0.047" (clause 1). As Kv over mm², the largest C/d² it covers.
 */
export const SCOPE_KV_PER_D2 = 0.047 * N18;

/**
 * The most a valve of size d could pass: no valve at all, only the straight pipe of its own size
 * between the standard's pressure taps (2 d upstream, 6 d downstream: Figure 1), whose friction
 * is at least that of a smooth pipe at very high Reynolds numbers (Darcy factor 0.008). Its loss
 * coefficient ζ = 8·0.008 gives C/d² = √(N2/ζ) (eq. 15's relation of ζ and C/d²). Kv over mm².
 */
export const BORE_KV_PER_D2 = Math.sqrt(N2 / (8 * 0.008));

/** Liquid critical pressure ratio factor F_F = 0.96 − 0.28·√(Pv/Pc). */
export function liquidCriticalPressureRatio(Pv: number, Pc: number): number {
  return 0.96 - 0.28 * Math.sqrt(Math.max(0, Pv) / Pc);
}

/** The loss coefficients of concentric reducers around a valve of size d (all in mm). */
export interface Fittings {
  /** ζ1 + ζB1: the inlet side, for F_LP and x_TP. */
  inlet: number;
  /** Σζ = ζ1 + ζ2 + ζB1 − ζB2, for F_P. */
  sum: number;
}

export const NO_FITTINGS: Fittings = { inlet: 0, sum: 0 };

/**
 * ζ1 = 0.5·(1 − (d/D1)²)², ζ2 = 1.0·(1 − (d/D2)²)², ζB = 1 − (d/D)⁴ (clause 7 equations for
 * short concentric reducers). A side whose pipe is not larger than the valve has no fitting.
 */
export function fittingLosses(d: number, D1: number | null, D2: number | null): Fittings {
  let inlet = 0;
  let outlet = 0;
  if (D1 !== null && D1 > d) {
    const b2 = (d / D1) ** 2;
    inlet = 0.5 * (1 - b2) ** 2 + (1 - b2 * b2);
  }
  if (D2 !== null && D2 > d) {
    const b2 = (d / D2) ** 2;
    outlet = (1 - b2) ** 2 - (1 - b2 * b2);
  }
  return { inlet, sum: inlet + outlet };
}

/** (C/d²)² with C in Kv and d in mm. */
function relativeCapacitySquared(C: number, d: number): number {
  const r = C / (d * d);
  return r * r;
}

/**
 * Piping geometry factor F_P = 1/√(1 + Σζ/N2·(C/d²)²). The radicand is kept above a small
 * positive floor: an expander alone makes Σζ negative, and a coefficient far beyond the valve's
 * size could otherwise take it to zero (the caller warns through non-convergence).
 */
export function pipingGeometryFactor(f: Fittings, C: number, d: number): number {
  if (f.sum === 0) return 1;
  return 1 / Math.sqrt(Math.max(1e-6, 1 + (f.sum / N2) * relativeCapacitySquared(C, d)));
}

/** F_LP = F_L/√(1 + F_L²/N2·(ζ1 + ζB1)·(C/d²)²): recovery factor of valve and inlet reducer. */
export function combinedRecoveryFactor(FL: number, f: Fittings, C: number, d: number): number {
  if (f.inlet === 0) return FL;
  return FL / Math.sqrt(1 + ((FL * FL) / N2) * f.inlet * relativeCapacitySquared(C, d));
}

/** x_TP = (x_T/F_P²) / (1 + x_T·(ζ1 + ζB1)/N5·(C/d²)²). */
export function combinedPressureRatioFactor(
  xT: number,
  FP: number,
  f: Fittings,
  C: number,
  d: number,
): number {
  if (f.sum === 0 && f.inlet === 0) return xT;
  return xT / (FP * FP) / (1 + ((xT * f.inlet) / N5) * relativeCapacitySquared(C, d));
}

/**
 * Valve Reynolds number Re_v = N4·F_d·Q/(ν·√(C·F_L))·(F_L²·C²/(N2·d⁴) + 1)^¼, written with
 * Q/ν = W/μ (kg/h over Pa·s), which holds for liquids and gases alike.
 */
export function valveReynoldsNumber(
  W: number,
  mu: number,
  C: number,
  d: number,
  FL: number,
  Fd: number,
): number {
  const term = (FL * FL * C * C) / (N2 * d * d * d * d) + 1;
  return ((N4 * Fd * (W / mu)) / Math.sqrt(C * FL)) * Math.sqrt(Math.sqrt(term));
}

export interface ReynoldsFactor {
  FR: number;
  /** Re_v < 10: the laminar equation alone (A.6); from 10 on the flow is transitional (A.7). */
  laminar: boolean;
}

/**
 * Reynolds number factor F_R (Annex A, A.6 to A.8): n = N2/(C/d²)² for full-size trim, where the
 * valve's rated C_rated/(N18·d²) ≥ 0.016, else n = 1 + N32·(C/d²)^⅔ (reduced trim);
 * F_R = min(0.026/F_L·√(n·Re_v), 1) when Re_v < 10, else the least of that,
 * 1 + 0.33·√F_L/n^¼·log10(Re_v/10000) and 1. Without a rated C the trim is judged by C itself.
 */
export function reynoldsFactor(
  Rev: number,
  C: number,
  d: number,
  FL: number,
  Crated: number | null = null,
): ReynoldsFactor {
  const laminar = Rev < REV_LAMINAR;
  if (Rev >= REV_TURBULENT) return { FR: 1, laminar };
  const r = C / (d * d);
  const fullSize = (Crated ?? C) / (d * d) >= 0.016 * N18;
  const n = fullSize ? N2 / (r * r) : 1 + N32 * Math.cbrt(r * r);
  const laminarFR = (0.026 / FL) * Math.sqrt(n * Math.max(Rev, 0));
  if (laminar) return { FR: Math.min(laminarFR, 1), laminar };
  const transitionalFR =
    1 + ((0.33 * Math.sqrt(FL)) / Math.sqrt(Math.sqrt(n))) * Math.log10(Rev / REV_TURBULENT);
  // A transitional figure at or below zero exists only far outside the standard's scope (n < 1).
  const FR = transitionalFR > 0 ? Math.min(laminarFR, transitionalFR) : laminarFR;
  return { FR: Math.min(FR, 1), laminar };
}
