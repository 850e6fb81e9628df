/**
 * The rating tables the seed carries (server/db/seed/content/rating-tables.json), as the
 * selection reads them: the tests pin their printed cells and judge sizes by them.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { allowablePressure, type RatingTable } from '../ratings.js';

const file = fileURLToPath(new URL('../../../server/db/seed/content/rating-tables.json', import.meta.url));

export const PUBLISHED_RATINGS: RatingTable[] = (
  JSON.parse(fs.readFileSync(file, 'utf8')) as (RatingTable & { name: unknown; source: string })[]
).map(({ material, basis, ratings, rows }) => ({ material, basis, ratings, rows }));

/** The published working pressure of a material in an ASME class at °C, or null. */
export function publishedAllowable(material: string, asmeClass: number, celsius: number): number | null {
  const table = PUBLISHED_RATINGS.find((t) => t.material === material && t.basis === 'class');
  return table ? allowablePressure(table, asmeClass, celsius) : null;
}
