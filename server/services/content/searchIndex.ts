import { sql, type Insertable, type RawBuilder } from 'kysely';
import { CATE, SEARCHABLE_CATEGORIES } from '#contract/constants.js';
import type { Db, Dialect } from '../../db/index.js';
import type { ContentItemTable, Database } from '../../db/schema.js';
import { countOf, offset, type Page } from '../platform/wire.js';

/**
 * The site's own search tokens, the same on SQLite (FTS5) and PostgreSQL (GIN over an array):
 * Latin words and numbers are indexed with every prefix (edge n-grams) so a partial word finds
 * the whole one; Han text is indexed as single characters and pairs, since Chinese has no spaces.
 * A keyword matches when all its tokens are present.
 */

/** A run of Han characters, or of other letters and digits ("DN100阀门" is two runs). */
const RUN = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;
const HAN = /^\p{Script=Han}/u;
const MAX_WORD = 24;
const MIN_PREFIX = 2;

function normalize(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .normalize('NFKC')
    .toLowerCase();
}

/** Tokens stored for a text (space-joined in `search_text`). */
export function indexTokens(...texts: string[]): string {
  const tokens = new Set<string>();
  for (const run of normalize(texts.join(' ')).match(RUN) ?? []) {
    if (HAN.test(run)) {
      const chars = [...run];
      chars.forEach((c, i) => {
        tokens.add(c);
        if (i + 1 < chars.length) tokens.add(c + chars[i + 1]);
      });
    } else {
      const word = run.slice(0, MAX_WORD);
      for (let n = Math.min(MIN_PREFIX, word.length); n <= word.length; n++) tokens.add(word.slice(0, n));
    }
  }
  return [...tokens].join(' ');
}

/** Tokens a keyword must all match; empty when the keyword has no letters or digits. */
export function queryTokens(keyword: string): string[] {
  const tokens = new Set<string>();
  for (const run of normalize(keyword).match(RUN) ?? []) {
    if (HAN.test(run)) {
      const chars = [...run];
      if (chars.length === 1) tokens.add(run);
      for (let i = 0; i + 1 < chars.length; i++) tokens.add(chars[i]! + chars[i + 1]!);
    } else if (run.length >= MIN_PREFIX) {
      // A lone letter or digit (the tail of a half-typed word) narrows nothing and is not indexed.
      tokens.add(run.slice(0, MAX_WORD));
    }
  }
  return [...tokens].slice(0, 12);
}

/**
 * Marker tokens put the list filters into the index too (category, tag, hidden, outside the site
 * search), so a keyword query is answered, count included, by the index alone. Markers that most
 * rows would carry are written the other way round (`_off`, `_x`), because the index merges
 * short lists fast and long ones slowly. They start with "_", which a visitor's keyword never
 * yields (queryTokens keeps letters and digits only).
 */
export const marker = {
  category: (id: number) => `_c${id}`,
  tag: (id: number) => `_t${id}`,
  unpublished: '_off',
  outsideSiteSearch: '_x',
};

/** What an item's index text is made of. */
type IndexedItem = Pick<
  ContentItemTable,
  | 'cate_id'
  | 'type_id'
  | 'status'
  | 'title'
  | 'en_title'
  | 'summary'
  | 'en_summary'
  | 'content'
  | 'en_content'
>;

function markers(
  row: { cate_id: number; status: number; type_id?: number },
  outsideSiteSearch: boolean,
): string {
  return [
    marker.category(row.cate_id),
    ...(row.type_id ? [marker.tag(row.type_id)] : []),
    ...(row.status === 1 ? [] : [marker.unpublished]),
    ...(outsideSiteSearch ? [marker.outsideSiteSearch] : []),
  ].join(' ');
}

/** `search_text` of a content item: titles and summaries; FAQ answers too, as visitors search those. */
export function itemSearchText(item: IndexedItem): string {
  const answers = item.cate_id === CATE.faq ? [item.content, item.en_content] : [];
  const outside = !SEARCHABLE_CATEGORIES.includes(item.cate_id);
  return `${markers(item, outside)} ${indexTokens(item.title, item.en_title, item.summary, item.en_summary, ...answers)}`;
}

/** `search_text` of a product: model number, titles and summaries. */
export function productSearchText(product: {
  cate_id: number;
  status: number;
  no: string;
  title: string;
  en_title: string;
  summary: string;
  en_summary: string;
}): string {
  return `${markers(product, false)} ${indexTokens(product.no, product.title, product.en_title, product.summary, product.en_summary)}`;
}

export type SearchTable = 'content_item' | 'product';

/** What each searchable table's tokens are made from. */
export interface Indexed {
  content_item: IndexedItem;
  product: Parameters<typeof productSearchText>[0];
}
const SEARCH_TEXT: { [T in SearchTable]: (row: Indexed[T]) => string } = {
  content_item: itemSearchText,
  product: productSearchText,
};

/**
 * Inserts a content item or a product with its search tokens, so no writer (the staff API, the
 * seed) can store one without them; answers the new id.
 */
export async function insertSearchable<T extends SearchTable>(
  db: Db,
  table: T,
  row: Omit<Insertable<Database[T]>, 'search_text'> & Indexed[T],
): Promise<number> {
  const searchText = (SEARCH_TEXT[table] as (row: Indexed[T]) => string)(row);
  const { id } = await db
    .insertInto(table as SearchTable)
    // Kysely cannot check values against a table chosen by a type parameter; the signature does.
    .values({ ...row, search_text: searchText } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A change to a content item or a product with its search tokens, made from the row as the change
 * leaves it (`current` with `columns` over it), so no update can leave them stale.
 */
export function withSearchText<T extends SearchTable, C extends Partial<Indexed[T]>>(
  table: T,
  current: Indexed[T],
  columns: C,
): C & { search_text: string } {
  const searchText = SEARCH_TEXT[table] as (row: Indexed[T]) => string;
  return { ...columns, search_text: searchText({ ...current, ...columns }) };
}

export interface KeywordFilter {
  /** Tokens of the keyword (queryTokens), all required. */
  tokens: string[];
  /** Any of these categories; all when absent. */
  cateIds?: number[];
  typeId?: number;
  /** The site search's scope (SEARCHABLE_CATEGORIES), told by one marker instead of a list. */
  siteSearch?: boolean;
  /** Categories visitors cannot see (visibility.ts): their rows never match. */
  hiddenCategories?: number[];
}

/** Tokens all required, any one required, none allowed (hidden rows never match). */
function terms(filter: KeywordFilter) {
  return {
    all: [...filter.tokens, ...(filter.typeId ? [marker.tag(filter.typeId)] : [])],
    any: filter.siteSearch ? [] : (filter.cateIds?.map(marker.category) ?? []),
    none: [
      marker.unpublished,
      ...(filter.siteSearch ? [marker.outsideSiteSearch] : []),
      ...(filter.hiddenCategories ?? []).map(marker.category),
    ],
  };
}

/** A WHERE condition: the row is published, in the categories, and holds every keyword token. */
export function matchesKeyword(
  dialect: Dialect,
  table: SearchTable,
  filter: KeywordFilter,
): RawBuilder<boolean> {
  const { all, any, none } = terms(filter);
  if (dialect === 'postgres') {
    // The same expression as the GIN index of migration 0002, so PostgreSQL uses it.
    const tokens = sql`string_to_array(${sql.ref(`${table}.search_text`)}, ' ')`;
    const anyOf = any.length ? sql` and ${tokens} && ${any}::text[]` : sql``;
    return sql<boolean>`(${tokens} @> ${all}::text[]${anyOf} and not ${tokens} && ${none}::text[])`;
  }
  const fts = sql.table(`${table}_fts`);
  return sql<boolean>`${sql.ref(`${table}.id`)} in (select rowid from ${fts} where ${fts} match ${ftsQuery(all, any, none)})`;
}

/**
 * Ids of one page of matching rows, newest (highest id) first. On SQLite the index itself walks
 * its ids backwards and stops after the page, however many rows match.
 */
export async function keywordIds(
  db: Db,
  dialect: Dialect,
  table: SearchTable,
  filter: KeywordFilter,
  page: Page,
): Promise<number[]> {
  if (dialect === 'postgres') {
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where(matchesKeyword(dialect, table, filter))
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(offset(page))
      .execute();
    return rows.map((r) => r.id);
  }
  const { all, any, none } = terms(filter);
  const fts = sql.table(`${table}_fts`);
  const { rows } = await sql<{
    id: number;
  }>`select rowid as id from ${fts} where ${fts} match ${ftsQuery(all, any, none)} order by rowid desc limit ${page.limit} offset ${offset(page)}`.execute(
    db,
  );
  return rows.map((r) => r.id);
}

/** The number of rows matching, read from the index alone on SQLite. */
export async function countKeyword(
  db: Db,
  dialect: Dialect,
  table: SearchTable,
  filter: KeywordFilter,
): Promise<number> {
  if (dialect === 'postgres')
    return countOf(db.selectFrom(table).where(matchesKeyword(dialect, table, filter)));
  const { all, any, none } = terms(filter);
  const fts = sql.table(`${table}_fts`);
  const { rows } = await sql<{
    count: number;
  }>`select count(*) as count from ${fts} where ${fts} match ${ftsQuery(all, any, none)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** FTS5 syntax: `("a" AND "b" AND ("_c1" OR "_c2")) NOT "_off" NOT "_x"`. */
function ftsQuery(all: string[], any: string[], none: string[]): string {
  const quoted = (t: string) => `"${t}"`;
  const required = [...all.map(quoted), ...(any.length ? [`(${any.map(quoted).join(' OR ')})`] : [])].join(
    ' AND ',
  );
  return [`(${required})`, ...none.map(quoted)].join(' NOT ');
}
