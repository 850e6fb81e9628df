/**
 * Water and steam by IAPWS-IF97 (IAPWS R7-97(2012)): region 1 (compressed liquid), region 2
 * (superheated vapour, the stable-vapour equation only) and region 4 (the saturation line, both
 * ways); the viscosity by IAPWS R12-08 (without the critical enhancement). Pure functions, SI at
 * every interface: Pa, K, kg/m³, m³/kg, J/kg, J/(kg·K), m/s, Pa·s. No backward equations.
 */

/** Specific gas constant of water used by IF97, J/(kg·K) (R7-97 eq. 1). */
export const R_WATER = 461.526;
/** Critical point (R7-97 eqs. 2–4). */
export const T_CRITICAL = 647.096;
export const P_CRITICAL = 22.064e6;
export const RHO_CRITICAL = 322;

/** Why a state is outside what this module covers; the caller warns 'state-outside'. */
export type If97RangeCode =
  | 'not-finite' // an input is NaN or ±Infinity
  | 'temperature-low' // T < 273.15 K
  | 'temperature-high' // T > 1073.15 K (region 5 above 1073.15 K is not implemented)
  | 'pressure-low' // P ≤ 0 (or below the triple-point pressure for the saturation line)
  | 'pressure-high' // P > 100 MPa
  | 'density-range' // viscosity asked outside 0 < ρ ≤ 1250 kg/m³
  | 'region-3' // near-critical state (region 3), not implemented
  | 'saturation-range'; // saturation line asked outside 273.15 K … T_c (611.213 Pa … 22.064 MPa)

/** A RangeError with a code the caller can map to a warning. */
export class If97RangeError extends RangeError {
  readonly code: If97RangeCode;
  constructor(code: If97RangeCode, message: string) {
    super(message);
    this.name = 'If97RangeError';
    this.code = code;
  }
}

/** A single-phase state of water from region 1 or 2 (R7-97 Tables 3 and 12). */
export interface WaterState {
  /** IF97 region: 1 compressed liquid, 2 superheated (or saturated) vapour. */
  region: 1 | 2;
  phase: 'liquid' | 'vapour';
  /** Inputs echoed: pressure Pa, temperature K. */
  P: number;
  T: number;
  /** Density kg/m³ and specific volume m³/kg. */
  rho: number;
  v: number;
  /** Specific enthalpy J/kg, internal energy J/kg, entropy J/(kg·K). */
  h: number;
  u: number;
  s: number;
  /** Isobaric and isochoric heat capacities, J/(kg·K). */
  cp: number;
  cv: number;
  /** Speed of sound, m/s. */
  w: number;
  /** Isentropic exponent κ = −(v/P)(∂P/∂v)_s = w²·ρ/P (the γ the gas equations of IEC 60534 take). */
  kappa: number;
  /** Compressibility factor Z = P·v/(R·T) with R = R_WATER. */
  Z: number;
  /**
   * Saturation temperature at P (K), null outside the saturation line (above the critical
   * pressure or below 611.213 Pa, the pressure at 273.15 K). Region 1 states have
   * T ≤ Tsat, region 2 states T ≥ Tsat; |T − Tsat| tells how far from the saturation line.
   */
  Tsat: number | null;
}

// Region 1, R7-97 Table 2: exponents I, J and coefficients n of eq. 7 (γ of π, τ).
const R1_I = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 8, 8, 21, 23, 29, 30, 31, 32,
];
const R1_J = [
  -2, -1, 0, 1, 2, 3, 4, 5, -9, -7, -1, 0, 1, 3, -3, 0, 1, 3, 17, -4, 0, 6, -5, -2, 10, -8, -11, -6, -29, -31,
  -38, -39, -40, -41,
];
const R1_N = [
  0.14632971213167, -0.84548187169114, -0.3756360367204e1, 0.33855169168385e1, -0.95791963387872,
  0.15772038513228, -0.16616417199501e-1, 0.81214629983568e-3, 0.28319080123804e-3, -0.60706301565874e-3,
  -0.18990068218419e-1, -0.32529748770505e-1, -0.21841717175414e-1, -0.5283835796993e-4, -0.47184321073267e-3,
  -0.30001780793026e-3, 0.47661393906987e-4, -0.44141845330846e-5, -0.72694996297594e-15,
  -0.31679644845054e-4, -0.28270797985312e-5, -0.85205128120103e-9, -0.22425281908e-5, -0.65171222895601e-6,
  -0.14341729937924e-12, -0.40516996860117e-6, -0.12734301741641e-8, -0.17424871230634e-9,
  -0.68762131295531e-18, 0.14478307828521e-19, 0.26335781662795e-22, -0.11947622640071e-22,
  0.18228094581404e-23, -0.93537087292458e-25,
];

// Region 2, R7-97 Table 10: ideal-gas part γ° (eq. 16), exponents J° and coefficients n°.
const R2_J0 = [0, 1, -5, -4, -3, -2, -1, 2, 3];
const R2_N0 = [
  -0.96927686500217e1, 0.10086655968018e2, -0.5608791128302e-2, 0.71452738081455e-1, -0.40710498223928,
  0.14240819171444e1, -0.4383951131945e1, -0.28408632460772, 0.21268463753307e-1,
];
// Region 2, R7-97 Table 11: residual part γʳ (eq. 17).
const R2_I = [
  1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 5, 6, 6, 6, 7, 7, 7, 8, 8, 9, 10, 10, 10, 16, 16, 18,
  20, 20, 20, 21, 22, 23, 24, 24, 24,
];
const R2_J = [
  0, 1, 2, 3, 6, 1, 2, 4, 7, 36, 0, 1, 3, 6, 35, 1, 2, 3, 7, 3, 16, 35, 0, 11, 25, 8, 36, 13, 4, 10, 14, 29,
  50, 57, 20, 35, 48, 21, 53, 39, 26, 40, 58,
];
const R2_N = [
  -0.17731742473213e-2, -0.17834862292358e-1, -0.45996013696365e-1, -0.57581259083432e-1, -0.5032527872793e-1,
  -0.33032641670203e-4, -0.18948987516315e-3, -0.39392777243355e-2, -0.43797295650573e-1,
  -0.26674547914087e-4, 0.20481737692309e-7, 0.43870667284435e-6, -0.3227767723857e-4, -0.15033924542148e-2,
  -0.40668253562649e-1, -0.78847309559367e-9, 0.12790717852285e-7, 0.48225372718507e-6, 0.22922076337661e-5,
  -0.16714766451061e-10, -0.21171472321355e-2, -0.23895741934104e2, -0.5905956432427e-17,
  -0.12621808899101e-5, -0.38946842435739e-1, 0.11256211360459e-10, -0.82311340897998e1, 0.19809712802088e-7,
  0.10406965210174e-18, -0.10234747095929e-12, -0.10018179379511e-8, -0.80882908646985e-10, 0.10693031879409,
  -0.33662250574171, 0.89185845355421e-24, 0.30629316876232e-12, -0.42002467698208e-5, -0.59056029685639e-25,
  0.37826947613457e-5, -0.12768608934681e-14, 0.73087610595061e-28, 0.55414715350778e-16, -0.9436970724121e-6,
];

// Region 4, R7-97 Table 34: coefficients n1…n10 of eqs. 29–31.
const N4 = [
  0.11670521452767e4, -0.72421316703206e6, -0.17073846940092e2, 0.1202082470247e5, -0.32325550322333e7,
  0.1491510861353e2, -0.48232657361591e4, 0.40511340542057e6, -0.23855557567849, 0.65017534844798e3,
] as const;

// Boundary between regions 2 and 3, R7-97 Table 1: n1…n5 of eqs. 5–6 (p in MPa, T in K).
const B23 = [
  0.34805185628969e3, -0.11671859879975e1, 0.10192970039326e-2, 0.57254459862746e3, 0.1391883977887e2,
] as const;

const T_MIN = 273.15;
const T_MAX = 1073.15;
const P_MAX = 100e6;
/** Upper temperature of region 1 and lower temperature of the B23 boundary, K. */
const T_13 = 623.15;
/** Upper temperature of the B23 boundary, K (above it region 2 reaches 100 MPa). */
const T_B23_MAX = 863.15;

function finite(name: string, value: number): void {
  if (!Number.isFinite(value)) throw new If97RangeError('not-finite', `${name} is not a finite number`);
}

/** Pressure on the boundary between regions 2 and 3 (R7-97 eq. 5), Pa; for 623.15–863.15 K. */
export function boundary23Pressure(T: number): number {
  return (B23[0] + B23[1] * T + B23[2] * T * T) * 1e6;
}

/**
 * Saturation pressure (Pa) at temperature T (K), region 4 (R7-97 eqs. 29a and 30).
 * Valid 273.15 K ≤ T ≤ 647.096 K; outside throws If97RangeError 'saturation-range'.
 */
export function saturationPressure(T: number): number {
  finite('T', T);
  if (T < T_MIN || T > T_CRITICAL) {
    throw new If97RangeError(
      'saturation-range',
      `T = ${T} K is outside the saturation line 273.15–647.096 K`,
    );
  }
  return psat(T);
}

/** R7-97 eq. 30 without range checks. */
function psat(T: number): number {
  const theta = T + N4[8] / (T - N4[9]);
  const A = theta * theta + N4[0] * theta + N4[1];
  const B = N4[2] * theta * theta + N4[3] * theta + N4[4];
  const C = N4[5] * theta * theta + N4[6] * theta + N4[7];
  const root = (2 * C) / (-B + Math.sqrt(B * B - 4 * A * C));
  return root * root * root * root * 1e6;
}

/**
 * Saturation temperature (K) at pressure P (Pa), region 4 (R7-97 eqs. 29b and 31).
 * Valid 611.213 Pa ≤ P ≤ 22.064 MPa; outside throws If97RangeError 'saturation-range'.
 */
export function saturationTemperature(P: number): number {
  finite('P', P);
  if (P < P_SAT_MIN || P > P_CRITICAL) {
    throw new If97RangeError(
      'saturation-range',
      `P = ${P} Pa is outside the saturation line 611.213 Pa–22.064 MPa`,
    );
  }
  const beta = Math.sqrt(Math.sqrt(P / 1e6));
  const E = beta * beta + N4[2] * beta + N4[5];
  const F = N4[0] * beta * beta + N4[3] * beta + N4[6];
  const G = N4[1] * beta * beta + N4[4] * beta + N4[7];
  const D = (2 * G) / (-F - Math.sqrt(F * F - 4 * E * G));
  const s = N4[9] + D;
  return (s - Math.sqrt(s * s - 4 * (N4[8] + N4[9] * D))) / 2;
}

/** Saturation pressure at 273.15 K (611.213 Pa as the release rounds it), the lower end of region 4. */
const P_SAT_MIN = psat(T_MIN);

function saturationTemperatureOrNull(P: number): number | null {
  return P >= P_SAT_MIN && P <= P_CRITICAL ? saturationTemperature(P) : null;
}

/** Properties from the dimensionless Gibbs energy and its derivatives (R7-97 Tables 3 and 12). */
function stateFrom(
  region: 1 | 2,
  P: number,
  T: number,
  vPi: number, // π·γ_π (region 2: π·(γ°_π + γʳ_π))
  tauGammaTau: number, // τ·γ_τ
  gamma: number,
  cp: number,
  cv: number,
  w2: number,
): WaterState {
  const v = (vPi * R_WATER * T) / P;
  const rho = 1 / v;
  const w = Math.sqrt(w2);
  return {
    region,
    phase: region === 1 ? 'liquid' : 'vapour',
    P,
    T,
    rho,
    v,
    h: R_WATER * T * tauGammaTau,
    u: R_WATER * T * (tauGammaTau - vPi),
    s: R_WATER * (tauGammaTau - gamma),
    cp,
    cv,
    w,
    kappa: (w2 * rho) / P,
    Z: (P * v) / (R_WATER * T),
    Tsat: saturationTemperatureOrNull(P),
  };
}

// Scratch tables of integer powers, reused by every call (the module is single-threaded).
const X_POW = new Float64Array(64);
const Y_POW = new Float64Array(64);

/** out[k] = base^(from + k) for from ≤ exponent ≤ to. */
function fillPowers(out: Float64Array, base: number, from: number, to: number): void {
  let value = from === 0 ? 1 : Math.pow(base, from);
  for (let k = 0; k <= to - from; k++) {
    out[k] = value;
    value *= base;
  }
}

/**
 * A double power series Σ n·x^I·y^J of R7-97, with its exponents' ranges (the power tables'
 * bounds): region 1's γ in x = 7.1 − π, y = τ − 1.222, and region 2's residual γʳ in x = π,
 * y = τ − 0.5.
 */
interface PowerSeries {
  n: readonly number[];
  I: readonly number[];
  J: readonly number[];
  iMax: number;
  jMin: number;
  jMax: number;
}

const REGION1_GAMMA: PowerSeries = { n: R1_N, I: R1_I, J: R1_J, iMax: 32, jMin: -41, jMax: 17 };
const REGION2_RESIDUAL: PowerSeries = { n: R2_N, I: R2_I, J: R2_J, iMax: 24, jMin: 0, jMax: 58 };

/** A series' value and its first and second derivatives in x and y at one point. */
interface SeriesValue {
  value: number;
  dx: number;
  dxx: number;
  dy: number;
  dyy: number;
  dxy: number;
}

/** Evaluates a series and its derivatives at (x, y): R7-97 Tables 4 and 13 term by term. */
function powerSeries(series: PowerSeries, x: number, y: number): SeriesValue {
  // Integer powers by multiplication (Math.pow is the cost of a state otherwise).
  fillPowers(X_POW, x, 0, series.iMax);
  fillPowers(Y_POW, y, series.jMin, series.jMax);
  const sum: SeriesValue = { value: 0, dx: 0, dxx: 0, dy: 0, dyy: 0, dxy: 0 };
  for (let k = 0; k < series.n.length; k++) {
    const I = series.I[k]!;
    const J = series.J[k]!;
    const term = series.n[k]! * X_POW[I]! * Y_POW[J - series.jMin]!;
    const dI = I / x;
    const dJ = J / y;
    sum.value += term;
    sum.dx += term * dI;
    sum.dxx += (term * I * (I - 1)) / (x * x);
    sum.dy += term * dJ;
    sum.dyy += (term * J * (J - 1)) / (y * y);
    sum.dxy += term * dI * dJ;
  }
  return sum;
}

/** Region 1 at (P, T) without range checks: R7-97 eq. 7 and Table 4 (derivatives of γ). */
function region1(P: number, T: number): WaterState {
  const pi = P / 16.53e6;
  const tau = 1386 / T;
  const g = powerSeries(REGION1_GAMMA, 7.1 - pi, tau - 1.222);
  // x = 7.1 − π (dx/dπ = −1): γ_π and γ_πτ are the series' x-derivatives with their sign turned.
  const gP = -g.dx;
  const gPT = -g.dxy;
  const cp = -R_WATER * tau * tau * g.dyy;
  const a = gP - tau * gPT;
  const cv = R_WATER * (-tau * tau * g.dyy + (a * a) / g.dxx);
  const w2 = (R_WATER * T * gP * gP) / ((a * a) / (tau * tau * g.dyy) - g.dxx);
  return stateFrom(1, P, T, pi * gP, tau * g.dy, g.value, cp, cv, w2);
}

/** Region 2 at (P, T) without range checks: R7-97 eqs. 15–17 and Table 13. */
function region2(P: number, T: number): WaterState {
  const pi = P / 1e6;
  const tau = 540 / T;
  let g0 = Math.log(pi);
  let g0T = 0;
  let g0TT = 0;
  for (let k = 0; k < R2_N0.length; k++) {
    const J = R2_J0[k]!;
    const term = R2_N0[k]! * Math.pow(tau, J);
    g0 += term;
    g0T += (term * J) / tau;
    g0TT += (term * J * (J - 1)) / (tau * tau);
  }
  const gr = powerSeries(REGION2_RESIDUAL, pi, tau - 0.5);
  const gTT = g0TT + gr.dyy;
  const cp = -R_WATER * tau * tau * gTT;
  const a = 1 + pi * gr.dx - tau * pi * gr.dxy;
  const b = 1 - pi * pi * gr.dxx;
  const cv = R_WATER * (-tau * tau * gTT - (a * a) / b);
  const w2 =
    (R_WATER * T * (1 + 2 * pi * gr.dx + pi * pi * gr.dx * gr.dx)) / (b + (a * a) / (tau * tau * gTT));
  return stateFrom(2, P, T, 1 + pi * gr.dx, tau * (g0T + gr.dy), g0 + gr.value, cp, cv, w2);
}

/**
 * The state at pressure P (Pa) and temperature T (K), region 1 or 2 chosen by IF97's boundaries
 * (R7-97 Fig. 1 and section 4): region 1 for 273.15 K ≤ T ≤ 623.15 K and P ≥ Psat(T); region 2
 * for P ≤ Psat(T) below 623.15 K, P ≤ P_B23(T) from 623.15 K to 863.15 K, and any P ≤ 100 MPa from
 * 863.15 K to 1073.15 K. Exactly on the saturation line (P = Psat(T)) the liquid is returned; ask
 * `saturatedVapour(P)` for the vapour. Throws If97RangeError outside regions 1–2 (region 3,
 * region 5, T or P out of range).
 */
export function waterState(P: number, T: number): WaterState {
  finite('P', P);
  finite('T', T);
  if (P <= 0) throw new If97RangeError('pressure-low', `P = ${P} Pa: the pressure must be above 0`);
  if (P > P_MAX) throw new If97RangeError('pressure-high', `P = ${P} Pa is above IF97's 100 MPa`);
  if (T < T_MIN) throw new If97RangeError('temperature-low', `T = ${T} K is below IF97's 273.15 K`);
  if (T > T_MAX) {
    throw new If97RangeError('temperature-high', `T = ${T} K is above 1073.15 K (region 5 is not covered)`);
  }
  if (T <= T_13) return P >= saturationPressure(T) ? region1(P, T) : region2(P, T);
  if (T <= T_B23_MAX && P > boundary23Pressure(T)) {
    throw new If97RangeError('region-3', `P = ${P} Pa, T = ${T} K is a near-critical state (IF97 region 3)`);
  }
  return region2(P, T);
}

/** Saturation states exist in regions 1 and 2 up to Psat(623.15 K) = 16.529 MPa (above: region 3). */
function saturationInRegions12(P: number): number {
  finite('P', P);
  const T = saturationTemperature(P);
  if (T > T_13) {
    throw new If97RangeError(
      'region-3',
      `P = ${P} Pa: the saturated states above 16.529 MPa are in IF97 region 3`,
    );
  }
  return T;
}

/** Saturated liquid at pressure P (region 1 at T = Tsat(P)); 611.213 Pa ≤ P ≤ 16.529 MPa. */
export function saturatedLiquid(P: number): WaterState {
  return region1(P, saturationInRegions12(P));
}

/** Saturated vapour at pressure P (region 2 at T = Tsat(P)); 611.213 Pa ≤ P ≤ 16.529 MPa. */
export function saturatedVapour(P: number): WaterState {
  return region2(P, saturationInRegions12(P));
}

// Viscosity, IAPWS R12-08: reference constants (eqs. 1–4), Table 1 (H_i) and Table 2 (H_ij).
const MU_H0 = [1.67752, 2.20462, 0.6366564, -0.241605] as const;
const MU_H1: readonly (readonly number[])[] = [
  [5.20094e-1, 2.22531e-1, -2.81378e-1, 1.61913e-1, -3.25372e-2, 0, 0],
  [8.50895e-2, 9.99115e-1, -9.06851e-1, 2.57399e-1, 0, 0, 0],
  [-1.08374, 1.88797, -7.72479e-1, 0, 0, 0, 0],
  [-2.89555e-1, 1.26613, -4.89837e-1, 0, 6.98452e-2, 0, -4.35673e-3],
  [0, 0, -2.5704e-1, 0, 0, 8.72102e-3, 0],
  [0, 1.20573e-1, 0, 0, 0, 0, -5.93264e-4],
];

/**
 * Dynamic viscosity of water or steam, Pa·s, by IAPWS R12-08 eqs. 10–12 with μ2 = 1 (no
 * critical enhancement, as the release allows for industrial use). From density (kg/m³) and
 * temperature (K); valid 273.15 K ≤ T ≤ 1173.15 K, 0 < ρ ≤ 1250 kg/m³, else If97RangeError.
 */
export function waterViscosity(rho: number, T: number): number {
  finite('rho', rho);
  finite('T', T);
  if (T < T_MIN || T > 1173.15) {
    throw new If97RangeError(
      T < T_MIN ? 'temperature-low' : 'temperature-high',
      `T = ${T} K is outside 273.15–1173.15 K`,
    );
  }
  if (rho <= 0 || rho > 1250) {
    throw new If97RangeError('density-range', `rho = ${rho} kg/m³ is outside 0–1250 kg/m³`);
  }
  const Tb = T / T_CRITICAL;
  const rb = rho / RHO_CRITICAL;
  // eq. 11: dilute-gas limit.
  let den = 0;
  for (let i = 0; i < 4; i++) den += MU_H0[i]! / Math.pow(Tb, i);
  const mu0 = (100 * Math.sqrt(Tb)) / den;
  // eq. 12: the contribution of finite density.
  const a = 1 / Tb - 1;
  const b = rb - 1;
  let sum = 0;
  let ai = 1;
  for (let i = 0; i < 6; i++) {
    const row = MU_H1[i]!;
    let inner = 0;
    let bj = 1;
    for (let j = 0; j < 7; j++) {
      inner += row[j]! * bj;
      bj *= b;
    }
    sum += ai * inner;
    ai *= a;
  }
  const mu1 = Math.exp(rb * sum);
  return mu0 * mu1 * 1e-6;
}
