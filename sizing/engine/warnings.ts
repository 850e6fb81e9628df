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
  'noise.pipe.Di': { en: 'pipe diameter for the noise prediction', zh: '噪声预测所用管道内径' },
  'noise.pipe.cS': { en: 'speed of sound in the pipe wall', zh: '管壁声速' },
  'noise.pipe.rhoS': { en: 'pipe wall density', zh: '管壁密度' },
  'noise.Pa': { en: 'atmospheric pressure outside the pipe', zh: '管外大气压力' },
  'noise.cL': { en: 'speed of sound in the liquid', zh: '液体声速' },
  'noise.Aeta': { en: 'acoustical efficiency factor A_η', zh: '声效率系数 A_η' },
};

/** A field's name; one of a single case (`cases.<case>.<field>`) says which case. */
export function fieldName(field: string, lang: SizingLang): string {
  const ofCase = /^cases\.([^.]+)\.(.+)$/.exec(field);
  if (ofCase && FIELD_NAMES[ofCase[2]!])
    return lang === 'en'
      ? `${FIELD_NAMES[ofCase[2]!]!.en} (${ofCase[1]})`
      : `${FIELD_NAMES[ofCase[2]!]!.zh}（${ofCase[1]}）`;
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
  'noise.pipe.cS': { scale: 1, unit: 'm/s' },
  'noise.pipe.rhoS': { scale: 1, unit: 'kg/m³' },
  'noise.Pa': { scale: 0.001, unit: 'kPa' },
  'noise.cL': { scale: 1, unit: 'm/s' },
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
    case 'gas-liquid':
      return pick(
        lang,
        `At ${celsius(p, 'T')} and ${kPa(p, 'P1')} this is a liquid, not a gas: below its critical temperature (${celsius(p, 'Tc')}) the inlet pressure is above its vapour pressure (about ${kPa(p, 'Psat')}). Size it as a liquid, with its density and vapour pressure; this case is not sized as a gas.`,
        `在 ${celsius(p, 'T')}、${kPa(p, 'P1')} 下该介质是液体而非气体：低于其临界温度（${celsius(p, 'Tc')}）时，入口压力高于其饱和蒸汽压（约 ${kPa(p, 'Psat')}）。请按液体（填写其密度和饱和蒸汽压）计算；此工况不按气体计算。`,
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
  'cavitation-incipient': (p, lang) => {
    const ratios = `x_F ${formatFigure(num(p, 'xF'))} ≥ x_Fz ${formatFigure(num(p, 'xFzP1'))}`;
    const xFz = formatFigure(num(p, 'xFz'));
    return pick(
      lang,
      `Cavitation begins: the pressure drop (${kPa(p, 'deltaP')}) is past ${kPa(p, 'onset')}, where this valve starts to cavitate (${ratios} at this P1; x_Fz ${xFz} ${p.assumed ? "estimated by IEC 60534-8-4: ask for the valve's own" : 'of the valve'}). Expect trim wear and noise; consider anti-cavitation trim or a lower pressure drop.`,
      `开始空化：压差（${kPa(p, 'deltaP')}）已超过该阀开始空化的 ${kPa(p, 'onset')}（本 P1 下 ${ratios}；x_Fz ${xFz}${p.assumed ? ' 为 IEC 60534-8-4 估算值，可索取该阀实测值' : ' 为阀门数据'}）。阀内件会磨损并产生噪声；请考虑抗空化内件或减小压差。`,
    );
  },
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
  'velocity-sonic': (p, lang) =>
    p.medium === 'gas'
      ? pick(
          lang,
          `The flow would reach the speed of sound (${formatFigure(num(p, 'speedOfSound'))} m/s) in the outlet: at this outlet pressure the outlet is too small for the flow and would itself choke. No velocity is given; choose a larger outlet pipe or valve.`,
          `出口流速将达到声速（${formatFigure(num(p, 'speedOfSound'))} m/s）：在此出口压力下出口对该流量过小，出口本身将发生阻塞。不给出流速数值；请加大出口管道或阀门口径。`,
        )
      : pick(
          lang,
          `The flow would have to move faster than sound in the liquid (${formatFigure(num(p, 'speedOfSound'))} m/s) in the outlet: no pipe of this size carries it. No velocity is given; choose a larger outlet pipe or valve.`,
          `出口流速将超过液体中的声速（${formatFigure(num(p, 'speedOfSound'))} m/s），该口径的出口无法输送此流量。不给出流速数值；请加大出口管道或阀门口径。`,
        ),
  'noise-high': (p, lang) =>
    pick(
      lang,
      `Predicted noise ${formatFigure(num(p, 'noise'))} dB(A) at 1 m is above ${formatFigure(num(p, 'limit'))} dB(A), the level at which hearing protection is required; consider low-noise trim, a silencer or pipe insulation.`,
      `预测噪声在 1 m 处为 ${formatFigure(num(p, 'noise'))} dB(A)，超过需佩戴听力防护的 ${formatFigure(num(p, 'limit'))} dB(A)；请考虑低噪声内件、消声器或管道隔声。`,
    ),
  'noise-below-range': (p, lang) =>
    pick(
      lang,
      `The predicted noise is below ${formatFigure(num(p, 'limit'))} dB(A), under the range the noise methods (IEC 60534-8-3, -8-4) were fitted to, so no level is given: the valve will be quiet.`,
      `预测噪声低于 ${formatFigure(num(p, 'limit'))} dB(A)，低于噪声计算方法（IEC 60534-8-3、-8-4）的适用范围，因此不给出数值：该阀运行时很安静。`,
    ),
  'size-scope': (p, lang) =>
    pick(
      lang,
      `A valve of ${formatFigure(num(p, 'd') * 1000)} mm needs Kv ${formatFigure(num(p, 'Kv'))} here: C/(N18·d²) = ${formatFigure(num(p, 'ratio'))}, beyond the ${formatFigure(num(p, 'limit'))} up to which IEC 60534-2-1 keeps its accuracy. Only a nearly full-bore valve of this size passes it, and the figures are less certain; a larger size is safer.`,
      `${formatFigure(num(p, 'd') * 1000)} mm 阀门在此需要 Kv ${formatFigure(num(p, 'Kv'))}：C/(N18·d²) = ${formatFigure(num(p, 'ratio'))}，超出 IEC 60534-2-1 保证精度的上限 ${formatFigure(num(p, 'limit'))}。该口径只有接近全通径的阀门才能通过，计算结果也不够确定；选用更大口径更稳妥。`,
    ),
  'size-exceeded': (p, lang) =>
    pick(
      lang,
      `A valve of ${formatFigure(num(p, 'd') * 1000)} mm cannot pass this flow: it needs Kv ${formatFigure(num(p, 'Kv'))} (C/(N18·d²) = ${formatFigure(num(p, 'ratio'))}), more than even an open pipe of this size passes (about Kv ${formatFigure(num(p, 'maxKv'))}). No noise is predicted; choose a larger size.`,
      `${formatFigure(num(p, 'd') * 1000)} mm 阀门无法通过此流量：需要 Kv ${formatFigure(num(p, 'Kv'))}（C/(N18·d²) = ${formatFigure(num(p, 'ratio'))}），超过同口径直管所能通过的流量（约 Kv ${formatFigure(num(p, 'maxKv'))}）。不预测噪声；请选择更大口径。`,
    ),
  'regime-boundary': (p, lang) => {
    const turbulent = num(p, 'turbulent') === 1;
    const given = `Kv ${formatFigure(num(p, 'Kv'))} (Re_v ${formatFigure(num(p, 'Rev'))})`;
    const other = `Kv ${formatFigure(num(p, 'otherKv'))} (Re_v ${formatFigure(num(p, 'otherRev'))})`;
    // Each set of equations holds on its own side of Re_v 10 000: both do, or neither does.
    const both = turbulent === num(p, 'Rev') >= 10000;
    const [t, n] = turbulent ? [given, other] : [other, given];
    return pick(
      lang,
      `Between flow regimes: the turbulent equations (with any reducers) give ${t}, the non-turbulent ones (Annex A, the valve taken as line-sized) ${n}. ${both ? 'Both hold by their Re_v' : 'Neither holds by its own Re_v'}, so the larger, Kv ${formatFigure(num(p, 'Kv'))}, is given to be safe.`,
      `处于流态交界：湍流公式（含异径管）得 ${t}，非湍流公式（附录 A，阀门按与管道同径计）得 ${n}。按各自的 Re_v ${both ? '两者均成立' : '两者均不成立'}，为稳妥起见取较大值 Kv ${formatFigure(num(p, 'Kv'))}。`,
    );
  },
  compressibility: (p, lang) =>
    p.reason === 'matters'
      ? pick(
          lang,
          `Real-gas behaviour matters here (reduced pressure ${formatFigure(num(p, 'Pr'))}, reduced temperature ${formatFigure(num(p, 'Tr'))}), but no compressibility factor was given, so Z = 1 was assumed. Kv scales with √Z: give Z at the inlet for a figure you can rely on.`,
          `此处实际气体效应显著（对比压力 ${formatFigure(num(p, 'Pr'))}，对比温度 ${formatFigure(num(p, 'Tr'))}），但未填写压缩因子，已按 Z = 1 计算。Kv 与 √Z 成正比：请填写入口处的 Z 以得到可靠结果。`,
        )
      : pick(
          lang,
          'Z = 1 (an ideal gas) was assumed. Give the compressibility factor Z at the inlet, or the gas’s critical temperature and pressure so the sizing can judge whether Z matters here.',
          '已按 Z = 1（理想气体）计算。请填写入口处的压缩因子 Z，或填写该气体的临界温度和临界压力，以便判断 Z 的影响。',
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
