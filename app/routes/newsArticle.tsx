import contentCss from '../styles/content.css?url';
import { useTranslation } from '../i18n/useTranslation.js';
import { CATE, NEWS_TABS } from '#contract/constants.js';
import { notFound, orNotFound } from '../lib/http.js';
import { CaseFacts, ZoomImage } from '../components/CaseMedia.js';
import { proseText } from '../lib/html.js';
import { intParam } from '../lib/queryParams.js';
import { BackButton } from '../components/BackButton.js';
import { PageHeader } from '../components/PageHeader.js';
import { RichText } from '../components/RichText.js';
import { contentCopy } from '../i18n/pages/content.js';
import { usePageCopy } from '../lib/copy.js';
import { href, text, useLang } from '../lib/lang.js';
import { routeMeta, sharedBy } from '../lib/meta.js';
import { article as articleLd, JsonLd, useLdSite } from '../lib/structuredData.js';
import { itemPicture, pageUrl } from '#contract/urls.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/newsArticle';
import { pageQuery } from '#contract/pageQuery.js';
import { Picture, SIZES } from '../components/Picture.js';
import { entryDate } from '../components/content/ArticleMeta.js';

export const links: Route.LinksFunction = () => [stylesheet(contentCss)];

/** News detail (/nText): title, date, category and content; cases (75, 76) add a picture and facts. */

const CASE_CATEGORIES: readonly number[] = [CATE.productCases, CATE.maintenanceCases];
const FACTS = ['area', 'customer', 'product', 'industry', 'mediainfo', 'working_condition'] as const;
const LATEST = 5;

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery({ id: 'int', activeNameText: 'text', type: 'int' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const id = intParam(search, 'id', 1) ?? 0;
  if (!id) notFound();
  const { items, categories } = context.services.content;
  const [item, times] = await Promise.all([orNotFound(items.detail(id)), items.times([id])]);
  const { case_gl: _related, ...article } = item;
  const newsCategories = await categories.withDescendants(CATE.newsAll);
  const isNews = newsCategories.includes(article.cate_id);
  const isCase = CASE_CATEGORIES.includes(article.cate_id);
  // Beside a news item the latest other news; beside a case, more cases of its kind.
  const group = isNews ? newsCategories : isCase ? [article.cate_id] : null;
  const latest = group
    ? (await items.list({ cateIds: group, page: { page: 1, limit: LATEST + 1 } })).list
        .filter((other) => other.id !== article.id)
        .slice(0, LATEST)
        .map((other) => ({
          id: other.id,
          title: other.title,
          en_title: other.en_title,
          publish_time_txt: other.publish_time_txt,
          full_image: other.full_image,
        }))
    : [];
  return {
    article,
    // Publication and last change as ISO 8601 times, for the structured data.
    times: times.get(id) ?? { published: article.publish_time_txt, modified: article.publish_time_txt },
    isNews,
    isCase,
    latest,
    // The name of the news tab the visitor came from (docs/product.md §2 activeNameText), as the heading.
    from: { name: (search.get('activeNameText') ?? '').trim().slice(0, 60) },
  };
}

const articlePath = (id: number) => `/nText?id=${id}`;

export function meta({ data, matches }: Route.MetaArgs) {
  return routeMeta(
    matches,
    ({ lang }) =>
      data && {
        path: articlePath(data.article.id),
        title: text(data.article, 'title', lang),
        ...sharedBy(data.article, lang, {
          description: text(data.article, 'summary', lang) || proseText(text(data.article, 'content', lang)),
          image: data.article.full_image || undefined,
        }),
      },
  );
}

export default function NewsDetailPage({ loaderData }: Route.ComponentProps) {
  const { article, times, isNews, isCase, latest, from } = loaderData;
  const lang = useLang();
  const copy = usePageCopy(contentCopy);
  const { t } = useTranslation();
  const title = text(article, 'title', lang);
  const category = text(article, 'cate_name', lang);
  const date = entryDate(article);
  const newsTab = (NEWS_TABS as readonly number[]).includes(article.cate_id) ? article.cate_id : undefined;
  const crumbs = isNews
    ? [
        { label: copy.news.title, to: href('/news', lang) },
        { label: category, to: newsTab ? href(`/news?index=${newsTab}`, lang) : undefined },
        { label: title },
      ]
    : isCase
      ? [
          { label: t('nav.productProgram'), to: href('/cpProgram', lang) },
          {
            label: category,
            to: href(`/cpProgram?index=${article.cate_id === CATE.productCases ? 3 : 4}`, lang),
          },
          { label: title },
        ]
      : [{ label: category }, { label: title }];
  const facts = FACTS.map((key) => ({
    label: copy.article[key === 'working_condition' ? 'workingCondition' : key],
    value: text(article, key, lang),
  })).filter((fact) => fact.value);
  const picture = itemPicture(article);
  const ld = useLdSite();

  return (
    <>
      <PageHeader title={isNews ? from.name || category : category} crumbs={crumbs} heading={false} />
      <JsonLd
        data={articleLd(ld, article, {
          news: isNews,
          url: pageUrl(ld.origin, lang, articlePath(article.id)),
          images: picture ? [picture] : [],
          ...times,
        })}
      />
      <div className="section">
        <div className={`container content-article${latest.length ? ' content-article--aside' : ''}`}>
          <article className="content-article__main">
            <header className="content-article__header">
              <h1 className="content-article__title">{title}</h1>
              <p className="content-article__meta">
                <span>
                  <span className="visually-hidden">{copy.article.category}</span>
                  <span className="content-chip">{category}</span>
                </span>
                {date && (
                  <span>
                    {copy.article.published}
                    <time dateTime={date}>{date}</time>
                  </span>
                )}
              </p>
            </header>

            {isCase && (picture || facts.length > 0) && (
              <div className="content-case">
                {picture && <ZoomImage src={picture} alt={title} />}
                <CaseFacts title={copy.article.facts} facts={facts} />
              </div>
            )}

            {!isCase && picture && (
              <figure className="content-article__figure">
                {/* The article's largest paint on a phone: fetched first. */}
                <Picture src={picture} alt={title} width="800" height="600" sizes={SIZES.article} priority />
              </figure>
            )}
            {!isCase && text(article, 'summary', lang) && (
              <p className="content-article__lead">{text(article, 'summary', lang)}</p>
            )}
            {/* The story's own headings are h3: this names the level between them and the h1. */}
            {!isCase && <h2 className="visually-hidden">{copy.article.story}</h2>}
            <RichText html={text(article, 'content', lang)} className="content-article__body" />
            <div className="content-detail__actions">
              <BackButton />
            </div>
          </article>

          {latest.length > 0 && (
            <aside className="content-article__aside" aria-labelledby="latest-news">
              <h2 id="latest-news" className="content-panel__title">
                {isCase ? copy.news.moreCases : copy.news.latest}
              </h2>
              <ul className="content-latest">
                {latest.map((other) => (
                  <li key={other.id}>
                    <a href={href(`/nText?id=${other.id}`, lang)}>
                      <Picture
                        src={other.full_image}
                        alt={text(other, 'title', lang)}
                        width="800"
                        height="600"
                        sizes={SIZES.thumb}
                        loading="lazy"
                      />
                      <span>
                        <span className="content-latest__title">{text(other, 'title', lang)}</span>
                        <time dateTime={other.publish_time_txt}>{other.publish_time_txt}</time>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </aside>
          )}
        </div>
      </div>
    </>
  );
}
