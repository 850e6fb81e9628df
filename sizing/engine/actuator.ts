import { formatFigure, type SizingLang } from './warnings.js';

/**
 * Actuator sizing: from a valve of the catalogue in one size, and the duty (fail action, supply,
 * shut-off pressure drop, leakage class), the force or torque it needs to close tight, what each
 * actuator of the catalogue gives at the closed position, and the smallest that closes it with
 * margin. Pure and SI, like sizeValve: the page runs it in the browser and POST /api/sizing on the
 * server.
 *
 * Linear (globe) valves are taken as push-down-to-close with flow up through the seat, the usual
 * arrangement: the shut-off pressure drop acts on the plug against closing.
 */

export type LeakageClass = 'IV' | 'V' | 'VI';
export const LEAKAGE_CLASSES: readonly LeakageClass[] = ['IV', 'V', 'VI'];
/** What the valve does when the air fails: the actuator's spring closes or opens it, or it stays. */
export type FailAction = 'close' | 'open' | 'last';
export const FAIL_ACTIONS: readonly FailAction[] = ['close', 'open', 'last'];
export type PackingType = 'ptfe' | 'graphite';
export const PACKING_TYPES: readonly PackingType[] = ['ptfe', 'graphite'];
export type PlugBalance = 'unbalanced' | 'balanced';
export const PLUG_BALANCES: readonly PlugBalance[] = ['unbalanced', 'balanced'];
export type Motion = 'linear' | 'rotary';
export const MOTIONS: readonly Motion[] = ['linear', 'rotary'];
export type ActuatorKind = 'diaphragm' | 'piston';
export const ACTUATOR_KINDS: readonly ActuatorKind[] = ['diaphragm', 'piston'];

/** One size of a valve as actuator sizing needs it (catalogue units: mm, N, N·m, bar). */
export interface ActuationSize {
  dn: number;
  /** Stem (linear) or shaft (rotary) diameter, mm. */
  stemDiameter: number;
  /** Linear: port (seat) diameter of the trim, mm. */
  portDiameter?: number;
  /** Linear: rated travel, mm. */
  travel?: number;
  /** Linear, balanced plug: friction of the balance seal, N. */
  sealFriction?: number;
  /** Rotary: breakout torque T_B = A·ΔP_shutoff + B; A in N·m per bar. */
  breakoutA?: number;
  /** Rotary: B in N·m (seat and bearing friction at no pressure drop). */
  breakoutB?: number;
  /** Rotary: dynamic torque T_D = C·ΔP_flowing; C in N·m per bar. */
  dynamicC?: number;
}

/** A valve's actuation data: how it moves, its plug and packing, and each size's figures. */
export interface ValveActuation {
  motion: Motion;
  plug: PlugBalance;
  packing: PackingType;
  sizes: ActuationSize[];
}

/** An actuator of the catalogue (catalogue units: cm², bar, mm). */
export interface Actuator {
  model: string;
  kind: ActuatorKind;
  motion: Motion;
  /** What its spring does when the air fails; 'last' is a double-acting piston without spring. */
  failAction: FailAction;
  /** Effective area of the diaphragm or piston, cm². */
  area: number;
  /** Bench set: the spring's pressure at the start and at the end of its stroke, bar (0 without spring). */
  springLow: number;
  springHigh: number;
  /** Stroke, mm (linear); for rotary the travel is a quarter turn. */
  stroke: number;
  /** Highest supply pressure it takes, bar. */
  maxSupply: number;
  /** Rotary: the lever arm (or pinion radius) that turns its thrust into torque, mm. */
  leverArm?: number;
}

/** The duty, SI. */
export interface ActuatorDuty {
  failAction: FailAction;
  /** Supply pressure, Pa gauge. */
  supplyPressure: number;
  /** Pressure drop the closed valve holds, Pa. */
  shutoffDeltaP: number;
  leakageClass: LeakageClass;
  /** The largest flowing pressure drop (rotary dynamic torque), Pa; taken as shutoffDeltaP when absent. */
  flowingDeltaP?: number;
}

const BAR = 1e5;
const area = (diameterMm: number | undefined) => (Math.PI / 4) * (Math.max(0, finite(diameterMm)) * MM) ** 2;
const MM = 1e-3;
const CM2 = 1e-4;
/** 1 lbf/in in N/m: 4.4482216152605 N per 0.0254 m. */
export const N_PER_M_PER_LBF_PER_IN = 4.4482216152605 / 0.0254;
const LBF = 4.4482216152605;

/**
 * Seat load per unit of port circumference for the leakage class, lbf per linear inch. Class IV:
 * 40 lbf/in, Fisher Control Valve Handbook (Emerson), table "Recommended Seat Load per Leakage
 * Class" (class IV, standard lower seat). Classes V and VI with metal seats: 300 lbf/in, the
 * figure the same table gives for class VI metal seats; the handbook reads class V from a curve
 * that rises with the pressure drop, and we take the table's class VI figure for it too so a
 * tighter class never needs less (conservative for class V at low pressure drops).
 */
export const SEAT_LOAD_LBF_PER_IN: Record<LeakageClass, number> = { IV: 40, V: 300, VI: 300 };

/**
 * Typical packing friction by stem diameter, lbf: Fisher V150 Vee-Ball reference manual (Emerson),
 * Table 2-3 "Typical Packing Friction Values": single PTFE packing (any class) and graphite
 * ribbon/filament in Class 300 (the class of most of our bodies; higher classes need more and are
 * not offered with graphite here). Stem in inches.
 */
export const PACKING_FRICTION_LBF: readonly { stemInch: number; ptfe: number; graphite: number }[] = [
  { stemInch: 5 / 16, ptfe: 20, graphite: 125 },
  { stemInch: 3 / 8, ptfe: 38, graphite: 190 },
  { stemInch: 1 / 2, ptfe: 50, graphite: 230 },
  { stemInch: 5 / 8, ptfe: 63, graphite: 290 },
  { stemInch: 3 / 4, ptfe: 75, graphite: 440 },
  { stemInch: 1, ptfe: 100, graphite: 610 },
  { stemInch: 1.25, ptfe: 120, graphite: 800 },
  { stemInch: 2, ptfe: 200, graphite: 1225 },
];

/**
 * The margin an actuator must leave over the required thrust or torque: 25 %. AUMA and Rotork ask
 * for a safety factor of at least 1.25 on pneumatic actuators for shut-off duty; the same figure
 * covers packing that tightens with age and the spread of spring rates on linear valves.
 */
export const ACTUATOR_MARGIN = 0.25;

/** Packing friction of a stem, N: the table's row for the stem, the next larger when between rows. */
export function packingFriction(stemDiameterMm: number, packing: PackingType): number {
  if (!(stemDiameterMm > 0) || !Number.isFinite(stemDiameterMm)) return 0;
  const inch = stemDiameterMm / 25.4;
  // A stem within 2 % of a tabulated size is that size (metric stems of the nominal inch sizes).
  const row = PACKING_FRICTION_LBF.find((r) => inch <= r.stemInch * 1.02) ?? PACKING_FRICTION_LBF.at(-1)!;
  const scale = inch > row.stemInch * 1.02 ? inch / row.stemInch : 1;
  return row[packing] * scale * LBF;
}

/** Seat load, N: the class's load per unit of circumference over the port's circumference. */
export function seatLoad(portDiameterMm: number, leakageClass: LeakageClass): number {
  const perMetre = SEAT_LOAD_LBF_PER_IN[leakageClass] * N_PER_M_PER_LBF_PER_IN;
  return Math.PI * Math.max(0, finite(portDiameterMm)) * MM * perMetre;
}

export interface ThrustParts {
  /** Shut-off ΔP over the unbalanced area (port area, or stem area for a balanced plug), N. */
  unbalance: number;
  seatLoad: number;
  packingFriction: number;
  /** Balance-seal friction (balanced plugs), N. */
  sealFriction: number;
  total: number;
}

/** A figure that is not finite counts as nothing: the sizing answers numbers whatever it is given. */
const finite = (v: number | undefined) => (v !== undefined && Number.isFinite(v) ? v : 0);

/** Thrust a linear valve needs to close tight at the shut-off pressure drop, N. */
export function requiredThrust(
  valve: Pick<ValveActuation, 'plug' | 'packing'>,
  size: ActuationSize,
  duty: Pick<ActuatorDuty, 'shutoffDeltaP' | 'leakageClass'>,
): ThrustParts {
  const deltaP = Math.max(0, finite(duty.shutoffDeltaP));
  const balanced = valve.plug === 'balanced';
  const unbalancedArea = balanced ? area(size.stemDiameter) : area(size.portDiameter ?? 0);
  const parts = {
    unbalance: deltaP * unbalancedArea,
    seatLoad: seatLoad(size.portDiameter ?? 0, duty.leakageClass),
    packingFriction: packingFriction(size.stemDiameter, valve.packing),
    sealFriction: balanced ? Math.max(0, finite(size.sealFriction)) : 0,
  };
  return { ...parts, total: parts.unbalance + parts.seatLoad + parts.packingFriction + parts.sealFriction };
}

export interface TorqueParts {
  /** T_B = A·ΔP_shutoff + B, N·m. */
  breakout: number;
  /** T_D = C·ΔP_flowing, N·m. */
  dynamic: number;
  /** The larger of the two, N·m. */
  total: number;
}

/**
 * Torque a rotary valve needs, N·m: the larger of the breakout torque at the shut-off pressure
 * drop and the dynamic torque at the flowing one (Fisher's torque equations, the same reference
 * manual, "Torque Equations": T_B = A(ΔP_shutoff) + B, T_D = C(ΔP_eff)).
 */
export function requiredTorque(
  size: ActuationSize,
  duty: Pick<ActuatorDuty, 'shutoffDeltaP' | 'flowingDeltaP'>,
): TorqueParts {
  const shutoff = Math.max(0, finite(duty.shutoffDeltaP)) / BAR;
  const flowing = Math.max(0, finite(duty.flowingDeltaP ?? duty.shutoffDeltaP)) / BAR;
  const breakout = Math.max(0, finite(finite(size.breakoutA) * shutoff + finite(size.breakoutB)));
  const dynamic = Math.max(0, finite(finite(size.dynamicC) * flowing));
  return { breakout, dynamic, total: Math.max(breakout, dynamic) };
}

/**
 * Thrust an actuator puts on the closed valve, N. Spring closes (fail-close): the spring at the
 * closed position, where it is least compressed: the lower bench set over the area. Air closes
 * (fail-open): the supply over the area less the spring at its most compressed, the upper bench
 * set. A double-acting piston (fail-last): the supply over the area.
 */
export function availableThrust(actuator: Actuator, supplyPressure: number): number {
  const supply = Math.max(0, finite(supplyPressure));
  const areaM2 = Math.max(0, finite(actuator.area)) * CM2;
  switch (actuator.failAction) {
    case 'close':
      return Math.max(0, finite(actuator.springLow)) * BAR * areaM2;
    case 'open':
      return Math.max(0, supply - finite(actuator.springHigh) * BAR) * areaM2;
    case 'last':
      return supply * areaM2;
  }
}

/** Torque an actuator gives at the closed valve, N·m: its thrust over its lever arm. */
export function availableTorque(actuator: Actuator, supplyPressure: number): number {
  return availableThrust(actuator, supplyPressure) * Math.max(0, finite(actuator.leverArm)) * MM;
}

export type ActuatorWarningCode =
  | 'supply-near-spring' // fail-close: little air left over the spring to open the valve
  | 'stroke-longer'; // the actuator's stroke is longer than the valve's travel: a travel stop is set

export interface ActuatorWarning {
  code: ActuatorWarningCode;
  params: Record<string, number | string>;
}

export type ActuatorReasonCode =
  | 'no-data' // the valve has no actuation data for this size
  | 'none-of-action' // no actuator of the catalogue has this fail action for this motion
  | 'supply-range' // the supply is outside what the actuators of this fail action take
  | 'too-weak'; // none gives the required thrust or torque with the margin

export interface ActuatorReason {
  code: ActuatorReasonCode;
  params: Record<string, number | string>;
}

export interface ActuatorChoice {
  model: string;
  kind: ActuatorKind;
  motion: Motion;
  failAction: FailAction;
  /** cm², as the catalogue states it. */
  area: number;
  /** Bench set, Pa gauge. */
  springRange: { low: number; high: number };
  supplyPressure: number;
  /** Linear: N. */
  requiredThrust?: number;
  availableThrust?: number;
  thrust?: ThrustParts;
  /** Rotary: N·m. */
  requiredTorque?: number;
  availableTorque?: number;
  torque?: TorqueParts;
  /** available / required − 1. */
  margin: number;
  warnings: ActuatorWarning[];
}

export type ActuatorSizing =
  { actuator: ActuatorChoice; reason: null } | { actuator: null; reason: ActuatorReason };

/** Supply below the upper bench set by less than this share leaves too little to stroke a fail-close valve. */
const SUPPLY_HEADROOM = 0.1;

/**
 * The smallest actuator (by area, then spring) of the catalogue for this valve, size and duty
 * that gives the required thrust or torque with ACTUATOR_MARGIN, or why none does.
 */
export function sizeActuator(
  valve: ValveActuation,
  dn: number,
  actuators: readonly Actuator[],
  duty: ActuatorDuty,
): ActuatorSizing {
  const size = valve.sizes.find((s) => s.dn === dn);
  // Figures that are not numbers (a damaged catalogue row) size nothing rather than answer NaN.
  const allFinite = (o: object) => Object.values(o).every((v) => typeof v !== 'number' || Number.isFinite(v));
  if (!size || !allFinite(size))
    return { actuator: null, reason: { code: 'no-data', params: { dn: finite(dn) } } };
  const rotary = valve.motion === 'rotary';
  const required = rotary ? requiredTorque(size, duty) : requiredThrust(valve, size, duty);
  const need = required.total;
  if (!Number.isFinite(need))
    return { actuator: null, reason: { code: 'no-data', params: { dn: finite(dn) } } };
  const supplyBar = Math.max(0, finite(duty.supplyPressure)) / BAR;
  // A linear actuator must stroke the valve's whole travel.
  const fitsTravel = (a: Actuator) => rotary || size.travel === undefined || a.stroke >= size.travel;
  const ofAction = actuators.filter(
    (a) => a.motion === valve.motion && a.failAction === duty.failAction && fitsTravel(a) && allFinite(a),
  );
  if (ofAction.length === 0)
    return { actuator: null, reason: { code: 'none-of-action', params: { failAction: duty.failAction } } };
  // The supply must not exceed what the actuator takes; a fail-close one must be opened by it.
  const usable = ofAction.filter(
    (a) => supplyBar <= finite(a.maxSupply) && (a.failAction !== 'close' || supplyBar > finite(a.springHigh)),
  );
  if (usable.length === 0)
    return {
      actuator: null,
      reason: {
        code: 'supply-range',
        params: {
          supply: supplyBar,
          min: Math.min(...ofAction.map((a) => (a.failAction === 'close' ? finite(a.springHigh) : 0))),
          max: Math.max(...ofAction.map((a) => finite(a.maxSupply))),
        },
      },
    };
  const give = (a: Actuator) =>
    rotary ? availableTorque(a, duty.supplyPressure) : availableThrust(a, duty.supplyPressure);
  const ordered = [...usable]
    .filter((a) => Number.isFinite(give(a)))
    .sort(
      (a, b) =>
        finite(a.area) - finite(b.area) ||
        finite(a.springLow) - finite(b.springLow) ||
        a.model.localeCompare(b.model),
    );
  const chosen = ordered.find((a) => give(a) >= need * (1 + ACTUATOR_MARGIN));
  if (!chosen) {
    if (ordered.length === 0)
      return { actuator: null, reason: { code: 'no-data', params: { dn: finite(dn) } } };
    const strongest = ordered.reduce((a, b) => (give(b) > give(a) ? b : a));
    return {
      actuator: null,
      reason: {
        code: 'too-weak',
        params: { required: need, available: give(strongest), model: strongest.model, motion: valve.motion },
      },
    };
  }
  const available = give(chosen);
  const warnings: ActuatorWarning[] = [];
  if (chosen.failAction === 'close' && supplyBar < chosen.springHigh * (1 + SUPPLY_HEADROOM))
    warnings.push({
      code: 'supply-near-spring',
      params: { supply: supplyBar, springHigh: chosen.springHigh },
    });
  if (!rotary && size.travel !== undefined && chosen.stroke > size.travel)
    warnings.push({ code: 'stroke-longer', params: { stroke: chosen.stroke, travel: size.travel } });
  return {
    reason: null,
    actuator: {
      model: chosen.model,
      kind: chosen.kind,
      motion: chosen.motion,
      failAction: chosen.failAction,
      area: chosen.area,
      springRange: { low: chosen.springLow * BAR, high: chosen.springHigh * BAR },
      supplyPressure: supplyBar * BAR,
      ...(rotary
        ? { requiredTorque: need, availableTorque: available, torque: required as TorqueParts }
        : { requiredThrust: need, availableThrust: available, thrust: required as ThrustParts }),
      margin: need > 0 && Number.isFinite(available) ? available / need - 1 : 0,
      warnings,
    },
  };
}

const pick = (lang: SizingLang, en: string, zh: string) => (lang === 'en' ? en : zh);
const figure = (v: unknown) => formatFigure(Number(v));
const FAIL_WORDS: Record<FailAction, Record<SizingLang, string>> = {
  close: { en: 'fail-close', zh: '故障关' },
  open: { en: 'fail-open', zh: '故障开' },
  last: { en: 'fail-last', zh: '故障保位' },
};

/** A fail action's name in the visitor's language. */
export const failActionText = (action: FailAction, lang: SizingLang) => FAIL_WORDS[action][lang];

/** Why no actuator of the catalogue suits the valve, in the visitor's language. */
export function actuatorReasonText(reason: ActuatorReason, lang: SizingLang): string {
  const p = reason.params;
  switch (reason.code) {
    case 'no-data':
      return pick(
        lang,
        `No actuator data for DN ${p.dn} of this valve yet: ask us to size its actuator.`,
        `该阀门 DN ${p.dn} 尚无执行机构选型数据，请联系我们选配执行机构。`,
      );
    case 'none-of-action':
      return pick(
        lang,
        `No actuator of our catalogue is ${FAIL_WORDS[p.failAction as FailAction]?.en ?? p.failAction} for this valve and travel.`,
        `样本中没有适用于该阀门及行程的${FAIL_WORDS[p.failAction as FailAction]?.zh ?? p.failAction}执行机构。`,
      );
    case 'supply-range':
      return pick(
        lang,
        `Supply ${figure(p.supply)} bar(g) does not suit the actuators of this fail action (above the spring's ${figure(p.min)} bar and at most ${figure(p.max)} bar).`,
        `气源压力 ${figure(p.supply)} bar(g) 不适用于该故障位置的执行机构（须高于弹簧范围上限 ${figure(p.min)} bar，且不超过 ${figure(p.max)} bar）。`,
      );
    case 'too-weak': {
      const unit = p.motion === 'rotary' ? 'N·m' : 'N';
      const need = `${figure(p.required)} ${unit}`;
      const best = `${figure(p.available)} ${unit}`;
      return pick(
        lang,
        `No actuator is strong enough: closing needs ${need} with a ${Math.round(ACTUATOR_MARGIN * 100)} % margin, and the strongest, ${p.model}, gives ${best}.`,
        `没有足够出力的执行机构：关闭需要 ${need}（另加 ${Math.round(ACTUATOR_MARGIN * 100)} % 余量），而出力最大的 ${p.model} 仅提供 ${best}。`,
      );
    }
  }
}

/** What to know of a chosen actuator, in the visitor's language. */
export function actuatorWarningText(warning: ActuatorWarning, lang: SizingLang): string {
  const p = warning.params;
  switch (warning.code) {
    case 'supply-near-spring':
      return pick(
        lang,
        `Supply ${figure(p.supply)} bar(g) is barely above the spring's upper bench set ${figure(p.springHigh)} bar: the valve may not open fully against friction.`,
        `气源压力 ${figure(p.supply)} bar(g) 仅略高于弹簧范围上限 ${figure(p.springHigh)} bar，克服摩擦后阀门可能无法全开。`,
      );
    case 'stroke-longer':
      return pick(
        lang,
        `The actuator's stroke (${figure(p.stroke)} mm) is longer than the valve's travel (${figure(p.travel)} mm): it is fitted with a travel stop.`,
        `执行机构行程（${figure(p.stroke)} mm）大于阀门行程（${figure(p.travel)} mm），需加装行程限位。`,
      );
  }
}
