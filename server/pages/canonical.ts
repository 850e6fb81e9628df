import type { ServerBuild } from 'react-router';
import { pageQuery, type PageQuery, type ParamKind } from '#contract/pageQuery.js';

/** The page a URL shows, written one way: the key of its cache entry and the URL it renders as. */
export type CanonicalPage =
  /**
   * `/en/news?index=10&page=2`: route path as the route table spells it, declared parameters
   * only; `keep`: whether the page cache may keep it (not a page showing a visitor's search).
   */
  | { path: string; keep: boolean }
  /** A page parameter out of range (`/en/news?page=99999999999`): the not-found page, uncached. */
  | { notFound: string };

const LANGS = new Set(['en', 'zh']);
/** Routes that are not a page of their own: the language redirect and the catch-all 404. */
const NOT_PAGES = new Set(['routes/languageRedirect', 'routes/notFound']);

interface Branch {
  /** Segments of the full path pattern, e.g. [':lang', 'search', ':type?']. */
  segments: string[];
  regex: RegExp;
  pageParams: PageQuery | undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route of the site as the canonical pages need it: its place in the table and the query
 * parameters its page takes. Plain data: a render worker, which loads the site's build, sends it
 * to the main thread, which then never loads the build (and React's server renderer) itself.
 */
export interface RouteShape {
  id: string;
  parentId: string | undefined;
  path: string | undefined;
  caseSensitive: boolean;
  pageParams: Readonly<Record<string, ParamKind>> | null;
}

/** The build's routes as RouteShapes. */
export function routeShapes(build: ServerBuild): RouteShape[] {
  return Object.values(build.routes).flatMap((route) =>
    route
      ? [
          {
            id: route.id,
            parentId: route.parentId,
            path: route.path,
            caseSensitive: route.caseSensitive ?? false,
            pageParams: (route.module as { pageParams?: PageQuery }).pageParams?.params ?? null,
          },
        ]
      : [],
  );
}

/**
 * The page routes as compiled patterns, static ones first (as React Router ranks them). Compiled
 * once: matching a URL then costs a few regular expressions, not React Router's whole ranking,
 * which runs on every `matchRoutes` call and would cost every cache hit ~0.2 ms.
 */
function pageBranches(routes: RouteShape[]): Branch[] {
  const branches: Branch[] = [];
  const walk = (parentId: string | undefined, prefix: string[]) => {
    for (const route of routes) {
      if (route.parentId !== parentId) continue;
      const segments = [...prefix, ...(route.path ?? '').split('/').filter(Boolean)];
      const isParent = routes.some((child) => child.parentId === route.id);
      if (isParent) walk(route.id, segments);
      else if (!NOT_PAGES.has(route.id) && !segments.includes('*')) {
        const source = segments
          .map((s) =>
            s.startsWith(':') ? (s.endsWith('?') ? '(?:/([^/]+))?' : '/([^/]+)') : `/${escape(s)}`,
          )
          .join('');
        branches.push({
          segments,
          regex: new RegExp(`^${source}/*$`, route.caseSensitive ? '' : 'i'),
          pageParams: route.pageParams ? pageQuery(route.pageParams) : undefined,
        });
      }
    }
  };
  walk(undefined, []);
  const dynamic = (b: Branch) => b.segments.filter((s) => s.startsWith(':')).length;
  return branches.sort((a, b) => dynamic(a) - dynamic(b));
}

/**
 * Maps request URLs (`/en/NEWS/?page=02&utm_source=x`) to canonical pages (`/en/news?page=2`).
 * A URL that is not a page (an unprefixed path the site redirects, an unknown path) answers null:
 * it is rendered, never cached.
 */
export function canonicalPages(routes: RouteShape[]) {
  const branches = pageBranches(routes);
  return (pathname: string, search: URLSearchParams): CanonicalPage | null => {
    for (const branch of branches) {
      const match = branch.regex.exec(pathname);
      if (!match) continue;
      const values = match.slice(1);
      const params = branch.segments.filter((s) => s.startsWith(':'));
      const lang = values[params.indexOf(':lang')];
      if (!lang || !LANGS.has(lang)) return null;
      let next = 0;
      const path = branch.segments
        .map((s) => (s.startsWith(':') ? values[next++] : s))
        .filter((s) => s !== undefined)
        .join('/');
      const query = branch.pageParams ? branch.pageParams.canonical(search) : '';
      // Out of range: the not-found page in that language (any path the table does not know).
      if (query === null) return { notFound: `/${lang}/404` };
      return { path: `/${path}${query}`, keep: branch.pageParams ? branch.pageParams.keep(search) : true };
    }
    return null;
  };
}
