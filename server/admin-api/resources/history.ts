import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { categoryBody, itemBody, jobBody, productBody, siteConfigBody, tagBody } from '#contract/records.js';
import { ratingTableBody } from '#sizing/engine/ratingTable.js';
import { responsePromiseBody } from '#contract/staffApi.js';
import type { StaffRole } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { Services } from '../../services/index.js';
import { DRAFTED, type DraftedKind } from '../../services/content/drafts.js';
import type { Edit } from '../../services/content/revisions.js';
import { SITE_CONFIG_ID } from '../../services/content/siteConfig.js';
import { RESPONSE_PROMISE_ID } from '../../services/desk/responseTime.js';
import { changedFields } from '../../services/staff/audit.js';
import { ADMIN, EDITOR, routeId, staffRoute, writeAudit } from '../resource.js';
import { idParam, parseBody, parsePatch } from '../validation.js';

/** How the history of one kind of record is read and restored, and who may see it. */
interface Revised {
  access: readonly StaffRole[];
  body: z.ZodObject;
  /** The record now, as a revision keeps it (a 404 when it is gone). */
  current(id: string): Promise<object>;
  /** Saves a revision's values over the record (a new revision, action "restore"). */
  restore(id: string, data: unknown, edit: Edit): Promise<void>;
  /** Creates a deleted record again, with its id (the trash); records that cannot go have none. */
  recreate?(data: unknown, edit: Edit): Promise<number>;
}

/** A record the content services edit by number: the same four calls for each. */
interface NumberedService<B> {
  snapshot(id: number): Promise<object>;
  create(values: B, edit?: Edit): Promise<number>;
  update(id: number, values: Partial<B>, edit?: Edit): Promise<void>;
}

function numbered<B extends z.ZodObject>(body: B, service: NumberedService<z.output<B>>): Revised {
  return {
    access: EDITOR,
    body,
    current: (id) => service.snapshot(idParam(id)),
    restore: (id, data, edit) => service.update(idParam(id), parsePatch(body, data), edit),
    recreate: (data, edit) => service.create(parseBody(body, data), edit),
  };
}

/** A record whose checks hold between its fields (a rating table): restored and made again whole. */
function checkedWhole<B extends z.ZodObject>(body: B, service: NumberedService<z.output<B>>): Revised {
  return {
    ...numbered(body, service),
    restore: (id, data, edit) => service.update(idParam(id), parseBody(body, data), edit),
  };
}

/** A record there is one of (its id fixed): read and saved whole. */
function single<B extends z.ZodObject>(
  id: string,
  access: readonly StaffRole[],
  body: B,
  current: () => Promise<object>,
  save: (values: z.output<B>, edit: Edit) => Promise<unknown>,
): Revised {
  const check = (given: string) => {
    if (given !== id) throw notFound();
  };
  return {
    access,
    body,
    async current(given) {
      check(given);
      return current();
    },
    async restore(given, data, edit) {
      check(given);
      await save(parseBody(body, data), edit);
    },
  };
}

/** Every kind of record with a history, by its audit-log name. */
export function revisedKinds(services: Services): Record<string, Revised> {
  return {
    content_item: numbered(itemBody, services.content.items),
    product: numbered(productBody, services.content.products),
    category: numbered(categoryBody, services.content.categories),
    tag: numbered(tagBody, services.content.tags),
    job: numbered(jobBody, services.content.jobs),
    rating_table: checkedWhole(ratingTableBody, services.content.ratingTables),
    site_config: single(
      SITE_CONFIG_ID,
      EDITOR,
      siteConfigBody,
      services.content.site.snapshot,
      (values, edit) => services.content.site.save(values, edit),
    ),
    // The promise is the desk's: admins change it, so admins alone see its history.
    business_calendar: single(
      RESPONSE_PROMISE_ID,
      ADMIN,
      responsePromiseBody,
      services.desk.responseTime.snapshot,
      (values, edit) =>
        services.desk.responseTime.save(
          { calendar: values.calendar, first_response_minutes: Math.round(values.first_response_hours * 60) },
          edit,
        ),
    ),
  };
}

const ENTITY_PARAM = z.object({ entity: z.string().max(40), entityId: z.string().regex(/^[a-z0-9]{1,40}$/) });

/**
 * Revision history and the trash:
 * - GET /history/:entity/:entityId: a record's revisions, newest first (editors; the promise's,
 *   admins);
 * - GET /revisions/:id: one revision with its whole record, the version before it (`previous`)
 *   and the record as it is now;
 * - POST /revisions/:id/restore: saves that version over the record, as a new revision; a
 *   published record (of a kind with drafts) gets it as its working draft instead (`draft`);
 * - GET /trash, POST /trash/:id/restore (admins): deleted records of the last 30 days, and one
 *   made again with its id.
 * Every restore is audit-logged and marks the content changed.
 */
export function historyRoutes(app: FastifyInstance): void {
  const { revisions, drafts } = app.services.content;
  const kinds = revisedKinds(app.services);
  const isDrafted = (entity: string): entity is DraftedKind =>
    (DRAFTED as readonly string[]).includes(entity);

  function kindOf(entity: string, role: StaffRole): Revised {
    const kind = kinds[entity];
    if (!kind) throw notFound();
    if (!kind.access.includes(role)) throw new AppError('forbidden', { role }, 403);
    return kind;
  }

  /** A revision with its record's kind, which the staff member's role must be allowed. */
  async function revisionOf(id: number, role: StaffRole) {
    const revision = await revisions.one(id);
    return { revision, kind: kindOf(revision.entity, role) };
  }

  /** The record now, or null when it is gone (deleted). */
  async function currentOf(kind: Revised, entityId: string): Promise<object | null> {
    try {
      return await kind.current(entityId);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }
  }

  staffRoute(app, {
    method: 'GET',
    url: '/history/:entity/:entityId',
    access: EDITOR,
    async handler({ request, staff }) {
      const params = ENTITY_PARAM.safeParse(request.params);
      if (!params.success) throw notFound();
      const { entity, entityId } = params.data;
      kindOf(entity, staff.role);
      const drafted = isDrafted(entity) && /^\d+$/.test(entityId);
      const hasDraft = drafted && (await drafts.times(entity, [Number(entityId)])).size > 0;
      return revisions.history(entity, entityId, hasDraft);
    },
  });

  staffRoute(app, {
    method: 'GET',
    url: '/revisions/:id',
    access: EDITOR,
    async handler({ staff, id }) {
      const { revision, kind } = await revisionOf(id(), staff.role);
      return { ...revision, current: await currentOf(kind, revision.entity_id) };
    },
  });

  staffRoute(app, {
    method: 'POST',
    url: '/revisions/:id/restore',
    access: EDITOR,
    async handler({ staff, id }) {
      const { revision, kind } = await revisionOf(id(), staff.role);
      const before = await kind.current(revision.entity_id);
      const { entity, entity_id: entityId } = revision;
      // A published record gets the version as its working draft: the site keeps the published
      // version until someone publishes it, as with any other change.
      if (isDrafted(entity) && (before as { status?: unknown }).status === 1) {
        const values = parseBody(kind.body, revision.data);
        const step = { action: 'restore', draft: true, restored_from: revision.id } as const;
        await revisions.note(entity, entityId, step, values, staff.id, (trx) =>
          drafts.save(entity, Number(entityId), values, before, staff.id, trx),
        );
        await writeAudit(app, staff.id, ['restore', entity], entityId, {
          revision: revision.id,
          draft: true,
          fields: changedFields(before, values),
        });
        return { id: entityId, entity, record: before, draft: true };
      }
      await kind.restore(entityId, revision.data, {
        by: staff.id,
        action: 'restore',
        restoredFrom: revision.id,
      });
      const after = await kind.current(entityId);
      await writeAudit(app, staff.id, ['restore', entity], entityId, {
        revision: revision.id,
        fields: changedFields(before, after),
      });
      await app.services.content.cache.changed();
      return { id: entityId, entity, record: after, draft: false };
    },
  });

  staffRoute(app, {
    method: 'GET',
    url: '/trash',
    access: ADMIN,
    handler: () => revisions.trash(),
  });

  staffRoute(app, {
    method: 'POST',
    url: '/trash/:id/restore',
    access: ADMIN,
    async handler({ request, staff }) {
      const revisionId = routeId(request);
      const entry = (await revisions.trash()).find((r) => r.id === revisionId);
      if (!entry) throw notFound();
      const kind = kindOf(entry.entity, staff.role);
      if (!kind.recreate) throw notFound();
      const recordId = await kind.recreate(entry.data, {
        by: staff.id,
        action: 'restore',
        restoredFrom: entry.id,
        id: Number(entry.entity_id),
      });
      await writeAudit(app, staff.id, ['restore', entry.entity], recordId, {
        revision: entry.id,
        from: 'trash',
      });
      await app.services.content.cache.changed();
      return { id: recordId, entity: entry.entity };
    },
  });
}
