import { describe, expect, it } from 'vitest';
import { inLanguage, type Bilingual } from '#contract/words.js';
import { catalogs, translator } from './index.js';

/** Every key path of a catalogue, e.g. "nav.home". */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string' || typeof value === 'number') return [prefix];
  if (Array.isArray(value)) return value.flatMap((v, i) => keys(v, `${prefix}[${i}]`));
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    keys(v, prefix ? `${prefix}.${k}` : k),
  );
}

/** Every screen's copy (app/i18n/pages/*.ts; the sizing page's in sizing/words/), in each language. */
const pageCopies = Object.entries(
  import.meta.glob<Record<string, Bilingual>>(['./pages/*.ts', '../../sizing/words/sizingCopy.ts'], {
    eager: true,
  }),
).flatMap(([file, module]) =>
  Object.entries(module).map(([name, tree]) => ({
    name: `${file}:${name}`,
    copy: { en: inLanguage(tree, 'en'), zh: inLanguage(tree, 'zh') },
  })),
);

describe('static copy catalogues', () => {
  it.each(pageCopies.map((p) => [p.name, p.copy] as const))(
    '%s has the same keys in both languages',
    (_name, copy) => {
      expect(keys(copy.zh).sort()).toEqual(keys(copy.en).sort());
      for (const key of keys(copy.en)) expect(key.length).toBeGreaterThan(0);
    },
  );

  it('have the same keys in English and Chinese', () => {
    expect(keys(catalogs.zh).sort()).toEqual(keys(catalogs.en).sort());
  });

  it('have no empty text and the same placeholders in both languages', () => {
    for (const key of keys(catalogs.en)) {
      const get = (lang: 'en' | 'zh') =>
        key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], catalogs[lang]) as string;
      expect(get('en'), key).not.toBe('');
      expect(get('zh'), key).not.toBe('');
      const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(placeholders(get('zh')), key).toEqual(placeholders(get('en')));
    }
  });
});

describe('t', () => {
  it('answers the text of a key in the page language and fills its placeholders', () => {
    expect(translator('en')('nav.home')).toBe('Home');
    expect(translator('zh')('nav.home')).toBe(catalogs.zh.nav.home);
    expect(translator('en')('search.resultTitle', { count: 3, keyword: 'steam' })).toBe(
      '3 results for “steam”',
    );
    expect(translator('zh')('search.resultTitle', { count: 3, keyword: '蒸汽' })).toBe('“蒸汽”共有 3 条结果');
    expect(translator('zh')('common.page', { page: 2 })).toBe('第 2 页');
  });

  it('shows a key that is not in the catalogue as itself', () => {
    expect(translator('en')('nav.nowhere')).toBe('nav.nowhere');
  });
});
