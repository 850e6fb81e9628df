/**
 * Valve sizing by IEC 60534-2-1:2011 for a request of up to a few operating cases: SI in, SI out,
 * pure (no DOM, no I/O), never NaN, Infinity, a throw or a hang for finite input. The equations
 * live in liquid.ts and gas.ts; this file gathers properties (IF97 for steam), fills in the
 * generic valve, and judges the result (choking, cavitation, flashing, velocity, noise).
 */
import { sizeGas, type GasConditions } from './gas.js';
import {
  BORE_KV_PER_D2,
  CV_PER_KV,
  N18,
  NORMAL_PRESSURE,
  NORMAL_TEMPERATURE,
  R_MOLAR,
  SCOPE_KV_PER_D2,
} from './iec60534.js';
import {
  P_CRITICAL,
  R_WATER,
  saturatedVapour,
  saturationPressure,
  saturationTemperature,
  waterState,
  waterViscosity,
  type WaterState,
} from './if97.js';
import { GENERIC_KV_PER_D2, type ValveGeometry } from './iterate.js';
import {
  COMPRESSIBILITY_TOLERANCE,
  GAS_MACH_LIMIT,
  LIQUID_VELOCITY_LIMIT,
  NOISE_LIMIT_DBA,
  NOISE_RANGE_MIN_DBA,
  STEAM_SATURATION_BAND,
} from './limits.js';
import { sizeLiquid, type CoreResult, type LiquidConditions } from './liquid.js';
import {
  aerodynamicNoise,
  DEFAULT_AETA_GAS,
  DEFAULT_AETA_LIQUID,
  DEFAULT_LIQUID_SPEED_OF_SOUND,
  defaultWallThickness,
  estimatedIncipientCavitation,
  hydrodynamicNoise,
  incipientCavitationAt,
  NoiseRangeError,
  STANDARD_ATMOSPHERE,
  STEEL_DENSITY,
  STEEL_SPEED_OF_SOUND,
  type NoisePipe,
} from './noise.js';
import { vapourPressureBound, virialZ, type CriticalConstants } from './realGas.js';
import type { CaseResult, SizingCase, SizingRequest, SizingResult, SizingWarning } from './types.js';
import { sizingWarning } from './warnings.js';

/** The generic valve used for what the request does not give: a single-seated globe valve. */
export const GENERIC_VALVE = { FL: 0.9, xT: 0.72, Fd: 0.46 } as const;
/** Viscosities assumed when none is given, Pa·s: water at 20 °C, and a typical gas. */
export const DEFAULT_LIQUID_VISCOSITY = 1.0e-3;
export const DEFAULT_GAS_VISCOSITY = 1.8e-5;
/** Steam viscosity when IF97's viscosity equation is not available for the state, Pa·s. */
export const DEFAULT_STEAM_VISCOSITY = 1.5e-5;
export const DEFAULT_GAMMA = 1.4;
/** Molar mass of water implied by IF97's gas constant, g/mol. */
export const WATER_MOLAR_MASS = R_MOLAR / R_WATER;

type Assumed = Map<string, number>;

const positive = (v: number | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** A length in m as mm, or null when absent, not positive or not finite once scaled. */
function millimetres(value: number | undefined): number | null {
  const mm = positive(value) ? value * 1000 : Number.NaN;
  return Number.isFinite(mm) ? mm : null;
}

/**
 * Valve factors and sizes from the request, the generic valve filling the gaps (sizes in mm).
 * A factor outside (0, 1] is no valve's: it is replaced like a missing one, and listed.
 */
function valveGeometry(request: SizingRequest, assumed: Assumed): ValveGeometry {
  const valve = request.valve ?? {};
  const factor = (key: 'FL' | 'xT' | 'Fd'): number => {
    const given = valve[key];
    if (positive(given) && given <= 1) return given;
    assumed.set(`valve.${key}`, GENERIC_VALVE[key]);
    return GENERIC_VALVE[key];
  };
  const D1 = millimetres(request.pipe?.D1);
  const D2 = millimetres(request.pipe?.D2);
  let d = millimetres(valve.d);
  if (d === null && D1 !== null) {
    d = D1;
    assumed.set('valve.d', D1 / 1000);
  }
  const Crated = positive(valve.ratedKv) ? valve.ratedKv : null;
  return { FL: factor('FL'), xT: factor('xT'), Fd: factor('Fd'), d, D1, D2, Crated };
}

function emptyResult(name: string, warnings: SizingWarning[]): CaseResult {
  return {
    name,
    Kv: 0,
    Cv: 0,
    regime: 'turbulent',
    FP: 1,
    FR: 1,
    Y: null,
    x: null,
    chokedDeltaP: 0,
    noise_dBA: null,
    warnings,
  };
}

/** Pressures, temperature and flow of one case in consistent form, or the warning why not. */
interface CaseInput {
  P1: number;
  P2: number;
  T: number;
}

function checkCase(c: SizingCase): SizingWarning | null {
  if (!positive(c.P1)) return sizingWarning('state-outside', { reason: 'invalid', field: 'case.P1' });
  if (!(typeof c.P2 === 'number' && Number.isFinite(c.P2) && c.P2 >= 0))
    return sizingWarning('state-outside', { reason: 'invalid', field: 'case.P2' });
  if (!positive(c.T)) return sizingWarning('state-outside', { reason: 'invalid', field: 'case.T' });
  if (!positive(c.W) && !positive(c.Q))
    return sizingWarning('state-outside', { reason: 'invalid', field: 'case.flow' });
  if (c.P2 >= c.P1) return sizingWarning('pressure-order', { P1: c.P1, P2: c.P2 });
  return null;
}

/** Outlet flow area, m²: the downstream pipe, else the valve (size d, mm). */
function outletArea(v: ValveGeometry, dUsed: number): number {
  const D = (v.D2 ?? dUsed) / 1000;
  return (Math.PI / 4) * D * D;
}

function noisePipe(v: ValveGeometry, dUsed: number, assumed: Assumed, caseName: string): NoisePipe {
  const Di = (v.D2 ?? dUsed) / 1000;
  const tS = defaultWallThickness(Di);
  if (v.D2 === null) assumed.set(v.d === null ? `cases.${caseName}.noise.pipe.Di` : 'noise.pipe.Di', Di);
  assumed.set(v.d === null && v.D2 === null ? `cases.${caseName}.noise.pipe.tS` : 'noise.pipe.tS', tS);
  return { Di, tS };
}

/** The values of the noise methods' own defaults, by the names their results list them under. */
const NOISE_DEFAULTS: Record<string, number> = {
  'pipe.cS': STEEL_SPEED_OF_SOUND,
  'pipe.rhoS': STEEL_DENSITY,
  Pa: STANDARD_ATMOSPHERE,
  cL: DEFAULT_LIQUID_SPEED_OF_SOUND,
};

interface NoiseRun {
  LpAe1m: number;
  defaults: string[];
  xFz?: number;
}

/**
 * Runs a noise prediction and lists the defaults it used; a range error becomes a warning, a level
 * below the methods' range a warning without a figure, anything else no figure (the sizing stands
 * without it). A flow the valve or its outlet cannot carry (`carried` false) has no noise.
 */
function predictNoise(
  carried: boolean,
  Kv: number,
  run: () => NoiseRun,
  medium: 'liquid' | 'gas',
  caseName: string,
  assumed: Assumed,
  warnings: SizingWarning[],
): number | null {
  if (!carried || !(Number.isFinite(Kv) && Kv > 0)) return null;
  try {
    const result = run();
    for (const name of result.defaults) {
      if (name === 'Aeta')
        assumed.set('noise.Aeta', medium === 'liquid' ? DEFAULT_AETA_LIQUID : DEFAULT_AETA_GAS);
      else if (name in NOISE_DEFAULTS) assumed.set(`noise.${name}`, NOISE_DEFAULTS[name]!);
    }
    if (!Number.isFinite(result.LpAe1m)) return null;
    if (result.LpAe1m < NOISE_RANGE_MIN_DBA) {
      warnings.push(sizingWarning('noise-below-range', { limit: NOISE_RANGE_MIN_DBA }));
      return null;
    }
    return result.LpAe1m;
  } catch (error) {
    if (error instanceof NoiseRangeError)
      warnings.push(sizingWarning('state-outside', { reason: 'noise', field: error.field }));
    return null;
  }
}

/**
 * The answer's Kv against what a valve of the given size can pass: beyond the standard's scope
 * (C/(N18·d²) = 0.047) a warning; beyond even the open bore of that size, a warning that it cannot
 * pass the flow, and false (the figures that follow from the valve's flow, noise, mean nothing).
 */
function checkSize(v: ValveGeometry, core: CoreResult, warnings: SizingWarning[]): boolean {
  if (v.d === null || !(core.C > 0)) return true;
  const perArea = core.C / (v.d * v.d);
  const params = { Kv: core.C, d: v.d / 1000, ratio: perArea / N18 };
  if (perArea > BORE_KV_PER_D2) {
    warnings.push(
      sizingWarning('size-exceeded', {
        ...params,
        limit: BORE_KV_PER_D2 / N18,
        maxKv: BORE_KV_PER_D2 * v.d ** 2,
      }),
    );
    return false;
  }
  if (perArea > SCOPE_KV_PER_D2)
    warnings.push(sizingWarning('size-scope', { ...params, limit: SCOPE_KV_PER_D2 / N18 }));
  return true;
}

/** The other equations' figures, when the larger of two answers is given (iterate.ts says when). */
function regimeBoundary(core: CoreResult, warnings: SizingWarning[]): void {
  const other = core.boundary;
  if (!other) return;
  warnings.push(
    sizingWarning('regime-boundary', {
      Kv: core.C,
      Rev: core.Rev,
      turbulent: other.otherTurbulent ? 0 : 1,
      otherKv: other.otherC,
      otherRev: other.otherRev,
    }),
  );
}

/**
 * Outlet velocity in the downstream pipe (or valve outlet), or null with a warning when the flow
 * would reach the speed of sound there: such a figure is no velocity the pipe can carry.
 */
function outletVelocity(
  velocity: number,
  speedOfSound: number,
  medium: 'liquid' | 'gas',
  warnings: SizingWarning[],
): number | null {
  if (!(velocity < speedOfSound)) {
    warnings.push(sizingWarning('velocity-sonic', { medium, speedOfSound }));
    return null;
  }
  return velocity;
}

interface LiquidFluid {
  rho: number;
  Pv: number;
  Pc: number;
  mu: number;
  xFz: number | null;
}

/**
 * Incipient cavitation (IEC 60534-8-4): at x_F = ΔP/(P1 − Pv) ≥ x_Fz corrected to the inlet
 * pressure; x_Fz the maker's, else the standard's estimate for a single-stage valve (listed).
 * Warned on its own, from where cavitation begins, well before the flow chokes.
 */
function incipientCavitation(
  c: CaseInput,
  fluid: LiquidFluid,
  v: ValveGeometry,
  core: CoreResult,
  name: string,
  assumed: Assumed,
  warnings: SizingWarning[],
): number {
  const FL = core.FLP / core.FP;
  const xFz = fluid.xFz ?? estimatedIncipientCavitation(core.C, FL, v.Fd);
  if (fluid.xFz === null && Number.isFinite(xFz)) assumed.set(`cases.${name}.xFz`, xFz);
  if (c.P2 <= fluid.Pv || !Number.isFinite(xFz)) return xFz;
  const deltaP = c.P1 - c.P2;
  const xF = deltaP / (c.P1 - fluid.Pv);
  const xFzP1 = incipientCavitationAt(xFz, c.P1);
  if (xF >= xFzP1)
    warnings.push(
      sizingWarning('cavitation-incipient', {
        deltaP,
        onset: xFzP1 * (c.P1 - fluid.Pv),
        xF,
        xFz,
        xFzP1,
        assumed: fluid.xFz === null ? 1 : 0,
      }),
    );
  return xFz;
}

function liquidCase(
  c: CaseInput & { W: number },
  fluid: LiquidFluid,
  v: ValveGeometry,
  name: string,
  assumed: Assumed,
  warnings: SizingWarning[],
): CaseResult {
  if (c.P1 <= fluid.Pv) {
    warnings.push(sizingWarning('state-outside', { reason: 'inlet-flashing', P1: c.P1, Pv: fluid.Pv }));
    return emptyResult(name, warnings);
  }
  const conditions: LiquidConditions = {
    P1: c.P1 / 1000,
    P2: c.P2 / 1000,
    Pv: fluid.Pv / 1000,
    Pc: fluid.Pc / 1000,
    rho: fluid.rho,
    mu: fluid.mu,
    W: c.W,
  };
  const core = sizeLiquid(conditions, v);
  const deltaP = c.P1 - c.P2;
  const chokedDeltaP = core.chokedDeltaP * 1000;
  const xFz = incipientCavitation(c, fluid, v, core, name, assumed, warnings);
  if (core.regime === 'choked')
    warnings.push(sizingWarning('choked', { medium: 'liquid', deltaP, chokedDeltaP }));
  if (c.P2 <= fluid.Pv) warnings.push(sizingWarning('flashing', { P2: c.P2, Pv: fluid.Pv }));
  regimeBoundary(core, warnings);
  const passes = checkSize(v, core, warnings);
  const velocity = outletVelocity(
    c.W / 3600 / fluid.rho / outletArea(v, core.d),
    DEFAULT_LIQUID_SPEED_OF_SOUND,
    'liquid',
    warnings,
  );
  if (velocity !== null && velocity > LIQUID_VELOCITY_LIMIT)
    warnings.push(sizingWarning('velocity-high', { velocity, limit: LIQUID_VELOCITY_LIMIT }));
  const noise = predictNoise(
    passes && velocity !== null,
    core.C,
    () =>
      hydrodynamicNoise({
        massFlow: c.W / 3600,
        P1: c.P1,
        P2: c.P2,
        Pv: fluid.Pv,
        rhoL: fluid.rho,
        Kv: core.C,
        FL: core.FLP / core.FP,
        xFz,
        Fd: v.Fd,
        d: core.d / 1000,
        pipe: noisePipe(v, core.d, assumed, name),
      }),
    'liquid',
    name,
    assumed,
    warnings,
  );
  return finish(name, core, { chokedDeltaP, noise, velocity, density: fluid.rho, W: c.W }, warnings);
}

interface GasFluid {
  rho1: number;
  gamma: number;
  M: number;
  mu: number;
}

function gasCase(
  c: CaseInput & { W: number },
  fluid: GasFluid,
  v: ValveGeometry,
  name: string,
  assumed: Assumed,
  warnings: SizingWarning[],
): CaseResult {
  const conditions: GasConditions = {
    P1: c.P1 / 1000,
    P2: c.P2 / 1000,
    rho1: fluid.rho1,
    gamma: fluid.gamma,
    mu: fluid.mu,
    W: c.W,
  };
  const core = sizeGas(conditions, v);
  const deltaP = c.P1 - c.P2;
  const chokedDeltaP = core.chokedDeltaP * 1000;
  if (core.regime === 'choked')
    warnings.push(sizingWarning('choked', { medium: 'gas', deltaP, chokedDeltaP }));
  regimeBoundary(core, warnings);
  const passes = checkSize(v, core, warnings);
  // Throttling keeps the temperature of a near-ideal gas: outlet density scales with pressure,
  // and the speed of sound √(γ·P/ρ) is the same at outlet and inlet.
  const rho2 = (fluid.rho1 * Math.max(c.P2, 1)) / c.P1;
  const speedOfSound = Math.sqrt((fluid.gamma * c.P1) / fluid.rho1);
  const velocity = outletVelocity(c.W / 3600 / rho2 / outletArea(v, core.d), speedOfSound, 'gas', warnings);
  const limit = GAS_MACH_LIMIT * speedOfSound;
  if (velocity !== null && velocity > limit)
    warnings.push(
      sizingWarning('velocity-high', {
        velocity,
        limit,
        mach: velocity / speedOfSound,
        machLimit: GAS_MACH_LIMIT,
      }),
    );
  const noise = predictNoise(
    passes && velocity !== null,
    core.C,
    () =>
      aerodynamicNoise({
        massFlow: c.W / 3600,
        P1: c.P1,
        P2: c.P2,
        rho1: fluid.rho1,
        T1: c.T,
        gamma: fluid.gamma,
        molarMass: fluid.M,
        Kv: core.C,
        FL: core.FLP / core.FP,
        xT: core.xTP / (core.FP * core.FP),
        Fd: v.Fd,
        Do: core.d / 1000,
        pipe: noisePipe(v, core.d, assumed, name),
      }),
    'gas',
    name,
    assumed,
    warnings,
  );
  return finish(name, core, { chokedDeltaP, noise, velocity, density: fluid.rho1, W: c.W }, warnings);
}

function finish(
  name: string,
  core: CoreResult,
  extra: { chokedDeltaP: number; noise: number | null; velocity: number | null; density: number; W: number },
  warnings: SizingWarning[],
): CaseResult {
  if (!core.converged)
    warnings.push(
      sizingWarning('not-converged', { reason: core.reason ?? 'fittings', iterations: core.iterations }),
    );
  if (extra.noise !== null && extra.noise > NOISE_LIMIT_DBA)
    warnings.push(sizingWarning('noise-high', { noise: extra.noise, limit: NOISE_LIMIT_DBA }));
  return {
    name,
    Kv: core.C,
    Cv: CV_PER_KV * core.C,
    regime: core.regime,
    FP: core.FP,
    FR: core.FR,
    Y: core.Y,
    x: core.x,
    chokedDeltaP: extra.chokedDeltaP,
    noise_dBA: extra.noise,
    warnings,
    Rev: core.Rev,
    ...(extra.velocity !== null ? { outletVelocity: extra.velocity } : {}),
    density: extra.density,
    W: extra.W,
  };
}

/** Mass flow from Q at normal conditions (ideal gas, 0 °C, 101.325 kPa), kg/h. */
function normalDensity(M: number): number {
  return (NORMAL_PRESSURE * M) / (R_MOLAR * NORMAL_TEMPERATURE);
}

function sizeSteamCase(
  c: SizingCase,
  request: SizingRequest,
  v: ValveGeometry,
  assumed: Assumed,
  warnings: SizingWarning[],
): CaseResult {
  let Tsat: number | null = null;
  let state: WaterState;
  try {
    if (c.P1 < P_CRITICAL) Tsat = saturationTemperature(c.P1);
    if (Tsat !== null && Math.abs(c.T - Tsat) <= STEAM_SATURATION_BAND) {
      warnings.push(sizingWarning('steam-wet', { T: c.T, Tsat }));
      state = saturatedVapour(c.P1);
    } else {
      state = waterState(c.P1, c.T);
    }
  } catch {
    warnings.push(sizingWarning('state-outside', { reason: 'if97', P1: c.P1, T: c.T }));
    return emptyResult(c.name, warnings);
  }
  let mu = request.fluid.viscosity;
  if (!positive(mu)) {
    try {
      mu = waterViscosity(state.rho, state.T);
    } catch {
      mu = DEFAULT_STEAM_VISCOSITY;
      assumed.set('fluid.viscosity', mu);
    }
  }
  if (state.phase === 'liquid') {
    warnings.push(sizingWarning('steam-liquid', { T: c.T, Tsat: Tsat ?? c.T }));
    let Pv: number;
    try {
      Pv = saturationPressure(c.T);
    } catch {
      warnings.push(sizingWarning('state-outside', { reason: 'if97', P1: c.P1, T: c.T }));
      return emptyResult(c.name, warnings);
    }
    const W = positive(c.W) ? c.W : (c.Q as number) * state.rho;
    const xFz = request.valve?.xFz;
    const fluid = { rho: state.rho, Pv, Pc: P_CRITICAL, mu, xFz: positive(xFz) && xFz <= 1 ? xFz : null };
    return liquidCase({ ...c, W }, fluid, v, c.name, assumed, warnings);
  }
  const W = positive(c.W) ? c.W : (c.Q as number) * normalDensity(WATER_MOLAR_MASS);
  const fluid = { rho1: state.rho, gamma: state.kappa, M: WATER_MOLAR_MASS, mu };
  return gasCase({ ...c, W }, fluid, v, c.name, assumed, warnings);
}

function sizeCase(c: SizingCase, request: SizingRequest, v: ValveGeometry, assumed: Assumed): CaseResult {
  const warnings: SizingWarning[] = [];
  const problem = checkCase(c);
  if (problem) return emptyResult(c.name, [problem]);
  const f = request.fluid;
  const need = (field: string) => {
    warnings.push(sizingWarning('state-outside', { reason: 'missing', field }));
    return emptyResult(c.name, warnings);
  };
  const withDefault = (value: number | undefined, field: string, fallback: number): number => {
    if (positive(value)) return value;
    assumed.set(field, fallback);
    return fallback;
  };
  if (request.medium === 'steam') return sizeSteamCase(c, request, v, assumed, warnings);
  if (request.medium === 'liquid') {
    if (!positive(f.density)) return need('fluid.density');
    const Pv = typeof f.vapourPressure === 'number' && f.vapourPressure >= 0 ? f.vapourPressure : 0;
    if (Pv !== f.vapourPressure) assumed.set('fluid.vapourPressure', 0);
    const fluid: LiquidFluid = {
      rho: f.density,
      Pv,
      Pc: withDefault(f.criticalPressure, 'fluid.criticalPressure', P_CRITICAL),
      mu: withDefault(f.viscosity, 'fluid.viscosity', DEFAULT_LIQUID_VISCOSITY),
      xFz: positive(request.valve?.xFz) && request.valve.xFz <= 1 ? request.valve.xFz : null,
    };
    const W = positive(c.W) ? c.W : (c.Q as number) * fluid.rho;
    return liquidCase({ ...c, W }, fluid, v, c.name, assumed, warnings);
  }
  if (!positive(f.molarMass)) return need('fluid.molarMass');
  const critical: CriticalConstants | null =
    positive(f.criticalTemperature) && positive(f.criticalPressure)
      ? { Tc: f.criticalTemperature, Pc: f.criticalPressure, omega: f.acentricFactor ?? 0 }
      : null;
  if (critical && c.T < critical.Tc) {
    const Psat = vapourPressureBound(c.T, critical);
    if (c.P1 >= Psat) {
      warnings.push(
        sizingWarning('state-outside', { reason: 'gas-liquid', P1: c.P1, T: c.T, Psat, Tc: critical.Tc }),
      );
      return emptyResult(c.name, warnings);
    }
  }
  if (!positive(f.Z)) compressibility(c, critical, warnings);
  const gamma = withDefault(f.gamma, 'fluid.gamma', DEFAULT_GAMMA);
  const Z = withDefault(f.Z, 'fluid.Z', 1);
  const fluid: GasFluid = {
    rho1: (c.P1 * f.molarMass) / (Z * R_MOLAR * c.T),
    gamma,
    M: f.molarMass,
    mu: withDefault(f.viscosity, 'fluid.viscosity', DEFAULT_GAS_VISCOSITY),
  };
  const W = positive(c.W) ? c.W : (c.Q as number) * normalDensity(f.molarMass);
  return gasCase({ ...c, W }, fluid, v, c.name, assumed, warnings);
}

/**
 * A gas sized without Z (taken as 1): warned where Z matters by the generalized virial estimate
 * at the inlet's reduced state, and, without the critical constants to judge it, asked for.
 */
function compressibility(c: SizingCase, critical: CriticalConstants | null, warnings: SizingWarning[]): void {
  if (!critical) {
    warnings.push(sizingWarning('compressibility', { reason: 'unknown' }));
    return;
  }
  const estimate = virialZ(c.P1, c.T, critical);
  // Past the estimate's own range (a minimum of B·P/RT) Z surely matters, whatever it says.
  if (!(Math.abs(1 - estimate) < COMPRESSIBILITY_TOLERANCE))
    warnings.push(
      sizingWarning('compressibility', {
        reason: 'matters',
        Pr: c.P1 / critical.Pc,
        Tr: c.T / critical.Tc,
      }),
    );
}

const NUMERIC_FIELDS = ['Kv', 'Cv', 'FP', 'FR', 'chokedDeltaP'] as const;
const OPTIONAL_FIELDS = ['Y', 'x', 'noise_dBA'] as const;
const EXTRA_FIELDS = ['Rev', 'outletVelocity', 'density', 'W'] as const;

/** The last guard: no NaN or Infinity leaves this module, whatever went wrong above. */
function finite(result: CaseResult): CaseResult {
  let broken = false;
  for (const key of NUMERIC_FIELDS) {
    if (!Number.isFinite(result[key])) {
      broken = true;
      result[key] = key === 'FP' || key === 'FR' ? 1 : 0;
    }
  }
  for (const key of OPTIONAL_FIELDS) {
    const value = result[key];
    if (value !== null && !Number.isFinite(value)) {
      broken = true;
      result[key] = null;
    }
  }
  for (const key of EXTRA_FIELDS) {
    const value = result[key];
    if (value !== undefined && !Number.isFinite(value)) delete result[key];
  }
  if (broken) {
    result.Kv = 0;
    result.Cv = 0;
    if (!result.warnings.some((w) => w.code === 'state-outside'))
      result.warnings.push(sizingWarning('state-outside', {}));
  }
  return result;
}

/** Sizes every case of the request by IEC 60534-2-1; defaults used are listed in `assumed`. */
export function sizeValve(request: SizingRequest): SizingResult {
  const assumed: Assumed = new Map();
  const v = valveGeometry(request, assumed);
  const pipeWarnings: SizingWarning[] = [];
  if (v.d !== null) {
    if (v.D1 !== null && v.D1 < v.d)
      pipeWarnings.push(sizingWarning('state-outside', { reason: 'pipe-smaller', field: 'pipe.D1' }));
    if (v.D2 !== null && v.D2 < v.d)
      pipeWarnings.push(sizingWarning('state-outside', { reason: 'pipe-smaller', field: 'pipe.D2' }));
  } else {
    assumed.set('valve.KvPerDSquared', GENERIC_KV_PER_D2);
  }
  const cases = request.cases.map((c) => {
    const result = finite(sizeCase(c, request, v, assumed));
    result.warnings.unshift(...pipeWarnings);
    return result;
  });
  return { cases, assumed: [...assumed].map(([field, value]) => ({ field, value })) };
}
