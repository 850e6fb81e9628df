/** URLs and query parsing shared by the product-center screens (docs/product.md §2 /prod_*). */
import { CATE } from '#contract/constants.js';

/** /prod_list of a top category (index = its position in the product tree), optionally one child tab. */
export function prodListPath(options: {
  index: number;
  parentId: number;
  sonId?: number;
  page?: number;
}): string {
  const query = new URLSearchParams({ index: String(options.index), parentId: String(options.parentId) });
  if (options.sonId) query.set('sonId', String(options.sonId));
  if (options.page && options.page > 1) query.set('page', String(options.page));
  return `/prod_list?${query}`;
}

/** /prod_details of a product: id is its category, sonId the product; page is the list page it came from. */
export function prodDetailsPath(product: { id: number; cate_id: number }, page?: number): string {
  const query = new URLSearchParams({ id: String(product.cate_id), sonId: String(product.id) });
  if (page) query.set('page', String(page));
  return `/prod_details?${query}`;
}

/** The product-center search, as the center's form sends it. */
export function prodSearchPath(keywords: string, page = 1, from?: string): string {
  const query = new URLSearchParams({ keywords, index: '0', parentId: String(CATE.productRoot) });
  if (from) query.set('from', from);
  if (page > 1) query.set('page', String(page));
  return `/prod_search_list?${query}`;
}

/**
 * A product's title without its leading model number: cards and headings print the number
 * separately ("[MR-GV300]" above "Single-Seat Globe Valve"), so it is not read twice.
 */
export function titleWithoutNo(title: string, no: string): string {
  const trimmed = no.trim();
  if (!trimmed || !title.startsWith(trimmed)) return title;
  return title.slice(trimmed.length).trim() || title;
}
