/** Query parameters of the pages, read defensively: a bad value is absent, never a failure. */

/**
 * A whole number (`-?` and up to nine digits, after trimming) from `min` to `max`; `undefined`
 * when absent, empty, malformed ("abc", "1.5") or out of range, so the page falls back to its
 * default instead of failing. The pages' canonical URLs read integers the same way (pageQuery.ts).
 */
export function intParam(
  query: URLSearchParams,
  name: string,
  min = -999_999_999,
  max = 999_999_999,
): number | undefined {
  const raw = query.get(name)?.trim() ?? '';
  if (!/^-?\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
}

/** The largest page a list offers in its links (any list ends long before). */
const LIST_PAGE_MAX = 1_000_000;

/** A list's page number (1 when absent or not a page). */
export function pageParam(query: URLSearchParams): number {
  return intParam(query, 'page', 1, LIST_PAGE_MAX) ?? 1;
}

/** A search keyword as the services take it: trimmed, at most 100 characters. */
export function keywordParam(value: string | null): string {
  return (value ?? '').trim().slice(0, 100);
}

/** A query string from the entries that are set (empty strings and zero pages left out). */
export function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
