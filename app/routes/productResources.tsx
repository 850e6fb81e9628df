import { inLanguage } from '#contract/words.js';
import contentCss from '../styles/content.css?url';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';
import { CATE, PAGE_SIZE } from '#contract/constants.js';
import { FaqList, shownAnswer } from '../components/content/FaqList.js';
import { faqPage, JsonLd, useLdSite } from '../lib/structuredData.js';
import { FaqSearchForm } from '../components/content/FaqSearchForm.js';
import { notFound, orNull } from '../lib/http.js';
import { ManualList } from '../components/content/ManualList.js';
import { intParam, keywordParam, pageParam, query } from '../lib/queryParams.js';
import type { TypeInfo } from '../components/content/types.js';
import { VideoGallery } from '../components/content/VideoGallery.js';
import { Empty } from '../components/Empty.js';
import { LinkTabs } from '../components/LinkTabs.js';
import { PageHeader } from '../components/PageHeader.js';
import { Pagination } from '../components/Pagination.js';
import { contentCopy } from '../i18n/pages/content.js';
import { fill, usePageCopy } from '../lib/copy.js';
import { href, useLang } from '../lib/lang.js';
import { routeMeta } from '../lib/meta.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/productResources';
import { pageExists, pageQuery } from '#contract/pageQuery.js';

export const links: Route.LinksFunction = () => [stylesheet(contentCss)];

/** Product resources (/cpzy): overview (0), PDF manuals (1), videos (2) and the FAQ (3). */

const TAB_KEYS = ['overview', 'manuals', 'videos', 'faq'] as const;

/** A list that cannot be read (its category switched off) shows as empty (docs/product.md §8). */
const EMPTY_PAGE = { list: [], count: 0 };

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery({ index: 'int', page: 'page', keyword: 'search', tag: 'int' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const index = intParam(search, 'index', 0, 3) ?? 0;
  const page = pageParam(search);
  const keyword = keywordParam(search.get('keyword'));
  const tag = intParam(search, 'tag', 0) ?? 0;
  const { categories, faq } = context.services.content;
  const overview = index === 0;
  const pageOf = (limit: number) => (overview ? { page: 1, limit: PAGE_SIZE.overview } : { page, limit });

  const [manuals, videos, questions] = await Promise.all([
    overview || index === 1
      ? orNull(categories.itemsWithTags(CATE.manuals, 0, pageOf(PAGE_SIZE.manuals))).then(
          (r) => r ?? EMPTY_PAGE,
        )
      : null,
    overview || index === 2
      ? orNull(categories.itemsWithTags(CATE.videos, 0, pageOf(PAGE_SIZE.videos))).then(
          (r) => r ?? EMPTY_PAGE,
        )
      : null,
    overview || index === 3
      ? faq.questions({
          keyword: overview ? '' : keyword,
          tag: overview ? 0 : tag,
          page: pageOf(PAGE_SIZE.faq),
        })
      : null,
  ]);
  const shown = [manuals, videos, questions].find((list) => list !== null);
  const limit = [PAGE_SIZE.manuals, PAGE_SIZE.videos, PAGE_SIZE.faq][index - 1];
  if (!overview && shown && limit && !pageExists(page, shown.count, limit)) notFound();
  return {
    index,
    page,
    keyword,
    tag,
    manuals,
    videos,
    // title_list (100 titles for suggestions) is not used by this screen.
    faq: questions && {
      list: questions.list,
      count: questions.count,
      type_info: questions.type_info as TypeInfo[],
    },
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return routeMeta(matches, ({ lang }) => {
    if (!data) return null;
    const copy = inLanguage(contentCopy, lang).resources;
    const tab = TAB_KEYS[data.index] ?? 'overview';
    return {
      path: `/cpzy${query({
        index: data.index || undefined,
        tag: data.tag || undefined,
        keyword: data.keyword,
        page: data.page > 1 ? data.page : undefined,
      })}`,
      title: tab === 'overview' ? copy.title : `${copy.tabs[tab]} | ${copy.title}`,
      description: tab === 'overview' ? copy.description : copy.intro[tab],
    };
  });
}

export default function ProductResourcesPage({ loaderData }: Route.ComponentProps) {
  const { index, page, keyword, tag, manuals, videos, faq } = loaderData;
  const lang = useLang();
  const copy = usePageCopy(contentCopy);
  const ld = useLdSite();
  const tabKey = TAB_KEYS[index] ?? 'overview';
  const tabHref = (i: number, extra: Record<string, string | number | undefined> = {}) =>
    href(`/cpzy${query({ index: i, ...extra })}`, lang);
  const tabs = TAB_KEYS.map((key, i) => ({ key, label: copy.resources.tabs[key], to: tabHref(i) }));

  return (
    <>
      <PageHeader
        title={tabKey === 'overview' ? copy.resources.title : copy.resources.tabs[tabKey]}
        crumbs={[
          { label: copy.resources.title, to: href('/cpzy', lang) },
          { label: copy.resources.tabs[tabKey] },
        ]}
      />
      <LinkTabs tabs={tabs} active={tabKey} label={copy.resources.tabsLabel} />

      {index === 0 && manuals && videos && faq && (
        <>
          <OverviewSection kind="manuals" to={tabHref(1)}>
            {manuals.list.length ? <ManualList manuals={manuals.list} /> : <Empty />}
          </OverviewSection>
          <OverviewSection kind="videos" tint to={tabHref(2)}>
            {videos.list.length ? <VideoGallery videos={videos.list} /> : <Empty />}
          </OverviewSection>
          <OverviewSection kind="faq" to={tabHref(3)}>
            {faq.list.length ? <FaqList questions={faq.list} /> : <Empty />}
          </OverviewSection>
        </>
      )}

      {index === 1 && manuals && (
        <ResourceTab kind="manuals" total={manuals.count} page={page} toPage={(n) => tabHref(1, { page: n })}>
          {manuals.list.length ? <ManualList manuals={manuals.list} /> : <Empty />}
        </ResourceTab>
      )}

      {index === 2 && videos && (
        <ResourceTab kind="videos" total={videos.count} page={page} toPage={(n) => tabHref(2, { page: n })}>
          {videos.list.length ? <VideoGallery videos={videos.list} /> : <Empty />}
        </ResourceTab>
      )}

      {index === 3 && faq && (
        <section className="section">
          <div className="container">
            <div className="content-faq-tools">
              <nav className="chips content-tags" aria-label={copy.faq.tagsLabel}>
                <ul>
                  {faq.type_info.map((info) => (
                    <li key={info.id}>
                      <a
                        href={tabHref(3, { tag: info.id || undefined, keyword })}
                        aria-current={info.id === tag ? 'page' : undefined}
                      >
                        {lang === 'en' ? info.en_name || info.name : info.name || info.en_name}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              <FaqSearchForm keyword={keyword} tag={tag} id="faq-search" />
            </div>
            <p className="content-result-count" role="status">
              {keyword
                ? fill(copy.faq.countFor, { count: faq.count, keyword })
                : fill(copy.faq.count, { count: faq.count })}
              {keyword && (
                <>
                  {' '}
                  <a href={tabHref(3, { tag: tag || undefined })}>{copy.faq.clear}</a>
                </>
              )}
            </p>
            {faq.list.length ? (
              <>
                {/* The questions this page shows, each answer as shown. */}
                <JsonLd data={faqPage(ld, faq.list, (question) => shownAnswer(question, lang))} />
                <FaqList questions={faq.list} keyword={keyword} page={page} tag={tag} />
              </>
            ) : (
              <p className="content-warning" role="status">
                {copy.faq.empty}
              </p>
            )}
            <Pagination
              page={page}
              count={faq.count}
              limit={PAGE_SIZE.faq}
              toPage={(n) => tabHref(3, { tag: tag || undefined, keyword, page: n })}
            />
          </div>
        </section>
      )}
    </>
  );
}

/** The copy of each overview block's MORE button. */
const MORE = { manuals: 'moreManuals', videos: 'moreVideos', faq: 'moreFaq' } as const;

/** One block of the overview: heading, intro, the first items and a MORE button to the tab. */
function OverviewSection({
  kind,
  to,
  tint = false,
  children,
}: {
  kind: 'manuals' | 'videos' | 'faq';
  to: string;
  tint?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const copy = usePageCopy(contentCopy).resources;
  const more = copy[MORE[kind]];
  return (
    <section className={`section content-overview${tint ? ' section--tint' : ''}`}>
      <div className="container">
        <div className="section-head content-overview__head">
          <div>
            <h2>{copy.tabs[kind]}</h2>
            <p>{copy.intro[kind]}</p>
          </div>
          <a
            className="btn btn--ghost content-overview__more"
            href={to}
            aria-label={`${t('common.more')}: ${more}`}
          >
            {t('common.more')} <span aria-hidden="true">→</span>
          </a>
        </div>
        {children}
      </div>
    </section>
  );
}

/** The manuals or videos tab: its introduction and count, a page of the list (children), the pagination. */
function ResourceTab({
  kind,
  total,
  page,
  toPage,
  children,
}: {
  kind: 'manuals' | 'videos';
  total: number;
  page: number;
  toPage: (page: number) => string;
  children: ReactNode;
}) {
  const copy = usePageCopy(contentCopy).resources;
  return (
    <section className="section">
      <div className="container">
        <div className="content-tab-intro">
          <p>{copy.intro[kind]}</p>
          <p className="content-result-count">
            {fill(kind === 'manuals' ? copy.count : copy.videoCount, { count: total })}
          </p>
        </div>
        {children}
        <Pagination page={page} count={total} limit={PAGE_SIZE[kind]} toPage={toPage} />
      </div>
    </section>
  );
}
