import { diffArrays } from 'diff';
import { plainText } from '#app/lib/html.js';

/**
 * A revision compared with the record as it is now, field by field and language by language, as
 * text a person reads: rich text without its HTML, lists one entry a line. Pure, so it is tested
 * without a browser.
 */

export type DiffLang = 'en' | 'zh' | null;

export interface Piece {
  text: string;
  kind: 'same' | 'removed' | 'added';
}

export interface LangDiff {
  lang: DiffLang;
  before: string;
  after: string;
  /** The words of both sides in order: left shows same + removed, right same + added. */
  pieces: Piece[];
}

export interface FieldDiff {
  field: string;
  langs: LangDiff[];
}

/** Ends of blocks in rich text: each becomes a line, so a changed paragraph reads as one. */
const BLOCK_END = /<\/(p|li|h[1-6]|tr|blockquote|div)>|<br\s*\/?>/gi;

/** Rich text as lines of readable text. */
export function htmlText(html: string): string {
  return html
    .split(BLOCK_END)
    .filter((part, i) => i % 2 === 0 && part !== undefined)
    .map((part) => plainText(part))
    .filter(Boolean)
    .join('\n');
}

const looksLikeHtml = (text: string) => /<[a-z][^>]*>/i.test(text);

/** The keys of an object in one language: `en_x` in English, `x` (with an `en_x` twin) in Chinese, others in both. */
function keysIn(object: Record<string, unknown>, lang: DiffLang): string[] {
  const keys = Object.keys(object);
  const paired = (k: string) => keys.includes(`en_${k}`);
  return keys.filter((k) => {
    if (k.startsWith('en_') && keys.includes(k.slice(3))) return lang !== 'zh';
    if (paired(k)) return lang !== 'en';
    return true;
  });
}

/** A value as readable text in one language (null: a field with no languages). */
export function valueText(value: unknown, lang: DiffLang = null): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return looksLikeHtml(value) ? htmlText(value) : value;
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value))
    return value.map((entry) => valueText(entry, lang).replace(/\n/g, ' · ')).join('\n');
  const object = value as Record<string, unknown>;
  return keysIn(object, lang)
    .map((k) => valueText(object[k], lang))
    .filter(Boolean)
    .join(' · ');
}

/** Whether a list of objects carries language pairs (specifications, files): then it is shown per language. */
function hasPairs(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  return value.some(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      Object.keys(entry).some((k) => k.startsWith('en_') && k.slice(3) in entry),
  );
}

/** Words and the spaces between them; Chinese by word too (Intl.Segmenter), not as one run. */
function words(text: string): string[] {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

export function pieces(before: string, after: string): Piece[] {
  return diffArrays(words(before), words(after)).map((change) => ({
    text: change.value.join(''),
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
  }));
}

function langDiff(lang: DiffLang, before: string, after: string): LangDiff {
  return { lang, before, after, pieces: pieces(before, after) };
}

/**
 * Every field of `version` that differs from `current` (null: the record is gone, so every
 * field is shown as it was), bilingual pairs as one field with an English and a Chinese line.
 */
export function revisionDiff(
  version: Record<string, unknown>,
  current: Record<string, unknown> | null,
  options: { all?: boolean } = {},
): FieldDiff[] {
  const now = current ?? {};
  const keys = [...new Set([...Object.keys(version), ...Object.keys(now)])];
  const fields: FieldDiff[] = [];
  for (const key of keys) {
    if (key.startsWith('en_') && keys.includes(key.slice(3))) continue;
    const pair = keys.includes(`en_${key}`);
    const langs: LangDiff[] = pair
      ? [
          langDiff('en', valueText(version[`en_${key}`]), valueText(now[`en_${key}`])),
          langDiff('zh', valueText(version[key]), valueText(now[key])),
        ]
      : hasPairs(version[key]) || hasPairs(now[key])
        ? (['en', 'zh'] as const).map((lang) =>
            langDiff(lang, valueText(version[key], lang), valueText(now[key], lang)),
          )
        : [langDiff(null, valueText(version[key]), valueText(now[key]))];
    if (options.all || current === null || langs.some((l) => l.before !== l.after))
      fields.push({ field: key, langs });
  }
  return fields;
}
