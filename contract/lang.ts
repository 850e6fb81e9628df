import type { Lang } from './messages.js';

/** zh, zh-CN, zh-Hans, cn… are Chinese (docs/product.md §1); anything else is English. */
export function isChineseTag(tag: string): boolean {
  const primary = tag.trim().toLowerCase().split(/[-_;]/)[0] ?? '';
  return primary === 'zh' || primary === 'cn';
}

/** A language named by a URL prefix, query, cookie or stored choice: zh, zh-CN, zh-Hans, cn… or en, en-GB… */
export function parseLang(value: unknown): Lang | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (isChineseTag(value)) return 'zh';
  return value.trim().toLowerCase().split(/[-_]/)[0] === 'en' ? 'en' : null;
}

/** The language of an Accept-Language header: its first tag by quality, Chinese or English. */
export function langFromAcceptLanguage(header: string | undefined): Lang | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked[0];
  if (!first) return null;
  return isChineseTag(first.tag) ? 'zh' : 'en';
}

/** Name of the cookie that mirrors the language kept in local storage. */
export const LANG_COOKIE = 'lang';
