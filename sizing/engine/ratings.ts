/**
 * Pressure–temperature ratings of valve bodies, as catalogue data: each body material's rating
 * table (ASME B16.34 classes, or PN ratings of EN 1092-1 / EN 12516-1), the working pressure
 * (bar gauge) a body may hold at each tabulated temperature. Staff keep the tables in the console
 * (ratingTable.ts checks them; the seed carries what was published and could be checked, decisions
 * 103–104); the selection reads them with the catalogue. Between two tabulated temperatures the
 * standards allow linear interpolation; outside a table's rows, or in a class or PN it has no
 * column for, a body is not rated here, and the caller says so rather than guess. Pure, no I/O.
 */

export const ASME_CLASSES = [150, 300, 600, 900, 1500, 2500] as const;
export type AsmeClass = (typeof ASME_CLASSES)[number];

/** PN ratings of EN 1092-1 a flow table or a rating table may name. */
export const PN_RATINGS = [2.5, 6, 10, 16, 25, 40, 63, 100, 150, 160, 250, 260, 320, 400, 420] as const;

/** What a table's columns are: ASME classes or PN ratings. */
export const RATING_BASES = ['class', 'pn'] as const;
export type RatingBasis = (typeof RATING_BASES)[number];

/** One tabulated temperature (°C) and the working pressure (bar gauge) in each column. */
export interface RatingRow {
  celsius: number;
  bar: number[];
}

/** A body material's rating table, as the selection reads it. */
export interface RatingTable {
  /** The material as the flow tables name it (WCB, CF8M …). */
  material: string;
  basis: RatingBasis;
  /** The classes or PN ratings of the columns, ascending. */
  ratings: number[];
  /** Ascending temperatures, each with one pressure per column. */
  rows: RatingRow[];
}

/** The pressure class a body holds a case in, and the most it holds there. */
export interface BodyRating {
  /** One of the two: the ASME class, or the PN rating. */
  asmeClass?: number;
  pn?: number;
  material: string;
  /** Working pressure, bar gauge, at the worst case's temperature. */
  allowable: number;
}

/** "Class 300" or "PN 40". */
export function ratingLabel(rating: Pick<BodyRating, 'asmeClass' | 'pn'>): string {
  return rating.asmeClass !== undefined ? `Class ${rating.asmeClass}` : `PN ${rating.pn}`;
}

/** The temperatures (°C) a table rates bodies over. */
export function ratedTemperature(table: RatingTable): { min: number; max: number } | null {
  const first = table.rows[0];
  const last = table.rows.at(-1);
  return first && last ? { min: first.celsius, max: last.celsius } : null;
}

/**
 * The working pressure (bar gauge) of a body rated by `table` in column `rating` at `celsius`,
 * interpolated between its rows, or null outside its rows or without that column.
 */
export function allowablePressure(table: RatingTable, rating: number, celsius: number): number | null {
  const column = table.ratings.indexOf(rating);
  const range = ratedTemperature(table);
  if (column < 0 || !range || !Number.isFinite(celsius)) return null;
  if (celsius < range.min || celsius > range.max) return null;
  const rows = table.rows;
  if (celsius === range.min) return rows[0]!.bar[column] ?? null;
  for (let i = 1; i < rows.length; i++) {
    const upper = rows[i]!;
    if (celsius <= upper.celsius) {
      const lower = rows[i - 1]!;
      const p0 = lower.bar[column]!;
      const p1 = upper.bar[column]!;
      return p0 + ((p1 - p0) * (celsius - lower.celsius)) / (upper.celsius - lower.celsius);
    }
  }
  return null;
}
