import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STAFF_PASSWORD_MIN } from '../config.js';
import { AppError, failInput } from '../lib/errors.js';
import { errorMessage } from '../lib/staffMessages.js';
import { decoyHash, verifyPassword } from '../services/password.js';
import { LIMITS } from '../services/rateLimit.js';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../services/sessions.js';
import { ctxOf } from './resource.js';
import { parseBody } from './validation.js';

const loginBody = z.object({
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.string().min(1).max(254),
  ),
  password: z.string().min(1).max(200),
});

const passwordBody = z.object({
  current_password: z.string().min(1).max(200),
  new_password: z.string().min(STAFF_PASSWORD_MIN).max(200),
});

/** The cookie that marks a browser which has signed in to an account before. */
const DEVICE_COOKIE = 'staff_device';
const DEVICE_MARK_SECONDS = 365 * 24 * 3600;
const staffDevice = (email: string) => `staff:${email}`;

/** POST login, POST logout, GET me, POST password under /admin/api/auth. */
export function authRoutes(app: FastifyInstance): void {
  const { limits, sessions, staff: users, audit } = app.services;
  const secure = new URL(app.services.config.publicUrl).protocol === 'https:';

  const cookie = { httpOnly: true, sameSite: 'strict', secure, path: '/admin' } as const;

  app.post('/auth/login', { config: { access: 'public' } }, async (request, reply) => {
    const { email, password } = parseBody(loginBody, request.body);
    // Counted before the password is checked (a burst gets at most the limit of checks), per
    // address and account, per address, and per account for browsers that never signed in to it:
    // strangers' failures cannot lock the owner's own browser out (decision 36).
    const known = await limits.isKnownDevice(staffDevice(email), request.cookies[DEVICE_COOKIE]);
    let attempt: Awaited<ReturnType<typeof limits.attempt>>;
    try {
      attempt = await limits.attempt([
        LIMITS.signInFailuresPerIpEmail(request.ip, email),
        LIMITS.signInFailuresPerIp(request.ip),
        ...(known ? [] : [LIMITS.signInFailuresPerEmail(email)]),
      ]);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const seconds = Number(error.data?.retry_after ?? 60);
      throw new AppError('signInThrottled', { minutes: Math.max(1, Math.ceil(seconds / 60)) }, 429, {
        retry_after: seconds,
      });
    }
    const user = await users.byEmail(email);
    // An unknown address costs as much time as a wrong password, and gets the same answer.
    const matches = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
    if (!user || !matches || user.status !== 1) throw new AppError('signInFailed', {}, 401);
    await attempt.succeeded();
    reply.setCookie(DEVICE_COOKIE, await limits.deviceMark(staffDevice(email)), {
      ...cookie,
      path: '/admin/api/auth',
      maxAge: DEVICE_MARK_SECONDS,
    });
    reply.setCookie(SESSION_COOKIE, await sessions.start(user.id), {
      ...cookie,
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    });
    await audit.write({
      staffId: user.id,
      action: 'sign-in',
      entity: 'staff_user',
      entityId: user.id,
      detail: { ip: request.ip },
    });
    return { id: user.id, email: user.email, name: user.name, role: user.role };
  });

  app.post('/auth/logout', { config: { access: 'public' } }, async (request, reply) => {
    const session = await sessions.resolve(request.cookies[SESSION_COOKIE]);
    if (session) await sessions.end(session.id);
    reply.clearCookie(SESSION_COOKIE, cookie);
    return {};
  });

  app.get('/auth/me', { config: { access: 'staff' } }, async (request) => request.staff);

  app.post('/auth/password', { config: { access: 'staff' } }, async (request) => {
    const { staff, lang } = ctxOf(app, request);
    const body = parseBody(passwordBody, request.body);
    const user = await users.byId(staff.id);
    if (!user || !(await verifyPassword(body.current_password, user.password_hash))) {
      failInput({ current_password: { key: 'wrongPassword' } });
    }
    await users.setPassword(staff.id, body.new_password, request.staffSessionId ?? undefined);
    await audit.write({
      staffId: staff.id,
      action: 'password',
      entity: 'staff_user',
      entityId: staff.id,
    });
    return { message: errorMessage('passwordChanged', lang, {}, 'staff') };
  });
}
