/** Loader helpers of the program screens (application areas, product program, customer service). */
import { AppError } from '../../../server/lib/errors.js';
import { notFound } from '../../lib/http.js';

/**
 * An integer query parameter; anything else (absent, empty, "abc", "1.5") is `undefined`, so the
 * page falls back to its default instead of failing.
 */
export function intParam(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name)?.trim() ?? '';
  return /^-?\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

/** A page number of at least 1. */
export function pageParam(query: URLSearchParams): number {
  return Math.max(1, intParam(query, 'page') ?? 1);
}

/** A service call whose "does not exist" answer (AppError) becomes the 404 page. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof AppError) notFound();
    throw error;
  }
}
