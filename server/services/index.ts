import { auditService } from './staff/audit.js';
import { categoryService } from './content/categories.js';
import { contentCacheService } from './content/contentCache.js';
import type { ServiceContext } from './platform/context.js';
import { deskStatsService } from './desk/deskStats.js';
import { digestService } from './desk/digest.js';
import { enquiryService } from './desk/enquiries.js';
import { enquiryExportService } from './desk/enquiryExport.js';
import { enquiryItemService } from './desk/enquiryItems.js';
import { faqService } from './content/faq.js';
import { imageService } from './platform/images.js';
import { SEARCHABLE_CATEGORIES } from '../../contract/constants.js';
import { itemService } from './content/items.js';
import { jobService } from './content/jobs.js';
import { noteService } from './desk/notes.js';
import { outboxService } from './platform/outbox.js';
import { productService } from './content/products.js';
import { rateLimitService } from './platform/rateLimit.js';
import { routingService } from './desk/routing.js';
import { responseTimeService } from './desk/responseTime.js';
import { sessionStore } from './staff/sessions.js';
import { siteConfigService } from './content/siteConfig.js';
import { staffService } from './staff/staff.js';
import { staffSecurityService } from './staff/staffSecurity.js';
import { tagService } from './content/tags.js';
import { uploadService } from './platform/uploads.js';
import { verificationService } from './desk/verification.js';
import { webhookService } from './desk/webhooks.js';
import type { Page } from './platform/wire.js';

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
