import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import { BILINGUAL } from '#contract/bilingual.js';
import type { CatalogueProduct, ProductDetail, ProductListing, ProductWire } from '#contract/content.js';
import { productBody, type ProductBody } from '#contract/records.js';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import type { ProductTable } from '../../db/schema.js';
import { flowTableSchema, type FlowTable } from '#sizing/engine/flowTable.js';
import { missingLangs, missingLangWhere, productPreview, sanitizeFields } from './bilingual.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';
import {
  assertIds,
  byId,
  replaceOrdered,
  whereIds,
  listPage,
  textMatch,
  type StaffList,
} from '../platform/listing.js';
import { countKeyword, withSearchText, matchesKeyword, queryTokens } from './searchIndex.js';
import { hiddenCategoryIds } from './visibility.js';
import type { RatingTableService } from './ratingTables.js';
import { bodyOf, type Edit, type RevisionService } from './revisions.js';
import { countOf, isoTime, offset, pairs, richPairs, uploadUrl, type Page } from '../platform/wire.js';
import { scheduledWhere } from './schedule.js';

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

/** The wire shape of a product in a list (docs/product.md §3 "Product (list)"). */
function productWire(row: ProductListRow, images: string[]): ProductWire {
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

/** The parts of a product kept in tables of their own, each replaced whole and in order. */
type Parts = Pick<ProductBody, 'images' | 'specs' | 'files' | 'actuator_ids' | 'modified_valve_ids'>;
type ProductParts = ReturnType<Awaited<ReturnType<typeof partsOf>>>;

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

/**
 * A product's stored flow table, or null. Every write is checked, so a table that no longer
 * parses was changed outside the site: it is left out rather than trusted, and the log says so.
 */
function readFlowTable(row: Pick<ProductRow, 'id' | 'flow_sizes'>, log: FastifyBaseLogger): FlowTable | null {
  if (!row.flow_sizes) return null;
  let value: unknown;
  try {
    value = JSON.parse(row.flow_sizes);
  } catch (err) {
    log.warn({ err, product: row.id }, 'the stored flow table is not JSON: left out');
    return null;
  }
  const parsed = flowTableSchema.safeParse(value);
  if (!parsed.success) {
    log.warn(
      { product: row.id, issue: parsed.error.issues[0] },
      'the stored flow table fails its checks: left out',
    );
    return null;
  }
  return parsed.data.length > 0 ? parsed.data : null;
}

/** A flow table as stored: JSON, or null when there is none (undefined: left as it is). */
function storedFlowTable(table: FlowTable | null | undefined): string | null | undefined {
  if (table === undefined) return undefined;
  return table === null || table.length === 0 ? null : JSON.stringify(table);
}

/** A product as the console edits it: every column, its parts and its preview links. */
function productRecord(row: ProductRow, parts: ProductParts, log: FastifyBaseLogger) {
  const { search_text: _search, flow_sizes: _flow, ...columns } = row;
  return {
    ...columns,
    flow_sizes: readFlowTable(row, log) ?? [],
    ...parts,
    missing_langs: missingLangs(row, 'title', 'content'),
    ...productPreview(row),
  };
}

/** Replaces each part given (images, specs, files, links), whole and in order. */
async function writeParts(trx: Db, id: number, parts: Parts) {
  const owner = { product_id: id };
  if (parts.images)
    await replaceOrdered(
      trx,
      'product_image',
      owner,
      parts.images.map((path) => ({ path })),
    );
  if (parts.specs) await replaceOrdered(trx, 'product_spec', owner, parts.specs);
  if (parts.files) await replaceOrdered(trx, 'product_file', owner, parts.files);
  for (const [kind, ids] of [
    [PRODUCT_LINK.actuator, parts.actuator_ids],
    [PRODUCT_LINK.modifiedValve, parts.modified_valve_ids],
  ] as const) {
    if (!ids) continue;
    const unique = [...new Set(ids)].filter((linked) => linked !== id);
    await replaceOrdered(
      trx,
      'product_link',
      { product_id: id, kind },
      unique.map((linked_id) => ({ linked_id })),
    );
  }
}

/** A product's columns and its parts, HTML sanitised. */
function split(values: Partial<ProductBody>) {
  const { images, specs, files, actuator_ids, modified_valve_ids, flow_sizes, ...rest } = sanitizeFields(
    values,
    BILINGUAL.product,
  );
  const flow = storedFlowTable(flow_sizes);
  const columns = flow === undefined ? rest : { ...rest, flow_sizes: flow };
  return { columns, parts: { images, specs, files, actuator_ids, modified_valve_ids } };
}

/** What products need: the database and log, their saves' revisions and their materials' rating tables. */
type ProductDeps = ServiceContext & {
  revisions: RevisionService;
  ratingTables: Pick<RatingTableService, 'ofMaterials'>;
};

const ENTITY = 'product';

/** A product as a revision keeps it (with its specs, files…), read in `from` (a transaction). */
async function snapshotIn(ctx: ProductDeps, from: Db, id: number) {
  const row = await byId(from, 'product', id);
  const parts = (await partsOf(from, [id]))(id);
  return bodyOf(productBody, { ...row, ...parts, flow_sizes: readFlowTable(row, ctx.log) });
}

/** How a save reads the product as a revision keeps it (inside the save's transaction). */
const snapshotOf = (ctx: ProductDeps) => (from: Db, id: number) => snapshotIn(ctx, from, id);

async function imagesOf(ctx: ProductDeps, ids: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (ids.length === 0) return map;
  const rows = await ctx.db
    .selectFrom('product_image')
    .select(['product_id', 'path'])
    .where('product_id', 'in', ids)
    .orderBy('product_id')
    .orderBy('sort')
    .execute();
  for (const row of rows) map.set(row.product_id, [...(map.get(row.product_id) ?? []), row.path]);
  return map;
}

async function wire(ctx: ProductDeps, rows: ProductListRow[]): Promise<ProductWire[]> {
  const images = await imagesOf(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((row) => productWire(row, images.get(row.id) ?? []));
}

/** Products visitors may see: published, in a category that is not hidden. */
async function visibleProducts(ctx: ProductDeps, hidden?: number[]) {
  const { db } = ctx;
  const hiddenIds = hidden ?? (await hiddenCategoryIds(db));
  const query = db.selectFrom('product').where('status', '=', 1);
  return hiddenIds.length ? query.where('cate_id', 'not in', hiddenIds) : query;
}

async function listByIds(ctx: ProductDeps, ids: number[]): Promise<ProductWire[]> {
  if (ids.length === 0) return [];
  const rows = await (await visibleProducts(ctx)).select(LIST_COLUMNS).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wire(
    ctx,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

async function checkReferences(ctx: ProductDeps, cateId: number | undefined, parts: Parts) {
  const { db } = ctx;
  if (cateId !== undefined) await assertIds(db, 'category', [cateId], 'cate_id');
  if (parts.actuator_ids) await assertIds(db, 'product', parts.actuator_ids, 'actuator_ids');
  if (parts.modified_valve_ids)
    await assertIds(db, 'product', parts.modified_valve_ids, 'modified_valve_ids');
}

/** A page of published products of some categories, or matching a keyword, in catalogue order. */
async function list(
  ctx: ProductDeps,
  options: { cateIds?: number[]; keyword?: string; page: Page },
): Promise<ProductListing> {
  const { db } = ctx;
  const hidden = await hiddenCategoryIds(db);
  let query = db.selectFrom('product');
  let count: () => Promise<number>;
  if (options.keyword === undefined) {
    query = await visibleProducts(ctx, hidden);
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
  return { list: await wire(ctx, rows), count: total };
}

/** When products last changed (ISO 8601), for the sitemap's lastmod. */
async function modifiedTimes(ctx: ProductDeps, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('product')
    .select(['id', 'update_time'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, isoTime(row.update_time)]));
}

// Staff (console): every product, published or not, and its writes. ----------------------------

/** One product as the console edits it, published or not. */
async function record(ctx: ProductDeps, id: number) {
  const { db } = ctx;
  const row = await byId(db, 'product', id);
  return productRecord(row, (await partsOf(db, [id]))(id), ctx.log);
}

async function records(ctx: ProductDeps, { filter, sort, slice }: StaffList<'products'>) {
  const { db } = ctx;
  let query = whereIds(db.selectFrom('product'), filter.id);
  if (filter.cate_id !== undefined) query = query.where('cate_id', '=', filter.cate_id);
  if (filter.cate_ids?.length) query = query.where('cate_id', 'in', filter.cate_ids);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.q)
    query = query.where(textMatch(['no', 'title', 'en_title', 'summary', 'en_summary'], filter.q));
  if (filter.missing_lang)
    query = query.where(missingLangWhere('product', filter.missing_lang, 'title', 'content'));
  if (filter.scheduled) query = query.where(scheduledWhere('product'));
  const { rows, total } = await listPage(query.selectAll(), { sort, slice }, (row) => row);
  const parts = await partsOf(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => productRecord(r, parts(r.id), ctx.log)), total };
}

/** A new product with its parts, in one transaction; answers its id. */
async function create(ctx: ProductDeps, values: ProductBody, edit?: Edit): Promise<number> {
  const { columns, parts } = split(values);
  await checkReferences(ctx, values.cate_id, parts);
  const row = columns as Omit<ProductBody, keyof Parts | 'flow_sizes'> & { flow_sizes?: string | null };
  return ctx.revisions.insertRow(ENTITY, 'product', edit, row, snapshotOf(ctx), (trx, id) =>
    writeParts(trx, id, parts),
  );
}

/** Changes the columns given and replaces the parts given, in one transaction. */
async function update(
  ctx: ProductDeps,
  id: number,
  values: Partial<ProductBody>,
  edit?: Edit,
): Promise<void> {
  const { columns, parts } = split(values);
  const current = await byId(ctx.db, 'product', id);
  await checkReferences(ctx, columns.cate_id, parts);
  await ctx.revisions.updateRow(
    ENTITY,
    'product',
    id,
    edit,
    withSearchText('product', current, columns),
    snapshotOf(ctx),
    (trx) => writeParts(trx, id, parts),
  );
}

/** The product as a revision keeps it. */
const snapshot = (ctx: ProductDeps, id: number) => snapshotIn(ctx, ctx.db, id);

/** Deletes a product with its parts, its links either way and its places in application areas. */
async function remove(ctx: ProductDeps, id: number, edit?: Edit): Promise<void> {
  await ctx.revisions.remove(ENTITY, id, edit, snapshotOf(ctx), async (trx) => {
    for (const table of ['product_image', 'product_spec', 'product_file'] as const)
      await trx.deleteFrom(table).where('product_id', '=', id).execute();
    await trx
      .deleteFrom('product_link')
      .where((eb) => eb.or([eb('product_id', '=', id), eb('linked_id', '=', id)]))
      .execute();
    await trx.deleteFrom('area_link').where('list', '=', 'product').where('target_id', '=', id).execute();
    await trx.deleteFrom('product').where('id', '=', id).execute();
  });
}

/**
 * The parts a product page shows, with its category: those its working draft gives (a staff
 * preview), the stored ones for the rest.
 */
function shownParts(ctx: ProductDeps, id: number, cateId: number, given: Parts) {
  const { db } = ctx;
  return Promise.all([
    given.images ? new Map([[id, given.images]]) : imagesOf(ctx, [id]),
    given.specs ??
      db.selectFrom('product_spec').selectAll().where('product_id', '=', id).orderBy('sort').execute(),
    given.files ??
      db.selectFrom('product_file').selectAll().where('product_id', '=', id).orderBy('sort').execute(),
    given.actuator_ids || given.modified_valve_ids
      ? [
          ...(given.actuator_ids ?? []).map((linked_id) => ({ kind: PRODUCT_LINK.actuator, linked_id })),
          ...(given.modified_valve_ids ?? []).map((linked_id) => ({
            kind: PRODUCT_LINK.modifiedValve,
            linked_id,
          })),
        ]
      : db.selectFrom('product_link').selectAll().where('product_id', '=', id).orderBy('sort').execute(),
    db
      .selectFrom('category')
      .select(['id', 'parent_id', 'cate_name', 'en_cate_name'])
      .where('id', '=', cateId)
      .executeTakeFirst(),
  ]);
}

/**
 * GET /api/Product/getProduct: everything the product page shows; with `draft` (a staff
 * preview), the product as its working draft would make it.
 */
async function detail(ctx: ProductDeps, id: number, draft?: Partial<ProductBody>): Promise<ProductDetail> {
  const live = await (await visibleProducts(ctx)).selectAll().where('id', '=', id).executeTakeFirst();
  if (!live) throw new AppError('productNotFound');
  const edited = split(draft ?? {});
  const row = { ...live, ...edited.columns } as ProductRow;
  const [images, specs, files, links, cate] = await shownParts(ctx, id, row.cate_id, edited.parts);
  const linked = (kind: number) => links.filter((l) => l.kind === kind).map((l) => l.linked_id);
  const [glzxq, glgxf] = await Promise.all([
    listByIds(ctx, linked(PRODUCT_LINK.actuator)),
    listByIds(ctx, linked(PRODUCT_LINK.modifiedValve)),
  ]);
  return {
    ...productWire(row, images.get(id) ?? []),
    ...richPairs(row, ['cpxn', 'cpys', 'jgtd']),
    ...pairs(row, ['meta_description']),
    full_share_image: uploadUrl(row.share_image),
    cate: cate ?? null,
    gzxh_json: Object.fromEntries(specs.map((s) => [s.name, s.value])),
    en_gzxh_json: Object.fromEntries(specs.map((s) => [s.en_name, s.en_value])),
    /** The same table as an ordered list, for clients that must keep the row order. */
    specs: specs.map((s) => pairs(s, ['name', 'value'])),
    files: files.map((f) => ({ url: uploadUrl(f.path), ...pairs(f, ['files_name', 'summary']) })),
    glzxq,
    glgxf,
    /** Its sizes with rated Kv and factors; null for products without a flow table. */
    flow_sizes: readFlowTable(row, ctx.log),
  };
}

/**
 * The catalogue's control valves for selection: each visible product's flow table, with the
 * rating tables of its body materials; limited to one product when `productId` is given
 * ("Size this valve" from its page).
 */
async function flowCatalogue(ctx: ProductDeps, productId?: number): Promise<CatalogueProduct[]> {
  let query = (await visibleProducts(ctx))
    .select(['id', 'cate_id', 'no', 'flow_sizes'])
    .where('flow_sizes', 'is not', null);
  if (productId !== undefined) query = query.where('id', '=', productId);
  const rows = await query.orderBy('sort').orderBy('id').execute();
  const valves = rows.flatMap((row) => {
    const sizes = readFlowTable(row, ctx.log);
    return sizes ? [{ productId: row.id, cateId: row.cate_id, model: row.no, sizes }] : [];
  });
  const tables = await ctx.ratingTables.ofMaterials(
    valves.flatMap((v) => v.sizes.flatMap((s) => s.materials)),
  );
  return valves.map((valve) => {
    const materials = new Set(valve.sizes.flatMap((s) => s.materials));
    return { ...valve, ratings: tables.filter((t) => materials.has(t.material)) };
  });
}

export function productService(
  ctx: ServiceContext,
  revisions: RevisionService,
  ratingTables: Pick<RatingTableService, 'ofMaterials'>,
) {
  return bindUseCases({ ...ctx, revisions, ratingTables } satisfies ProductDeps, {
    listByIds,
    list,
    modifiedTimes,
    record,
    records,
    create,
    update,
    snapshot,
    remove,
    detail,
    flowCatalogue,
  });
}

export type ProductService = ReturnType<typeof productService>;
