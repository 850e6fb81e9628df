/**
 * The numbers of a sizing request (types.ts): their names in both languages, their units and their
 * ranges, and the wording of every failed check. The checks themselves are schema.ts (zod), which
 * the API and the page's calculation share; the page's form reads only these names, so its first
 * load carries no zod.
 */
import type { SizingLang } from './warnings.js';

/** At most this many cases in one call (the page has three). */
export const SIZING_CASES_MAX = 10;
export const CASE_NAME_MAX = 40;

/** Failures of the checks' own rules, worded by sizingRuleText. */
export type Rule =
  | 'required'
  | 'range'
  | 'flowOne'
  | 'medium'
  | 'casesCount'
  | 'text'
  | 'type'
  | 'select'
  | 'productId'
  | 'failAction'
  | 'leakageClass'
  | 'actuatorSelect';

type Bilingual = Record<SizingLang, string>;

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
  criticalTemperature: field('Critical temperature T_c (K)', '临界温度 T_c（K）', 'K', 1, 2273.15, 1, true),
  acentricFactor: field('Acentric factor ω', '偏心因子 ω', '', -1, 3, 1, true),
  molarMass: field('Molar mass', '摩尔质量', 'g/mol', 1, 1000, 1, true),
  gamma: field('Specific heat ratio γ', '比热比 γ', '', 1, 2),
  Z: field('Compressibility factor Z', '压缩因子 Z', '', 0, 5),
  viscosity: field('Viscosity', '黏度', 'Pa·s', 0, 100),
  d: field('Valve size d', '阀门通径 d', 'm', 0.001, 5, 1, true),
  FL: field('Liquid pressure recovery factor F_L', '液体压力恢复系数 F_L', '', 0.1, 1, 1, true),
  Fd: field('Valve style modifier F_d', '阀门类型修正系数 F_d', '', 0.01, 1, 1, true),
  xT: field('Pressure differential ratio factor x_T', '压差比系数 x_T', '', 0.01, 1, 1, true),
  xFz: field('Incipient cavitation factor x_Fz', '初始空化系数 x_Fz', '', 0.01, 1, 1, true),
  ratedKv: field('Rated flow coefficient Kv', '额定流量系数 Kv', 'm³/h', 0, 200_000),
  D1: field('Inlet pipe diameter D1', '上游管道内径 D1', 'm', 0.001, 5, 1, true),
  D2: field('Outlet pipe diameter D2', '下游管道内径 D2', 'm', 0.001, 5, 1, true),
  P1: field('Inlet pressure P1', '入口压力 P1', ABSOLUTE, 0.0001, 100, 1e6, true),
  P2: field('Outlet pressure P2', '出口压力 P2', ABSOLUTE, 0.0001, 100, 1e6, true),
  T: field('Inlet temperature T', '入口温度 T', 'K', 1, 2273.15, 1, true),
  Q: field('Flow Q', '流量 Q', { en: 'm³/h or Nm³/h', zh: 'm³/h 或 Nm³/h' }, 0, 1e8),
  W: field('Mass flow W', '质量流量 W', 'kg/h', 0, 1e9),
  supplyPressure: field(
    'Supply pressure',
    '气源压力',
    { en: 'bar(g)', zh: 'bar（表压）' },
    0.5,
    20,
    1e5,
    true,
  ),
  shutoffDeltaP: field('Shut-off pressure drop', '关断压差', 'bar', 0, 500, 1e5),
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
  select: { en: 'Valve selection', zh: '选型' },
  productId: { en: 'Product', zh: '产品' },
  actuator: { en: 'Actuator', zh: '执行机构' },
  failAction: { en: 'Fail action', zh: '故障位置' },
  leakageClass: { en: 'Leakage class', zh: '泄漏等级' },
} satisfies Record<string, Bilingual>;

const format = (value: number) => String(Number(value.toPrecision(6)));

/** The name of the field at `path`, e.g. "Case 2 (normal): Inlet pressure P1 (cases[1].P1)". */
export function sizingFieldName(
  path: readonly PropertyKey[],
  lang: SizingLang,
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
  lang: SizingLang,
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
  if (message === 'select') return zh ? '须为 true 或 false' : 'must be true or false';
  if (message === 'productId')
    return zh ? '须为产品编号（正整数）' : 'must be a product id (a positive whole number)';
  if (message === 'failAction')
    return zh ? '须为 "close"、"open" 或 "last"' : 'must be "close", "open" or "last"';
  if (message === 'leakageClass') return zh ? '须为 "IV"、"V" 或 "VI"' : 'must be "IV", "V" or "VI"';
  if (message === 'actuatorSelect')
    return zh ? '仅在选型（"select": true）时可用' : 'needs the selection ("select": true)';
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
  lang: SizingLang,
  caseNames: readonly string[] = [],
): { field: string; rule: string } {
  return { field: sizingFieldName(issue.path, lang, caseNames), rule: sizingRuleText(issue, lang) };
}
