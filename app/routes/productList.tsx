import productsCss from '../styles/products.css?url';
import { useTranslation } from '../i18n/useTranslation.js';
import { PAGE_SIZE } from '#contract/constants.js';
import type { CategoryWire } from '#contract/content.js';
import { notFound, orNotFound } from '../lib/http.js';
import { prodListPath } from '../components/products/paths.js';
import { ProductGrid } from '../components/products/ProductCard.js';
import { Empty } from '../components/Empty.js';
import { LinkTabs } from '../components/LinkTabs.js';
import { PageHeader } from '../components/PageHeader.js';
import { Pagination } from '../components/Pagination.js';
import { productsCopy } from '../i18n/pages/products.js';
import { fill, usePageCopy } from '../lib/copy.js';
import { href, text, useLang } from '../lib/lang.js';
import { routeMeta } from '../lib/meta.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/productList';
import { pageQuery } from '#contract/pageQuery.js';
import { intParam, pageParam } from '../lib/queryParams.js';

export const links: Route.LinksFunction = () => [stylesheet(productsCss)];

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery({ index: 'int', parentId: 'int', sonId: 'int', page: 'page' });

/**
 * Products of one family (parentId), all of them or one product line (sonId), 12 a page.
 * `index` is the family's position in the product tree; it is recomputed so links stay right.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const parentId = intParam(query, 'parentId', 1);
  if (!parentId) notFound();
  const page = pageParam(query);
  const { categories, products } = context.services.content;
  const [category, tree] = await Promise.all([
    orNotFound(categories.detail(parentId, {})),
    categories.productTree(),
  ]);
  if (category.kind !== 'product') notFound();
  // detail() answers the children in cate_list; its declared type loses them in a union.
  const children = (category as { cate_list?: CategoryWire[] }).cate_list ?? [];

  // A sonId that is not a number means "All"; a number that is not a child of this family is a 404.
  const sonId = intParam(query, 'sonId', 1);
  const son = sonId ? children.find((child) => child.id === sonId) : undefined;
  if (sonId && !son) notFound();

  const position = tree.findIndex((top) => top.id === parentId);
  const index = position >= 0 ? position : (intParam(query, 'index', 1) ?? 0);
  const { list, count } = await products.list({
    cateIds: await categories.withDescendants(son?.id ?? parentId),
    page: { page, limit: PAGE_SIZE.products },
  });
  if (page > 1 && list.length === 0) notFound();

  const pick = (c: typeof category | NonNullable<typeof son>) => ({
    id: c.id,
    cate_name: c.cate_name,
    en_cate_name: c.en_cate_name,
    summary: c.summary,
    en_summary: c.en_summary,
    full_image: c.full_image,
  });
  return {
    index,
    parent: pick(category),
    son: son ? pick(son) : null,
    lines: children.map((child) => ({
      id: child.id,
      cate_name: child.cate_name,
      en_cate_name: child.en_cate_name,
    })),
    products: list,
    count,
    page,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return routeMeta(matches, ({ lang }) => {
    if (!data) return null;
    const active = data.son ?? data.parent;
    return {
      path: prodListPath({
        index: data.index,
        parentId: data.parent.id,
        sonId: data.son?.id,
        page: data.page,
      }),
      title: text(active, 'cate_name', lang),
      description: text(active, 'summary', lang),
      image: active.full_image || data.parent.full_image || undefined,
    };
  });
}

export default function ProductListPage({ loaderData }: Route.ComponentProps) {
  const { index, parent, son, lines, products, count, page } = loaderData;
  const lang = useLang();
  const { t } = useTranslation();
  const copy = usePageCopy(productsCopy).list;
  const parentName = text(parent, 'cate_name', lang);
  const active = son ?? parent;
  const allPath = href(prodListPath({ index, parentId: parent.id }), lang);
  return (
    <>
      <PageHeader
        title={parentName}
        crumbs={[
          { label: t('nav.productCenter'), to: href('/prod_center', lang) },
          son ? { label: parentName, to: allPath } : { label: parentName },
          ...(son ? [{ label: text(son, 'cate_name', lang) }] : []),
        ]}
      />
      <LinkTabs
        label={copy.tabsLabel}
        active={son ? String(son.id) : 'all'}
        tabs={[
          { key: 'all', label: t('common.all'), to: allPath },
          ...lines.map((line) => ({
            key: String(line.id),
            label: text(line, 'cate_name', lang),
            to: href(prodListPath({ index, parentId: parent.id, sonId: line.id }), lang),
          })),
        ]}
      />
      <section className="section">
        <div className="container">
          <header className="products-listhead">
            <div>
              <h2>{text(active, 'cate_name', lang)}</h2>
              <p>{text(active, 'summary', lang)}</p>
            </div>
            <p className="products-listhead__count">{fill(copy.count, { count })}</p>
          </header>
          {products.length ? <ProductGrid products={products} page={page} /> : <Empty>{copy.empty}</Empty>}
          <Pagination
            page={page}
            count={count}
            limit={PAGE_SIZE.products}
            toPage={(n) => href(prodListPath({ index, parentId: parent.id, sonId: son?.id, page: n }), lang)}
          />
        </div>
      </section>
    </>
  );
}
