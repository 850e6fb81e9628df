import { contentCopy } from '../../i18n/pages/content.js';
import { fill, usePageCopy } from '../../lib/copy.js';
import { text, useLang } from '../../lib/lang.js';
import type { ItemWire } from './types.js';

type Manual = Pick<
  ItemWire,
  'id' | 'title' | 'en_title' | 'summary' | 'en_summary' | 'files' | 'publish_time_txt'
>;

/** PDF manuals: title, summary, date and a download link to the file (docs/product.md §2 /cpzy tab 1). */
export function ManualList({ manuals }: { manuals: Manual[] }) {
  const lang = useLang();
  const copy = usePageCopy(contentCopy).resources;
  return (
    <ul className="content-manuals">
      {manuals.map((manual) => {
        const title = text(manual, 'title', lang);
        return (
          <li key={manual.id} className="content-manual">
            <span className="content-manual__icon" aria-hidden="true">
              <svg viewBox="0 0 32 40" width="32" height="40">
                <path d="M2 2h20l8 8v28H2z" fill="#fff" stroke="currentColor" strokeWidth="2" />
                <path d="M22 2v8h8" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
              <span>{copy.pdf}</span>
            </span>
            <div className="content-manual__body">
              <h3 className="content-manual__title">{title}</h3>
              {text(manual, 'summary', lang) && (
                <p className="content-manual__text">{text(manual, 'summary', lang)}</p>
              )}
              {manual.publish_time_txt && (
                <p className="content-manual__meta">
                  <time dateTime={manual.publish_time_txt}>
                    {fill(copy.published, { date: manual.publish_time_txt })}
                  </time>
                </p>
              )}
            </div>
            {manual.files && (
              <a
                className="btn btn--ghost content-manual__download"
                href={manual.files}
                download
                aria-label={fill(copy.downloadLabel, { title })}
              >
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path
                    d="M11 3h2v9.2l3.3-3.3 1.4 1.4L12 16 6.3 10.3l1.4-1.4 3.3 3.3zM4 18h16v2H4z"
                    fill="currentColor"
                  />
                </svg>
                {copy.download}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
