/**
 * The checks of a sizing request (types.ts), shared by POST /api/sizing and the /sizing page, with
 * the name of every field and the wording of every failure in both languages. The ranges keep
 * the calculation inside figures that mean something (no 1e308 Pa, no negative flow) so that no
 * input can give NaN, Infinity or an endless iteration.
 */
import { z } from 'zod';
import type { Lang } from '../messages.js';
import type { SizingRequest } from './types.js';

/** At most this many cases in one call (the page has three). */
export const SIZING_CASES_MAX = 10;
export const CASE_NAME_MAX = 40;

type Bilingual = Record<Lang, string>;

/** One number of the request: its name, its SI unit as the API takes it, and its range. */
interface NumberField {
  label: Bilingual;
  /** The unit the limits are written in, and the factor from it to the API's SI unit. */
  unit: Bilingual;
  scale: number;
  /** Exclusive lower limit (greater than) unless `minInclusive`. */
  min: number;
  minInclusive?: boolean;
  max: number;
}

const field = (
  en: string,
  zh: string,
  unitText: string | Bilingual,
  min: number,
  max: number,
  scale = 1,
  minInclusive = false,
) =>
  ({
    label: { en, zh },
    unit: typeof unitText === 'string' ? { en: unitText, zh: unitText } : unitText,
    scale,
    min,
    max,
    minInclusive,
  }) satisfies NumberField;

const ABSOLUTE = { en: 'MPa abs', zh: 'MPa（绝压）' };

/** Every number a request can carry, by its name in the contract. */
export const SIZING_NUMBERS = {
  density: field('Density', '密度', 'kg/m³', 0, 25_000),
  vapourPressure: field('Vapour pressure', '饱和蒸汽压', 'MPa', 0, 100, 1e6, true),
  criticalPressure: field('Critical pressure', '临界压力', 'MPa', 0, 100, 1e6),
  molarMass: field('Molar mass', '摩尔质量', 'g/mol', 1, 1000, 1, true),
  gamma: field('Specific heat ratio γ', '比热比 γ', '', 1, 2),
  Z: field('Compressibility factor Z', '压缩因子 Z', '', 0, 5),
  viscosity: field('Viscosity', '黏度', 'Pa·s', 0, 100),
  d: field('Valve size d', '阀门通径 d', 'm', 0.001, 5, 1, true),
  FL: field('Liquid pressure recovery factor F_L', '液体压力恢复系数 F_L', '', 0.1, 1, 1, true),
  Fd: field('Valve style modifier F_d', '阀门类型修正系数 F_d', '', 0.01, 1, 1, true),
  xT: field('Pressure differential ratio factor x_T', '压差比系数 x_T', '', 0.01, 1, 1, true),
  xFz: field('Incipient cavitation factor x_Fz', '初始空化系数 x_Fz', '', 0.01, 1, 1, true),
  D1: field('Inlet pipe diameter D1', '上游管道内径 D1', 'm', 0.001, 5, 1, true),
  D2: field('Outlet pipe diameter D2', '下游管道内径 D2', 'm', 0.001, 5, 1, true),
  P1: field('Inlet pressure P1', '入口压力 P1', ABSOLUTE, 0.0001, 100, 1e6, true),
  P2: field('Outlet pressure P2', '出口压力 P2', ABSOLUTE, 0.0001, 100, 1e6, true),
  T: field('Inlet temperature T', '入口温度 T', 'K', 1, 2273.15, 1, true),
  Q: field('Flow Q', '流量 Q', { en: 'm³/h or Nm³/h', zh: 'm³/h 或 Nm³/h' }, 0, 1e8),
  W: field('Mass flow W', '质量流量 W', 'kg/h', 0, 1e9),
} as const;

export type SizingNumberName = keyof typeof SIZING_NUMBERS;

const OTHER_LABELS = {
  medium: { en: 'Medium', zh: '介质' },
  fluid: { en: 'Fluid properties', zh: '流体物性' },
  valve: { en: 'Valve factors', zh: '阀门系数' },
  pipe: { en: 'Pipe sizes', zh: '管道尺寸' },
  cases: { en: 'Cases', zh: '工况' },
  name: { en: 'Case name', zh: '工况名称' },
  flow: { en: 'Flow (Q or W)', zh: '流量（Q 或 W）' },
} satisfies Record<string, Bilingual>;

const number = (name: SizingNumberName) => {
  const { min, max, minInclusive, scale } = SIZING_NUMBERS[name];
  const low = min * scale;
  return z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'range') }).check((ctx) => {
    const v = ctx.value;
    if (!(minInclusive ? v >= low : v > low) || !(v <= max * scale) || !Number.isFinite(v))
      ctx.issues.push({ code: 'custom', message: 'range', input: v });
  });
};
const optional = (name: SizingNumberName) => number(name).optional();

/** Failures of refinements, worded by sizingIssueText. */
type Rule = 'required' | 'range' | 'flowOne' | 'medium' | 'casesCount' | 'text' | 'type';

const rule = (message: Rule, path: (string | number)[]) => ({ code: 'custom' as const, message, path });

const caseSchema = z
  .object({
    name: z
      .string({ message: 'text' })
      .trim()
      .min(1, { message: 'required' })
      .max(CASE_NAME_MAX, { message: 'text' }),
    P1: number('P1'),
    P2: number('P2'),
    T: number('T'),
    Q: optional('Q'),
    W: optional('W'),
  })
  .check((ctx) => {
    const { Q, W } = ctx.value;
    if ((Q === undefined) === (W === undefined)) ctx.issues.push({ ...rule('flowOne', ['Q']), input: Q });
  });

/** What each medium needs of the fluid: the calculation has no default for these. */
const NEEDED: Record<SizingRequest['medium'], SizingNumberName[]> = {
  liquid: ['density', 'vapourPressure'],
  gas: ['molarMass', 'gamma'],
  steam: [],
};

export const sizingRequestSchema = z
  .object({
    medium: z.enum(['liquid', 'gas', 'steam'], { message: 'medium' }),
    fluid: z
      .object({
        density: optional('density'),
        vapourPressure: optional('vapourPressure'),
        criticalPressure: optional('criticalPressure'),
        molarMass: optional('molarMass'),
        gamma: optional('gamma'),
        Z: optional('Z'),
        viscosity: optional('viscosity'),
      })
      .optional()
      .default({}),
    valve: z
      .object({
        d: optional('d'),
        FL: optional('FL'),
        Fd: optional('Fd'),
        xT: optional('xT'),
        xFz: optional('xFz'),
      })
      .optional(),
    pipe: z.object({ D1: optional('D1'), D2: optional('D2') }).optional(),
    cases: z
      .array(caseSchema, { message: 'casesCount' })
      .min(1, { message: 'casesCount' })
      .max(SIZING_CASES_MAX, { message: 'casesCount' }),
  })
  .check((ctx) => {
    const { medium, fluid } = ctx.value;
    for (const name of NEEDED[medium])
      if (fluid[name as keyof typeof fluid] === undefined)
        ctx.issues.push({ ...rule('required', ['fluid', name]), input: undefined });
  });

/** The request as the schema answers it: what sizeValve takes. */
export type CheckedSizingRequest = z.output<typeof sizingRequestSchema> & SizingRequest;

const format = (value: number) => String(Number(value.toPrecision(6)));

/** The name of the field at `path`, e.g. "Case 2 (normal): Inlet pressure P1 (cases[1].P1)". */
export function sizingFieldName(
  path: readonly PropertyKey[],
  lang: Lang,
  caseNames: readonly string[] = [],
): string {
  const keys = path.map((p) => (typeof p === 'symbol' ? '' : p));
  const last = keys.findLast((p) => typeof p === 'string') as string | undefined;
  const label =
    (last && last in SIZING_NUMBERS && SIZING_NUMBERS[last as SizingNumberName].label[lang]) ||
    (last && last in OTHER_LABELS && OTHER_LABELS[last as keyof typeof OTHER_LABELS][lang]) ||
    last ||
    (lang === 'zh' ? '请求' : 'Request');
  const wire = keys.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('');
  const caseIndex = keys[0] === 'cases' && typeof keys[1] === 'number' ? keys[1] : undefined;
  const prefix =
    caseIndex === undefined
      ? ''
      : lang === 'zh'
        ? `工况 ${caseIndex + 1}${caseNames[caseIndex] ? `（${caseNames[caseIndex]}）` : ''}的`
        : `Case ${caseIndex + 1}${caseNames[caseIndex] ? ` (${caseNames[caseIndex]})` : ''}: `;
  return lang === 'zh' ? `${prefix}${label}（${wire}）` : `${prefix}${label} (${wire})`;
}

/** What is wrong with a field, in a language: the rule it broke, with its limits. */
export function sizingRuleText(
  issue: { message: string; path: readonly PropertyKey[]; code?: string },
  lang: Lang,
): string {
  const zh = lang === 'zh';
  const last = issue.path.findLast((p) => typeof p === 'string') as string | undefined;
  const numeric = last && last in SIZING_NUMBERS ? SIZING_NUMBERS[last as SizingNumberName] : undefined;
  const message = issue.message as Rule;
  if (message === 'required') return zh ? '必须填写' : 'is required';
  if (message === 'flowOne')
    return zh ? '请填写流量 Q 或质量流量 W 二者之一' : 'needs the flow as Q or as W, one of the two';
  if (message === 'casesCount')
    return zh
      ? `须为 1 至 ${SIZING_CASES_MAX} 个工况的列表`
      : `must be a list of 1 to ${SIZING_CASES_MAX} cases`;
  if (message === 'text')
    return zh
      ? `须为不超过 ${CASE_NAME_MAX} 个字符的文字`
      : `must be text of at most ${CASE_NAME_MAX} characters`;
  if (numeric) {
    const unit = numeric.unit[lang] ? ` ${numeric.unit[lang]}` : '';
    const low = `${numeric.minInclusive ? (zh ? '不小于' : 'at least') : zh ? '大于' : 'more than'} ${format(numeric.min)}${unit}`;
    const high = `${zh ? '不大于' : 'at most'} ${format(numeric.max)}${unit}`;
    return zh ? `须为${low}且${high}的数字` : `must be a number ${low} and ${high}`;
  }
  return zh ? '格式不正确' : 'is not valid';
}

/** The first failure of a request, whole: field and rule, as the API's msg says it. */
export function sizingIssueText(
  issue: { message: string; path: readonly PropertyKey[] },
  lang: Lang,
  caseNames: readonly string[] = [],
): { field: string; rule: string } {
  return { field: sizingFieldName(issue.path, lang, caseNames), rule: sizingRuleText(issue, lang) };
}
