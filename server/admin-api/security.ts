import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import {
  codeBody,
  forgotBody,
  passkeyBody,
  passkeySignInBody,
  proofBody,
  resetBody,
  securityPolicyBody,
} from '#contract/staffApi.js';
import { AppError, failInput, found, notFound } from '../lib/errors.js';
import { errorMessage } from '../lib/staffMessages.js';
import { LIMITS } from '../services/platform/rateLimit.js';
import { SESSION_COOKIE } from '../services/staff/sessions.js';
import { RESET_LINK_MINUTES } from '../services/staff/staffSecurity.js';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { finishSignIn, notifyLater } from './auth.js';
import { checkProof, countSecondFactorTry, stepUpSession, throttled, useSecondFactorCode } from './proof.js';
import { ADMIN, ctxOf, staffRoute } from './resource.js';
import { parseBody } from './validation.js';

/** A member signing in who must first enrol a second factor (the site's rule). */
const isEnrolling = (request: FastifyRequest) => request.staffStage === 'enrol';

/**
 * The staff member's own security under /admin/api/auth (second factor, passkeys, sessions,
 * forgotten password) and the admin's powers over others' (rule, reset, sign out).
 */
export function securityRoutes(app: FastifyInstance): void {
  const { security, sessions, users } = app.services.staff;
  const { limits } = app.services.platform;

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

  staffRoute(app, {
    method: 'GET',
    url: '/auth/security',
    ...enrol,
    handler: async ({ request, staff }) => {
      return {
        ...(await security.factorsOf(staff.id)),
        require_two_factor: await security.requireTwoFactor(),
        enrolling: isEnrolling(request),
      };
    },
  });

  staffRoute(app, {
    method: 'POST',
    url: '/auth/totp/start',
    ...enrol,
    handler: async ({ staff }) => {
      const { secret, uri } = await security.startTotp(staff.id);
      const qr_svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, uri, qr_svg };
    },
  });

  staffRoute(app, {
    method: 'POST',
    url: '/auth/totp/confirm',
    ...enrol,
    body: codeBody,
    // Turning the app on adds a way to sign in: the proof comes with it, whatever came before.
    stepUp: 'in-request',
    audit: { action: 'totp-on', entity: 'staff_user' },
    handler: async ({ audit, request, reply, body: { code } }) => {
      const { staff } = ctxOf(app, request);
      const attempt = await countSecondFactorTry(app, request, staff);
      const codes = await security.confirmTotp(staff.id, code);
      if (!codes) failInput({ code: { key: 'secondFactorFailed' } });
      await attempt.succeeded();
      await audit(staff.id);
      notifyLater(app, staff.id, 'totp-added');
      const signed_in = await completeEnrolment(request, reply);
      return { recovery_codes: codes, signed_in };
    },
  });

  staffRoute(app, {
    method: 'DELETE',
    url: '/auth/totp',
    access: 'staff',
    stepUp: 'in-request',
    audit: { action: 'totp-off', entity: 'staff_user' },
    handler: async ({ audit, request, staff }) => {
      const factors = await security.factorsOf(staff.id);
      if ((await security.requireTwoFactor()) && factors.passkeys.length === 0)
        throw new AppError('twoFactorRequired', {}, 409);
      await security.removeTotp(staff.id);
      await sessions.endAllOf(staff.id, request.staffSessionId ?? undefined);
      await audit(staff.id);
      notifyLater(app, staff.id, 'totp-removed');
      return {};
    },
  });

  staffRoute(app, {
    method: 'POST',
    url: '/auth/recovery-codes',
    access: 'staff',
    stepUp: 'in-request',
    audit: { action: 'recovery-codes', entity: 'staff_user' },
    handler: async ({ audit, staff }) => {
      if (!(await security.factorsOf(staff.id)).totp) throw new AppError('totpNotStarted', {}, 409);
      const recovery_codes = await security.newRecoveryCodes(staff.id);
      await audit(staff.id);
      return { recovery_codes };
    },
  });

  // The second step of a sign-in: a code of the authenticator app, or a recovery code.
  staffRoute(app, {
    method: 'POST',
    url: '/auth/second-factor',
    access: 'staff',
    stages: ['second-factor'],
    handler: async ({ request, reply, staff }) => {
      if (request.staffStage !== 'second-factor') throw new AppError('secondFactorNeeded', {}, 409);
      // Checked after the stage: a signed-in member is told that first.
      const { code } = parseBody(codeBody, request.body);
      // Counted per address and for unknown browsers per account: a stranger who knows the
      // password and types wrong codes cannot lock the owner's own browser out.
      const attempt = await countSecondFactorTry(app, request, staff);
      const isTotp = /^\d{6}$/.test(code);
      const ok = await useSecondFactorCode(app, staff.id, code);
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
  });

  // Passkeys: registered by a signed-in member (or one enrolling), used alone to sign in. The
  // proof comes with the options, before the browser makes a passkey: their challenge (single use,
  // 5 minutes) is what the registration must answer, so only a proven request can add one.
  staffRoute(app, {
    method: 'POST',
    url: '/auth/passkeys/options',
    ...enrol,
    stepUp: 'in-request',
    handler: async ({ staff }) => security.passkeyRegistrationOptions(staff.id),
  });

  staffRoute(app, {
    method: 'POST',
    url: '/auth/passkeys',
    ...enrol,
    body: passkeyBody,
    audit: { action: 'passkey-on', entity: 'staff_user' },
    handler: async ({ audit, request, reply, body: { name, response } }) => {
      const { staff } = ctxOf(app, request);
      const saved = await security.registerPasskey(staff.id, name, response as RegistrationResponseJSON);
      if (!saved) throw new AppError('passkeyNotSaved', {}, 400);
      await audit(staff.id, { name });
      notifyLater(app, staff.id, 'passkey-added', { name });
      return { signed_in: await completeEnrolment(request, reply) };
    },
  });

  staffRoute(app, {
    method: 'DELETE',
    url: '/auth/passkeys/:id',
    access: 'staff',
    stepUp: 'in-request',
    audit: { action: 'passkey-off', entity: 'staff_user' },
    handler: async ({ audit, request, staff, id }) => {
      const passkeyId = id();
      const factors = await security.factorsOf(staff.id);
      if (!factors.passkeys.some((p) => p.id === passkeyId)) throw new AppError('notFound', {}, 404);
      if ((await security.requireTwoFactor()) && !factors.totp && factors.passkeys.length === 1)
        throw new AppError('twoFactorRequired', {}, 409);
      const name = found((await security.removePasskey(staff.id, passkeyId)) ?? undefined);
      await sessions.endAllOf(staff.id, request.staffSessionId ?? undefined);
      await audit(staff.id, { name });
      notifyLater(app, staff.id, 'passkey-removed', { name });
      return {};
    },
  });

  staffRoute(app, {
    method: 'POST',
    url: '/auth/passkey/options',
    access: 'public',
    handler: async ({ request }) => {
      // Each answer stores a challenge: a stranger cannot fill the table.
      await throttled(() => limits.hit(LIMITS.passkeyOptionsPerIp(request.ip)), 'signInThrottled');
      return security.passkeySignInOptions();
    },
  });

  staffRoute(app, {
    method: 'POST',
    url: '/auth/passkey',
    access: 'public',
    body: passkeySignInBody,
    handler: async ({ request, reply, body: { response } }) => {
      const attempt = await throttled(
        () => limits.attempt([LIMITS.signInFailuresPerIp(request.ip)]),
        'signInThrottled',
      );
      const owner = await security.passkeySignIn(response as AuthenticationResponseJSON);
      if (!owner) throw new AppError('passkeyFailed', {}, 401);
      await attempt.succeeded();
      const waiting = await sessions.resolve(request.cookies[SESSION_COOKIE]);
      return finishSignIn(app, request, reply, owner.staffId, 'passkey', waiting?.id ?? null);
    },
  });

  // A fresh proof in this session (step-up), for the changes that want one of the last minutes.
  staffRoute(app, {
    method: 'POST',
    url: '/auth/step-up/options',
    access: 'staff',
    handler: async ({ request, staff }) => {
      // Each answer stores a challenge.
      await throttled(() => limits.hit(LIMITS.passkeyOptionsPerIp(request.ip)), 'signInThrottled');
      return security.passkeyProofOptions(staff.id);
    },
  });

  staffRoute(app, {
    method: 'POST',
    url: '/auth/step-up',
    access: 'staff',
    body: proofBody,
    audit: { action: 'step-up', entity: 'staff_user' },
    handler: async ({ request, staff, body, audit }) => {
      await checkProof(app, request, staff, body, false);
      // The access hook has set the session of every staff route.
      const answer = await stepUpSession(app, request.staffSessionId!);
      await audit(staff.id, { ip: request.ip });
      return answer;
    },
  });

  // Where one is signed in.
  staffRoute(app, {
    method: 'GET',
    url: '/auth/sessions',
    access: 'staff',
    handler: async ({ request, staff }) => sessions.listOf(staff.id, request.staffSessionId),
  });

  staffRoute(app, {
    method: 'DELETE',
    url: '/auth/sessions/:id',
    access: 'staff',
    // A session's id: its token's sha256.
    id: (raw) => {
      if (!/^[0-9a-f]{64}$/.test(raw)) throw notFound();
    },
    audit: { action: 'session-end', entity: 'staff_user' },
    handler: async ({ audit, request, staff }) => {
      const { id } = request.params as { id: string };
      if (!(await sessions.endOwn(staff.id, id))) throw notFound();
      await audit(staff.id);
      return {};
    },
  });

  staffRoute(app, {
    method: 'POST',
    url: '/auth/sessions/end-others',
    access: 'staff',
    audit: { action: 'sessions-end-others', entity: 'staff_user' },
    handler: async ({ audit, request, staff }) => {
      const ended = await sessions.endAllOf(staff.id, request.staffSessionId ?? undefined);
      await audit(staff.id, { ended });
      return { ended };
    },
  });

  // A forgotten password: a mailed link, the same answer for every address.
  staffRoute(app, {
    method: 'POST',
    url: '/auth/forgot',
    access: 'public',
    body: forgotBody,
    audit: { action: 'password-reset-requested', entity: 'staff_user' },
    handler: async ({ request, lang, audit, body: { email } }) => {
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
          await audit(user.id, { ip: request.ip }, null);
          await security.mailResetLink(user.email, lang, token);
        })().catch((error: unknown) => {
          // A member asking too often gets no more links; anything else is ours to look at.
          if (!(error instanceof AppError)) app.log.error({ err: error }, 'password reset mail failed');
        });
      }
      return { message: errorMessage('resetRequested', lang, { minutes: RESET_LINK_MINUTES }, 'staff') };
    },
  });

  staffRoute(app, {
    method: 'POST',
    url: '/auth/reset',
    access: 'public',
    body: resetBody,
    audit: { action: 'password-reset', entity: 'staff_user' },
    handler: async ({ request, lang, audit, body: { token, password } }) => {
      const staffId = await security.takeResetToken(token);
      if (staffId === null) throw new AppError('resetLinkInvalid', {}, 400);
      // Every session ends: whoever knew the old password is signed out everywhere.
      await users.setPassword(staffId, password);
      await audit(staffId, { ip: request.ip }, staffId);
      notifyLater(app, staffId, 'password-changed');
      return { message: errorMessage('passwordReset', lang, {}, 'staff') };
    },
  });

  // What admins decide for every member.
  staffRoute(app, {
    method: 'GET',
    url: '/security-policy',
    access: ADMIN,
    handler: async () => ({ require_two_factor: await security.requireTwoFactor() }),
  });

  staffRoute(app, {
    method: 'PUT',
    url: '/security-policy',
    access: ADMIN,
    body: securityPolicyBody,
    stepUp: 'recent',
    audit: { action: 'security-policy', entity: 'site_security' },
    handler: async ({ audit, body: { require_two_factor } }) => {
      await security.setRequireTwoFactor(require_two_factor);
      await audit('staff', { require_two_factor });
      return { require_two_factor };
    },
  });

  staffRoute(app, {
    method: 'POST',
    url: '/staff/:id/end-sessions',
    access: ADMIN,
    stepUp: 'recent',
    audit: { action: 'sessions-end-all', entity: 'staff_user' },
    handler: async ({ request, audit, id }) => {
      const member = id();
      found(await users.byId(member));
      const ended = await sessions.endAllOf(member, request.staffSessionId ?? undefined);
      await audit(member, { ended });
      return { ended };
    },
  });

  staffRoute(app, {
    method: 'POST',
    url: '/staff/:id/reset-second-factor',
    access: ADMIN,
    stepUp: 'recent',
    audit: { action: 'second-factor-reset', entity: 'staff_user' },
    handler: async ({ request, audit, staff, id: routeId }) => {
      const id = routeId();
      found(await users.byId(id));
      await security.resetSecondFactor(id);
      await sessions.endAllOf(id, id === staff.id ? (request.staffSessionId ?? undefined) : undefined);
      await audit(id);
      notifyLater(app, id, 'second-factor-reset', { by: staff.email });
      return {};
    },
  });
}
