/** Loader helpers of the program screens (application areas, product program, customer service). */

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
