import type { ServiceContext } from '../platform/context.js';
import type { Edit } from './revisions.js';

/**
 * Scheduled publishing (issue 21 part 3): a publishable record (content item, product, job,
 * category: the home announcement's "show from / until") may carry a time to go live and one to
 * come down (table `schedule`). Every instance looks each minute (plugins/backgroundJobs.ts); each
 * transition is claimed by clearing its time with a conditional UPDATE, so one instance makes it
 * however many look, and then the content version changes, which every instance hears.
 */

export const SCHEDULED = ['content_item', 'product', 'job', 'category'] as const;
export type ScheduledEntity = (typeof SCHEDULED)[number];

/** How a kind of record is published and unpublished: its service's own update (a revision). */
type SetStatus = (id: number, values: { status: 0 | 1 }, edit?: Edit) => Promise<void>;

export interface Schedule {
  publish_at: number | null;
  unpublish_at: number | null;
}

export function scheduleService(
  ctx: ServiceContext,
  publishers: Record<ScheduledEntity, SetStatus>,
  changed: () => Promise<void>,
) {
  const { db } = ctx;

  /** Takes one due transition for this instance; false when another instance took it first. */
  async function claim(
    entity: string,
    id: number,
    column: 'publish_at' | 'unpublish_at',
    at: number,
  ): Promise<boolean> {
    const result = await db
      .updateTable('schedule')
      .set({ [column]: null })
      .where('entity', '=', entity)
      .where('entity_id', '=', id)
      .where(column, '=', at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  return {
    /** A record's schedule (both null: none). */
    async of(entity: ScheduledEntity, id: number): Promise<Schedule> {
      const row = await db
        .selectFrom('schedule')
        .select(['publish_at', 'unpublish_at'])
        .where('entity', '=', entity)
        .where('entity_id', '=', id)
        .executeTakeFirst();
      return { publish_at: row?.publish_at ?? null, unpublish_at: row?.unpublish_at ?? null };
    },

    /** Ids of the records of a kind that have a time set (the list's clock chip and filter). */
    async scheduledIds(entity: ScheduledEntity): Promise<number[]> {
      const rows = await db
        .selectFrom('schedule')
        .select('entity_id')
        .where('entity', '=', entity)
        .where((eb) => eb.or([eb('publish_at', 'is not', null), eb('unpublish_at', 'is not', null)]))
        .execute();
      return rows.map((r) => r.entity_id);
    },

    /** Sets (or, with both null, removes) a record's schedule. */
    async set(entity: ScheduledEntity, id: number, schedule: Schedule, by: number | null): Promise<void> {
      if (schedule.publish_at === null && schedule.unpublish_at === null) {
        await db.deleteFrom('schedule').where('entity', '=', entity).where('entity_id', '=', id).execute();
        return;
      }
      await db
        .insertInto('schedule')
        .values({ entity, entity_id: id, ...schedule, staff_id: by })
        .onConflict((oc) => oc.columns(['entity', 'entity_id']).doUpdateSet({ ...schedule, staff_id: by }))
        .execute();
    },

    /**
     * Makes the transitions that are due and not yet made by any instance, then marks the
     * content changed (once) when it made any. Answers how many this call made.
     */
    async runDue(): Promise<number> {
      const now = ctx.now();
      const due = await db
        .selectFrom('schedule')
        .selectAll()
        .where((eb) => eb.or([eb('publish_at', '<=', now), eb('unpublish_at', '<=', now)]))
        .execute();
      let made = 0;
      for (const row of due) {
        const entity = row.entity as ScheduledEntity;
        const setStatus = publishers[entity];
        if (!setStatus) continue;
        // Coming down wins when both are due (a window that has passed whole).
        for (const [column, status] of [
          ['publish_at', 1],
          ['unpublish_at', 0],
        ] as const) {
          const at = row[column];
          if (at === null || at > now || !(await claim(entity, row.entity_id, column, at))) continue;
          try {
            await setStatus(row.entity_id, { status }, { by: row.staff_id });
            made++;
          } catch (err) {
            // Deleted since: nothing to publish.
            ctx.log.warn({ err, entity, id: row.entity_id }, 'a scheduled transition could not be made');
          }
        }
      }
      await db
        .deleteFrom('schedule')
        .where('publish_at', 'is', null)
        .where('unpublish_at', 'is', null)
        .execute();
      if (made > 0) await changed();
      return made;
    },
  };
}

export type ScheduleService = ReturnType<typeof scheduleService>;
