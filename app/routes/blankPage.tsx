import { pageQuery } from '../lib/pageQuery.js';

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery();

/** /fanDetail: the route exists and shows nothing, as docs/product.md §2 says ("content not shown"). */
export default function FanDetail() {
  return <div className="container section" />;
}
