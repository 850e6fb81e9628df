import { contentCacheService } from './content/contentCache.js';
import { contentServices } from './content/index.js';
import { deskServices } from './desk/index.js';
import type { ServiceContext } from './platform/context.js';
import { platformServices } from './platform/index.js';
import { staffServices } from './staff/index.js';

/**
 * Every service, built once per process; the /api routes, the SSR loaders and the staff API share
 * them. They alone reach the database. By area: platform/ (limits, mail, files), content/ (what
 * the site shows), staff/ (the console's people and the audit log), desk/ (enquiries).
 */
export function createServices(ctx: ServiceContext) {
  const cache = contentCacheService(ctx);
  const platform = platformServices(ctx, cache);
  const content = contentServices(ctx, platform);
  const staff = staffServices(ctx, platform, content);
  return {
    /** The server's configuration (read-only). */
    config: ctx.config,
    /** The clock every service reads (tests move it). */
    now: ctx.now,
    cache,
    ...platform,
    ...content,
    ...staff,
    ...deskServices(ctx, platform, content, staff),
  };
}

export type Services = ReturnType<typeof createServices>;
