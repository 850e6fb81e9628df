/**
 * The query parameters a page takes (docs/product.md §2), declared by each route module as
 * `export const query = pageQuery({...})`. The server renders and caches a page under its
 * canonical URL: the declared parameters only, in declared order, normalised. Anything else a
 * visitor's URL carries (utm_*, gclid, fbclid, a typo) cannot change the page, so it can neither
 * make a new cache entry nor a new render (server/pages/canonical.ts).
 */

/**
 * - `int`: a whole number as the loaders read it (`/^-?\d{1,9}$/` after trimming); written without
 *   leading zeros. Anything else is left out, which the loaders treat as absent.
 * - `page`: a page number from 1 to PAGE_MAX. A number outside that range is not a page (404);
 *   a value that is no number at all is left out (page 1), as the loaders read it.
 * - `text`: trimmed and cut to 100 characters (every loader cuts as short or shorter).
 * - `search`: like `text`, for words a visitor types. Their number has no end and they are seldom
 *   asked twice, so a page showing a search is rendered but not kept: a flood of made-up searches
 *   cannot push the site's pages out of the cache.
 * - `state`: a page's whole state in base64url (the sizing page's `s`), up to STATE_MAX characters;
 *   anything else is left out. Like `search`, each is one visitor's, so such a page is not kept.
 * - a list of strings: only those values; anything else is left out.
 */
export type ParamKind = 'int' | 'page' | 'text' | 'search' | 'state' | readonly string[];

export interface PageQuery {
  readonly params: Readonly<Record<string, ParamKind>>;
  /**
   * `?a=1&b=x` of the declared, valid parameters in `search`, '' when there are none, or null
   * when a parameter is out of range (the URL is no page: 404).
   */
  canonical(search: URLSearchParams): string | null;
  /** Whether the page may be kept in the page cache: not when it shows a visitor's search. */
  keep(search: URLSearchParams): boolean;
}

const TEXT_MAX = 100;
export const STATE_MAX = 4000;
/** Far beyond any list's last page; the loaders answer 404 past the last one anyway. */
export const PAGE_MAX = 100_000;

const OUT_OF_RANGE = Symbol('out of range');

function normalise(kind: ParamKind, raw: string): string | null | typeof OUT_OF_RANGE {
  const value = raw.trim();
  if (value === '') return null;
  if (kind === 'int') return /^-?\d{1,9}$/.test(value) ? String(Number(value)) : null;
  if (kind === 'page') {
    if (!/^-?\d+$/.test(value)) return null;
    const page = Number(value);
    return page >= 1 && page <= PAGE_MAX ? String(page) : OUT_OF_RANGE;
  }
  if (kind === 'text' || kind === 'search') return value.slice(0, TEXT_MAX);
  if (kind === 'state') return value.length <= STATE_MAX && /^[\w-]+$/.test(value) ? value : null;
  return kind.includes(value) ? value : null;
}

export function pageQuery(params: Record<string, ParamKind> = {}): PageQuery {
  const searches = Object.keys(params).filter(
    (name) => params[name] === 'search' || params[name] === 'state',
  );
  return {
    params,
    keep: (search) => !searches.some((name) => (search.get(name) ?? '').trim() !== ''),
    canonical(search) {
      const out = new URLSearchParams();
      for (const [name, kind] of Object.entries(params)) {
        const raw = search.get(name);
        const value = raw === null ? null : normalise(kind, raw);
        if (value === OUT_OF_RANGE) return null;
        if (value !== null) out.set(name, value);
      }
      const text = out.toString();
      return text ? `?${text}` : '';
    },
  };
}

/** A page past the last one is not a page (404, never cached). */
export function pageExists(page: number, count: number, limit: number): boolean {
  return page <= 1 || (page - 1) * limit < count;
}
