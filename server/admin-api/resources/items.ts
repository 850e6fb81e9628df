import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { ContentItemTable } from '../../db/schema.js';
import { itemSearchText } from '../../services/searchIndex.js';
import { splitList, uploadUrl } from '../../services/wire.js';
import { categoryTree, itemPreview, missingLangs, missingLangWhere } from '../bilingual.js';
import {
  assertIds,
  commonFilters,
  failInput,
  flag01,
  idList,
  int,
  link,
  linkList,
  listPage,
  MAX_ID,
  missingLangFilter,
  notFound,
  pairFields,
  parseBody,
  parseFilter,
  parsePatch,
  sanitizeFields,
  sortOf,
  textMatch,
  timeMs,
  urlsOf,
} from '../http.js';
import { EDITOR, registerResource, type Ctx } from '../resource.js';

type ItemRow = Selectable<ContentItemTable>;

export const fields = z.object({
  cate_id: int(1, MAX_ID),
  type_id: int(0, MAX_ID).default(0),
  status: flag01.default(1),
  sort: int(-1_000_000, 1_000_000).default(0),
  is_blank: flag01.default(0),
  url: link(1000).default(''),
  image: link(1000).default(''),
  images: linkList(20_000).default(''),
  ico_image: link(1000).default(''),
  files: link(1000).default(''),
  download: linkList(5000).default(''),
  ...pairFields(['title', 'title_desc', 'content_title', 'files_name', 'download_name'], 500),
  ...pairFields(['area', 'customer', 'product', 'industry', 'mediainfo', 'working_condition'], 1000),
  ...pairFields(['summary', 'summary2'], 10_000),
  ...pairFields(['content'], 2_000_000),
  publish_time: timeMs.optional(),
  related_ids: idList.optional(),
});

type Fields = z.output<typeof fields>;

const filterSchema = z.object({
  ...commonFilters,
  cate_id: z.coerce.number().int().optional(),
  cate_ids: idList.optional(),
  status: z.coerce.number().int().optional(),
  type_id: z.coerce.number().int().optional(),
  ...missingLangFilter,
});

const SORTABLE = [
  'id',
  'cate_id',
  'type_id',
  'status',
  'sort',
  'title',
  'en_title',
  'publish_time',
  'create_time',
  'update_time',
] as const;

async function relatedOf(ctx: Ctx, ids: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (!ids.length) return map;
  const rows = await ctx.services.ctx.db
    .selectFrom('content_relation')
    .select(['item_id', 'related_id'])
    .where('item_id', 'in', ids)
    .orderBy('item_id')
    .orderBy('sort')
    .execute();
  for (const r of rows) map.set(r.item_id, [...(map.get(r.item_id) ?? []), r.related_id]);
  return map;
}

function record(row: ItemRow, related: number[], tree: Awaited<ReturnType<typeof categoryTree>>) {
  const { search_text: _search, ...columns } = row;
  return {
    ...columns,
    related_ids: related,
    image_url: uploadUrl(row.image),
    image_urls: urlsOf(row.images),
    ico_image_url: uploadUrl(row.ico_image),
    files_url: uploadUrl(row.files),
    download_urls: splitList(row.download).map(uploadUrl),
    missing_langs: missingLangs(row, 'title', 'content'),
    ...itemPreview(tree, row),
  };
}

/** The tag must belong to the item's category or one above it (where tags are kept). */
async function checkReferences(
  ctx: Ctx,
  values: Pick<Fields, 'cate_id' | 'type_id'> & { related_ids?: number[] },
) {
  const { db } = ctx.services.ctx;
  await assertIds(db, 'category', [values.cate_id], 'cate_id');
  if (values.type_id) await assertIds(db, 'tag', [values.type_id], 'type_id');
  if (values.related_ids) await assertIds(db, 'content_item', values.related_ids, 'related_ids');
}

/**
 * items (editor): content items of every kind (news, cases, FAQ, manuals, offices…), with their
 * ordered related cases; `search_text` is rebuilt on every write so the site search sees it.
 */
export function itemResource(app: FastifyInstance): void {
  const db = () => app.services.ctx.db;

  async function one(id: number, ctx: Ctx) {
    const row = await db().selectFrom('content_item').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    const [related, tree] = await Promise.all([relatedOf(ctx, [id]), categoryTree(db())]);
    return record(row, related.get(id) ?? [], tree);
  }

  async function writeRelated(trx: ReturnType<typeof db>, id: number, ids: number[] | undefined) {
    if (ids === undefined) return;
    const unique = [...new Set(ids)].filter((r) => r !== id);
    await trx.deleteFrom('content_relation').where('item_id', '=', id).execute();
    if (unique.length)
      await trx
        .insertInto('content_relation')
        .values(unique.map((related_id, sort) => ({ item_id: id, related_id, sort })))
        .execute();
  }

  registerResource(app, {
    name: 'items',
    entity: 'content_item',
    access: EDITOR,
    content: true,
    one,

    async list(params, ctx) {
      const filter = parseFilter(filterSchema, params.filter);
      const sort = sortOf(params, SORTABLE, { field: 'publish_time', order: 'DESC' });
      let query = db().selectFrom('content_item');
      if (filter.id !== undefined) query = query.where('id', 'in', [filter.id].flat());
      if (filter.cate_id !== undefined) query = query.where('cate_id', '=', filter.cate_id);
      if (filter.cate_ids?.length) query = query.where('cate_id', 'in', filter.cate_ids);
      if (filter.status !== undefined) query = query.where('status', '=', filter.status);
      if (filter.type_id !== undefined) query = query.where('type_id', '=', filter.type_id);
      if (filter.q) query = query.where(textMatch(['title', 'en_title', 'summary', 'en_summary'], filter.q));
      if (filter.missing_lang)
        query = query.where(missingLangWhere('content_item', filter.missing_lang, 'title', 'content'));
      const [{ rows, total }, tree] = await Promise.all([
        listPage(query.selectAll(), params, (q) => q.orderBy(sort.field, sort.order).orderBy('id', 'desc')),
        categoryTree(db()),
      ]);
      const related = await relatedOf(
        ctx,
        rows.map((r) => r.id),
      );
      return { rows: rows.map((r) => record(r, related.get(r.id) ?? [], tree)), total };
    },

    async create(body, ctx) {
      const values = parseBody(fields, body);
      if (!values.title && !values.en_title)
        failInput({ en_title: { key: 'required' }, title: { key: 'required' } });
      await checkReferences(ctx, values);
      const { related_ids, ...columns } = sanitizeFields(values, ['content']);
      const now = ctx.services.ctx.now();
      const row = { ...columns, publish_time: columns.publish_time ?? now };
      return db()
        .transaction()
        .execute(async (trx) => {
          const { id } = await trx
            .insertInto('content_item')
            .values({ ...row, search_text: itemSearchText(row), create_time: now, update_time: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writeRelated(trx, id, related_ids);
          return id;
        });
    },

    async update(id, body, ctx) {
      const values = parsePatch(fields, body);
      const { related_ids, ...columns } = sanitizeFields(values, ['content']);
      const current = await db()
        .selectFrom('content_item')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!current) throw notFound();
      const merged = { ...current, ...columns };
      // Checked before the transaction: SQLite has one connection, which the transaction holds.
      await checkReferences(ctx, { ...merged, related_ids });
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx
            .updateTable('content_item')
            .set({ ...columns, search_text: itemSearchText(merged), update_time: ctx.services.ctx.now() })
            .where('id', '=', id)
            .execute();
          await writeRelated(trx, id, related_ids);
        });
    },

    async remove(id) {
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx
            .deleteFrom('content_relation')
            .where((eb) => eb.or([eb('item_id', '=', id), eb('related_id', '=', id)]))
            .execute();
          await trx
            .deleteFrom('area_link')
            .where('list', 'in', ['industry', 'solution'])
            .where('target_id', '=', id)
            .execute();
          await trx.deleteFrom('content_item').where('id', '=', id).execute();
        });
    },
  });
}
