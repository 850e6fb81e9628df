import type { Lang } from '#contract/messages.js';
import { usePage } from './page.js';

/** The page's language, from the /en or /zh prefix. */
export function useLang(): Lang {
  return usePage().lang;
}

/**
 * A language-prefixed field of a wire object (docs/product.md §3): `title` is Chinese, `en_title` English.
 * When the current language's text is empty the other one is shown rather than nothing.
 */
export function text(item: object | null | undefined, field: string, lang: Lang): string {
  if (!item) return '';
  const record = item as Record<string, unknown>;
  const own = record[lang === 'en' ? `en_${field}` : field];
  const other = record[lang === 'en' ? field : `en_${field}`];
  return String(own || other || '');
}

/** A path in the current language: href('/about?index=2', 'zh') → '/zh/about?index=2'. */
export function href(path: string, lang: Lang): string {
  return `/${lang}${path === '/' ? '' : path}`;
}

/**
 * Pixel sizes in rich text become rem at 16 px (docs/product.md §9), so content scales with the root font.
 */
export function pxToRem(html: string): string {
  return html.replace(/(\d+(?:\.\d+)?)px/g, (_, n: string) => `${Number((Number(n) / 16).toFixed(4))}rem`);
}
