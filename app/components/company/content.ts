import type { Lang } from '#contract/messages.js';
import { href } from '../../lib/lang.js';
import { stripLang } from '../../lib/nav.js';
import { plainText } from '../../lib/html.js';

/**
 * A link written by staff, in the current language: a site path (with or without a language
 * prefix, or an old hash link) gets the page's prefix; an external address stays as it is.
 */
export function localUrl(url: string, lang: Lang): string {
  const trimmed = url.trim();
  if (!trimmed) return '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return trimmed;
  const path = trimmed.replace(/^\/?#/, '');
  return href(stripLang(path.startsWith('/') ? path : `/${path}`), lang);
}

/**
 * A job's requirements in one short line for the table: the list under its "Requirements"
 * heading when there is one, otherwise the whole description, cut to about two lines (Han
 * characters are twice as wide as Latin letters).
 */
export function requirementsSummary(html: string): string {
  const sections = html.split(/<h3[^>]*>/i);
  const section = sections.find((s) => /^[^<]*(requirement|qualification|要求|条件)/i.test(s)) ?? html;
  const body = section.replace(/^[\s\S]*?<\/h3>/i, '');
  const items = [...body.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => plainText(m[1] ?? ''));
  const chinese = lang(body) === 'zh';
  const line = items.length ? items.join(chinese ? '；' : '; ') : plainText(body);
  const max = chinese ? 36 : 72;
  return line.length > max ? `${line.slice(0, max).trimEnd()}…` : line;
}

/** Chinese text has Han characters; used to pick the list separator. */
function lang(text: string): Lang {
  return /[\u4e00-\u9fff]/.test(text) ? 'zh' : 'en';
}

/**
 * A configuration map of the current language (name → description, the other language as
 * fallback) paired by position with its pictures (certificates, customer logos): as many entries
 * as the longer of the two.
 */
export function picturedMap(site: object, field: string, pictures: readonly string[], language: Lang) {
  const record = site as Record<string, unknown>;
  const own = record[language === 'en' ? `en_${field}` : field] as Record<string, string> | undefined;
  const other = record[language === 'en' ? field : `en_${field}`] as Record<string, string> | undefined;
  const entries = Object.entries(own && Object.keys(own).length ? own : (other ?? {}));
  return Array.from({ length: Math.max(entries.length, pictures.length) }, (_, i) => {
    const [name, description] = entries[i] ?? ['', ''];
    return { name, description, picture: pictures[i] };
  });
}

/** Items oldest first by publish date (lists come newest first). */
export function chronological<T extends { publish_time_txt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.publish_time_txt.localeCompare(b.publish_time_txt));
}
