/**
 * The wording of every sizing warning, in English and Chinese, from its code and figures
 * (SizingWarning.params, SI: Pa, K, m/s, dB(A)). The calculation, the public call and the page
 * all word warnings here, so a warning reads the same wherever it is shown.
 */
import { inLanguage } from '../words/bilingual.js';
import type { SizingWarning, SizingWarningCode } from './types.js';
import { SIZING_CASE_NAMES, type SizingCaseKey } from './snapshotText.js';
import {
  API_DISPLAY,
  formatNumber,
  quantityIn,
  quantityText,
  type DisplayUnits,
  type QuantityKind,
} from './units.js';

export type SizingLang = 'en' | 'zh';

type Params = Record<string, number | string>;

/** Three significant figures, as every figure of the page is written (units.ts's formatNumber). */
export const formatFigure = (value: number, lang: SizingLang = 'en'): string => formatNumber(value, 3, lang);

function num(p: Params, key: string): number {
  const v = p[key];
  return typeof v === 'number' ? v : Number.NaN;
}

/** How a wording writes its figures: in the visitor's language and units. */
interface Say {
  lang: SizingLang;
  units: DisplayUnits;
}

/** Names of the input fields a warning can point at. */
const FIELD_NAMES: Record<string, Record<SizingLang, string>> = {
  'fluid.density': { en: 'liquid density', zh: '液体密度' },
  'fluid.vapourPressure': { en: 'vapour pressure', zh: '饱和蒸汽压' },
  'fluid.criticalPressure': { en: 'critical pressure', zh: '临界压力' },
  'fluid.criticalTemperature': { en: 'critical temperature', zh: '临界温度' },
  'fluid.acentricFactor': { en: 'acentric factor', zh: '偏心因子' },
  'fluid.molarMass': { en: 'molar mass', zh: '摩尔质量' },
  'fluid.gamma': { en: 'specific heat ratio', zh: '比热比' },
  'fluid.Z': { en: 'compressibility factor', zh: '压缩因子' },
  'fluid.viscosity': { en: 'viscosity', zh: '黏度' },
  'valve.FL': { en: 'liquid pressure recovery factor F_L', zh: '液体压力恢复系数 F_L' },
  'valve.xT': { en: 'pressure differential ratio factor x_T', zh: '压差比系数 x_T' },
  'valve.Fd': { en: 'valve style modifier F_d', zh: '阀门类型修正系数 F_d' },
  'valve.d': { en: 'valve size', zh: '阀门口径' },
  'valve.xFz': { en: 'incipient cavitation factor x_Fz', zh: '初始空化系数 x_Fz' },
  'valve.ratedKv': { en: 'rated flow coefficient Kv', zh: '额定流量系数 Kv' },
  xFz: {
    en: 'incipient cavitation factor x_Fz (IEC 60534-8-4 estimate)',
    zh: '初始空化系数 x_Fz（IEC 60534-8-4 估算值）',
  },
  'valve.KvPerDSquared': {
    en: 'valve capacity per size (Kv/d², d in mm)',
    zh: '阀门单位口径流量系数（Kv/d²，d 以 mm 计）',
  },
  'pipe.D1': { en: 'upstream pipe diameter', zh: '上游管道内径' },
  'pipe.D2': { en: 'downstream pipe diameter', zh: '下游管道内径' },
  'case.P1': { en: 'inlet pressure', zh: '入口压力' },
  'case.P2': { en: 'outlet pressure', zh: '出口压力' },
  'case.T': { en: 'inlet temperature', zh: '入口温度' },
  'case.flow': { en: 'flow rate', zh: '流量' },
  'noise.pipe.tS': { en: 'pipe wall thickness for the noise prediction', zh: '噪声预测所用管壁厚度' },
  // The noise methods' own names of what they refuse (noise.ts).
  Do: { en: 'flow at the valve outlet', zh: '阀门出口处流动' },
  'pipe.Di': { en: 'flow in the outlet pipe', zh: '出口管道内流动' },
  'noise.pipe.Di': { en: 'pipe inside diameter for the noise prediction', zh: '噪声预测所用管道内径' },
  'noise.pipe.cS': { en: 'speed of sound in the pipe wall', zh: '管壁声速' },
  'noise.pipe.rhoS': { en: 'density of the pipe wall', zh: '管壁密度' },
  'noise.Pa': { en: 'atmospheric pressure outside the pipe', zh: '管外大气压力' },
  'noise.cL': { en: 'speed of sound in the liquid', zh: '液体声速' },
  'noise.Aeta': { en: 'acoustic efficiency factor (log) A_η', zh: '声效率系数（对数）A_η' },
};

/** Every field the calculation may assume a value for, as its `assumed` list names it (tests walk it). */
export const ASSUMABLE_FIELDS = [
  'valve.FL',
  'valve.xT',
  'valve.Fd',
  'valve.d',
  'valve.KvPerDSquared',
  'fluid.viscosity',
  'fluid.criticalPressure',
  'fluid.vapourPressure',
  'noise.pipe.Di',
  'noise.pipe.tS',
  'noise.pipe.cS',
  'noise.pipe.rhoS',
  'noise.Pa',
  'noise.cL',
  'noise.Aeta',
  'xFz',
] as const;

/** What unit each field's SI value is of (quantityIn converts it); none: a ratio. */
const FIELD_KINDS: Record<string, QuantityKind> = {
  'valve.d': 'length',
  'pipe.D1': 'length',
  'pipe.D2': 'length',
  'noise.pipe.tS': 'length',
  'noise.pipe.Di': 'length',
  'fluid.viscosity': 'viscosity',
  'fluid.density': 'density',
  'fluid.vapourPressure': 'pressure',
  'fluid.criticalPressure': 'pressure',
  'fluid.criticalTemperature': 'temperature',
  'fluid.molarMass': 'molarMass',
  'noise.pipe.cS': 'velocity',
  'noise.pipe.rhoS': 'density',
  'noise.Pa': 'pressure',
  'noise.cL': 'velocity',
};

/** Kv/d² with d in mm is Cv/d² with d in inches times this (Cv = 1.156·Kv, 1 in² = 645.16 mm²). */
const CV_PER_IN2_PER_KV_PER_MM2 = 1.156 * 645.16;

/** The calculation's name of a field without its case: `cases.max.noise.pipe.tS` → `noise.pipe.tS`. */
const splitCase = (field: string): { caseName: string | null; base: string } => {
  const ofCase = /^cases\.([^.]+)\.(.+)$/.exec(field);
  return ofCase ? { caseName: ofCase[1]!, base: ofCase[2]! } : { caseName: null, base: field };
};

/**
 * A field's name in words; one of a single case (`cases.<case>.<field>`) says which case, the
 * page's cases by their names (minimum, 最小). Never the calculation's key: a field without a name
 * of its own is called by its last part's name, else "a default of the calculation".
 */
export function fieldName(field: string, lang: SizingLang, units: DisplayUnits = API_DISPLAY): string {
  const { caseName, base } = splitCase(field);
  const names =
    base === 'valve.KvPerDSquared' && units.system === 'us'
      ? {
          en: 'valve capacity per size (Cv/d², d in inches)',
          zh: '阀门单位口径流量系数（Cv/d²，d 以英寸计）',
        }
      : (FIELD_NAMES[base] ?? { en: 'a default of the calculation', zh: '计算默认值' });
  if (caseName === null) return names[lang];
  const named = inLanguage(SIZING_CASE_NAMES, lang)[caseName as SizingCaseKey] ?? caseName;
  return lang === 'en' ? `${names.en} (${named.toLowerCase()} case)` : `${names.zh}（${named}工况）`;
}

/** A field's SI value as shown beside its name: the figure in the display units, and the unit ('' for ratios). */
export function fieldDisplay(
  field: string,
  value: number,
  units: DisplayUnits = API_DISPLAY,
): { value: number; unit: string } {
  const { base } = splitCase(field);
  if (base === 'valve.KvPerDSquared' && units.system === 'us')
    return { value: value * CV_PER_IN2_PER_KV_PER_MM2, unit: '' };
  const kind = FIELD_KINDS[base];
  return kind ? quantityIn(kind, value, units) : { value, unit: '' };
}

/** "Speed of sound in the pipe wall: 5,000 m/s": a default as the page, sheet and mails list it. */
export function assumedText(field: string, value: number, lang: SizingLang, units: DisplayUnits): string {
  const name = fieldName(field, lang, units);
  const shown = fieldDisplay(field, value, units);
  const figure = `${formatNumber(shown.value, 4, lang)}${shown.unit ? ` ${shown.unit}` : ''}`;
  return lang === 'en' ? `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${figure}` : `${name}：${figure}`;
}

/** A wording's figures, each in the visitor's language and units. */
interface Figures {
  /** Absolute pressure, pressure difference, temperature, speed, length, plain number. */
  P(key: string): string;
  dP(key: string): string;
  T(key: string): string;
  v(key: string): string;
  len(key: string): string;
  n(key: string): string;
}

function figuresOf(p: Params, { lang, units }: Say): Figures {
  const q = (kind: QuantityKind) => (key: string) => quantityText(kind, num(p, key), units, lang);
  return {
    P: q('pressure'),
    dP: q('pressureDrop'),
    T: q('temperature'),
    v: q('velocity'),
    len: q('length'),
    n: (key) => formatFigure(num(p, key), lang),
  };
}

type Wording = (p: Params, lang: SizingLang, f: Figures, units: DisplayUnits) => string;

const pick = (lang: SizingLang, en: string, zh: string) => (lang === 'en' ? en : zh);

/** IF97's limits here, 800 °C and 100 MPa, in the display units. */
const IF97_LIMITS = (units: DisplayUnits, lang: SizingLang) =>
  `${quantityText('temperature', 1073.15, units, lang)} ${lang === 'en' ? 'or above' : '或高于'} ${quantityText('pressure', 100e6, units, lang)}`;

function stateOutside(p: Params, lang: SizingLang, f: Figures, units: DisplayUnits): string {
  const field = typeof p.field === 'string' ? fieldName(p.field, lang, units) : '';
  switch (p.reason) {
    case 'missing':
      return pick(
        lang,
        `The ${field} is needed for this medium and was not given, so this case cannot be sized.`,
        `该介质需要${field}，但未填写，此工况无法计算。`,
      );
    case 'invalid':
      return pick(
        lang,
        `The ${field} must be a positive number; this case cannot be sized.`,
        `${field}必须为正数，此工况无法计算。`,
      );
    case 'inlet-flashing':
      return pick(
        lang,
        `The inlet pressure (${f.P('P1')}) is not above the vapour pressure (${f.P('Pv')}): the liquid boils before the valve, and the liquid equations do not apply.`,
        `入口压力（${f.P('P1')}）不高于饱和蒸汽压（${f.P('Pv')}）：液体在阀前已沸腾，液体计算公式不适用。`,
      );
    case 'pipe-smaller':
      return pick(
        lang,
        `The ${field} is smaller than the valve; reducers are only counted where the pipe is larger than the valve, so this side is taken as line size.`,
        `${field}小于阀门口径；只有管道大于阀门时才计入异径管，此侧按与阀门同径计算。`,
      );
    case 'if97':
      return pick(
        lang,
        `This water or steam state (${f.P('P1')}, ${f.T('T')}) is outside what the IAPWS-IF97 property equations here cover (near the critical point, above ${IF97_LIMITS(units, lang)}); this case cannot be sized.`,
        `该水或蒸汽状态（${f.P('P1')}，${f.T('T')}）超出本计算所用 IAPWS-IF97 物性公式的范围（临界点附近、高于 ${IF97_LIMITS(units, lang)}），此工况无法计算。`,
      );
    case 'gas-liquid':
      return pick(
        lang,
        `At ${f.T('T')} and ${f.P('P1')} this is a liquid, not a gas: below its critical temperature (${f.T('Tc')}) the inlet pressure is above its vapour pressure (about ${f.P('Psat')}). Size it as a liquid, with its density and vapour pressure; this case is not sized as a gas.`,
        `在 ${f.T('T')}、${f.P('P1')} 下该介质是液体而非气体：低于其临界温度（${f.T('Tc')}）时，入口压力高于其饱和蒸汽压（约 ${f.P('Psat')}）。请按液体（填写其密度和饱和蒸汽压）计算；此工况不按气体计算。`,
      );
    case 'noise':
      return pick(
        lang,
        `Noise cannot be predicted for this case (${field} outside the method's limits); the sizing itself is unaffected.`,
        `此工况无法预测噪声（${field}超出方法适用范围）；口径计算本身不受影响。`,
      );
    default:
      return pick(
        lang,
        'This case is outside what the sizing equations cover; its result is not reliable.',
        '此工况超出计算公式的适用范围，结果不可靠。',
      );
  }
}

const WORDINGS: Record<SizingWarningCode, Wording> = {
  choked: (p, lang, f) =>
    p.medium === 'liquid'
      ? pick(
          lang,
          `Choked flow: the pressure drop (${f.dP('deltaP')}) exceeds ${f.dP('chokedDeltaP')}, where the liquid cavitates fully and the flow stops rising. A lower outlet pressure will not pass more flow; expect damage and noise unless the valve is built for it.`,
          `阻塞流：压差（${f.dP('deltaP')}）超过 ${f.dP('chokedDeltaP')}，液体已完全空化，流量不再随压差增加。降低出口压力也不会增加流量；除非阀门专为此设计，否则会有损坏和噪声。`,
        )
      : pick(
          lang,
          `Choked flow: the pressure drop (${f.dP('deltaP')}) exceeds ${f.dP('chokedDeltaP')}, where the gas reaches the speed of sound in the valve. A lower outlet pressure will not pass more flow.`,
          `阻塞流：压差（${f.dP('deltaP')}）超过 ${f.dP('chokedDeltaP')}，气体在阀内已达到声速。降低出口压力也不会增加流量。`,
        ),
  'cavitation-incipient': (p, lang, f) => {
    const ratios = `x_F ${f.n('xF')} ≥ x_Fz ${f.n('xFzP1')}`;
    const xFz = f.n('xFz');
    return pick(
      lang,
      `Cavitation begins: the pressure drop (${f.dP('deltaP')}) is past ${f.dP('onset')}, where this valve starts to cavitate (${ratios} at this P1; x_Fz ${xFz} ${p.assumed ? "estimated by IEC 60534-8-4: ask for the valve's own" : 'of the valve'}). Expect trim wear and noise; consider anti-cavitation trim or a lower pressure drop.`,
      `开始空化：压差（${f.dP('deltaP')}）已超过该阀开始空化的 ${f.dP('onset')}（本 P1 下 ${ratios}；x_Fz ${xFz}${p.assumed ? ' 为 IEC 60534-8-4 估算值，可索取该阀实测值' : ' 为阀门数据'}）。阀内件会磨损并产生噪声；请考虑抗空化内件或减小压差。`,
    );
  },
  flashing: (p, lang, f) =>
    pick(
      lang,
      `Flashing: the outlet pressure (${f.P('P2')}) is at or below the vapour pressure (${f.P('Pv')}), so part of the liquid turns to vapour and stays vapour downstream. The flow is choked; choose hardened trim and an outlet sized for the vapour.`,
      `闪蒸：出口压力（${f.P('P2')}）不高于饱和蒸汽压（${f.P('Pv')}），部分液体汽化并在下游保持为蒸汽。流量已阻塞；应选用硬化内件，并按蒸汽体积确定出口尺寸。`,
    ),
  'velocity-high': (p, lang, f) =>
    typeof p.mach === 'number'
      ? pick(
          lang,
          `Outlet velocity ${f.v('velocity')} (Mach ${f.n('mach')}) is above the usual limit of Mach ${f.n('machLimit')} (${f.v('limit')} here): expect noise and vibration; a larger outlet pipe or valve lowers it.`,
          `出口流速 ${f.v('velocity')}（马赫数 ${f.n('mach')}）超过常用限值马赫数 ${f.n('machLimit')}（此处为 ${f.v('limit')}）：会有噪声和振动；加大出口管道或阀门口径可降低流速。`,
        )
      : pick(
          lang,
          `Outlet velocity ${f.v('velocity')} is above the usual limit of ${f.v('limit')} for liquids: expect erosion and noise; a larger outlet pipe or valve lowers it.`,
          `出口流速 ${f.v('velocity')} 超过液体常用限值 ${f.v('limit')}：会有冲蚀和噪声；加大出口管道或阀门口径可降低流速。`,
        ),
  'velocity-sonic': (p, lang, f) =>
    p.medium === 'gas'
      ? pick(
          lang,
          `The flow would reach the speed of sound (${f.v('speedOfSound')}) in the outlet: at this outlet pressure the outlet is too small for the flow and would itself choke. No velocity is given; choose a larger outlet pipe or valve.`,
          `出口流速将达到声速（${f.v('speedOfSound')}）：在此出口压力下出口对该流量过小，出口本身将发生阻塞。不给出流速数值；请加大出口管道或阀门口径。`,
        )
      : pick(
          lang,
          `The flow would have to move faster than sound in the liquid (${f.v('speedOfSound')}) in the outlet: no pipe of this size carries it. No velocity is given; choose a larger outlet pipe or valve.`,
          `出口流速将超过液体中的声速（${f.v('speedOfSound')}），该口径的出口无法输送此流量。不给出流速数值；请加大出口管道或阀门口径。`,
        ),
  'noise-high': (p, lang, f) =>
    pick(
      lang,
      `Predicted noise ${f.n('noise')} dB(A) at 1 m is above ${f.n('limit')} dB(A), the level at which hearing protection is required; consider low-noise trim, a silencer or pipe insulation.`,
      `预测噪声在 1 m 处为 ${f.n('noise')} dB(A)，超过需佩戴听力防护的 ${f.n('limit')} dB(A)；请考虑低噪声内件、消声器或管道隔声。`,
    ),
  'noise-below-range': (p, lang, f) =>
    pick(
      lang,
      `The predicted noise is below ${f.n('limit')} dB(A), under the range the noise methods (IEC 60534-8-3, -8-4) were fitted to, so no level is given: the valve will be quiet.`,
      `预测噪声低于 ${f.n('limit')} dB(A)，低于噪声计算方法（IEC 60534-8-3、-8-4）的适用范围，因此不给出数值：该阀运行时很安静。`,
    ),
  'size-scope': (p, lang, f) =>
    pick(
      lang,
      `A valve of ${f.len('d')} needs Kv ${f.n('Kv')} here: C/(N18·d²) = ${f.n('ratio')}, beyond the ${f.n('limit')} up to which IEC 60534-2-1 keeps its accuracy. Only a nearly full-bore valve of this size passes it, and the figures are less certain; a larger size is safer.`,
      `${f.len('d')} 阀门在此需要 Kv ${f.n('Kv')}：C/(N18·d²) = ${f.n('ratio')}，超出 IEC 60534-2-1 保证精度的上限 ${f.n('limit')}。该口径只有接近全通径的阀门才能通过，计算结果也不够确定；选用更大口径更稳妥。`,
    ),
  'size-exceeded': (p, lang, f) =>
    pick(
      lang,
      `A valve of ${f.len('d')} cannot pass this flow: it needs Kv ${f.n('Kv')} (C/(N18·d²) = ${f.n('ratio')}), more than even an open pipe of this size passes (about Kv ${f.n('maxKv')}). No noise is predicted; choose a larger size.`,
      `${f.len('d')} 阀门无法通过此流量：需要 Kv ${f.n('Kv')}（C/(N18·d²) = ${f.n('ratio')}），超过同口径直管所能通过的流量（约 Kv ${f.n('maxKv')}）。不预测噪声；请选择更大口径。`,
    ),
  'regime-boundary': (p, lang, f) => {
    const turbulent = num(p, 'turbulent') === 1;
    const given = `Kv ${f.n('Kv')} (Re_v ${f.n('Rev')})`;
    const other = `Kv ${f.n('otherKv')} (Re_v ${f.n('otherRev')})`;
    // Each set of equations holds on its own side of Re_v 10 000: both do, or neither does.
    const both = turbulent === num(p, 'Rev') >= 10000;
    const [t, n] = turbulent ? [given, other] : [other, given];
    return pick(
      lang,
      `Between flow regimes: the turbulent equations (with any reducers) give ${t}, the non-turbulent ones (Annex A, the valve taken as line-sized) ${n}. ${both ? 'Both hold by their Re_v' : 'Neither holds by its own Re_v'}, so the larger, Kv ${f.n('Kv')}, is given to be safe.`,
      `处于流态交界：湍流公式（含异径管）得 ${t}，非湍流公式（附录 A，阀门按与管道同径计）得 ${n}。按各自的 Re_v ${both ? '两者均成立' : '两者均不成立'}，为稳妥起见取较大值 Kv ${f.n('Kv')}。`,
    );
  },
  compressibility: (p, lang, f) =>
    p.reason === 'matters'
      ? pick(
          lang,
          `Real-gas behaviour matters here (reduced pressure ${f.n('Pr')}, reduced temperature ${f.n('Tr')}), but no compressibility factor was given, so Z = 1 was assumed. Kv scales with √Z: give Z at the inlet for a figure you can rely on.`,
          `此处实际气体效应显著（对比压力 ${f.n('Pr')}，对比温度 ${f.n('Tr')}），但未填写压缩因子，已按 Z = 1 计算。Kv 与 √Z 成正比：请填写入口处的 Z 以得到可靠结果。`,
        )
      : pick(
          lang,
          'Z = 1 (an ideal gas) was assumed. Give the compressibility factor Z at the inlet, or the gas’s critical temperature and pressure so the sizing can judge whether Z matters here.',
          '已按 Z = 1（理想气体）计算。请填写入口处的压缩因子 Z，或填写该气体的临界温度和临界压力，以便判断 Z 的影响。',
        ),
  'pressure-order': (p, lang, f) =>
    pick(
      lang,
      `The outlet pressure (${f.P('P2')}) is not below the inlet pressure (${f.P('P1')}): nothing drives the flow, so no coefficient can be given. Check the pressures and whether both are absolute.`,
      `出口压力（${f.P('P2')}）不低于入口压力（${f.P('P1')}）：没有压差推动流动，无法给出流量系数。请检查压力值以及是否均为绝对压力。`,
    ),
  'state-outside': stateOutside,
  'steam-wet': (p, lang, f) =>
    pick(
      lang,
      `The steam is at saturation (${f.T('T')}; saturation ${f.T('Tsat')} at this pressure), so it may carry water droplets. It is sized as dry saturated steam; wet steam needs a larger valve and wears it faster.`,
      `蒸汽处于饱和状态（${f.T('T')}；该压力下饱和温度 ${f.T('Tsat')}），可能夹带水滴。按干饱和蒸汽计算；湿蒸汽需要更大的阀门且磨损更快。`,
    ),
  'steam-liquid': (p, lang, f) =>
    pick(
      lang,
      `At ${f.T('T')} the inlet is water, not steam (saturation ${f.T('Tsat')} at this pressure). It is sized as liquid water with IAPWS-IF97 properties; choose "liquid" if that is what flows.`,
      `在 ${f.T('T')} 时入口介质是水而非蒸汽（该压力下饱和温度 ${f.T('Tsat')}）。已按 IAPWS-IF97 物性作为液态水计算；如实际为液体，请选择“液体”。`,
    ),
  'not-converged': (p, lang, f) =>
    p.reason === 'laminar'
      ? pick(
          lang,
          'In this slow, viscous (laminar) flow no flow coefficient of a valve this size passes the flow; the figure shown is the largest it can reach. Choose a larger valve size.',
          '在此低速高黏（层流）工况下，该口径阀门的任何流量系数都无法通过所需流量；所示数值为其可达到的最大值。请选择更大口径的阀门。',
        )
      : pick(
          lang,
          `The calculation with the pipe reducers did not settle after ${f.n('iterations')} rounds: the valve is very small for the pipe. The figure shown is approximate; choose a larger valve size.`,
          `考虑异径管的计算经 ${f.n('iterations')} 次迭代仍未收敛：阀门相对管道过小。所示数值仅为近似值；请选择更大口径的阀门。`,
        ),
  'default-assumed': (p, lang, _f, units) => {
    const value =
      typeof p.value === 'number'
        ? assumedText(String(p.field), p.value, lang, units)
        : `${fieldName(String(p.field), lang, units)}${lang === 'en' ? ': ' : '：'}${String(p.value)}`;
    return pick(lang, `Not given, so assumed: ${value}.`, `未填写，按假定值计算：${value}。`);
  },
};

/** The warning in plain words, with its figures, in the given language. */
/**
 * The warning in plain words, with its figures, in the given language and units (the page's and
 * the data sheet's: those of the visitor's inputs; the API's: kPa and °C).
 */
export function sizingWarningText(
  warning: Pick<SizingWarning, 'code' | 'params'>,
  lang: SizingLang,
  units: DisplayUnits = API_DISPLAY,
): string {
  const params = warning.params ?? {};
  return WORDINGS[warning.code](params, lang, figuresOf(params, { lang, units }), units);
}

/** Each warning in a few words: where only its code is kept (an enquiry's sizing), a reader sees these. */
const WARNING_TITLES: Record<SizingWarningCode, Record<SizingLang, string>> = {
  choked: { en: 'choked flow', zh: '阻塞流' },
  'cavitation-incipient': {
    en: 'cavitation begins: consider anti-cavitation trim',
    zh: '开始空化：建议抗空化内件',
  },
  flashing: { en: 'flashing: hardened trim needed', zh: '闪蒸：需硬化内件' },
  'velocity-high': { en: 'outlet velocity above the usual limit', zh: '出口流速超过常用限值' },
  'velocity-sonic': { en: 'outlet flow would be sonic', zh: '出口流速将达声速' },
  'noise-high': { en: 'noise above 85 dB(A)', zh: '噪声超过 85 dB(A)' },
  'noise-below-range': { en: 'quiet: noise below the methods’ range', zh: '很安静：噪声低于方法范围' },
  'size-scope': { en: 'nearly full-bore at this size', zh: '该口径接近全通径' },
  'size-exceeded': { en: 'this size cannot pass the flow', zh: '该口径无法通过此流量' },
  'regime-boundary': { en: 'between flow regimes', zh: '处于流态交界' },
  compressibility: { en: 'Z = 1 assumed', zh: '按 Z = 1 计算' },
  'pressure-order': { en: 'outlet pressure not below inlet', zh: '出口压力不低于入口压力' },
  'state-outside': { en: 'outside the equations’ range', zh: '超出公式适用范围' },
  'steam-wet': { en: 'saturated steam, may be wet', zh: '饱和蒸汽，可能含水' },
  'steam-liquid': { en: 'the inlet is water, not steam', zh: '入口为水而非蒸汽' },
  'not-converged': { en: 'calculation did not settle', zh: '计算未收敛' },
  'default-assumed': { en: 'a value was assumed', zh: '采用了默认值' },
};

/** A warning's few words, by its code; a code this version does not know is given as it is. */
export function sizingWarningTitle(code: string, lang: SizingLang): string {
  return WARNING_TITLES[code as SizingWarningCode]?.[lang] ?? code;
}

/** A warning with its English message (the API and page reword it by code in the visitor's language). */
export function sizingWarning(code: SizingWarningCode, params: Params = {}): SizingWarning {
  return { code, message: sizingWarningText({ code, params }, 'en'), params };
}
