import { describe, expect, it } from 'vitest';
import {
  atmosphereFromText,
  atmosphereText,
  changeSystem,
  defaultForm,
  formFromFields,
  unitSystemOf,
} from './sizingState.js';

describe('the atmospheric pressure in the page’s unit system', () => {
  it('shows 101.325 kPa as 14.7 psia under US units and keeps kPa in the form', () => {
    const us = changeSystem(defaultForm(null), 'us');
    expect(unitSystemOf(us)).toBe('us');
    expect(atmosphereText(us, 'us')).toBe('14.7');
    expect(atmosphereText(us, 'si')).toBe(us.atm);
    const typed = atmosphereFromText('14.5', 'us');
    expect(Number(typed)).toBeCloseTo(99.974, 2);
    // What was typed reads back as typed.
    expect(atmosphereText({ ...us, atm: typed }, 'us')).toBe('14.5');
  });

  it('keeps text that is not a number as typed, for the form’s check to name', () => {
    expect(atmosphereFromText('about 14', 'us')).toBe('about 14');
    expect(atmosphereFromText('', 'us')).toBe('');
  });

  it('reads a form posted before the script ran in psia as kPa', () => {
    const form = formFromFields({ medium: 'liquid', atm_psia: '14.7' }, null);
    expect(Number(form.atm)).toBeCloseTo(101.35, 1);
    expect(formFromFields({ medium: 'liquid', atm: '95' }, null).atm).toBe('95');
  });
});
