import { CATE } from '#contract/constants.js';

/**
 * The content of the site as staff name it. Items of every kind live in one table by category;
 * each section is the items list pre-filtered to its categories, with the fields its kind uses.
 */
export type ItemFeature =
  | 'facts'
  | 'file'
  | 'download'
  | 'related'
  | 'tag'
  | 'link'
  | 'summary2'
  | 'gallery'
  /** A page of its own, with its search-and-share fields. */
  | 'page';

export interface ItemSection {
  key: string;
  cateIds: number[];
  features: ItemFeature[];
}

export const ITEM_SECTIONS: ItemSection[] = [
  {
    key: 'news',
    cateIds: [CATE.newsCompany, CATE.newsIndustry, CATE.newsEvents, CATE.newsTechnical],
    features: ['gallery', 'page'],
  },
  {
    key: 'cases',
    cateIds: [CATE.productCases, CATE.maintenanceCases],
    features: ['facts', 'gallery', 'download', 'page'],
  },
  {
    key: 'product_applications',
    cateIds: [CATE.productApplications],
    features: ['tag', 'download', 'related', 'page'],
  },
  { key: 'solutions', cateIds: [CATE.solutions], features: ['download', 'related', 'summary2', 'page'] },
  { key: 'industries', cateIds: [CATE.industries], features: ['download', 'related', 'page'] },
  { key: 'faq', cateIds: [CATE.faq], features: ['tag', 'page'] },
  { key: 'manuals', cateIds: [CATE.manuals], features: ['file'] },
  { key: 'videos', cateIds: [CATE.videos], features: ['file'] },
  { key: 'history', cateIds: [CATE.history], features: ['gallery'] },
  { key: 'stories', cateIds: [CATE.stories], features: [] },
  { key: 'gallery', cateIds: [CATE.gallery], features: ['file', 'gallery'] },
  { key: 'about_video', cateIds: [CATE.aboutVideo], features: ['file'] },
  { key: 'offices', cateIds: [CATE.network], features: ['link'] },
];

export function sectionOfCategory(cateId: unknown): ItemSection | undefined {
  return ITEM_SECTIONS.find((s) => s.cateIds.includes(Number(cateId)));
}

export function sectionByKey(key: string | undefined): ItemSection | undefined {
  return ITEM_SECTIONS.find((s) => s.key === key);
}

/** Sections kept in the category table itself: pages, application areas, product categories. */
export interface CategorySection {
  key: string;
  filter: Record<string, unknown>;
}

export const CATEGORY_SECTIONS: CategorySection[] = [
  { key: 'application_areas', filter: { parent_id: CATE.applicationRoot, kind: 'application' } },
  { key: 'product_categories', filter: { kind: 'product' } },
  { key: 'pages', filter: { kind: 'page' } },
];

export const ANNOUNCEMENT_ID = CATE.announcement;
export const FAQ_CATEGORY = CATE.faq;
