/**
 * An independent FORWARD model for the tests: given a valve's flow coefficient Kv, the mass flow
 * it passes under a case's conditions. Written apart from the sizing code and the other way
 * round: no iteration on C (C is known, so F_P, F_LP and x_TP follow at once), the Kv definition
 * used directly in SI instead of the standard's N constants where one exists, and the
 * non-turbulent flow found by bisection on the flow itself.
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

/** Kv: m³/h of water (1000 kg/m³) at 1 bar; Q = Kv·√(ΔP/1 bar / (ρ/1000)). */
const BAR = 1e5;

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

/** Valve Reynolds number from the mass flow (kg/s) and dynamic viscosity: Q/ν = W/μ. */
function reynolds(Wkgs: number, mu: number, Kv: number, v: ForwardValve): number {
  const dmm = v.d * 1000;
  const QoverNu = (Wkgs * 3600) / mu; // (m³/h)/(m²/s)
  return (
    ((0.0707 * v.Fd * QoverNu) / Math.sqrt(Kv * v.FL)) * ((v.FL * Kv) ** 2 / (0.0016 * dmm ** 4) + 1) ** 0.25
  );
}

/** F_R by the standard's two equations (n from the trim's C/d²), capped at 1. */
function reynoldsFactor(Rev: number, Kv: number, v: ForwardValve): number {
  if (Rev >= 10000) return 1;
  const ratio = Kv / (v.d * 1000) ** 2;
  const n = ratio >= 0.016 * 0.865 ? 0.0016 / Math.min(ratio, 0.04) ** 2 : 1 + 140 * ratio ** (2 / 3);
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

export interface ForwardLiquid {
  P1: number;
  P2: number;
  Pv: number;
  Pc: number;
  rho: number;
  mu: number;
}

/** Mass flow (kg/h) a liquid passes through Kv. */
export function liquidFlow(Kv: number, c: ForwardLiquid, v: ForwardValve): number {
  const { FP, FLP } = factors(Kv, v);
  const FF = 0.96 - 0.28 * Math.sqrt(c.Pv / c.Pc);
  const dP = c.P1 - c.P2;
  const effective = Math.min(dP, (FLP / FP) ** 2 * (c.P1 - FF * c.Pv));
  const turbulent = FP * Kv * Math.sqrt((effective / BAR) * 1000 * c.rho); // kg/h
  const plain = Kv * Math.sqrt((dP / BAR) * 1000 * c.rho);
  const nonTurbulent = fixedFlow(
    (W) => reynoldsFactor(reynolds(W / 3600, c.mu, Kv, v), Kv, v) * plain,
    plain,
  );
  return Math.min(turbulent, nonTurbulent);
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

/** Mass flow (kg/h) a gas passes through Kv. */
export function gasFlow(Kv: number, c: ForwardGas, v: ForwardValve): number {
  const { FP, xTP } = factors(Kv, v);
  const x = Math.min((c.P1 - c.P2) / c.P1, (c.gamma / 1.4) * xTP);
  const Y = 1 - x / (3 * (c.gamma / 1.4) * xTP);
  // The Kv definition for a fluid of density ρ1: W = Kv·√(ΔP/1 bar · 1000·ρ1), ΔP = x·P1, times Y.
  const turbulent = FP * Kv * Y * Math.sqrt(((x * c.P1) / BAR) * 1000 * c.rho1);
  // Non-turbulent: W = N27·F_R·C·√(ΔP·(P1 + P2)·M/(Z·T1)), kPa; applies where Re_v < 10 000.
  const plain =
    0.775 * Kv * Math.sqrt(((c.P1 - c.P2) / 1000) * ((c.P1 + c.P2) / 1000) * (c.M / (c.Z * c.T1)));
  const nonTurbulent = fixedFlow(
    (W) => reynoldsFactor(reynolds(W / 3600, c.mu, Kv, v), Kv, v) * plain,
    plain,
  );
  return reynolds(nonTurbulent / 3600, c.mu, Kv, v) < 10000 ? Math.min(turbulent, nonTurbulent) : turbulent;
}
