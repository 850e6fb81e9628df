import { openFileStore } from '../../lib/storage.js';
import type { ContentChanges, ServiceContext } from './context.js';
import { healthService } from './health.js';
import { imageService } from './images.js';
import { mediaLibraryService } from './mediaLibrary.js';
import { outboxService } from './outbox.js';
import { rateLimitService } from './rateLimit.js';
import { uploadService } from './uploads.js';

/**
 * What every area builds on: rate limits and device marks, the mail outbox, uploaded files and the
 * picture pipeline. Also here: the service context, list paging (listing.ts), the wire formats of
 * the public API (wire.ts), the staff's settings documents in site_config (settings.ts), the mailer
 * and the mails' layout, the retry queue of outbox and webhooks, and the database's readiness
 * (health.ts).
 */
export function platformServices(ctx: ServiceContext, cache: ContentChanges) {
  const limits = rateLimitService(ctx);
  // Every stored file (uploads, derived pictures, the demo media) goes through it.
  const files = openFileStore(ctx.config);
  // A picture's derived copies change the pages that show it: they render again with srcset.
  const images = imageService(ctx, files, () => cache.changed());
  const uploads = uploadService(ctx, limits, images, files);
  return {
    limits,
    /** Where uploaded files live: the folder DATA_DIR/uploads or the bucket of UPLOADS_URL. */
    files,
    images,
    uploads,
    /** The media library: staff uploads with alt text, where they are used, replace and delete. */
    media: mediaLibraryService(ctx, uploads, images, cache, files),
    outbox: outboxService(ctx, files),
    health: healthService(ctx),
  };
}

export type PlatformServices = ReturnType<typeof platformServices>;
