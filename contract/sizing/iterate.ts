/**
 * The two iterations of IEC 60534-2-1 on the flow coefficient C, each capped so that no input
 * can hang the caller, and both carried to a tight tolerance (not only the standard's 1 %) so
 * that sizing and the flow the sized valve passes agree.
 */
import {
  fittingLosses,
  NO_FITTINGS,
  reynoldsFactor,
  valveReynoldsNumber,
  type Fittings,
  type ReynoldsFactor,
} from './iec60534.js';
import type { Regime } from './types.js';

/** The valve as the equations see it (diameters in mm). */
export interface ValveGeometry {
  FL: number;
  xT: number;
  Fd: number;
  /** Valve size, mm; null when unknown: then taken from C as √(C / GENERIC_KV_PER_D2). */
  d: number | null;
  /** Upstream and downstream pipe inner diameters, mm; null when absent. */
  D1: number | null;
  D2: number | null;
}

/**
 * C/d² (Kv over mm²) of the generic full-size-trim globe valve used when no size is known: about
 * what a single-seated globe valve passes at full travel (DN100: Kv ≈ 160).
 */
export const GENERIC_KV_PER_D2 = 0.016;

export function valveSize(v: ValveGeometry, C: number): number {
  return v.d ?? Math.sqrt(C / GENERIC_KV_PER_D2);
}

/**
 * Re_v and F_R of the valve at C for a mass flow W (kg/h) of viscosity μ (Pa·s): one form for
 * liquids and gases, Re_v being written with Q/ν = W/μ.
 */
export function valveReynolds(
  v: ValveGeometry,
  C: number,
  W: number,
  mu: number,
): ReynoldsFactor & { Rev: number } {
  const d = valveSize(v, C);
  const Rev = valveReynoldsNumber(W, mu, C, d, v.FL, v.Fd);
  return { Rev, ...reynoldsFactor(Rev, C, d, v.FL) };
}

/** Reducers are known only with a valve size; without one the valve is taken as line size. */
export function fittingsOf(v: ValveGeometry): Fittings {
  return v.d === null ? NO_FITTINGS : fittingLosses(v.d, v.D1, v.D2);
}

export const MAX_FITTING_ITERATIONS = 200;
const FITTING_TOLERANCE = 1e-10;
/** A last change below this still counts as converged (the standard itself stops at 1 %). */
const FITTING_ACCEPTED = 1e-6;

export interface Iterated {
  C: number;
  converged: boolean;
  iterations: number;
}

/**
 * The standard's iteration for a valve between reducers: start with F_P = 1 (C = 0 in `next`),
 * compute C, re-evaluate the factors with it, and repeat until C settles.
 */
export function iterateFittings(next: (C: number) => number): Iterated {
  let C = next(0);
  let change = Infinity;
  let i = 1;
  for (; i < MAX_FITTING_ITERATIONS && Number.isFinite(C); i++) {
    const Cn = next(C);
    change = Math.abs(Cn - C) / Cn;
    C = Cn;
    if (!(change > FITTING_TOLERANCE)) break;
  }
  return { C, converged: Number.isFinite(C) && change <= FITTING_ACCEPTED, iterations: i };
}

export const MAX_REYNOLDS_STEPS = 90;
const BISECTIONS = 60;

export interface NonTurbulent {
  C: number;
  found: boolean;
}

/**
 * Non-turbulent flow: the standard raises a trial C_i by 30 % until C/F_R ≤ C_i. This takes the
 * same steps from `start`, then bisects the last step, so the answer is the smallest C at which
 * `capacity(C)` (C·F_R, or Infinity where the flow is turbulent) reaches `target`. When no step
 * reaches it (a valve of this size cannot pass the flow in laminar flow), the C of the largest
 * capacity is returned with found = false.
 */
export function smallestSufficient(
  start: number,
  target: number,
  capacity: (C: number) => number,
): NonTurbulent {
  if (capacity(start) >= target) return { C: start, found: true };
  let lo = start;
  let best = start;
  let bestCapacity = -Infinity;
  for (let k = 0; k < MAX_REYNOLDS_STEPS; k++) {
    let hi = lo * 1.3;
    const c = capacity(hi);
    if (c >= target) {
      for (let b = 0; b < BISECTIONS && hi - lo > 1e-12 * hi; b++) {
        const mid = 0.5 * (lo + hi);
        if (capacity(mid) >= target) hi = mid;
        else lo = mid;
      }
      return { C: hi, found: true };
    }
    if (c > bestCapacity) {
      bestCapacity = c;
      best = hi;
    }
    lo = hi;
  }
  return { C: best, found: false };
}

/** What the two iterations made of a case: its regime, F_P and F_R applied, and convergence. */
export function outcome(
  turbulent: Iterated,
  nonTurbulent: NonTurbulent,
  at: { choked: boolean; laminar: boolean; FP: number; FR: number },
): {
  regime: Regime;
  FP: number;
  FR: number;
  converged: boolean;
  reason: 'fittings' | 'laminar' | null;
  iterations: number;
} {
  const isTurbulent = nonTurbulent.found && nonTurbulent.C === turbulent.C;
  return {
    regime: isTurbulent ? (at.choked ? 'choked' : 'turbulent') : at.laminar ? 'laminar' : 'transitional',
    // The piping factor applies to turbulent flow only; F_R to non-turbulent flow only.
    FP: isTurbulent ? at.FP : 1,
    FR: isTurbulent ? 1 : at.FR,
    converged: turbulent.converged && nonTurbulent.found,
    reason: !turbulent.converged ? 'fittings' : nonTurbulent.found ? null : 'laminar',
    iterations: turbulent.iterations,
  };
}
