/**
 * The actuator catalogue and each valve's actuation data as staff enter them (actuator.ts sizes
 * with them): their checks, shared by the staff API and the seed, and every refusal worded in the
 * editor's language with the field (and row) named.
 */
import { z } from 'zod';
import {
  ACTUATOR_KINDS,
  FAIL_ACTIONS,
  MOTIONS,
  PACKING_TYPES,
  PLUG_BALANCES,
  type ActuationSize,
  type Actuator,
  type ValveActuation,
} from './actuator.js';
import type { SizingLang } from './warnings.js';

export const ACTUATION_ROWS_MAX = 60;
export const ACTUATOR_MODEL_MAX = 40;

/** Each figure's range, in the catalogue's units: what real valves and actuators have, with margin. */
const RANGES = {
  dn: { min: 6, max: 3000 },
  stemDiameter: { min: 3, max: 300 },
  portDiameter: { min: 0.5, max: 3000 },
  travel: { min: 1, max: 1000 },
  sealFriction: { min: 0, max: 1e6 },
  breakoutA: { min: 0, max: 1e6 },
  breakoutB: { min: 0, max: 1e6 },
  dynamicC: { min: 0, max: 1e6 },
  area: { min: 10, max: 100000 },
  springLow: { min: 0, max: 20 },
  springHigh: { min: 0, max: 20 },
  stroke: { min: 1, max: 1000 },
  maxSupply: { min: 0.5, max: 20 },
  leverArm: { min: 1, max: 2000 },
} as const;
type Figure = keyof typeof RANGES;

const figure = (name: Figure) =>
  z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'number') }).check((ctx) => {
    const { min, max } = RANGES[name];
    if (!Number.isFinite(ctx.value) || ctx.value < min || ctx.value > max)
      ctx.issues.push({ code: 'custom', message: 'range', input: ctx.value });
  });
const choice = <T extends string>(values: readonly T[]) =>
  z.enum(values as [T, ...T[]], { message: 'choice' });

const actuationSizeSchema = z.object({
  dn: figure('dn').check((ctx) => {
    if (!Number.isInteger(ctx.value))
      ctx.issues.push({ code: 'custom', message: 'integer', input: ctx.value });
  }),
  stemDiameter: figure('stemDiameter'),
  portDiameter: figure('portDiameter').optional(),
  travel: figure('travel').optional(),
  sealFriction: figure('sealFriction').optional(),
  breakoutA: figure('breakoutA').optional(),
  breakoutB: figure('breakoutB').optional(),
  dynamicC: figure('dynamicC').optional(),
}) satisfies z.ZodType<ActuationSize>;

/** A valve's actuation data: sizes ascending, each once, with the figures its motion needs. */
export const valveActuationBody = z
  .object({
    product_id: z
      .number({ message: 'required' })
      .int({ message: 'required' })
      .positive({ message: 'required' }),
    motion: choice(MOTIONS),
    plug: choice(PLUG_BALANCES),
    packing: choice(PACKING_TYPES),
    sizes: z
      .array(actuationSizeSchema, { message: 'rows' })
      .min(1, { message: 'rows' })
      .max(ACTUATION_ROWS_MAX, { message: 'rows' }),
  })
  .check((ctx) => {
    const { motion, plug, sizes } = ctx.value;
    const needs: (keyof ActuationSize)[] =
      motion === 'linear'
        ? ['portDiameter', 'travel', ...(plug === 'balanced' ? (['sealFriction'] as const) : [])]
        : ['breakoutA', 'breakoutB', 'dynamicC'];
    sizes.forEach((size, i) => {
      if (i > 0 && size.dn <= sizes[i - 1]!.dn)
        ctx.issues.push({ code: 'custom', message: 'order', path: ['sizes', i, 'dn'], input: size.dn });
      for (const name of needs)
        if (size[name] === undefined)
          ctx.issues.push({
            code: 'custom',
            message: 'required',
            path: ['sizes', i, name],
            input: undefined,
          });
    });
  });
export type ValveActuationBody = z.output<typeof valveActuationBody>;

/** An actuator: a spring range that rises, a lever arm for rotary ones, no spring on a fail-last piston. */
export const actuatorBody = z
  .object({
    model: z
      .string({ message: 'required' })
      .trim()
      .min(1, { message: 'required' })
      .max(ACTUATOR_MODEL_MAX, { message: 'text' }),
    kind: choice(ACTUATOR_KINDS),
    motion: choice(MOTIONS),
    fail_action: choice(FAIL_ACTIONS),
    area: figure('area'),
    spring_low: figure('springLow'),
    spring_high: figure('springHigh'),
    stroke: figure('stroke'),
    max_supply: figure('maxSupply'),
    lever_arm: figure('leverArm').nullable().optional(),
  })
  .check((ctx) => {
    const a = ctx.value;
    const issue = (message: string, path: string, input: unknown) =>
      ctx.issues.push({ code: 'custom', message, path: [path], input });
    if (a.fail_action !== 'last' && a.spring_high <= a.spring_low)
      issue('springOrder', 'spring_high', a.spring_high);
    if (a.fail_action === 'last' && a.spring_high > 0) issue('noSpring', 'spring_high', a.spring_high);
    if (a.kind === 'diaphragm' && a.fail_action === 'last')
      issue('diaphragmLast', 'fail_action', a.fail_action);
    if (a.motion === 'rotary' && (a.lever_arm ?? undefined) === undefined)
      issue('required', 'lever_arm', undefined);
    if (a.spring_high >= a.max_supply) issue('supply', 'max_supply', a.max_supply);
  });
export type ActuatorBody = z.output<typeof actuatorBody>;

/** A stored actuator as the sizing reads it. */
export const actuatorOf = (a: ActuatorBody): Actuator => ({
  model: a.model,
  kind: a.kind,
  motion: a.motion,
  failAction: a.fail_action,
  area: a.area,
  springLow: a.spring_low,
  springHigh: a.spring_high,
  stroke: a.stroke,
  maxSupply: a.max_supply,
  ...(a.lever_arm != null ? { leverArm: a.lever_arm } : {}),
});

/** A stored valve's data as the sizing reads it. */
export const valveActuationOf = (v: ValveActuationBody): ValveActuation => ({
  motion: v.motion,
  plug: v.plug,
  packing: v.packing,
  sizes: v.sizes,
});

const FIELDS: Record<string, Record<SizingLang, string>> = {
  product_id: { en: 'The valve', zh: '阀门' },
  motion: { en: 'Motion', zh: '运动方式' },
  plug: { en: 'Plug', zh: '阀芯' },
  packing: { en: 'Packing', zh: '填料' },
  sizes: { en: 'The sizes', zh: '口径表' },
  dn: { en: 'DN', zh: 'DN' },
  stemDiameter: { en: 'stem diameter (mm)', zh: '阀杆直径（mm）' },
  portDiameter: { en: 'port diameter (mm)', zh: '阀座直径（mm）' },
  travel: { en: 'travel (mm)', zh: '行程（mm）' },
  sealFriction: { en: 'balance-seal friction (N)', zh: '平衡密封摩擦力（N）' },
  breakoutA: { en: 'breakout A (N·m/bar)', zh: '启动扭矩系数 A（N·m/bar）' },
  breakoutB: { en: 'breakout B (N·m)', zh: '启动扭矩常数 B（N·m）' },
  dynamicC: { en: 'dynamic C (N·m/bar)', zh: '动态扭矩系数 C（N·m/bar）' },
  model: { en: 'Model', zh: '型号' },
  kind: { en: 'Type', zh: '类型' },
  fail_action: { en: 'Fail action', zh: '故障位置' },
  area: { en: 'Effective area (cm²)', zh: '有效面积（cm²）' },
  spring_low: { en: 'Spring range, lower (bar)', zh: '弹簧范围下限（bar）' },
  spring_high: { en: 'Spring range, upper (bar)', zh: '弹簧范围上限（bar）' },
  stroke: { en: 'Stroke (mm)', zh: '行程（mm）' },
  max_supply: { en: 'Maximum supply (bar)', zh: '最大气源压力（bar）' },
  lever_arm: { en: 'Lever arm (mm)', zh: '力臂（mm）' },
};

function ruleText(message: string, lang: SizingLang, field: string): string {
  const range =
    RANGES[
      (field === 'spring_low'
        ? 'springLow'
        : field === 'spring_high'
          ? 'springHigh'
          : field === 'max_supply'
            ? 'maxSupply'
            : field === 'lever_arm'
              ? 'leverArm'
              : field) as Figure
    ];
  const en: Record<string, string> = {
    required: 'is required',
    number: 'must be a number',
    range: range ? `must be between ${range.min} and ${range.max}` : 'is out of range',
    integer: 'must be a whole number',
    choice: 'is not one of the choices',
    text: `must be 1 to ${ACTUATOR_MODEL_MAX} characters`,
    rows: `must have 1 to ${ACTUATION_ROWS_MAX} rows`,
    order: 'must be larger than the row above (sizes ascending, each once)',
    springOrder: 'must be above the lower end of the spring range',
    noSpring: 'must be 0: a fail-last piston has no spring',
    diaphragmLast: 'cannot be "last" for a spring-and-diaphragm actuator',
    supply: 'must be above the upper end of the spring range',
  };
  const zh: Record<string, string> = {
    required: '为必填项',
    number: '必须是数字',
    range: range ? `必须在 ${range.min} 至 ${range.max} 之间` : '超出范围',
    integer: '必须是整数',
    choice: '不在可选项中',
    text: `须为 1 至 ${ACTUATOR_MODEL_MAX} 个字符`,
    rows: `须有 1 至 ${ACTUATION_ROWS_MAX} 行`,
    order: '必须大于上一行（口径由小到大，且不重复）',
    springOrder: '必须高于弹簧范围下限',
    noSpring: '必须为 0：故障保位的活塞执行机构没有弹簧',
    diaphragmLast: '薄膜执行机构不能选择“故障保位”',
    supply: '必须高于弹簧范围上限',
  };
  return (lang === 'en' ? en : zh)[message] ?? (lang === 'en' ? 'is not valid' : '无效');
}

/** A refusal of the actuator or valve data, worded with its field (and row) named. */
export function actuationIssueText(
  issue: { message: string; path: readonly PropertyKey[] },
  lang: SizingLang,
): string {
  const [field, i, cell] = issue.path;
  let where: string;
  if (field === 'sizes' && typeof i === 'number') {
    const name = FIELDS[String(cell)]?.[lang] ?? '';
    where =
      lang === 'en' ? `Row ${i + 1}${name ? `, ${name}` : ''}` : `第 ${i + 1} 行${name ? `，${name}` : ''}`;
  } else where = FIELDS[String(field)]?.[lang] ?? (lang === 'en' ? 'The record' : '该记录');
  const rule = ruleText(issue.message, lang, String(cell ?? field));
  return lang === 'en' ? `${where} ${rule}.` : `${where}${rule}。`;
}
