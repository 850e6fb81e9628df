import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { timeMs } from '#contract/schemas.js';
import { failInput, notFound } from '../../lib/errors.js';
import { SCHEDULED, type ScheduledEntity } from '../../services/content/schedule.js';
import { EDITOR, staffRoute } from '../resource.js';
import { idParam } from '../validation.js';
import { revisedKinds } from './history.js';

const scheduleBody = z.object({ publish_at: timeMs.nullable(), unpublish_at: timeMs.nullable() });

/** The `:entity` of a schedule route: a publishable kind, or a 404. */
function entityOf(raw: unknown): ScheduledEntity {
  const entity = String(raw);
  if (!(SCHEDULED as readonly string[]).includes(entity)) throw notFound();
  return entity as ScheduledEntity;
}

/**
 * Scheduled publishing (editors): GET /schedule/:entity lists the records of a kind that have a
 * time set, with their times (the lists' clock chip); GET /schedule/:entity/:id answers a record's `publish_at` and
 * `unpublish_at` (ms, null: none); PUT sets them (both null: none), a step in the record's history. The background jobs make the
 * transitions (services/content/schedule.ts).
 */
export function scheduleRoutes(app: FastifyInstance): void {
  const { schedule, revisions } = app.services.content;
  const kinds = revisedKinds(app.services);
  const url = '/schedule/:entity/:id';

  staffRoute(app, {
    method: 'GET',
    url: '/schedule/:entity',
    access: EDITOR,
    handler: ({ request }) => schedule.scheduled(entityOf((request.params as { entity: string }).entity)),
  });

  staffRoute(app, {
    method: 'GET',
    url,
    access: EDITOR,
    handler: ({ request, id }) => schedule.of(entityOf((request.params as { entity: string }).entity), id()),
  });

  staffRoute(app, {
    method: 'PUT',
    url,
    access: EDITOR,
    body: scheduleBody,
    audit: { action: 'schedule', entity: 'schedule' },
    async handler({ request, body, staff, audit }) {
      const entity = entityOf((request.params as { entity: string }).entity);
      const recordId = idParam((request.params as { id: string }).id);
      if (body.publish_at !== null && body.unpublish_at !== null && body.unpublish_at <= body.publish_at)
        failInput({ unpublish_at: { key: 'unpublishBeforePublish' } });
      const before = await schedule.of(entity, recordId);
      if (before.publish_at === body.publish_at && before.unpublish_at === body.unpublish_at)
        await schedule.set(entity, recordId, body, staff.id);
      else {
        // The record as it is (a 404 when it is not) is the version its history shows for the step.
        const record = await kinds[entity]!.current(String(recordId));
        await revisions.note(entity, recordId, { action: 'schedule', ...body }, record, staff.id, (trx) =>
          schedule.set(entity, recordId, body, staff.id, trx),
        );
      }
      await audit(`${entity}:${recordId}`, { publish_at: body.publish_at, unpublish_at: body.unpublish_at });
      return schedule.of(entity, recordId);
    },
  });
}
