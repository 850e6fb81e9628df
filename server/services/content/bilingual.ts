import { sql, type RawBuilder } from 'kysely';
import { CATE } from '#contract/constants.js';
import { namesOf, type Bilingual } from '#contract/bilingual.js';
import type { Db } from '../../db/index.js';
import type { CategoryKind } from '../../db/schema.js';
import { sanitizeRichText } from '../../lib/richText.js';

export type MissingLang = 'en' | 'zh';

/**
 * Which language a bilingual record lacks: an empty title (name) in that language, or an empty
 * content while the other language has one.
 */
export function missingLangs(row: object, title: string, content?: string): MissingLang[] {
  const r = row as Record<string, unknown>;
  const filled = (name: string) => String(r[name] ?? '').trim() !== '';
  const lacks = (own: string, other: string) =>
    !filled(`${own}${title}`) ||
    (content !== undefined && !filled(`${own}${content}`) && filled(`${other}${content}`));
  const out: MissingLang[] = [];
  if (lacks('en_', '')) out.push('en');
  if (lacks('', 'en_')) out.push('zh');
  return out;
}

/** The same test in SQL, for the `missing_lang` filter ("en", "zh" or "any"). */
export function missingLangWhere(
  table: string,
  which: MissingLang | 'any',
  title: string,
  content?: string,
): RawBuilder<boolean> {
  const col = (name: string) => sql`trim(${sql.ref(`${table}.${name}`)})`;
  const lacks = (own: string, other: string) =>
    content === undefined
      ? sql<boolean>`${col(`${own}${title}`)} = ''`
      : sql<boolean>`(${col(`${own}${title}`)} = '' or (${col(`${own}${content}`)} = '' and ${col(`${other}${content}`)} <> ''))`;
  if (which === 'en') return lacks('en_', '');
  if (which === 'zh') return lacks('', 'en_');
  return sql<boolean>`(${lacks('en_', '')} or ${lacks('', 'en_')})`;
}

/** Sanitises the HTML fields of a (partial) record on the way in (BILINGUAL's rich fields). */
export function sanitizeFields<T extends object>(values: T, fields: Bilingual): T {
  const out = { ...values } as Record<string, unknown>;
  for (const name of namesOf(fields, ['rich'])) {
    for (const key of [name, `en_${name}`]) {
      if (typeof out[key] === 'string') out[key] = sanitizeRichText(out[key]);
    }
  }
  return out as T;
}

/** A category's name in both languages, as an item's wire shape and the desk's figures show it. */
export interface CategoryName {
  id: number;
  cate_name: string;
  en_cate_name: string;
}

/** The names of the categories among `ids` (repeats allowed) that exist, by id. */
export async function categoryNames(db: Db, ids: number[]): Promise<Map<number, CategoryName>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('category')
    .select(['id', 'cate_name', 'en_cate_name'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

// Preview links: where a record shows on the public site ----------------------------------

export interface CategoryNode {
  id: number;
  parent_id: number;
  kind: CategoryKind;
  status: number;
  sort: number;
}

/** The category tree (dozens of rows), read once per request that needs preview links. */
export async function categoryTree(db: Db): Promise<Map<number, CategoryNode>> {
  const rows = await db
    .selectFrom('category')
    .select(['id', 'parent_id', 'kind', 'status', 'sort'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** A category and its ancestors, nearest first (at most 16; a loop in the data stops it). */
export function ancestry(tree: Map<number, CategoryNode>, id: number): number[] {
  const chain: number[] = [];
  for (let at: number | undefined = id; at && !chain.includes(at) && chain.length < 16;) {
    chain.push(at);
    at = tree.get(at)?.parent_id;
  }
  return chain;
}

/** Position among the published children, as the public menus count tabs. */
function position(tree: Map<number, CategoryNode>, id: number): number {
  const node = tree.get(id);
  const siblings = [...tree.values()].filter((c) => c.parent_id === node?.parent_id && c.status === 1);
  return Math.max(
    0,
    siblings.findIndex((c) => c.id === id),
  );
}

/** Fixed categories and the page that shows them (docs/product.md §2 routes, app/routes/*). */
const CATEGORY_PAGES: Record<number, string> = {
  [CATE.productRoot]: '/prod_center',
  [CATE.productCenterSummary]: '/prod_center',
  [CATE.applicationRoot]: '/yyly',
  [CATE.industries]: '/yyly',
  [CATE.newsAll]: '/news',
  [CATE.cases]: '/cpProgram',
  [CATE.productApplications]: '/cpProgram?index=1',
  [CATE.solutions]: '/cpProgram?index=2',
  [CATE.productCases]: '/cpProgram?index=3',
  [CATE.maintenanceCases]: '/cpProgram?index=4',
  [CATE.manuals]: '/cpzy?index=1',
  [CATE.videos]: '/cpzy?index=2',
  [CATE.faq]: '/cpzy?index=3',
  [CATE.aboutVideo]: '/about?index=1',
  [CATE.pageAbout]: '/about?index=1',
  [CATE.history]: '/about?index=2',
  [CATE.gallery]: '/about?index=2',
  [CATE.network]: '/about?index=3',
  [CATE.pageAbility]: '/about?index=4',
  [CATE.pageQuality]: '/about?index=5',
  [CATE.pageSustainability]: '/about?index=6',
  [CATE.pageQualifications]: '/about?index=7',
  [CATE.pageInternship]: '/joinIn?index=2',
  [CATE.serviceBaseMaintenance]: '/customer_service?index=1',
  [CATE.serviceOnlineMaintenance]: '/customer_service?index=2',
  [CATE.serviceSpareParts]: '/customer_service?index=3',
  [CATE.serviceUpgrading]: '/customer_service?index=4',
  [CATE.serviceDiagnostic]: '/customer_service?index=5',
  [CATE.serviceTraining]: '/customer_service?index=6',
  [CATE.stories]: '/',
  [CATE.announcement]: '/',
};

/** Items with a page of their own, by the nearest such category above them. */
const ITEM_PAGES: Record<number, (id: number) => string> = {
  [CATE.faq]: (id) => `/detail?index=3&id=${id}`,
  [CATE.newsAll]: (id) => `/nText?id=${id}`,
  [CATE.cases]: (id) => `/programDetail?id=${id}`,
  [CATE.productApplications]: (id) => `/programDetail?id=${id}`,
  [CATE.solutions]: (id) => `/programDetail?id=${id}`,
  [CATE.industries]: (id) => `/programDetail?id=${id}`,
};

function categoryPath(tree: Map<number, CategoryNode>, id: number): string | null {
  const fixed = CATEGORY_PAGES[id];
  if (fixed) return fixed;
  const node = tree.get(id);
  if (!node) return null;
  if (node.parent_id === CATE.newsAll) return `/news?index=${id}`;
  if (node.kind === 'application') return `/yyly?detailsId=${id}`;
  if (node.kind === 'product') {
    if (node.parent_id === CATE.productRoot) return `/prod_list?index=${position(tree, id)}&parentId=${id}`;
    const parent = tree.get(node.parent_id);
    if (parent?.parent_id === CATE.productRoot)
      return `/prod_list?index=${position(tree, parent.id)}&parentId=${parent.id}&sonId=${id}`;
  }
  return null;
}

function itemPath(tree: Map<number, CategoryNode>, item: { id: number; cate_id: number }): string | null {
  for (const cateId of ancestry(tree, item.cate_id)) {
    const page = ITEM_PAGES[cateId];
    if (page) return page(item.id);
  }
  // Items without a page of their own (offices, history, videos…) show on their category's page.
  for (const cateId of ancestry(tree, item.cate_id)) {
    const page = categoryPath(tree, cateId);
    if (page) return page;
  }
  return null;
}

/** Root-relative preview links in both languages, or nulls when no public page shows the record. */
function previews(path: string | null) {
  const inLang = (lang: string) => (path === null ? null : `/${lang}${path === '/' ? '' : path}`);
  return { preview_url: inLang('en'), preview_url_zh: inLang('zh') };
}

export const categoryPreview = (tree: Map<number, CategoryNode>, id: number) =>
  previews(categoryPath(tree, id));
export const itemPreview = (tree: Map<number, CategoryNode>, item: { id: number; cate_id: number }) =>
  previews(itemPath(tree, item));
export const productPreview = (product: { id: number; cate_id: number }) =>
  previews(`/prod_details?id=${product.cate_id}&sonId=${product.id}`);
/** A job's own page. */
export const jobPreview = (id: number) => previews(`/joinIn/${id}`);
