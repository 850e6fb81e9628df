import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '#contract/words.js';
import { fieldLabels } from './fields.js';
import { raChinese } from './raChinese.js';
import { consoleWords } from './words.js';

const en = inLanguage(consoleWords, 'en');
const zh = inLanguage(consoleWords, 'zh');

/** Every leaf key of a nested catalogue, as dotted paths. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('staff console catalogues', () => {
  it("translates every key of react-admin's English catalogue into Chinese", () => {
    const chinese = keys(raChinese).filter((k) => !k.startsWith('ra.tiptap.'));
    expect(chinese.sort()).toEqual(keys(englishMessages).sort());
  });

  it('has the same console keys and field labels in both languages, none empty', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
    expect(Object.keys(fieldLabels('zh')).sort()).toEqual(Object.keys(fieldLabels('en')).sort());
    for (const text of [...Object.values(fieldLabels('zh')), ...keys(zh)]) expect(text).not.toBe('');
  });

  it('keeps the placeholders of each react-admin message', () => {
    const placeholders = (s: string) => (s.match(/%\{\w+\}/g) ?? []).sort();
    const get = (o: unknown, path: string) =>
      path.split('.').reduce<unknown>((acc, k) => (acc as Record<string, unknown>)[k], o) as string;
    for (const key of keys(englishMessages)) {
      expect(placeholders(get(raChinese, key)), key).toEqual(placeholders(get(englishMessages, key)));
    }
  });
});
