import { createContext, useContext } from 'react';
import type { Lang } from '#contract/messages.js';

/** What every part of a page knows about it: its language and its address (path and query). */
export interface PageInfo {
  lang: Lang;
  /** The page's path and query, e.g. `/en/prod_list?index=1`. */
  url: string;
}

/**
 * Provided by the document on the server and by each island's root in the browser (the browser
 * has no router: the site's pages load whole, and only their islands run script).
 */
export const PageContext = createContext<PageInfo | null>(null);

export function usePage(): PageInfo {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage needs a PageContext (the document or an island root)');
  return page;
}

/** The page's query parameters. */
export function usePageQuery(): URLSearchParams {
  const { url } = usePage();
  const mark = url.indexOf('?');
  return new URLSearchParams(mark < 0 ? '' : url.slice(mark + 1));
}

/** The page's path, without its query. */
export function usePagePath(): string {
  const { url } = usePage();
  const mark = url.indexOf('?');
  return mark < 0 ? url : url.slice(0, mark);
}
