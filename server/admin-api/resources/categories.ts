import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { AreaList, CategoryTable } from '../../db/schema.js';
import { categoryPreview, categoryTree, missingLangs, missingLangWhere } from '../bilingual.js';
import {
  AdminError,
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
  urlsOf,
} from '../http.js';
import { uploadUrl } from '../../services/wire.js';
import { EDITOR, registerResource, type Ctx } from '../resource.js';

type CategoryRow = Selectable<CategoryTable>;

const KINDS = ['product', 'application', 'list', 'page'] as const;
const AREA_LISTS: Record<AreaList, 'area_product_ids' | 'area_industry_ids' | 'area_solution_ids'> = {
  product: 'area_product_ids',
  industry: 'area_industry_ids',
  solution: 'area_solution_ids',
};

export const fields = z.object({
  parent_id: int(0, MAX_ID).default(0),
  kind: z.enum(KINDS).default('list'),
  sort: int(-1_000_000, 1_000_000).default(0),
  status: flag01.default(1),
  is_blank: flag01.default(0),
  url: link(1000).default(''),
  image: link(1000).default(''),
  images: linkList(20_000).default(''),
  ico_image: link(1000).default(''),
  ...pairFields(['cate_name', 'title'], 200),
  ...pairFields(['summary', 'summary2'], 10_000),
  ...pairFields(['content'], 2_000_000),
  area_product_ids: idList.optional(),
  area_industry_ids: idList.optional(),
  area_solution_ids: idList.optional(),
});

const filterSchema = z.object({
  ...commonFilters,
  kind: z.enum(KINDS).optional(),
  parent_id: z.coerce.number().int().min(0).optional(),
  status: z.coerce.number().int().optional(),
  ...missingLangFilter,
});

const SORTABLE = [
  'id',
  'sort',
  'parent_id',
  'kind',
  'status',
  'cate_name',
  'en_cate_name',
  'update_time',
] as const;

async function areaLists(ctx: Ctx, id: number) {
  const links = await ctx.services.ctx.db
    .selectFrom('area_link')
    .select(['list', 'target_id'])
    .where('area_id', '=', id)
    .orderBy('sort')
    .execute();
  const ids = (list: AreaList) => links.filter((l) => l.list === list).map((l) => l.target_id);
  return {
    area_product_ids: ids('product'),
    area_industry_ids: ids('industry'),
    area_solution_ids: ids('solution'),
  };
}

function record(row: CategoryRow, tree: Awaited<ReturnType<typeof categoryTree>>) {
  return {
    ...row,
    image_url: uploadUrl(row.image),
    image_urls: urlsOf(row.images),
    ico_image_url: uploadUrl(row.ico_image),
    missing_langs: missingLangs(row, 'cate_name'),
    ...categoryPreview(tree, row.id),
  };
}

/** No cycles: the parent must exist and must not be the category itself or below it. */
async function checkParent(ctx: Ctx, id: number | null, parentId: number) {
  if (parentId === 0) return;
  const tree = await categoryTree(ctx.services.ctx.db);
  for (let at: number | undefined = parentId, steps = 0; at; at = tree.get(at)?.parent_id, steps++) {
    if (!tree.has(at) || at === id || steps > 32)
      throw new AdminError('parentInvalid', 400, {}, { parent_id: { key: 'parentInvalid' } });
  }
}

/** categories (editor): the category tree; application areas carry their three lists. */
export function categoryResource(app: FastifyInstance): void {
  const db = () => app.services.ctx.db;

  async function one(id: number, ctx: Ctx) {
    const row = await db().selectFrom('category').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    const base = record(row, await categoryTree(db()));
    return row.kind === 'application' ? { ...base, ...(await areaLists(ctx, id)) } : base;
  }

  type Lists = Partial<Pick<z.output<typeof fields>, (typeof AREA_LISTS)[AreaList]>>;
  const listsIn = (values: Lists) =>
    (Object.keys(AREA_LISTS) as AreaList[]).filter((l) => values[AREA_LISTS[l]] !== undefined);

  /** Refuses unknown products and items in the area lists (before any transaction). */
  async function checkAreaLists(values: Lists) {
    for (const list of listsIn(values)) {
      const table = list === 'product' ? 'product' : 'content_item';
      await assertIds(db(), table, values[AREA_LISTS[list]] ?? [], AREA_LISTS[list]);
    }
  }

  /** Writes the area lists given (each replaces its whole list, in order). */
  async function writeAreaLists(trx: ReturnType<typeof db>, id: number, values: Lists) {
    for (const list of listsIn(values)) {
      const ids = [...new Set(values[AREA_LISTS[list]] ?? [])];
      await trx.deleteFrom('area_link').where('area_id', '=', id).where('list', '=', list).execute();
      if (ids.length)
        await trx
          .insertInto('area_link')
          .values(ids.map((target_id, sort) => ({ area_id: id, list, target_id, sort })))
          .execute();
    }
  }

  function columnsOf<V extends Partial<z.output<typeof fields>>>(
    values: V,
  ): Omit<V, 'area_product_ids' | 'area_industry_ids' | 'area_solution_ids'> {
    const {
      area_product_ids: _p,
      area_industry_ids: _i,
      area_solution_ids: _s,
      ...columns
    } = sanitizeFields(values, ['content']);
    return columns;
  }

  registerResource(app, {
    name: 'categories',
    entity: 'category',
    access: EDITOR,
    content: true,
    one,

    async list(params) {
      const filter = parseFilter(filterSchema, params.filter);
      const sort = sortOf(params, SORTABLE, { field: 'sort', order: 'ASC' });
      let query = db().selectFrom('category');
      if (filter.id !== undefined) query = query.where('id', 'in', [filter.id].flat());
      if (filter.kind) query = query.where('kind', '=', filter.kind);
      if (filter.parent_id !== undefined) query = query.where('parent_id', '=', filter.parent_id);
      if (filter.status !== undefined) query = query.where('status', '=', filter.status);
      if (filter.q)
        query = query.where(textMatch(['cate_name', 'en_cate_name', 'title', 'en_title'], filter.q));
      if (filter.missing_lang)
        query = query.where(missingLangWhere('category', filter.missing_lang, 'cate_name'));
      const [{ rows, total }, tree] = await Promise.all([
        listPage(query.selectAll(), params, (q) => q.orderBy(sort.field, sort.order).orderBy('id')),
        categoryTree(db()),
      ]);
      return { rows: rows.map((r) => record(r, tree)), total };
    },

    async create(body, ctx) {
      const values = parseBody(fields, body);
      if (!values.cate_name && !values.en_cate_name)
        failInput({ en_cate_name: { key: 'required' }, cate_name: { key: 'required' } });
      await checkParent(ctx, null, values.parent_id);
      await checkAreaLists(values);
      const now = ctx.services.ctx.now();
      return db()
        .transaction()
        .execute(async (trx) => {
          const { id } = await trx
            .insertInto('category')
            .values({ ...columnsOf(values), create_time: now, update_time: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (values.kind === 'application') await writeAreaLists(trx, id, values);
          return id;
        });
    },

    async update(id, body, ctx) {
      const values = parsePatch(fields, body);
      if (values.parent_id !== undefined) await checkParent(ctx, id, values.parent_id);
      await checkAreaLists(values);
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx
            .updateTable('category')
            .set({ ...columnsOf(values), update_time: ctx.services.ctx.now() })
            .where('id', '=', id)
            .execute();
          await writeAreaLists(trx, id, values);
        });
    },

    async remove(id) {
      const count = async (
        table: 'category' | 'content_item' | 'product',
        column: 'parent_id' | 'cate_id',
      ) => {
        const row = await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column, '=', id)
          .executeTakeFirstOrThrow();
        return Number(row.n);
      };
      const [children, items, products] = await Promise.all([
        count('category', 'parent_id'),
        count('content_item', 'cate_id'),
        count('product', 'cate_id'),
      ]);
      if (children + items + products > 0)
        throw new AdminError('categoryInUse', 409, { children, items, products });
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx.deleteFrom('tag').where('cate_id', '=', id).execute();
          await trx.deleteFrom('area_link').where('area_id', '=', id).execute();
          await trx.deleteFrom('category').where('id', '=', id).execute();
        });
    },
  });
}
