import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { proofBody, STEP_UP_MINUTES, type Proof, type StepUpNeed } from '#contract/staffApi.js';
import { AppError, found } from '../lib/errors.js';
import { LIMITS, type Limit } from '../services/platform/rateLimit.js';
import { verifyPassword } from '../services/staff/password.js';
import type { StaffIdentity } from '../services/staff/sessions.js';
import { parseBody } from './validation.js';

/**
 * Who is at the keyboard: the counting of password and second-factor tries (sign-in and step-up
 * alike), and the fresh proof sensitive changes ask for. A session cookie alone proves only that
 * someone holds the cookie; a copied one carries a sign-in, however recent, along with it.
 */

/** The cookie that marks a browser which has signed in to an account before. */
export const DEVICE_COOKIE = 'staff_device';
export const staffDevice = (email: string) => `staff:${email}`;

const STEP_UP_MS = STEP_UP_MINUTES * 60_000;

/**
 * How fresh a proof a staff route wants: one given in this session within STEP_UP_MINUTES
 * (`recent`: staff, roles, webhooks, the site's rule, one's password), or one carried by the
 * request itself (`in-request`: adding or removing a way to sign in, which a recent proof does not
 * open, since a copied cookie would carry it too).
 */
export type StepUp = 'recent' | 'in-request';

/**
 * Runs a rate limit's count (`count`) and words its refusal as `key` says, with the minutes to
 * wait: the limits service speaks the public API's words, staff screens have their own.
 */
export async function throttled<T>(
  count: () => Promise<T>,
  key: 'signInThrottled' | 'secondFactorThrottled' | 'resetThrottled',
): Promise<T> {
  try {
    return await count();
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 429) throw error;
    const seconds = Number(error.data?.retry_after ?? 60);
    throw new AppError(key, { minutes: Math.max(1, Math.ceil(seconds / 60)) }, 429, { retry_after: seconds });
  }
}

/**
 * A try for an account, counted before it is checked (a burst gets at most the limit of checks):
 * per address and account, per address, and per account for browsers that never signed in to it
 * (no staff_device mark), so strangers' failures cannot lock the owner's own browser out.
 * `succeeded()` takes a right answer back off the counts.
 */
async function countTry(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  limits: { perIpAccount: Limit; perIp: Limit; perAccount: Limit },
  key: 'signInThrottled' | 'secondFactorThrottled',
) {
  const known = await app.services.platform.limits.isKnownDevice(
    staffDevice(email),
    request.cookies[DEVICE_COOKIE],
  );
  const counted = [limits.perIpAccount, limits.perIp, ...(known ? [] : [limits.perAccount])];
  return throttled(() => app.services.platform.limits.attempt(counted), key);
}

/** A password try (sign-in, step-up). */
export const countPasswordTry = (app: FastifyInstance, request: FastifyRequest, email: string) =>
  countTry(
    app,
    request,
    email,
    {
      perIpAccount: LIMITS.signInFailuresPerIpEmail(request.ip, email),
      perIp: LIMITS.signInFailuresPerIp(request.ip),
      perAccount: LIMITS.signInFailuresPerEmail(email),
    },
    'signInThrottled',
  );

/** A second-factor try (app code, recovery code, a passkey's answer to a step-up). */
export const countSecondFactorTry = (
  app: FastifyInstance,
  request: FastifyRequest,
  member: Pick<StaffIdentity, 'id' | 'email'>,
) =>
  countTry(
    app,
    request,
    member.email,
    {
      perIpAccount: LIMITS.secondFactorFailuresPerIpAccount(request.ip, String(member.id)),
      perIp: LIMITS.secondFactorFailuresPerIp(request.ip),
      perAccount: LIMITS.secondFactorFailuresPerAccount(String(member.id)),
    },
    'secondFactorThrottled',
  );

/** Checks a code of the member's app (six digits) or one of their recovery codes, spending it. */
export function useSecondFactorCode(app: FastifyInstance, staffId: number, code: string) {
  const { security } = app.services.staff;
  return /^\d{6}$/.test(code) ? security.verifyTotp(staffId, code) : security.useRecoveryCode(staffId, code);
}

/** What a proof of this member must hold besides the password. */
async function needOf(app: FastifyInstance, staffId: number, inRequest: boolean): Promise<StepUpNeed> {
  const factors = await app.services.staff.security.factorsOf(staffId);
  return { totp: factors.totp, passkey: factors.passkeys.length > 0, in_request: inRequest };
}

/**
 * The refusal of a change that wants a proof: 403 with `step_up`, what the proof must hold, so
 * the console asks for it and tries again. Every failure of a proof carries it too.
 */
function stepUpNeeded(need: StepUpNeed): AppError {
  return new AppError(need.totp || need.passkey ? 'stepUpSecondFactor' : 'stepUpPassword', {}, 403, {
    step_up: need,
  });
}

/** A failed part of a proof, named on its field. */
function proofFailed(
  field: keyof Proof,
  key: 'wrongPassword' | 'secondFactorFailed' | 'stepUpFactorMissing' | 'stepUpPasskeyFailed',
) {
  return new AppError(key, {}, 403, null, { [field]: { key } });
}

/**
 * Checks a fresh proof of the signed-in member: the password, then, where they have a second
 * factor, a code of the app, a recovery code or an answer of one of their own passkeys (spent, so
 * a proof works once). Each part is counted as a sign-in's. Every refusal is a 403 (never 401,
 * which signs the console out) with `step_up` and the failed part in `errors`, or a 429.
 */
export async function checkProof(
  app: FastifyInstance,
  request: FastifyRequest,
  member: StaffIdentity,
  proof: Proof,
  inRequest: boolean,
): Promise<void> {
  const need = await needOf(app, member.id, inRequest);
  try {
    const user = found(await app.services.staff.users.byId(member.id));
    const passwordTry = await countPasswordTry(app, request, user.email);
    if (!(await verifyPassword(proof.password, user.password_hash)))
      throw proofFailed('password', 'wrongPassword');
    await passwordTry.succeeded();
    if (!need.totp && !need.passkey) return;
    if (!proof.passkey && !proof.code)
      throw proofFailed(need.totp ? 'code' : 'passkey', 'stepUpFactorMissing');
    const factorTry = await countSecondFactorTry(app, request, member);
    if (proof.passkey) {
      const answer = proof.passkey as AuthenticationResponseJSON;
      if (!(await app.services.staff.security.passkeyProof(member.id, answer)))
        throw proofFailed('passkey', 'stepUpPasskeyFailed');
    } else if (!need.totp || !(await useSecondFactorCode(app, member.id, proof.code ?? ''))) {
      throw proofFailed('code', 'secondFactorFailed');
    }
    await factorTry.succeeded();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.key, error.params, error.status, { ...error.data, step_up: need }, error.fields);
  }
}

/**
 * Holds a staff route to its step-up rule (resource.ts runs it after the body's check, before the
 * handler): a `recent` one wants a proof given in this session within STEP_UP_MINUTES
 * (POST /auth/step-up), an `in-request` one a proof in the body's `proof`, every time.
 */
export async function requireStepUp(
  app: FastifyInstance,
  request: FastifyRequest,
  rule: StepUp,
): Promise<void> {
  // The access hook has set request.staff on every route that is not public.
  const member = request.staff!;
  if (rule === 'recent') {
    const at = request.staffStepUpTime;
    if (at !== null && app.services.now() - at < STEP_UP_MS) return;
    throw stepUpNeeded(await needOf(app, member.id, false));
  }
  const given = (request.body as { proof?: unknown } | undefined)?.proof;
  if (given === undefined || given === null) throw stepUpNeeded(await needOf(app, member.id, true));
  await checkProof(app, request, member, parseBody(proofBody, given), true);
}

/** The end of a step-up in a session: answers until when it opens `recent` changes. */
export async function stepUpSession(
  app: FastifyInstance,
  sessionId: string,
): Promise<{ step_up_until: number }> {
  const at = await app.services.staff.sessions.steppedUp(sessionId);
  return { step_up_until: at + STEP_UP_MS };
}
