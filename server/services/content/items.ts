import type { Selectable } from 'kysely';
import { PAGE_SIZE } from '#contract/constants.js';
import { BILINGUAL, namesOf } from '#contract/bilingual.js';
import type {
  ItemDetail,
  ItemFilter,
  ItemListing,
  ItemTag,
  ItemTimes,
  ItemTitle,
  ItemWire,
} from '#contract/content.js';
import { itemBody, type ItemBody } from '#contract/records.js';
import { AppError } from '../../lib/errors.js';
import type { ContentItemTable } from '../../db/schema.js';
import type { Db } from '../../db/index.js';
import {
  categoryNames,
  categoryTree,
  itemPreview,
  missingLangs,
  missingLangWhere,
  sanitizeFields,
  type CategoryName,
} from './bilingual.js';
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
import type { TagService } from './tags.js';
import { bodyOf, type Edit, type RevisionService } from './revisions.js';
import { countKeyword, withSearchText, keywordIds, queryTokens, type KeywordFilter } from './searchIndex.js';
import { hiddenCategoryIds } from './visibility.js';
import {
  countOf,
  dateText,
  fullUrls,
  isoTime,
  offset,
  pairColumns,
  pairs,
  richPairs,
  splitList,
  uploadUrl,
  urlsOf,
  type Page,
} from '../platform/wire.js';
import { scheduledWhere } from './schedule.js';

type FullItemRow = Selectable<ContentItemTable>;
/** An item as lists read it: no search tokens, and the HTML content only where asked for. */
export type ItemRow = Omit<FullItemRow, 'search_text' | 'content' | 'en_content'> &
  Partial<Pick<FullItemRow, 'content' | 'en_content'>>;

/** An item's plain-text language pairs (the seed writes them too). */
export const ITEM_TEXT = namesOf(BILINGUAL.item, ['line', 'text']);
const ITEM_RICH = namesOf(BILINGUAL.item, ['rich']);

/** Every column but the search tokens and the HTML content, in the table's order. */
const LIST_COLUMNS = [
  'id',
  'cate_id',
  'type_id',
  'status',
  'sort',
  'is_blank',
  'url',
  'image',
  'images',
  'ico_image',
  'files',
  'download',
  'share_image',
  ...pairColumns(ITEM_TEXT),
  'publish_time',
  'create_time',
  'update_time',
] as const satisfies readonly (keyof FullItemRow)[];
const CONTENT_COLUMNS = [...LIST_COLUMNS, 'content', 'en_content'] as const;

/** The wire shape of a content item (docs/product.md §3 "Content item"), `content` only where asked for. */
export function itemWire(row: ItemRow, cate: CategoryName | undefined, withContent: boolean): ItemWire {
  const name = { id: row.cate_id, cate_name: cate?.cate_name ?? '', en_cate_name: cate?.en_cate_name ?? '' };
  return {
    id: row.id,
    cate_id: row.cate_id,
    type_id: row.type_id,
    cate: name,
    cate_name: name.cate_name,
    en_cate_name: name.en_cate_name,
    status: row.status,
    is_blank: row.is_blank,
    url: row.url,
    image: row.image,
    full_image: uploadUrl(row.image),
    full_images: fullUrls(row.images || row.image),
    ico_image: row.ico_image,
    full_ico_image: uploadUrl(row.ico_image),
    files: uploadUrl(row.files),
    full_download: splitList(row.download).map(uploadUrl),
    full_share_image: uploadUrl(row.share_image),
    ...pairs(row, ITEM_TEXT),
    ...(withContent ? richPairs(row, ITEM_RICH) : {}),
    publish_time_txt: dateText(row.publish_time),
    create_time_txt: dateText(row.create_time),
  };
}

type CategoryTree = Awaited<ReturnType<typeof categoryTree>>;

/** An item as the console edits it: every column, its related cases and its preview links. */
function itemRecord(row: FullItemRow, related: number[], tree: CategoryTree) {
  const { search_text: _search, ...columns } = row;
  return {
    ...columns,
    related_ids: related,
    image_url: uploadUrl(row.image),
    image_urls: urlsOf(row.images),
    ico_image_url: uploadUrl(row.ico_image),
    files_url: uploadUrl(row.files),
    download_urls: urlsOf(row.download),
    missing_langs: missingLangs(row, 'title', 'content'),
    ...itemPreview(tree, row),
  };
}

type ItemRecord = ReturnType<typeof itemRecord>;

/** Replaces an item's related cases, in order (never itself). */
async function writeRelated(trx: Db, id: number, ids: number[] | undefined) {
  if (ids === undefined) return;
  const unique = [...new Set(ids)].filter((r) => r !== id);
  await replaceOrdered(
    trx,
    'content_relation',
    { item_id: id },
    unique.map((related_id) => ({ related_id })),
  );
}

/** An item as a revision keeps it: what the staff API takes, read in `from` (a transaction). */
async function itemSnapshot(from: Db, id: number) {
  const row = await byId(from, 'content_item', id);
  const related = await from
    .selectFrom('content_relation')
    .select('related_id')
    .where('item_id', '=', id)
    .orderBy('sort')
    .execute();
  return bodyOf(itemBody, { ...row, related_ids: related.map((r) => r.related_id) });
}

/** What items need: the database, their categories' tags, and the revisions of their saves. */
type ItemDeps = ServiceContext & { tags: TagService; revisions: RevisionService };

const ENTITY = 'content_item';

async function relatedOf(ctx: ItemDeps, ids: number[]): Promise<Map<number, number[]>> {
  const { db } = ctx;
  const map = new Map<number, number[]>();
  if (!ids.length) return map;
  const rows = await db
    .selectFrom('content_relation')
    .select(['item_id', 'related_id'])
    .where('item_id', 'in', ids)
    .orderBy('item_id')
    .orderBy('sort')
    .execute();
  for (const r of rows) map.set(r.item_id, [...(map.get(r.item_id) ?? []), r.related_id]);
  return map;
}

/** The category, the tag and the related items must exist (400 naming the field otherwise). */
async function checkReferences(
  ctx: ItemDeps,
  values: Pick<ItemBody, 'cate_id' | 'type_id'> & { related_ids?: number[] },
) {
  const { db } = ctx;
  await assertIds(db, 'category', [values.cate_id], 'cate_id');
  if (values.type_id) await assertIds(db, 'tag', [values.type_id], 'type_id');
  if (values.related_ids) await assertIds(db, 'content_item', values.related_ids, 'related_ids');
}

async function wire(ctx: ItemDeps, rows: ItemRow[], withContent: boolean) {
  const names = await categoryNames(
    ctx.db,
    rows.map((r) => r.cate_id),
  );
  return rows.map((row) => itemWire(row, names.get(row.cate_id), withContent));
}

/** Items visitors may see: published, in a category that is not hidden. */
async function visibleItems(ctx: ItemDeps, hiddenIds?: number[]) {
  const { db } = ctx;
  const hidden = hiddenIds ?? (await hiddenCategoryIds(db));
  const query = db.selectFrom('content_item').where('content_item.status', '=', 1);
  return hidden.length ? query.where('content_item.cate_id', 'not in', hidden) : query;
}

/** Visible items of some categories by tag, newest first (no keyword). */
async function filtered(ctx: ItemDeps, options: ItemFilter) {
  let query = (await visibleItems(ctx)).where('cate_id', 'in', options.cateIds);
  if (options.typeId) query = query.where('type_id', '=', options.typeId);
  return query.orderBy('sort', 'desc').orderBy('publish_time', 'desc').orderBy('id', 'desc');
}

/** The keyword filter of the search index; null when the keyword has nothing to look for. */
async function keywordFilter(
  ctx: ItemDeps,
  options: ItemFilter & { keyword: string },
): Promise<KeywordFilter | null> {
  const tokens = queryTokens(options.keyword);
  // A keyword of punctuation alone matches nothing rather than everything.
  if (tokens.length === 0) return null;
  return {
    tokens,
    cateIds: options.cateIds,
    typeId: options.typeId,
    siteSearch: options.siteSearch,
    hiddenCategories: await hiddenCategoryIds(ctx.db),
  };
}

/** Visible rows by id, in the order of the ids. */
async function byIds<C extends readonly (keyof FullItemRow)[]>(
  ctx: ItemDeps,
  ids: number[],
  columns: C,
  hidden?: number[],
) {
  if (ids.length === 0) return [];
  const rows = await (await visibleItems(ctx, hidden)).select(columns).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [(r as { id: number }).id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Category tags, always starting with the "All" entry (id 0). */
async function typeInfo(ctx: ItemDeps, cateId: number): Promise<ItemTag[]> {
  return [{ id: 0, name: '全部', en_name: 'All' }, ...(await ctx.tags.ofCategory(cateId))];
}

/**
 * A page of published items of some categories: curated order (sort) then newest; with a
 * keyword, the newest matches first, found and counted through the search index.
 */
async function list(
  ctx: ItemDeps,
  options: ItemFilter & { page: Page; withContent?: boolean },
): Promise<ItemListing> {
  const { db } = ctx;
  const columns = options.withContent ? CONTENT_COLUMNS : LIST_COLUMNS;
  if (options.keyword === undefined) {
    const query = await filtered(ctx, options);
    const [rows, count] = await Promise.all([
      query.select(columns).limit(options.page.limit).offset(offset(options.page)).execute(),
      countOf(query.clearOrderBy()),
    ]);
    return { list: await wire(ctx, rows, options.withContent ?? false), count };
  }
  const filter = await keywordFilter(ctx, { ...options, keyword: options.keyword });
  if (!filter) return { list: [], count: 0 };
  const [ids, count] = await Promise.all([
    keywordIds(db, ctx.dialect, 'content_item', filter, options.page),
    countKeyword(db, ctx.dialect, 'content_item', filter),
  ]);
  const rows = await byIds(ctx, ids, columns, filter.hiddenCategories);
  return { list: await wire(ctx, rows, options.withContent ?? false), count };
}

/** Titles of the first `limit` matching items, for quick lists such as the FAQ's title_list. */
async function titles(ctx: ItemDeps, options: ItemFilter & { limit: number }): Promise<ItemTitle[]> {
  const columns = ['id', 'title', 'en_title', 'type_id'] as const;
  if (options.keyword === undefined)
    return (await filtered(ctx, options)).select(columns).limit(options.limit).execute();
  const filter = await keywordFilter(ctx, { ...options, keyword: options.keyword });
  if (!filter) return [];
  const ids = await keywordIds(ctx.db, ctx.dialect, 'content_item', filter, {
    page: 1,
    limit: options.limit,
  });
  return byIds(ctx, ids, columns, filter.hiddenCategories);
}

/** Visible items by id, in the order given (application-area lists). */
async function listByIds(ctx: ItemDeps, ids: number[]): Promise<ItemWire[]> {
  return wire(ctx, await byIds(ctx, ids, LIST_COLUMNS), false);
}

/**
 * GET /api/cases/getCase: any published item with its content and up to two related cases;
 * with `draft` (a staff preview), the item as its working draft would make it.
 */
async function detail(ctx: ItemDeps, id: number, draft?: Partial<ItemBody>): Promise<ItemDetail> {
  const { db } = ctx;
  const [live] = await byIds(ctx, [id], CONTENT_COLUMNS);
  if (!live) throw new AppError('itemNotFound');
  const { related_ids, ...edited } = sanitizeFields(draft ?? {}, BILINGUAL.item);
  const row = { ...live, ...edited };
  const links =
    related_ids ??
    (
      await db
        .selectFrom('content_relation')
        .select('related_id')
        .where('item_id', '=', id)
        .orderBy('sort')
        .execute()
    ).map((l) => l.related_id);
  const related = (await byIds(ctx, links, LIST_COLUMNS)).slice(0, PAGE_SIZE.relatedCases);
  const [item] = await wire(ctx, [row], true);
  return { ...item!, case_gl: await wire(ctx, related, false) };
}

/**
 * When items were published and last changed (ISO 8601), for structured data and the
 * sitemap: the wire shape of docs/product.md §3 carries dates only, and no change time.
 */
async function times(ctx: ItemDeps, ids: number[]): Promise<Map<number, ItemTimes>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('content_item')
    .select(['id', 'publish_time', 'update_time'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      // An item dated after its last edit was changed no earlier than its date.
      {
        published: isoTime(row.publish_time),
        modified: isoTime(Math.max(row.publish_time, row.update_time)),
      },
    ]),
  );
}

async function exists(ctx: ItemDeps, id: number, cateId: number): Promise<boolean> {
  const [row] = await byIds(ctx, [id], ['id', 'cate_id']);
  return row?.cate_id === cateId;
}

// Staff (console): every item, published or not, and its writes. -----------------------------

/** One item as the console edits it, published or not. */
async function record(ctx: ItemDeps, id: number): Promise<ItemRecord> {
  const { db } = ctx;
  const row = await byId(db, 'content_item', id);
  const [related, tree] = await Promise.all([relatedOf(ctx, [id]), categoryTree(db)]);
  return itemRecord(row, related.get(id) ?? [], tree);
}

async function records(ctx: ItemDeps, { filter, sort, slice }: StaffList<'items'>) {
  const { db } = ctx;
  let query = whereIds(db.selectFrom('content_item'), filter.id);
  if (filter.cate_id !== undefined) query = query.where('cate_id', '=', filter.cate_id);
  if (filter.cate_ids?.length) query = query.where('cate_id', 'in', filter.cate_ids);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.type_id !== undefined) query = query.where('type_id', '=', filter.type_id);
  if (filter.q) query = query.where(textMatch(['title', 'en_title', 'summary', 'en_summary'], filter.q));
  if (filter.missing_lang)
    query = query.where(missingLangWhere('content_item', filter.missing_lang, 'title', 'content'));
  if (filter.scheduled) query = query.where(scheduledWhere('content_item'));
  const [{ rows, total }, tree] = await Promise.all([
    listPage(query.selectAll(), { sort, slice }, (row) => row, { ids: 'desc' }),
    categoryTree(db),
  ]);
  const related = await relatedOf(
    ctx,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => itemRecord(r, related.get(r.id) ?? [], tree)), total };
}

/** A new item; `search_text` is built so the site search sees it. Answers its id. */
async function create(ctx: ItemDeps, values: ItemBody, edit?: Edit): Promise<number> {
  await checkReferences(ctx, values);
  const { related_ids, ...columns } = sanitizeFields(values, BILINGUAL.item);
  return ctx.revisions.insertRow(
    ENTITY,
    'content_item',
    edit,
    (now) => ({ ...columns, publish_time: columns.publish_time ?? now }),
    itemSnapshot,
    (trx, id) => writeRelated(trx, id, related_ids),
  );
}

/** Changes the fields given; the related cases are replaced when given. */
async function update(ctx: ItemDeps, id: number, values: Partial<ItemBody>, edit?: Edit): Promise<void> {
  const { related_ids, ...columns } = sanitizeFields(values, BILINGUAL.item);
  const current = await byId(ctx.db, 'content_item', id);
  // Checked before the transaction: SQLite has one connection, which the transaction holds.
  await checkReferences(ctx, { ...current, ...columns, related_ids });
  await ctx.revisions.updateRow(
    ENTITY,
    'content_item',
    id,
    edit,
    withSearchText('content_item', current, columns),
    itemSnapshot,
    (trx) => writeRelated(trx, id, related_ids),
  );
}

/** The item as a revision keeps it. */
const snapshot = (ctx: ItemDeps, id: number) => itemSnapshot(ctx.db, id);

/** Deletes an item with its relations and its places in application areas. */
async function remove(ctx: ItemDeps, id: number, edit?: Edit): Promise<void> {
  await ctx.revisions.remove(ENTITY, id, edit, itemSnapshot, async (trx) => {
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
}

export function itemService(ctx: ServiceContext, tags: TagService, revisions: RevisionService) {
  return bindUseCases({ ...ctx, tags, revisions } satisfies ItemDeps, {
    wire,
    typeInfo,
    list,
    titles,
    listByIds,
    detail,
    times,
    exists,
    record,
    records,
    create,
    update,
    snapshot,
    remove,
  });
}

export type ItemService = ReturnType<typeof itemService>;
