import { describe, expect, it } from 'vitest';
import { sizeValve } from './sizeValve.js';
import type { SizingWarning, SizingWarningCode } from './types.js';
import { displayUnitsOf } from './units.js';
import {
  ASSUMABLE_FIELDS,
  assumedText,
  fieldDisplay,
  fieldName,
  formatFigure,
  sizingWarningText,
} from './warnings.js';

const US = displayUnitsOf({ P1: 'psi_a', T: 'F' });
const BAR = displayUnitsOf({ P1: 'bar_a', T: 'C' });
/** Units a US reader must never meet, as whole words. */
const SI_UNITS = /\b(kPa|MPa|bar|mm|m\/s|kg\/m³|g\/mol|m³\/h)(?![\w/])|°C/;

/** One warning of every code, with the figures sizeValve gives it. */
const samples: Record<SizingWarningCode, SizingWarning['params'][]> = {
  choked: [
    { medium: 'liquid', deltaP: 460e3, chokedDeltaP: 221e3 },
    { medium: 'gas', deltaP: 900e3, chokedDeltaP: 700e3 },
  ],
  'cavitation-incipient': [
    { deltaP: 900e3, onset: 393e3, xF: 0.8, xFz: 0.38, xFzP1: 0.348, assumed: 1 },
    { deltaP: 460e3, onset: 300e3, xF: 0.62, xFz: 0.5, xFzP1: 0.46, assumed: 0 },
  ],
  flashing: [{ P2: 60e3, Pv: 70.1e3 }],
  'velocity-high': [
    { velocity: 12.7, limit: 10 },
    { velocity: 160, limit: 120, mach: 0.4, machLimit: 0.3 },
  ],
  'velocity-sonic': [
    { medium: 'gas', speedOfSound: 343 },
    { medium: 'liquid', speedOfSound: 1400 },
  ],
  'noise-high': [{ noise: 93.3, limit: 85 }],
  'noise-below-range': [{ limit: 40 }],
  'size-scope': [{ Kv: 400, d: 0.08, ratio: 0.0723, limit: 0.047 }],
  'size-exceeded': [{ Kv: 111703, d: 0.08, ratio: 20.2, limit: 0.183, maxKv: 1012 }],
  'regime-boundary': [
    { Kv: 30.5, Rev: 9400, turbulent: 1, otherKv: 24.2, otherRev: 10400 },
    { Kv: 1.2, Rev: 9800, turbulent: 0, otherKv: 1.1, otherRev: 10200 },
  ],
  compressibility: [{ reason: 'matters', Pr: 1.35, Tr: 1.05 }, { reason: 'unknown' }],
  'pressure-order': [{ P1: 500e3, P2: 600e3 }],
  'state-outside': [
    { reason: 'missing', field: 'fluid.molarMass' },
    { reason: 'invalid', field: 'case.T' },
    { reason: 'inlet-flashing', P1: 50e3, Pv: 70e3 },
    { reason: 'pipe-smaller', field: 'pipe.D2' },
    { reason: 'if97', P1: 25e6, T: 660 },
    { reason: 'noise', field: 'pipe' },
    { reason: 'gas-liquid', P1: 7e6, T: 290, Psat: 5.3e6, Tc: 304 },
    {},
  ],
  'steam-wet': [{ T: 453.03, Tsat: 453.03 }],
  'steam-liquid': [{ T: 353.15, Tsat: 453.03 }],
  'not-converged': [{ reason: 'fittings', iterations: 200 }, { reason: 'laminar' }],
  'default-assumed': [{ field: 'valve.FL', value: 0.9 }],
};

describe('sizingWarningText', () => {
  it('words every code in English and Chinese, with its figures and no raw names', () => {
    for (const [code, list] of Object.entries(samples) as [SizingWarningCode, SizingWarning['params'][]][]) {
      for (const params of list) {
        const en = sizingWarningText({ code, params }, 'en');
        const zh = sizingWarningText({ code, params }, 'zh');
        expect(en, code).toMatch(/^[A-Z]/);
        expect(zh, code).toMatch(/[\u4e00-\u9fff]/);
        for (const text of [en, zh]) {
          expect(text, `${code}: ${text}`).not.toMatch(
            /NaN|undefined|Infinity|–|\b(fluid|case|pipe|valve)\.[a-zA-Z]/,
          );
        }
      }
    }
  });

  it('gives the figures in units an engineer reads: kPa, °C, m/s, dB(A)', () => {
    const choked = sizingWarningText({ code: 'choked', params: samples.choked[0] }, 'en');
    expect(choked).toContain('460 kPa');
    expect(choked).toContain('221 kPa');
    expect(sizingWarningText({ code: 'steam-liquid', params: samples['steam-liquid'][0] }, 'zh')).toContain(
      '80 °C',
    );
    expect(sizingWarningText({ code: 'velocity-high', params: samples['velocity-high'][1] }, 'en')).toContain(
      'Mach 0.4',
    );
    expect(sizingWarningText({ code: 'noise-high', params: samples['noise-high'][0] }, 'zh')).toContain(
      '93.3 dB(A)',
    );
  });

  it('words every figure in US units for a US sizing, and in bar beside a table in bar', () => {
    for (const [code, list] of Object.entries(samples) as [SizingWarningCode, SizingWarning['params'][]][])
      for (const params of list)
        for (const lang of ['en', 'zh'] as const) {
          const us = sizingWarningText({ code, params }, lang, US);
          expect(us, `${code}: ${us}`).not.toMatch(SI_UNITS);
        }
    const choked = { code: 'choked' as const, params: samples.choked[0] };
    // 460 kPa and 221 kPa: 66.7 psi and 32.1 psi; 4.6 bar and 2.21 bar.
    expect(sizingWarningText(choked, 'en', US)).toContain('(66.7 psi) exceeds 32.1 psi');
    expect(sizingWarningText(choked, 'en', BAR)).toContain('(4.6 bar) exceeds 2.21 bar');
    const flashing = sizingWarningText({ code: 'flashing', params: samples.flashing[0] }, 'zh', US);
    expect(flashing).toContain('8.7 psia');
    expect(
      sizingWarningText({ code: 'velocity-high', params: samples['velocity-high'][0] }, 'en', US),
    ).toContain('Outlet velocity 41.7 ft/s');
    expect(
      sizingWarningText({ code: 'steam-liquid', params: samples['steam-liquid'][0] }, 'en', US),
    ).toContain('°F');
  });

  it('is what sizeValve puts in each message', () => {
    const result = sizeValve({
      medium: 'liquid',
      fluid: { density: 965.4, vapourPressure: 70.1e3, criticalPressure: 22.12e6 },
      valve: { d: 0.1, FL: 0.6, Fd: 0.98 },
      cases: [{ name: 'max', P1: 680e3, P2: 220e3, T: 363, Q: 360 }],
    });
    for (const w of result.cases[0]!.warnings) expect(w.message).toBe(sizingWarningText(w, 'en'));
  });

  it('formats figures to three significant digits', () => {
    expect(formatFigure(164.92)).toBe('165');
    expect(formatFigure(0.9442)).toBe('0.944');
    expect(formatFigure(2967024)).toBe('2,970,000');
    expect(formatFigure(1234.5)).toBe('1,230');
    expect(formatFigure(1234.5, 'zh')).toBe('1,230');
  });
});

describe('the defaults a sizing assumed, as a person reads them', () => {
  it('shows lengths in mm and pressures in kPa, and ratios without a unit', () => {
    const wall = fieldDisplay('noise.pipe.tS', 0.00602);
    expect(wall.unit).toBe('mm');
    expect(wall.value).toBeCloseTo(6.02, 10);
    expect(fieldDisplay('fluid.vapourPressure', 47_414)).toEqual({ value: 47.414, unit: 'kPa' });
    expect(fieldDisplay('valve.xT', 0.72)).toEqual({ value: 0.72, unit: '' });
  });
});

describe('every default a sizing may assume', () => {
  it('has a name in both languages, never the calculation’s own key', () => {
    const valve = { d: 0.08 };
    const liquid = sizeValve({
      medium: 'liquid',
      fluid: { density: 998 },
      valve,
      cases: [{ name: 'normal', P1: 8e5, P2: 6e5, T: 293.15, Q: 60 }],
    });
    const gas = sizeValve({
      medium: 'gas',
      fluid: { molarMass: 28.96 },
      valve,
      cases: [{ name: 'normal', P1: 8e5, P2: 6e5, T: 293.15, Q: 2000 }],
    });
    const fields = [...liquid.assumed, ...gas.assumed].map((a) => a.field);
    expect(fields).toEqual(
      expect.arrayContaining(['noise.pipe.cS', 'noise.Pa', 'noise.Aeta', 'cases.normal.xFz']),
    );
    for (const field of fields)
      for (const lang of ['en', 'zh'] as const) expect(fieldName(field, lang), field).not.toContain(field);
  });

  it('names every field the calculation can assume, alone or of a case, in words with its unit, SI and US', () => {
    const rawKey = /\b[a-z]+\.[a-zA-Z]+|\bcases\b|\b(min|max|normal)\b/;
    for (const base of ASSUMABLE_FIELDS)
      for (const field of [base, `cases.min.${base}`, `cases.max.${base}`])
        for (const lang of ['en', 'zh'] as const)
          for (const units of [US, BAR]) {
            const text = assumedText(field, 0.5, lang, units);
            expect(text, field).not.toMatch(rawKey);
            expect(text, field).not.toMatch(/a default of the calculation|计算默认值/);
            if (units === US) expect(text, field).not.toMatch(SI_UNITS);
          }
    expect(assumedText('noise.pipe.cS', 5000, 'en', BAR)).toBe('Speed of sound in the pipe wall: 5,000 m/s');
    expect(assumedText('noise.pipe.cS', 5000, 'zh', BAR)).toBe('管壁声速：5,000 m/s');
    expect(assumedText('noise.pipe.cS', 5000, 'en', US)).toBe('Speed of sound in the pipe wall: 16,400 ft/s');
    expect(assumedText('noise.Aeta', -4.6, 'en', US)).toBe('Acoustic efficiency factor (log) A_η: -4.6');
    expect(assumedText('noise.Pa', 101325, 'en', US)).toBe(
      'Atmospheric pressure outside the pipe: 14.7 psia',
    );
    expect(assumedText('noise.pipe.tS', 0.00602, 'en', US)).toBe(
      'Pipe wall thickness for the noise prediction: 0.237 in',
    );
    expect(assumedText('cases.min.xFz', 0.3701, 'en', US)).toBe(
      'Incipient cavitation factor x_Fz (IEC 60534-8-4 estimate) (minimum case): 0.3701',
    );
    expect(assumedText('cases.min.xFz', 0.3701, 'zh', US)).toBe(
      '初始空化系数 x_Fz（IEC 60534-8-4 估算值）（最小工况）：0.3701',
    );
  });
});
