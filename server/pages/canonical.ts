import { generatePath, matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import type { PageQuery } from '../../app/lib/pageQuery.js';

/** The page a URL shows, written one way: the key of its cache entry and the URL it renders as. */
export type CanonicalPage =
  /** `/en/news?index=10&page=2`: route path as the route table spells it, declared parameters only. */
  | { path: string }
  /** A page parameter out of range (`/en/news?page=99999999999`): the not-found page, uncached. */
  | { notFound: string };

const LANGS = new Set(['en', 'zh']);
/** Routes that are not a page of their own: the language redirect and the catch-all 404. */
const NOT_PAGES = new Set(['routes/languageRedirect', 'routes/notFound']);

/** The route table of the server build as nested routes, for `matchRoutes`. */
function routeTree(build: ServerBuild): RouteObject[] {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route && route.parentId === parentId)
      .map((route) => {
        const id = route!.id;
        const nested = children(id);
        return route!.index
          ? { id, index: true, path: route!.path }
          : { id, path: route!.path, caseSensitive: route!.caseSensitive, children: nested };
      });
  return children('root').length
    ? [{ id: 'root', path: '', children: children('root') }]
    : children(undefined);
}

/**
 * Maps request URLs to canonical pages. A URL that is not a page (an unprefixed path the site
 * redirects, an unknown path) answers null: it is rendered, never cached.
 */
export function canonicalPages(build: ServerBuild) {
  const routes = routeTree(build);
  return (url: URL): CanonicalPage | null => {
    const matches = matchRoutes(routes, url.pathname);
    const leaf = matches?.[matches.length - 1];
    const lang = leaf?.params.lang;
    if (!leaf?.route.id || NOT_PAGES.has(leaf.route.id) || !lang || !LANGS.has(lang)) return null;
    const module = build.routes[leaf.route.id]?.module as { pageParams?: PageQuery } | undefined;
    // Every segment from the route table (`/en/nText`, whatever case the visitor typed).
    const pattern = matches!
      .map((m) => m.route.path ?? '')
      .filter(Boolean)
      .join('/');
    const pathname = `/${generatePath(pattern, leaf.params)}`.replace(/\/+$/, '').replace(/\/{2,}/g, '/');
    const search = module?.pageParams ? module.pageParams.canonical(url.searchParams) : '';
    // Any path the route table does not know renders the not-found page in that language.
    if (search === null) return { notFound: `/${lang}/404` };
    return { path: `${pathname}${search}` };
  };
}
