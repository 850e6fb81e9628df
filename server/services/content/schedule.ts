import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { ScheduleTable } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';
import type { ContentCacheService } from './contentCache.js';
import type { Edit } from './revisions.js';

/**
 * Scheduled publishing: a publishable record (content item, product, job,
 * category: the home announcement's "show from / until") may carry a time to go live and one to
 * come down (table `schedule`). Every instance looks each minute (plugins/backgroundJobs.ts). Each
 * transition is one transaction: claim it (clear its time; on PostgreSQL after taking the row
 * with SKIP LOCKED), make it through the record's own save (a revision) and move the content
 * version, which every instance hears at the commit. One instance makes it however many look, and
 * a failure anywhere leaves it pending and unmade, to be tried again the next minute.
 */

export const SCHEDULED = ['content_item', 'product', 'job', 'category'] as const;
export type ScheduledEntity = (typeof SCHEDULED)[number];

/** How a kind of record is published and unpublished: its service's own update (a revision). */
type SetStatus = (id: number, values: { status: 0 | 1 }, edit?: Edit) => Promise<void>;

export interface Schedule {
  publish_at: number | null;
  unpublish_at: number | null;
}

/**
 * SQLite has one writer at a time, and better-sqlite3 waits for a lock synchronously: an
 * instance waiting on another's open transaction in the same process would stall that one too
 * until the wait gives up. The looks of every instance in a process (tests run two) take turns.
 */
let sqliteTurn: Promise<unknown> = Promise.resolve();
function inTurn<T>(ctx: ServiceContext, work: () => Promise<T>): Promise<T> {
  if (ctx.dialect !== 'sqlite') return work();
  const next = sqliteTurn.then(work, work);
  sqliteTurn = next.catch(() => undefined);
  return next;
}

/** Another instance claimed the transition first: this one's save is rolled back. */
class Taken extends Error {}

/** SQL: the record (of the kind's own table, named as the kind) has a time set (the "scheduled" filter). */
export function scheduledWhere(entity: ScheduledEntity) {
  return sql<boolean>`${sql.ref(`${entity}.id`)} in (select entity_id from schedule where entity = ${entity} and (publish_at is not null or unpublish_at is not null))`;
}

/** What scheduled publishing needs: the database and clock, each kind's update and the content version. */
type ScheduleDeps = ServiceContext & {
  publishers: Record<ScheduledEntity, SetStatus>;
  cache: Pick<ContentCacheService, 'changedWithin' | 'heard'>;
};

/**
 * Takes one due transition in a transaction; false when another instance took it first. On
 * PostgreSQL the row is locked with SKIP LOCKED, so a second instance passes over it rather than
 * waiting for the first one's save; SQLite has one writer at a time, and the conditional UPDATE
 * finds nothing once the time is cleared.
 */
async function claim(
  ctx: ScheduleDeps,
  trx: Db,
  entity: string,
  id: number,
  column: 'publish_at' | 'unpublish_at',
  at: number,
): Promise<boolean> {
  if (ctx.dialect === 'postgres') {
    const locked = await trx
      .selectFrom('schedule')
      .select('entity_id')
      .where('entity', '=', entity)
      .where('entity_id', '=', id)
      .where(column, '=', at)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!locked) return false;
  }
  const result = await trx
    .updateTable('schedule')
    .set({ [column]: null })
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .where(column, '=', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Forgets a record's schedule (the record is gone). */
const forget = ({ db }: ScheduleDeps, entity: string, id: number, from: Db = db) =>
  from.deleteFrom('schedule').where('entity', '=', entity).where('entity_id', '=', id).execute();

/** A record's schedule (both null: none). */
async function of(ctx: ScheduleDeps, entity: ScheduledEntity, id: number): Promise<Schedule> {
  const row = await ctx.db
    .selectFrom('schedule')
    .select(['publish_at', 'unpublish_at'])
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .executeTakeFirst();
  return { publish_at: row?.publish_at ?? null, unpublish_at: row?.unpublish_at ?? null };
}

/** The records of a kind that have a time set, with their times (the lists' clock chip). */
async function scheduled(ctx: ScheduleDeps, entity: ScheduledEntity): Promise<(Schedule & { id: number })[]> {
  const rows = await ctx.db
    .selectFrom('schedule')
    .select(['entity_id as id', 'publish_at', 'unpublish_at'])
    .where('entity', '=', entity)
    .where((eb) => eb.or([eb('publish_at', 'is not', null), eb('unpublish_at', 'is not', null)]))
    .orderBy('entity_id')
    .limit(10_000)
    .execute();
  return rows;
}

/** Sets (or, with both null, removes) a record's schedule (`from`: a caller's transaction). */
async function set(
  ctx: ScheduleDeps,
  entity: ScheduledEntity,
  id: number,
  schedule: Schedule,
  by: number | null,
  from: Db = ctx.db,
): Promise<void> {
  if (schedule.publish_at === null && schedule.unpublish_at === null) {
    await forget(ctx, entity, id, from);
    return;
  }
  await from
    .insertInto('schedule')
    .values({ entity, entity_id: id, ...schedule, staff_id: by })
    .onConflict((oc) => oc.columns(['entity', 'entity_id']).doUpdateSet({ ...schedule, staff_id: by }))
    .execute();
}

/**
 * What became of one transition: made; taken by another instance first; or not made, so the
 * record's later transition waits (its record is gone, or its save failed).
 */
type Outcome = 'made' | 'taken' | 'stopped';

/** Makes one due transition through the record's own save, with its claim and a new content version. */
async function transition(
  ctx: ScheduleDeps,
  row: Selectable<ScheduleTable>,
  column: 'publish_at' | 'unpublish_at',
  at: number,
  status: 0 | 1,
): Promise<Outcome> {
  const entity = row.entity as ScheduledEntity;
  let version = '';
  const within = async (trx: Db) => {
    if (!(await claim(ctx, trx, entity, row.entity_id, column, at))) throw new Taken();
    version = await ctx.cache.changedWithin(trx);
  };
  const setStatus = ctx.publishers[entity];
  try {
    const action = status === 1 ? 'publish' : 'unpublish';
    await setStatus(row.entity_id, { status }, { by: row.staff_id, action, within });
  } catch (err) {
    if (err instanceof Taken) return 'taken';
    if (err instanceof AppError && err.status === 404) {
      // Deleted since: nothing to publish, nothing to keep.
      await forget(ctx, entity, row.entity_id);
      return 'stopped';
    }
    // Rolled back whole: still pending, tried again at the next look. Its later
    // transition waits for it (never down, then up).
    ctx.log.warn({ err, entity, id: row.entity_id }, 'a scheduled transition could not be made');
    return 'stopped';
  }
  ctx.cache.heard(version);
  return 'made';
}

/** Makes the transitions that are due; answers how many it made. */
async function makeDue(ctx: ScheduleDeps): Promise<number> {
  const { db } = ctx;
  const now = ctx.now();
  const due = await db
    .selectFrom('schedule')
    .selectAll()
    .where((eb) => eb.or([eb('publish_at', '<=', now), eb('unpublish_at', '<=', now)]))
    .execute();
  let made = 0;
  for (const row of due) {
    if (!ctx.publishers[row.entity as ScheduledEntity]) continue;
    // Coming down wins when both are due (a window that has passed whole): going live first.
    for (const [column, status] of [
      ['publish_at', 1],
      ['unpublish_at', 0],
    ] as const) {
      const at = row[column];
      if (at === null || at > now) continue;
      const outcome = await transition(ctx, row, column, at, status);
      if (outcome === 'stopped') break;
      if (outcome === 'made') made++;
    }
  }
  await db.deleteFrom('schedule').where('publish_at', 'is', null).where('unpublish_at', 'is', null).execute();
  return made;
}

/**
 * Makes the transitions that are due and not yet made by any instance, each in one
 * transaction with its claim and a new content version. Answers how many this call made.
 */
const runDue = (ctx: ScheduleDeps): Promise<number> => inTurn(ctx, () => makeDue(ctx));

export function scheduleService(
  ctx: ServiceContext,
  publishers: Record<ScheduledEntity, SetStatus>,
  cache: Pick<ContentCacheService, 'changedWithin' | 'heard'>,
) {
  return bindUseCases({ ...ctx, publishers, cache } satisfies ScheduleDeps, {
    of,
    scheduled,
    set,
    runDue,
  });
}

export type ScheduleService = ReturnType<typeof scheduleService>;
