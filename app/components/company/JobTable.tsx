import { useState } from 'react';
import type { Lang } from '#contract/messages.js';
import type { JobPosting } from '#contract/content.js';
import { useTranslation } from '../../i18n/useTranslation.js';
import { fill, usePageCopy } from '../../lib/copy.js';
import { href, text, useLang } from '../../lib/lang.js';
import { jobPath } from '#contract/jobs.js';
import { companyCopy } from '../../i18n/pages/company.js';
import { RichText } from '../RichText.js';
import { ScrollTable } from '../ScrollTable.js';
import { requirementsSummary } from './content.js';
import { Modal } from '../Modal.js';
import { island } from '../../islands/island.js';

/** The facts of a position: columns of the table, and the list atop its details. */
const FACTS = ['place', 'peoplenum', 'experience', 'educational'] as const;

function fact(job: JobPosting, field: (typeof FACTS)[number], lang: Lang) {
  return field === 'peoplenum' ? job.peoplenum : text(job, field, lang);
}

/**
 * Open positions (docs/product.md §2 /joinIn): a table, each row's "Details" opening the full
 * description; the name and the dialog's "Apply" lead to the job's own page (its application form).
 */
export function JobTable({ jobs }: { jobs: JobPosting[] }) {
  const lang = useLang();
  const copy = usePageCopy(companyCopy).joinIn;
  const columns = copy.columns;

  return (
    <ScrollTable className="company-jobs" label={copy.tableCaption}>
      <table className="data-table">
        <caption className="visually-hidden">{copy.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.name}</th>
            {FACTS.map((field) => (
              <th key={field} scope="col">
                {columns[field]}
              </th>
            ))}
            <th scope="col">{columns.requirements}</th>
            <th scope="col">{columns.action}</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.id}>
              <th scope="row" className="company-jobs__name">
                <a href={href(jobPath(job.id), lang)}>{text(job, 'name', lang)}</a>
              </th>
              {FACTS.map((field) => (
                <td key={field}>{fact(job, field, lang)}</td>
              ))}
              <td className="company-jobs__requirements">
                {requirementsSummary(text(job, 'content', lang))}
              </td>
              <td>
                <JobDetails job={job} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** A row's "Details": the position's full description in a dialog, with "Apply". */
export const JobDetails = island('JobDetails', function JobDetails({ job }: { job: JobPosting }) {
  const lang = useLang();
  const { t } = useTranslation();
  const copy = usePageCopy(companyCopy).joinIn;
  const [open, setOpen] = useState(false);
  const columns = copy.columns;
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost company-jobs__details"
        onClick={() => setOpen(true)}
        aria-label={fill(copy.detailsOf, { name: text(job, 'name', lang) })}
        aria-haspopup="dialog"
      >
        {copy.details}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={text(job, 'name', lang)} wide>
        {open && (
          <>
            <dl className="company-jobs__facts">
              {FACTS.map((field) => (
                <div key={field}>
                  <dt>{columns[field]}</dt>
                  <dd>{fact(job, field, lang)}</dd>
                </div>
              ))}
            </dl>
            <RichText html={text(job, 'content', lang)} className="modal__body" />
            <div className="modal__actions">
              <a
                className="btn"
                href={`${href(jobPath(job.id), lang)}#job-apply`}
                onClick={() => setOpen(false)}
              >
                {copy.apply}
              </a>
              <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)}>
                {t('common.close')}
              </button>
            </div>
          </>
        )}
      </Modal>
    </>
  );
});
