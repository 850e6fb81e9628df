// programDetail: one product application, solution, industry or case of the product program.
import programCss from '../styles/program.css?url';
import { CATE } from '#contract/constants.js';
import { itemCard } from '../components/program/cardData.js';
import { intParam } from '../lib/queryParams.js';
import { notFound, orNotFound } from '../lib/http.js';
import { CaseFacts, ZoomImage } from '../components/CaseMedia.js';
import { BackButton } from '../components/BackButton.js';
import { PageHeader } from '../components/PageHeader.js';
import { RichText } from '../components/RichText.js';
import { programCopy } from '../i18n/pages/program.js';
import { usePageCopy } from '../lib/copy.js';
import { href, text, useLang } from '../lib/lang.js';
import { routeMeta, sharedBy } from '../lib/meta.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/programDetail';
import { pageQuery } from '#contract/pageQuery.js';
import { CardPicture } from '../components/Picture.js';
import { enquiryHref } from '../components/enquiry/about.js';
import { ENQUIRY_ITEM_KIND_LABELS } from '#contract/quotation.js';
import { enquiryCopy } from '../i18n/pages/enquiry.js';
import { fill } from '../lib/copy.js';
import { article as articleLd, JsonLd, useLdSite } from '../lib/structuredData.js';
import { pageUrl } from '#contract/urls.js';

export const links: Route.LinksFunction = () => [stylesheet(programCss)];

/** The facts of a case (wire field → label in the copy). */
const FACTS = [
  ['area', 'area'],
  ['customer', 'customer'],
  ['product', 'product'],
  ['industry', 'industry'],
  ['working_condition', 'workingCondition'],
] as const;
const CASE_CATEGORIES: number[] = [CATE.cases, CATE.productCases, CATE.maintenanceCases];

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery({
  id: 'int',
  sonId: 'int',
  from: 'int',
  activeName: 'int',
  activeNameText: 'text',
});

/**
 * Query: id or sonId (the item; sonId wins), activeName (the program tab it was opened from),
 * activeNameText (that tab's or area's name, the heading), from (1 = from an application area:
 * related cases are shown), page (the list page to return to; only the back button uses history).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const id = intParam(query, 'sonId') ?? intParam(query, 'id');
  if (id === undefined || id < 1) notFound();
  const item = await orNotFound(context.services.content.items.detail(id));
  const times = (await context.services.content.items.times([item.id])).get(item.id);
  // A case, solution or application can be asked about: its contact button attaches it.
  const enquiryKind = await context.services.desk.enquiryItems.contentKind(item.cate_id);
  const from = intParam(query, 'from') ?? 0;
  const activeName = intParam(query, 'activeName') ?? 0;
  return {
    item: {
      ...itemCard(item),
      summary: item.summary,
      en_summary: item.en_summary,
      content: item.content,
      en_content: item.en_content,
      ...Object.fromEntries(
        FACTS.flatMap(([f]) => [
          [f, item[f]],
          [`en_${f}`, item[`en_${f}`]],
        ]),
      ),
      download_name: item.download_name,
      en_download_name: item.en_download_name,
      download: item.full_download[0] ?? '',
      meta_description: item.meta_description,
      en_meta_description: item.en_meta_description,
      full_share_image: item.full_share_image,
    },
    isCase: CASE_CATEGORIES.includes(item.cate_id),
    // Publication and last change as ISO 8601 times, for the structured data.
    times: times ?? { published: item.publish_time_txt, modified: item.publish_time_txt },
    enquiryKind,
    related: from === 1 ? item.case_gl.map(itemCard) : [],
    heading: query.get('activeNameText')?.trim().slice(0, 80) ?? '',
    activeName: activeName >= 1 && activeName <= 4 ? activeName : 0,
    from,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return routeMeta(
    matches,
    ({ lang }) =>
      data && {
        path: `/programDetail?id=${data.item.id}`,
        title: text(data.item, 'title', lang),
        ...sharedBy(data.item, lang, {
          description: text(data.item, 'summary', lang),
          image: data.item.full_image || undefined,
        }),
      },
  );
}

export default function ProgramDetailPage({ loaderData }: Route.ComponentProps) {
  const { item, isCase, related, heading, activeName, from, enquiryKind, times } = loaderData;
  const ld = useLdSite();
  const quoteCopy = usePageCopy(enquiryCopy).quote;
  const lang = useLang();
  const copy = usePageCopy(programCopy);
  const title = text(item, 'title', lang);
  const facts = FACTS.map(([field, label]) => ({
    label: copy.detail[label],
    value: text(item, field, lang),
  })).filter((f) => f.value);
  const showPicture = Boolean(item.full_image) && (isCase || facts.length > 0);
  const downloadName = text(item, 'download_name', lang);
  // The trail follows where the visitor came from: an application area or a program tab.
  const crumbs =
    from === 1
      ? [{ label: copy.areas.title, to: href('/yyly', lang) }, ...(heading ? [{ label: heading }] : [])]
      : [
          { label: copy.program.title, to: href('/cpProgram', lang) },
          ...(heading
            ? [{ label: heading, to: activeName ? href(`/cpProgram?index=${activeName}`, lang) : undefined }]
            : []),
        ];
  return (
    <>
      <PageHeader title={heading || title} crumbs={[...crumbs, { label: title }]} />
      <JsonLd
        data={articleLd(ld, item, {
          news: false,
          url: pageUrl(ld.origin, lang, `/programDetail?id=${item.id}`),
          images: item.full_image ? [item.full_image] : [],
          ...times,
        })}
      />
      <article className="section pg-article">
        <div className="container">
          <header className="pg-article__head">
            {heading && <h2 className="pg-article__title">{title}</h2>}
            <p className="pg-article__meta">
              {text(item, 'cate_name', lang) && (
                <span className="pg-card__label">{text(item, 'cate_name', lang)}</span>
              )}
              {item.publish_time_txt && (
                <span>
                  {copy.detail.published}
                  <time dateTime={item.publish_time_txt}>{item.publish_time_txt}</time>
                </span>
              )}
            </p>
            {text(item, 'summary', lang) && <p className="pg-lead">{text(item, 'summary', lang)}</p>}
          </header>

          {(showPicture || facts.length > 0) && (
            <div className={`pg-case${showPicture ? '' : ' pg-case--facts-only'}`}>
              {showPicture && <ZoomImage src={item.full_image} alt={title} />}
              <CaseFacts title={copy.detail.facts} facts={facts} />
            </div>
          )}

          <RichText html={text(item, 'content', lang)} className="pg-article__body" />

          {downloadName && item.download && (
            <section className="pg-download" aria-labelledby="case-download">
              <h2 id="case-download">{copy.detail.downloadTitle}</h2>
              <a href={item.download} download className="pg-download__link">
                <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                  <path d="M6 2h9l5 5v15H6z" fill="none" stroke="currentColor" strokeWidth="1.6" />
                  <path
                    d="M15 2v5h5M12 10v7m-3-3 3 3 3-3"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                  />
                </svg>
                <span>
                  <span className="pg-download__name">{downloadName}</span>
                  <span className="pg-download__action">{copy.detail.download} · PDF</span>
                </span>
              </a>
            </section>
          )}

          {enquiryKind && (
            <aside className="pg-ask" aria-label={quoteCopy.contactAbout}>
              <p>
                {fill(quoteCopy.contactAboutText, {
                  kind: ENQUIRY_ITEM_KIND_LABELS[enquiryKind][lang].toLowerCase(),
                })}
              </p>
              <a className="btn" href={enquiryHref(enquiryKind, item.id, lang)}>
                {quoteCopy.contactAbout}
              </a>
            </aside>
          )}

          <div className="pg-article__back">
            <BackButton />
          </div>
        </div>
      </article>

      {related.length > 0 && (
        <section className="section section--tint" aria-labelledby="related-cases">
          <div className="container pg-related-wrap">
            <h2 id="related-cases" className="section-title">
              {copy.detail.related}
            </h2>
            <div className="pg-related">
              {related.map((r) => {
                const name = text(r, 'title', lang);
                const to = href(
                  `/programDetail?id=${r.id}&activeNameText=${encodeURIComponent(text(r, 'cate_name', lang))}`,
                  lang,
                );
                return (
                  <article key={r.id} className="pg-related__item">
                    <CardPicture
                      src={r.full_image}
                      alt={name}
                      // Two fifths of the related case (all of it on phones).
                      sizes="(max-width: 640px) 100vw, 480px"
                    />
                    <div>
                      <p className="pg-card__label">{text(r, 'cate_name', lang)}</p>
                      <h3>{name}</h3>
                      <p className="card__text">{text(r, 'summary', lang)}</p>
                      <a className="btn" href={to} aria-label={`${copy.detail.viewDetails}: ${name}`}>
                        {copy.detail.viewDetails}
                      </a>
                    </div>
                  </article>
                );
              })}
            </div>
          </div>
        </section>
      )}
    </>
  );
}
