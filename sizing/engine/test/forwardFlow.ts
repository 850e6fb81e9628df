/**
 * An independent FORWARD model for the tests: given a valve's flow coefficient Kv, the mass flow
 * it passes under a case's conditions by IEC 60534-2-1 (ANSI/ISA-75.01.01-2012): turbulent flow
 * by clauses 6 to 8, non-turbulent flow by Annex A. Written apart from the sizing code and the
 * other way round: no iteration on C (C is known, so F_P, F_LP and x_TP follow at once), the Kv
 * definition used directly in SI instead of the standard's N constants where one exists (the
 * non-turbulent gas constant N27 is the Kv definition at the mean density), the non-turbulent
 * flow found by bisection on the flow itself, and sizing (the inverse) by bisection on Kv.
 */

export interface ForwardValve {
  FL: number;
  xT: number;
  Fd: number;
  /** Valve size and pipe diameters, m; D1/D2 null for none. */
  d: number;
  D1: number | null;
  D2: number | null;
}

/** Kv: m³/h of water at 15 °C (999.1 kg/m³) at 1 bar; Q = Kv·√(ΔP/1 bar / (ρ/ρ0)). */
const BAR = 1e5;
const RHO0 = 999.1;
/** Molar gas constant, J/(mol·K) (= kPa·m³/(kmol·K)). */
const R = 8.314462618;

/** d/D ratios to the reducer losses (concentric reducers, the standard's short-reducer forms). */
function losses(v: ForwardValve): { inletK: number; totalK: number } {
  let inletK = 0;
  let outletK = 0;
  if (v.D1 !== null && v.D1 > v.d) {
    const a = (v.d / v.D1) ** 2;
    inletK = 0.5 * (1 - a) ** 2 + 1 - a ** 2;
  }
  if (v.D2 !== null && v.D2 > v.d) {
    const a = (v.d / v.D2) ** 2;
    outletK = (1 - a) ** 2 - (1 - a ** 2);
  }
  return { inletK, totalK: inletK + outletK };
}

/**
 * Kv per valve area in the standard's units (Kv over mm²) squared, over N2 = 0.0016: the one
 * group through which the reducers act. F_P = 1/√(1 + Σζ·g).
 */
function capacityGroup(Kv: number, d: number): number {
  const perArea = Kv / (d * 1000) ** 2;
  return (perArea * perArea) / 0.0016;
}

function factors(Kv: number, v: ForwardValve) {
  const { inletK, totalK } = losses(v);
  const g = capacityGroup(Kv, v.d);
  const FP = 1 / Math.sqrt(Math.max(1e-6, 1 + totalK * g));
  const FLP = v.FL / Math.sqrt(1 + v.FL * v.FL * inletK * g);
  // N2/N5 = 0.0016/0.0018 converts the group to x_TP's constant.
  const xTP = v.xT / (FP * FP) / (1 + v.xT * inletK * g * (0.0016 / 0.0018));
  return { FP, FLP, xTP };
}

/** Valve Reynolds number (eq. 23) from the mass flow (kg/h) and dynamic viscosity: Q/ν = W/μ. */
export function forwardReynolds(W: number, mu: number, Kv: number, v: ForwardValve): number {
  const dmm = v.d * 1000;
  const QoverNu = W / mu; // (m³/h)/(m²/s)
  return (
    ((0.0707 * v.Fd * QoverNu) / Math.sqrt(Kv * v.FL)) * ((v.FL * Kv) ** 2 / (0.0016 * dmm ** 4) + 1) ** 0.25
  );
}

/** F_R by A.6 to A.8 (trim style from this Kv's C/(N18·d²) against 0.016), capped at 1. */
function reynoldsFactor(Rev: number, Kv: number, v: ForwardValve): number {
  if (Rev >= 10000) return 1;
  const ratio = Kv / (v.d * 1000) ** 2;
  const n = ratio / 0.865 >= 0.016 ? 0.0016 / ratio ** 2 : 1 + 140 * ratio ** (2 / 3);
  const laminar = (0.026 / v.FL) * Math.sqrt(n * Rev);
  if (Rev < 10) return Math.min(1, laminar);
  const transitional = 1 + ((0.33 * Math.sqrt(v.FL)) / n ** 0.25) * Math.log10(Rev / 10000);
  return Math.min(1, transitional > 0 ? Math.min(laminar, transitional) : laminar);
}

/** The W in (0, hi] with W = flow(W) (flow rising slower than W), by bisection. */
function fixedFlow(flow: (W: number) => number, hi: number): number {
  let lo = 0;
  let top = hi;
  for (let i = 0; i < 200; i++) {
    const mid = 0.5 * (lo + top);
    if (flow(mid) >= mid) lo = mid;
    else top = mid;
  }
  return 0.5 * (lo + top);
}

/** One set of equations' flow through a Kv, and the Re_v at that flow. */
export interface ForwardFlow {
  W: number;
  Rev: number;
  /** Non-turbulent flow only: the flow at F_R = Y = 1, which no answer exceeds. */
  plain?: number;
}

export interface ForwardLiquid {
  P1: number;
  P2: number;
  Pv: number;
  Pc: number;
  rho: number;
  mu: number;
}

/** Eq. 1 to 3: the turbulent (and choked) flow, kg/h, with the reducers' F_P and F_LP. */
export function turbulentLiquidFlow(Kv: number, c: ForwardLiquid, v: ForwardValve): ForwardFlow {
  const { FP, FLP } = factors(Kv, v);
  const FF = 0.96 - 0.28 * Math.sqrt(c.Pv / c.Pc);
  const effective = Math.min(c.P1 - c.P2, (FLP / FP) ** 2 * (c.P1 - FF * c.Pv));
  const W = FP * Kv * Math.sqrt((effective / BAR) * RHO0 * c.rho);
  return { W, Rev: forwardReynolds(W, c.mu, Kv, v) };
}

/** Eq. A.2: the non-turbulent flow, kg/h, the valve as line-sized (no F_P, no choking). */
export function nonTurbulentLiquidFlow(Kv: number, c: ForwardLiquid, v: ForwardValve): ForwardFlow {
  const plain = Kv * Math.sqrt(((c.P1 - c.P2) / BAR) * RHO0 * c.rho);
  const W = fixedFlow((w) => reynoldsFactor(forwardReynolds(w, c.mu, Kv, v), Kv, v) * plain, plain);
  return { W, Rev: forwardReynolds(W, c.mu, Kv, v), plain };
}

export interface ForwardGas {
  P1: number;
  P2: number;
  rho1: number;
  gamma: number;
  M: number;
  Z: number;
  T1: number;
  mu: number;
}

/** Eq. 5 with eq. 8 to 12: the turbulent (and choked) flow, kg/h. */
export function turbulentGasFlow(Kv: number, c: ForwardGas, v: ForwardValve): ForwardFlow {
  const { FP, xTP } = factors(Kv, v);
  const x = Math.min((c.P1 - c.P2) / c.P1, (c.gamma / 1.4) * xTP);
  const Y = 1 - x / (3 * (c.gamma / 1.4) * xTP);
  // The Kv definition for a fluid of density ρ1: W = Kv·√(ΔP/1 bar·ρ0·ρ1), ΔP = x·P1, times Y.
  const W = FP * Kv * Y * Math.sqrt(((x * c.P1) / BAR) * RHO0 * c.rho1);
  return { W, Rev: forwardReynolds(W, c.mu, Kv, v) };
}

/**
 * Eq. A.3: W = N27·F_R·Y·C·√(ΔP·(P1 + P2)·M/(Z·T1)), the Kv definition at the mean density
 * (P1 + P2)/2·M/(Z·R·T1), with A.5's Y between √(1 − x/2) and the turbulent Y of a line-sized
 * valve.
 */
export function nonTurbulentGasFlow(Kv: number, c: ForwardGas, v: ForwardValve): ForwardFlow {
  const x = (c.P1 - c.P2) / c.P1;
  const xChoked = (c.gamma / 1.4) * v.xT;
  const meanDensity = (((c.P1 + c.P2) / 2 / 1000) * c.M) / (c.Z * R * c.T1);
  const plain = Kv * Math.sqrt(((c.P1 - c.P2) / BAR) * RHO0 * meanDensity);
  const expansion = (Rev: number) => {
    const laminar = Math.sqrt(1 - x / 2);
    if (Rev < 1000) return laminar;
    const turbulent = 1 - Math.min(x, xChoked) / (3 * xChoked);
    return laminar + ((Math.min(Rev, 10000) - 1000) / 9000) * (turbulent - laminar);
  };
  const flow = (w: number) => {
    const Rev = forwardReynolds(w, c.mu, Kv, v);
    return reynoldsFactor(Rev, Kv, v) * expansion(Rev) * plain;
  };
  const W = fixedFlow(flow, plain);
  return { W, Rev: forwardReynolds(W, c.mu, Kv, v), plain };
}

/**
 * The smallest Kv from `from` up at which `flow` passes W: steps of 1 % (the non-turbulent flow
 * need not rise with Kv everywhere), then bisection of the first step that passes it; null when
 * none up to 10⁹ does.
 */
export function kvFor(W: number, flow: (Kv: number) => number, from = 1e-9): number | null {
  let lo = from;
  let hi = from;
  while (flow(hi) < W) {
    lo = hi;
    hi *= 1.01;
    if (hi > 1e9) return null;
  }
  if (hi === from) return from;
  for (let i = 0; i < 100; i++) {
    const mid = 0.5 * (lo + hi);
    if (flow(mid) >= W) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** What the standard's equations, solved to convergence, answer for a flow W. */
export interface StandardAnswer {
  Kv: number;
  Rev: number;
  turbulent: boolean;
  /** Both or neither held, and the larger Kv is the answer: the other's Kv. */
  otherKv: number | null;
}

/**
 * Sizing by the forward model: each set of equations inverted for W, each judged by its own
 * Re_v; the one that holds answers, and where both or neither hold, the larger Kv.
 */
export function standardAnswer(
  W: number,
  turbulentAt: (Kv: number) => ForwardFlow,
  nonTurbulentAt: (Kv: number) => ForwardFlow,
): StandardAnswer | null {
  const Kt = kvFor(W, (Kv) => turbulentAt(Kv).W, (W / turbulentAt(1).W) * 0.5);
  // No non-turbulent answer lies below the Kv at F_R = Y = 1 (the plain flow is ∝ Kv).
  const Kn = kvFor(W, (Kv) => nonTurbulentAt(Kv).W, W / nonTurbulentAt(1).plain!);
  if (Kt === null || Kn === null) return null;
  const t = { Kv: Kt, Rev: turbulentAt(Kt).Rev };
  const n = { Kv: Kn, Rev: nonTurbulentAt(Kn).Rev };
  const tHolds = t.Rev >= 10000;
  const nHolds = n.Rev < 10000;
  if (tHolds !== nHolds) return { ...(tHolds ? t : n), turbulent: tHolds, otherKv: null };
  const turbulent = t.Kv >= n.Kv;
  return turbulent ? { ...t, turbulent, otherKv: n.Kv } : { ...n, turbulent, otherKv: t.Kv };
}
