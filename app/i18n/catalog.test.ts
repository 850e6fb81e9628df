import { describe, expect, it } from 'vitest';
import { catalogs } from './index.js';

/** Every key path of a catalogue, e.g. "nav.home". */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('static copy catalogues', () => {
  it('have the same keys in English and Chinese', () => {
    expect(keys(catalogs.zh).sort()).toEqual(keys(catalogs.en).sort());
  });

  it('have no empty text and the same placeholders in both languages', () => {
    for (const key of keys(catalogs.en)) {
      const get = (lang: 'en' | 'zh') => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], catalogs[lang]) as string;
      expect(get('en'), key).not.toBe('');
      expect(get('zh'), key).not.toBe('');
      const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(placeholders(get('zh')), key).toEqual(placeholders(get('en')));
    }
  });
});
