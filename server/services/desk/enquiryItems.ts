import { CATE } from '#contract/constants.js';
import type { EnquiryItemSnapshot } from '#contract/desk.js';
import type { Lang } from '#contract/messages.js';
import { QUOTE_TEXT_FIELDS, type EnquiryItemKind, type Quote } from '#contract/quotation.js';
import type { Db } from '../../db/index.js';
import type { Selectable } from 'kysely';
import type { EnquiryTable } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { ancestry, categoryTree, type CategoryNode } from '../content/bilingual.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';
import type { ItemService } from '../content/items.js';
import type { ProductService } from '../content/products.js';

/** The categories whose items (and their sub-categories') are each kind of content item. */
const CONTENT_KIND_ROOTS: [Exclude<EnquiryItemKind, 'product'>, number[]][] = [
  ['case', [CATE.productCases, CATE.maintenanceCases, CATE.cases]],
  ['solution', [CATE.solutions]],
  ['application', [CATE.productApplications, CATE.industries]],
];

type Tree = Map<number, CategoryNode>;

function contentKindIn(tree: Tree, cateId: number): Exclude<EnquiryItemKind, 'product'> | null {
  const chain = ancestry(tree, cateId);
  return CONTENT_KIND_ROOTS.find(([, roots]) => roots.some((root) => chain.includes(root)))?.[0] ?? null;
}

/**
 * A product's family: the top-level product category above it (the one right under the product
 * root, e.g. "Globe Control Valves"); the routing rules of the desk name families by that id.
 */
function familyIn(tree: Tree, cateId: number): number | null {
  const chain = ancestry(tree, cateId);
  const root = chain.indexOf(CATE.productRoot);
  if (root > 0) return chain[root - 1]!;
  return chain.at(-1) ?? null;
}

/** The quote_* columns of an enquiry from a quotation request, and back. */
export function quoteColumns(quote: Quote) {
  return {
    quote_medium: quote.medium,
    quote_dn: quote.dn,
    quote_pressure_class: quote.pressure_class,
    quote_temperature: quote.temperature,
    quote_flow: quote.flow,
    quote_quantity: quote.quantity,
  };
}

export function quoteOf(row: Pick<Selectable<EnquiryTable>, keyof ReturnType<typeof quoteColumns>>): Quote {
  return {
    ...(Object.fromEntries(QUOTE_TEXT_FIELDS.map((f) => [f, row[`quote_${f}`]])) as Record<
      (typeof QUOTE_TEXT_FIELDS)[number],
      string
    >),
    quantity: row.quote_quantity,
  };
}

/** What the item use cases need: the database, and the items and products visitors may name. */
type ItemDeps = ServiceContext & { items: ItemService; products: ProductService };

/** Snapshots of the named items, in their order; an unknown, hidden or mislabelled one is refused. */
async function resolve(
  { db, items, products }: ItemDeps,
  refs: { kind: EnquiryItemKind; id: number }[],
  lang: Lang,
) {
  if (refs.length === 0) return [];
  const unique = refs.filter(
    (ref, i) => refs.findIndex((other) => other.kind === ref.kind && other.id === ref.id) === i,
  );
  const productIds = unique.filter((r) => r.kind === 'product').map((r) => r.id);
  const itemIds = unique.filter((r) => r.kind !== 'product').map((r) => r.id);
  const [productRows, itemRows, tree] = await Promise.all([
    products.listByIds(productIds),
    items.listByIds(itemIds),
    categoryTree(db),
  ]);
  const title = (row: { title: string; en_title: string }) =>
    (lang === 'en' ? row.en_title || row.title : row.title || row.en_title).trim();
  return unique.map((ref): EnquiryItemSnapshot => {
    if (ref.kind === 'product') {
      const product = productRows.find((p) => p.id === ref.id);
      if (!product) throw new AppError('enquiryItemInvalid');
      return {
        kind: 'product',
        ref_id: product.id,
        model: product.no,
        title: title(product),
        family_id: familyIn(tree, product.cate_id),
      };
    }
    const item = itemRows.find((i) => i.id === ref.id);
    if (!item || contentKindIn(tree, item.cate_id) !== ref.kind) throw new AppError('enquiryItemInvalid');
    return { kind: ref.kind, ref_id: item.id, model: '', title: title(item), family_id: null };
  });
}

/** The item the contact page's address names, for its "About" chip; null when it is not shown. */
async function about(
  deps: ItemDeps,
  kind: EnquiryItemKind,
  id: number,
  lang: Lang,
): Promise<EnquiryItemSnapshot | null> {
  try {
    const [snapshot] = await resolve(deps, [{ kind, id }], lang);
    return snapshot ?? null;
  } catch (err) {
    if (err instanceof AppError && err.key === 'enquiryItemInvalid') return null;
    throw err;
  }
}

/** The kind a content item is for enquiries (its page's contact button); null for other items. */
async function contentKind({ db }: ItemDeps, cateId: number) {
  return contentKindIn(await categoryTree(db), cateId);
}

/** Saves an enquiry's snapshots (in the transaction that saves the enquiry). */
async function save(
  _deps: ItemDeps,
  trx: Db,
  enquiryId: number,
  snapshots: EnquiryItemSnapshot[],
): Promise<void> {
  if (snapshots.length === 0) return;
  await trx
    .insertInto('enquiry_item')
    .values(snapshots.map((s, sort) => ({ enquiry_id: enquiryId, sort, ...s })))
    .execute();
}

/** The items of some enquiries, in their order, by enquiry id. */
async function itemsOf({ db }: ItemDeps, enquiryIds: number[]): Promise<Map<number, EnquiryItemSnapshot[]>> {
  const map = new Map<number, EnquiryItemSnapshot[]>();
  if (enquiryIds.length === 0) return map;
  const rows = await db
    .selectFrom('enquiry_item')
    .select(['enquiry_id', 'kind', 'ref_id', 'model', 'title', 'family_id'])
    .where('enquiry_id', 'in', enquiryIds)
    .orderBy('enquiry_id')
    .orderBy('sort')
    .execute();
  for (const { enquiry_id, ...snapshot } of rows) {
    map.set(enquiry_id, [...(map.get(enquiry_id) ?? []), snapshot]);
  }
  return map;
}

/**
 * The items enquiries are about: visitors name them by kind and id (postAdvise `items`, the
 * contact page's `?product=` …); they are checked against what visitors may see and kept as
 * snapshots, so an enquiry still says what it was about after the product changes or goes.
 */
export function enquiryItemService(ctx: ServiceContext, items: ItemService, products: ProductService) {
  return bindUseCases({ ...ctx, items, products } satisfies ItemDeps, {
    resolve,
    about,
    contentKind,
    save,
    of: itemsOf,
  });
}

export type EnquiryItemService = ReturnType<typeof enquiryItemService>;
