import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginBody, passwordChangeBody } from '#contract/staffApi.js';
import { AppError, failInput } from '../lib/errors.js';
import { requestLang } from '../lib/requestLang.js';
import { errorMessage } from '../lib/staffMessages.js';
import { parseUserAgent } from '../lib/userAgent.js';
import { decoyHash, verifyPassword } from '../services/staff/password.js';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, type SessionOrigin } from '../services/staff/sessions.js';
import { countPasswordTry, DEVICE_COOKIE, staffDevice } from './proof.js';
import { staffRoute, writeAudit } from './resource.js';

const DEVICE_MARK_SECONDS = 365 * 24 * 3600;

/** How a sign-in was completed, as the audit log names it. */
export type SignInMethod = 'password' | 'totp' | 'recovery-code' | 'passkey';

/**
 * The cookie attributes of the staff console: HttpOnly, SameSite=Strict, and Secure when the site
 * is https (PUBLIC_URL) or this request came over https, seen directly or by a trusted proxy
 * (X-Forwarded-Proto with TRUST_PROXY): a proxy ending TLS must not get cookies a plain-http
 * link would carry.
 */
export function staffCookie(app: FastifyInstance, request: FastifyRequest) {
  const secure = new URL(app.services.config.publicUrl).protocol === 'https:' || request.protocol === 'https';
  return { httpOnly: true, sameSite: 'strict', secure, path: '/admin' } as const;
}

/** Where a request comes from, as a session keeps it. */
export const originOf = (request: FastifyRequest): SessionOrigin => ({
  userAgent: request.headers['user-agent'] ?? '',
  ip: request.ip,
});

/**
 * The end of every sign-in (password alone, second factor, passkey, a first second factor
 * enrolled): the waiting session `replaces` goes, a full one starts with a new token (no fixation),
 * the browser is marked as known to the account, the member's language is remembered, and a
 * browser never seen with this account before is told to the owner by mail.
 */
export async function finishSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  staffId: number,
  method: SignInMethod,
  replaces: string | null = null,
) {
  const { limits } = app.services.platform;
  const { sessions, users, audit, security } = app.services.staff;
  const user = await users.byId(staffId);
  if (!user || user.status !== 1) throw new AppError('signInFailed', {}, 401);
  if (replaces) await sessions.end(replaces);
  const cookie = staffCookie(app, request);
  // News to the owner: a browser without the account's mark, on an account that signed in before
  // (an account's first sign-in is the one its owner was told to make).
  const newBrowser =
    !(await limits.isKnownDevice(staffDevice(user.email), request.cookies[DEVICE_COOKIE])) &&
    (await audit.hasDone(user.id, 'sign-in'));
  reply.setCookie(DEVICE_COOKIE, await limits.deviceMark(staffDevice(user.email)), {
    ...cookie,
    path: '/admin/api/auth',
    maxAge: DEVICE_MARK_SECONDS,
  });
  reply.setCookie(SESSION_COOKIE, await sessions.start(user.id, originOf(request)), {
    ...cookie,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
  await security.rememberLang(user.id, requestLang(request));
  await writeAudit(app, user.id, ['sign-in', 'staff_user'], user.id, { ip: request.ip, method });
  if (newBrowser) {
    const agent = parseUserAgent(request.headers['user-agent'] ?? '');
    notifyLater(app, user.id, 'new-sign-in', {
      ...agent,
      ip: request.ip,
      time: new Date(app.services.now()).toISOString().slice(0, 16).replace('T', ' '),
    });
  }
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

/**
 * Mails a member about their account without holding up the answer: a slow mail server must not
 * slow a sign-in, and the outbox keeps what could not be sent.
 */
export function notifyLater(
  app: FastifyInstance,
  staffId: number,
  event: Parameters<FastifyInstance['services']['staff']['security']['notify']>[1],
  params: Record<string, string> = {},
) {
  app.services.staff.security
    .notify(staffId, event, params)
    .catch((error: unknown) => app.log.error({ err: error, event }, 'security mail failed'));
}

/** POST login, POST logout, GET me, POST password under /admin/api/auth. */
export function authRoutes(app: FastifyInstance): void {
  const { sessions, users, security } = app.services.staff;

  staffRoute(app, {
    method: 'POST',
    url: '/auth/login',
    access: 'public',
    body: loginBody,
    audit: { action: 'sign-in-password', entity: 'staff_user' },
    handler: async ({ request, reply, body: { email, password }, audit }) => {
      const attempt = await countPasswordTry(app, request, email);
      const user = await users.byEmail(email);
      // An unknown address costs as much time as a wrong password, and gets the same answer.
      const matches = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
      if (!user || !matches || user.status !== 1) throw new AppError('signInFailed', {}, 401);
      await attempt.succeeded();
      const factors = await security.factorsOf(user.id);
      const hasFactor = factors.totp || factors.passkeys.length > 0;
      if (!hasFactor && !(await security.requireTwoFactor())) {
        return finishSignIn(app, request, reply, user.id, 'password');
      }
      // The password was right; the session waits for the second factor, or for one to be enrolled.
      const stage = hasFactor ? 'second-factor' : 'enrol';
      reply.setCookie(
        SESSION_COOKIE,
        await sessions.start(user.id, { ...originOf(request), stage }),
        staffCookie(app, request),
      );
      await audit(user.id, { ip: request.ip, next: stage }, user.id);
      return { next: stage, totp: factors.totp, passkey: factors.passkeys.length > 0 };
    },
  });

  staffRoute(app, {
    method: 'POST',
    url: '/auth/logout',
    access: 'public',
    handler: async ({ request, reply }) => {
      const session = await sessions.resolve(request.cookies[SESSION_COOKIE]);
      if (session) await sessions.end(session.id);
      reply.clearCookie(SESSION_COOKIE, staffCookie(app, request));
      return {};
    },
  });

  staffRoute(app, { method: 'GET', url: '/auth/me', access: 'staff', handler: async ({ staff }) => staff });

  staffRoute(app, {
    method: 'POST',
    url: '/auth/password',
    access: 'staff',
    body: passwordChangeBody,
    stepUp: 'recent',
    audit: { action: 'password', entity: 'staff_user' },
    handler: async ({ request, staff, lang, body, audit }) => {
      const user = await users.byId(staff.id);
      if (!user || !(await verifyPassword(body.current_password, user.password_hash))) {
        failInput({ current_password: { key: 'wrongPassword' } });
      }
      await users.setPassword(staff.id, body.new_password, request.staffSessionId ?? undefined);
      await audit(staff.id);
      notifyLater(app, staff.id, 'password-changed');
      return { message: errorMessage('passwordChanged', lang, {}, 'staff') };
    },
  });
}
