import type { SelectQueryBuilder } from 'kysely';
import { companyTime } from '#contract/businessCalendar.js';
import type { Pairs } from '#contract/bilingual.js';
import type { Page } from '#contract/content.js';
import type { Lang } from '#contract/messages.js';
import { withCompanyZone } from '#contract/zonedTime.js';
import type { Database } from '../../db/schema.js';
import { sanitizeRichText } from '../../lib/richText.js';

/** Helpers that turn stored rows into the wire shapes of docs/product.md §3. */

export type { Page, Pairs };

/**
 * `true` only when a contract type names exactly the keys of what the server puts on the wire.
 * Where a row is spread into an answer, a column added to its table would otherwise be sent
 * without being in the contract (contract/ cannot import the database's types).
 */
export type SameKeys<Contract, Sent> = [keyof Contract] extends [keyof Sent]
  ? [keyof Sent] extends [keyof Contract]
    ? true
    : never
  : never;

/** Public URL path of a stored upload path (root-relative, so it works behind any host name). */
export function uploadUrl(stored: string): string {
  if (!stored) return '';
  if (/^https?:\/\//.test(stored) || stored.startsWith('/')) return stored;
  return `/uploads/${stored}`;
}

export function splitList(csv: string): string[] {
  return csv
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A row with left-joined text columns that may be missing (null) as '' instead. */
export function blankNulls<R extends object, K extends keyof R>(
  row: R,
  keys: readonly K[],
): Omit<R, K> & Record<K, string> {
  const out = { ...row } as Record<string, unknown>;
  for (const key of keys) out[key as string] = row[key] ?? '';
  return out as Omit<R, K> & Record<K, string>;
}

/** Stored upload paths of a comma-separated column, as display URLs. */
export const urlsOf = (csv: string) => splitList(csv).map(uploadUrl);

export function fullUrls(csv: string): string {
  return urlsOf(csv).join(',');
}

/** 'YYYY-MM-DD' of a time, as the company dates it. */
export function dateText(ms: number): string {
  return companyTime(ms).slice(0, 10);
}

/** An ISO 8601 (and W3C) time in the company's zone, '2026-03-05T09:30:00+08:00': structured data, sitemap. */
export function isoTime(ms: number): string {
  const time = companyTime(ms);
  return `${time.slice(0, 19)}${time.slice(23)}`;
}

/** 'YYYY-MM-DD HH:mm' in the company's time zone, for enquiry threads. */
export function dateTimeText(ms: number): string {
  return companyTime(ms).slice(0, 16).replace('T', ' ');
}

/** dateTimeText with the zone named in the reader's language: every time a mail writes. */
export function zonedTimeText(ms: number, lang: Lang): string {
  return withCompanyZone(dateTimeText(ms), lang);
}

/** The columns of language pairs: `name` (Chinese) and `en_name` (English) of each. */
export const pairColumns = <K extends string>(names: readonly K[]) =>
  names.flatMap((name) => [name, `en_${name}`] as const);

/** Picks a row's language pairs `name` (Chinese) / `en_name` (English) into a new object. */
export function pairs<K extends string>(row: object, names: readonly K[]): Pairs<K> {
  const source = row as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const name of names) {
    out[name] = String(source[name] ?? '');
    out[`en_${name}`] = String(source[`en_${name}`] ?? '');
  }
  return out as Pairs<K>;
}

/** Language pairs of HTML fields, sanitised on the way out as well as in (docs/design.md: defence in depth). */
export function richPairs<K extends string>(row: object, names: readonly K[]): Pairs<K> {
  const out = pairs(row, names) as Record<string, string>;
  for (const key of Object.keys(out)) out[key] = sanitizeRichText(out[key]!);
  return out as Pairs<K>;
}

export function offset({ page, limit }: Page): number {
  return (page - 1) * limit;
}

/** COUNT(*) of a filtered query. */
export async function countOf<T extends keyof Database>(
  query: SelectQueryBuilder<Database, T, object>,
): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
