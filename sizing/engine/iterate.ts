/**
 * The two iterations of IEC 60534-2-1 on the flow coefficient C, each capped so that no input
 * can hang the caller, and both carried to a tight tolerance (not only the standard's 1 %) so
 * that sizing and the flow the sized valve passes agree.
 */
import {
  fittingLosses,
  NO_FITTINGS,
  REV_TURBULENT,
  reynoldsFactor,
  valveReynoldsNumber,
  type Fittings,
  type ReynoldsFactor,
} from './iec60534.js';

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
  /** The valve's rated C (Kv at full travel) when known: it tells full-size from reduced trim. */
  Crated: number | null;
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
  return { Rev, ...reynoldsFactor(Rev, C, d, v.FL, v.Crated) };
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
 * same steps from `target` (the C at F_R = 1, below which no answer lies), then bisects the last
 * step, so the answer is the smallest C at which `capacity(C)` (C·F_R, for gases times A.5's Y)
 * reaches `target`. When no step reaches it (a valve of this size cannot pass the flow in
 * non-turbulent flow), the C of the largest capacity is returned with found = false.
 */
export function smallestSufficient(target: number, capacity: (C: number) => number): NonTurbulent {
  const start = target;
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

/** The other solution when both sets of equations have one and the larger is given. */
export interface RegimeBoundary {
  /** Kv and Re_v of the answer not given, and whether it is the turbulent one. */
  otherC: number;
  otherRev: number;
  otherTurbulent: boolean;
}

/** One set of equations' answer for a case: its C, the Re_v at that C, and whether it was found. */
export interface Candidate {
  C: number;
  Rev: number;
  found: boolean;
}

/**
 * Which equations answer a case. The turbulent ones hold where their answer's Re_v ≥ 10 000; the
 * non-turbulent ones (Annex A, the valve taken as line-sized) where theirs is below. When only
 * one holds, it answers. Where both hold (a gas just below Re_v 10 000, whose non-turbulent
 * equation passes less than the turbulent one) or neither does (reducers: turbulent at line
 * size, but the larger C the reducers need has Re_v below 10 000), the larger C is given and
 * the other is named, so the choice is stated with both figures.
 */
export function chooseEquations(
  turbulent: Candidate,
  nonTurbulent: Candidate,
): { turbulent: boolean; boundary: RegimeBoundary | null } {
  const turbulentHolds = turbulent.found && turbulent.Rev >= REV_TURBULENT;
  const nonTurbulentHolds = nonTurbulent.found && nonTurbulent.Rev < REV_TURBULENT;
  if (turbulentHolds !== nonTurbulentHolds) return { turbulent: turbulentHolds, boundary: null };
  // A set of equations that found no C (the reducers' iteration does not settle, or no C of this
  // size passes the flow in non-turbulent flow) holds neither; the failure to say is the one of
  // the equations the other's Re_v points to.
  if (!turbulent.found || !nonTurbulent.found)
    return {
      turbulent: nonTurbulent.found ? true : turbulent.found ? false : nonTurbulent.Rev >= REV_TURBULENT,
      boundary: null,
    };
  const turbulentLarger = turbulent.C >= nonTurbulent.C;
  const other = turbulentLarger ? nonTurbulent : turbulent;
  return {
    turbulent: turbulentLarger,
    boundary: { otherC: other.C, otherRev: other.Rev, otherTurbulent: !turbulentLarger },
  };
}
