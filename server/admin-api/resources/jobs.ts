import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { jobPreview, missingLangs, missingLangWhere } from '../bilingual.js';
import {
  commonFilters,
  failInput,
  flag01,
  int,
  listPage,
  missingLangFilter,
  notFound,
  pairFields,
  parseBody,
  parseFilter,
  parsePatch,
  sanitizeFields,
  sortOf,
  textMatch,
} from '../http.js';
import { EDITOR, registerResource } from '../resource.js';

export const fields = z.object({
  sort: int(-1_000_000, 1_000_000).default(0),
  status: flag01.default(1),
  peoplenum: int(0, 100_000).default(1),
  ...pairFields(['name', 'place', 'experience', 'educational'], 500),
  ...pairFields(['content'], 2_000_000),
});

const filterSchema = z.object({
  ...commonFilters,
  status: z.coerce.number().int().optional(),
  ...missingLangFilter,
});

/** jobs (editor): the open positions of /joinIn. */
export function jobResource(app: FastifyInstance): void {
  const db = () => app.services.ctx.db;
  const record = <R extends { name: string; en_name: string; content: string; en_content: string }>(
    row: R,
  ) => ({
    ...row,
    missing_langs: missingLangs(row, 'name', 'content'),
    ...jobPreview(),
  });

  registerResource(app, {
    name: 'jobs',
    entity: 'job',
    access: EDITOR,
    content: true,

    async one(id) {
      const row = await db().selectFrom('job').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      return record(row);
    },

    async list(params) {
      const filter = parseFilter(filterSchema, params.filter);
      const sort = sortOf(
        params,
        ['id', 'sort', 'status', 'name', 'en_name', 'create_time', 'update_time'] as const,
        {
          field: 'sort',
          order: 'ASC',
        },
      );
      let query = db().selectFrom('job');
      if (filter.id !== undefined) query = query.where('id', 'in', [filter.id].flat());
      if (filter.status !== undefined) query = query.where('status', '=', filter.status);
      if (filter.q) query = query.where(textMatch(['name', 'en_name', 'place', 'en_place'], filter.q));
      if (filter.missing_lang)
        query = query.where(missingLangWhere('job', filter.missing_lang, 'name', 'content'));
      const { rows, total } = await listPage(query.selectAll(), params, (q) =>
        q.orderBy(sort.field, sort.order).orderBy('id'),
      );
      return { rows: rows.map(record), total };
    },

    async create(body, ctx) {
      const values = sanitizeFields(parseBody(fields, body), ['content']);
      if (!values.name && !values.en_name)
        failInput({ en_name: { key: 'required' }, name: { key: 'required' } });
      const now = ctx.services.ctx.now();
      const { id } = await db()
        .insertInto('job')
        .values({ ...values, create_time: now, update_time: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async update(id, body, ctx) {
      const values = sanitizeFields(parsePatch(fields, body), ['content']);
      await db()
        .updateTable('job')
        .set({ ...values, update_time: ctx.services.ctx.now() })
        .where('id', '=', id)
        .execute();
    },

    async remove(id) {
      await db().deleteFrom('job').where('id', '=', id).execute();
    },
  });
}
