import { inLanguage } from '../words/bilingual.js';
import { actuatorCopy } from '../words/actuatorCopy.js';
import type { ActuatorChoice } from './actuator.js';
import { formatNumber, type UnitSystem } from './units.js';

const PSI_PER_BAR = 1e5 / 6894.757293168;
const LBF_PER_N = 1 / 4.4482216152605;
const LBF_IN_PER_NM = 1 / (4.4482216152605 * 0.0254);

/**
 * An actuator's pressures, forces and torques in a sizing's unit system (SI: bar, N; US: psi,
 * lbf): the page's actuator step and the enquiry's snapshot (console, mails) write them alike.
 */
export function dutyUnits(system: UnitSystem, lang: 'en' | 'zh') {
  const us = system === 'us';
  const n = (v: number, digits = 4) => formatNumber(v, digits, lang);
  return {
    pressureUnit: us ? 'psi' : 'bar',
    toPage: (bar: number) => (us ? bar * PSI_PER_BAR : bar),
    fromPage: (value: number) => (us ? value / PSI_PER_BAR : value),
    force: (newton: number) => (us ? `${n(newton * LBF_PER_N)} lbf` : `${n(newton)} N`),
    torque: (nm: number) => (us ? `${n(nm * LBF_IN_PER_NM)} lbf·in` : `${n(nm)} N·m`),
    pressure: (pa: number) => (us ? `${n((pa / 1e5) * PSI_PER_BAR)} psi` : `${n(pa / 1e5)} bar`),
    area: (cm2: number) => (us ? `${n(cm2 / 6.4516)} in²` : `${n(cm2)} cm²`),
  };
}

/** The chosen actuator's figures, [label, value], as the page's step and the enquiry list them. */
export function actuatorFigureRows(
  actuator: Omit<ActuatorChoice, 'thrust' | 'torque'>,
  system: UnitSystem,
  lang: 'en' | 'zh',
): [label: string, value: string][] {
  const copy = inLanguage(actuatorCopy, lang);
  const u = dutyUnits(system, lang);
  const rotary = actuator.motion === 'rotary';
  return [
    [copy.model, actuator.model],
    [
      copy.type,
      `${copy.kind[actuator.kind]}, ${copy.motion[actuator.motion]} · ${copy.fail[actuator.failAction]}`,
    ],
    [copy.area, u.area(actuator.area)],
    [
      copy.springRange,
      actuator.springRange.high > 0
        ? `${u.pressure(actuator.springRange.low)} – ${u.pressure(actuator.springRange.high)}`
        : copy.noSpring,
    ],
    rotary
      ? [copy.requiredTorque, u.torque(actuator.requiredTorque ?? 0)]
      : [copy.required, u.force(actuator.requiredThrust ?? 0)],
    rotary
      ? [copy.availableTorque, u.torque(actuator.availableTorque ?? 0)]
      : [copy.available, u.force(actuator.availableThrust ?? 0)],
    [copy.margin, `${Math.round(actuator.margin * 100)} %`],
  ];
}
