import { inLanguage } from '#contract/words.js';
import contentCss from '../styles/content.css?url';
import { useTranslation } from '../i18n/useTranslation.js';
import { CATE, NEWS_TABS, PAGE_SIZE } from '#contract/constants.js';
import { notFound, orNotFound, orNull } from '../lib/http.js';
import { intParam, pageParam, query } from '../lib/queryParams.js';
import { Empty } from '../components/Empty.js';
import { LinkTabs } from '../components/LinkTabs.js';
import { MediaLink } from '../components/MediaLink.js';
import { PageHeader } from '../components/PageHeader.js';
import { Pagination } from '../components/Pagination.js';
import { contentCopy } from '../i18n/pages/content.js';
import { fill, usePageCopy } from '../lib/copy.js';
import { href, text, useLang } from '../lib/lang.js';
import { routeMeta } from '../lib/meta.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/news';
import { pageExists, pageQuery } from '#contract/pageQuery.js';
import { CardPicture, SIZES } from '../components/Picture.js';
import { ArticleMeta } from '../components/content/ArticleMeta.js';

export const links: Route.LinksFunction = () => [stylesheet(contentCss)];

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery({ index: 'int', page: 'page' });

/** News (/news): tabs of the news categories (9 all, 10–13), a masonry grid of 15 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const asked = intParam(search, 'index', 1) ?? CATE.newsAll;
  const index = (NEWS_TABS as readonly number[]).includes(asked) ? asked : CATE.newsAll;
  const page = pageParam(search);
  const { categories } = context.services.content;
  // Tabs of categories switched off by the staff are left out.
  const tabs = (await Promise.all(NEWS_TABS.map((id) => orNull(categories.get(id)))))
    .filter((row) => row !== null)
    .map((row) => ({ id: row.id, cate_name: row.cate_name, en_cate_name: row.en_cate_name }));
  if (!tabs.some((tab) => tab.id === index)) notFound();
  const { list, count } = await orNotFound(
    categories.itemsWithTags(index, 0, { page, limit: PAGE_SIZE.news }),
  );
  if (!pageExists(page, count, PAGE_SIZE.news)) notFound();
  return { index, page, tabs, list, count };
}

/** The label of a news tab: "all" for 9, otherwise the category's name. */
function tabName(tab: { id: number; cate_name: string; en_cate_name: string }, lang: 'en' | 'zh') {
  return tab.id === CATE.newsAll ? inLanguage(contentCopy, lang).news.all : text(tab, 'cate_name', lang);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return routeMeta(matches, ({ lang }) => {
    if (!data) return null;
    const copy = inLanguage(contentCopy, lang).news;
    const tab = data.tabs.find((t) => t.id === data.index);
    return {
      path: `/news${query({
        index: data.index === CATE.newsAll ? undefined : data.index,
        page: data.page > 1 ? data.page : undefined,
      })}`,
      title: tab && data.index !== CATE.newsAll ? `${tabName(tab, lang)} | ${copy.title}` : copy.title,
      description: copy.description,
    };
  });
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { index, page, tabs, list, count } = loaderData;
  const lang = useLang();
  const copy = usePageCopy(contentCopy).news;
  const { t } = useTranslation();
  const active = tabs.find((tab) => tab.id === index);
  const activeName = active ? tabName(active, lang) : copy.all;
  const listHref = (id: number, p?: number) =>
    href(`/news${query({ index: id, page: p && p > 1 ? p : undefined })}`, lang);

  return (
    <>
      <PageHeader
        title={copy.title}
        crumbs={[{ label: copy.title, to: href('/news', lang) }, { label: activeName }]}
      />
      <LinkTabs
        tabs={tabs.map((tab) => ({ key: String(tab.id), label: tabName(tab, lang), to: listHref(tab.id) }))}
        active={String(index)}
        label={copy.tabsLabel}
      />
      <section className="section section--tint">
        <div className="container">
          {list.length === 0 ? (
            <Empty />
          ) : (
            <ul className="content-masonry">
              {list.map((item, i) => {
                const title = text(item, 'title', lang);
                const summary = text(item, 'summary', lang);
                const to = href(`/nText${query({ id: item.id, activeNameText: activeName, page })}`, lang);
                return (
                  <li key={item.id} className="content-news-card">
                    {item.full_image && (
                      <MediaLink to={to} className="content-news-card__media">
                        <CardPicture
                          src={item.full_image}
                          alt={title}
                          sizes={SIZES.third}
                          lazy={i >= 3}
                          whole
                        />
                      </MediaLink>
                    )}
                    <div className="content-news-card__body">
                      <ArticleMeta article={item} className="content-news-card__meta" />
                      <h2 className="content-news-card__title">
                        <a href={to}>{title}</a>
                      </h2>
                      {summary && <p className="content-news-card__text">{summary}</p>}
                      <a href={to} className="card__more" aria-label={fill(copy.readMore, { title })}>
                        {t('common.more')} <span aria-hidden="true">→</span>
                      </a>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          <Pagination page={page} count={count} limit={PAGE_SIZE.news} toPage={(n) => listHref(index, n)} />
        </div>
      </section>
    </>
  );
}
