/** What each tab of /about fetches: the route looks the tab up here, its component in tabs.tsx. */
import { CATE, PAGE_SIZE } from '#contract/constants.js';
import type { PageServices } from '#contract/pages.js';
import { orNull } from '../../lib/http.js';
import { chronological } from '../company/content.js';
import { pick } from '../company/load.server.js';
import { ITEM_FIELDS, OFFICE_FIELDS, type TabKey, type TabLists } from './data.js';

interface TabLoad {
  /** The page category whose text the tab shows (a hidden one is a 404). */
  category?: number;
  /** The overview shows the category's summary only. */
  summaryOnly?: true;
  /** The lists the tab shows besides the text. */
  lists?: (services: PageServices) => Promise<Partial<TabLists>>;
}

const list = async (services: PageServices, cateId: number, limit: number) =>
  (await services.content.items.list({ cateIds: [cateId], page: { page: 1, limit } })).list.map((item) =>
    pick(item, ITEM_FIELDS),
  );

export const ABOUT_LOADS: Record<TabKey, TabLoad> = {
  overview: {
    category: CATE.pageAbout,
    summaryOnly: true,
    lists: async (services) => {
      const [gallery, areas, service] = await Promise.all([
        list(services, CATE.gallery, 1),
        services.content.categories.applicationAreas(),
        orNull(services.content.categories.detail(CATE.serviceBaseMaintenance, {})),
      ]);
      return {
        cards: {
          history: gallery[0]?.full_image ?? '',
          areas: areas[0]?.full_image ?? '',
          service: service?.full_image ?? '',
        },
      };
    },
  },
  about: {
    category: CATE.pageAbout,
    lists: async (services) => ({ videos: await list(services, CATE.aboutVideo, 1) }),
  },
  history: {
    lists: async (services) => {
      const [gallery, videos, history] = await Promise.all([
        list(services, CATE.gallery, PAGE_SIZE.stories),
        list(services, CATE.aboutVideo, PAGE_SIZE.stories),
        list(services, CATE.history, PAGE_SIZE.stories),
      ]);
      return { gallery, videos, history: chronological(history) };
    },
  },
  network: {
    lists: async (services) => {
      const offices = await services.content.items.list({
        cateIds: [CATE.network],
        page: { page: 1, limit: PAGE_SIZE.network },
      });
      return { offices: offices.list.map((office) => pick(office, OFFICE_FIELDS)) };
    },
  },
  ability: { category: CATE.pageAbility },
  quality: { category: CATE.pageQuality },
  sustainability: { category: CATE.pageSustainability },
  qualifications: { category: CATE.pageQualifications },
};
