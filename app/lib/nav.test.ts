import { describe, expect, it } from 'vitest';
import { activeSecond, activeTop, stripLang } from './nav.js';

describe('navigation highlight', () => {
  const q = (s = '') => new URLSearchParams(s);
  it('follows the spec rules for the top bar', () => {
    expect(activeTop('/', q())).toBe('home');
    expect(activeTop('/about', q('index=2'))).toBe('about');
    expect(activeTop('/detail', q('index=3'))).toBe('resources');
    expect(activeTop('/nText', q('id=3'))).toBe('news');
    expect(activeTop('/nText', q('id=3&type=1'))).toBeNull();
    expect(activeTop('/prod_list', q())).toBeNull();
  });
  it('follows the spec rules for the second bar', () => {
    expect(activeSecond('/prod_list')).toBe('productCenter');
    expect(activeSecond('/prod_details')).toBe('productCenter');
    expect(activeSecond('/programDetail')).toBe('productProgram');
    expect(activeSecond('/about')).toBeNull();
  });
  it('strips the language prefix', () => {
    expect(stripLang('/en/about')).toBe('/about');
    expect(stripLang('/zh')).toBe('/');
    expect(stripLang('/english')).toBe('/english');
  });
});
