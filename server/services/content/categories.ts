import { CATE } from '#contract/constants.js';
import { BILINGUAL, namesOf } from '#contract/bilingual.js';
import type { CategoryDetail, CategoryItems, CategoryWire, ProductFamily } from '#contract/content.js';
import { categoryBody, type CategoryBody } from '#contract/records.js';
import { AppError } from '../../lib/errors.js';
import type { AreaList, CategoryTable } from '../../db/schema.js';
import type { Db } from '../../db/index.js';
import type { Selectable } from 'kysely';
import {
  categoryPreview,
  categoryTree,
  missingLangs,
  missingLangWhere,
  sanitizeFields,
} from './bilingual.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';
import {
  assertIds,
  byId,
  replaceOrdered,
  countWhere,
  whereIds,
  listPage,
  textMatch,
  type StaffList,
} from '../platform/listing.js';
import { fullUrls, pairColumns, pairs, richPairs, uploadUrl, urlsOf, type Page } from '../platform/wire.js';
import type { ItemService } from './items.js';
import type { ProductService } from './products.js';
import { bodyOf, type Edit, type RevisionService } from './revisions.js';
import { scheduledWhere } from './schedule.js';

export type CategoryRow = Selectable<CategoryTable>;
/** A category without its (long) HTML content, for lists and menus. */
export type CategorySummaryRow = Omit<CategoryRow, 'content' | 'en_content'>;

const CATEGORY_TEXT = namesOf(BILINGUAL.category, ['line', 'text']);

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
  ...pairColumns(CATEGORY_TEXT),
  'create_time',
  'update_time',
] as const satisfies readonly (keyof CategoryRow)[];

/** The wire shape of a category (docs/product.md §3 "Product category" and content-by-category detail). */
export function categoryWire(row: CategorySummaryRow | CategoryRow): CategoryWire {
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
    ...pairs(row, CATEGORY_TEXT),
    ...('content' in row ? richPairs(row, ['content']) : {}),
  };
}

/** The lists of an application area, as the console edits them. */
const AREA_LISTS: Record<AreaList, 'area_product_ids' | 'area_industry_ids' | 'area_solution_ids'> = {
  product: 'area_product_ids',
  industry: 'area_industry_ids',
  solution: 'area_solution_ids',
};
type AreaLists = Partial<Pick<CategoryBody, (typeof AREA_LISTS)[AreaList]>>;
const listsIn = (values: AreaLists) =>
  (Object.keys(AREA_LISTS) as AreaList[]).filter((l) => values[AREA_LISTS[l]] !== undefined);

/** A category as the console edits it, with its preview links. */
function categoryRecord(row: CategoryRow, tree: Awaited<ReturnType<typeof categoryTree>>) {
  return {
    ...row,
    image_url: uploadUrl(row.image),
    image_urls: urlsOf(row.images),
    ico_image_url: uploadUrl(row.ico_image),
    missing_langs: missingLangs(row, 'cate_name'),
    ...categoryPreview(tree, row.id),
  };
}

/** Writes the area lists given (each replaces its whole list, in order). */
async function writeAreaLists(trx: Db, id: number, values: AreaLists) {
  for (const list of listsIn(values)) {
    const ids = [...new Set(values[AREA_LISTS[list]] ?? [])];
    await replaceOrdered(
      trx,
      'area_link',
      { area_id: id, list },
      ids.map((target_id) => ({ target_id })),
    );
  }
}

/** A category's own columns: its HTML sanitised, without the area lists. */
function columnsOf<V extends Partial<CategoryBody>>(values: V): Omit<V, keyof AreaLists> {
  const {
    area_product_ids: _p,
    area_industry_ids: _i,
    area_solution_ids: _s,
    ...columns
  } = sanitizeFields(values, BILINGUAL.category);
  return columns;
}

/** A category's working draft that a staff preview shows in place of the live row. */
export interface CategoryDraft {
  id: number;
  data: Partial<CategoryBody>;
}

/** What categories need: the database, the items and products they list, and the revisions of their saves. */
type CategoryDeps = ServiceContext & {
  items: ItemService;
  products: ProductService;
  revisions: RevisionService;
  /** A working draft shown over its category (a staff preview), its columns sanitised as a save would. */
  draft?: CategoryDraft & { columns: Omit<Partial<CategoryBody>, keyof AreaLists> };
};

const ENTITY = 'category';

/** The draft's own columns, laid over its row wherever it is read. */
function overlaid<R extends { id: number }>(ctx: CategoryDeps, row: R): R;
function overlaid<R extends { id: number }>(ctx: CategoryDeps, row: R | undefined): R | undefined;
function overlaid<R extends { id: number }>(ctx: CategoryDeps, row: R | undefined): R | undefined {
  const { draft } = ctx;
  if (!row || !draft || row.id !== draft.id) return row;
  const drafted = draft.columns;
  // A summary row stays one: the menus never carry the (long) HTML content.
  const keys = Object.keys(row) as (keyof typeof drafted)[];
  return { ...row, ...Object.fromEntries(keys.filter((k) => k in drafted).map((k) => [k, drafted[k]])) };
}

/**
 * Every category without content: the tree is small (dozens of rows) and one scan serves menus,
 * details and descendants. A page render asks for it several times; it reads it once.
 */
async function all(ctx: CategoryDeps): Promise<CategorySummaryRow[]> {
  const { db } = ctx;
  const read = () =>
    db
      .selectFrom('category')
      .select(SUMMARY_COLUMNS)
      .orderBy('parent_id')
      .orderBy('sort')
      .orderBy('id')
      .execute();
  const rows = await (ctx.readThrough ? ctx.readThrough('categories', read) : read());
  return ctx.draft ? rows.map((r) => overlaid(ctx, r)) : rows;
}

function childrenOf<R extends Pick<CategoryRow, 'id' | 'parent_id' | 'status'>>(
  rows: R[],
  id: number,
  publishedOnly = true,
): R[] {
  return rows.filter((r) => r.parent_id === id && r.id !== id && (!publishedOnly || r.status === 1));
}

/** The category and the published categories below it (a hidden branch hides its items too). */
async function withDescendants(ctx: CategoryDeps, id: number): Promise<number[]> {
  const rows = await all(ctx);
  const out = [id];
  for (let i = 0; i < out.length; i++) {
    for (const child of childrenOf(rows, out[i] as number)) out.push(child.id);
  }
  return out;
}

/** A published category; a hidden or unknown one is "not found" to visitors. */
async function get(ctx: CategoryDeps, id: number): Promise<CategoryRow> {
  const { db } = ctx;
  const row = overlaid(
    ctx,
    await db.selectFrom('category').selectAll().where('id', '=', id).executeTakeFirst(),
  );
  if (!row || row.status !== 1) throw new AppError('categoryNotFound');
  return row;
}

/** The ids of each list of an application area, in order (read in `from`, a transaction). */
async function areaLinks(ctx: CategoryDeps, id: number, from: Db = ctx.db) {
  const { draft } = ctx;
  const links = await from
    .selectFrom('area_link')
    .select(['list', 'target_id'])
    .where('area_id', '=', id)
    .orderBy('sort')
    .execute();
  // A previewed draft's lists stand in for the saved ones (the draft gives all three or none).
  const preview: AreaLists = id === draft?.id ? draft.data : {};
  return (list: AreaList) =>
    preview[AREA_LISTS[list]] ?? links.filter((l) => l.list === list).map((l) => l.target_id);
}

/** A category as a revision keeps it (an area with its lists), read in `from` (a transaction). */
async function snapshotIn(ctx: CategoryDeps, from: Db, id: number) {
  const row = await byId(from, 'category', id);
  const ids = row.kind === 'application' ? await areaLinks(ctx, id, from) : () => undefined;
  return bodyOf(categoryBody, {
    ...row,
    area_product_ids: ids('product'),
    area_industry_ids: ids('industry'),
    area_solution_ids: ids('solution'),
  });
}

/** No cycles: the parent must exist and must not be the category itself or below it. */
async function checkParent(ctx: CategoryDeps, id: number | null, parentId: number) {
  if (parentId === 0) return;
  const tree = await categoryTree(ctx.db);
  for (let at: number | undefined = parentId, steps = 0; at; at = tree.get(at)?.parent_id, steps++) {
    if (!tree.has(at) || at === id || steps > 32)
      throw new AppError('parentInvalid', {}, 400, null, { parent_id: { key: 'parentInvalid' } });
  }
}

/** Refuses unknown products and items in the area lists (before any transaction). */
async function checkAreaLists(ctx: CategoryDeps, values: AreaLists) {
  for (const list of listsIn(values)) {
    const table = list === 'product' ? 'product' : 'content_item';
    await assertIds(ctx.db, table, values[AREA_LISTS[list]] ?? [], AREA_LISTS[list]);
  }
}

// Staff (console): every category, published or not, and its writes. -------------------------

/** One category as the console edits it; an application area with its three lists. */
async function record(ctx: CategoryDeps, id: number) {
  const { db } = ctx;
  const row = await byId(db, 'category', id);
  const base = categoryRecord(row, await categoryTree(db));
  if (row.kind !== 'application') return base;
  const ids = await areaLinks(ctx, id);
  return {
    ...base,
    area_product_ids: ids('product'),
    area_industry_ids: ids('industry'),
    area_solution_ids: ids('solution'),
  };
}

async function records(ctx: CategoryDeps, { filter, sort, slice }: StaffList<'categories'>) {
  const { db } = ctx;
  let query = whereIds(db.selectFrom('category'), filter.id);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.parent_id !== undefined) query = query.where('parent_id', '=', filter.parent_id);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.q) query = query.where(textMatch(['cate_name', 'en_cate_name', 'title', 'en_title'], filter.q));
  if (filter.missing_lang)
    query = query.where(missingLangWhere('category', filter.missing_lang, 'cate_name'));
  if (filter.scheduled) query = query.where(scheduledWhere('category'));
  const [{ rows, total }, tree] = await Promise.all([
    listPage(query.selectAll(), { sort, slice }, (row) => row),
    categoryTree(db),
  ]);
  return { rows: rows.map((r) => categoryRecord(r, tree)), total };
}

/** How a save reads the category as a revision keeps it (inside the save's transaction). */
const snapshotOf = (ctx: CategoryDeps) => (from: Db, id: number) => snapshotIn(ctx, from, id);

/** A new category (an application area with its lists); answers its id. */
async function create(ctx: CategoryDeps, values: CategoryBody, edit?: Edit): Promise<number> {
  await checkParent(ctx, null, values.parent_id);
  await checkAreaLists(ctx, values);
  return ctx.revisions.insertRow(
    ENTITY,
    'category',
    edit,
    columnsOf(values),
    snapshotOf(ctx),
    async (trx, id) => {
      if (values.kind === 'application') await writeAreaLists(trx, id, values);
    },
  );
}

async function update(
  ctx: CategoryDeps,
  id: number,
  values: Partial<CategoryBody>,
  edit?: Edit,
): Promise<void> {
  if (values.parent_id !== undefined) await checkParent(ctx, id, values.parent_id);
  await checkAreaLists(ctx, values);
  // Area lists belong to application areas only, as on create (record() reads no others).
  const kind = values.kind ?? (await byId(ctx.db, 'category', id)).kind;
  await ctx.revisions.updateRow(
    ENTITY,
    'category',
    id,
    edit,
    columnsOf(values),
    snapshotOf(ctx),
    async (trx) => {
      if (kind === 'application') await writeAreaLists(trx, id, values);
    },
  );
}

/** The category as a revision keeps it. */
const snapshot = (ctx: CategoryDeps, id: number) => snapshotIn(ctx, ctx.db, id);

/** Deletes an empty category with its tags and area lists (409 while anything is in it). */
async function remove(ctx: CategoryDeps, id: number, edit?: Edit): Promise<void> {
  const { db } = ctx;
  const [children, itemCount, productCount] = await Promise.all([
    countWhere(db, 'category', 'parent_id', id),
    countWhere(db, 'content_item', 'cate_id', id),
    countWhere(db, 'product', 'cate_id', id),
  ]);
  if (children + itemCount + productCount > 0)
    throw new AppError('categoryInUse', { children, items: itemCount, products: productCount }, 409);
  await ctx.revisions.remove(ENTITY, id, edit, snapshotOf(ctx), async (trx) => {
    await trx.deleteFrom('tag').where('cate_id', '=', id).execute();
    await trx.deleteFrom('area_link').where('area_id', '=', id).execute();
    await trx.deleteFrom('category').where('id', '=', id).execute();
  });
}

// The public site. ---------------------------------------------------------------------------

/** A page of a category's items (its children's too) with its tags, "All" first. */
async function itemsWithTags(
  ctx: CategoryDeps,
  cateId: number,
  typeId: number,
  page: Page,
): Promise<CategoryItems> {
  const { items } = ctx;
  await get(ctx, cateId);
  const [list, typeInfo] = await Promise.all([
    items.list({ cateIds: await withDescendants(ctx, cateId), typeId: typeId || undefined, page }),
    items.typeInfo(cateId),
  ]);
  return { ...list, type_info: typeInfo };
}

/** GET /api/cate/getCateListProduct: top product categories, each with its children in cate_list. */
async function productTree(ctx: CategoryDeps): Promise<ProductFamily[]> {
  const rows = await all(ctx);
  return childrenOf(rows, CATE.productRoot).map((top) => ({
    ...categoryWire(top),
    cate_list: childrenOf(rows, top.id).map((child) => ({ ...categoryWire(child), cate_list: [] })),
  }));
}

/** GET /api/cate/getCateListApplication: the application areas. */
async function applicationAreas(ctx: CategoryDeps): Promise<CategoryWire[]> {
  const rows = await all(ctx);
  return childrenOf(rows, CATE.applicationRoot).map(categoryWire);
}

/**
 * What a category's kind adds to its detail: an application area's three lists; with a page, a
 * page of a list category's items or of a product category's products.
 */
async function kindLists(ctx: CategoryDeps, row: CategoryRow, page: Page | undefined) {
  const { items, products } = ctx;
  const extra: Record<string, unknown> = {};
  if (row.kind === 'application') {
    const ids = await areaLinks(ctx, row.id);
    extra.product_list = await products.listByIds(ids('product'));
    extra.industry_list = await items.listByIds(ids('industry'));
    extra.applicationandsolution_list = await items.listByIds(ids('solution'));
  }
  if (page && row.kind === 'list') {
    Object.assign(extra, await items.list({ cateIds: await withDescendants(ctx, row.id), page }));
  }
  if (page && row.kind === 'product') {
    Object.assign(extra, await products.list({ cateIds: await withDescendants(ctx, row.id), page }));
  }
  return extra;
}

/**
 * GET /api/cate/getCateDetailInfo: a category with what its kind carries: an application area
 * its product, industry and solution lists; a product category its children; a list
 * category, when a page is asked for, a page of its items.
 */
async function detail(
  ctx: CategoryDeps,
  id: number,
  options: { page?: Page; sonId?: number },
): Promise<CategoryDetail> {
  const { db } = ctx;
  const [found, rows] = await Promise.all([
    db.selectFrom('category').selectAll().where('id', '=', id).executeTakeFirst(),
    all(ctx),
  ]);
  const row = overlaid(ctx, found);
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
  Object.assign(extra, await kindLists(ctx, row, options.page));
  return { ...base, ...extra };
}

export function categoryService(
  ctx: ServiceContext,
  items: ItemService,
  products: ProductService,
  revisions: RevisionService,
  draft?: CategoryDraft,
) {
  const deps: CategoryDeps = {
    ...ctx,
    items,
    products,
    revisions,
    ...(draft ? { draft: { ...draft, columns: columnsOf(draft.data) } } : {}),
  };
  return {
    ...bindUseCases(deps, {
      all,
      get,
      withDescendants,
      record,
      records,
      create,
      update,
      snapshot,
      remove,
      itemsWithTags,
      productTree,
      applicationAreas,
      detail,
    }),
    /** The same reads with a working draft over its category: a staff preview. */
    previewing: (preview: CategoryDraft) => categoryService(ctx, items, products, revisions, preview),
  };
}

export type CategoryService = ReturnType<typeof categoryService>;
