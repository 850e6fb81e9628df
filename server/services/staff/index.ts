import type { ContentServices } from '../content/index.js';
import type { ServiceContext } from '../platform/context.js';
import type { PlatformServices } from '../platform/index.js';
import { auditService } from './audit.js';
import { consoleSearchService } from './consoleSearch.js';
import { sessionStore } from './sessions.js';
import { staffService } from './staff.js';
import { staffSecurityService } from './staffSecurity.js';

/**
 * The console's people: staff users and their sessions, their second factors, passkeys and
 * password resets (staffSecurity.ts, its mails in staffSecurityMail.ts), and the audit log of
 * what they change. Passwords are hashed in password.ts.
 */
export function staffServices(
  ctx: ServiceContext,
  { outbox }: Pick<PlatformServices, 'outbox'>,
  { site }: Pick<ContentServices, 'site'>,
) {
  const sessions = sessionStore(ctx, ctx.config.staffSessionIdleMinutes);
  return {
    sessions,
    users: staffService(ctx, sessions),
    security: staffSecurityService(ctx, outbox, site),
    audit: auditService(ctx),
    /** The console's one search box. */
    consoleSearch: consoleSearchService(ctx),
  };
}

export type StaffServices = ReturnType<typeof staffServices>;
