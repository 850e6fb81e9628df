import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import { AppError, failInput, found } from '../lib/errors.js';
import { requestLang } from '../lib/requestLang.js';
import { errorMessage } from '../lib/staffMessages.js';
import { verifyPassword } from '../services/staff/password.js';
import { LIMITS } from '../services/platform/rateLimit.js';
import { SESSION_COOKIE } from '../services/staff/sessions.js';
import { RESET_LINK_MINUTES } from '../services/staff/staffSecurity.js';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { finishSignIn, newPassword, notifyLater, throttled } from './auth.js';
import { ADMIN, ctxOf, routeId } from './resource.js';
import { parseBody } from './validation.js';

const codeBody = z.object({ code: z.string().trim().min(1).max(40) });
const passwordBody = z.object({ password: z.string().min(1).max(200) });
const forgotBody = z.object({
  email: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.email().max(254)),
});
const resetBody = z.object({ token: z.string().min(1).max(100), password: newPassword });
const policyBody = z.object({ require_two_factor: z.boolean() });

/**
 * A browser's WebAuthn answer, checked for its shape here and for its content by
 * @simplewebauthn/server (signature, challenge, origin, relying party).
 */
const b64 = z.string().max(20_000);
const credentialShape = {
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};
const registrationResponse = z.object({
  ...credentialShape,
  response: z.looseObject({
    clientDataJSON: b64,
    attestationObject: b64,
    transports: z.array(z.string().max(40)).max(10).optional(),
  }),
});
const authenticationResponse = z.object({
  ...credentialShape,
  response: z.looseObject({
    clientDataJSON: b64,
    authenticatorData: b64,
    signature: b64,
    userHandle: b64.optional(),
  }),
});
const passkeyBody = z.object({ name: z.string().trim().min(1).max(60), response: registrationResponse });
const passkeySignInBody = z.object({ response: authenticationResponse });

/** A member signing in who must first enrol a second factor (the site's rule). */
const isEnrolling = (request: FastifyRequest) => request.staffStage === 'enrol';

/**
 * The staff member's own security under /admin/api/auth (second factor, passkeys, sessions,
 * forgotten password) and the admin's powers over others' (rule, reset, sign out).
 */
export function securityRoutes(app: FastifyInstance): void {
  const { security, sessions, staff: users, audit, limits } = app.services;
  const write = (
    request: FastifyRequest,
    staffId: number,
    action: string,
    detail?: Record<string, unknown>,
  ) =>
    audit.write({
      staffId: request.staff?.id ?? null,
      action,
      entity: 'staff_user',
      entityId: staffId,
      detail,
    });

  /** After a first factor is enrolled on the way in, the waiting session becomes a full one. */
  async function completeEnrolment(request: FastifyRequest, reply: Parameters<typeof finishSignIn>[2]) {
    const { staff } = ctxOf(app, request);
    if (isEnrolling(request)) {
      await finishSignIn(app, request, reply, staff.id, 'password', request.staffSessionId);
      return true;
    }
    // Someone who had the account's password no longer gets in with it alone elsewhere.
    await sessions.endAllOf(staff.id, request.staffSessionId ?? undefined);
    return false;
  }

  const enrol = { access: 'staff', stages: ['enrol'] } as const;

  app.get('/auth/security', { config: enrol }, async (request) => {
    const { staff } = ctxOf(app, request);
    return {
      ...(await security.factorsOf(staff.id)),
      require_two_factor: await security.requireTwoFactor(),
      enrolling: isEnrolling(request),
    };
  });

  app.post('/auth/totp/start', { config: enrol }, async (request) => {
    const { staff } = ctxOf(app, request);
    const { secret, uri } = await security.startTotp(staff.id);
    const qr_svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret, uri, qr_svg };
  });

  app.post('/auth/totp/confirm', { config: enrol }, async (request, reply) => {
    const { staff } = ctxOf(app, request);
    const { code } = parseBody(codeBody, request.body);
    const attempt = await throttled(
      () => limits.attempt([LIMITS.secondFactorFailuresPerAccount(String(staff.id))]),
      'secondFactorThrottled',
    );
    const codes = await security.confirmTotp(staff.id, code);
    if (!codes) failInput({ code: { key: 'secondFactorFailed' } });
    await attempt.succeeded();
    await write(request, staff.id, 'totp-on');
    notifyLater(app, staff.id, 'totp-added');
    const signed_in = await completeEnrolment(request, reply);
    return { recovery_codes: codes, signed_in };
  });

  app.delete('/auth/totp', { config: { access: 'staff' } }, async (request) => {
    const { staff } = ctxOf(app, request);
    await requirePassword(staff.id, request.body);
    const factors = await security.factorsOf(staff.id);
    if ((await security.requireTwoFactor()) && factors.passkeys.length === 0)
      throw new AppError('twoFactorRequired', {}, 409);
    await security.removeTotp(staff.id);
    await sessions.endAllOf(staff.id, request.staffSessionId ?? undefined);
    await write(request, staff.id, 'totp-off');
    notifyLater(app, staff.id, 'totp-removed');
    return {};
  });

  app.post('/auth/recovery-codes', { config: { access: 'staff' } }, async (request) => {
    const { staff } = ctxOf(app, request);
    await requirePassword(staff.id, request.body);
    if (!(await security.factorsOf(staff.id)).totp) throw new AppError('totpNotStarted', {}, 409);
    const recovery_codes = await security.newRecoveryCodes(staff.id);
    await write(request, staff.id, 'recovery-codes');
    return { recovery_codes };
  });

  async function requirePassword(staffId: number, body: unknown) {
    const { password } = parseBody(passwordBody, body);
    const user = found(await users.byId(staffId));
    if (!(await verifyPassword(password, user.password_hash)))
      failInput({ password: { key: 'wrongPassword' } });
  }

  // The second step of a sign-in: a code of the authenticator app, or a recovery code.
  app.post(
    '/auth/second-factor',
    { config: { access: 'staff', stages: ['second-factor'] } },
    async (request, reply) => {
      const { staff } = ctxOf(app, request);
      if (request.staffStage !== 'second-factor') throw new AppError('secondFactorNeeded', {}, 409);
      const { code } = parseBody(codeBody, request.body);
      const attempt = await throttled(
        () => limits.attempt([LIMITS.secondFactorFailuresPerAccount(String(staff.id))]),
        'secondFactorThrottled',
      );
      const isTotp = /^\d{6}$/.test(code);
      const ok = isTotp
        ? await security.verifyTotp(staff.id, code)
        : await security.useRecoveryCode(staff.id, code);
      if (!ok) throw new AppError('secondFactorFailed', {}, 401);
      await attempt.succeeded();
      const identity = await finishSignIn(
        app,
        request,
        reply,
        staff.id,
        isTotp ? 'totp' : 'recovery-code',
        request.staffSessionId,
      );
      return { ...identity, recovery_codes_left: (await security.factorsOf(staff.id)).recovery_codes_left };
    },
  );

  // Passkeys: registered by a signed-in member (or one enrolling), used alone to sign in.
  app.post('/auth/passkeys/options', { config: enrol }, async (request) =>
    security.passkeyRegistrationOptions(ctxOf(app, request).staff.id),
  );

  app.post('/auth/passkeys', { config: enrol }, async (request, reply) => {
    const { staff } = ctxOf(app, request);
    const { name, response } = parseBody(passkeyBody, request.body);
    const saved = await security.registerPasskey(staff.id, name, response as RegistrationResponseJSON);
    if (!saved) throw new AppError('passkeyNotSaved', {}, 400);
    await write(request, staff.id, 'passkey-on', { name });
    notifyLater(app, staff.id, 'passkey-added', { name });
    return { signed_in: await completeEnrolment(request, reply) };
  });

  app.delete('/auth/passkeys/:id', { config: { access: 'staff' } }, async (request) => {
    const { staff } = ctxOf(app, request);
    const id = routeId(request);
    const factors = await security.factorsOf(staff.id);
    if (!factors.passkeys.some((p) => p.id === id)) throw new AppError('notFound', {}, 404);
    if ((await security.requireTwoFactor()) && !factors.totp && factors.passkeys.length === 1)
      throw new AppError('twoFactorRequired', {}, 409);
    const name = found((await security.removePasskey(staff.id, id)) ?? undefined);
    await sessions.endAllOf(staff.id, request.staffSessionId ?? undefined);
    await write(request, staff.id, 'passkey-off', { name });
    notifyLater(app, staff.id, 'passkey-removed', { name });
    return {};
  });

  app.post('/auth/passkey/options', { config: { access: 'public' } }, async (request) => {
    // Each answer stores a challenge: a stranger cannot fill the table.
    await throttled(() => limits.hit(LIMITS.passkeyOptionsPerIp(request.ip)), 'signInThrottled');
    return security.passkeySignInOptions();
  });

  app.post('/auth/passkey', { config: { access: 'public' } }, async (request, reply) => {
    const { response } = parseBody(passkeySignInBody, request.body);
    const attempt = await throttled(
      () => limits.attempt([LIMITS.signInFailuresPerIp(request.ip)]),
      'signInThrottled',
    );
    const owner = await security.passkeySignIn(response as AuthenticationResponseJSON);
    if (!owner) throw new AppError('passkeyFailed', {}, 401);
    await attempt.succeeded();
    const waiting = await sessions.resolve(request.cookies[SESSION_COOKIE]);
    return finishSignIn(app, request, reply, owner.staffId, 'passkey', waiting?.id ?? null);
  });

  // Where one is signed in.
  app.get('/auth/sessions', { config: { access: 'staff' } }, async (request) =>
    sessions.listOf(ctxOf(app, request).staff.id, request.staffSessionId),
  );

  app.delete('/auth/sessions/:id', { config: { access: 'staff' } }, async (request) => {
    const { staff } = ctxOf(app, request);
    const id = z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .safeParse((request.params as { id: string }).id);
    if (!id.success || !(await sessions.endOwn(staff.id, id.data))) throw new AppError('notFound', {}, 404);
    await write(request, staff.id, 'session-end');
    return {};
  });

  app.post('/auth/sessions/end-others', { config: { access: 'staff' } }, async (request) => {
    const { staff } = ctxOf(app, request);
    const ended = await sessions.endAllOf(staff.id, request.staffSessionId ?? undefined);
    await write(request, staff.id, 'sessions-end-others', { ended });
    return { ended };
  });

  // A forgotten password: a mailed link, the same answer for every address.
  app.post('/auth/forgot', { config: { access: 'public' } }, async (request) => {
    const lang = requestLang(request);
    const { email } = parseBody(forgotBody, request.body);
    await throttled(
      () => limits.hitAll([LIMITS.passwordResetPerIp(request.ip), LIMITS.passwordResetPerEmail(email)]),
      'resetThrottled',
    );
    const user = await users.byEmail(email);
    if (user && user.status === 1) {
      // Made and mailed after the answer: a known address answers as fast as an unknown one.
      void (async () => {
        await limits.hit(LIMITS.passwordResetMailsPerAccount(String(user.id)));
        const token = await security.newResetToken(user.id);
        await audit.write({
          staffId: null,
          action: 'password-reset-requested',
          entity: 'staff_user',
          entityId: user.id,
          detail: { ip: request.ip },
        });
        await security.mailResetLink(user.email, lang, token);
      })().catch((error: unknown) => {
        // A member asking too often gets no more links; anything else is ours to look at.
        if (!(error instanceof AppError)) app.log.error({ err: error }, 'password reset mail failed');
      });
    }
    return { message: errorMessage('resetRequested', lang, { minutes: RESET_LINK_MINUTES }, 'staff') };
  });

  app.post('/auth/reset', { config: { access: 'public' } }, async (request) => {
    const lang = requestLang(request);
    const { token, password } = parseBody(resetBody, request.body);
    const staffId = await security.takeResetToken(token);
    if (staffId === null) throw new AppError('resetLinkInvalid', {}, 400);
    // Every session ends: whoever knew the old password is signed out everywhere.
    await users.setPassword(staffId, password);
    await audit.write({
      staffId,
      action: 'password-reset',
      entity: 'staff_user',
      entityId: staffId,
      detail: { ip: request.ip },
    });
    notifyLater(app, staffId, 'password-changed');
    return { message: errorMessage('passwordReset', lang, {}, 'staff') };
  });

  // What admins decide for every member.
  app.get('/security-policy', { config: { access: ADMIN } }, async () => ({
    require_two_factor: await security.requireTwoFactor(),
  }));

  app.put('/security-policy', { config: { access: ADMIN } }, async (request) => {
    const { require_two_factor } = parseBody(policyBody, request.body);
    await security.setRequireTwoFactor(require_two_factor);
    await audit.write({
      staffId: request.staff?.id ?? null,
      action: 'security-policy',
      entity: 'site_security',
      entityId: 'staff',
      detail: { require_two_factor },
    });
    return { require_two_factor };
  });

  app.post('/staff/:id/end-sessions', { config: { access: ADMIN } }, async (request) => {
    const id = routeId(request);
    found(await users.byId(id));
    const ended = await sessions.endAllOf(id, request.staffSessionId ?? undefined);
    await write(request, id, 'sessions-end-all', { ended });
    return { ended };
  });

  app.post('/staff/:id/reset-second-factor', { config: { access: ADMIN } }, async (request) => {
    const { staff } = ctxOf(app, request);
    const id = routeId(request);
    found(await users.byId(id));
    await security.resetSecondFactor(id);
    await sessions.endAllOf(id, id === staff.id ? (request.staffSessionId ?? undefined) : undefined);
    await write(request, id, 'second-factor-reset');
    notifyLater(app, id, 'second-factor-reset', { by: staff.email });
    return {};
  });
}
