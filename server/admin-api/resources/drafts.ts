import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { categoryBody, itemBody, jobBody, productBody } from '#contract/records.js';
import { AppError } from '../../lib/errors.js';
import { noDraft, type DraftedKind, type DraftService } from '../../services/content/drafts.js';
import type { Edit } from '../../services/content/revisions.js';
import type { Services } from '../../services/index.js';
import type { ListAnswer } from '../../services/platform/listing.js';
import { changedFields } from '../../services/staff/audit.js';
import { EDITOR, staffRoute } from '../resource.js';
import { parseBody, requireOneLanguage } from '../validation.js';

/** What a drafted kind needs: its staff API body, its live record and its own save. */
interface Drafted {
  entity: DraftedKind;
  body: z.ZodObject;
  /** The pair one language of which a record needs (as its resource asks). */
  required: string;
  record(
    id: number,
  ): Promise<{ id: number; status: number; preview_url: string | null; preview_url_zh: string | null }>;
  snapshot(id: number): Promise<object>;
  update(id: number, values: never, edit?: Edit): Promise<void>;
}

/** The console's resources with drafts, by their path. */
function draftedKinds(services: Services): Record<string, Drafted> {
  return {
    items: { entity: 'content_item', body: itemBody, required: 'title', ...services.content.items },
    products: { entity: 'product', body: productBody, required: 'title', ...services.content.products },
    jobs: { entity: 'job', body: jobBody, required: 'name', ...services.content.jobs },
    categories: {
      entity: 'category',
      body: categoryBody,
      required: 'cate_name',
      ...services.content.categories,
    },
  };
}

/**
 * The service with `draft_time` on each record it answers to the console (when its draft was last
 * saved, null without one), for the "changes not published" chip.
 */
export function withDraftTimes<
  R extends { id: number },
  Q,
  S extends { record(id: number): Promise<R>; records(query: Q): Promise<ListAnswer<R>> },
>(drafts: DraftService, entity: DraftedKind, service: S): S {
  const mark = async (rows: R[]) => {
    const times = await drafts.times(
      entity,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...r, draft_time: times.get(r.id) ?? null }));
  };
  return {
    ...service,
    record: async (id: number) => (await mark([await service.record(id)]))[0]!,
    records: async (query: Q) => {
      const { rows, total } = await service.records(query);
      return { rows: await mark(rows), total };
    },
  };
}

const PUBLISH_BODY = z.object({
  /** Publish even though the live record changed since the draft started (the editor saw why). */
  overwrite: z.boolean().optional(),
});

/**
 * Working drafts of published records, editors and admins:
 * - GET /:resource/:id/draft: the draft (404 without one), with `live_changed`;
 * - PUT /:resource/:id/draft: keeps the whole edited record as the draft (autosave; not
 *   audit-logged, not a content change: cached pages stay valid);
 * - DELETE /:resource/:id/draft: discards it (audit-logged);
 * - POST /:resource/:id/draft/publish: saves it through the record's own update, which keeps a
 *   revision, and deletes it in the same transaction; refused with 409 when the live record
 *   changed since the draft started, unless `overwrite` (audit-logged, content version moves);
 * - POST /:resource/:id/draft/preview: links to the public page showing the draft (signed, 30 min).
 */
export function draftRoutes(app: FastifyInstance): void {
  const { drafts } = app.services.content;
  for (const [resource, kind] of Object.entries(draftedKinds(app.services)))
    draftRoutesOf(app, drafts, resource, kind);
}

function draftRoutesOf(app: FastifyInstance, drafts: DraftService, resource: string, kind: Drafted): void {
  staffRoute(app, {
    method: 'GET',
    url: `/${resource}/:id/draft`,
    access: EDITOR,
    async handler({ id }) {
      const draft = await drafts.get(kind.entity, id(), await kind.snapshot(id()));
      if (!draft) throw noDraft();
      return draft;
    },
  });

  staffRoute(app, {
    method: 'PUT',
    url: `/${resource}/:id/draft`,
    access: EDITOR,
    bodyLimit: 16 * 1024 * 1024,
    body: kind.body,
    async handler({ id, staff, body: values }) {
      const record = await kind.record(id());
      if (record.status !== 1) throw new AppError('draftOfUnpublished', {}, 409);
      requireOneLanguage(values, kind.required);
      const live = await kind.snapshot(id());
      // The record's history shows the draft as a step of its own (autosaves update that step).
      await app.services.content.revisions.note(
        kind.entity,
        id(),
        { action: 'draft', draft: true },
        values,
        staff.id,
        (trx) => drafts.save(kind.entity, id(), values, live, staff.id, trx),
      );
      return drafts.get(kind.entity, id(), live);
    },
  });

  staffRoute(app, {
    method: 'DELETE',
    url: `/${resource}/:id/draft`,
    access: EDITOR,
    audit: { action: 'discard_draft', entity: kind.entity },
    async handler({ id, audit }) {
      if (!(await drafts.remove(kind.entity, id()))) throw noDraft();
      await audit(id());
      return { ...(await kind.record(id())), draft_time: null };
    },
  });

  staffRoute(app, {
    method: 'POST',
    url: `/${resource}/:id/draft/publish`,
    access: EDITOR,
    body: PUBLISH_BODY,
    audit: { action: 'publish_draft', entity: kind.entity },
    async handler({ id, staff, body, audit }) {
      const before = await kind.snapshot(id());
      const draft = await drafts.get(kind.entity, id(), before);
      if (!draft) throw noDraft();
      if (draft.live_changed && !body.overwrite) throw new AppError('draftConflict', {}, 409);
      // Checked again: a category or related record the draft names may have gone since.
      const values = parseBody(kind.body, draft.data);
      await kind.update(id(), values as never, {
        by: staff.id,
        action: 'publish',
        within: async (trx) => {
          await drafts.remove(kind.entity, id(), trx);
        },
      });
      await audit(id(), { fields: changedFields(before, await kind.snapshot(id())) });
      await app.services.content.cache.changed();
      return { ...(await kind.record(id())), draft_time: null };
    },
  });

  staffRoute(app, {
    method: 'POST',
    url: `/${resource}/:id/draft/preview`,
    access: EDITOR,
    async handler({ id }) {
      const record = await kind.record(id());
      const draft = await drafts.get(kind.entity, id(), {});
      if (!draft) throw noDraft();
      const token = encodeURIComponent(await drafts.previewToken(kind.entity, id()));
      const link = (url: string | null) =>
        url === null ? null : `${url}${url.includes('?') ? '&' : '?'}preview=${token}`;
      return { preview_url: link(record.preview_url), preview_url_zh: link(record.preview_url_zh) };
    },
  });
}
