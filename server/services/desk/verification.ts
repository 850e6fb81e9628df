import crypto from 'node:crypto';
import { sql } from 'kysely';
import { CODE_MAX_ATTEMPTS, CODE_RESEND_SECONDS, CODE_VALID_MINUTES } from '#contract/constants.js';
import type { Lang } from '#contract/messages.js';
import { AppError } from '../../lib/errors.js';
import type { Db } from '../../db/index.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';
import { verificationCodeMail } from './enquiryMail.js';
import { LIMITS, type RateLimitService } from '../platform/rateLimit.js';
import type { SiteConfigService } from '../content/siteConfig.js';

/** The first key of the PostgreSQL advisory locks that make one address's code requests take turns. */
const CODE_LOCK_SPACE = 4711;

function hashCode(salt: string, code: string): string {
  return crypto.createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/** What the e-mail codes need: the database and clock, the rate limits and the site's brand. */
type CodeDeps = ServiceContext & { limits: RateLimitService; site: SiteConfigService };

async function latestCode(ctx: CodeDeps, email: string, from: Db = ctx.db) {
  return from
    .selectFrom('verification_code')
    .selectAll()
    .where('email', '=', email)
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

async function isVerified(ctx: CodeDeps, email: string): Promise<boolean> {
  const { db } = ctx;
  const row = await db
    .selectFrom('verified_email')
    .select('email')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * POST /api/common/sendEmail. `owner`: whether the browser carries the address's device
 * cookie, and the proof of work it sent, if any.
 */
async function sendCode(
  ctx: CodeDeps,
  email: string,
  ip: string,
  lang: Lang,
  owner: { knownDevice: boolean; proof?: string | undefined } = { knownDevice: false },
): Promise<void> {
  const { db, limits, site } = ctx;
  const code = String(crypto.randomInt(0, 10_000)).padStart(4, '0');
  const salt = crypto.randomBytes(16).toString('hex');
  // The cool-down check and the new code are one step, so requests for one address that
  // arrive at once (on one instance or several) mail one code: on PostgreSQL they take turns
  // on a lock of the address, on SQLite a transaction already has the only connection.
  const row = await db.transaction().execute(async (trx) => {
    if (ctx.dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(${CODE_LOCK_SPACE}, hashtext(${email}::text))`.execute(trx);
    }
    const previous = await latestCode(ctx, email, trx);
    const now = ctx.now();
    const wait = previous ? Math.ceil((previous.create_time + CODE_RESEND_SECONDS * 1000 - now) / 1000) : 0;
    if (wait > 0) throw new AppError('codeCooldown', { seconds: wait }, 200, { retry_after: wait });
    return trx
      .insertInto('verification_code')
      .values({
        email,
        code_hash: hashCode(salt, code),
        salt,
        attempts: 0,
        ip,
        create_time: now,
        expire_time: now + CODE_VALID_MINUTES * 60_000,
        used_time: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
  try {
    // Per sender: refused past them. For the address from every sender together (which a
    // stranger could fill): a proof of work past it, and none for the owner's own browser.
    // The mails themselves are bounded whatever anyone proves, so nobody can mail-bomb an
    // address; by then its owner has codes in their mailbox.
    await limits.hitAll([LIMITS.codePerIp(ip), LIMITS.codePerIpEmail(ip, email)]);
    await limits.attempt([], 'tooManyRequests', {
      limits: owner.knownDevice ? [] : [LIMITS.codePerEmail(email)],
      proof: owner.proof,
    });
    await limits.hit(LIMITS.codeMailsPerEmail(email), 'codeMailLimit');
  } catch (error) {
    // Refused: no code was given, so none is kept.
    await db.deleteFrom('verification_code').where('id', '=', row.id).execute();
    throw error;
  }
  try {
    await ctx.mailer.send(verificationCodeMail(await site.brand(lang), lang, email, code));
  } catch (error) {
    // The visitor never got this code: forget it so the cool-down does not block a retry.
    await db.deleteFrom('verification_code').where('id', '=', row.id).execute();
    ctx.log.error({ err: error, email }, 'sending the verification code failed');
    throw new AppError('codeSendFailed');
  }
  if (ctx.config.nodeEnv === 'development')
    ctx.log.info({ email, code }, 'verification code (development only)');
}

/**
 * Checks a code without using it up; a wrong code costs one of its tries, counted at once
 * so a failed enquiry cannot roll the count back. Returns the code's id for `consume`.
 */
async function check(ctx: CodeDeps, email: string, code: string): Promise<number> {
  const { db } = ctx;
  const row = await latestCode(ctx, email);
  if (!row || row.used_time !== null) throw new AppError('codeMissing');
  if (row.expire_time <= ctx.now()) throw new AppError('codeExpired');
  // A try is claimed in one statement before the code is compared: however many tries arrive
  // at once, on however many instances, at most CODE_MAX_ATTEMPTS of them are compared (read,
  // compare, then count would let a burst of guesses all see 0 tries used).
  const claimed = await db
    .updateTable('verification_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', CODE_MAX_ATTEMPTS)
    .returning('attempts')
    .executeTakeFirst();
  if (!claimed) throw new AppError('codeTooManyAttempts');
  const given = Buffer.from(hashCode(row.salt, code), 'hex');
  if (!crypto.timingSafeEqual(given, Buffer.from(row.code_hash, 'hex'))) {
    throw new AppError(claimed.attempts >= CODE_MAX_ATTEMPTS ? 'codeTooManyAttempts' : 'codeInvalid');
  }
  // Only wrong codes use tries up: the right one gives its try back.
  await db
    .updateTable('verification_code')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('id', '=', row.id)
    .execute();
  return row.id;
}

/** Uses a checked code up and remembers the address as verified, inside the caller's transaction. */
async function consume(ctx: CodeDeps, trx: Db, codeId: number, email: string): Promise<void> {
  const now = ctx.now();
  await trx.updateTable('verification_code').set({ used_time: now }).where('id', '=', codeId).execute();
  await trx
    .insertInto('verified_email')
    .values({ email, verify_time: now })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

/** E-mail verification: 4-digit codes, hashed, 15 minutes, 60 s between sends, 5 tries each. */
export function verificationService(ctx: ServiceContext, limits: RateLimitService, site: SiteConfigService) {
  return bindUseCases({ ...ctx, limits, site } satisfies CodeDeps, {
    isVerified,
    sendCode,
    check,
    consume,
  });
}

export type VerificationService = ReturnType<typeof verificationService>;
