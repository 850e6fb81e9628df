import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { missingLangs, missingLangWhere } from '../bilingual.js';
import {
  AdminError,
  assertIds,
  commonFilters,
  int,
  listPage,
  MAX_ID,
  missingLangFilter,
  notFound,
  pairFields,
  parseBody,
  parseFilter,
  parsePatch,
  sortOf,
  textMatch,
} from '../http.js';
import { EDITOR, registerResource } from '../resource.js';

export const fields = z.object({
  cate_id: int(1, MAX_ID),
  sort: int(-1_000_000, 1_000_000).default(0),
  ...pairFields(['name'], 100),
});

const filterSchema = z.object({
  ...commonFilters,
  cate_id: z.coerce.number().int().optional(),
  ...missingLangFilter,
});

/** tags (editor): the category tags items are filtered by (FAQ topics, case kinds…). */
export function tagResource(app: FastifyInstance): void {
  const db = () => app.services.ctx.db;
  const record = <R extends { name: string; en_name: string }>(row: R) => ({
    ...row,
    missing_langs: missingLangs(row, 'name'),
  });

  registerResource(app, {
    name: 'tags',
    entity: 'tag',
    access: EDITOR,
    content: true,

    async one(id) {
      const row = await db().selectFrom('tag').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      return record(row);
    },

    async list(params) {
      const filter = parseFilter(filterSchema, params.filter);
      const sort = sortOf(params, ['id', 'sort', 'cate_id', 'name', 'en_name'] as const, {
        field: 'sort',
        order: 'ASC',
      });
      let query = db().selectFrom('tag');
      if (filter.id !== undefined) query = query.where('id', 'in', [filter.id].flat());
      if (filter.cate_id !== undefined) query = query.where('cate_id', '=', filter.cate_id);
      if (filter.q) query = query.where(textMatch(['name', 'en_name'], filter.q));
      if (filter.missing_lang) query = query.where(missingLangWhere('tag', filter.missing_lang, 'name'));
      const { rows, total } = await listPage(query.selectAll(), params, (q) =>
        q.orderBy(sort.field, sort.order).orderBy('id'),
      );
      return { rows: rows.map(record), total };
    },

    async create(body) {
      const values = parseBody(fields, body);
      await assertIds(db(), 'category', [values.cate_id], 'cate_id');
      const { id } = await db().insertInto('tag').values(values).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async update(id, body) {
      const values = parsePatch(fields, body);
      if (values.cate_id !== undefined) await assertIds(db(), 'category', [values.cate_id], 'cate_id');
      await db().updateTable('tag').set(values).where('id', '=', id).execute();
    },

    async remove(id) {
      const used = await db()
        .selectFrom('content_item')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('type_id', '=', id)
        .executeTakeFirstOrThrow();
      if (Number(used.n) > 0) throw new AdminError('tagInUse', 409, { items: Number(used.n) });
      await db().deleteFrom('tag').where('id', '=', id).execute();
    },
  });
}
