import { sql } from 'kysely';
import { MESSAGE_STATUS } from '#contract/constants.js';
import {
  addWorkingTime,
  businessCalendarSchema,
  DEFAULT_BUSINESS_CALENDAR,
  DEFAULT_FIRST_RESPONSE_MINUTES,
  workingMinutesBetween,
  type BusinessCalendar,
} from '#contract/businessCalendar.js';
import type { Db } from '../../db/index.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';
import { readSetting, saveSetting } from '../platform/settings.js';
import type { Edit, RevisionService } from '../content/revisions.js';

/**
 * The sales desk's response-time promise: the business calendar and the
 * first-response target (site_config key `business_calendar`), each new enquiry's deadline
 * (enquiry.due_time) and the measured first response (first_response_time / _minutes).
 */

/** The promise as stored and as the console edits it: when the company works, and how fast it answers. */
export interface ResponsePromise {
  calendar: BusinessCalendar;
  /** Working minutes from an enquiry's arrival to the first staff reply. */
  first_response_minutes: number;
}

const KEY = 'business_calendar';
const RECOMPUTE_BATCH = 500;

const DEFAULT_RESPONSE_PROMISE: ResponsePromise = {
  calendar: DEFAULT_BUSINESS_CALENDAR,
  first_response_minutes: DEFAULT_FIRST_RESPONSE_MINUTES,
};

/** Open, not answered yet, and its deadline reached (SQL; `yes` false: every other enquiry). */
export function overdue(now: number, yes: boolean) {
  const late = sql<boolean>`(${sql.ref('enquiry.status')} <> ${MESSAGE_STATUS.finished} and ${sql.ref(
    'enquiry.first_response_time',
  )} is null and ${sql.ref('enquiry.due_time')} is not null and ${sql.ref('enquiry.due_time')} <= ${now})`;
  return yes ? late : sql<boolean>`not ${late}`;
}

/**
 * The order of "Response due": enquiries still waiting for their first reply first, then the
 * answered or closed ones, then those without a deadline; within each, by deadline.
 */
export const dueGroup = sql<number>`case when ${sql.ref('enquiry.due_time')} is null then 2 when ${sql.ref(
  'enquiry.status',
)} <> ${MESSAGE_STATUS.finished} and ${sql.ref('enquiry.first_response_time')} is null then 0 else 1 end`;

/** The one record of the promise (its id in the staff API and in revisions). */
export const RESPONSE_PROMISE_ID = 'current';

/** The promise as the console edits it (and a revision keeps it): the target in working hours. */
export const promiseRecord = (p: ResponsePromise) => ({
  calendar: p.calendar,
  first_response_hours: p.first_response_minutes / 60,
});

/** What the promise's use cases need: the database, and the revisions of every save. */
type PromiseDeps = ServiceContext & { revisions: RevisionService };

/** The promise in force; `from` is the transaction a caller is in (SQLite has one connection). */
async function promise(ctx: PromiseDeps, from: Db = ctx.db): Promise<ResponsePromise> {
  const stored = await readSetting<ResponsePromise>(from, KEY);
  if (stored === undefined) return DEFAULT_RESPONSE_PROMISE;
  // Stored values were checked on the way in; parsing again fills defaults of newer fields.
  const calendar = businessCalendarSchema.safeParse(stored.calendar ?? {});
  return {
    calendar: calendar.success ? calendar.data : DEFAULT_BUSINESS_CALENDAR,
    first_response_minutes: stored.first_response_minutes ?? DEFAULT_FIRST_RESPONSE_MINUTES,
  };
}

/** The deadline of an enquiry received at `received` under `p`. */
const deadline = (p: ResponsePromise, received: number) =>
  addWorkingTime(p.calendar, new Date(received), p.first_response_minutes).getTime();

/** The first-response deadline of an enquiry received now (ms). */
async function dueTime(ctx: PromiseDeps, received: number): Promise<number> {
  return deadline(await promise(ctx), received);
}

/**
 * Keeps the first staff reply of an enquiry and how many working minutes it took. Later
 * replies, and visitor comments between them, change nothing: the promise is about the first
 * answer (docs/decisions.md).
 */
async function recordFirstResponse(
  ctx: PromiseDeps,
  trx: Db,
  enquiry: { id: number; create_time: number; first_response_time: number | null },
  replied: number,
): Promise<void> {
  if (enquiry.first_response_time !== null) return;
  const { calendar } = await promise(ctx, trx);
  const minutes = Math.ceil(
    Math.max(0, workingMinutesBetween(calendar, new Date(enquiry.create_time), new Date(replied))),
  );
  await trx
    .updateTable('enquiry')
    .set({ first_response_time: replied, first_response_minutes: minutes })
    .where('id', '=', enquiry.id)
    .where('first_response_time', 'is', null)
    .execute();
}

/**
 * Saves a new promise and moves the deadlines of open, unanswered enquiries to it; answered
 * and closed ones keep theirs (they were measured under the promise of their time).
 * Answers how many deadlines moved.
 */
async function savePromise(ctx: PromiseDeps, next: ResponsePromise, edit?: Edit): Promise<number> {
  const { db, revisions } = ctx;
  await revisions.update(
    'business_calendar',
    RESPONSE_PROMISE_ID,
    edit,
    (trx) => saveSetting(trx, KEY, next),
    async (trx) => promiseRecord(await promise(ctx, trx)),
  );
  let moved = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('enquiry')
      .select(['id', 'create_time', 'due_time'])
      .where('status', '!=', MESSAGE_STATUS.finished)
      .where('first_response_time', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(RECOMPUTE_BATCH)
      .execute();
    for (const row of rows) {
      const due = deadline(next, row.create_time);
      if (due === row.due_time) continue;
      await db.updateTable('enquiry').set({ due_time: due }).where('id', '=', row.id).execute();
      moved++;
    }
    if (rows.length < RECOMPUTE_BATCH) return moved;
    after = rows[rows.length - 1]!.id;
  }
}

export function responseTimeService(ctx: ServiceContext, revisions: RevisionService) {
  const deps: PromiseDeps = { ...ctx, revisions };
  return {
    ...bindUseCases(deps, {
      promise,
      dueTime,
      recordFirstResponse,
      save: savePromise,
    }),
    /** The promise as a revision keeps it. */
    snapshot: async () => promiseRecord(await promise(deps)),
  };
}

export type ResponseTimeService = ReturnType<typeof responseTimeService>;
