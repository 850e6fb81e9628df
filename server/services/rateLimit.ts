import { sql } from 'kysely';
import { AppError } from '../lib/errors.js';
import type { MessageKey } from '../../contract/messages.js';
import type { ServiceContext } from './context.js';

export interface Limit {
  /** What is counted, e.g. `code-email:a@b.c`. */
  key: string;
  windowMs: number;
  max: number;
}

/**
 * Fixed-window counters kept in the database, so every instance behind a load balancer shares
 * them (DESIGN: state lives in the database).
 */
export function rateLimitService(ctx: ServiceContext) {
  const { db } = ctx;

  function windowOf(limit: Limit) {
    const now = ctx.now();
    const start = now - (now % limit.windowMs);
    return { start, retryAfterMs: start + limit.windowMs - now };
  }

  async function count(limit: Limit): Promise<number> {
    const row = await db
      .selectFrom('rate_counter')
      .select('count')
      .where('key', '=', limit.key)
      .where('window_start', '=', windowOf(limit).start)
      .executeTakeFirst();
    return row?.count ?? 0;
  }

  function refuse(limit: Limit, key: MessageKey): never {
    const seconds = Math.ceil(windowOf(limit).retryAfterMs / 1000);
    throw new AppError(key, { minutes: Math.max(1, Math.ceil(seconds / 60)) }, 429, { retry_after: seconds });
  }

  return {
    count,

    /** Counts one event; refuses with 429 when the window already holds `max`. */
    async hit(limit: Limit, key: MessageKey = 'tooManyRequests'): Promise<void> {
      const { start } = windowOf(limit);
      const row = await db
        .insertInto('rate_counter')
        .values({ key: limit.key, window_start: start, count: 1 })
        .onConflict((oc) =>
          oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_counter.count + 1` }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      if (row.count > limit.max) refuse(limit, key);
    },

    /**
     * Counts one event against several limits, or none of them: a request refused by one limit
     * does not use up the others.
     */
    async hitAll(all: Limit[], key: MessageKey = 'tooManyRequests'): Promise<void> {
      for (const limit of all) if ((await count(limit)) >= limit.max) refuse(limit, key);
      for (const limit of all) await this.hit(limit, key);
    },

    /** Refuses when the window already holds `max` events, without counting (e.g. failed look-ups). */
    async check(limit: Limit, key: MessageKey = 'tooManyRequests'): Promise<void> {
      if ((await count(limit)) >= limit.max) refuse(limit, key);
    },

    /** Forgets windows older than a day. */
    async prune(): Promise<void> {
      await db
        .deleteFrom('rate_counter')
        .where('window_start', '<', ctx.now() - 24 * 3600_000)
        .execute();
    },
  };
}

export type RateLimitService = ReturnType<typeof rateLimitService>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every limit in one place, so docs/api.md and the tests read the same numbers. */
export const LIMITS = {
  codePerEmail: (email: string): Limit => ({ key: `code-email:${email}`, windowMs: HOUR, max: 6 }),
  codePerIp: (ip: string): Limit => ({ key: `code-ip:${ip}`, windowMs: HOUR, max: 20 }),
  enquiryPerIp: (ip: string): Limit => ({ key: `enquiry-ip:${ip}`, windowMs: HOUR, max: 10 }),
  enquiryPerEmail: (email: string): Limit => ({ key: `enquiry-email:${email}`, windowMs: HOUR, max: 10 }),
  lookupFailuresPerIp: (ip: string): Limit => ({
    key: `lookup-fail-ip:${ip}`,
    windowMs: 15 * MINUTE,
    max: 10,
  }),
  lookupFailuresPerEmail: (email: string): Limit => ({
    key: `lookup-fail-email:${email}`,
    windowMs: 15 * MINUTE,
    max: 10,
  }),
  commentPerIp: (ip: string): Limit => ({ key: `comment-ip:${ip}`, windowMs: HOUR, max: 30 }),
  feedbackPerIp: (ip: string): Limit => ({ key: `feedback-ip:${ip}`, windowMs: HOUR, max: 30 }),
  uploadPerIp: (ip: string): Limit => ({ key: `upload-ip:${ip}`, windowMs: HOUR, max: 30 }),
  signInFailuresPerEmail: (email: string): Limit => ({
    key: `signin-fail-email:${email}`,
    windowMs: 15 * MINUTE,
    max: 5,
  }),
  signInFailuresPerIp: (ip: string): Limit => ({
    key: `signin-fail-ip:${ip}`,
    windowMs: 15 * MINUTE,
    max: 20,
  }),
} as const;
