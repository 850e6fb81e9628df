import { useState } from 'react';
import type { Services } from '../../../server/services/index.js';
import { useTranslation } from '../../i18n/useTranslation.js';
import { Link } from 'react-router';
import { fill, usePageCopy } from '../../lib/copy.js';
import { text, useLang } from '../../lib/lang.js';
import { companyCopy } from '../../i18n/pages/company.js';
import { RichText } from '../Widgets.js';
import { requirementsSummary } from './content.js';
import { Modal } from '../Modal.js';

/** An open position as the jobs service lists it. */
export type Job = Awaited<ReturnType<Services['jobs']['list']>>['list'][number];

/** Open positions (SPEC §2 /joinIn): a table, each row's "Details" opening the full description. */
export function JobTable({ jobs, applyTo }: { jobs: Job[]; applyTo: string }) {
  const lang = useLang();
  const { t } = useTranslation();
  const copy = usePageCopy(companyCopy).joinIn;
  const [openId, setOpenId] = useState<number | null>(null);
  const open = jobs.find((job) => job.id === openId) ?? null;
  const columns = copy.columns;

  return (
    <>
      <div className="table-scroll company-jobs">
        <table className="data-table">
          <caption className="visually-hidden">{copy.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.name}</th>
              <th scope="col">{columns.place}</th>
              <th scope="col">{columns.peoplenum}</th>
              <th scope="col">{columns.experience}</th>
              <th scope="col">{columns.educational}</th>
              <th scope="col">{columns.requirements}</th>
              <th scope="col">{columns.action}</th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.id}>
                <th scope="row" className="company-jobs__name">
                  {text(job, 'name', lang)}
                </th>
                <td>{text(job, 'place', lang)}</td>
                <td>{job.peoplenum}</td>
                <td>{text(job, 'experience', lang)}</td>
                <td>{text(job, 'educational', lang)}</td>
                <td className="company-jobs__requirements">
                  {requirementsSummary(text(job, 'content', lang))}
                </td>
                <td>
                  <button
                    type="button"
                    className="btn btn--ghost company-jobs__details"
                    onClick={() => setOpenId(job.id)}
                    aria-label={fill(copy.detailsOf, { name: text(job, 'name', lang) })}
                    aria-haspopup="dialog"
                  >
                    {copy.details}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <Modal
        open={open !== null}
        onOpenChange={(next) => !next && setOpenId(null)}
        title={open ? text(open, 'name', lang) : ''}
        wide
      >
        {open && (
          <>
            <dl className="company-jobs__facts">
              <div>
                <dt>{columns.place}</dt>
                <dd>{text(open, 'place', lang)}</dd>
              </div>
              <div>
                <dt>{columns.peoplenum}</dt>
                <dd>{open.peoplenum}</dd>
              </div>
              <div>
                <dt>{columns.experience}</dt>
                <dd>{text(open, 'experience', lang)}</dd>
              </div>
              <div>
                <dt>{columns.educational}</dt>
                <dd>{text(open, 'educational', lang)}</dd>
              </div>
            </dl>
            <RichText html={text(open, 'content', lang)} className="modal__body" />
            <div className="modal__actions">
              <Link className="btn" to={applyTo} onClick={() => setOpenId(null)}>
                {copy.apply}
              </Link>
              <button type="button" className="btn btn--ghost" onClick={() => setOpenId(null)}>
                {t('common.close')}
              </button>
            </div>
          </>
        )}
      </Modal>
    </>
  );
}
