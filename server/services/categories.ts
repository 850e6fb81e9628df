import { CATE } from '../../contract/constants.js';
import { AppError } from '../lib/errors.js';
import type { CategoryTable } from '../db/schema.js';
import type { Selectable } from 'kysely';
import type { ServiceContext } from './context.js';
import { fullUrls, pairs, richPairs, uploadUrl, type Page } from './wire.js';
import type { ItemService } from './items.js';
import type { ProductService } from './products.js';

export type CategoryRow = Selectable<CategoryTable>;
/** A category without its (long) HTML content, for lists and menus. */
export type CategorySummaryRow = Omit<CategoryRow, 'content' | 'en_content'>;

const SUMMARY_COLUMNS = [
  'id',
  'parent_id',
  'kind',
  'sort',
  'status',
  'is_blank',
  'url',
  'image',
  'images',
  'ico_image',
  'cate_name',
  'en_cate_name',
  'title',
  'en_title',
  'summary',
  'en_summary',
  'summary2',
  'en_summary2',
  'create_time',
  'update_time',
] as const satisfies readonly (keyof CategoryRow)[];

/** The wire shape of a category (SPEC §3 "Product category" and content-by-category detail). */
export function categoryWire(row: CategorySummaryRow | CategoryRow) {
  return {
    id: row.id,
    parent_id: row.parent_id,
    kind: row.kind,
    sort: row.sort,
    status: row.status,
    is_blank: row.is_blank,
    url: row.url,
    image: row.image,
    full_image: uploadUrl(row.image),
    images: row.images,
    full_images: fullUrls(row.images),
    ico_image: row.ico_image,
    full_ico_image: uploadUrl(row.ico_image),
    ...pairs(row, ['cate_name', 'title', 'summary', 'summary2']),
    ...('content' in row ? richPairs(row, ['content']) : {}),
  };
}

export type CategoryWire = ReturnType<typeof categoryWire>;

export function categoryService(ctx: ServiceContext, items: ItemService, products: ProductService) {
  const { db } = ctx;

  /**
   * Every category without content: the tree is small (dozens of rows) and one scan serves menus,
   * details and descendants. A page render asks for it several times; it reads it once.
   */
  async function all(): Promise<CategorySummaryRow[]> {
    const read = () =>
      db
        .selectFrom('category')
        .select(SUMMARY_COLUMNS)
        .orderBy('parent_id')
        .orderBy('sort')
        .orderBy('id')
        .execute();
    return ctx.readThrough ? ctx.readThrough('categories', read) : read();
  }

  function childrenOf<R extends Pick<CategoryRow, 'id' | 'parent_id' | 'status'>>(
    rows: R[],
    id: number,
    publishedOnly = true,
  ): R[] {
    return rows.filter((r) => r.parent_id === id && r.id !== id && (!publishedOnly || r.status === 1));
  }

  /** The category and the published categories below it (a hidden branch hides its items too). */
  async function withDescendants(id: number): Promise<number[]> {
    const rows = await all();
    const out = [id];
    for (let i = 0; i < out.length; i++) {
      for (const child of childrenOf(rows, out[i] as number)) out.push(child.id);
    }
    return out;
  }

  /** A published category; a hidden or unknown one is "not found" to visitors. */
  async function get(id: number): Promise<CategoryRow> {
    const row = await db.selectFrom('category').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || row.status !== 1) throw new AppError('categoryNotFound');
    return row;
  }

  return {
    all,
    get,
    withDescendants,

    /** A page of a category's items (its children's too) with its tags, "All" first. */
    async itemsWithTags(cateId: number, typeId: number, page: Page) {
      await get(cateId);
      const [list, typeInfo] = await Promise.all([
        items.list({ cateIds: await withDescendants(cateId), typeId: typeId || undefined, page }),
        items.typeInfo(cateId),
      ]);
      return { ...list, type_info: typeInfo };
    },

    /** GET /api/cate/getCateListProduct: top product categories, each with its children in cate_list. */
    async productTree() {
      const rows = await all();
      return childrenOf(rows, CATE.productRoot).map((top) => ({
        ...categoryWire(top),
        cate_list: childrenOf(rows, top.id).map((child) => ({ ...categoryWire(child), cate_list: [] })),
      }));
    },

    /** GET /api/cate/getCateListApplication: the application areas. */
    async applicationAreas() {
      const rows = await all();
      return childrenOf(rows, CATE.applicationRoot).map(categoryWire);
    },

    /**
     * GET /api/cate/getCateDetailInfo: a category with what its kind carries: an application area
     * its product, industry and solution lists; a product category its children; a list
     * category, when a page is asked for, a page of its items.
     */
    async detail(id: number, options: { page?: Page; sonId?: number }) {
      const [row, rows] = await Promise.all([
        db.selectFrom('category').selectAll().where('id', '=', id).executeTakeFirst(),
        all(),
      ]);
      if (!row || row.status !== 1) {
        // The announcement is answered even when switched off: the popup reads its status.
        if (row && row.id === CATE.announcement) return categoryWire(row);
        throw new AppError('categoryNotFound');
      }
      const base = {
        ...categoryWire(row),
        cate_list: childrenOf(rows, id).map(categoryWire),
      };
      const son = options.sonId ? childrenOf(rows, id).find((c) => c.id === options.sonId) : undefined;
      const extra: Record<string, unknown> = {};
      if (son) extra.son = categoryWire(son);
      if (row.kind === 'application') {
        const links = await db
          .selectFrom('area_link')
          .selectAll()
          .where('area_id', '=', id)
          .orderBy('sort')
          .execute();
        const ids = (list: string) => links.filter((l) => l.list === list).map((l) => l.target_id);
        extra.product_list = await products.listByIds(ids('product'));
        extra.industry_list = await items.listByIds(ids('industry'));
        extra.applicationandsolution_list = await items.listByIds(ids('solution'));
      }
      if (options.page && row.kind === 'list') {
        Object.assign(extra, await items.list({ cateIds: await withDescendants(id), page: options.page }));
      }
      if (options.page && row.kind === 'product') {
        Object.assign(extra, await products.list({ cateIds: await withDescendants(id), page: options.page }));
      }
      return { ...base, ...extra };
    },
  };
}

export type CategoryService = ReturnType<typeof categoryService>;
