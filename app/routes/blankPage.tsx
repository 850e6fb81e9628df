import { notFound } from '../lib/http.js';
import { pageQuery } from '#contract/pageQuery.js';

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery();

/**
 * /fanDetail: docs/product.md §2 gives it no content, so it answers 404 (the site's not-found page)
 * rather than an empty page with an empty title.
 */
export function loader(): never {
  notFound();
}

export default function FanDetail() {
  return null;
}
