/**
 * The data sheet's actuator block (as on the IEC 60534-7 / ISA-20 form: type, model, fail action,
 * effective area, spring range, supply, required and available thrust or torque), in SI.
 */
import { inLanguage } from '../words/bilingual.js';
import { failActionText, type ActuatorChoice } from '../engine/actuator.js';
import { formatFigure, type SizingLang } from '../engine/warnings.js';
import { actuatorWarningText } from '../engine/actuator.js';
import { actuatorCopy } from '../words/actuatorCopy.js';

const bar = (pa: number) => `${formatFigure(pa / 1e5)} bar`;

export const ACTUATOR_SECTION = { en: 'Actuator', zh: '执行机构' } as const;

export function actuatorRows(a: ActuatorChoice, lang: SizingLang): { label: string; span: string }[] {
  const copy = inLanguage(actuatorCopy, lang);
  const rotary = a.motion === 'rotary';
  const force = (v: number | undefined) => `${formatFigure(v ?? 0)} ${rotary ? 'N·m' : 'N'}`;
  return [
    { label: copy.type, span: `${copy.kind[a.kind]}, ${copy.motion[a.motion]}` },
    { label: copy.model, span: a.model },
    { label: copy.failAction, span: failActionText(a.failAction, lang) },
    { label: copy.area, span: `${formatFigure(a.area)} cm²` },
    {
      label: copy.springRange,
      span: a.springRange.high > 0 ? `${bar(a.springRange.low)} – ${bar(a.springRange.high)}` : copy.noSpring,
    },
    { label: copy.supply, span: `${bar(a.supplyPressure)}(g)` },
    {
      label: rotary ? copy.requiredTorque : copy.required,
      span: force(rotary ? a.requiredTorque : a.requiredThrust),
    },
    {
      label: rotary ? copy.availableTorque : copy.available,
      span: force(rotary ? a.availableTorque : a.availableThrust),
    },
    { label: copy.margin, span: `${Math.round(a.margin * 100)} %` },
    ...a.warnings.map((w) => ({ label: copy.warnings, span: actuatorWarningText(w, lang) })),
  ];
}
