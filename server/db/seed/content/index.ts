import { CATE } from '../../../../contract/constants.js';
import type { SeedItem } from '../types.js';
import { jobs, maintenanceCases, newsItems, offices, productCases } from './articles.js';
import {
  applicationAreas,
  applicationItems,
  industryItems,
  productCategories,
  products,
} from './products.js';
import {
  aboutVideoItems,
  categories,
  faqItems,
  galleryItems,
  historyItems,
  manualItems,
  siteConfig,
  storyItems,
  videoItems,
} from './site.js';

/** All demo content, gathered for the loader. */
export const demoContent = {
  categories,
  productCategories,
  applicationAreas,
  products,
  items: [
    ...newsItems,
    ...productCases,
    ...maintenanceCases,
    ...industryItems,
    ...applicationItems,
    ...faqItems,
    ...manualItems,
    ...videoItems,
    ...historyItems,
    ...storyItems,
    ...galleryItems,
    ...aboutVideoItems,
  ],
  // Listed newest first: the head office gets the latest date so it leads the list.
  offices: offices.map((o, i): SeedItem => ({
    cate_id: CATE.network,
    title: o.title,
    summary: o.summary,
    content_title: { zh: o.content_title, en: o.content_title },
    title_desc: { zh: o.title_desc, en: o.title_desc },
    publish_date: new Date(Date.UTC(2025, 0, 31 - i)).toISOString().slice(0, 10),
    picture: { scene: 'office-building', label: o.title.en.slice(0, 24) },
  })),
  jobs,
  siteConfig,
};
