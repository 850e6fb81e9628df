import type { Lang } from '#contract/messages.js';
import { inLanguage } from '#contract/words.js';
import { siteWords } from './words.js';

/** The site's chrome in each language (words.ts holds both side by side). */
export const catalogs = { en: inLanguage(siteWords, 'en'), zh: inLanguage(siteWords, 'zh') };

/** `t('nav.home')`, or `t('common.page', { page: 3 })` for a text with {{placeholders}}. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The text of a dotted key in a catalogue, or undefined. */
function lookUp(catalogue: unknown, key: string): string | undefined {
  let value: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'string' ? value : undefined;
}

const translators = new Map<Lang, Translate>();

/**
 * The `t` of a language: the catalogues are bundled and fixed, and both carry the same keys
 * (catalog.test.ts), so a lookup is a walk down the key and a fill of the placeholders. It replaced
 * i18next, whose 15 KB of gzip were a tenth of every page's first-load JavaScript.
 * A missing key shows itself, as it did with i18next. Plain keys are remembered: lookups were 6 %
 * of a page's render.
 */
export function translator(lang: Lang): Translate {
  const made = translators.get(lang);
  if (made) return made;
  const kept = new Map<string, string>();
  const t: Translate = (key, values) => {
    if (!values) {
      let text = kept.get(key);
      if (text === undefined) {
        text = lookUp(catalogs[lang], key) ?? lookUp(catalogs.en, key) ?? key;
        kept.set(key, text);
      }
      return text;
    }
    const text = lookUp(catalogs[lang], key) ?? lookUp(catalogs.en, key) ?? key;
    return text.replace(PLACEHOLDER, (_, name: string) => String(values[name] ?? ''));
  };
  translators.set(lang, t);
  return t;
}
