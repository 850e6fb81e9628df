import type { Lang } from '#contract/messages.js';
import { useLang } from './lang.js';

/** A screen's static copy in both languages; `zh` must have the same keys as `en`. */
export type PageCopy<T> = { en: T; zh: T };

/** The current language's half of a screen's copy. */
export function usePageCopy<T>(copy: PageCopy<T>): T {
  const lang: Lang = useLang();
  return copy[lang];
}

/** Fills {{name}} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
