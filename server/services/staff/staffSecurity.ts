import crypto from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Lang } from '#contract/messages.js';
import { AppError } from '../../lib/errors.js';
import { matchTotp, newTotpSecret, otpauthUri } from '../../lib/totp.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';
import type { OutboxService } from '../platform/outbox.js';
import type { SiteConfigService } from '../content/siteConfig.js';
import { passwordResetMail, securityMail, type SecurityEvent } from './staffSecurityMail.js';

/** A mailed reset link works once, for this long. */
export const RESET_LINK_MINUTES = 15;
const RESET_LINK_MS = RESET_LINK_MINUTES * 60_000;
/** A passkey ceremony must be answered within this time. */
const CHALLENGE_MS = 5 * 60_000;
const RECOVERY_CODE_COUNT = 10;
const REQUIRE_TWO_FACTOR_KEY = 'staff_require_two_factor';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** Recovery codes as typed: case, spaces and dashes do not matter. */
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Ten characters of an alphabet without look-alikes (no 0/o, 1/l/i), shown as xxxxx-xxxxx. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = crypto.randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Who a passkey signed in, and with which of their passkeys. */
export interface PasskeyOwner {
  staffId: number;
  passkeyName: string;
}

/** What the security use cases need: the service context, the mail they send and the passkeys' site. */
type SecurityDeps = ServiceContext & {
  outbox: OutboxService;
  site: SiteConfigService;
  /** The passkeys' relying party: the public URL's host name. */
  rpID: string;
  /** The public URL's origin: where passkey answers must come from, and reset links point. */
  origin: string;
};

/** Takes a stored challenge once: the delete that finds it is the only one that does. */
async function takeChallenge(
  ctx: SecurityDeps,
  challenge: string,
  purpose: string,
  staffId: number | null,
): Promise<boolean> {
  let query = ctx.db
    .deleteFrom('staff_challenge')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expire_time', '>', ctx.now());
  query = staffId === null ? query.where('staff_id', 'is', null) : query.where('staff_id', '=', staffId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

async function storeChallenge(ctx: SecurityDeps, challenge: string, purpose: string, staffId: number | null) {
  const { db } = ctx;
  const now = ctx.now();
  await db.deleteFrom('staff_challenge').where('expire_time', '<=', now).execute();
  await db
    .insertInto('staff_challenge')
    .values({ challenge, purpose, staff_id: staffId, expire_time: now + CHALLENGE_MS })
    .execute();
}

/**
 * A browser's passkey answer, checked by `verify` (the library's registration or sign-in check)
 * against what both ceremonies expect: a challenge this site stored for `purpose` (spent here,
 * once), its origin and RP id, and user verification. The library throws on an answer it cannot
 * read or that does not match, which is a failed check as well: null, with the reason in the log.
 */
async function checkPasskeyAnswer<T>(
  ctx: SecurityDeps,
  purpose: string,
  staffId: number | null,
  verify: (expected: {
    expectedChallenge: (challenge: string) => Promise<boolean>;
    expectedOrigin: string;
    expectedRPID: string;
    requireUserVerification: boolean;
  }) => Promise<T>,
): Promise<T | null> {
  try {
    return await verify({
      expectedChallenge: (challenge) => takeChallenge(ctx, challenge, purpose, staffId),
      expectedOrigin: ctx.origin,
      expectedRPID: ctx.rpID,
      requireUserVerification: true,
    });
  } catch (error) {
    ctx.log.info({ err: error, purpose, staffId }, 'a passkey answer failed its check');
    return null;
  }
}

async function member({ db }: SecurityDeps, staffId: number) {
  return db
    .selectFrom('staff_user')
    .select(['id', 'email', 'name', 'lang', 'totp_secret', 'totp_pending_secret'])
    .where('id', '=', staffId)
    .executeTakeFirstOrThrow();
}

/** Ten new recovery codes for a member, replacing their old ones (answered: shown this once). */
async function recoveryCodes(ctx: SecurityDeps, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute();
    await trx
      .insertInto('staff_recovery_code')
      .values(
        codes.map((code) => ({
          code_hash: sha256(normaliseRecoveryCode(code)),
          staff_id: staffId,
          create_time: now,
        })),
      )
      .execute();
  });
  return codes;
}

/**
 * A passkey assertion checked against a challenge stored for `purpose` (and, for a step-up, the
 * member it was made for: only their own passkeys count). Answers the passkey, its counter and
 * last use moved on, or null; the challenge is spent either way, so an answer is never tried twice.
 */
async function checkAssertion(
  ctx: SecurityDeps,
  response: AuthenticationResponseJSON,
  purpose: 'sign-in' | 'step-up',
  staffId: number | null,
) {
  const { db } = ctx;
  let query = db.selectFrom('staff_passkey').selectAll().where('credential_id', '=', response.id);
  if (staffId !== null) query = query.where('staff_id', '=', staffId);
  const passkey = await query.executeTakeFirst();
  if (!passkey) {
    const challenge = challengeOf(response.response.clientDataJSON);
    if (challenge) await takeChallenge(ctx, challenge, purpose, staffId);
    return null;
  }
  const verified = await checkPasskeyAnswer(ctx, purpose, staffId, (expected) =>
    verifyAuthenticationResponse({
      response,
      ...expected,
      credential: {
        id: passkey.credential_id,
        publicKey: Buffer.from(passkey.public_key, 'base64url'),
        counter: passkey.counter,
        transports: JSON.parse(passkey.transports) as AuthenticatorTransportFuture[],
      },
    }),
  );
  if (!verified?.verified) return null;
  await db
    .updateTable('staff_passkey')
    .set({ counter: verified.authenticationInfo.newCounter, last_used_time: ctx.now() })
    .where('id', '=', passkey.id)
    .execute();
  return passkey;
}

/** A member's passkeys as the browser is to know them: their ids and how they are reached. */
async function passkeysOf({ db }: SecurityDeps, staffId: number) {
  const own = await db
    .selectFrom('staff_passkey')
    .select(['credential_id', 'transports'])
    .where('staff_id', '=', staffId)
    .execute();
  return own.map((p) => ({
    id: p.credential_id,
    transports: JSON.parse(p.transports) as AuthenticatorTransportFuture[],
  }));
}

// The site's rule ---------------------------------------------------------------------------------

/** The site's rule: every staff member needs a second factor to get past the sign-in. */
async function requireTwoFactor({ db }: SecurityDeps): Promise<boolean> {
  const row = await db
    .selectFrom('site_state')
    .select('value')
    .where('key', '=', REQUIRE_TWO_FACTOR_KEY)
    .executeTakeFirst();
  return row?.value === '1';
}

async function setRequireTwoFactor({ db }: SecurityDeps, on: boolean): Promise<void> {
  const value = on ? '1' : '0';
  await db
    .insertInto('site_state')
    .values({ key: REQUIRE_TWO_FACTOR_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** What a member has: an authenticator app, recovery codes left, passkeys. */
async function factorsOf(ctx: SecurityDeps, staffId: number) {
  const { db } = ctx;
  const [user, codes, passkeys] = await Promise.all([
    member(ctx, staffId),
    db
      .selectFrom('staff_recovery_code')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('staff_id', '=', staffId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('staff_passkey')
      .select(['id', 'name', 'create_time', 'last_used_time'])
      .where('staff_id', '=', staffId)
      .orderBy('id')
      .execute(),
  ]);
  return { totp: user.totp_secret !== null, recovery_codes_left: Number(codes.n), passkeys };
}

async function hasSecondFactor(ctx: SecurityDeps, staffId: number): Promise<boolean> {
  const factors = await factorsOf(ctx, staffId);
  return factors.totp || factors.passkeys.length > 0;
}

// An authenticator app and recovery codes ---------------------------------------------------------

/** A new key to enrol (replacing any earlier one not confirmed), with its otpauth address. */
async function startTotp(ctx: SecurityDeps, staffId: number): Promise<{ secret: string; uri: string }> {
  const user = await member(ctx, staffId);
  if (user.totp_secret) throw new AppError('totpAlreadyOn', {}, 409);
  const secret = newTotpSecret();
  await ctx.db
    .updateTable('staff_user')
    .set({ totp_pending_secret: secret })
    .where('id', '=', staffId)
    .execute();
  const brand = await ctx.site.brand('en');
  return { secret, uri: otpauthUri(secret, brand.name, user.email) };
}

/**
 * Confirms the enrolment key with a first code: it becomes the member's key, that code's step
 * is spent, and ten new recovery codes are answered (the only time they are shown).
 */
async function confirmTotp(ctx: SecurityDeps, staffId: number, code: string): Promise<string[] | null> {
  const user = await member(ctx, staffId);
  if (!user.totp_pending_secret) throw new AppError('totpNotStarted', {}, 409);
  const step = matchTotp(user.totp_pending_secret, code, ctx.now());
  if (step === null) return null;
  const result = await ctx.db
    .updateTable('staff_user')
    .set({ totp_secret: user.totp_pending_secret, totp_pending_secret: null, totp_last_step: step })
    .where('id', '=', staffId)
    .where('totp_pending_secret', '=', user.totp_pending_secret)
    .where('totp_secret', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('totpAlreadyOn', {}, 409);
  return recoveryCodes(ctx, staffId);
}

/**
 * Checks a code of the member's app. A code is spent by moving the last used step forward in
 * one conditional update: of two requests with the same code, one moves it, the other finds
 * it already there and is refused (a replay, even in parallel on two instances).
 */
async function verifyTotp(ctx: SecurityDeps, staffId: number, code: string): Promise<boolean> {
  const user = await member(ctx, staffId);
  if (!user.totp_secret) return false;
  const step = matchTotp(user.totp_secret, code, ctx.now());
  if (step === null) return false;
  const result = await ctx.db
    .updateTable('staff_user')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Spends a recovery code: the delete that finds it is the only one that does. */
async function useRecoveryCode({ db }: SecurityDeps, staffId: number, code: string): Promise<boolean> {
  const result = await db
    .deleteFrom('staff_recovery_code')
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', sha256(normaliseRecoveryCode(code)))
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

async function removeTotp({ db }: SecurityDeps, staffId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_user')
      .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
      .where('id', '=', staffId)
      .execute();
    await trx.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute();
  });
}

/** An admin's reset: app, recovery codes and passkeys all go. */
async function resetSecondFactor(ctx: SecurityDeps, staffId: number): Promise<void> {
  await removeTotp(ctx, staffId);
  await ctx.db.deleteFrom('staff_passkey').where('staff_id', '=', staffId).execute();
}

// Passkeys ----------------------------------------------------------------------------------------

/** Options for the browser to create a passkey of this member (their existing ones excluded). */
async function passkeyRegistrationOptions(ctx: SecurityDeps, staffId: number) {
  const user = await member(ctx, staffId);
  const existing = await passkeysOf(ctx, staffId);
  const brand = await ctx.site.brand('en');
  const options = await generateRegistrationOptions({
    rpName: brand.name,
    rpID: ctx.rpID,
    userName: user.email,
    userDisplayName: user.name || user.email,
    userID: new TextEncoder().encode(`staff-${staffId}`),
    attestationType: 'none',
    excludeCredentials: existing,
    // Discoverable, so the sign-in page can offer the passkey without asking for an address.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(ctx, options.challenge, 'register', staffId);
  return options;
}

/** Keeps the passkey the browser created, once its challenge and origin check out. */
async function registerPasskey(
  ctx: SecurityDeps,
  staffId: number,
  name: string,
  response: RegistrationResponseJSON,
): Promise<boolean> {
  const verified = await checkPasskeyAnswer(ctx, 'register', staffId, (expected) =>
    verifyRegistrationResponse({ response, ...expected }),
  );
  if (!verified?.verified || !verified.registrationInfo) return false;
  const { credential } = verified.registrationInfo;
  const inserted = await ctx.db
    .insertInto('staff_passkey')
    .values({
      staff_id: staffId,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      name,
      create_time: ctx.now(),
    })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

async function removePasskey({ db }: SecurityDeps, staffId: number, id: number): Promise<string | null> {
  const row = await db
    .deleteFrom('staff_passkey')
    .where('id', '=', id)
    .where('staff_id', '=', staffId)
    .returning('name')
    .executeTakeFirst();
  return row?.name ?? null;
}

/** Options for signing in with any passkey of this site (the authenticator offers its own). */
async function passkeySignInOptions(ctx: SecurityDeps) {
  const options = await generateAuthenticationOptions({ rpID: ctx.rpID, userVerification: 'required' });
  await storeChallenge(ctx, options.challenge, 'sign-in', null);
  return options;
}

/** The member a passkey assertion signs in, or null when it does not check out. */
async function passkeySignIn(
  ctx: SecurityDeps,
  response: AuthenticationResponseJSON,
): Promise<PasskeyOwner | null> {
  const passkey = await checkAssertion(ctx, response, 'sign-in', null);
  return passkey && { staffId: passkey.staff_id, passkeyName: passkey.name };
}

/** Options for a member to confirm it is them with one of their own passkeys (step-up). */
async function passkeyProofOptions(ctx: SecurityDeps, staffId: number) {
  const own = await passkeysOf(ctx, staffId);
  const options = await generateAuthenticationOptions({
    rpID: ctx.rpID,
    userVerification: 'required',
    allowCredentials: own,
  });
  await storeChallenge(ctx, options.challenge, 'step-up', staffId);
  return options;
}

/** Whether an assertion of one of the member's own passkeys answers a step-up challenge. */
async function passkeyProof(
  ctx: SecurityDeps,
  staffId: number,
  response: AuthenticationResponseJSON,
): Promise<boolean> {
  return (await checkAssertion(ctx, response, 'step-up', staffId)) !== null;
}

// Password reset links and the members' mail ------------------------------------------------------

/** A reset link's token (only its hash is kept), valid RESET_LINK_MINUTES. */
async function newResetToken(ctx: SecurityDeps, staffId: number): Promise<string> {
  const { db } = ctx;
  const token = crypto.randomBytes(32).toString('base64url');
  const now = ctx.now();
  await db.deleteFrom('staff_password_reset').where('expire_time', '<=', now).execute();
  await db
    .insertInto('staff_password_reset')
    .values({
      token_hash: sha256(token),
      staff_id: staffId,
      create_time: now,
      expire_time: now + RESET_LINK_MS,
    })
    .execute();
  return token;
}

/**
 * Spends a reset token: the member it is for, or null when it is unknown, used or expired.
 * Every other link of the member goes with it.
 */
async function takeResetToken(ctx: SecurityDeps, token: string): Promise<number | null> {
  const { db } = ctx;
  if (token.length > 100) return null;
  const row = await db
    .deleteFrom('staff_password_reset')
    .where('token_hash', '=', sha256(token))
    .where('expire_time', '>', ctx.now())
    .returning('staff_id')
    .executeTakeFirst();
  if (!row) return null;
  await db.deleteFrom('staff_password_reset').where('staff_id', '=', row.staff_id).execute();
  return row.staff_id;
}

async function mailResetLink(
  { origin, site, outbox }: SecurityDeps,
  to: string,
  lang: Lang,
  token: string,
): Promise<void> {
  const link = `${origin}/admin/reset#${token}`;
  const mail = passwordResetMail(await site.brand(lang), lang, to, link, RESET_LINK_MINUTES);
  await outbox.deliver(mail, { kind: 'staff-security', ref: '' });
}

/** Tells a member, in their console language, what happened to their account. */
async function notify(
  ctx: SecurityDeps,
  staffId: number,
  event: SecurityEvent,
  params: Record<string, string> = {},
): Promise<void> {
  const user = await member(ctx, staffId);
  const mail = securityMail(await ctx.site.brand(user.lang), user.lang, user.email, event, params);
  await ctx.outbox.deliver(mail, { kind: 'staff-security', ref: '' });
}

/** Remembers the console language a member signed in with, for their mail. */
async function rememberLang({ db }: SecurityDeps, staffId: number, lang: Lang): Promise<void> {
  await db
    .updateTable('staff_user')
    .set({ lang })
    .where('id', '=', staffId)
    .where('lang', '!=', lang)
    .execute();
}

/**
 * A staff member's second factor (TOTP with recovery codes, passkeys), the site's rule that
 * staff must have one, password reset tokens and the mail that tells a member what happened to
 * their account. All state is in the database: any instance can finish what another began.
 */
export function staffSecurityService(ctx: ServiceContext, outbox: OutboxService, site: SiteConfigService) {
  const publicUrl = new URL(ctx.config.publicUrl);
  const deps: SecurityDeps = { ...ctx, outbox, site, rpID: publicUrl.hostname, origin: publicUrl.origin };
  return bindUseCases(deps, {
    requireTwoFactor,
    setRequireTwoFactor,
    factorsOf,
    hasSecondFactor,
    startTotp,
    confirmTotp,
    verifyTotp,
    useRecoveryCode,
    newRecoveryCodes: recoveryCodes,
    removeTotp,
    resetSecondFactor,
    passkeyRegistrationOptions,
    registerPasskey,
    removePasskey,
    passkeySignInOptions,
    passkeySignIn,
    passkeyProofOptions,
    passkeyProof,
    newResetToken,
    takeResetToken,
    mailResetLink,
    notify,
    rememberLang,
  });
}

/** The challenge inside a browser's clientDataJSON, or null when it is not readable. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof data.challenge === 'string' ? data.challenge : null;
  } catch {
    return null;
  }
}

export type StaffSecurityService = ReturnType<typeof staffSecurityService>;
