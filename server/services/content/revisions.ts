import type { ExpressionBuilder, Insertable, UpdateObject } from 'kysely';
import type { z } from 'zod';
import { inTransaction, type Db } from '../../db/index.js';
import type { Database, RevisionTable } from '../../db/schema.js';
import { found } from '../../lib/errors.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';
import { blankNulls } from '../platform/wire.js';
import { insertSearchable, type Indexed, type SearchTable } from './searchIndex.js';

/**
 * Revision history. Every staff save of a record keeps the whole record, as the
 * staff API takes it, in the save's own transaction: the services write through `save` and
 * `remove` here, never through a copy of their own. A deletion keeps the last version with action
 * "delete": the trash is the records whose newest revision is one, for TRASH_DAYS.
 */

export type RevisionAction = RevisionTable['action'];

/** Who changes a record, and how (the staff API says; the seed and scripts leave it out). */
export interface Edit {
  by?: number | null;
  /**
   * "restore" when a revision or the trash gives the values, "publish" / "unpublish" when a draft
   * or a schedule makes the change; otherwise create/update.
   */
  action?: RevisionAction;
  /** The revision a restore takes its values from. */
  restoredFrom?: number;
  /** The id a record restored from the trash had (it keeps its id, its links and its history). */
  id?: number;
  /**
   * More work in the save's own transaction, before the write, that commits or fails with it:
   * scheduled publishing claims its transition here (and throws when another instance took it);
   * publishing a draft deletes the draft.
   */
  within?: (trx: Db) => Promise<void>;
}

/** The part of a record the staff API takes (its body's fields): what a revision keeps. */
export function bodyOf(body: z.ZodObject, record: object): Record<string, unknown> {
  const values = record as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(body.shape).flatMap((key) => (key in values ? [[key, values[key]]] : [])),
  );
}

/** Deleted records stay restorable this long, then the background jobs purge them. */
export const TRASH_DAYS = 30;
const DAY = 86_400_000;

/** The tables whose rows are whole records with an update time, changed through `updateRow`. */
type StampedTable = 'content_item' | 'product' | 'category' | 'job';

/** A new row of `table` as its service gives it: `insertRow` sets the id, times and search tokens. */
type NewRow<T extends StampedTable> = Omit<
  Insertable<Database[T]>,
  'id' | 'create_time' | 'update_time' | 'search_text'
> &
  (T extends SearchTable ? Indexed[T] : unknown);

/** How a service reads its whole record inside a transaction (SQLite has one connection). */
export type Snapshot = (from: Db, id: number) => Promise<object>;

/** A step of a record's history besides its action (the columns of 0020). */
export interface Step {
  action: RevisionAction;
  /** The step changed the working draft, not the live record. */
  draft?: boolean;
  restored_from?: number | null;
  publish_at?: number | null;
  unpublish_at?: number | null;
}

export interface RevisionSummary {
  id: number;
  entity: string;
  entity_id: string;
  action: RevisionAction;
  /** 1: the step changed the working draft; the site kept the published version. */
  draft: number;
  restored_from: number | null;
  /** When the version a restore gave back was kept (null: no restore, or that version is gone). */
  restored_from_time: number | null;
  publish_at: number | null;
  unpublish_at: number | null;
  staff_id: number | null;
  staff_email: string;
  staff_name: string;
  create_time: number;
}

/**
 * A summary in a record's history: `current`, the version the editor has now (the draft's when
 * there is one); `live`, the version the site shows.
 */
export type HistoryEntry = RevisionSummary & { current: boolean; live: boolean };

/** SQL: the revision is its record's newest (no later one of the same record). */
const newestOfItsRecord = ({ not, exists, selectFrom }: ExpressionBuilder<Database, 'revision'>) =>
  not(
    exists(
      selectFrom('revision as later')
        .select('later.id')
        .whereRef('later.entity', '=', 'revision.entity')
        .whereRef('later.entity_id', '=', 'revision.entity_id')
        .whereRef('later.id', '>', 'revision.id'),
    ),
  );

/** Inserts one revision; with a cap, drops this record's oldest beyond it. */
async function keep(
  ctx: ServiceContext,
  trx: Db,
  entity: string,
  entityId: string | number,
  step: Step,
  data: object,
  by: number | null | undefined,
): Promise<void> {
  const id = String(entityId);
  await trx
    .insertInto('revision')
    .values({
      entity,
      entity_id: id,
      action: step.action,
      draft: step.draft ? 1 : 0,
      restored_from: step.restored_from ?? null,
      publish_at: step.publish_at ?? null,
      unpublish_at: step.unpublish_at ?? null,
      staff_id: by ?? null,
      data: JSON.stringify(data),
      create_time: ctx.now(),
    })
    .execute();
  const cap = ctx.config.revisionsPerRecord;
  if (cap === 0) return;
  const beyond = await trx
    .selectFrom('revision')
    .select('id')
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .orderBy('id', 'desc')
    .offset(cap)
    .limit(1_000)
    .execute();
  if (beyond.length)
    await trx
      .deleteFrom('revision')
      .where(
        'id',
        'in',
        beyond.map((r) => r.id),
      )
      .execute();
}

const summary = ({ db }: ServiceContext) =>
  db
    .selectFrom('revision')
    .leftJoin('staff_user', 'staff_user.id', 'revision.staff_id')
    .leftJoin('revision as source', 'source.id', 'revision.restored_from')
    .select([
      'revision.id',
      'revision.entity',
      'revision.entity_id',
      'revision.action',
      'revision.draft',
      'revision.restored_from',
      'source.create_time as restored_from_time',
      'revision.publish_at',
      'revision.unpublish_at',
      'revision.staff_id',
      'staff_user.email as staff_email',
      'staff_user.name as staff_name',
      'revision.create_time',
    ]);
const blank = <R extends { staff_email: string | null; staff_name: string | null }>(row: R) =>
  blankNulls(row, ['staff_email', 'staff_name']);

/**
 * Runs a save (`write` answers the record's id) and keeps the record it leaves as a
 * revision, in one transaction: either both are written or neither. On services built over a
 * caller's transaction (contentServicesWithin), the save joins it.
 */
async function save<I extends number | string>(
  ctx: ServiceContext,
  entity: string,
  edit: Edit | undefined,
  fallback: 'create' | 'update',
  write: (trx: Db) => Promise<I>,
  snapshot: (trx: Db, id: I) => Promise<object>,
): Promise<I> {
  return inTransaction(ctx.db, async (trx) => {
    if (edit?.within) await edit.within(trx);
    const id = await write(trx);
    const step = { action: edit?.action ?? fallback, restored_from: edit?.restoredFrom };
    await keep(ctx, trx, entity, id, step, await snapshot(trx, id), edit?.by);
    return id;
  });
}

/**
 * `save` of a change to an existing record, or to a setting named by a string id (`write`
 * changes it; the revision says "update").
 */
async function update<I extends number | string>(
  ctx: ServiceContext,
  entity: string,
  id: I,
  edit: Edit | undefined,
  write: (trx: Db) => Promise<void>,
  snapshot: (trx: Db, id: I) => Promise<object>,
): Promise<void> {
  await save(
    ctx,
    entity,
    edit,
    'update',
    async (trx) => {
      await write(trx);
      return id;
    },
    snapshot,
  );
}

/**
 * `update` of a record kept in one row of `table`: sets `columns` and the update time, then
 * `more` writes its related rows, in the same transaction.
 */
async function updateRow<T extends StampedTable>(
  ctx: ServiceContext,
  entity: string,
  table: T,
  id: number,
  edit: Edit | undefined,
  columns: UpdateObject<Database, T>,
  snapshot: Snapshot,
  more?: (trx: Db) => Promise<void>,
): Promise<void> {
  await update(
    ctx,
    entity,
    id,
    edit,
    async (trx) => {
      // Kysely cannot type a table chosen at run time; the signature checks `columns`
      // against `table`, and every StampedTable has `id` and `update_time`.
      await trx
        .updateTable(table as StampedTable as 'job')
        .set({ ...(columns as UpdateObject<Database, 'job'>), update_time: ctx.now() })
        .where('id', '=', id)
        .execute();
      await more?.(trx);
    },
    snapshot,
  );
}

/**
 * `save` of a new record kept in one row of `table`: inserts `columns` (a function of the
 * creation time where a column defaults to it) with the creation and update time, and the
 * search tokens of a searchable table, then `more` writes its related rows, in the same
 * transaction. A restore from the trash gives the id the record had. Answers the id.
 */
async function insertRow<T extends StampedTable>(
  ctx: ServiceContext,
  entity: string,
  table: T,
  edit: Edit | undefined,
  columns: NewRow<T> | ((now: number) => NewRow<T>),
  snapshot: Snapshot,
  more?: (trx: Db, id: number) => Promise<void>,
): Promise<number> {
  const now = ctx.now();
  const row = {
    ...(edit?.id ? { id: edit.id } : {}),
    ...(typeof columns === 'function' ? columns(now) : columns),
    create_time: now,
    update_time: now,
  };
  return save(
    ctx,
    entity,
    edit,
    'create',
    async (trx) => {
      // Kysely cannot type a table chosen at run time; the signature checks `columns`.
      const id =
        table === 'content_item' || table === 'product'
          ? await insertSearchable(trx, table as SearchTable, row as never)
          : (
              await trx
                .insertInto(table as StampedTable as 'job')
                .values(row as never)
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id;
      await more?.(trx, id);
      return id;
    },
    snapshot,
  );
}

/** Keeps the record's last version as a deletion, then runs `remove`, in one transaction. */
async function removeKept(
  ctx: ServiceContext,
  entity: string,
  id: number,
  edit: Edit | undefined,
  snapshot: Snapshot,
  remove: (trx: Db) => Promise<void>,
): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const data = await snapshot(trx, id);
    await remove(trx);
    await keep(ctx, trx, entity, id, { action: 'delete' }, data, edit?.by);
  });
}

/**
 * Keeps a step that does not save the record itself (a draft saved, a version restored as the
 * draft, a schedule set), after `within` (the draft's own write) in the same transaction. A draft
 * saved again by the same person, with nothing else in between, updates its step rather than
 * adding one: autosave would otherwise leave a version every few seconds of typing.
 */
async function note(
  ctx: ServiceContext,
  entity: string,
  entityId: string | number,
  step: Step,
  data: object,
  by: number | null,
  within?: (trx: Db) => Promise<void>,
): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    await within?.(trx);
    const newest = await trx
      .selectFrom('revision')
      .select(['id', 'action', 'staff_id'])
      .where('entity', '=', entity)
      .where('entity_id', '=', String(entityId))
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (step.action === 'draft' && newest?.action === 'draft' && newest.staff_id === by) {
      await trx
        .updateTable('revision')
        .set({ data: JSON.stringify(data), create_time: ctx.now() })
        .where('id', '=', newest.id)
        .execute();
      return;
    }
    await keep(ctx, trx, entity, entityId, step, data, by);
  });
}

/**
 * A record's revisions, newest first, the current one and the live one marked (`hasDraft`: the
 * record has a working draft now; a discarded draft's step is no longer current).
 */
async function history(
  ctx: ServiceContext,
  entity: string,
  entityId: string | number,
  hasDraft = false,
): Promise<HistoryEntry[]> {
  const rows = (
    await summary(ctx)
      .where('revision.entity', '=', entity)
      .where('revision.entity_id', '=', String(entityId))
      .orderBy('revision.id', 'desc')
      .limit(500)
      .execute()
  ).map(blank);
  // A deleted record has no current version, nor one on the site.
  if (rows[0]?.action === 'delete') return rows.map((r) => ({ ...r, current: false, live: false }));
  const live = rows.find((r) => r.draft === 0);
  // The draft's step, unless a publish came after it (a draft kept from before steps were noted).
  const draft = hasDraft ? rows.find((r) => r.draft === 1 || r.action === 'publish') : undefined;
  const current = draft?.draft === 1 ? draft : live;
  return rows.map((r) => ({ ...r, current: r === current, live: r === live }));
}

/**
 * One revision with its record, and the version before it (null: the first kept): for a step
 * of the live record, the live version before; for a draft step, whatever came before.
 */
async function one(
  ctx: ServiceContext,
  id: number,
): Promise<
  RevisionSummary & {
    data: Record<string, unknown>;
    previous: (RevisionSummary & { data: Record<string, unknown> }) | null;
  }
> {
  const row = await summary(ctx).select('revision.data').where('revision.id', '=', id).executeTakeFirst();
  const { data, ...rest } = found(row);
  let before = summary(ctx)
    .select('revision.data')
    .where('revision.entity', '=', rest.entity)
    .where('revision.entity_id', '=', rest.entity_id)
    .where('revision.id', '<', id);
  if (rest.draft === 0) before = before.where('revision.draft', '=', 0);
  const previous = await before.orderBy('revision.id', 'desc').limit(1).executeTakeFirst();
  return {
    ...blank(rest),
    data: JSON.parse(data) as Record<string, unknown>,
    previous: previous
      ? { ...blank(previous), data: JSON.parse(previous.data) as Record<string, unknown> }
      : null,
  };
}

/** The trash: records whose newest revision is a deletion within TRASH_DAYS, newest first. */
async function trash(ctx: ServiceContext): Promise<(RevisionSummary & { data: Record<string, unknown> })[]> {
  const since = ctx.now() - TRASH_DAYS * DAY;
  const rows = await summary(ctx)
    .select('revision.data')
    .where('revision.action', '=', 'delete')
    .where('revision.create_time', '>=', since)
    .where(newestOfItsRecord)
    .orderBy('revision.id', 'desc')
    .execute();
  return rows.map(({ data, ...rest }) => ({
    ...blank(rest),
    data: JSON.parse(data) as Record<string, unknown>,
  }));
}

/**
 * Forgets records deleted more than TRASH_DAYS ago and not restored since: every revision
 * of them goes (the background jobs, hourly). Answers how many records went.
 */
async function purge(ctx: ServiceContext): Promise<number> {
  const { db } = ctx;
  const before = ctx.now() - TRASH_DAYS * DAY;
  const old = await db
    .selectFrom('revision')
    .select(['entity', 'entity_id'])
    .where('action', '=', 'delete')
    .where('create_time', '<', before)
    .where(newestOfItsRecord)
    .execute();
  for (const { entity, entity_id } of old)
    await db.deleteFrom('revision').where('entity', '=', entity).where('entity_id', '=', entity_id).execute();
  return old.length;
}

export function revisionService(ctx: ServiceContext) {
  /** Binds a generic use case by hand: `bindUseCases` would fix its type parameters to their bounds. */
  const bindGeneric =
    <A extends unknown[], R>(useCase: (deps: ServiceContext, ...args: A) => R) =>
    (...args: A): R =>
      useCase(ctx, ...args);
  return {
    save: bindGeneric(save),
    update: bindGeneric(update),
    updateRow: bindGeneric(updateRow),
    insertRow: bindGeneric(insertRow),
    ...bindUseCases(ctx, {
      remove: removeKept,
      note,
      history,
      one,
      trash,
      purge,
    }),
  };
}

export type RevisionService = ReturnType<typeof revisionService>;
