/**
 * Incompressible flow (liquids), IEC 60534-2-1: turbulent and choked flow (clause 6, eq. 1 to 3,
 * with the reducers' F_P and F_LP), and non-turbulent flow (Annex A, eq. A.2 with F_R).
 */
import {
  combinedRecoveryFactor,
  liquidCriticalPressureRatio,
  N1,
  pipingGeometryFactor,
  RHO_WATER_REFERENCE,
} from './iec60534.js';
import {
  chooseEquations,
  fittingsOf,
  iterateFittings,
  smallestSufficient,
  valveReynolds,
  valveSize,
  type Iterated,
  type NonTurbulent,
  type RegimeBoundary,
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
  /** F_LP (liquids) or x_TP (gases) at the answer; F_L or x_T without reducers or in non-turbulent flow. */
  FLP: number;
  xTP: number;
  Y: number | null;
  x: number | null;
  /** The pressure drop at which the turbulent equations choke, kPa. */
  chokedDeltaP: number;
  Rev: number;
  /** Valve size the Reynolds number used, mm. */
  d: number;
  /** False when an iteration hit its cap; `reason` says which. */
  converged: boolean;
  reason: 'fittings' | 'laminar' | null;
  iterations: number;
  /** The other equations' answer, when both (or neither) hold and the larger C is given. */
  boundary: RegimeBoundary | null;
}

/** What the turbulent equations' answer is at its C: regime, factors, expansion, valve size. */
export interface TurbulentFigures {
  choked: boolean;
  FP: number;
  FLP: number;
  xTP: number;
  Y: number | null;
  d: number;
  /** The pressure drop (liquids) or drop times P1 (gases) at which it chokes, kPa. */
  chokedDeltaP: number;
}

/**
 * The case's answer from its two solutions: the equations `chooseEquations` picks, with the
 * turbulent answer's factors or, in non-turbulent flow, F_R and the line-sized valve's own.
 */
export function settle(
  v: ValveGeometry,
  turbulent: Iterated,
  nonTurbulent: NonTurbulent,
  reynolds: (C: number) => ReturnType<typeof valveReynolds>,
  atTurbulent: TurbulentFigures,
  nonTurbulentY: (Rev: number) => number | null,
  x: number | null,
): CoreResult {
  const turbulentRev = reynolds(turbulent.C).Rev;
  const nonTurbulentRe = reynolds(nonTurbulent.C);
  const choice = chooseEquations(
    { C: turbulent.C, Rev: turbulentRev, found: turbulent.converged },
    { C: nonTurbulent.C, Rev: nonTurbulentRe.Rev, found: nonTurbulent.found },
  );
  const common = {
    x,
    // Choking is a turbulent-flow notion: its pressure drop is the one of the turbulent answer.
    chokedDeltaP: atTurbulent.chokedDeltaP,
    iterations: turbulent.iterations,
    boundary: choice.boundary,
  };
  if (choice.turbulent)
    return {
      ...common,
      C: turbulent.C,
      regime: atTurbulent.choked ? 'choked' : 'turbulent',
      FP: atTurbulent.FP,
      FR: 1,
      FLP: atTurbulent.FLP,
      xTP: atTurbulent.xTP,
      Y: atTurbulent.Y,
      Rev: turbulentRev,
      d: atTurbulent.d,
      converged: turbulent.converged,
      reason: turbulent.converged ? null : 'fittings',
    };
  return {
    ...common,
    C: nonTurbulent.C,
    // Laminar below Re_v 10 (eq. A.6), transitional above (A.7).
    regime: nonTurbulentRe.laminar ? 'laminar' : 'transitional',
    FP: 1,
    FR: nonTurbulentRe.FR,
    FLP: v.FL,
    xTP: v.xT,
    Y: nonTurbulentY(nonTurbulentRe.Rev),
    Rev: nonTurbulentRe.Rev,
    d: valveSize(v, nonTurbulent.C),
    converged: nonTurbulent.found,
    reason: nonTurbulent.found ? null : 'laminar',
  };
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
  // Eq. 1 (turbulent) with ΔP_sizing of eq. 2 and 3: limited to (F_LP/F_P)²·(P1 − F_F·Pv).
  const turbulent = iterateFittings((C) => {
    const f = factors(C);
    return (Q / (N1 * f.FP)) * Math.sqrt(relativeDensity / Math.min(dP, f.chokedDeltaP));
  });

  const reynolds = (C: number) => valveReynolds(v, C, c.W, c.mu);
  // Eq. A.2: C·F_R must reach C0 = Q/N1·√(ρ1/ρ0/ΔP), with the actual ΔP (no choking) and, as
  // A.4 advises for reducers, the valve taken as line-sized (no F_P; F_L in Re_v and F_R).
  const lineSizedC = (Q / N1) * Math.sqrt(relativeDensity / dP);
  const nonTurbulent = smallestSufficient(lineSizedC, (C) => C * reynolds(C).FR);

  const atTurbulent = factors(turbulent.C);
  return settle(
    v,
    turbulent,
    nonTurbulent,
    reynolds,
    { ...atTurbulent, choked: dP >= atTurbulent.chokedDeltaP, xTP: v.xT, Y: null },
    () => null,
    null,
  );
}
