import { z } from 'zod';

/**
 * The console's one search box: GET /admin/api/search?q= answers the records of
 * each kind the signed-in role may open, grouped by kind, each with the console page that opens it.
 */
export const CONSOLE_SEARCH_KINDS = ['products', 'items', 'categories', 'jobs', 'enquiries'] as const;
export type ConsoleSearchKind = (typeof CONSOLE_SEARCH_KINDS)[number];

/** At most this many hits of each kind: the box is for finding one record, not for listing. */
export const CONSOLE_SEARCH_LIMIT = 6;

export const consoleSearchQuery = z.object({ q: z.string().trim().min(2).max(100) });

export interface ConsoleSearchHit {
  id: number;
  /** The record's name: a title (both languages), a product's model, an enquiry's case number. */
  title: string;
  en_title: string;
  /** A second line: a product's model, an enquiry's sender and e-mail. */
  detail: string;
  /** Where the console opens it (a path under /admin). */
  to: string;
}

export interface ConsoleSearchGroup {
  kind: ConsoleSearchKind;
  hits: ConsoleSearchHit[];
}
