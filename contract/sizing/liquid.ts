/** Incompressible flow (liquids), IEC 60534-2-1 clause 6: turbulent, choked and non-turbulent. */
import {
  combinedRecoveryFactor,
  liquidCriticalPressureRatio,
  N1,
  pipingGeometryFactor,
  RHO_WATER_REFERENCE,
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
import type { Regime } from './types.js';

/** One liquid case in the equations' units: kPa, kg/m³, Pa·s, kg/h. */
export interface LiquidConditions {
  P1: number;
  P2: number;
  /** Vapour pressure and critical pressure, kPa. */
  Pv: number;
  Pc: number;
  rho: number;
  mu: number;
  W: number;
}

/** What the equations give for one case (C in Kv, pressures in kPa, d in mm). */
export interface CoreResult {
  C: number;
  regime: Regime;
  FP: number;
  FR: number;
  /** F_LP (liquids) or x_TP (gases) at the answer; F_L or x_T without reducers. */
  FLP: number;
  xTP: number;
  Y: number | null;
  x: number | null;
  chokedDeltaP: number;
  Rev: number;
  /** Valve size the Reynolds number used, mm. */
  d: number;
  /** False when an iteration hit its cap; `reason` says which. */
  converged: boolean;
  reason: 'fittings' | 'laminar' | null;
  iterations: number;
}

export function sizeLiquid(c: LiquidConditions, v: ValveGeometry): CoreResult {
  const Q = c.W / c.rho;
  const relativeDensity = c.rho / RHO_WATER_REFERENCE;
  const dP = c.P1 - c.P2;
  const FF = liquidCriticalPressureRatio(c.Pv, c.Pc);
  /** P1 − F_F·Pv: the caller has checked it is positive. */
  const chokeBase = c.P1 - FF * c.Pv;
  const fittings = fittingsOf(v);

  const factors = (C: number) => {
    const d = valveSize(v, C);
    const FP = pipingGeometryFactor(fittings, C, d);
    const FLP = combinedRecoveryFactor(v.FL, fittings, C, d);
    const ratio = FLP / FP;
    return { d, FP, FLP, chokedDeltaP: ratio * ratio * chokeBase };
  };
  // Eq. 1 (turbulent) and eq. 3 (choked: ΔP limited to (F_LP/F_P)²·(P1 − F_F·Pv)).
  const turbulent = iterateFittings((C) => {
    const f = factors(C);
    return (Q / (N1 * f.FP)) * Math.sqrt(relativeDensity / Math.min(dP, f.chokedDeltaP));
  });

  const reynolds = (C: number) => valveReynolds(v, C, c.W, c.mu);
  // Non-turbulent flow (eq. 2 with F_R; no piping factor, no choking): C·F_R must reach C0.
  const laminarTarget = (Q / N1) * Math.sqrt(relativeDensity / dP);
  const nonTurbulent = smallestSufficient(turbulent.C, laminarTarget, (C) => C * reynolds(C).FR);

  const C = nonTurbulent.C;
  const f = factors(C);
  // Choking is a turbulent-flow notion: its pressure drop is the one of the turbulent answer.
  const atTurbulent = factors(turbulent.C);
  const r = reynolds(C);
  return {
    C,
    ...outcome(turbulent, nonTurbulent, {
      choked: dP >= f.chokedDeltaP,
      laminar: r.laminar,
      FP: f.FP,
      FR: r.FR,
    }),
    FLP: f.FLP,
    xTP: v.xT,
    Y: null,
    x: null,
    chokedDeltaP: atTurbulent.chokedDeltaP,
    Rev: r.Rev,
    d: f.d,
  };
}
