import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { ProductTable } from '../../db/schema.js';
import { PRODUCT_LINK } from '../../services/products.js';
import { productSearchText } from '../../services/searchIndex.js';
import { uploadUrl } from '../../services/wire.js';
import { missingLangs, missingLangWhere, productPreview } from '../bilingual.js';
import {
  assertIds,
  commonFilters,
  failInput,
  flag01,
  idList,
  int,
  link,
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
  text,
  textMatch,
} from '../http.js';
import { EDITOR, registerResource } from '../resource.js';

type ProductRow = Selectable<ProductTable>;
type Db = FastifyInstance['services']['ctx']['db'];

const HTML_FIELDS = ['content', 'cpxn', 'cpys', 'jgtd'] as const;

const spec = z.object({ ...pairFields(['name', 'value'], 500) });
const file = z.object({
  path: link(1000).pipe(z.string().min(1)),
  ...pairFields(['files_name'], 500),
  ...pairFields(['summary'], 5000),
});

export const fields = z.object({
  cate_id: int(1, MAX_ID),
  status: flag01.default(1),
  sort: int(-1_000_000, 1_000_000).default(0),
  no: text(100).default(''),
  ...pairFields(['title'], 500),
  ...pairFields(['summary'], 10_000),
  ...pairFields(HTML_FIELDS, 2_000_000),
  images: z
    .array(link(1000).pipe(z.string().min(1)))
    .max(50)
    .optional(),
  specs: z.array(spec).max(200).optional(),
  files: z.array(file).max(50).optional(),
  actuator_ids: idList.optional(),
  modified_valve_ids: idList.optional(),
});

type Fields = z.output<typeof fields>;
type Parts = Pick<Fields, 'images' | 'specs' | 'files' | 'actuator_ids' | 'modified_valve_ids'>;

const filterSchema = z.object({
  ...commonFilters,
  cate_id: z.coerce.number().int().optional(),
  cate_ids: idList.optional(),
  status: z.coerce.number().int().optional(),
  ...missingLangFilter,
});

const SORTABLE = [
  'id',
  'cate_id',
  'status',
  'sort',
  'no',
  'title',
  'en_title',
  'create_time',
  'update_time',
] as const;

/** Images, specification rows, files and links of some products, in their order. */
async function partsOf(db: Db, ids: number[]) {
  const none = ids.length === 0;
  const [images, specs, files, links] = none
    ? [[], [], [], []]
    : await Promise.all([
        db.selectFrom('product_image').selectAll().where('product_id', 'in', ids).orderBy('sort').execute(),
        db.selectFrom('product_spec').selectAll().where('product_id', 'in', ids).orderBy('sort').execute(),
        db.selectFrom('product_file').selectAll().where('product_id', 'in', ids).orderBy('sort').execute(),
        db.selectFrom('product_link').selectAll().where('product_id', 'in', ids).orderBy('sort').execute(),
      ]);
  return (id: number) => {
    const paths = images.filter((i) => i.product_id === id).map((i) => i.path);
    const linked = (kind: number) =>
      links.filter((l) => l.product_id === id && l.kind === kind).map((l) => l.linked_id);
    return {
      images: paths,
      image_urls: paths.map(uploadUrl),
      specs: specs
        .filter((s) => s.product_id === id)
        .map(({ name, en_name, value, en_value }) => ({ name, en_name, value, en_value })),
      files: files
        .filter((f) => f.product_id === id)
        .map(({ path, files_name, en_files_name, summary, en_summary }) => ({
          path,
          url: uploadUrl(path),
          files_name,
          en_files_name,
          summary,
          en_summary,
        })),
      actuator_ids: linked(PRODUCT_LINK.actuator),
      modified_valve_ids: linked(PRODUCT_LINK.modifiedValve),
    };
  };
}

function record(row: ProductRow, parts: ReturnType<Awaited<ReturnType<typeof partsOf>>>) {
  const { search_text: _search, ...columns } = row;
  return {
    ...columns,
    ...parts,
    missing_langs: missingLangs(row, 'title', 'content'),
    ...productPreview(row),
  };
}

/** Replaces each part given (images, specs, files, links), whole and in order. */
async function writeParts(trx: Db, id: number, parts: Parts) {
  if (parts.images) {
    await trx.deleteFrom('product_image').where('product_id', '=', id).execute();
    if (parts.images.length)
      await trx
        .insertInto('product_image')
        .values(parts.images.map((path, sort) => ({ product_id: id, sort, path })))
        .execute();
  }
  if (parts.specs) {
    await trx.deleteFrom('product_spec').where('product_id', '=', id).execute();
    if (parts.specs.length)
      await trx
        .insertInto('product_spec')
        .values(parts.specs.map((s, sort) => ({ product_id: id, sort, ...s })))
        .execute();
  }
  if (parts.files) {
    await trx.deleteFrom('product_file').where('product_id', '=', id).execute();
    if (parts.files.length)
      await trx
        .insertInto('product_file')
        .values(parts.files.map((f, sort) => ({ product_id: id, sort, ...f })))
        .execute();
  }
  for (const [kind, ids] of [
    [PRODUCT_LINK.actuator, parts.actuator_ids],
    [PRODUCT_LINK.modifiedValve, parts.modified_valve_ids],
  ] as const) {
    if (!ids) continue;
    const unique = [...new Set(ids)].filter((linked) => linked !== id);
    await trx.deleteFrom('product_link').where('product_id', '=', id).where('kind', '=', kind).execute();
    if (unique.length)
      await trx
        .insertInto('product_link')
        .values(unique.map((linked_id, sort) => ({ product_id: id, kind, linked_id, sort })))
        .execute();
  }
}

function split(values: Partial<Fields>) {
  const { images, specs, files, actuator_ids, modified_valve_ids, ...columns } = sanitizeFields(
    values,
    HTML_FIELDS,
  );
  return { columns, parts: { images, specs, files, actuator_ids, modified_valve_ids } };
}

async function checkReferences(db: Db, cateId: number | undefined, parts: Parts) {
  if (cateId !== undefined) await assertIds(db, 'category', [cateId], 'cate_id');
  if (parts.actuator_ids) await assertIds(db, 'product', parts.actuator_ids, 'actuator_ids');
  if (parts.modified_valve_ids)
    await assertIds(db, 'product', parts.modified_valve_ids, 'modified_valve_ids');
}

/**
 * products (editor): a product with its ordered images, specification table, files and
 * associated actuators / modified valves; a PUT replaces all of it in one transaction.
 */
export function productResource(app: FastifyInstance): void {
  const db = () => app.services.ctx.db;

  async function one(id: number) {
    const row = await db().selectFrom('product').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return record(row, (await partsOf(db(), [id]))(id));
  }

  registerResource(app, {
    name: 'products',
    entity: 'product',
    access: EDITOR,
    content: true,
    one,

    async list(params) {
      const filter = parseFilter(filterSchema, params.filter);
      const sort = sortOf(params, SORTABLE, { field: 'sort', order: 'ASC' });
      let query = db().selectFrom('product');
      if (filter.id !== undefined) query = query.where('id', 'in', [filter.id].flat());
      if (filter.cate_id !== undefined) query = query.where('cate_id', '=', filter.cate_id);
      if (filter.cate_ids?.length) query = query.where('cate_id', 'in', filter.cate_ids);
      if (filter.status !== undefined) query = query.where('status', '=', filter.status);
      if (filter.q)
        query = query.where(textMatch(['no', 'title', 'en_title', 'summary', 'en_summary'], filter.q));
      if (filter.missing_lang)
        query = query.where(missingLangWhere('product', filter.missing_lang, 'title', 'content'));
      const { rows, total } = await listPage(query.selectAll(), params, (q) =>
        q.orderBy(sort.field, sort.order).orderBy('id'),
      );
      const parts = await partsOf(
        db(),
        rows.map((r) => r.id),
      );
      return { rows: rows.map((r) => record(r, parts(r.id))), total };
    },

    async create(body, ctx) {
      const values = parseBody(fields, body);
      if (!values.title && !values.en_title)
        failInput({ en_title: { key: 'required' }, title: { key: 'required' } });
      const { columns, parts } = split(values);
      await checkReferences(db(), values.cate_id, parts);
      const now = ctx.services.ctx.now();
      const row = columns as Omit<Fields, keyof Parts>;
      return db()
        .transaction()
        .execute(async (trx) => {
          const { id } = await trx
            .insertInto('product')
            .values({ ...row, search_text: productSearchText(row), create_time: now, update_time: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writeParts(trx, id, parts);
          return id;
        });
    },

    async update(id, body, ctx) {
      const { columns, parts } = split(parsePatch(fields, body));
      const current = await db().selectFrom('product').selectAll().where('id', '=', id).executeTakeFirst();
      if (!current) throw notFound();
      await checkReferences(db(), columns.cate_id, parts);
      const merged = { ...current, ...columns };
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx
            .updateTable('product')
            .set({ ...columns, search_text: productSearchText(merged), update_time: ctx.services.ctx.now() })
            .where('id', '=', id)
            .execute();
          await writeParts(trx, id, parts);
        });
    },

    async remove(id) {
      await db()
        .transaction()
        .execute(async (trx) => {
          for (const table of ['product_image', 'product_spec', 'product_file'] as const)
            await trx.deleteFrom(table).where('product_id', '=', id).execute();
          await trx
            .deleteFrom('product_link')
            .where((eb) => eb.or([eb('product_id', '=', id), eb('linked_id', '=', id)]))
            .execute();
          await trx
            .deleteFrom('area_link')
            .where('list', '=', 'product')
            .where('target_id', '=', id)
            .execute();
          await trx.deleteFrom('product').where('id', '=', id).execute();
        });
    },
  });
}
