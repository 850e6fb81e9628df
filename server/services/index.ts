import { auditService } from './audit.js';
import { categoryService } from './categories.js';
import { contentCacheService } from './contentCache.js';
import type { ServiceContext } from './context.js';
import { deskStatsService } from './deskStats.js';
import { digestService } from './digest.js';
import { enquiryService } from './enquiries.js';
import { enquiryExportService } from './enquiryExport.js';
import { enquiryItemService } from './enquiryItems.js';
import { faqService } from './faq.js';
import { imageService } from './images.js';
import { SEARCHABLE_CATEGORIES } from '../../contract/constants.js';
import { itemService } from './items.js';
import { jobService } from './jobs.js';
import { noteService } from './notes.js';
import { outboxService } from './outbox.js';
import { productService } from './products.js';
import { rateLimitService } from './rateLimit.js';
import { routingService } from './routing.js';
import { responseTimeService } from './responseTime.js';
import { sessionStore } from './sessions.js';
import { siteConfigService } from './siteConfig.js';
import { staffService } from './staff.js';
import { staffSecurityService } from './staffSecurity.js';
import { tagService } from './tags.js';
import { uploadService } from './uploads.js';
import { verificationService } from './verification.js';
import { webhookService } from './webhooks.js';
import type { Page } from './wire.js';

/**
 * Every service, built once per process; the /api routes, the SSR loaders and the staff API share
 * them. They alone reach the database.
 */
export function createServices(ctx: ServiceContext) {
  const limits = rateLimitService(ctx);
  const tags = tagService(ctx);
  const items = itemService(ctx, tags);
  const products = productService(ctx);
  const categories = categoryService(ctx, items, products);
  const site = siteConfigService(ctx);
  const verification = verificationService(ctx, limits, site);
  const cache = contentCacheService(ctx);
  // A picture's derived copies change the pages that show it: they render again with srcset.
  const images = imageService(ctx, () => cache.changed());
  const uploads = uploadService(ctx, limits, images);
  const outbox = outboxService(ctx);
  const webhooks = webhookService(ctx);
  const responseTime = responseTimeService(ctx);
  const sessions = sessionStore(ctx, ctx.config.staffSessionIdleMinutes);
  const enquiryItems = enquiryItemService(ctx, items, products);
  const audit = auditService(ctx);
  const routing = routingService(ctx, audit, outbox, site);
  const enquiries = enquiryService(ctx, {
    limits,
    verification,
    uploads,
    site,
    outbox,
    webhooks,
    routing,
    responseTime,
    enquiryItems,
  });
  return {
    /** The server's configuration (read-only). */
    config: ctx.config,
    /** The clock every service reads (tests move it). */
    now: ctx.now,
    limits,
    cache,
    images,
    items,
    products,
    categories,
    site,
    verification,
    uploads,
    outbox,
    webhooks,
    tags,
    sessions,
    staff: staffService(ctx, sessions),
    security: staffSecurityService(ctx, outbox, site),
    audit,
    routing,
    notes: noteService(ctx),
    faq: faqService(ctx, items, limits),
    jobs: jobService(ctx),
    deskStats: deskStatsService(ctx, responseTime),
    responseTime,
    enquiryItems,
    enquiries,
    enquiryExport: enquiryExportService(ctx, enquiries.inbox, responseTime),
    digest: digestService(ctx, responseTime, outbox, site),

    /** GET /api/common/searchinfo: articles (news, cases, solutions, FAQ, resources) or products. */
    async search(type: 'article' | 'product', keyword: string, page: Page) {
      // An empty keyword lists everything (browsing); punctuation alone finds nothing.
      const search = keyword.trim() === '' ? undefined : keyword;
      return type === 'product'
        ? products.list({ keyword: search, page })
        : items.list({ cateIds: [...SEARCHABLE_CATEGORIES], siteSearch: true, keyword: search, page });
    },
  };
}

export type Services = ReturnType<typeof createServices>;
