/**
 * The page's actuator step: the duty as the visitor sets it (bar, whatever the page's units show),
 * its form in a link (`act=close-4-10-V`, beside `s=`, so the data sheet sizes the same actuator),
 * and the duty in SI for actuator.ts, its flowing drop taken from the form's cases.
 */
import {
  FAIL_ACTIONS,
  LEAKAGE_CLASSES,
  sizeActuator,
  type Actuator,
  type ActuatorDuty,
  type ActuatorSizing,
  type FailAction,
  type LeakageClass,
  type ValveActuation,
} from '../engine/actuator.js';
import { caseRequests } from './sizingEngine.js';
import type { SizingForm } from './sizingState.js';

const BAR = 1e5;
const ATMOSPHERE = 101325;

export interface PageDuty {
  failAction: FailAction;
  /** bar(g) */
  supplyBar: number;
  /** bar */
  shutoffBar: number;
  leakageClass: LeakageClass;
}

/** What the page sends with the sizing for the actuator step (routes/valveSizing.tsx's loader). */
export interface ActuationData {
  /** Each valve's actuation data, by product id. */
  valves: Record<number, ValveActuation>;
  actuators: Actuator[];
}

/** The step's ranges, bar: what the API takes too (fields.ts). */
export const DUTY_RANGES = { supplyBar: { min: 0.5, max: 20 }, shutoffBar: { min: 0, max: 500 } } as const;

const round = (v: number) => Number(v.toPrecision(4));

export const encodeDuty = (d: PageDuty) =>
  `${d.failAction}-${round(d.supplyBar)}-${round(d.shutoffBar)}-${d.leakageClass}`;

/** The duty a link carries, or null when it is not one the page writes. */
export function decodeDuty(text: string | undefined | null): PageDuty | null {
  const parts = (text ?? '').split('-');
  if (parts.length !== 4) return null;
  const [failAction, supply, shutoff, leakageClass] = parts as [string, string, string, string];
  const supplyBar = Number(supply);
  const shutoffBar = Number(shutoff);
  if (!FAIL_ACTIONS.includes(failAction as FailAction)) return null;
  if (!LEAKAGE_CLASSES.includes(leakageClass as LeakageClass)) return null;
  const within = (v: number, r: { min: number; max: number }) =>
    Number.isFinite(v) && v >= r.min && v <= r.max;
  if (
    !within(supplyBar, DUTY_RANGES.supplyBar) ||
    !within(shutoffBar, DUTY_RANGES.shutoffBar) ||
    shutoffBar <= 0
  )
    return null;
  return {
    failAction: failAction as FailAction,
    supplyBar,
    shutoffBar,
    leakageClass: leakageClass as LeakageClass,
  };
}

/** The form's sizable cases in SI (inlet and outlet pressure, Pa absolute). */
const pressures = (form: SizingForm) =>
  caseRequests(form).flatMap((item) => item.request.cases.map((c) => ({ P1: c.P1, P2: c.P2 })));

/** The shut-off drop the step starts from: the highest inlet pressure of the cases, gauge, bar. */
export function defaultShutoffBar(form: SizingForm): number {
  const inlets = pressures(form).map((c) => c.P1 - ATMOSPHERE);
  return inlets.length ? round(Math.max(1, ...inlets) / BAR) : 10;
}

/** The duty in SI, the flowing drop the largest of the cases' (rotary dynamic torque). */
export function dutyOf(form: SizingForm, d: PageDuty): ActuatorDuty {
  const shutoffDeltaP = d.shutoffBar * BAR;
  const flowing = Math.max(0, ...pressures(form).map((c) => c.P1 - c.P2));
  return {
    failAction: d.failAction,
    supplyPressure: d.supplyBar * BAR,
    shutoffDeltaP,
    leakageClass: d.leakageClass,
    flowingDeltaP: Math.min(flowing, shutoffDeltaP),
  };
}

/** The actuator of the chosen size (`<product id>-<DN>`) for the duty. */
export function sizeChosenActuator(
  form: SizingForm,
  key: string,
  duty: PageDuty,
  data: ActuationData,
): ActuatorSizing {
  const [productId, dn] = key.split('-').map(Number) as [number, number];
  const valve = data.valves[productId];
  if (!valve) return { actuator: null, reason: { code: 'no-data', params: { dn } } };
  return sizeActuator(valve, dn, data.actuators, dutyOf(form, duty));
}
