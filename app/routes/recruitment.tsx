import { inLanguage } from '#contract/words.js';
import companyCss from '../styles/company.css?url';
import { CATE, PAGE_SIZE } from '#contract/constants.js';
import { JobTable } from '../components/company/JobTable.js';
import { pick, tabIndex } from '../components/company/load.server.js';
import { notFound, orNull } from '../lib/http.js';
import { AsidePicture, PageArticle } from '../components/company/PageArticle.js';
import { HeadedSection, SectionHeading } from '../components/company/SectionHeading.js';
import { SectionBand } from '../components/Section.js';
import { Empty } from '../components/Empty.js';
import { LinkTabs } from '../components/LinkTabs.js';
import { PageHeader } from '../components/PageHeader.js';
import { companyCopy } from '../i18n/pages/company.js';
import { fill, usePageCopy } from '../lib/copy.js';
import { href, text, useLang } from '../lib/lang.js';
import { routeMeta } from '../lib/meta.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/recruitment';
import { pageQuery } from '#contract/pageQuery.js';

export const links: Route.LinksFunction = () => [stylesheet(companyCss)];

/** Recruitment (docs/product.md §2 /joinIn): 1 open positions, 2 campus internship, 3 working hours, 4 how to apply. */
const TAB_KEYS = ['recruitment', 'internship', 'hours', 'problems'] as const;
const TAB_INDEXES = [1, 2, 3, 4];
const HR_EMAIL = 'hr@mapleriver-controls.example';

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery({ index: 'int' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const index = tabIndex(request, TAB_INDEXES, 1);
  if (index === null) notFound();
  const { jobs, categories } = context.services.content;
  if (index === 1) {
    const { list } = await jobs.list({ page: 1, limit: PAGE_SIZE.jobs });
    return { index, jobs: list, internship: null };
  }
  if (index === 2) {
    const category = await orNull(categories.detail(CATE.pageInternship, {}));
    if (!category) notFound();
    const withContent = category as typeof category & { content?: string; en_content?: string };
    return {
      index,
      jobs: [],
      internship: {
        ...pick(category, ['title', 'en_title', 'summary', 'en_summary', 'full_image']),
        content: withContent.content ?? '',
        en_content: withContent.en_content ?? '',
      },
    };
  }
  return { index, jobs: [], internship: null };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return routeMeta(matches, ({ lang }) => {
    if (!data) return null;
    const copy = inLanguage(companyCopy, lang).joinIn;
    const tab = copy.tabs[TAB_KEYS[data.index - 1] ?? 'recruitment'];
    return {
      path: data.index === 1 ? '/joinIn' : `/joinIn?index=${data.index}`,
      title: `${tab} | ${copy.title}`,
      description: text(data.internship, 'summary', lang) || copy.description,
    };
  });
}

export default function JoinIn({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const copy = usePageCopy(companyCopy).joinIn;
  const { index } = loaderData;
  const key = TAB_KEYS[index - 1] ?? 'recruitment';
  const tabs = TAB_KEYS.map((tab, i) => ({
    key: tab,
    label: copy.tabs[tab],
    to: href(i === 0 ? '/joinIn' : `/joinIn?index=${i + 1}`, lang),
  }));
  return (
    <div className="company-join">
      <PageHeader
        title={copy.tabs[key]}
        crumbs={[{ label: copy.title, to: href('/joinIn', lang) }, { label: copy.tabs[key] }]}
      />
      <LinkTabs tabs={tabs} active={key} label={copy.tabsLabel} />
      {index === 1 && <Positions jobs={loaderData.jobs} />}
      {index === 2 && <Internship data={loaderData.internship} />}
      {index === 3 && <WorkingHours />}
      {index === 4 && <HowToApply />}
    </div>
  );
}

type Data = Route.ComponentProps['loaderData'];

function MailLink() {
  return <a href={`mailto:${HR_EMAIL}`}>{HR_EMAIL}</a>;
}

/** "{{email}}" in a sentence of copy, as a mail link. */
function WithEmail({ template }: { template: string }) {
  const [before, after] = template.split('{{email}}');
  return (
    <>
      {before}
      {after !== undefined && (
        <>
          <MailLink />
          {after}
        </>
      )}
    </>
  );
}

/** Tab 1: the table of open positions. */
function Positions({ jobs }: { jobs: Data['jobs'] }) {
  const copy = usePageCopy(companyCopy).joinIn;
  return (
    <HeadedSection id="join-positions" title={copy.tabs.recruitment} text={copy.intro}>
      {jobs.length ? <JobTable jobs={jobs} /> : <Empty>{copy.noJobs}</Empty>}
      <p className="company-join__hint">
        <WithEmail template={copy.applyHint} />
      </p>
    </HeadedSection>
  );
}

/** Tab 2: the campus internship page (category 65). */
function Internship({ data }: { data: Data['internship'] }) {
  if (!data) return null;
  return (
    <PageArticle page={data}>
      {data.full_image && (
        <aside className="company-article__aside">
          <AsidePicture page={data} lazy={false} />
        </aside>
      )}
    </PageArticle>
  );
}

/** Tab 3: office hours and how an application is processed (about 4 weeks). */
function WorkingHours() {
  const copy = usePageCopy(companyCopy).joinIn;
  return (
    <>
      <SectionBand labelledBy="join-hours">
        <div className="company-hours">
          <svg className="company-hours__icon" viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
            <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="3" />
            <path d="M24 12v13l8 5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
          <div>
            <h2 id="join-hours">{copy.hoursTitle}</h2>
            <p className="company-hours__value">{copy.hoursValue}</p>
            <p className="company-hours__note">{copy.hoursNote}</p>
          </div>
        </div>
      </SectionBand>
      <HeadedSection id="join-process" tint title={copy.processTitle} text={copy.processIntro}>
        <ol className="company-steps">
          {copy.steps.map((step, i) => (
            <li key={step.title} className="company-steps__item">
              <span className="company-steps__number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </HeadedSection>
    </>
  );
}

/** Tab 4: how to apply, as questions and answers. */
function HowToApply() {
  const copy = usePageCopy(companyCopy).joinIn;
  return (
    <section className="section" aria-labelledby="join-faq">
      <div className="container company-faq">
        <div className="company-faq__main">
          <SectionHeading id="join-faq" title={copy.faqTitle} align="start" />
          <p className="company-lead">
            <WithEmail template={copy.faqIntro} />
          </p>
          <div className="company-faq__list">
            {copy.faq.map((entry, i) => (
              <details key={entry.q} className="company-faq__item" open={i === 0}>
                <summary>{entry.q}</summary>
                <p>
                  <WithEmail template={entry.a} />
                </p>
              </details>
            ))}
          </div>
        </div>
        <aside className="company-faq__aside">
          <h2 className="company-faq__aside-title">{copy.asideTitle}</h2>
          <p>{copy.asideText}</p>
          <a className="btn" href={`mailto:${HR_EMAIL}`}>
            {copy.asideButton}
          </a>
          <p className="company-faq__email">
            <MailLink />
          </p>
          <p className="company-faq__hours">{fill(copy.hoursLine, { hours: copy.hoursValue })}</p>
        </aside>
      </div>
    </section>
  );
}
