/**
 * The sizing data sheet: one sizing of the /sizing page (its `?s=` state) as a control-valve
 * specification sheet in the manner of IEC 60534-7 and ISA-20 forms: a bordered A4 grid with the
 * process data of each case in its own column, the results, the warnings, the defaults assumed
 * and the chosen valve. Up to three cases to a page; more flow onto further pages.
 *
 * Figures are shown in the units the visitor chose on the page; what the state does not carry
 * (pressure drop, density, viscosity) takes the unit of its nearest chosen quantity.
 */
import { inLanguage } from '../words/bilingual.js';
import crypto from 'node:crypto';
import PDFDocument from 'pdfkit';
import { SIZING_NUMBERS, sizingRuleText, type SizingNumberName } from '../engine/fields.js';
import { FLUIDS } from '../engine/fluids.js';
import { ratingLabel, type BodyRating } from '../engine/ratings.js';
import {
  density,
  displayUnitsOf,
  formatNumber,
  NOMINAL_SIZES,
  pressureDifference,
  pressureFromSI,
  quantityIn,
  quantityText,
  unitLabel,
  viscosity,
  type PressureUnit,
} from '../engine/units.js';
import type { SizingLang } from '../engine/warnings.js';
import { caseRequests, labelOf, sizeFormView, type CaseView } from '../form/sizingEngine.js';
import {
  atmospherePa,
  CASE_KEYS,
  dropIn,
  encodeForm,
  readNumber,
  type FieldKey,
  type SizingForm,
} from '../form/sizingState.js';
import { sizingCopy } from '../words/sizingCopy.js';
import type { CjkFont } from './cjkFont.js';
import type { ActuatorChoice } from '../engine/actuator.js';
import { ACTUATOR_SECTION, actuatorRows } from './actuatorRows.js';

/**
 * The valve chosen for the sizing, as the selection names it (sizing/engine/selection.ts's
 * SelectionCandidate has these fields and more): typed by shape so either can be passed.
 */
export interface ChosenValve {
  model: string;
  dn: number;
  nps: string;
  ratedKv: number;
  ratedCv: number;
  characteristic: 'linear' | 'equal-percentage' | 'quick-opening';
  /** Pressure class (or PN) and body material holding every case; allowable in bar(g) at the worst case's T. */
  rating: BodyRating | null;
  /** Relative travel 0…1 per case, by case name (min, normal, max). */
  travel: { name: string; Kv: number | null; travel: number | null }[];
}

export interface SizingSheetInput {
  form: SizingForm;
  lang: SizingLang;
  chosen?: ChosenValve | null;
  /** The chosen valve's actuator, when the page sized one. */
  actuator?: ActuatorChoice | null;
  /** The CJK font: needed for Chinese; in English it draws only symbols Helvetica lacks. */
  cjkFont: CjkFont | null;
  now?: Date;
}

const COPY = {
  en: {
    company: 'Maple River Controls',
    companyLine: 'Control valves · sizing and selection',
    title: 'Control valve specification sheet',
    subtitle: 'Form after IEC 60534-7 / ISA-20 · sized to IEC 60534-2-1',
    reference: 'Reference',
    date: 'Date',
    page: 'Page',
    pageOf: (page: number, pages: number) => `${page} of ${pages}`,
    tag: 'Tag no.',
    service: 'Service',
    line: 'Line / P&ID',
    sections: {
      process: 'Process conditions',
      valve: 'Valve and piping (as sized)',
      results: 'Calculated results',
      chosen: 'Selected valve',
      warnings: 'Warnings',
      assumed: 'Defaults assumed where nothing was given',
      notes: 'Notes',
    },
    quantity: 'Quantity',
    unit: 'Unit',
    medium: 'Medium / fluid',
    dropLabel: 'Pressure drop P1 - P2',
    densityLabel: 'Inlet density',
    viscosityLabel: 'Viscosity',
    atm: 'Atmospheric pressure (for gauge pressures)',
    requiredKv: 'Required flow coefficient Kv',
    requiredCv: 'Required flow coefficient Cv',
    travel: 'Valve travel',
    notSized: 'not sized',
    assumedMark: 'assumed',
    estimated: '(IEC 60534-8-4 estimate, per case)',
    model: 'Model',
    size: 'Size DN / NPS',
    rated: 'Rated flow coefficient Kv / Cv (full travel)',
    characteristic: 'Inherent characteristic',
    characteristics: {
      linear: 'Linear',
      'equal-percentage': 'Equal percentage',
      'quick-opening': 'Quick opening',
    },
    rating: 'Pressure class / body material',
    allowable: 'Allowable pressure at the worst case',
    noRating: 'to be confirmed by Maple River Controls',
    noChosen:
      'No valve chosen: this sheet states the sizing only. Choose a valve on the sizing page, or ask us to select one.',
    noWarnings: 'No warnings.',
    none: 'None.',
    notes: [
      'Sized by IEC 60534-2-1 (the equations of ANSI/ISA-75.01.01); noise by IEC 60534-8-3 (gases) and -8-4 (liquids); water and steam properties by IAPWS-IF97.',
      'Figures are for guidance. Maple River Controls confirms the valve, its trim and its rating with the quotation.',
    ],
    signatures: ['Prepared', 'Checked', 'Approved', 'Revision'],
    continued: 'continued',
    file: 'control-valve-data-sheet',
  },
  zh: {
    company: '枫河控制阀',
    companyLine: 'Maple River Controls · 调节阀选型',
    title: '调节阀规格书',
    subtitle: '格式参照 IEC 60534-7 / ISA-20 · 按 IEC 60534-2-1 计算',
    reference: '编号',
    date: '日期',
    page: '页码',
    pageOf: (page: number, pages: number) => `第 ${page} 页，共 ${pages} 页`,
    tag: '位号',
    service: '用途',
    line: '管线 / P&ID',
    sections: {
      process: '工艺条件',
      valve: '阀门与管道（计算所用）',
      results: '计算结果',
      chosen: '选定阀门',
      warnings: '警告',
      assumed: '未填写时采用的默认值',
      notes: '说明',
    },
    quantity: '参数',
    unit: '单位',
    medium: '介质 / 流体',
    dropLabel: '压差 P1 − P2',
    densityLabel: '入口密度',
    viscosityLabel: '黏度',
    atm: '当地大气压（用于表压）',
    requiredKv: '所需流量系数 Kv',
    requiredCv: '所需流量系数 Cv',
    travel: '阀门开度',
    notSized: '未计算',
    assumedMark: '默认',
    estimated: '（IEC 60534-8-4 估算值，按工况）',
    model: '型号',
    size: '口径 DN / NPS',
    rated: '额定流量系数 Kv / Cv（全开）',
    characteristic: '固有流量特性',
    characteristics: { linear: '线性', 'equal-percentage': '等百分比', 'quick-opening': '快开' },
    rating: '压力等级 / 阀体材料',
    allowable: '最不利工况下的许用压力',
    noRating: '待枫河控制阀确认',
    noChosen: '尚未选定阀门：本表仅列出选型计算。请在选型页面选择阀门，或请我们为您选型。',
    noWarnings: '无警告。',
    none: '无。',
    notes: [
      '按 IEC 60534-2-1（与 ANSI/ISA-75.01.01 方程相同）计算；噪声按 IEC 60534-8-3（气体）和 -8-4（液体）预测；水和蒸汽物性按 IAPWS-IF97。',
      '以上数据仅供参考。阀门、阀内件及压力等级以枫河控制阀的报价确认为准。',
    ],
    signatures: ['编制', '校核', '批准', '版次'],
    continued: '续',
    file: '调节阀规格书',
  },
} as const;

/** The sheet's reference: the same sizing always gets the same one, whatever the language. */
export function sheetReference(form: SizingForm): string {
  const digest = crypto.createHash('sha256').update(encodeForm(form)).digest('hex');
  return `MRC-SZ-${digest.slice(0, 8).toUpperCase()}`;
}

/** The file name the sheet downloads under. */
export function sheetFileName(form: SizingForm, lang: SizingLang): string {
  return `${sheetReference(form)}-${COPY[lang].file}.pdf`;
}

// Fonts ---------------------------------------------------------------------------------------

/** Characters of PDF's standard fonts (WinAnsi) beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const fitsStandardFont = (text: string) =>
  [...text].every((c) => c.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(c));

/** Without a CJK font on the machine, what Helvetica cannot draw is spelled out. */
const SPELLED: Record<string, string> = {
  Δ: 'd',
  '≤': '<=',
  '≥': '>=',
  '−': '-',
  '→': '->',
  '↔': '<->',
  '≈': '~',
  '∝': '~',
  '√': 'sqrt',
  '∞': 'inf',
  γ: 'gamma',
  ρ: 'rho',
  μ: 'µ',
  '⁻': '^-',
  '⁴': '^4',
};
const spell = (text: string) =>
  [...text].map((c) => (fitsStandardFont(c) ? c : (SPELLED[c] ?? '?'))).join('');

interface Fonts {
  /** The font and the text to draw for a string, regular or bold. */
  pick(text: string, bold?: boolean): { font: string; text: string };
}

function setUpFonts(doc: PDFKit.PDFDocument, lang: SizingLang, cjk: CjkFont | null): Fonts {
  if (cjk) doc.registerFont('cjk', cjk.file, cjk.face);
  if (lang === 'zh') {
    if (!cjk) throw new Error('The Chinese data sheet needs a CJK font');
    return { pick: (text) => ({ font: 'cjk', text }) };
  }
  // English in Helvetica, crisp and with a bold; a string with a symbol it lacks in the CJK font's.
  return {
    pick(raw, bold = false) {
      // The warnings' minus sign (U+2212) reads the same as Helvetica's en dash.
      const text = raw.replace(/−/g, '–');
      if (fitsStandardFont(text)) return { font: bold ? 'Helvetica-Bold' : 'Helvetica', text };
      return cjk ? { font: 'cjk', text } : { font: bold ? 'Helvetica-Bold' : 'Helvetica', text: spell(text) };
    },
  };
}

// Layout --------------------------------------------------------------------------------------

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 28;
const CONTENT = PAGE.width - 2 * MARGIN;
const ROW = 12.5;
/** Paragraphs' font size, and the smaller one long warnings may take. */
const BODY_SIZE = 7.5;
const SMALL_SIZE = 6.5;
const LABEL_W = 178;
const UNIT_W = 58;
const PAIR_LABEL_W = 156;
const CASES_PER_PAGE = 3;
const HEADER_H = 48;
const HEADER_RIGHT = 150;
const HEADER_KEY = 52;
/** Where the header's "page n of N" goes. */
const PAGE_NUMBER_CELL = {
  x: MARGIN + CONTENT - HEADER_RIGHT + HEADER_KEY,
  y: MARGIN + (2 * HEADER_H) / 3,
  width: HEADER_RIGHT - HEADER_KEY,
  height: HEADER_H / 3,
};
const INK = '#1a1a1a';
const RULE = '#555555';
const BAND = '#dfe6ee';
const HEAD = '#f2f4f7';

interface Cell {
  text: string;
  bold?: boolean;
  align?: 'left' | 'center' | 'right';
  fill?: string;
  size?: number;
}

/** A figure on its own, across the case columns. */
type SpanRow = { label: string; span: string };
type Row = { label: string; unit: string; values: string[] } | SpanRow;

/** The sheet's data, in words and figures, before any drawing. */
interface SheetContent {
  caseNames: string[];
  process: Row[];
  valve: SpanRow[];
  results: Row[];
  chosen: SpanRow[] | string;
  warnings: string[];
  assumed: string;
}

function sheetContent(input: SizingSheetInput): SheetContent {
  const { form, lang, chosen } = input;
  const copy = COPY[lang];
  const page = inLanguage(sizingCopy, lang);
  const view = sizeFormView(form, lang, page.caseNames);
  const requests = new Map(caseRequests(form).map((r) => [r.index, r.request]));
  const cases = view.cases.filter((c) => c.result);
  const n = (v: number | null | undefined, digits = 4) =>
    v === null || v === undefined || !Number.isFinite(v) ? '–' : formatNumber(v, digits, lang);
  const typed = (text: string) => n(readNumber(text) ?? null, 6);
  const label = (name: SizingNumberName) => SIZING_NUMBERS[name].label[lang];
  const { units } = form;
  const atm = atmospherePa(form);
  const pressureScale = units.P1.split('_')[0]!;
  const shown = displayUnitsOf(units);
  const us = shown.system === 'us';
  const typedIn = (c: CaseView) => form.cases[c.index]!;
  const fluidOf = (c: CaseView) => requests.get(c.index)?.fluid ?? {};
  const perCase = (cell: (c: CaseView) => string) => cases.map(cell);
  const pressure = (pa: number | undefined, unit: PressureUnit) =>
    pa === undefined ? '–' : n(pressureFromSI(pa, unit, atm));
  /** A figure the calculation assumed, marked so. */
  const markAssumed = (value: number, unit = '') =>
    `${n(value)}${unit ? ` ${unit}` : ''}${lang === 'zh' ? `（${copy.assumedMark}）` : ` (${copy.assumedMark})`}`;

  // "Steam", not "Steam · Steam".
  const fluidName = FLUIDS[form.fluid].label[lang];
  const mediumText =
    fluidName === page.media[form.medium] ? fluidName : `${page.media[form.medium]} · ${fluidName}`;
  const process: Row[] = [
    { label: copy.medium, span: mediumText },
    { label: page.flow, unit: unitLabel(units.flow), values: perCase((c) => typed(typedIn(c).flow)) },
    { label: label('P1'), unit: unitLabel(units.P1), values: perCase((c) => typed(typedIn(c).P1)) },
    { label: label('P2'), unit: unitLabel(units.P2), values: perCase((c) => typed(typedIn(c).P2)) },
    {
      label: copy.dropLabel,
      unit: unitLabel(pressureScale),
      values: perCase((c) => n(dropIn(c.P1 - c.P2, units.P1))),
    },
    { label: label('T'), unit: unitLabel(units.T), values: perCase((c) => typed(typedIn(c).T)) },
    {
      label: copy.densityLabel,
      unit: unitLabel(units.density),
      values: perCase((c) =>
        c.result?.density === undefined ? '–' : n(density.fromSI(c.result.density, units.density)),
      ),
    },
    {
      label: copy.viscosityLabel,
      unit: unitLabel(units.viscosity),
      values: perCase((c) => {
        const pas = fluidOf(c).viscosity;
        return pas === undefined ? '–' : n(viscosity.fromSI(pas, units.viscosity));
      }),
    },
  ];
  if (form.medium === 'liquid')
    process.push(
      {
        label: label('vapourPressure'),
        unit: unitLabel(units.vapourPressure),
        values: perCase((c) => pressure(fluidOf(c).vapourPressure, units.vapourPressure)),
      },
      {
        label: label('criticalPressure'),
        unit: unitLabel(units.criticalPressure),
        values: perCase((c) => pressure(fluidOf(c).criticalPressure, units.criticalPressure)),
      },
    );
  if (form.medium === 'gas')
    process.push(
      {
        label: label('molarMass'),
        unit: quantityIn('molarMass', 1, shown).unit,
        values: perCase((c) => n(fluidOf(c).molarMass)),
      },
      { label: label('gamma'), unit: '', values: perCase((c) => n(fluidOf(c).gamma)) },
      {
        label: label('Z'),
        unit: '',
        values: perCase((c) => (fluidOf(c).Z === undefined ? markAssumed(1) : n(fluidOf(c).Z))),
      },
    );
  if ([units.P1, units.P2].some((u) => u.endsWith('_g')))
    process.push({ label: copy.atm, span: quantityText('pressure', atm, shown, lang, 4) });

  // The valve and pipe as sized: what the visitor typed, else the default the calculation took.
  const assumedOf = (field: string) => view.assumed.find((a) => a.field === field);
  const sized = (
    field: 'd' | 'FL' | 'xT' | 'Fd' | 'xFz' | 'D1' | 'D2',
    text: string,
    unit: string,
    group: 'valve' | 'pipe',
  ): SpanRow => {
    const given = readNumber(text);
    const assumed = assumedOf(`${group}.${field}`);
    const span =
      given !== undefined ? sizeText(given, unit) : assumed ? markAssumed(assumed.value, assumed.unit) : '–';
    return { label: label(field), span };
  };
  /** x_Fz as given, else IEC 60534-8-4's estimate of each case (it depends on the case's Kv). */
  const incipientCavitation = (): SpanRow => {
    const estimates = cases.flatMap((c) => {
      const estimate = assumedOf(`cases.${CASE_KEYS[c.index]}.xFz`);
      return estimate ? [n(estimate.value, 2)] : [];
    });
    if (readNumber(form.valve.xFz) !== undefined || estimates.length === 0)
      return sized('xFz', form.valve.xFz, '', 'valve');
    return { label: label('xFz'), span: `${estimates.join(' / ')} ${copy.estimated}` };
  };
  /** A typed figure with its unit; a nominal size as written: DN 80, NPS 3. */
  const sizeText = (value: number, unit: string) => {
    if (unit === 'DN') return `DN ${n(value, 6)}`;
    if (unit === 'NPS') return `NPS ${NOMINAL_SIZES.find((s) => s.dn === value)?.nps ?? n(value, 6)}`;
    return `${n(value, 6)}${unit ? ` ${unit}` : ''}`;
  };
  const valve: SpanRow[] = [
    sized('d', form.valve.d, unitLabel(units.d), 'valve'),
    sized('FL', form.valve.FL, '', 'valve'),
    sized('xT', form.valve.xT, '', 'valve'),
    sized('Fd', form.valve.Fd, '', 'valve'),
    incipientCavitation(),
    sized('D1', form.pipe.D1, unitLabel(units.D1), 'pipe'),
    sized('D2', form.pipe.D2, unitLabel(units.D2), 'pipe'),
  ];

  const result = (cell: (r: NonNullable<CaseView['result']>) => string) =>
    perCase((c) => (c.result ? cell(c.result) : '–'));
  const results: Row[] = [
    // Kv is a coefficient in m³/h; a US sheet gives it beside Cv without the metric unit.
    { label: copy.requiredKv, unit: us ? '' : 'm³/h', values: result((r) => n(r.Kv)) },
    { label: copy.requiredCv, unit: 'US gpm', values: result((r) => n(r.Cv)) },
    { label: page.rows.regime, unit: '', values: result((r) => page.regimes[r.regime]) },
    { label: page.rows.FP, unit: '', values: result((r) => n(r.FP, 3)) },
    { label: page.rows.FR, unit: '', values: result((r) => n(r.FR, 3)) },
    { label: page.rows.Y, unit: '', values: result((r) => n(r.Y, 3)) },
    { label: page.rows.x, unit: '', values: result((r) => n(r.x, 3)) },
    {
      label: page.rows.chokedDeltaP,
      unit: unitLabel(pressureScale),
      values: result((r) => n(dropIn(r.chokedDeltaP, units.P1))),
    },
    {
      label: stripUnit(page.rows.noise),
      unit: 'dB(A)',
      values: perCase((c) =>
        c.noiseBelow ? page.belowRange.replace('{{limit}}', n(c.noiseBelow)) : n(c.result?.noise_dBA, 3),
      ),
    },
    {
      label: stripUnit(page.rows.velocity),
      unit: quantityIn('velocity', 1, shown).unit,
      values: perCase((c) =>
        c.sonic
          ? page.sonic
          : c.result?.outletVelocity === undefined
            ? '–'
            : n(quantityIn('velocity', c.result.outletVelocity, shown).value, 3),
      ),
    },
  ];
  if (chosen)
    results.push({
      label: copy.travel,
      unit: '%',
      values: perCase((c) => {
        const travel = chosen.travel.find((t) => t.name === CASE_KEYS[c.index])?.travel;
        return travel === null || travel === undefined ? copy.notSized : n(travel * 100, 3);
      }),
    });

  const chosenRows: SpanRow[] | string = chosen
    ? [
        { label: copy.model, span: chosen.model },
        { label: copy.size, span: `DN ${chosen.dn} / NPS ${chosen.nps}` },
        { label: copy.rated, span: `Kv ${n(chosen.ratedKv)} / Cv ${n(chosen.ratedCv)}` },
        { label: copy.characteristic, span: copy.characteristics[chosen.characteristic] },
        {
          label: copy.rating,
          span: chosen.rating
            ? `${chosen.rating.asmeClass !== undefined ? 'ASME ' : ''}${ratingLabel(chosen.rating)} / ${chosen.rating.material}`
            : copy.noRating,
        },
        ...(chosen.rating
          ? [{ label: copy.allowable, span: allowableText(chosen.rating.allowable, us, n) }]
          : []),
      ]
    : copy.noChosen;

  // One line per warning, the cases that share it named together.
  const byText = new Map<string, string[]>();
  for (const c of cases)
    for (const w of c.warnings)
      byText.set(w.text, [...(byText.get(w.text) ?? []), page.caseNames[CASE_KEYS[c.index]!]]);
  const colon = lang === 'zh' ? '：' : ': ';
  const comma = lang === 'zh' ? '、' : ', ';
  const warnings = [...byText].map(([text, names]) => `${names.join(comma)}${colon}${text}`);
  // Every default in words with its unit; each case's estimated x_Fz is in the valve's section.
  const assumed = view.assumed
    .filter((a) => !/^cases\.[^.]+\.xFz$/.test(a.field))
    .map((a) => a.text)
    .join(lang === 'zh' ? '；' : '; ');

  return {
    caseNames: cases.map((c) => page.caseNames[CASE_KEYS[c.index]!]),
    process,
    valve,
    results,
    chosen: chosenRows,
    warnings,
    assumed: lang === 'en' ? assumed.charAt(0).toUpperCase() + assumed.slice(1) : assumed,
  };
}

/** A body's allowable pressure (bar gauge, as the rating tables give it) in bar(g) or psig. */
const allowableText = (bar: number, us: boolean, n: (v: number, digits?: number) => string) =>
  us ? `${n(pressureDifference.fromSI(bar * 1e5, 'psi'), 3)} psig` : `${n(bar, 3)} bar(g)`;

/** "Outlet velocity, m/s" → "Outlet velocity": the sheet has a unit column. */
const stripUnit = (label: string) => label.replace(/[,，]\s*[^,，]+$/, '');

/**
 * Why a form cannot make a sheet, as the public API refuses it (a key of its messages, their
 * parameters and the HTTP status): the server turns it into its error.
 */
export type SheetRefusal =
  | { key: 'sizingFieldInvalid'; params: { field: string; rule: string }; status: 400 }
  | { key: 'sizingSheetNoCase'; params: Record<string, never>; status: 422 };

/**
 * Why a form cannot make a sheet, or null: its first wrong field (named as the page names it, as
 * POST /api/sizing refuses it), else no case that could be sized.
 */
export function sheetRefusal(form: SizingForm, lang: SizingLang): SheetRefusal | null {
  const names = inLanguage(sizingCopy, lang).caseNames;
  for (const item of caseRequests(form)) {
    const [key, issue] =
      (Object.entries(item.errors) as [FieldKey, { message: string; path: PropertyKey[] }][])[0] ?? [];
    if (key && issue)
      return {
        key: 'sizingFieldInvalid',
        params: {
          field: labelOf(key, lang, names[CASE_KEYS[item.index]!]),
          rule: sizingRuleText(issue, lang),
        },
        status: 400,
      };
  }
  const sized = sizeFormView(form, lang, names).cases.some((c) => c.result);
  return sized ? null : { key: 'sizingSheetNoCase', params: {}, status: 422 };
}

/** The data sheet as PDF bytes. */
export async function renderSizingSheet(input: SizingSheetInput): Promise<Buffer> {
  const { form, lang } = input;
  const copy = COPY[lang];
  const now = input.now ?? new Date();
  const reference = sheetReference(form);
  const content = sheetContent(input);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    lang: lang === 'zh' ? 'zh-CN' : 'en',
    info: {
      Title: `${copy.title} ${reference}`,
      Author: copy.company,
      Subject: copy.subtitle,
      CreationDate: now,
      ModDate: now,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = setUpFonts(doc, lang, input.cjkFont);

  /** Writes one cell's text inside a box, on one line (shortened with an ellipsis when too long). */
  const cellText = (cell: Cell, x: number, y: number, w: number, h: number) => {
    if (cell.fill) doc.rect(x, y, w, h).fill(cell.fill);
    doc.rect(x, y, w, h).lineWidth(0.5).stroke(RULE);
    const size = cell.size ?? 7.5;
    const { font, text } = fonts.pick(cell.text, cell.bold);
    doc
      .font(font)
      .fontSize(size)
      .fillColor(INK)
      .text(text, x + 3, y + (h - size) / 2 - 0.5, {
        width: w - 6,
        height: size + 2,
        align: cell.align ?? 'left',
        ellipsis: true,
      });
  };
  /** Writes a paragraph in a box of the content's width; answers its height. */
  const paragraphHeight = (text: string, size = BODY_SIZE) => {
    const picked = fonts.pick(text);
    doc.font(picked.font).fontSize(size);
    return doc.heightOfString(picked.text, { width: CONTENT - 8 }) + 5;
  };
  const paragraph = (text: string, y: number, size = BODY_SIZE) => {
    const h = paragraphHeight(text, size);
    doc.rect(MARGIN, y, CONTENT, h).lineWidth(0.5).stroke(RULE);
    const picked = fonts.pick(text);
    doc
      .font(picked.font)
      .fontSize(size)
      .fillColor(INK)
      .text(picked.text, MARGIN + 4, y + 2.5, { width: CONTENT - 8 });
    return h;
  };

  let pages = 0;
  let y = 0;
  const bottom = PAGE.height - MARGIN;

  const header = () => {
    doc.addPage({ size: 'A4', margin: 0 });
    pages++;
    y = MARGIN;
    const h = HEADER_H;
    const left = 170;
    const right = HEADER_RIGHT;
    doc.rect(MARGIN, y, CONTENT, h).lineWidth(1).stroke(INK);
    doc.rect(MARGIN, y, left, h).fill(HEAD).rect(MARGIN, y, left, h).lineWidth(0.5).stroke(RULE);
    let picked = fonts.pick(copy.company, true);
    doc
      .font(picked.font)
      .fontSize(12)
      .fillColor('#12406d')
      .text(picked.text, MARGIN + 6, y + 11, { width: left - 12 });
    picked = fonts.pick(copy.companyLine);
    doc
      .font(picked.font)
      .fontSize(7)
      .fillColor(INK)
      .text(picked.text, MARGIN + 6, y + 30, { width: left - 12 });
    const mid = MARGIN + left;
    const midW = CONTENT - left - right;
    picked = fonts.pick(copy.title, true);
    doc
      .font(picked.font)
      .fontSize(13)
      .fillColor(INK)
      .text(picked.text, mid, y + 11, { width: midW, align: 'center' });
    picked = fonts.pick(copy.subtitle);
    doc
      .font(picked.font)
      .fontSize(7)
      .text(picked.text, mid, y + 30, { width: midW, align: 'center' });
    const rx = MARGIN + CONTENT - right;
    const third = h / 3;
    const keyW = HEADER_KEY;
    // The page's number is written once the count is known (below).
    [
      [copy.reference, reference],
      [copy.date, now.toISOString().slice(0, 10)],
      [copy.page, ''],
    ].forEach(([key, value], i) => {
      cellText({ text: key!, fill: HEAD }, rx, y + i * third, keyW, third);
      cellText({ text: value!, bold: i === 0 }, rx + keyW, y + i * third, right - keyW, third);
    });
    y += h + 4;
    // The page's tag fields; left empty for the buyer's engineer to fill in by hand when not given.
    const fieldW = CONTENT / 3;
    const tag = input.form.tag;
    [
      [copy.tag, tag.number],
      [copy.service, tag.service],
      [copy.line, tag.line],
    ].forEach(([name, value], i) => {
      cellText({ text: name!, fill: HEAD, size: 6.5 }, MARGIN + i * fieldW, y, 56, ROW + 2);
      cellText({ text: value!.trim() }, MARGIN + i * fieldW + 56, y, fieldW - 56, ROW + 2);
    });
    y += ROW + 6;
  };

  const ensure = (height: number) => {
    if (y + height > bottom) header();
  };

  let sectionNumber = 0;
  const band = (title: string, continued = false) => {
    if (!continued) sectionNumber++;
    cellText(
      {
        text: `${sectionNumber}  ${title}${continued ? ` (${copy.continued})` : ''}`,
        bold: true,
        fill: BAND,
        size: 8,
      },
      MARGIN,
      y,
      CONTENT,
      ROW + 1,
    );
    y += ROW + 1;
  };

  /** A section of rows with a column per case, `names` heading the columns. */
  const grid = (title: string, rows: Row[], names: string[], first: number) => {
    const casesW = CONTENT - LABEL_W - UNIT_W;
    const colW = casesW / Math.max(1, names.length);
    ensure(ROW * 3);
    band(title);
    if (names.length > 0 && rows.some((r) => 'values' in r)) {
      cellText({ text: COPY[lang].quantity, bold: true, fill: HEAD }, MARGIN, y, LABEL_W, ROW);
      cellText(
        { text: COPY[lang].unit, bold: true, fill: HEAD, align: 'center' },
        MARGIN + LABEL_W,
        y,
        UNIT_W,
        ROW,
      );
      names.forEach((name, i) =>
        cellText(
          { text: name, bold: true, fill: HEAD, align: 'center' },
          MARGIN + LABEL_W + UNIT_W + i * colW,
          y,
          colW,
          ROW,
        ),
      );
      y += ROW;
    }
    for (const row of rows) {
      ensure(ROW);
      cellText({ text: row.label }, MARGIN, y, LABEL_W, ROW);
      if ('span' in row) {
        cellText({ text: row.span }, MARGIN + LABEL_W, y, CONTENT - LABEL_W, ROW);
      } else {
        cellText({ text: row.unit, align: 'center' }, MARGIN + LABEL_W, y, UNIT_W, ROW);
        row.values
          .slice(first, first + names.length)
          .forEach((value, i) =>
            cellText({ text: value, align: 'right' }, MARGIN + LABEL_W + UNIT_W + i * colW, y, colW, ROW),
          );
      }
      y += ROW;
    }
    y += 4;
  };

  /** A section of single figures, two to a line (label, value, label, value). */
  const pairs = (title: string, rows: { label: string; span: string }[]) => {
    const half = CONTENT / 2;
    ensure(ROW * 2);
    band(title);
    for (let i = 0; i < rows.length; i += 2) {
      ensure(ROW);
      // An odd last figure leaves its neighbour's cells empty but drawn, as on a printed form.
      [rows[i], rows[i + 1] ?? { label: '', span: '' }].forEach((row, j) => {
        const x = MARGIN + j * half;
        cellText({ text: row!.label }, x, y, PAIR_LABEL_W, ROW);
        cellText({ text: row!.span }, x + PAIR_LABEL_W, y, half - PAIR_LABEL_W, ROW);
      });
      y += ROW;
    }
    y += 4;
  };

  /** A section of paragraphs; one that does not fit goes on the next page, the title repeated. */
  const paragraphs = (title: string, texts: string[], size = BODY_SIZE) => {
    ensure(ROW + paragraphHeight(texts[0] ?? '', size));
    band(title);
    for (const text of texts) {
      const h = paragraphHeight(text, size);
      if (y + h > bottom) {
        header();
        band(title, true);
      }
      y += paragraph(text, y, size);
    }
    y += 4;
  };
  /** The sections' height from the warnings on, their paragraphs at `size`. */
  const tailHeight = (warnings: string[], size: number) =>
    [warnings, [content.assumed || copy.none], [...copy.notes]].reduce(
      (sum, texts) => sum + ROW + 5 + texts.reduce((h, text) => h + paragraphHeight(text, size), 0),
      ROW * 2 + 10,
    );

  // Columns of up to three cases a page; the valve and what follows are said once, after them.
  const total = content.caseNames.length;
  for (let first = 0; first < Math.max(total, 1); first += CASES_PER_PAGE) {
    header();
    sectionNumber = 0;
    const names = content.caseNames.slice(first, first + CASES_PER_PAGE);
    grid(copy.sections.process, content.process, names, first);
    if (first === 0) pairs(copy.sections.valve, content.valve);
    grid(copy.sections.results, content.results, names, first);
  }
  if (typeof content.chosen === 'string') paragraphs(copy.sections.chosen, [content.chosen]);
  else pairs(copy.sections.chosen, content.chosen);
  if (input.actuator) pairs(ACTUATOR_SECTION[input.lang], actuatorRows(input.actuator, input.lang));
  const warnings = content.warnings.length ? content.warnings : [copy.noWarnings];
  // Many warnings are set smaller where that keeps the sheet on its one page.
  const warningsSize =
    y + tailHeight(warnings, BODY_SIZE) > bottom && y + tailHeight(warnings, SMALL_SIZE) <= bottom
      ? SMALL_SIZE
      : BODY_SIZE;
  paragraphs(copy.sections.warnings, warnings, warningsSize);
  paragraphs(copy.sections.assumed, [content.assumed || copy.none]);
  paragraphs(copy.sections.notes, [...copy.notes]);

  // Signatures, as on a form that is passed round for approval.
  ensure(ROW * 2 + 4);
  const sigW = CONTENT / copy.signatures.length;
  copy.signatures.forEach((name, i) => {
    cellText({ text: name, fill: HEAD, size: 6.5 }, MARGIN + i * sigW, y, sigW, ROW);
    cellText({ text: '' }, MARGIN + i * sigW, y + ROW, sigW, ROW + 6);
  });

  // "Page n of N" once the count is known.
  for (let i = 0; i < pages; i++) {
    doc.switchToPage(i);
    const { x, y: top, width, height } = PAGE_NUMBER_CELL;
    cellText({ text: copy.pageOf(i + 1, pages) }, x, top, width, height);
  }
  doc.end();
  return done;
}
