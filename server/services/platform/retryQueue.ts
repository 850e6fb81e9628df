import { sql, type Kysely } from 'kysely';
import type { ServiceContext } from './context.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The wait after the 1st, 2nd, 3rd and 4th failed attempt; the last one repeats. */
export const RETRY_DELAYS = [MINUTE, 5 * MINUTE, 15 * MINUTE, HOUR, 6 * HOUR] as const;
/** A row is retried for this long after it was made, then given up. */
export const GIVE_UP_AFTER = DAY;
const BATCH = 50;

/** When to try again after `attempts` failures, at most at the give-up time; null to give up. */
export function nextAttempt(createTime: number, attempts: number, now: number): number | null {
  const giveUpTime = createTime + GIVE_UP_AFTER;
  if (now >= giveUpTime) return null;
  const delay = RETRY_DELAYS[Math.min(attempts, RETRY_DELAYS.length) - 1]!;
  return Math.min(now + delay, giveUpTime);
}

export function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 1000);
}

/** The columns every queue table has: its due time (or a claim's lease) and its tries. */
export interface QueuedRow {
  id: number;
  attempts: number;
  next_attempt_time: number | null;
  create_time: number;
  last_error: string;
}

/** The tables that hold work to retry (mail_outbox, webhook_delivery), with their "done" column. */
type QueueTable = 'mail_outbox' | 'webhook_delivery';
const DONE = { mail_outbox: 'sent_time', webhook_delivery: 'delivered_time' } as const;

type QueueDb = Record<QueueTable, QueuedRow>;

/** What a queue's functions need: its table (seen through QueueDb), the clock and the lease. */
interface Queue {
  db: Kysely<QueueDb>;
  table: QueueTable;
  done: ReturnType<typeof sql.ref>;
  now(): number;
  lease: number;
}

/** Claims a due row (one attempt more, leased); false when another instance has it. */
async function claim(
  { db, table, done, now, lease }: Queue,
  row: QueuedRow & { next_attempt_time: number },
): Promise<boolean> {
  const claimed = await db
    .updateTable(table)
    .set({ attempts: row.attempts + 1, next_attempt_time: now() + lease })
    .where('id', '=', row.id)
    .where('attempts', '=', row.attempts)
    .where('next_attempt_time', '=', row.next_attempt_time)
    .where(done, 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * Claims the due rows (all, or those with the given ids) and hands each to `attempt`, with its
 * attempts counted; answers how many `attempt` said were done.
 */
async function runDue<R extends QueuedRow>(
  queue: Queue,
  attempt: (row: R) => Promise<boolean>,
  ids?: readonly number[],
): Promise<number> {
  const { db, table, done } = queue;
  let query = db
    .selectFrom(table)
    .selectAll()
    .where(done, 'is', null)
    .where('next_attempt_time', '<=', queue.now());
  if (ids) {
    if (ids.length === 0) return 0;
    query = query.where('id', 'in', ids);
  }
  const due = await query
    .orderBy('next_attempt_time')
    .limit(BATCH)
    .$narrowType<{ next_attempt_time: number }>()
    .execute();
  let succeeded = 0;
  for (const row of due) {
    if (!(await claim(queue, row))) continue; // another instance has it
    // The row is of `table`, whose type the caller names.
    if (await attempt({ ...(row as unknown as R), attempts: row.attempts + 1 })) succeeded++;
  }
  return succeeded;
}

/** Records a failed attempt: due again on the schedule, or given up (null). */
async function failed(
  { db, table, now }: Queue,
  row: QueuedRow,
  err: unknown,
  extra: Record<string, unknown> = {},
): Promise<number | null> {
  const next = nextAttempt(row.create_time, row.attempts, now());
  await db
    .updateTable(table)
    .set({ ...extra, next_attempt_time: next, last_error: errorText(err) })
    .where('id', '=', row.id)
    .execute();
  return next;
}

/** Rows not done: waiting for a retry, and given up (for /metrics; the same on every instance). */
async function backlog({ db, table, done }: Queue): Promise<{ waiting: number; givenUp: number }> {
  const row = await db
    .selectFrom(table)
    .select((eb) => [
      eb.fn.count<number>(eb.case().when('next_attempt_time', 'is not', null).then(1).end()).as('waiting'),
      eb.fn.count<number>(eb.case().when('next_attempt_time', 'is', null).then(1).end()).as('given_up'),
    ])
    .where(done, 'is', null)
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.waiting), givenUp: Number(row.given_up) };
}

/** Forgets rows done a week ago and rows given up a month ago. */
async function prune({ db, table, done, now: clock }: Queue): Promise<void> {
  const now = clock();
  await db
    .deleteFrom(table)
    .where((eb) =>
      eb.or([
        eb(done, '<', now - 7 * DAY),
        eb.and([
          eb(done, 'is', null),
          eb('next_attempt_time', 'is', null),
          eb('create_time', '<', now - 30 * DAY),
        ]),
      ]),
    )
    .execute();
}

/**
 * Work that must survive a receiver that is briefly down (mail, webhook calls): kept in a table
 * and retried by every instance on one schedule (RETRY_DELAYS, given up after GIVE_UP_AFTER).
 * Each row is claimed by an update that only succeeds on the values read (attempts, due time)
 * and leases it for `lease` ms, so instances running together never do one twice, and a
 * crashed instance's row is picked up after the lease.
 */
export function retryQueue(ctx: ServiceContext, table: QueueTable, lease: number) {
  const queue: Queue = {
    // Both tables share the queue's columns; Kysely cannot type a query over "either table", so
    // the queue sees them through this narrower schema (the done column by its name).
    db: ctx.db as unknown as Kysely<QueueDb>,
    table,
    done: sql.ref(DONE[table]),
    now: () => ctx.now(),
    lease,
  };
  return {
    // Generic in the caller's row type, so bound by hand.
    runDue: <R extends QueuedRow>(attempt: (row: R) => Promise<boolean>, ids?: readonly number[]) =>
      runDue(queue, attempt, ids),
    failed: (row: QueuedRow, err: unknown, extra?: Record<string, unknown>) => failed(queue, row, err, extra),
    backlog: () => backlog(queue),
    prune: () => prune(queue),
  };
}

export type RetryQueue = ReturnType<typeof retryQueue>;
