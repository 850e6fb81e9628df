/** The tabs of /about (docs/product.md §2) and the loader data they share. */
import type { CategoryDetail as Category, ItemWire as ListedItem, SiteConfig } from '#contract/content.js';

/** 0 overview, 1 about, 2 history, 3 network, 4–7 company pages; `?index=` is the position. */
export const TAB_KEYS = [
  'overview',
  'about',
  'history',
  'network',
  'ability',
  'quality',
  'sustainability',
  'qualifications',
] as const;
export type TabKey = (typeof TAB_KEYS)[number];

export const ITEM_FIELDS = [
  'id',
  'title',
  'en_title',
  'summary',
  'en_summary',
  'full_image',
  'files',
  'publish_time_txt',
] as const;

export const OFFICE_FIELDS = [
  'id',
  'title',
  'en_title',
  'summary',
  'en_summary',
  'content_title',
  'en_content_title',
  'title_desc',
  'en_title_desc',
] as const;

export const PAGE_FIELDS = [
  'title',
  'en_title',
  'summary',
  'en_summary',
  'full_image',
  'full_images',
] as const;

/** What a tab fetches besides its page text; a tab leaves the others empty. */
export interface TabLists {
  videos: Pick<ListedItem, (typeof ITEM_FIELDS)[number]>[];
  gallery: Pick<ListedItem, (typeof ITEM_FIELDS)[number]>[];
  history: Pick<ListedItem, (typeof ITEM_FIELDS)[number]>[];
  offices: Pick<ListedItem, (typeof OFFICE_FIELDS)[number]>[];
  /** The overview's card pictures. */
  cards: { history: string; areas: string; service: string } | null;
}

/** The loader data of every tab (the page serialises it, so its shape is the same for each). */
export interface AboutData extends TabLists {
  index: number;
  page: (Pick<Category, (typeof PAGE_FIELDS)[number]> & { content: string; en_content: string }) | null;
}

/** What a tab's component is given. */
export interface TabProps {
  data: AboutData;
  site: SiteConfig | undefined;
}
