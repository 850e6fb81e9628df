import { inLanguage } from '#contract/words.js';
import contentCss from '../styles/content.css?url';
import { redirect } from 'react-router';
import { useTranslation } from '../i18n/useTranslation.js';
import { CATE, NEWS_TABS, PAGE_SIZE } from '#contract/constants.js';
import { Highlight } from '../components/content/Highlight.js';
import { keywordParam, pageParam, query } from '../lib/queryParams.js';
import type { ItemWire } from '../components/content/types.js';
import { ArticleMeta } from '../components/content/ArticleMeta.js';
import { KeywordField, searchUrl } from '../components/SearchBox.js';
import { SearchingNotice, SearchMemory } from '../components/SearchStatus.js';
import { LinkTabs } from '../components/LinkTabs.js';
import { MediaLink } from '../components/MediaLink.js';
import { PageHeader } from '../components/PageHeader.js';
import { Pagination } from '../components/Pagination.js';
import { contentCopy } from '../i18n/pages/content.js';
import { fill, usePageCopy } from '../lib/copy.js';
import { notFound } from '../lib/http.js';
import { href, text, useLang } from '../lib/lang.js';
import { routeMeta } from '../lib/meta.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/search';
import { pageExists, pageQuery } from '#contract/pageQuery.js';
import { CardPicture, SIZES } from '../components/Picture.js';

export const links: Route.LinksFunction = () => [stylesheet(contentCss)];

/** Site search (/search/article, /search/product): results for the keyword of the query. */

const ARTICLE_LIMIT = 10;
const TYPES = ['article', 'product'] as const;
type SearchType = (typeof TYPES)[number];

/**
 * The query parameters this page reads; any other is ignored (and not part of its cache key).
 * `type` comes from the header's search box sent before its script ran: where to look.
 */
export const pageParams = pageQuery({ keyword: 'search', page: 'page', type: TYPES });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const keyword = keywordParam(search.get('keyword'));
  const chosen = search.get('type');
  if (chosen === 'article' || chosen === 'product') {
    const lang = params.lang === 'zh' ? 'zh' : 'en';
    throw redirect(searchUrl(chosen, keyword, lang));
  }
  const type = (params.type ?? 'article') as SearchType;
  if (!TYPES.includes(type)) notFound();
  const page = pageParam(search);
  const limit = type === 'product' ? PAGE_SIZE.products : ARTICLE_LIMIT;
  // Without a keyword there is nothing to look for (the page asks for one).
  if (!keyword) return { type, keyword, page, limit, count: 0, articles: [], products: [] };
  const result = await context.services.content.search(type, keyword, { page, limit });
  const articles = type === 'article' ? (result.list as ItemWire[]) : [];
  const products =
    type === 'product'
      ? result.list.map((p) => ({
          id: p.id,
          cate_id: p.cate_id,
          no: 'no' in p ? p.no : '',
          full_image: p.full_image,
          title: p.title,
          en_title: p.en_title,
          summary: p.summary,
          en_summary: p.en_summary,
        }))
      : [];
  if (!pageExists(page, result.count, limit)) notFound();
  return { type, keyword, page, limit, count: result.count, articles, products };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return routeMeta(matches, ({ lang }) => {
    if (!data) return null;
    const title = inLanguage(contentCopy, lang).search.title;
    return {
      path: `/search/${data.type}${query({ keyword: data.keyword, page: data.page > 1 ? data.page : undefined })}`,
      title: data.keyword ? `${data.keyword} | ${title}` : title,
      // Result pages change with the content: not for search engines' indexes.
      robots: 'noindex, follow',
    };
  });
}

/** Where an article result leads, by its category (FAQ, news, resources, else the program detail). */
function articleHref(item: Pick<ItemWire, 'id' | 'cate_id'>): string {
  if (item.cate_id === CATE.faq) return `/detail?index=3&id=${item.id}`;
  if ((NEWS_TABS as readonly number[]).includes(item.cate_id)) return `/nText?id=${item.id}`;
  if (item.cate_id === CATE.manuals) return '/cpzy?index=1';
  if (item.cate_id === CATE.videos) return '/cpzy?index=2';
  return `/programDetail?id=${item.id}`;
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { type, keyword, page, limit, count, articles, products } = loaderData;
  const lang = useLang();
  const copy = usePageCopy(contentCopy).search;
  const { t } = useTranslation();
  const pageHref = (kind: SearchType, p?: number) =>
    href(`/search/${kind}${query({ keyword, page: p && p > 1 ? p : undefined })}`, lang);

  return (
    <>
      <PageHeader title={copy.title} crumbs={[{ label: copy.title }]} />
      <LinkTabs
        tabs={TYPES.map((kind) => ({ key: kind, label: copy[kind], to: pageHref(kind) }))}
        active={type}
        label={copy.tabsLabel}
      />
      <section className="section">
        <div className="container content-search-page">
          <SearchMemory keyword={keyword} type={type} />
          <form
            method="get"
            action={href(`/search/${type}`, lang)}
            className="content-search content-search--wide"
            role="search"
          >
            <KeywordField
              id="site-search-page"
              name="keyword"
              label={copy.inputLabel}
              placeholder={copy.placeholder}
              defaultValue={keyword}
            />
            <button type="submit" className="btn">
              {copy.button}
            </button>
          </form>

          <div className="content-search-page__status" role="status" aria-live="polite">
            {keyword ? (
              <h2 className="content-search-page__title">{t('search.resultTitle', { count, keyword })}</h2>
            ) : (
              <p className="content-search-page__prompt">{copy.prompt}</p>
            )}
          </div>

          <SearchingNotice />
          <div className="content-search-page__results">
            {keyword && count === 0 && <p className="content-warning">{t('search.empty')}</p>}

            {articles.length > 0 && (
              <ul className="content-results">
                {articles.map((item) => {
                  const title = text(item, 'title', lang);
                  return (
                    <li key={item.id} className="content-result">
                      {item.full_image && (
                        <MediaLink to={href(articleHref(item), lang)} className="content-result__media">
                          <CardPicture src={item.full_image} alt={title} sizes={SIZES.thumb} />
                        </MediaLink>
                      )}
                      <div className="content-result__body">
                        <ArticleMeta article={item} className="content-result__meta" />
                        <h3 className="content-result__title">
                          <a href={href(articleHref(item), lang)}>
                            <Highlight text={title} keyword={keyword} />
                          </a>
                        </h3>
                        {text(item, 'summary', lang) && (
                          <p className="content-result__text">
                            <Highlight text={text(item, 'summary', lang)} keyword={keyword} />
                          </p>
                        )}
                        {item.cate_id === CATE.manuals && item.files && (
                          <a className="content-result__download" href={item.files} download>
                            {t('common.download')} (PDF)
                          </a>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}

            {products.length > 0 && (
              <ul className="card-grid content-products">
                {products.map((product) => {
                  const title = text(product, 'title', lang);
                  const to = href(`/prod_details?id=${product.cate_id}&sonId=${product.id}`, lang);
                  return (
                    <li key={product.id} className="card">
                      <MediaLink to={to} className="card__media content-products__media">
                        <CardPicture src={product.full_image} alt={title} sizes={SIZES.third} whole />
                      </MediaLink>
                      <div className="card__body">
                        {product.no && <p className="card__meta">{fill(copy.model, { no: product.no })}</p>}
                        <h3 className="card__title">
                          <a href={to}>
                            <Highlight text={title} keyword={keyword} />
                          </a>
                        </h3>
                        <p className="card__text">{text(product, 'summary', lang)}</p>
                        <a href={to} className="card__more" aria-label={`${t('common.more')}: ${title}`}>
                          {t('common.more')} <span aria-hidden="true">→</span>
                        </a>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>

          {keyword && (
            <Pagination page={page} count={count} limit={limit} toPage={(n) => pageHref(type, n)} />
          )}
        </div>
      </section>
    </>
  );
}
