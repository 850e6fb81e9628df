import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { FRAMEWORK_ERRORS } from '../lib/frameworkErrors.js';
import { requestLang } from '../lib/requestLang.js';
import { errorMessage } from '../lib/staffMessages.js';
import type { SessionStage } from '../db/schema.js';
import { SESSION_COOKIE, type StaffIdentity } from '../services/staff/sessions.js';
import { bootstrapAdmin } from '../services/staff/staff.js';
import { authRoutes } from './auth.js';
import { securityRoutes } from './security.js';
import type { Access } from './resource.js';
import { auditResource } from './resources/audit.js';
import { businessCalendarRoutes } from './resources/businessCalendar.js';
import { configRoutes } from './resources/config.js';
import { consoleSearchRoutes } from './resources/consoleSearch.js';
import { contentResources } from './resources/content.js';
import { draftRoutes } from './resources/drafts.js';
import { deskStatsRoutes } from './resources/deskStats.js';
import { deskRoutes } from './resources/desk.js';
import { enquiryRoutes } from './resources/enquiries.js';
import { enquiryExportRoutes } from './resources/enquiryExport.js';
import { feedbackResource } from './resources/feedback.js';
import { ratingTableRoutes } from './resources/ratingTables.js';
import { actuatorRoutes } from './resources/actuators.js';
import { savedReplyRoutes } from './resources/savedReplies.js';
import { inboundMailResource } from './resources/inboundMail.js';
import { mediaRoutes } from './resources/media.js';
import { historyRoutes } from './resources/history.js';
import { scheduleRoutes } from './resources/schedule.js';
import { staffResource } from './resources/staff.js';
import { uploadRoutes } from './resources/uploads.js';
import { webhookRoutes } from './resources/webhooks.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a staff route (server/admin-api/resource.ts). */
    access?: Access;
    /**
     * Sign-ins not finished that may call the route too (a second factor to give, or to enrol);
     * every other route wants a full session.
     */
    stages?: readonly SessionStage[];
  }
  interface FastifyRequest {
    /** The signed-in staff user of a staff route. */
    staff: StaffIdentity | null;
    /** sha256 id of the request's staff session. */
    staffSessionId: string | null;
    /** How far the request's session has come: 'full', or waiting for a second factor. */
    staffStage: SessionStage | null;
    /** When the member last gave a fresh proof in the request's session (proof.ts). */
    staffStepUpTime: number | null;
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
 * The answer to a failure of a staff route, in the request's language: `{message, errors}` (what
 * react-admin reads: `message` is shown, `errors` marks form fields) with an HTTP 4xx status (a
 * public API's 200 failure becomes 400).
 */
function sendStaffError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const lang = requestLang(request);
  const retryAfter = error.data?.retry_after;
  if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
  const errors = Object.fromEntries(
    Object.entries(error.fields ?? {}).map(([field, e]) => [
      field,
      errorMessage(e.key, lang, e.params, 'staff'),
    ]),
  );
  // A change that wants a fresh proof says what the proof must hold (proof.ts), so the console asks.
  const stepUp = error.data?.step_up;
  const body = {
    message: errorMessage(error.key, lang, error.params, 'staff'),
    errors,
    ...(stepUp ? { step_up: stepUp } : {}),
  };
  const status = error.status === 200 ? 400 : error.status;
  // A failure of ours names its request id (also in X-Request-Id on every answer) for staff to quote.
  return reply.status(status).send(status >= 500 ? { ...body, request_id: request.id } : body);
}

/**
 * The staff API under /admin/api: JSON in the conventions of ra-data-simple-rest, errors as
 * `{message, errors}`. One hook checks, for every route, the Origin of changes, the session and
 * the role the route's `access` names.
 */
export default async function adminApi(app: FastifyInstance): Promise<void> {
  const { config } = app.services;
  const { sessions, users: staff } = app.services.staff;
  await bootstrapAdmin(staff, config, app.log);

  app.decorateRequest('staff', null);
  app.decorateRequest('staffSessionId', null);
  app.decorateRequest('staffStage', null);
  app.decorateRequest('staffStepUpTime', null);

  // A staff route without an access rule would be open to anyone: refuse to start instead.
  app.addHook('onRoute', (route) => {
    if (!route.config?.access) throw new Error(`staff route ${route.method} ${route.url} has no access rule`);
    route.schema = { ...route.schema, hide: true };
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (UNSAFE_METHODS.has(request.method) && !sameOrigin(request, config.publicUrl)) {
      throw new AppError('crossSite', {}, 403);
    }
    const access = request.routeOptions.config.access;
    // onRoute gives every route a rule; a path without a route is answered 404 by server/adminStatic.ts.
    if (!access || access === 'public') return;
    const token = request.cookies[SESSION_COOKIE];
    const session = await sessions.resolve(token);
    if (!session) {
      if (token) reply.clearCookie(SESSION_COOKIE, { path: '/admin' });
      throw new AppError(token ? 'sessionExpired' : 'notSignedIn', {}, 401);
    }
    if (session.stage !== 'full' && !request.routeOptions.config.stages?.includes(session.stage)) {
      throw new AppError('secondFactorNeeded', {}, 401);
    }
    request.staff = session.staff;
    request.staffSessionId = session.id;
    request.staffStage = session.stage;
    request.staffStepUpTime = session.stepUpTime;
    if (access !== 'staff' && !access.includes(session.staff.role)) {
      throw new AppError('forbidden', { role: session.staff.role }, 403);
    }
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return sendStaffError(request, reply, error);
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return sendStaffError(request, reply, new AppError(known.key, {}, known.status));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, errors: {}, request_id: request.id });
    }
    request.log.error({ err: error }, 'staff request failed');
    return sendStaffError(request, reply, new AppError('serverError', {}, 500));
  });

  authRoutes(app);
  securityRoutes(app);
  contentResources(app);
  draftRoutes(app);
  historyRoutes(app);
  scheduleRoutes(app);
  configRoutes(app);
  businessCalendarRoutes(app);
  uploadRoutes(app);
  mediaRoutes(app);
  consoleSearchRoutes(app);
  enquiryRoutes(app);
  deskStatsRoutes(app);
  deskRoutes(app);
  savedReplyRoutes(app);
  ratingTableRoutes(app);
  actuatorRoutes(app);
  enquiryExportRoutes(app);
  feedbackResource(app);
  staffResource(app);
  auditResource(app);
  inboundMailResource(app);
  webhookRoutes(app);
}
