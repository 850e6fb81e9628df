import type { Selectable } from 'kysely';
import { PAGE_SIZE } from '../../contract/constants.js';
import { AppError } from '../lib/errors.js';
import type { ContentItemTable } from '../db/schema.js';
import type { ServiceContext } from './context.js';
import { countKeyword, keywordIds, queryTokens, type KeywordFilter } from './searchIndex.js';
import { hiddenCategoryIds } from './visibility.js';
import {
  countOf,
  dateText,
  fullUrls,
  isoTime,
  offset,
  pairs,
  richPairs,
  splitList,
  uploadUrl,
  type Page,
} from './wire.js';

type FullItemRow = Selectable<ContentItemTable>;
/** An item as lists read it: no search tokens, and the HTML content only where asked for. */
export type ItemRow = Omit<FullItemRow, 'search_text' | 'content' | 'en_content'> &
  Partial<Pick<FullItemRow, 'content' | 'en_content'>>;

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
  'title',
  'en_title',
  'summary',
  'en_summary',
  'summary2',
  'en_summary2',
  'title_desc',
  'en_title_desc',
  'content_title',
  'en_content_title',
  'files_name',
  'en_files_name',
  'download_name',
  'en_download_name',
  'area',
  'en_area',
  'customer',
  'en_customer',
  'product',
  'en_product',
  'industry',
  'en_industry',
  'mediainfo',
  'en_mediainfo',
  'working_condition',
  'en_working_condition',
  'publish_time',
  'create_time',
  'update_time',
] as const satisfies readonly (keyof FullItemRow)[];
const CONTENT_COLUMNS = [...LIST_COLUMNS, 'content', 'en_content'] as const;

export const ITEM_TEXT = [
  'title',
  'summary',
  'summary2',
  'title_desc',
  'content_title',
  'files_name',
  'download_name',
  'area',
  'customer',
  'product',
  'industry',
  'mediainfo',
  'working_condition',
] as const;

interface CategoryName {
  id: number;
  cate_name: string;
  en_cate_name: string;
}

/** The wire shape of a content item (SPEC §3 "Content item"), `content` only where asked for. */
export function itemWire(row: ItemRow, cate: CategoryName | undefined, withContent: boolean) {
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
    ...pairs(row, ITEM_TEXT),
    ...(withContent ? richPairs(row, ['content']) : {}),
    publish_time_txt: dateText(row.publish_time),
    create_time_txt: dateText(row.create_time),
  };
}

export type ItemWire = ReturnType<typeof itemWire>;

export interface ItemFilter {
  cateIds: number[];
  typeId?: number;
  keyword?: string;
  /** cateIds are the site search's scope (SEARCHABLE_CATEGORIES). */
  siteSearch?: boolean;
}

export function itemService(ctx: ServiceContext) {
  const { db } = ctx;

  async function categoryNames(ids: number[]): Promise<Map<number, CategoryName>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await db
      .selectFrom('category')
      .select(['id', 'cate_name', 'en_cate_name'])
      .where('id', 'in', unique)
      .execute();
    return new Map(rows.map((r) => [r.id, r]));
  }

  async function wire(rows: ItemRow[], withContent: boolean) {
    const names = await categoryNames(rows.map((r) => r.cate_id));
    return rows.map((row) => itemWire(row, names.get(row.cate_id), withContent));
  }

  /** The tags of a category: its own, or those of its nearest ancestor that has tags. */
  async function tagsOf(cateId: number) {
    const links = await db.selectFrom('category').select(['id', 'parent_id']).execute();
    const parent = new Map(links.map((l) => [l.id, l.parent_id]));
    const chain: number[] = [];
    for (
      let id: number | undefined = cateId;
      id && chain.length < 16 && !chain.includes(id);
      id = parent.get(id)
    ) {
      chain.push(id);
    }
    const tags = await db
      .selectFrom('tag')
      .select(['id', 'cate_id', 'name', 'en_name'])
      .where('cate_id', 'in', chain)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const owner = chain.find((id) => tags.some((t) => t.cate_id === id));
    return tags.filter((t) => t.cate_id === owner).map(({ id, name, en_name }) => ({ id, name, en_name }));
  }

  /** Items visitors may see: published, in a category that is not hidden. */
  async function visibleItems(hiddenIds?: number[]) {
    const hidden = hiddenIds ?? (await hiddenCategoryIds(db));
    const query = db.selectFrom('content_item').where('content_item.status', '=', 1);
    return hidden.length ? query.where('content_item.cate_id', 'not in', hidden) : query;
  }

  /** Visible items of some categories by tag, newest first (no keyword). */
  async function filtered(options: ItemFilter) {
    let query = (await visibleItems()).where('cate_id', 'in', options.cateIds);
    if (options.typeId) query = query.where('type_id', '=', options.typeId);
    return query.orderBy('sort', 'desc').orderBy('publish_time', 'desc').orderBy('id', 'desc');
  }

  /** The keyword filter of the search index; null when the keyword has nothing to look for. */
  async function keywordFilter(options: ItemFilter & { keyword: string }): Promise<KeywordFilter | null> {
    const tokens = queryTokens(options.keyword);
    // A keyword of punctuation alone matches nothing rather than everything.
    if (tokens.length === 0) return null;
    return {
      tokens,
      cateIds: options.cateIds,
      typeId: options.typeId,
      siteSearch: options.siteSearch,
      hiddenCategories: await hiddenCategoryIds(db),
    };
  }

  /** Visible rows by id, in the order of the ids. */
  async function byIds<C extends readonly (keyof FullItemRow)[]>(
    ids: number[],
    columns: C,
    hidden?: number[],
  ) {
    if (ids.length === 0) return [];
    const rows = await (await visibleItems(hidden)).select(columns).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [(r as { id: number }).id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    wire,

    /** Category tags, always starting with the "All" entry (id 0). */
    async typeInfo(cateId: number) {
      return [{ id: 0, name: '全部', en_name: 'All' }, ...(await tagsOf(cateId))];
    },

    /**
     * A page of published items of some categories: curated order (sort) then newest; with a
     * keyword, the newest matches first, found and counted through the search index.
     */
    async list(options: ItemFilter & { page: Page; withContent?: boolean }) {
      const columns = options.withContent ? CONTENT_COLUMNS : LIST_COLUMNS;
      if (options.keyword === undefined) {
        const query = await filtered(options);
        const [rows, count] = await Promise.all([
          query.select(columns).limit(options.page.limit).offset(offset(options.page)).execute(),
          countOf(query.clearOrderBy()),
        ]);
        return { list: await wire(rows, options.withContent ?? false), count };
      }
      const filter = await keywordFilter({ ...options, keyword: options.keyword });
      if (!filter) return { list: [], count: 0 };
      const [ids, count] = await Promise.all([
        keywordIds(db, ctx.dialect, 'content_item', filter, options.page),
        countKeyword(db, ctx.dialect, 'content_item', filter),
      ]);
      const rows = await byIds(ids, columns, filter.hiddenCategories);
      return { list: await wire(rows, options.withContent ?? false), count };
    },

    /** Titles of the first `limit` matching items, for quick lists such as the FAQ's title_list. */
    async titles(options: ItemFilter & { limit: number }) {
      const columns = ['id', 'title', 'en_title', 'type_id'] as const;
      if (options.keyword === undefined)
        return (await filtered(options)).select(columns).limit(options.limit).execute();
      const filter = await keywordFilter({ ...options, keyword: options.keyword });
      if (!filter) return [];
      const ids = await keywordIds(db, ctx.dialect, 'content_item', filter, {
        page: 1,
        limit: options.limit,
      });
      return byIds(ids, columns, filter.hiddenCategories);
    },

    /** Visible items by id, in the order given (application-area lists). */
    async listByIds(ids: number[]) {
      return wire(await byIds(ids, LIST_COLUMNS), false);
    },

    /** GET /api/cases/getCase: any published item with its content and up to two related cases. */
    async detail(id: number) {
      const [row] = await byIds([id], CONTENT_COLUMNS);
      if (!row) throw new AppError('itemNotFound');
      const links = await db
        .selectFrom('content_relation')
        .select('related_id')
        .where('item_id', '=', id)
        .orderBy('sort')
        .execute();
      const related = (
        await byIds(
          links.map((l) => l.related_id),
          LIST_COLUMNS,
        )
      ).slice(0, PAGE_SIZE.relatedCases);
      const [detail] = await wire([row], true);
      return { ...detail!, case_gl: await wire(related, false) };
    },

    /**
     * When items were published and last changed (ISO 8601), for structured data and the
     * sitemap: the wire shape of SPEC §3 carries dates only, and no change time.
     */
    async times(ids: number[]): Promise<Map<number, { published: string; modified: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
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
    },

    async exists(id: number, cateId: number): Promise<boolean> {
      const [row] = await byIds([id], ['id', 'cate_id']);
      return row?.cate_id === cateId;
    },
  };
}

export type ItemService = ReturnType<typeof itemService>;
