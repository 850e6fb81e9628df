/**
 * Compressible flow (gases, vapours, steam), IEC 60534-2-1: turbulent and choked flow (clause 7,
 * eq. 5 with F_P, x_TP and Y), and non-turbulent flow (Annex A, eq. A.3 with F_R and A.5's Y).
 */
import {
  combinedPressureRatioFactor,
  combinedRecoveryFactor,
  N27,
  N6,
  pipingGeometryFactor,
  R_MOLAR,
  REV_TURBULENT,
} from './iec60534.js';
import {
  fittingsOf,
  iterateFittings,
  smallestSufficient,
  valveReynolds,
  valveSize,
  type ValveGeometry,
} from './iterate.js';
import { settle, type CoreResult } from './liquid.js';

/** One gas case in the equations' units: kPa, kg/m³, Pa·s, kg/h. */
export interface GasConditions {
  P1: number;
  P2: number;
  /** Inlet density (from M, Z, P1 and T1 for gases; from IF97 for steam). */
  rho1: number;
  /** Specific heat ratio γ (the isentropic exponent κ for steam). */
  gamma: number;
  mu: number;
  W: number;
}

/** Below this Re_v the non-turbulent expansion factor is √(1 − x/2) alone (eq. A.5). */
const REV_EXPANSION_LAMINAR = 1000;

/**
 * The expansion factor of non-turbulent flow (eq. A.5): √(1 − x/2) below Re_v 1000, then a
 * straight line in Re_v up to the turbulent Y = 1 − x_sizing/(3·x_choked) at 10 000.
 */
export function nonTurbulentExpansion(Rev: number, x: number, xChoked: number): number {
  const laminar = Math.sqrt(1 - x / 2);
  if (Rev < REV_EXPANSION_LAMINAR) return laminar;
  const turbulent = 1 - Math.min(x, xChoked) / (3 * xChoked);
  const share = Math.min(1, (Rev - REV_EXPANSION_LAMINAR) / (REV_TURBULENT - REV_EXPANSION_LAMINAR));
  return share * (turbulent - laminar) + laminar;
}

export function sizeGas(c: GasConditions, v: ValveGeometry): CoreResult {
  const dP = c.P1 - c.P2;
  const x = dP / c.P1;
  const Fgamma = c.gamma / 1.4;
  const fittings = fittingsOf(v);

  const factors = (C: number) => {
    const d = valveSize(v, C);
    const FP = pipingGeometryFactor(fittings, C, d);
    const xTP = combinedPressureRatioFactor(v.xT, FP, fittings, C, d);
    // Choked at x ≥ F_γ·x_TP: the ratio is limited there and Y bottoms out at ⅔.
    const xSizing = Math.min(x, Fgamma * xTP);
    const Y = 1 - xSizing / (3 * Fgamma * xTP);
    return { d, FP, xTP, xSizing, Y, FLP: combinedRecoveryFactor(v.FL, fittings, C, d) };
  };
  // Eq. 5: W = N6·F_P·C·Y·√(x_sizing·P1·ρ1).
  const turbulent = iterateFittings((C) => {
    const f = factors(C);
    return c.W / (N6 * f.FP * f.Y * Math.sqrt(f.xSizing * c.P1 * c.rho1));
  });

  const reynolds = (C: number) => valveReynolds(v, C, c.W, c.mu);
  // Eq. A.3 by mass: W = N27·F_R·Y·C·√(ΔP·(P1 + P2)·M/T1), with the valve taken as line-sized
  // (A.4), so A.5's x_choked is F_γ·x_T. M/T1 is written M/(Z·T1) = ρ1·R/P1: clause 7.5 has Z
  // introduced wherever an equation infers the density from P and T, so a real gas or steam keeps
  // its real inlet density (for Z = 1 it is the standard's form).
  const moverZT = (c.rho1 * (R_MOLAR / 1000)) / c.P1;
  const unitCapacity = N27 * Math.sqrt(dP * (c.P1 + c.P2) * moverZT);
  const expansion = (Rev: number) => nonTurbulentExpansion(Rev, x, Fgamma * v.xT);
  const capacity = (C: number) => {
    const r = reynolds(C);
    return C * r.FR * expansion(r.Rev);
  };
  const target = c.W / unitCapacity;
  const nonTurbulent = smallestSufficient(target, capacity);

  const at = factors(turbulent.C);
  const atTurbulent = {
    ...at,
    choked: x >= Fgamma * at.xTP,
    chokedDeltaP: Fgamma * at.xTP * c.P1,
  };
  return settle(v, turbulent, nonTurbulent, reynolds, atTurbulent, expansion, x);
}
