import { inLanguage } from '#contract/words.js';
import companyCss from '../styles/company.css?url';
import { Empty } from '../components/Empty.js';
import { PageHeader } from '../components/PageHeader.js';
import { companyCopy } from '../i18n/pages/company.js';
import { usePageCopy } from '../lib/copy.js';
import { copyMeta } from '../lib/meta.js';
import { siteData } from '../lib/siteData.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/virtualTour';
import { pageQuery } from '#contract/pageQuery.js';

export const links: Route.LinksFunction = () => [stylesheet(companyCss)];

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery();

/** VR tour (docs/product.md §2 /VR): the configured tour in a full-page frame, with a way out if it cannot load. */
export function meta({ matches }: Route.MetaArgs) {
  return copyMeta(matches, '/VR', (lang) => inLanguage(companyCopy, lang).vr);
}

export default function VirtualTour({ matches }: Route.ComponentProps) {
  const copy = usePageCopy(companyCopy).vr;
  const link = siteData(matches)?.site.vr_link ?? '';
  return (
    <div className="company-vr">
      <PageHeader title={copy.title} crumbs={[{ label: copy.title }]} />
      {link ? (
        <>
          <div className="company-vr__bar">
            <div className="container company-vr__bar-inner">
              <p>{copy.note}</p>
              <a className="btn btn--ghost" href={link} target="_blank" rel="noopener noreferrer">
                {copy.open}
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                  <path
                    d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  />
                </svg>
              </a>
            </div>
          </div>
          <div className="company-vr__frame">
            <iframe
              src={link}
              title={copy.frameTitle}
              allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer"
              allowFullScreen
              referrerPolicy="no-referrer-when-downgrade"
            />
          </div>
        </>
      ) : (
        <div className="container section">
          <Empty>{copy.unavailable}</Empty>
        </div>
      )}
    </div>
  );
}
