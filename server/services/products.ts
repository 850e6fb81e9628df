import type { Selectable } from 'kysely';
import { AppError } from '../lib/errors.js';
import type { ProductTable } from '../db/schema.js';
import type { ServiceContext } from './context.js';
import { countKeyword, matchesKeyword, queryTokens } from './searchIndex.js';
import { hiddenCategoryIds } from './visibility.js';
import { countOf, isoTime, offset, pairs, richPairs, uploadUrl, type Page } from './wire.js';

export type ProductRow = Selectable<ProductTable>;
type ProductListRow = Pick<ProductRow, (typeof LIST_COLUMNS)[number]>;

const LIST_COLUMNS = [
  'id',
  'cate_id',
  'no',
  'title',
  'en_title',
  'summary',
  'en_summary',
  'content',
  'en_content',
] as const;

export const PRODUCT_LINK = { actuator: 1, modifiedValve: 2 } as const;

/** The wire shape of a product in a list (SPEC §3 "Product (list)"). */
function productWire(row: ProductListRow, images: string[]) {
  return {
    id: row.id,
    cate_id: row.cate_id,
    no: row.no,
    image: images.join(','),
    full_image: uploadUrl(images[0] ?? ''),
    full_images: images.map(uploadUrl).join(','),
    ...pairs(row, ['title', 'summary']),
    ...richPairs(row, ['content']),
  };
}

export type ProductWire = ReturnType<typeof productWire>;

export function productService(ctx: ServiceContext) {
  const { db } = ctx;

  async function imagesOf(ids: number[]): Promise<Map<number, string[]>> {
    const map = new Map<number, string[]>();
    if (ids.length === 0) return map;
    const rows = await db
      .selectFrom('product_image')
      .select(['product_id', 'path'])
      .where('product_id', 'in', ids)
      .orderBy('product_id')
      .orderBy('sort')
      .execute();
    for (const row of rows) map.set(row.product_id, [...(map.get(row.product_id) ?? []), row.path]);
    return map;
  }

  async function wire(rows: ProductListRow[]): Promise<ProductWire[]> {
    const images = await imagesOf(rows.map((r) => r.id));
    return rows.map((row) => productWire(row, images.get(row.id) ?? []));
  }

  /** Products visitors may see: published, in a category that is not hidden. */
  async function visibleProducts(hidden?: number[]) {
    const hiddenIds = hidden ?? (await hiddenCategoryIds(db));
    const query = db.selectFrom('product').where('status', '=', 1);
    return hiddenIds.length ? query.where('cate_id', 'not in', hiddenIds) : query;
  }

  async function listByIds(ids: number[]): Promise<ProductWire[]> {
    if (ids.length === 0) return [];
    const rows = await (await visibleProducts()).select(LIST_COLUMNS).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return wire(ids.flatMap((id) => byId.get(id) ?? []));
  }

  return {
    listByIds,

    /** A page of published products of some categories, or matching a keyword, in catalogue order. */
    async list(options: { cateIds?: number[]; keyword?: string; page: Page }) {
      const hidden = await hiddenCategoryIds(db);
      let query = db.selectFrom('product');
      let count: () => Promise<number>;
      if (options.keyword === undefined) {
        query = await visibleProducts(hidden);
        if (options.cateIds) query = query.where('cate_id', 'in', options.cateIds);
        const counted = query;
        count = () => countOf(counted);
      } else {
        const tokens = queryTokens(options.keyword);
        if (tokens.length === 0) return { list: [], count: 0 };
        const filter = { tokens, cateIds: options.cateIds, hiddenCategories: hidden };
        query = query.where(matchesKeyword(ctx.dialect, 'product', filter));
        count = () => countKeyword(db, ctx.dialect, 'product', filter);
      }
      const [rows, total] = await Promise.all([
        query
          .select(LIST_COLUMNS)
          .orderBy('sort')
          .orderBy('id')
          .limit(options.page.limit)
          .offset(offset(options.page))
          .execute(),
        count(),
      ]);
      return { list: await wire(rows), count: total };
    },

    /** When products last changed (ISO 8601), for the sitemap's lastmod. */
    async modifiedTimes(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('product')
        .select(['id', 'update_time'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.id, isoTime(row.update_time)]));
    },

    /** GET /api/Product/getProduct: everything the product page shows. */
    async detail(id: number) {
      const row = await (await visibleProducts()).selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new AppError('productNotFound');
      const [images, specs, files, links, cate] = await Promise.all([
        imagesOf([id]),
        db.selectFrom('product_spec').selectAll().where('product_id', '=', id).orderBy('sort').execute(),
        db.selectFrom('product_file').selectAll().where('product_id', '=', id).orderBy('sort').execute(),
        db.selectFrom('product_link').selectAll().where('product_id', '=', id).orderBy('sort').execute(),
        db
          .selectFrom('category')
          .select(['id', 'parent_id', 'cate_name', 'en_cate_name'])
          .where('id', '=', row.cate_id)
          .executeTakeFirst(),
      ]);
      const linked = (kind: number) => links.filter((l) => l.kind === kind).map((l) => l.linked_id);
      const [glzxq, glgxf] = await Promise.all([
        listByIds(linked(PRODUCT_LINK.actuator)),
        listByIds(linked(PRODUCT_LINK.modifiedValve)),
      ]);
      return {
        ...productWire(row, images.get(id) ?? []),
        ...richPairs(row, ['cpxn', 'cpys', 'jgtd']),
        cate: cate ?? null,
        gzxh_json: Object.fromEntries(specs.map((s) => [s.name, s.value])),
        en_gzxh_json: Object.fromEntries(specs.map((s) => [s.en_name, s.en_value])),
        /** The same table as an ordered list, for clients that must keep the row order. */
        specs: specs.map((s) => pairs(s, ['name', 'value'])),
        files: files.map((f) => ({ url: uploadUrl(f.path), ...pairs(f, ['files_name', 'summary']) })),
        glzxq,
        glgxf,
      };
    },
  };
}

export type ProductService = ReturnType<typeof productService>;
