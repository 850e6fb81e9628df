import { COUNTRY_CODES, isCountryCode } from '../../lib/country.js';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { CATE } from '#contract/constants.js';
import type { CoverageChoices } from '#contract/desk.js';
import { LANGS, type Lang } from '#contract/messages.js';
import { flag01, int, MAX_ID } from '#contract/schemas.js';
import type { Db } from '../../db/index.js';
import type { StaffRole, StaffUserTable } from '../../db/schema.js';
import { failInput, type FieldErrors } from '../../lib/errors.js';

/** The roles that answer enquiries (the staff API's enquiry desk, and who routing may pick). */
export const DESK_ROLES: readonly StaffRole[] = ['admin', 'support'];

/**
 * What a staff user covers on the sales desk: whether new enquiries are routed to them,
 * and the languages, countries and product families they answer. An empty list means "any".
 */
export interface Coverage {
  takes_enquiries: 0 | 1;
  cover_langs: Lang[];
  /** ISO 3166 alpha-2, upper case. */
  cover_countries: string[];
  /** Ids of top-level product categories (children of the product centre). */
  cover_families: number[];
}

/** The country codes a user may cover: those a phone number can belong to (libphonenumber-js). */

/** A JSON list column; anything else (a hand-edited row) reads as "any". */
function jsonList(value: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** The coverage of a staff_user row, as the console and the routing read it. */
export function coverageOf(
  row: Pick<
    Selectable<StaffUserTable>,
    'takes_enquiries' | 'cover_langs' | 'cover_countries' | 'cover_families'
  >,
): Coverage {
  return {
    takes_enquiries: row.takes_enquiries === 1 ? 1 : 0,
    cover_langs: jsonList(row.cover_langs).filter((l): l is Lang => LANGS.includes(l as Lang)),
    cover_countries: jsonList(row.cover_countries).filter((c): c is string => typeof c === 'string'),
    cover_families: jsonList(row.cover_families).filter((f): f is number => Number.isInteger(f)),
  };
}

/** The coverage fields of a staff body (each optional: a PUT changes what it carries). */
export const coverageBody = {
  takes_enquiries: flag01.optional(),
  cover_langs: z
    .array(z.enum(LANGS as [Lang, ...Lang[]]))
    .max(LANGS.length)
    .optional(),
  cover_countries: z
    .array(z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.string().max(10)))
    .max(COUNTRY_CODES.length)
    .optional(),
  cover_families: z.array(int(1, MAX_ID)).max(500).optional(),
};

export type CoverageChange = Partial<Coverage>;

/** Coverage columns as stored: sorted, without repeats. */
const stored = <T extends string | number>(list: T[]) =>
  JSON.stringify([...new Set(list)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

/** The product families: the top-level product categories, in their menu order. */
function productFamilies(db: Db) {
  return db
    .selectFrom('category')
    .select(['id', 'cate_name', 'en_cate_name'])
    .where('parent_id', '=', CATE.productRoot)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/**
 * The staff_user columns of a coverage change, once every country is a known code and every
 * family a top-level product category (else the form's fields are refused by name).
 */
export async function coverageColumns(db: Db, change: CoverageChange) {
  const errors: FieldErrors = {};
  const unknownCountries = (change.cover_countries ?? []).filter((c) => !isCountryCode(c));
  if (unknownCountries.length)
    errors.cover_countries = { key: 'unknownCountry', params: { codes: unknownCountries.join(', ') } };
  if (change.cover_families?.length) {
    const families = new Set((await productFamilies(db)).map((f) => f.id));
    const unknownFamilies = change.cover_families.filter((id) => !families.has(id));
    if (unknownFamilies.length)
      errors.cover_families = { key: 'unknownFamily', params: { ids: unknownFamilies.join(', ') } };
  }
  if (Object.keys(errors).length) failInput(errors);
  return {
    ...(change.takes_enquiries !== undefined && { takes_enquiries: change.takes_enquiries }),
    ...(change.cover_langs && { cover_langs: stored(change.cover_langs) }),
    ...(change.cover_countries && { cover_countries: stored(change.cover_countries) }),
    ...(change.cover_families && { cover_families: stored(change.cover_families) }),
  };
}

/** What the staff form offers: every country code and the product families with both names. */
export async function coverageChoices(db: Db): Promise<CoverageChoices> {
  return { countries: COUNTRY_CODES, families: await productFamilies(db) };
}
