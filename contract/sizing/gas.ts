/** Compressible flow (gases, vapours, steam), IEC 60534-2-1 clause 7. */
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
  outcome,
  smallestSufficient,
  valveReynolds,
  valveSize,
  type ValveGeometry,
} from './iterate.js';
import type { CoreResult } from './liquid.js';

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
  // Eq. 6: W = N6·F_P·C·Y·√(x·P1·ρ1).
  const turbulent = iterateFittings((C) => {
    const f = factors(C);
    return c.W / (N6 * f.FP * f.Y * Math.sqrt(f.xSizing * c.P1 * c.rho1));
  });

  const reynolds = (C: number) => valveReynolds(v, C, c.W, c.mu);
  // Non-turbulent flow (eq. 18 by mass): W = N27·F_R·C·√(ΔP·(P1 + P2)·M/T1), where Re_v < 10 000,
  // with M/T1 taken as M/(Z·T1) = ρ1·R/P1: the real inlet density, as the turbulent equation has
  // it, so that both meet at F_R = 1 for a real gas or steam (for Z = 1 it is the standard's form).
  const idealMoverT = (c.rho1 * (R_MOLAR / 1000)) / c.P1;
  const laminarTarget = c.W / N27 / Math.sqrt(dP * (c.P1 + c.P2) * idealMoverT);
  const nonTurbulent = smallestSufficient(turbulent.C, laminarTarget, (C) => {
    const r = reynolds(C);
    return r.Rev >= REV_TURBULENT ? Infinity : C * r.FR;
  });

  const C = nonTurbulent.C;
  const f = factors(C);
  // Choking is a turbulent-flow notion: its pressure drop is the one of the turbulent answer.
  const atTurbulent = factors(turbulent.C);
  const r = reynolds(C);
  const chokedDeltaP = Fgamma * atTurbulent.xTP * c.P1;
  return {
    C,
    ...outcome(turbulent, nonTurbulent, {
      choked: x >= Fgamma * f.xTP,
      laminar: r.laminar,
      FP: f.FP,
      FR: r.FR,
    }),
    FLP: f.FLP,
    xTP: f.xTP,
    Y: f.Y,
    x,
    chokedDeltaP,
    Rev: r.Rev,
    d: f.d,
  };
}
