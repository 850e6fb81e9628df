// joinIn/:id: one job, its posting (JobPosting) and its application form.
import { inLanguage } from '#contract/words.js';
import companyCss from '../styles/company.css?url';
import enquiryCss from '../styles/enquiry.css?url';
import { jobPath } from '#contract/jobs.js';
import { pageUrl } from '#contract/urls.js';
import { ApplicationForm } from '../components/company/ApplicationForm.js';
import { FactList } from '../components/FactList.js';
import { PageHeader } from '../components/PageHeader.js';
import { RichText } from '../components/RichText.js';
import { jobCopy } from '../i18n/pages/job.js';
import { proseText } from '../lib/html.js';
import { notFound, orNotFound } from '../lib/http.js';
import { fill, usePageCopy } from '../lib/copy.js';
import { href, text, useLang } from '../lib/lang.js';
import { routeMeta, sharedBy } from '../lib/meta.js';
import { pageQuery } from '#contract/pageQuery.js';
import { jobPosting, JsonLd, useLdSite } from '../lib/structuredData.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/jobPage';

export const links: Route.LinksFunction = () => [stylesheet(companyCss), stylesheet(enquiryCss)];

/** The page reads no query parameter: any is ignored (and not part of its cache key). */
export const pageParams = pageQuery({});

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  if (id < 1) notFound();
  return { job: await orNotFound(context.services.content.jobs.detail(id)) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return routeMeta(matches, ({ lang }) => {
    if (!data) return null;
    const copy = inLanguage(jobCopy, lang);
    const { job } = data;
    return {
      path: jobPath(job.id),
      title: `${text(job, 'name', lang)} | ${copy.careers}`,
      ...sharedBy(job, lang, { description: proseText(text(job, 'content', lang)) || copy.description }),
      // A closed job stays reachable for those who saved it, but is no search result any more.
      robots: job.open ? undefined : 'noindex, follow',
    };
  });
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const { job } = loaderData;
  const lang = useLang();
  const copy = usePageCopy(jobCopy);
  const ld = useLdSite();
  const name = text(job, 'name', lang);
  const employment = copy.employment[job.employment_type as keyof typeof copy.employment] ?? '';
  const facts = [
    { label: copy.facts.place, value: text(job, 'place', lang) },
    { label: copy.facts.peoplenum, value: job.peoplenum > 0 ? String(job.peoplenum) : '' },
    { label: copy.facts.experience, value: text(job, 'experience', lang) },
    { label: copy.facts.educational, value: text(job, 'educational', lang) },
    { label: copy.facts.employment, value: employment },
    { label: copy.facts.validThrough, value: job.valid_through || copy.openUntilFurtherNotice },
  ].filter((fact) => fact.value);
  return (
    <>
      <PageHeader
        title={name}
        crumbs={[
          { label: copy.careers, to: href('/joinIn', lang) },
          { label: copy.positions, to: href('/joinIn', lang) },
          { label: name },
        ]}
      />
      <article className="section job-page">
        <div className="container job-page__grid">
          <div className="job-page__main">
            <FactList facts={facts} className="company-jobs__facts job-page__facts" />
            <RichText html={text(job, 'content', lang)} className="job-page__body" />
          </div>
          <section className="job-page__apply" aria-labelledby="job-apply">
            {job.open ? (
              <>
                <h2 id="job-apply">{copy.apply.title}</h2>
                <p className="job-page__intro">{copy.apply.intro}</p>
                <ApplicationForm jobId={job.id} />
              </>
            ) : (
              <div className="job-page__closed" role="status">
                <h2 id="job-apply">{copy.closedTitle}</h2>
                <p>{fill(copy.closedText, { date: job.valid_through })}</p>
                <a className="btn" href={href('/joinIn', lang)}>
                  {copy.seeOpenPositions}
                </a>
              </div>
            )}
          </section>
        </div>
      </article>
      {/* A closed job is no posting any more (search engines drop it). */}
      {job.open && <JsonLd data={jobPosting(ld, job, pageUrl(ld.origin, lang, jobPath(job.id)))} />}
    </>
  );
}
