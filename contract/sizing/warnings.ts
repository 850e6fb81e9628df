/**
 * The wording of every sizing warning, in English and Chinese, from its code and figures
 * (SizingWarning.params, SI: Pa, K, m/s, dB(A)). The calculation, the public call and the page
 * all word warnings here, so a warning reads the same wherever it is shown.
 */
import type { SizingWarning, SizingWarningCode } from './types.js';

export type SizingLang = 'en' | 'zh';

type Params = Record<string, number | string>;

/** Three significant figures, without exponent for everyday magnitudes. */
export function formatFigure(value: number): string {
  if (!Number.isFinite(value)) return '–';
  const abs = Math.abs(value);
  if (abs !== 0 && (abs >= 1e6 || abs < 1e-3)) return value.toPrecision(3);
  if (abs >= 1000) return String(Math.round(value));
  return String(Number(value.toPrecision(3)));
}

function num(p: Params, key: string): number {
  const v = p[key];
  return typeof v === 'number' ? v : Number.NaN;
}

const kPa = (p: Params, key: string) => `${formatFigure(num(p, key) / 1000)} kPa`;
const celsius = (p: Params, key: string) => `${formatFigure(num(p, key) - 273.15)} °C`;

/** Names of the input fields a warning can point at. */
const FIELD_NAMES: Record<string, Record<SizingLang, string>> = {
  'fluid.density': { en: 'liquid density', zh: '液体密度' },
  'fluid.vapourPressure': { en: 'vapour pressure', zh: '饱和蒸汽压' },
  'fluid.criticalPressure': { en: 'critical pressure', zh: '临界压力' },
  'fluid.molarMass': { en: 'molar mass', zh: '摩尔质量' },
  'fluid.gamma': { en: 'specific heat ratio', zh: '比热比' },
  'fluid.Z': { en: 'compressibility factor', zh: '压缩因子' },
  'fluid.viscosity': { en: 'viscosity', zh: '黏度' },
  'valve.FL': { en: 'liquid pressure recovery factor F_L', zh: '液体压力恢复系数 F_L' },
  'valve.xT': { en: 'pressure differential ratio factor x_T', zh: '压差比系数 x_T' },
  'valve.Fd': { en: 'valve style modifier F_d', zh: '阀门类型修正系数 F_d' },
  'valve.d': { en: 'valve size', zh: '阀门口径' },
  'valve.xFz': { en: 'incipient cavitation factor x_Fz', zh: '初始空化系数 x_Fz' },
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
  'noise.pipe.Di': { en: 'pipe diameter for the noise prediction', zh: '噪声预测所用管道内径' },
};

export function fieldName(field: string, lang: SizingLang): string {
  return FIELD_NAMES[field]?.[lang] ?? field;
}

/** How a field's SI value is shown to a person: lengths in mm, pressures in kPa. */
const FIELD_DISPLAY: Record<string, { scale: number; unit: string }> = {
  'valve.d': { scale: 1000, unit: 'mm' },
  'pipe.D1': { scale: 1000, unit: 'mm' },
  'pipe.D2': { scale: 1000, unit: 'mm' },
  'noise.pipe.tS': { scale: 1000, unit: 'mm' },
  'noise.pipe.Di': { scale: 1000, unit: 'mm' },
  'fluid.viscosity': { scale: 1000, unit: 'mPa·s' },
  'fluid.density': { scale: 1, unit: 'kg/m³' },
  'fluid.vapourPressure': { scale: 0.001, unit: 'kPa' },
  'fluid.criticalPressure': { scale: 0.001, unit: 'kPa' },
  'fluid.molarMass': { scale: 1, unit: 'g/mol' },
};

/** A field's SI value as shown beside its name: the figure in its display unit, and the unit ('' for ratios). */
export function fieldDisplay(field: string, value: number): { value: number; unit: string } {
  const display = FIELD_DISPLAY[field];
  return display ? { value: value * display.scale, unit: display.unit } : { value, unit: '' };
}

type Wording = (p: Params, lang: SizingLang) => string;

const pick = (lang: SizingLang, en: string, zh: string) => (lang === 'en' ? en : zh);

function stateOutside(p: Params, lang: SizingLang): string {
  const field = typeof p.field === 'string' ? fieldName(p.field, lang) : '';
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
        `The inlet pressure (${kPa(p, 'P1')}) is not above the vapour pressure (${kPa(p, 'Pv')}): the liquid boils before the valve, and the liquid equations do not apply.`,
        `入口压力（${kPa(p, 'P1')}）不高于饱和蒸汽压（${kPa(p, 'Pv')}）：液体在阀前已沸腾，液体计算公式不适用。`,
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
        `This water or steam state (${kPa(p, 'P1')}, ${celsius(p, 'T')}) is outside what the IAPWS-IF97 property equations here cover (near the critical point, above 800 °C or above 100 MPa); this case cannot be sized.`,
        `该水或蒸汽状态（${kPa(p, 'P1')}，${celsius(p, 'T')}）超出本计算所用 IAPWS-IF97 物性公式的范围（临界点附近、高于 800 °C 或高于 100 MPa），此工况无法计算。`,
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
  choked: (p, lang) =>
    p.medium === 'liquid'
      ? pick(
          lang,
          `Choked flow: the pressure drop (${kPa(p, 'deltaP')}) exceeds ${kPa(p, 'chokedDeltaP')}, where the liquid cavitates fully and the flow stops rising. A lower outlet pressure will not pass more flow; expect damage and noise unless the valve is built for it.`,
          `阻塞流：压差（${kPa(p, 'deltaP')}）超过 ${kPa(p, 'chokedDeltaP')}，液体已完全空化，流量不再随压差增加。降低出口压力也不会增加流量；除非阀门专为此设计，否则会有损坏和噪声。`,
        )
      : pick(
          lang,
          `Choked flow: the pressure drop (${kPa(p, 'deltaP')}) exceeds ${kPa(p, 'chokedDeltaP')}, where the gas reaches the speed of sound in the valve. A lower outlet pressure will not pass more flow.`,
          `阻塞流：压差（${kPa(p, 'deltaP')}）超过 ${kPa(p, 'chokedDeltaP')}，气体在阀内已达到声速。降低出口压力也不会增加流量。`,
        ),
  'cavitation-incipient': (p, lang) =>
    typeof p.xFz === 'number'
      ? pick(
          lang,
          `Cavitation begins: the pressure drop ratio x_F = ${formatFigure(num(p, 'xF'))} reaches the valve's incipient cavitation factor x_Fz = ${formatFigure(num(p, 'xFz'))}. Vapour bubbles form and collapse in the valve, which wears the trim and makes noise; consider anti-cavitation trim or a lower pressure drop.`,
          `开始空化：压差比 x_F = ${formatFigure(num(p, 'xF'))} 已达到阀门的初始空化系数 x_Fz = ${formatFigure(num(p, 'xFz'))}。阀内产生并溃灭气泡，会磨损阀内件并产生噪声；请考虑抗空化内件或减小压差。`,
        )
      : pick(
          lang,
          `Cavitation likely: the pressure drop (${kPa(p, 'deltaP')}) reaches F_L²·(P1 − Pv) = ${kPa(p, 'limit')}. Vapour bubbles form and collapse in the valve, which wears the trim and makes noise; ask for the valve's x_Fz for a closer check, or consider anti-cavitation trim.`,
          `可能空化：压差（${kPa(p, 'deltaP')}）已达到 F_L²·(P1 − Pv) = ${kPa(p, 'limit')}。阀内产生并溃灭气泡，会磨损阀内件并产生噪声；可向厂家索取阀门的 x_Fz 以便精确判断，或考虑抗空化内件。`,
        ),
  flashing: (p, lang) =>
    pick(
      lang,
      `Flashing: the outlet pressure (${kPa(p, 'P2')}) is at or below the vapour pressure (${kPa(p, 'Pv')}), so part of the liquid turns to vapour and stays vapour downstream. The flow is choked; choose hardened trim and an outlet sized for the vapour.`,
      `闪蒸：出口压力（${kPa(p, 'P2')}）不高于饱和蒸汽压（${kPa(p, 'Pv')}），部分液体汽化并在下游保持为蒸汽。流量已阻塞；应选用硬化内件，并按蒸汽体积确定出口尺寸。`,
    ),
  'velocity-high': (p, lang) =>
    typeof p.mach === 'number'
      ? pick(
          lang,
          `Outlet velocity ${formatFigure(num(p, 'velocity'))} m/s (Mach ${formatFigure(num(p, 'mach'))}) is above the usual limit of Mach ${formatFigure(num(p, 'machLimit'))} (${formatFigure(num(p, 'limit'))} m/s here): expect noise and vibration; a larger outlet pipe or valve lowers it.`,
          `出口流速 ${formatFigure(num(p, 'velocity'))} m/s（马赫数 ${formatFigure(num(p, 'mach'))}）超过常用限值马赫数 ${formatFigure(num(p, 'machLimit'))}（此处为 ${formatFigure(num(p, 'limit'))} m/s）：会有噪声和振动；加大出口管道或阀门口径可降低流速。`,
        )
      : pick(
          lang,
          `Outlet velocity ${formatFigure(num(p, 'velocity'))} m/s is above the usual limit of ${formatFigure(num(p, 'limit'))} m/s for liquids: expect erosion and noise; a larger outlet pipe or valve lowers it.`,
          `出口流速 ${formatFigure(num(p, 'velocity'))} m/s 超过液体常用限值 ${formatFigure(num(p, 'limit'))} m/s：会有冲蚀和噪声；加大出口管道或阀门口径可降低流速。`,
        ),
  'noise-high': (p, lang) =>
    pick(
      lang,
      `Predicted noise ${formatFigure(num(p, 'noise'))} dB(A) at 1 m is above ${formatFigure(num(p, 'limit'))} dB(A), the level at which hearing protection is required; consider low-noise trim, a silencer or pipe insulation.`,
      `预测噪声在 1 m 处为 ${formatFigure(num(p, 'noise'))} dB(A)，超过需佩戴听力防护的 ${formatFigure(num(p, 'limit'))} dB(A)；请考虑低噪声内件、消声器或管道隔声。`,
    ),
  'pressure-order': (p, lang) =>
    pick(
      lang,
      `The outlet pressure (${kPa(p, 'P2')}) is not below the inlet pressure (${kPa(p, 'P1')}): nothing drives the flow, so no coefficient can be given. Check the pressures and whether both are absolute.`,
      `出口压力（${kPa(p, 'P2')}）不低于入口压力（${kPa(p, 'P1')}）：没有压差推动流动，无法给出流量系数。请检查压力值以及是否均为绝对压力。`,
    ),
  'state-outside': stateOutside,
  'steam-wet': (p, lang) =>
    pick(
      lang,
      `The steam is at saturation (${celsius(p, 'T')}; saturation ${celsius(p, 'Tsat')} at this pressure), so it may carry water droplets. It is sized as dry saturated steam; wet steam needs a larger valve and wears it faster.`,
      `蒸汽处于饱和状态（${celsius(p, 'T')}；该压力下饱和温度 ${celsius(p, 'Tsat')}），可能夹带水滴。按干饱和蒸汽计算；湿蒸汽需要更大的阀门且磨损更快。`,
    ),
  'steam-liquid': (p, lang) =>
    pick(
      lang,
      `At ${celsius(p, 'T')} the inlet is water, not steam (saturation ${celsius(p, 'Tsat')} at this pressure). It is sized as liquid water with IAPWS-IF97 properties; choose "liquid" if that is what flows.`,
      `在 ${celsius(p, 'T')} 时入口介质是水而非蒸汽（该压力下饱和温度 ${celsius(p, 'Tsat')}）。已按 IAPWS-IF97 物性作为液态水计算；如实际为液体，请选择“液体”。`,
    ),
  'not-converged': (p, lang) =>
    p.reason === 'laminar'
      ? pick(
          lang,
          'In this slow, viscous (laminar) flow no flow coefficient of a valve this size passes the flow; the figure shown is the largest it can reach. Choose a larger valve size.',
          '在此低速高黏（层流）工况下，该口径阀门的任何流量系数都无法通过所需流量；所示数值为其可达到的最大值。请选择更大口径的阀门。',
        )
      : pick(
          lang,
          `The calculation with the pipe reducers did not settle after ${formatFigure(num(p, 'iterations'))} rounds: the valve is very small for the pipe. The figure shown is approximate; choose a larger valve size.`,
          `考虑异径管的计算经 ${formatFigure(num(p, 'iterations'))} 次迭代仍未收敛：阀门相对管道过小。所示数值仅为近似值；请选择更大口径的阀门。`,
        ),
  'default-assumed': (p, lang) =>
    pick(
      lang,
      `Not given, so assumed: ${fieldName(String(p.field), lang)} = ${typeof p.value === 'number' ? formatFigure(p.value) : String(p.value)}.`,
      `未填写，按假定值计算：${fieldName(String(p.field), lang)} = ${typeof p.value === 'number' ? formatFigure(p.value) : String(p.value)}。`,
    ),
};

/** The warning in plain words, with its figures, in the given language. */
export function sizingWarningText(warning: Pick<SizingWarning, 'code' | 'params'>, lang: SizingLang): string {
  return WORDINGS[warning.code](warning.params ?? {}, lang);
}

/** A warning with its English message (the API and page reword it by code in the visitor's language). */
export function sizingWarning(code: SizingWarningCode, params: Params = {}): SizingWarning {
  return { code, message: sizingWarningText({ code, params }, 'en'), params };
}
