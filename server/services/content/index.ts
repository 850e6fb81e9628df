import { SEARCHABLE_CATEGORIES } from '#contract/constants.js';
import type { SearchResult } from '#contract/content.js';
import type { Db } from '../../db/index.js';
import type { PlatformServices } from '../platform/index.js';
import type { ServiceContext } from '../platform/context.js';
import type { Page } from '../platform/wire.js';
import { actuatorService, valveActuationService } from './actuators.js';
import { categoryService } from './categories.js';
import { draftService } from './drafts.js';
import { faqService } from './faq.js';
import { itemService } from './items.js';
import { jobService } from './jobs.js';
import { productService } from './products.js';
import { ratingTableService } from './ratingTables.js';
import { revisionService } from './revisions.js';
import { siteConfigService } from './siteConfig.js';
import { tagService } from './tags.js';

/**
 * The public content editors change and the site shows: the category tree, content items (news,
 * cases, FAQ…) and their tags, products with their flow tables and the rating tables of their
 * body materials, the actuator catalogue and each valve's actuation data, open positions, the site configuration, FAQ feedback and the site search. Beside them: bilingual.ts (the two languages of a record, previews),
 * searchIndex.ts, visibility.ts (hidden categories), contentCache.ts (the content version),
 * revisions.ts (every save kept, the trash).
 */
export function contentServices(ctx: ServiceContext, { limits }: Pick<PlatformServices, 'limits'>) {
  const revisions = revisionService(ctx);
  const tags = tagService(ctx, revisions);
  const items = itemService(ctx, tags, revisions);
  const ratingTables = ratingTableService(ctx, revisions);
  const products = productService(ctx, revisions, ratingTables);
  return {
    revisions,
    drafts: draftService(ctx),
    tags,
    items,
    products,
    ratingTables,
    actuators: actuatorService(ctx),
    valveActuations: valveActuationService(ctx),
    categories: categoryService(ctx, items, products, revisions),
    site: siteConfigService(ctx, revisions),
    faq: faqService(ctx, items, limits),
    jobs: jobService(ctx, revisions),

    /** GET /api/common/searchinfo: articles (news, cases, solutions, FAQ, resources) or products. */
    async search(type: 'article' | 'product', keyword: string, page: Page): Promise<SearchResult> {
      // An empty keyword lists everything (browsing); punctuation alone finds nothing.
      const search = keyword.trim() === '' ? undefined : keyword;
      return type === 'product'
        ? products.list({ keyword: search, page })
        : items.list({ cateIds: [...SEARCHABLE_CATEGORIES], siteSearch: true, keyword: search, page });
    },
  };
}

export type ContentServices = ReturnType<typeof contentServices>;

/**
 * The same services inside a caller's transaction `trx`: every read and write goes through it,
 * and each save joins it instead of opening its own (revisions.ts), so many saves commit or fail
 * as one (the demo content's seed). `now` dates the saves. Reads are never kept (`readThrough`):
 * they may see rows that are not committed yet.
 */
export function contentServicesWithin(
  ctx: ServiceContext,
  platform: Pick<PlatformServices, 'limits'>,
  trx: Db,
  now: () => number = ctx.now,
): ContentServices {
  const { readThrough: _kept, ...own } = ctx;
  return contentServices({ ...own, db: trx, now }, platform);
}
