import { inLanguage } from '#contract/words.js';
import contentCss from '../styles/content.css?url';
import { CATE } from '#contract/constants.js';
import { FaqList } from '../components/content/FaqList.js';
import { FaqSearchForm } from '../components/content/FaqSearchForm.js';
import { notFound, orNotFound } from '../lib/http.js';
import { HelpfulFeedback } from '../components/content/HelpfulFeedback.js';
import { postFeedback } from '../components/content/feedbackPost.server.js';
import { parseLang } from '#contract/lang.js';
import { proseText } from '../lib/html.js';
import { intParam, keywordParam, pageParam, query } from '../lib/queryParams.js';
import { BackButton } from '../components/BackButton.js';
import { PageHeader } from '../components/PageHeader.js';
import { RichText } from '../components/RichText.js';
import { contentCopy } from '../i18n/pages/content.js';
import { usePageCopy } from '../lib/copy.js';
import { href, text, useLang } from '../lib/lang.js';
import { routeMeta, sharedBy } from '../lib/meta.js';
import { faqPage, JsonLd, useLdSite } from '../lib/structuredData.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/faqDetail';
import { pageQuery } from '#contract/pageQuery.js';
import { entryDate } from '../components/content/ArticleMeta.js';

/** "Was this answer helpful?" posted before the page's script ran (or without script). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const id = intParam(new URL(request.url).searchParams, 'id', 1) ?? 0;
  if (!id) notFound();
  return postFeedback(request, context, parseLang(params.lang) ?? 'en', id);
}

export const links: Route.LinksFunction = () => [stylesheet(contentCss)];

/** FAQ detail (/detail): one question and its answer, with the "was this helpful?" widget. */

/** Other questions of the same category shown under the answer. */
const RELATED = 5;

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery({ id: 'int', activeCate: 'int', page: 'page', keyword: 'search' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const id = intParam(search, 'id', 1) ?? 0;
  if (!id) notFound();
  const { items, categories, faq } = context.services.content;
  const question = await orNotFound(items.detail(id));
  const faqCategories = await categories.withDescendants(CATE.faq);
  if (!faqCategories.includes(question.cate_id)) notFound();
  const [tags, sameTag] = await Promise.all([
    items.typeInfo(CATE.faq),
    question.type_id
      ? faq.questions({ keyword: '', tag: question.type_id, page: { page: 1, limit: RELATED + 1 } })
      : null,
  ]);
  // The list the visitor came from, to return to it (docs/product.md §2: index, page, keyword, activeCate).
  const activeCate = intParam(search, 'activeCate', 0) ?? 0;
  const { case_gl: _related, ...rest } = question;
  return {
    question: rest,
    related: (sameTag?.list ?? [])
      .filter((other) => other.id !== question.id)
      .slice(0, RELATED)
      .map((other) => ({ id: other.id, title: other.title, en_title: other.en_title })),
    tag: tags.find((tag) => tag.id !== 0 && tag.id === question.type_id) ?? null,
    from: {
      page: pageParam(search),
      keyword: keywordParam(search.get('keyword')),
      tag: activeCate,
    },
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return routeMeta(
    matches,
    ({ lang }) =>
      data && {
        path: `/detail?index=3&id=${data.question.id}`,
        title: `${text(data.question, 'title', lang)} | ${inLanguage(contentCopy, lang).detail.title}`,
        ...sharedBy(data.question, lang, { description: proseText(text(data.question, 'content', lang)) }),
      },
  );
}

export default function FaqDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { question, tag, from, related } = loaderData;
  const lang = useLang();
  const copy = usePageCopy(contentCopy);
  const title = text(question, 'title', lang);
  const listHref = href(
    `/cpzy${query({ index: 3, tag: from.tag || undefined, keyword: from.keyword, page: from.page > 1 ? from.page : undefined })}`,
    lang,
  );
  const date = entryDate(question);
  const ld = useLdSite();

  return (
    <>
      <PageHeader
        title={copy.detail.title}
        crumbs={[
          { label: copy.resources.title, to: href('/cpzy', lang) },
          { label: copy.resources.tabs.faq, to: listHref },
          { label: title },
        ]}
      />
      <div className="section">
        <div className="container content-detail">
          <article className="content-detail__main">
            <p className="content-detail__meta">
              {tag && (
                <span className="content-chip">{lang === 'en' ? tag.en_name || tag.name : tag.name}</span>
              )}
              {date && <time dateTime={date}>{date}</time>}
            </p>
            <div className="content-qa">
              <span className="content-qa__badge" aria-hidden="true">
                {copy.faq.question}
              </span>
              <h2 className="content-qa__question">{title}</h2>
            </div>
            <div className="content-qa content-qa--answer">
              <span className="content-qa__badge content-qa__badge--answer" aria-hidden="true">
                {copy.faq.answer}
              </span>
              <RichText html={text(question, 'content', lang)} className="content-qa__answer" />
            </div>
            <JsonLd data={faqPage(ld, question)} />
            <HelpfulFeedback questionId={question.id} posted={actionData?.feedback ?? null} />
            <div className="content-detail__actions">
              <BackButton />
              <a className="btn" href={href('/callMe', lang)}>
                {copy.detail.contactButton}
              </a>
            </div>
            {related.length > 0 && (
              <section className="content-related" aria-labelledby="related-questions">
                <h2 id="related-questions" className="content-panel__title">
                  {copy.detail.related}
                </h2>
                <FaqList questions={related} tag={from.tag} keyword={from.keyword} page={from.page} />
              </section>
            )}
          </article>
          <aside className="content-detail__aside">
            <div className="content-panel">
              <h2 className="content-panel__title">{copy.detail.searchTitle}</h2>
              <FaqSearchForm keyword={from.keyword} id="faq-detail-search" />
              <a className="content-panel__link" href={listHref}>
                ← {copy.detail.backToList}
              </a>
            </div>
            <div className="content-panel content-panel--dark">
              <h2 className="content-panel__title">{copy.detail.contactTitle}</h2>
              <p>{copy.detail.contactText}</p>
              <a className="btn btn--light" href={href('/callMe', lang)}>
                {copy.detail.contactButton}
              </a>
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
