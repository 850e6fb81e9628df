import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../../contract/messages.js';
import { AppError } from '../lib/errors.js';
import { requestLang } from '../lib/requestLang.js';
import { authRoutes } from './auth.js';
import { AdminError, sendAdminError } from './http.js';
import { ADMIN_MESSAGES, adminMessage, type AdminMessageKey } from './messages.js';
import type { Access } from './resource.js';
import { auditResource } from './resources/audit.js';
import { categoryResource } from './resources/categories.js';
import { configRoutes } from './resources/config.js';
import { enquiryRoutes } from './resources/enquiries.js';
import { feedbackResource } from './resources/feedback.js';
import { itemResource } from './resources/items.js';
import { jobResource } from './resources/jobs.js';
import { productResource } from './resources/products.js';
import { staffResource } from './resources/staff.js';
import { tagResource } from './resources/tags.js';
import { uploadRoutes } from './resources/uploads.js';
import { SESSION_COOKIE, sessionStore, type SessionStore, type StaffIdentity } from './sessions.js';
import { bootstrapAdmin } from './staffUsers.js';
import { FRAMEWORK_ERRORS } from '../lib/frameworkErrors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a staff route (server/admin-api/resource.ts). */
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in staff user of a staff route. */
    staff: StaffIdentity | null;
    /** sha256 id of the request's staff session. */
    staffSessionId: string | null;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Is this change requested by a page of our own origin? Browsers send Origin on every
 * cross-origin request and on same-origin POST/PUT/DELETE; Referer is the fallback of older
 * ones. SameSite=Strict cookies already stop most cross-site requests: this is the second lock.
 */
function sameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const claimed = request.headers.origin || request.headers.referer;
  if (!claimed || claimed === 'null') return false;
  let origin: string;
  try {
    origin = new URL(claimed).origin;
  } catch {
    return false;
  }
  return origin === new URL(publicUrl).origin || origin === `${request.protocol}://${request.host}`;
}

/**
 * The staff API under /admin/api: JSON in the conventions of ra-data-simple-rest, errors as
 * `{message, errors}`. One hook checks, for every route, the Origin of changes, the session and
 * the role the route's `access` names.
 */
export default async function adminApi(app: FastifyInstance): Promise<void> {
  const { ctx } = app.services;
  const { config } = ctx;
  const sessions: SessionStore = sessionStore(ctx, config.staffSessionIdleMinutes);
  await bootstrapAdmin(ctx, config, app.log);

  app.decorateRequest('staff', null);
  app.decorateRequest('staffSessionId', null);

  // A staff route without an access rule would be open to anyone: refuse to start instead.
  app.addHook('onRoute', (route) => {
    if (!route.config?.access) throw new Error(`staff route ${route.method} ${route.url} has no access rule`);
    route.schema = { ...route.schema, hide: true };
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (UNSAFE_METHODS.has(request.method) && !sameOrigin(request, config.publicUrl)) {
      throw new AdminError('crossSite', 403);
    }
    const access = request.routeOptions.config.access;
    // onRoute gives every route a rule; a path without a route is answered 404 by server/adminStatic.ts.
    if (!access || access === 'public') return;
    const token = request.cookies[SESSION_COOKIE];
    const session = await sessions.resolve(token);
    if (!session) {
      if (token) reply.clearCookie(SESSION_COOKIE, { path: '/admin' });
      throw new AdminError(token ? 'sessionExpired' : 'notSignedIn', 401);
    }
    request.staff = session.staff;
    request.staffSessionId = session.id;
    if (access !== 'staff' && !access.includes(session.staff.role)) {
      throw new AdminError('forbidden', 403, { role: session.staff.role });
    }
  });

  app.setErrorHandler((error: FastifyError | AppError | AdminError, request, reply) => {
    if (error instanceof AdminError) return sendAdminError(request, reply, error);
    const lang = requestLang(request);
    if (error instanceof AppError) {
      // Shared services (uploads, rate limits) speak the public API's messages.
      const status = error.status === 200 ? 400 : error.status;
      const retryAfter = error.data?.retry_after;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      const text =
        error.key in ADMIN_MESSAGES
          ? adminMessage(error.key as AdminMessageKey, lang, error.params)
          : message(error.key, lang, error.params);
      return reply.status(status).send({ message: text, errors: {} });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return sendAdminError(request, reply, new AdminError(known.key, known.status));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, errors: {}, request_id: request.id });
    }
    request.log.error({ err: error }, 'staff request failed');
    return sendAdminError(request, reply, new AdminError('serverError', 500));
  });

  authRoutes(app, sessions);
  categoryResource(app);
  tagResource(app);
  itemResource(app);
  productResource(app);
  jobResource(app);
  configRoutes(app);
  uploadRoutes(app);
  enquiryRoutes(app);
  feedbackResource(app);
  staffResource(app, sessions);
  auditResource(app);
}
