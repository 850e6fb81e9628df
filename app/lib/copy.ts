import { inLanguage, type Bilingual, type InLanguage } from '#contract/words.js';
import { useLang } from './lang.js';

/** A screen's static copy (app/i18n/pages/) in the page's language. */
export function usePageCopy<T extends Bilingual>(copy: T): InLanguage<T> {
  return inLanguage(copy, useLang());
}

/** Fills {{name}} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
