import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryOfPhone, enquiryCountry, isCountryCode } from './country.js';

describe('country of a phone number', () => {
  it('reads the international prefix', () => {
    expect(countryOfPhone('+49 30 1234567')).toBe('DE');
    expect(countryOfPhone('+86 138 0013 8000')).toBe('CN');
    expect(countryOfPhone('+1 415 555 0100')).toBe('US');
    expect(countryOfPhone('0049 30 1234567')).toBe('DE');
  });

  it('answers nothing without a prefix or for one it does not know', () => {
    expect(countryOfPhone('138 0013 8000')).toBe('');
    expect(countryOfPhone('021-5555 0100')).toBe('');
    expect(countryOfPhone('+999 1234')).toBe('');
    expect(countryOfPhone('')).toBe('');
  });

  it('prefers the country the visitor chose', () => {
    expect(enquiryCountry('fr', '+49 30 1234567')).toBe('FR');
    expect(enquiryCountry('', '+49 30 1234567')).toBe('DE');
  });

  it('knows the countries the form offers', () => {
    expect(COUNTRY_CODES).toContain('CN');
    expect(COUNTRY_CODES.length).toBeGreaterThan(200);
    expect(isCountryCode('DE')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
  });
});
