import { describe, expect, it } from 'vitest';
import { changeSystem, defaultForm, type SizingForm } from '../form/sizingState.js';
import { pdfText } from '#tests/helpers/pdfText.js';
import { CjkFontMissing, findCjkFont, requireCjkFont } from './cjkFont.js';
import {
  renderSizingSheet,
  sheetFileName,
  sheetReference,
  sheetRefusal,
  type ChosenValve,
} from './sizingSheet.js';

const now = new Date('2026-11-26T08:00:00Z');
const cjkFont = requireCjkFont();

/** Air through the page's three cases, in Nm³/h and bar(g). */
const air: SizingForm = {
  ...defaultForm(),
  medium: 'gas',
  fluid: 'air',
  units: { ...defaultForm().units, flow: 'Nm3/h', P1: 'bar_g', P2: 'bar_g' },
  cases: [
    { off: false, flow: '800', P1: '6', P2: '4', T: '20' },
    { off: false, flow: '1500', P1: '6', P2: '3', T: '20' },
    { off: false, flow: '2400', P1: '6', P2: '1', T: '20' },
  ],
};

const chosen: ChosenValve = {
  model: 'MRC-G31 Globe',
  dn: 80,
  nps: '3',
  ratedKv: 100,
  ratedCv: 115.6,
  characteristic: 'equal-percentage',
  rating: { asmeClass: 300, material: 'CF8M', allowable: 41.4 },
  travel: [
    { name: 'min', Kv: 11.5, travel: 0.32 },
    { name: 'normal', Kv: 30, travel: 0.61 },
    { name: 'max', Kv: 38.4, travel: 0.74 },
  ],
};

const read = async (form: SizingForm, lang: 'en' | 'zh', extra: { chosen?: ChosenValve } = {}) =>
  pdfText(await renderSizingSheet({ form, lang, cjkFont, now, ...extra }));

describe('the sizing data sheet', () => {
  it('names the medium, the flows and the required Kv of every case, in English', async () => {
    const { pages, text } = await read(defaultForm(), 'en');
    expect(pages).toHaveLength(1);
    expect(text).toContain('Control valve specification sheet');
    expect(text).toContain('Maple River Controls');
    expect(text).toMatch(/Liquid · Water/);
    expect(text).toContain('m³/h');
    // The default form's flows (20, 60, 90 m³/h) and their sizing (as the page shows them).
    for (const flow of ['20', '60', '90']) expect(text).toMatch(new RegExp(`\\b${flow}\\b`));
    expect(text).toContain('Required flow coefficient Kv');
    expect(text).toMatch(/11\.5\d/);
    expect(text).toMatch(/30\.0\d/);
    expect(text).toMatch(/38\.4\d/);
    expect(text).toContain(sheetReference(defaultForm()));
    expect(text).toContain('2026-11-26');
    expect(text).toContain('1 of 1');
    expect(text).toContain('No valve chosen');
  });

  it('is in Chinese in a real CJK font: Chinese labels read back as Chinese', async () => {
    const { text } = await read(defaultForm(), 'zh');
    expect(text).toContain('调节阀规格书');
    expect(text).toContain('枫河控制阀');
    expect(text).toContain('液体 · 水');
    expect(text).toContain('所需流量系数 Kv');
    expect(text).toContain('流量');
    expect(text).toMatch(/38\.4\d/);
    // The warning of the maximum case, worded in Chinese by sizing/engine/warnings.ts.
    expect(text).toContain('最大：');
    expect(text).toContain('第 1 页，共 1 页');
  });

  it('keeps the units the visitor chose: a gas in Nm³/h and bar(g), US units in gpm and psia', async () => {
    const gas = await read(air, 'en');
    expect(gas.text).toMatch(/Gas · Air/);
    expect(gas.text).toContain('Nm³/h');
    expect(gas.text).toContain('bar(g)');
    expect(gas.text).toMatch(/\b2,400\b/);
    expect(gas.text).toContain('Expansion factor Y');
    const us = await read(changeSystem(defaultForm(), 'us'), 'en');
    expect(us.text).toContain('gpm');
    expect(us.text).toContain('psia');
  });

  it('writes a US sizing in US units only, its warnings, defaults and valve too, in both languages', async () => {
    // Cavitating water, so the sheet has warnings, and a chosen valve with its rating.
    const si = defaultForm();
    const cavitating: SizingForm = {
      ...si,
      cases: si.cases.map((c) => ({ ...c, P1: '12', P2: '3', T: '90' })) as SizingForm['cases'],
    };
    for (const lang of ['en', 'zh'] as const) {
      const { text } = await read(changeSystem(cavitating, 'us'), lang, { chosen });
      expect(text).toMatch(/psig|psia/);
      expect(text).toMatch(/ft\/s/);
      expect(text, text).not.toMatch(/\b(kPa|MPa|bar|mm|m\/s|kg\/m³|m³\/h)(?![\w/])|°C|bar\(g\)/);
      // Every default in words: no key of the calculation.
      expect(text).not.toMatch(/\bnoise\.|\bcases\.|\bvalve\.[a-zA-Z]/);
    }
  });

  it('states the chosen valve and its travel per case, in both languages', async () => {
    const en = await read(defaultForm(), 'en', { chosen });
    expect(en.text).toContain('MRC-G31 Globe');
    expect(en.text).toContain('DN 80 / NPS 3');
    expect(en.text).toContain('Equal percentage');
    expect(en.text).toContain('ASME Class 300 / CF8M');
    expect(en.text).toContain('Valve travel');
    expect(en.text).toMatch(/\b61\b.*\b74\b/);
    const zh = await read(defaultForm(), 'zh', { chosen });
    expect(zh.text).toContain('等百分比');
    expect(zh.text).toContain('阀门开度');
  });

  it('keeps three cavitating cases, their warnings and a chosen valve to one A4 page', async () => {
    const form = defaultForm();
    const cavitating: SizingForm = {
      ...form,
      cases: [
        { off: false, flow: '20', P1: '5', P2: '1.2', T: '80' },
        { off: false, flow: '60', P1: '5', P2: '1.2', T: '80' },
        { off: false, flow: '90', P1: '5', P2: '1.1', T: '95' },
      ],
    };
    for (const lang of ['en', 'zh'] as const) {
      const { pages } = await read(changeSystem(cavitating, 'us'), lang, { chosen });
      expect(pages).toHaveLength(1);
      expect(pages[0]).toMatch(lang === 'zh' ? /开始空化/ : /Cavitation begins/);
      expect(pages[0]).toContain(lang === 'zh' ? '编制' : 'Approved');
    }
  });

  it('makes the English sheet without any CJK font', async () => {
    const { text } = await pdfText(
      await renderSizingSheet({ form: defaultForm(), lang: 'en', cjkFont: null, now }),
    );
    expect(text).toContain('Required flow coefficient Kv');
    expect(text).toMatch(/38\.4\d/);
  });

  it('names the file after the reference, the same for the same sizing', () => {
    expect(sheetFileName(defaultForm(), 'en')).toBe(
      `${sheetReference(defaultForm())}-control-valve-data-sheet.pdf`,
    );
    expect(sheetReference(defaultForm())).toMatch(/^MRC-SZ-[0-9A-F]{8}$/);
    expect(sheetReference(air)).not.toBe(sheetReference(defaultForm()));
  });

  it('refuses a form with a wrong field, naming it, and one with no case it can size', () => {
    const wrong = {
      ...defaultForm(),
      cases: defaultForm().cases.map((c, i) => (i === 2 ? { ...c, P1: 'ten' } : c)),
    };
    const refusal = sheetRefusal(wrong as SizingForm, 'en');
    expect(refusal?.key).toBe('sizingFieldInvalid');
    expect(refusal?.params.field).toBe('Inlet pressure P1 (Maximum)');
    expect(sheetRefusal(wrong as SizingForm, 'zh')?.params.field).toBe('入口压力 P1 (最大)');
    expect(sheetRefusal(defaultForm(), 'en')).toBeNull();
  });
});

describe('the CJK font lookup', () => {
  it("finds Debian's font, and a configured one", () => {
    expect(findCjkFont({})?.file).toMatch(/wqy-microhei\.ttc|NotoSansCJK/);
    expect(findCjkFont({ CJK_FONT_FILE: cjkFont.file })).toEqual(cjkFont);
  });

  it('names the package to install when the configured font is missing', () => {
    expect(() => requireCjkFont({ CJK_FONT_FILE: '/nowhere/font.ttf' })).toThrow(CjkFontMissing);
    expect(() => requireCjkFont({ CJK_FONT_FILE: '/nowhere/font.ttf' })).toThrow(/fonts-wqy-microhei/);
  });
});
