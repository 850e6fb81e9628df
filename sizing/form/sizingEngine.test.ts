import { describe, expect, it } from 'vitest';
import { sizeFormView } from './sizingEngine.js';
import { defaultForm, type SizingForm } from './sizingState.js';

const NAMES = { min: 'Minimum', normal: 'Normal', max: 'Maximum' };

/** Carbon dioxide (the page's preset) in the normal case only, P in bar(a) and T in °C. */
function carbonDioxide(P1: string, P2: string, T: string): SizingForm {
  const form = defaultForm();
  return {
    ...form,
    medium: 'gas',
    fluid: 'carbonDioxide',
    cases: [
      { ...form.cases[0], off: true },
      { off: false, flow: '5000', P1, P2, T },
      { ...form.cases[2], off: true },
    ],
  };
}

describe('the sizing page’s view of a case', () => {
  it('shows why a case is not sized (a "gas" that is a liquid) with no figures and no failure', () => {
    for (const lang of ['en', 'zh'] as const) {
      const [liquid] = sizeFormView(carbonDioxide('70', '60', '17'), lang, NAMES).cases;
      expect(liquid!.result).toBeNull();
      expect(liquid!.failed).toBe(false);
      expect(liquid!.curve).toEqual([]);
      expect(liquid!.warnings.map((w) => w.code)).toEqual(['state-outside']);
      expect(liquid!.warnings[0]!.text).toContain(lang === 'en' ? 'this is a liquid' : '是液体而非气体');
    }
  });

  it('sizes the same gas above its critical temperature, warning that its Z matters', () => {
    const [gas] = sizeFormView(carbonDioxide('100', '80', '47'), 'en', NAMES).cases;
    expect(gas!.result!.Kv).toBeGreaterThan(0);
    expect(gas!.warnings.map((w) => w.code)).toContain('compressibility');
  });
});
