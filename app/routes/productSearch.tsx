import type { InLanguage } from '#contract/words.js';
import { inLanguage } from '#contract/words.js';
import productsCss from '../styles/products.css?url';
import { useTranslation } from '../i18n/useTranslation.js';
import { PAGE_SIZE } from '#contract/constants.js';
import { prodSearchPath } from '../components/products/paths.js';
import { ProductGrid } from '../components/products/ProductCard.js';
import { SearchingNotice } from '../components/SearchStatus.js';
import { ProductSearchForm } from '../components/products/ProductSearchForm.js';
import { PageHeader } from '../components/PageHeader.js';
import { Pagination } from '../components/Pagination.js';
import { productsCopy } from '../i18n/pages/products.js';
import { fill, usePageCopy } from '../lib/copy.js';
import { notFound } from '../lib/http.js';
import { href, useLang } from '../lib/lang.js';
import { routeMeta } from '../lib/meta.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/productSearch';
import { pageExists, pageQuery } from '#contract/pageQuery.js';
import { pageParam } from '../lib/queryParams.js';

export const links: Route.LinksFunction = () => [stylesheet(productsCss)];

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery({ keywords: 'search', page: 'page', from: ['prod_center'] });

/** Product search results: the products matching `keywords` (both languages, model numbers), 12 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const keyword = (query.get('keywords') ?? '').trim().slice(0, 100);
  const page = pageParam(query);
  const from = query.get('from') === 'prod_center' ? 'prod_center' : undefined;
  // As the site search does: a blank keyword lists every product.
  const { list, count } = await context.services.content.products.list({
    keyword: keyword || undefined,
    page: { page, limit: PAGE_SIZE.products },
  });
  if (!pageExists(page, count, PAGE_SIZE.products)) notFound();
  return { keyword, page, from, products: list, count };
}

/** The title of the results: templated with the keyword and the count. */
function resultTitle(
  copy: InLanguage<typeof productsCopy>['search'],
  keyword: string,
  count: number,
): string {
  return keyword ? fill(copy.title, { count, keyword }) : fill(copy.titleAll, { count });
}

export function meta({ data, matches }: Route.MetaArgs) {
  return routeMeta(
    matches,
    ({ lang }) =>
      data && {
        path: prodSearchPath(data.keyword, data.page, data.from),
        title: resultTitle(inLanguage(productsCopy, lang).search, data.keyword, data.count),
        // Result pages are endless variations of one page: crawlers follow them but do not index them.
        robots: 'noindex, follow',
      },
  );
}

export default function ProductSearchPage({ loaderData }: Route.ComponentProps) {
  const { keyword, page, from, products, count } = loaderData;
  const lang = useLang();
  const { t } = useTranslation();
  const copy = usePageCopy(productsCopy).search;
  return (
    <>
      <PageHeader
        title={resultTitle(copy, keyword, count)}
        crumbs={[{ label: t('nav.productCenter'), to: href('/prod_center', lang) }, { label: copy.crumb }]}
      />
      <section className="products-searchband products-searchband--compact" aria-label={copy.refine}>
        <div className="container products-searchband__inner">
          <h2>{copy.refine}</h2>
          <ProductSearchForm key={keyword} defaultValue={keyword} id="products-search-again" />
        </div>
      </section>
      <section className="section products-results">
        <div className="container">
          <SearchingNotice />
          {products.length ? (
            <ProductGrid products={products} />
          ) : (
            <div className="products-empty" role="status">
              <p className="products-empty__title">{t('search.empty')}</p>
              <p>{copy.emptyHint}</p>
              <a className="btn btn--ghost" href={href('/prod_center', lang)}>
                {copy.browse}
              </a>
            </div>
          )}
          <Pagination
            page={page}
            count={count}
            limit={PAGE_SIZE.products}
            toPage={(n) => href(prodSearchPath(keyword, n, from), lang)}
          />
        </div>
      </section>
    </>
  );
}
