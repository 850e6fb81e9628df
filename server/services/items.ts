import { sql, type Selectable } from 'kysely';
import { CATE } from '../../contract/constants.js';
import { AppError } from '../lib/errors.js';
import type { ContentItemTable } from '../db/schema.js';
import type { ServiceContext } from './context.js';
import { dateText, fullUrls, likePattern, offset, pairs, splitList, uploadUrl, type Page } from './wire.js';

export type ItemRow = Selectable<ContentItemTable>;

const ITEM_TEXT = [
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

/** Categories whose items the article search covers (not offices, history, gallery…). */
export const SEARCHABLE_CATEGORIES: readonly number[] = [
  CATE.newsCompany,
  CATE.newsIndustry,
  CATE.newsEvents,
  CATE.newsTechnical,
  CATE.productCases,
  CATE.maintenanceCases,
  CATE.productApplications,
  CATE.solutions,
  CATE.industries,
  CATE.faq,
  CATE.manuals,
  CATE.videos,
];

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
    ...(withContent ? pairs(row, ['content']) : {}),
    publish_time_txt: dateText(row.publish_time),
    create_time_txt: dateText(row.create_time),
  };
}

export type ItemWire = ReturnType<typeof itemWire>;

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

  /** The category whose tags filter this one: itself, or the nearest ancestor that has tags. */
  async function tagOwner(cateId: number): Promise<number> {
    let id = cateId;
    for (let depth = 0; depth < 8; depth++) {
      const hasTags = await db.selectFrom('tag').select('id').where('cate_id', '=', id).executeTakeFirst();
      if (hasTags) return id;
      const parent = await db.selectFrom('category').select('parent_id').where('id', '=', id).executeTakeFirst();
      if (!parent || parent.parent_id === 0) return cateId;
      id = parent.parent_id;
    }
    return cateId;
  }

  return {
    wire,

    /** Category tags, always starting with the "All" entry (id 0). */
    async typeInfo(cateId: number) {
      const owner = await tagOwner(cateId);
      const tags = await db
        .selectFrom('tag')
        .select(['id', 'name', 'en_name'])
        .where('cate_id', '=', owner)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return [{ id: 0, name: '全部', en_name: 'All' }, ...tags];
    },

    /** A page of published items of some categories, newest first. */
    async list(options: {
      cateIds: number[];
      page: Page;
      typeId?: number;
      keyword?: string;
      withContent?: boolean;
    }) {
      let query = db
        .selectFrom('content_item')
        .where('cate_id', 'in', options.cateIds)
        .where('status', '=', 1);
      if (options.typeId) query = query.where('type_id', '=', options.typeId);
      if (options.keyword) {
        query = query.where(sql<boolean>`search_text like ${likePattern(options.keyword)} escape '\\'`);
      }
      const [rows, total] = await Promise.all([
        query
          .selectAll()
          .orderBy('sort', 'desc')
          .orderBy('publish_time', 'desc')
          .orderBy('id', 'desc')
          .limit(options.page.limit)
          .offset(offset(options.page))
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { list: await wire(rows, options.withContent ?? false), count: Number(total.count) };
    },

    /** Items by id, in the order given (application-area lists). */
    async listByIds(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('content_item')
        .selectAll()
        .where('id', 'in', ids)
        .where('status', '=', 1)
        .execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      return wire(
        ids.flatMap((id) => byId.get(id) ?? []),
        false,
      );
    },

    /** GET /api/cases/getCase: any published item with its content and up to two related cases. */
    async detail(id: number) {
      const row = await db
        .selectFrom('content_item')
        .selectAll()
        .where('id', '=', id)
        .where('status', '=', 1)
        .executeTakeFirst();
      if (!row) throw new AppError('itemNotFound');
      const related = await db
        .selectFrom('content_relation')
        .innerJoin('content_item', 'content_item.id', 'content_relation.related_id')
        .selectAll('content_item')
        .where('content_relation.item_id', '=', id)
        .where('content_item.status', '=', 1)
        .orderBy('content_relation.sort')
        .limit(2)
        .execute();
      const [detail] = await wire([row], true);
      return { ...detail!, case_gl: await wire(related, false) };
    },

    async exists(id: number, cateId: number): Promise<boolean> {
      const row = await db
        .selectFrom('content_item')
        .select('id')
        .where('id', '=', id)
        .where('cate_id', '=', cateId)
        .where('status', '=', 1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ItemService = ReturnType<typeof itemService>;
