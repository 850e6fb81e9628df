import type { ContentServices } from '../content/index.js';
import type { ServiceContext } from '../platform/context.js';
import type { PlatformServices } from '../platform/index.js';
import type { StaffServices } from '../staff/index.js';
import { deskStatsService } from './deskStats.js';
import { digestService } from './digest.js';
import { enquiryService } from './enquiries.js';
import { enquiryExportService } from './enquiryExport.js';
import { enquiryItemService } from './enquiryItems.js';
import { fileLinkService } from './fileLinks.js';
import { inboundMailService } from './inboundMail.js';
import { enquirySizingService } from './enquirySizing.js';
import { inboxService } from './inbox.js';
import { sizingProjectService } from './sizingProjects.js';
import { noteService } from './notes.js';
import { responseTimeService } from './responseTime.js';
import { routingService } from './routing.js';
import { savedReplyService } from './savedReplies.js';
import { verificationService } from './verification.js';
import { webhookService } from './webhooks.js';

/**
 * The enquiry desk: visitors send, look up, comment on and close enquiries (enquiries.ts, with the
 * e-mail codes of verification.ts); staff answer them in the inbox (inbox.ts) with internal notes,
 * routing to an assignee (routing.ts, coverage.ts), the response-time promise, the daily digest,
 * the dashboard's figures, the export, and webhooks for a CRM. What an enquiry is about (a
 * product, a case…) and its quotation request: enquiryItems.ts.
 */
export function deskServices(
  ctx: ServiceContext,
  { limits, uploads, outbox }: Pick<PlatformServices, 'limits' | 'uploads' | 'outbox'>,
  {
    site,
    items,
    products,
    revisions,
    actuators,
    valveActuations,
  }: Pick<ContentServices, 'site' | 'items' | 'products' | 'revisions' | 'actuators' | 'valveActuations'>,
  { audit }: Pick<StaffServices, 'audit'>,
) {
  const verification = verificationService(ctx, limits, site);
  const webhooks = webhookService(ctx);
  const responseTime = responseTimeService(ctx, revisions);
  const enquiryItems = enquiryItemService(ctx, items, products);
  const enquirySizing = enquirySizingService(ctx, { products, actuators, valveActuations });
  const sizingProjects = sizingProjectService(ctx, enquirySizing);
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
    enquirySizing,
    sizingProjects,
  });
  const fileLinks = fileLinkService(ctx);
  const inbox = inboxService(ctx, {
    site,
    outbox,
    webhooks,
    responseTime,
    enquiryItems,
    enquirySizing,
    sizingProjects,
    uploads,
    fileLinks,
  });
  return {
    verification,
    webhooks,
    responseTime,
    enquiryItems,
    /** The sizing an enquiry came with. */
    enquirySizing,
    /** Sizing projects behind signed links, and the one a quotation came with. */
    sizingProjects,
    routing,
    /** The visitors' side of the desk: send, look up, comment, close. */
    enquiries,
    /** The staff side of the desk: every enquiry, replies, closing. */
    inbox,
    /** Expiring download links for reply files too large for the mail. */
    fileLinks,
    notes: noteService(ctx),
    /** The desk's reply texts in both languages. */
    savedReplies: savedReplyService(ctx),
    deskStats: deskStatsService(ctx, responseTime),
    enquiryExport: enquiryExportService(ctx, inbox, responseTime, enquirySizing),
    digest: digestService(ctx, responseTime, outbox, site),
    /** Visitors' e-mail replies read from the desk's mailbox (IMAP_URL). */
    inboundMail: inboundMailService(ctx, { uploads, outbox, webhooks, limits, site }),
  };
}

export type DeskServices = ReturnType<typeof deskServices>;
