/**
 * Control-valve noise predictions, SI at every interface:
 * - aerodynamic noise (gases, steam) by IEC 60534-8-3:2010 (regimes I–V, acoustic efficiency,
 *   internal spectrum, pipe-wall transmission loss per frequency band, A-weighting);
 * - hydrodynamic noise (liquids) by IEC 60534-8-4:2015 (turbulent and cavitating flow).
 * Both give the A-weighted sound pressure level 1 m downstream of the valve outlet and 1 m from
 * the pipe wall, summed over the third-octave bands 12.5 Hz–20 kHz. Inputs outside the documented
 * limits throw `NoiseRangeError`; any input inside them gives finite results (no NaN, no ±∞).
 * The standards' constants are those for C = Cv (N14 = 4.6·10⁻³, N34 = 1.17); Kv comes in and
 * is turned into Cv = 1.156·Kv.
 */

/** Why a noise input is outside the method's limits. */
export type NoiseRangeCode =
  | 'not-finite' // an input is NaN or ±Infinity
  | 'not-positive' // a quantity that must be > 0 is not
  | 'out-of-range' // a quantity beyond the method's limits (see NOISE_LIMITS)
  | 'pressure-order' // P2 ≥ P1 (no flow), or Pv ≥ P1 (the liquid boils at the inlet)
  | 'factor-range' // F_L, F_d, x_Fz, γ, A_η outside their physical range
  | 'pipe-geometry' // wall thickness larger than the inner diameter
  | 'outlet-mach'; // valve outlet or pipe Mach number above 1: the outlet itself would choke

export class NoiseRangeError extends RangeError {
  readonly code: NoiseRangeCode;
  /** The input field at fault. */
  readonly field: string;
  constructor(code: NoiseRangeCode, field: string, message: string) {
    super(message);
    this.name = 'NoiseRangeError';
    this.code = code;
    this.field = field;
  }
}

/** The downstream pipe. Defaults (stated by the caller in `assumed`): steel. */
export interface NoisePipe {
  /** Inner diameter of the downstream pipe, m. */
  Di: number;
  /** Wall thickness, m. Default when unknown: `defaultWallThickness(Di)` (schedule 40). */
  tS: number;
  /** Speed of sound (longitudinal) in the pipe wall, m/s. Default 5000 (steel). */
  cS?: number;
  /** Density of the pipe wall, kg/m³. Default 7800 (steel). */
  rhoS?: number;
}

/** Pipe defaults used when the caller passes none. */
export const STEEL_SPEED_OF_SOUND = 5000;
export const STEEL_DENSITY = 7800;
/** Air outside the pipe (IEC 60534-8-3/8-4: ρ0 = 1.293 kg/m³, c0 = 343 m/s; standard pressure). */
export const AIR_DENSITY = 1.293;
export const AIR_SPEED_OF_SOUND = 343;
export const STANDARD_ATMOSPHERE = 101325;
/** Valve correction for the acoustic efficiency A_η when the valve's own is unknown. */
export const DEFAULT_AETA_GAS = -3.8; // IEC 60534-8-3:2010, standard trim
export const DEFAULT_AETA_LIQUID = -4.6; // IEC 60534-8-4:2015, globe valves
/** Speed of sound in the liquid when not given (IEC 60534-8-4 uses 1400 m/s for water). */
export const DEFAULT_LIQUID_SPEED_OF_SOUND = 1400;
/** Peak Strouhal number of the gas jet (IEC 60534-8-3:2010, St_p = 0.2). */
const STROUHAL_GAS = 0.2;
/** Contraction coefficient of the valve outlet into an expander (IEC 60534-8-3 clause 7, β). */
const OUTLET_CONTRACTION = 0.93;
/** Universal gas constant, J/(kmol·K). */
const R_UNIVERSAL = 8314;
/** Cv per Kv, as `types.ts` states. */
const CV_PER_KV = 1.156;
/** IEC 60534-8-3/8-4 numerical constants for C = Cv: jet diameter N14, x_Fz estimate N34. */
const N14 = 4.6e-3;
const N34 = 1.17;

/**
 * Limits of the inputs within which results are promised finite and the methods meaningful;
 * outside them NoiseRangeError 'out-of-range'. Wide on purpose: they bound the arithmetic, the
 * physics is bounded by the factors' checks and the outlet Mach number.
 */
export const NOISE_LIMITS = {
  massFlow: [1e-9, 1e5], // kg/s
  pressure: [1, 1e9], // Pa abs
  density: [1e-6, 3000], // kg/m³
  temperature: [1, 3000], // K
  molarMass: [1, 1000], // kg/kmol
  Kv: [1e-6, 1e6], // m³/h
  diameter: [1e-3, 10], // m
  wall: [1e-4, 1], // m
  speedOfSound: [100, 20000], // m/s (pipe wall and liquid)
  wallDensity: [100, 30000], // kg/m³
  gamma: [1.01, 2],
  FL: [0.2, 1],
  Fd: [0.01, 1],
  xFz: [0.01, 0.99],
  Aeta: [-8, -1],
} as const satisfies Record<string, readonly [number, number]>;

type LimitName = keyof typeof NOISE_LIMITS;

function check(field: string, value: number, limit: LimitName): number {
  if (!Number.isFinite(value))
    throw new NoiseRangeError('not-finite', field, `${field} is not a finite number`);
  const [lo, hi] = NOISE_LIMITS[limit];
  if (value <= 0 && lo > 0) throw new NoiseRangeError('not-positive', field, `${field} must be above 0`);
  if (value < lo || value > hi) {
    const code = ['gamma', 'FL', 'Fd', 'xFz', 'Aeta'].includes(limit) ? 'factor-range' : 'out-of-range';
    throw new NoiseRangeError(code, field, `${field} = ${value} is outside ${lo}…${hi}`);
  }
  return value;
}

/** The pipe with its defaults filled and checked; which defaults were used is pushed to `defaults`. */
function checkPipe(pipe: NoisePipe, defaults: string[]) {
  const Di = check('pipe.Di', pipe.Di, 'diameter');
  const tS = check('pipe.tS', pipe.tS, 'wall');
  if (tS > Di)
    throw new NoiseRangeError('pipe-geometry', 'pipe.tS', 'The pipe wall is thicker than the pipe is wide');
  if (pipe.cS === undefined) defaults.push('pipe.cS');
  if (pipe.rhoS === undefined) defaults.push('pipe.rhoS');
  const cS = check('pipe.cS', pipe.cS ?? STEEL_SPEED_OF_SOUND, 'speedOfSound');
  const rhoS = check('pipe.rhoS', pipe.rhoS ?? STEEL_DENSITY, 'wallDensity');
  return { Di, tS, cS, rhoS };
}

// Schedule 40 (ASME B36.10M) for NPS ½…24: outside diameter and wall, mm.
const SCHEDULE_40: readonly (readonly [number, number])[] = [
  [21.3, 2.77],
  [26.7, 2.87],
  [33.4, 3.38],
  [42.2, 3.56],
  [48.3, 3.68],
  [60.3, 3.91],
  [73.0, 5.16],
  [88.9, 5.49],
  [114.3, 6.02],
  [141.3, 6.55],
  [168.3, 7.11],
  [219.1, 8.18],
  [273.0, 9.27],
  [323.8, 10.31],
  [355.6, 11.13],
  [406.4, 12.7],
  [457.0, 14.27],
  [508.0, 15.09],
  [610.0, 17.48],
];

/**
 * A wall thickness for a pipe of inner diameter Di (m) when the user gave none: the schedule-40
 * wall of the standard size whose inner diameter is nearest (NPS ½ to 24; beyond, the NPS 24 wall).
 */
export function defaultWallThickness(Di: number): number {
  const mm = Number.isFinite(Di) ? Di * 1000 : 0;
  let best = SCHEDULE_40[0]!;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const row of SCHEDULE_40) {
    const gap = Math.abs(row[0] - 2 * row[1] - mm);
    if (gap < bestGap) {
      best = row;
      bestGap = gap;
    }
  }
  return best[1] / 1000;
}

/** Third-octave band centres, nominally 12.5 Hz–20 kHz: the exact base-10 centres 1000·10^(n/10) of IEC 61260-1. */
export const BAND_CENTRES: readonly number[] = Array.from(
  { length: 33 },
  (_, i) => 1000 * Math.pow(10, (i - 19) / 10),
);

/** A-weighting in dB by the analytic expression of IEC 61672-1 (poles 20.6, 107.7, 737.9, 12194 Hz). */
export function aWeighting(f: number): number {
  const f2 = f * f;
  const p1 = 20.598997 ** 2;
  const p2 = 107.65265 ** 2;
  const p3 = 737.86223 ** 2;
  const p4 = 12194.217 ** 2;
  const ra = (p4 * f2 * f2) / ((f2 + p1) * Math.sqrt((f2 + p2) * (f2 + p3)) * (f2 + p4));
  return 20 * Math.log10(ra) + 2.0;
}
/** The A-weighting of each band as a power factor 10^(A/10): the band sums stay in powers, not dB. */
const BAND_A_FACTOR: readonly number[] = BAND_CENTRES.map((f) => Math.pow(10, aWeighting(f) / 10));

/** 10·log10 with a floor, so that a vanishing power gives a very low but finite level. */
function dB(power: number): number {
  return 10 * Math.log10(Math.max(power, 1e-300));
}

/**
 * L_pAe,1m: the energy sum over the bands of the external level, each A-weighted. The level of a
 * band is passed as its power ratio 10^(L/10) (sums of levels in dB are sums of these anyway),
 * which spares a logarithm and a power per band.
 */
function aWeightedSum(bandPower: (f: number) => number): number {
  let sum = 0;
  for (let i = 0; i < BAND_CENTRES.length; i++) sum += bandPower(BAND_CENTRES[i]!) * BAND_A_FACTOR[i]!;
  return dB(sum);
}

/** From inside the pipe wall to 1 m from it (both standards), as a power ratio: (Di + 2tS)/(Di + 2tS + 2). */
function distanceFactor(Di: number, tS: number): number {
  return (Di + 2 * tS) / (Di + 2 * tS + 2);
}

export interface AerodynamicNoiseInput {
  /** Mass flow, kg/s. */
  massFlow: number;
  /** Inlet and outlet pressure, Pa abs. */
  P1: number;
  P2: number;
  /** Inlet density, kg/m³. */
  rho1: number;
  /** Inlet temperature, K. */
  T1: number;
  /** Specific heat ratio (isentropic exponent) γ, 1.01…2. */
  gamma: number;
  /** Molar mass, kg/kmol (= g/mol, as SizingFluid.molarMass). */
  molarMass: number;
  /** Required (operating) flow coefficient Kv, m³/h. */
  Kv: number;
  /** Liquid pressure recovery factor; with fittings pass F_LP/F_P (IEC 60534-8-3 clause 5). */
  FL: number;
  /** Pressure differential ratio factor x_T; not used by the 2010 method (it needs F_L only). */
  xT?: number;
  /** Valve style modifier F_d. */
  Fd: number;
  /**
   * Valve outlet inner diameter, m: for the outlet Mach number (clause 7 above 0.3) and the
   * transmission-loss correction ΔTL by valve size. The valve's nominal size when unknown.
   */
  Do: number;
  /** Downstream pipe. */
  pipe: NoisePipe;
  /** Ambient pressure outside the pipe, Pa; default 101325. */
  Pa?: number;
  /** Valve correction for the acoustic efficiency A_η; default −3.8 (standard trim). */
  Aeta?: number;
}

export type AerodynamicRegime = 'I' | 'II' | 'III' | 'IV' | 'V';

export interface AerodynamicNoiseResult {
  /** A-weighted sound pressure level 1 m downstream and 1 m from the pipe wall, dB(A). */
  LpAe1m: number;
  regime: AerodynamicRegime;
  /** Outlet pressure at which regime II (critical flow at the vena contracta) begins, Pa. */
  P2C: number;
  /** Jet Mach number (regime I: at the vena contracta; II–IV freely expanded; V its limit). */
  Mj: number;
  /** Acoustic efficiency factor η. */
  eta: number;
  /** Stream power of the mass flow W_m and the sound power W_a, W. */
  Wm: number;
  Wa: number;
  /** Peak frequency of the internal noise, Hz. */
  fp: number;
  /** Internal sound pressure level (unweighted, all bands) at the pipe wall, dB re 20 µPa. */
  Lpi: number;
  /** Mach number in the valve outlet and in the downstream pipe. */
  Mo: number;
  M2: number;
  /** Jet diameter D_j, m. */
  Dj: number;
  /** Inputs that were absent and took their default: 'Aeta', 'Pa', 'pipe.cS', 'pipe.rhoS'. */
  defaults: string[];
}

/**
 * Internal spectrum of the gas jet (IEC 60534-8-3:2010 5.6): the band f's share of L_pi as a
 * power ratio, 10^(−0.8)/([1 + (f/2f_p)^2.5]·[1 + (f_p/2f)^1.7]), i.e. −8 dB at the peak less the
 * roll-offs.
 */
function gasSpectrum(f: number, fp: number): number {
  const q = (0.5 * f) / fp;
  return 0.15848931924611134 / ((1 + q * q * Math.sqrt(q)) * (1 + Math.pow(0.25 / q, 1.7)));
}

/**
 * IEC 60534-8-3:2010 aerodynamic noise of a single-stage valve with standard trim, for a perfect
 * gas throttled at constant temperature (T2 = T1, ρ2 = ρ1·P2/P1). Clause 7 (valve outlet Mach
 * number above 0.3) adds the noise of the outlet jet. Throws NoiseRangeError outside the limits
 * (NOISE_LIMITS, P2 < P1, outlet and pipe Mach numbers ≤ 1).
 */
export function aerodynamicNoise(input: AerodynamicNoiseInput): AerodynamicNoiseResult {
  const defaults: string[] = [];
  const m = check('massFlow', input.massFlow, 'massFlow');
  const P1 = check('P1', input.P1, 'pressure');
  const P2 = check('P2', input.P2, 'pressure');
  if (P2 >= P1) throw new NoiseRangeError('pressure-order', 'P2', 'P2 must be below P1');
  const rho1 = check('rho1', input.rho1, 'density');
  const T1 = check('T1', input.T1, 'temperature');
  const k = check('gamma', input.gamma, 'gamma');
  const M = check('molarMass', input.molarMass, 'molarMass');
  const C = check('Kv', input.Kv, 'Kv') * CV_PER_KV;
  const FL = check('FL', input.FL, 'FL');
  const Fd = check('Fd', input.Fd, 'Fd');
  const Do = check('Do', input.Do, 'diameter');
  const { Di, tS, cS, rhoS } = checkPipe(input.pipe, defaults);
  if (input.Pa === undefined) defaults.push('Pa');
  if (input.Aeta === undefined) defaults.push('Aeta');
  const Pa = check('Pa', input.Pa ?? STANDARD_ATMOSPHERE, 'pressure');
  const Aeta = check('Aeta', input.Aeta ?? DEFAULT_AETA_GAS, 'Aeta');

  // Clause 5.1: the pressure ratios bounding the regimes, as fractions x = ΔP/P1.
  const e = (k - 1) / k; // exponent of the isentropic pressure–temperature relation
  const x = (P1 - P2) / P1;
  const xVcc = 1 - Math.pow(2 / (k + 1), 1 / e); // vena contracta at critical flow, P_vcc
  const xC = FL * FL * xVcc; // P2C = P1 − F_L²(P1 − P_vcc): regime II begins
  const alpha = (1 - xVcc) / (1 - xC); // α = P_vcc/P2C
  const xB = 1 - Math.pow(1 / k, 1 / e) / alpha; // P2B: regime IV begins
  const xCE = 1 - 1 / (22 * alpha); // P2CE: regime V (constant acoustic efficiency)
  const regime: AerodynamicRegime =
    x <= xC ? 'I' : x <= xVcc ? 'II' : x <= xB ? 'III' : x <= xCE ? 'IV' : 'V';

  // Clause 5.2: jet diameter, speeds of sound and Mach numbers.
  const Dj = N14 * Fd * Math.sqrt(C * FL);
  const aeta = Math.pow(10, Aeta);
  const sonicExp = 6.6 * FL * FL;
  const Mj5 = Math.sqrt((2 / (k - 1)) * (Math.pow(22, e) - 1)); // the jet's limit in regime V
  let Mj: number;
  let Wm: number;
  let eta: number;
  let fp: number;
  if (regime === 'I') {
    // Subsonic vena contracta: P_vc = P1·(1 − x/F_L²), its Mach number and speed of sound.
    const pvcRatio = 1 - x / (FL * FL);
    Mj = Math.sqrt(Math.max((2 / (k - 1)) * (Math.pow(pvcRatio, -e) - 1), 0));
    const cvc = Math.sqrt(((k * P1) / rho1) * Math.pow(pvcRatio, e));
    const Uvc = Mj * cvc;
    Wm = 0.5 * m * Uvc * Uvc;
    eta = aeta * FL * FL * Mj * Mj * Mj;
    fp = (STROUHAL_GAS * Uvc) / Dj;
  } else {
    const cvcc = Math.sqrt(((2 * k) / (k + 1)) * (P1 / rho1)); // sonic speed at the vena contracta
    Wm = 0.5 * m * cvcc * cvcc;
    Mj =
      regime === 'V'
        ? Mj5
        : Math.min(Math.sqrt((2 / (k - 1)) * (Math.pow(1 / (alpha * (1 - x)), e) - 1)), Mj5);
    if (regime === 'II') eta = aeta * (x / xVcc) * Math.pow(Mj, sonicExp);
    else if (regime === 'III') eta = aeta * Math.pow(Mj, sonicExp);
    else eta = aeta * 0.5 * Mj * Mj * Math.pow(Math.SQRT2, sonicExp);
    fp =
      regime === 'II' || regime === 'III'
        ? (STROUHAL_GAS * Mj * cvcc) / Dj
        : (1.4 * STROUHAL_GAS * cvcc) / (Dj * Math.sqrt(Math.max(Mj * Mj - 1, 1e-12)));
  }
  fp = Math.max(fp, 1e-6);
  const Wa = eta * Wm;

  // Clause 5.3: downstream conditions of the perfect gas, Mach numbers at the outlet and in the pipe.
  const rho2 = (rho1 * P2) / P1;
  const c2 = Math.sqrt((k * R_UNIVERSAL * T1) / M);
  const Mo = (4 * m) / (Math.PI * Do * Do * rho2 * c2);
  const M2 = (4 * m) / (Math.PI * Di * Di * rho2 * c2);
  if (Mo > 1)
    throw new NoiseRangeError(
      'outlet-mach',
      'Do',
      `The valve outlet Mach number ${Mo.toFixed(2)} is above 1`,
    );
  if (M2 > 1)
    throw new NoiseRangeError('outlet-mach', 'pipe.Di', `The pipe Mach number ${M2.toFixed(2)} is above 1`);
  // Clause 5.5: the pipe's Mach-number correction, capped at M2 = 0.3 where the method stops.
  const Lg = 16 * Math.log10(1 / (1 - Math.min(M2, 0.3)));
  // L_pi = 10·log10(3.2·10⁹·W_a·ρ2·c2/Di²) + L_g, kept as its power ratio for the band sum.
  const toPressure = ((3.2e9 * rho2 * c2) / (Di * Di)) * Math.pow(10, Lg / 10);
  const insidePower = Wa * toPressure;
  const Lpi = dB(insidePower);

  // Clause 7: a fast valve outlet jet into the pipe adds its own noise (above Mo = 0.3).
  let outletPower = 0;
  let outletFp = 1;
  if (Mo > 0.3) {
    const UR = (4 * m) / (Math.PI * rho2 * OUTLET_CONTRACTION * Do * Do);
    const area = 1 - (Do * Do) / (Di * Di);
    const WmR = 0.5 * m * UR * UR * (area * area + 0.2);
    const MR = UR / c2;
    outletPower = aeta * MR * MR * MR * WmR * toPressure;
    outletFp = (STROUHAL_GAS * UR) / Do;
  }

  // Clause 5.6: transmission loss of the pipe wall per band; ring, cut-off and coincidence frequencies.
  const c0 = AIR_SPEED_OF_SOUND;
  const fr = cS / (Math.PI * Di);
  const fo = (fr / 4) * (c2 / c0);
  const fg = (Math.sqrt(3) * c0 * c0) / (Math.PI * tS * cS);
  const dTL = Do > 0.15 ? 0 : Do >= 0.05 ? ((-16660 * Do + 6370) * Do - 813) * Do + 35.8 : 9;
  // TL(f) as a power ratio, with the outside pressure and the valve-size correction ΔTL.
  const tlScale = (8.25e-7 * Pa) / STANDARD_ATMOSPHERE / Math.pow(10, dTL / 10);
  const GxAtFo = Math.pow(fo / fr, 2 / 3);
  const transmission = (f: number): number => {
    let Gx: number;
    let Gy: number;
    if (f < fo) {
      const q = f / fo;
      Gx = GxAtFo * q * q * q * q;
      Gy = fo < fg ? fo / fg : 1;
    } else {
      Gx = f < fr ? Math.sqrt(f / fr) : 1;
      Gy = f < fg ? f / fg : 1;
    }
    const etaS = 0.1 / Math.sqrt(f); // structural loss factor √(0.01 Hz/f)
    const den = (rho2 * c2 + 2 * Math.PI * tS * f * rhoS * etaS) / (415 * Gy) + 1;
    const ratio = c2 / (tS * f);
    return (tlScale * ratio * ratio * Gx) / den;
  };
  const distance = distanceFactor(Di, tS);
  const LpAe1m = aWeightedSum((f) => {
    let inside = insidePower * gasSpectrum(f, fp);
    if (outletPower > 0) inside += outletPower * gasSpectrum(f, outletFp);
    return inside * transmission(f) * distance;
  });

  return { LpAe1m, regime, P2C: P1 * (1 - xC), Mj, eta, Wm, Wa, fp, Lpi, Mo, M2, Dj, defaults };
}

export interface HydrodynamicNoiseInput {
  /** Mass flow, kg/s. */
  massFlow: number;
  /** Inlet and outlet pressure, Pa abs. */
  P1: number;
  P2: number;
  /** Vapour pressure at inlet temperature, Pa abs (below P1). */
  Pv: number;
  /** Liquid density, kg/m³. */
  rhoL: number;
  /** Speed of sound in the liquid, m/s; default 1400 (IEC 60534-8-4 for water). */
  cL?: number;
  /** Required (operating) flow coefficient Kv, m³/h. */
  Kv: number;
  /** Liquid pressure recovery factor F_L (F_LP/F_P with fittings). */
  FL: number;
  /**
   * Incipient cavitation factor x_Fz. When the maker gives none, the standard's estimate for
   * single-stage valves: x_Fz = 0.90/√(1 + 3·F_d·√(C/(N34·F_L))) (result.xFzAssumed tells).
   */
  xFz?: number;
  /** Valve style modifier F_d. */
  Fd: number;
  /** Valve (outlet) diameter d, m, for the peak Strouhal number; the pipe's Di when absent. */
  d?: number;
  /** Downstream pipe. */
  pipe: NoisePipe;
  /** Valve correction for the acoustic efficiency A_η; default −4.6 (globe valves). */
  Aeta?: number;
}

export type HydrodynamicRegime = 'turbulent' | 'cavitating' | 'flashing';

export interface HydrodynamicNoiseResult {
  LpAe1m: number;
  regime: HydrodynamicRegime;
  /** Differential pressure ratio x_F = ΔP/(P1 − Pv), as given (may be ≥ 1 when flashing). */
  xF: number;
  /** x_Fz used (before its pressure correction) and whether it was the standard's estimate. */
  xFz: number;
  xFzAssumed: boolean;
  /** Acoustic efficiency factor η (turbulent plus cavitating parts). */
  eta: number;
  /** Stream power W_m and sound power W_a, W. */
  Wm: number;
  Wa: number;
  /** Internal sound pressure level (unweighted, all bands), dB re 20 µPa. */
  Lpi: number;
  /** Jet velocity at the vena contracta, m/s. */
  Uvc: number;
  /** Peak frequencies of the turbulent and (when cavitating) the cavitation noise, Hz. */
  fpTurb: number;
  fpCav: number | null;
  /** Inputs that were absent and took their default: 'cL', 'xFz', 'd', 'Aeta', 'pipe.cS', 'pipe.rhoS'. */
  defaults: string[];
}

/**
 * The incipient cavitation factor IEC 60534-8-4 estimates for a single-stage valve when the maker
 * states none: x_Fz = 0.90/√(1 + 3·F_d·√(C/(N34·F_L))), C in Cv (Kv comes in).
 */
export function estimatedIncipientCavitation(Kv: number, FL: number, Fd: number): number {
  return 0.9 / Math.sqrt(1 + 3 * Fd * Math.sqrt((Kv * CV_PER_KV) / (N34 * FL)));
}

/** x_Fz is stated for an inlet pressure of 6 bar; at P1 (Pa) it is x_Fz·(6·10⁵/P1)^0.125. */
export function incipientCavitationAt(xFz: number, P1: number): number {
  return xFz * Math.pow(6e5 / P1, 0.125);
}

/**
 * x_F at which the cavitating equations are evaluated at most: they diverge as P2 → Pv
 * (x_F → 1). Beyond it (strong cavitation up to flashing) the level is that at this x_F.
 */
export const XF_EVALUATION_LIMIT = 0.99;

/**
 * IEC 60534-8-4:2015 hydrodynamic noise: turbulent noise, and above x_Fz (corrected to the inlet
 * pressure by (6·10⁵ Pa/P1)^0.125) the cavitation noise. Flashing (P2 ≤ Pv) is outside the
 * standard: the result is that at x_F = XF_EVALUATION_LIMIT and the regime says 'flashing'.
 * Throws NoiseRangeError outside the limits (NOISE_LIMITS, P2 < P1, Pv < P1).
 */
export function hydrodynamicNoise(input: HydrodynamicNoiseInput): HydrodynamicNoiseResult {
  const defaults: string[] = [];
  const m = check('massFlow', input.massFlow, 'massFlow');
  const P1 = check('P1', input.P1, 'pressure');
  // A liquid's outlet pressure enters only through ΔP: any P2 from 0 (flashing to vacuum) is taken.
  if (!Number.isFinite(input.P2)) throw new NoiseRangeError('not-finite', 'P2', 'P2 is not a finite number');
  const P2 = input.P2;
  if (P2 < 0) throw new NoiseRangeError('out-of-range', 'P2', 'P2 must not be negative');
  if (P2 >= P1) throw new NoiseRangeError('pressure-order', 'P2', 'P2 must be below P1');
  if (!Number.isFinite(input.Pv)) throw new NoiseRangeError('not-finite', 'Pv', 'Pv is not a finite number');
  const Pv = input.Pv;
  if (Pv < 0) throw new NoiseRangeError('out-of-range', 'Pv', 'Pv must not be negative');
  if (Pv >= P1) throw new NoiseRangeError('pressure-order', 'Pv', 'The liquid boils at the inlet (Pv ≥ P1)');
  const rho = check('rhoL', input.rhoL, 'density');
  const C = check('Kv', input.Kv, 'Kv') * CV_PER_KV;
  const FL = check('FL', input.FL, 'FL');
  const Fd = check('Fd', input.Fd, 'Fd');
  const { Di, tS, cS, rhoS } = checkPipe(input.pipe, defaults);
  for (const [field, value] of [
    ['cL', input.cL],
    ['xFz', input.xFz],
    ['d', input.d],
    ['Aeta', input.Aeta],
  ] as const) {
    if (value === undefined) defaults.push(field);
  }
  const cL = check('cL', input.cL ?? DEFAULT_LIQUID_SPEED_OF_SOUND, 'speedOfSound');
  const d = check('d', input.d ?? Di, 'diameter');
  const Aeta = check('Aeta', input.Aeta ?? DEFAULT_AETA_LIQUID, 'Aeta');
  const xFzAssumed = input.xFz === undefined;
  const xFz = check('xFz', input.xFz ?? estimatedIncipientCavitation(C / CV_PER_KV, FL, Fd), 'xFz');

  // Differential pressure ratio and its effective value (choked at F_L²·(P1 − Pv)).
  const xF = (P1 - P2) / (P1 - Pv);
  const flashing = P2 <= Pv;
  const xFe = Math.min(xF, XF_EVALUATION_LIMIT);
  const dP = xFe * (P1 - Pv);
  const dPc = Math.min(dP, FL * FL * (P1 - Pv));
  const xFzp1 = Math.min(incipientCavitationAt(xFz, P1), XF_EVALUATION_LIMIT);
  const cavitating = xFe > xFzp1;

  // Jet: vena contracta velocity, stream power, turbulent acoustic efficiency.
  const Dj = N14 * Fd * Math.sqrt(C * FL);
  const Uvc = Math.sqrt((2 * dPc) / rho) / FL;
  const Wm = 0.5 * m * Uvc * Uvc * FL * FL;
  const etaTurb = Math.pow(10, Aeta) * (Uvc / cL);
  let etaCav = 0;
  if (cavitating) {
    etaCav =
      0.32 *
      etaTurb *
      Math.sqrt(dP / (dPc * xFzp1)) *
      Math.exp(5 * xFzp1) *
      Math.sqrt((1 - xFzp1) / (1 - xFe)) *
      Math.pow(xFe / xFzp1, 5) *
      Math.pow(xFe - xFzp1, 1.5);
  }
  const eta = etaTurb + etaCav;
  const Wa = eta * Wm;
  const insidePower = (3.2e9 * Wa * rho * cL) / (Di * Di); // L_pi as a power ratio
  const Lpi = dB(insidePower);

  // Peak frequencies: turbulent from the Strouhal number St_p, cavitation from it.
  const Stp =
    ((0.036 * FL * FL * C * Math.pow(Fd, 0.75)) / (N34 * Math.pow(xFzp1, 1.5) * d * d)) *
    Math.pow(1 / (P1 - Pv), 0.57);
  const fpTurb = Math.max((Stp * Uvc) / Dj, 1e-6);
  const fpCav = cavitating
    ? Math.max(6 * fpTurb * Math.pow((1 - xFe) / (1 - xFzp1), 2) * Math.pow(xFzp1 / xFe, 2.5), 1e-6)
    : null;
  const shareTurb = etaTurb / eta;
  const shareCav = etaCav / eta;

  // Transmission loss of the pipe wall per band (ring frequency f_r) and distance to 1 m.
  const fr = cS / (Math.PI * Di);
  // TL(f) = TL(f_r) − 20·log10(f_r/f + (f/f_r)^1.5), TL(f_r) = −10 − 10·log10(c_s·ρ_s·t_s/(c0·ρ0·Di)),
  // all as power ratios; the spectra F_turb and F_cav likewise (−8 and −9 dB at their peaks).
  const tlAtRing = (0.1 * AIR_SPEED_OF_SOUND * AIR_DENSITY * Di) / (cS * rhoS * tS);
  const distance = distanceFactor(Di, tS);
  const LpAe1m = aWeightedSum((f) => {
    const rt = f / fpTurb;
    let shape = (shareTurb * 0.15848931924611134) / (0.25 * rt * rt * rt + 1 / rt);
    if (fpCav !== null) {
      const q = f / fpCav;
      const rc = q * Math.sqrt(q);
      shape += (shareCav * 0.12589254117941673) / (0.25 * rc + 1 / rc);
    }
    const q = f / fr;
    const roll = 1 / q + q * Math.sqrt(q);
    return insidePower * shape * (tlAtRing / (roll * roll)) * distance;
  });

  return {
    LpAe1m,
    regime: flashing ? 'flashing' : cavitating ? 'cavitating' : 'turbulent',
    xF,
    xFz,
    xFzAssumed,
    eta,
    Wm,
    Wa,
    Lpi,
    Uvc,
    fpTurb,
    fpCav,
    defaults,
  };
}
