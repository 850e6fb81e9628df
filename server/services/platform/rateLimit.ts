import crypto from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { MessageKey } from '#contract/messages.js';
import { bindUseCases, type ServiceContext } from './context.js';
import { siteSecret } from './siteSecret.js';

export interface Limit {
  /** What is counted, e.g. `code-email:a@b.c`. */
  key: string;
  windowMs: number;
  max: number;
}

/** What the limits need: the database and clock, and the key that signs device marks (read once, then kept). */
type LimitDeps = ServiceContext & { secret: () => Promise<Buffer> };

function windowOf(ctx: LimitDeps, limit: Limit) {
  const now = ctx.now();
  const start = now - (now % limit.windowMs);
  return { start, retryAfterMs: start + limit.windowMs - now };
}

async function count(ctx: LimitDeps, limit: Limit): Promise<number> {
  const { db } = ctx;
  const row = await db
    .selectFrom('rate_counter')
    .select('count')
    .where('key', '=', limit.key)
    .where('window_start', '=', windowOf(ctx, limit).start)
    .executeTakeFirst();
  return row?.count ?? 0;
}

function refuse(ctx: LimitDeps, limit: Limit, key: MessageKey): never {
  const seconds = Math.ceil(windowOf(ctx, limit).retryAfterMs / 1000);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  throw new AppError(key, { minutes, count: limit.max }, 429, { retry_after: seconds });
}

/** Adds one to a limit's counter in one statement and answers the new count. */
async function increment(ctx: LimitDeps, limit: Limit): Promise<number> {
  const { db } = ctx;
  const { start } = windowOf(ctx, limit);
  const row = await db
    .insertInto('rate_counter')
    .values({ key: limit.key, window_start: start, count: 1 })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_counter.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** A solution that is ours, not expired (by the service's clock) and not used before. */
async function solved(ctx: LimitDeps, proof: string): Promise<boolean> {
  const { secret } = ctx;
  let payload: z.infer<typeof powPayload>;
  try {
    payload = powPayload.parse(JSON.parse(Buffer.from(proof, 'base64').toString('utf8')));
  } catch {
    return false;
  }
  const hmacKey = (await secret()).toString('base64');
  if (!(await verifySolution(payload, hmacKey, false))) return false;
  const expires = Number(extractParams(payload).expires);
  if (!(expires * 1000 > ctx.now())) return false;
  // One solution, one request: the second use of a signature finds its counter at 1.
  const used = await increment(ctx, { key: `pow-used:${payload.signature}`, windowMs: HOUR, max: 1 });
  return used === 1;
}

/**
 * Counts an attempt against every limit before the attempt is checked, each counter in one
 * atomic statement: however many attempts arrive at once, at most `max` of them get to the
 * (slow) check. Past a limit of one source (an address) the attempt is refused; past a
 * `shared` limit, which strangers could fill for someone else (every source against one
 * e-mail), it needs a proof of work instead (`requireProof`), so the owner is never locked out.
 * The answer's `succeeded()` takes a successful attempt back off the counters, so only
 * failures add up.
 */
async function attempt(
  ctx: LimitDeps,
  all: Limit[],
  key: MessageKey = 'tooManyRequests',
  shared: { limits: Limit[]; proof: string | undefined } = { limits: [], proof: undefined },
): Promise<{ succeeded(): Promise<void> }> {
  const { db } = ctx;
  const counted = [...all, ...shared.limits];
  const counts: number[] = [];
  for (const limit of counted) counts.push(await increment(ctx, limit));
  const over = all.find((limit, i) => (counts[i] ?? 0) > limit.max);
  if (over) refuse(ctx, over, key);
  if (shared.limits.some((limit, i) => (counts[all.length + i] ?? 0) > limit.max))
    await requireProof(ctx, shared.proof);
  return {
    async succeeded() {
      for (const limit of counted) {
        await db
          .updateTable('rate_counter')
          .set({ count: sql`rate_counter.count - 1` })
          .where('key', '=', limit.key)
          .where('window_start', '=', windowOf(ctx, limit).start)
          .where('count', '>', 0)
          .execute();
      }
    },
  };
}

/**
 * Passes a request that carries a fresh, unused solution of one of our proof-of-work
 * challenges (altcha, header X-Proof-Of-Work); otherwise refuses it with 429 and a new
 * challenge in `data.pow`, which the site's own forms solve in the browser and send again.
 */
async function requireProof(ctx: LimitDeps, proof: string | undefined): Promise<void> {
  const { secret } = ctx;
  if (proof && (await solved(ctx, proof))) return;
  const hmacKey = (await secret()).toString('base64');
  const challenge = await createChallenge({
    hmacKey,
    maxnumber: PROOF_OF_WORK_MAX,
    expires: new Date(ctx.now() + PROOF_OF_WORK_VALID_MS),
  });
  throw new AppError(proof ? 'proofOfWorkInvalid' : 'proofOfWorkRequired', {}, 429, {
    pow: challenge,
    pow_header: PROOF_OF_WORK_HEADER,
  });
}

/**
 * A mark for a browser that has proved it belongs to `subject` (signed in, or looked up its
 * own enquiry): HMAC of the subject under the database's key. It exempts that browser from
 * the per-account limit, so strangers' failures cannot lock the owner out.
 */
async function deviceMark(ctx: LimitDeps, subject: string): Promise<string> {
  const { secret } = ctx;
  return crypto
    .createHmac('sha256', await secret())
    .update(subject)
    .digest('base64url');
}

async function isKnownDevice(ctx: LimitDeps, subject: string, mark: string | undefined): Promise<boolean> {
  if (!mark) return false;
  const expected = Buffer.from(await deviceMark(ctx, subject));
  const given = Buffer.from(mark);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** Counts one event; refuses with 429 when the window already holds `max`. */
async function hit(ctx: LimitDeps, limit: Limit, key: MessageKey = 'tooManyRequests'): Promise<void> {
  if ((await increment(ctx, limit)) > limit.max) refuse(ctx, limit, key);
}

/**
 * Counts one event against several limits, or none of them: a request refused by one limit
 * does not use up the others.
 */
async function hitAll(ctx: LimitDeps, all: Limit[], key: MessageKey = 'tooManyRequests'): Promise<void> {
  for (const limit of all) if ((await count(ctx, limit)) >= limit.max) refuse(ctx, limit, key);
  for (const limit of all) await hit(ctx, limit, key);
}

/** Forgets windows older than a day. */
async function prune(ctx: LimitDeps): Promise<void> {
  const { db } = ctx;
  await db
    .deleteFrom('rate_counter')
    .where('window_start', '<', ctx.now() - 24 * 3600_000)
    .execute();
}

/**
 * Fixed-window counters kept in the database, so every instance behind a load balancer shares
 * them (docs/design.md: state lives in the database).
 */
export function rateLimitService(ctx: ServiceContext) {
  // A random key kept in the database (shared by every instance), made on first use.
  return bindUseCases({ ...ctx, secret: siteSecret(ctx.db, DEVICE_SECRET_KEY) } satisfies LimitDeps, {
    count,
    attempt,
    requireProof,
    deviceMark,
    isKnownDevice,
    hit,
    hitAll,
    prune,
  });
}

export type RateLimitService = ReturnType<typeof rateLimitService>;

const DEVICE_SECRET_KEY = 'device_secret';

/** The request header a proof-of-work solution travels in (base64 of altcha's JSON payload). */
export const PROOF_OF_WORK_HEADER = 'x-proof-of-work';
/**
 * Numbers a solver may have to try: about half of them on average, a second or less of SHA-256
 * in a phone's browser, nothing for one visitor, a cost for whoever sends thousands.
 */
const PROOF_OF_WORK_MAX = 20_000;
const PROOF_OF_WORK_VALID_MS = 10 * 60_000;

const powPayload = z.object({
  algorithm: z.enum(['SHA-256']),
  challenge: z.string().max(200),
  number: z.number().int().min(0),
  salt: z.string().max(300),
  signature: z.string().max(200),
});
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A limit of `max` per window under `name`, counted apart per address, e-mail… (`parts`). */
const per =
  <Parts extends string[]>(name: string, windowMs: number, max: number) =>
  (...parts: Parts): Limit => ({ key: [name, ...parts].join(':'), windowMs, max });

type Ip = [ip: string];
type Email = [email: string];
type IpEmail = [ip: string, email: string];
/** A staff account by its id. */
type Account = [staffId: string];
type IpAccount = [ip: string, staffId: string];

/** Every limit in one place, so docs/api.md and the tests read the same numbers. */
export const LIMITS = {
  // Verification codes mailed (docs/product.md §4). Per sender, and per sender and address: refused past them.
  codePerIp: per<Ip>('code-ip', HOUR, 20),
  codePerIpEmail: per<IpEmail>('code-ip-email', HOUR, 5),
  /** Every sender together for one address (shared): past it, a proof of work is needed. */
  codePerEmail: per<Email>('code-email', HOUR, 6),
  /** The most code mails an address receives in an hour, whatever anyone does (no mail-bombing). */
  codeMailsPerEmail: per<Email>('code-mail-email', HOUR, 12),
  // Enquiries sent.
  enquiryPerIp: per<Ip>('enquiry-ip', HOUR, 10),
  enquiryPerEmail: per<Email>('enquiry-email', HOUR, 10),
  // Look-ups that found nothing: guessing case numbers.
  lookupFailuresPerIp: per<Ip>('lookup-fail-ip', 15 * MINUTE, 10),
  lookupFailuresPerIpEmail: per<IpEmail>('lookup-fail-ip-email', 15 * MINUTE, 10),
  /**
   * Browsers that never found this address's enquiry, all addresses together (shared): past it,
   * a look-up needs a proof of work, unless the browser carries the address's device cookie.
   */
  lookupFailuresPerEmail: per<Email>('lookup-fail-email', 15 * MINUTE, 30),
  // What visitors post besides enquiries.
  commentPerIp: per<Ip>('comment-ip', HOUR, 30),
  feedbackPerIp: per<Ip>('feedback-ip', HOUR, 30),
  uploadPerIp: per<Ip>('upload-ip', HOUR, 30),
  /** Sizing projects saved (made or saved again): a person saves often while working on one. */
  sizingProjectSavesPerIp: per<Ip>('sizing-project-ip', HOUR, 60),
  /** Mails back to a visitor about e-mails set aside for their size or files, per case. */
  mailRefusalsPerCase: per<[mNo: string]>('mail-refused', HOUR, 5),
  // Staff sign-ins that failed.
  signInFailuresPerIpEmail: per<IpEmail>('signin-fail-ip-email', 15 * MINUTE, 5),
  signInFailuresPerIp: per<Ip>('signin-fail-ip', 15 * MINUTE, 20),
  /** Every browser that has not signed in to this account before, all addresses together. */
  signInFailuresPerEmail: per<Email>('signin-fail-email', 15 * MINUTE, 10),
  // Wrong second-factor answers (app code, recovery code, passkey of a step-up), counted as the
  // sign-in's are: per address and account, per address, and per account from every browser that
  // has not signed in to it before (so a stranger who knows the password cannot lock the owner out).
  secondFactorFailuresPerIpAccount: per<IpAccount>('2fa-fail-ip-account', 15 * MINUTE, 5),
  secondFactorFailuresPerIp: per<Ip>('2fa-fail-ip', 15 * MINUTE, 20),
  secondFactorFailuresPerAccount: per<Account>('2fa-fail', 15 * MINUTE, 10),
  /** Passkey sign-ins begun (each stores a challenge for 5 minutes). */
  passkeyOptionsPerIp: per<Ip>('passkey-options-ip', 15 * MINUTE, 60),
  // "Forgot password?" requests: per address, per e-mail typed, and links mailed per account.
  passwordResetPerIp: per<Ip>('reset-ip', HOUR, 10),
  passwordResetPerEmail: per<Email>('reset-email', HOUR, 5),
  passwordResetMailsPerAccount: per<Account>('reset-mail', HOUR, 3),
} as const;
