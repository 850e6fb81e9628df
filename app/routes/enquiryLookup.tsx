import { inLanguage } from '#contract/words.js';
import companyCss from '../styles/company.css?url';
import enquiryCss from '../styles/enquiry.css?url';
import { useTranslation } from '../i18n/useTranslation.js';
import { SectionHeading } from '../components/company/SectionHeading.js';
import { MessageLookup } from '../components/enquiry/MessageLookup.js';
import { postLookup } from '../components/enquiry/lookupPost.server.js';
import { parseLang } from '#contract/lang.js';
import { PageHeader } from '../components/PageHeader.js';
import { companyCopy } from '../i18n/pages/company.js';
import { usePageCopy } from '../lib/copy.js';
import { href, text, useLang } from '../lib/lang.js';
import { copyMeta } from '../lib/meta.js';
import { siteData } from '../lib/siteData.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/enquiryLookup';
import { pageQuery } from '#contract/pageQuery.js';
import { telHref } from '../lib/contact.js';

export const links: Route.LinksFunction = () => [stylesheet(companyCss), stylesheet(enquiryCss)];

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery({ m_no: 'text' });

/** The look-up, comment and close forms posted before the page's script ran (or without script). */
export async function action({ context, request, params }: Route.ActionArgs) {
  return postLookup(request, context, parseLang(params.lang) ?? 'en');
}

/** Message records (docs/product.md §2 /message-record): look up a message, read replies, comment, close. */
export function meta({ matches }: Route.MetaArgs) {
  return copyMeta(matches, '/message-record', (lang) => inLanguage(companyCopy, lang).messageRecord);
}

export default function MessageRecord({ matches, actionData }: Route.ComponentProps) {
  const lang = useLang();
  const { t } = useTranslation();
  const copy = usePageCopy(companyCopy).messageRecord;
  const site = siteData(matches)?.site;
  return (
    <div className="company-records">
      <PageHeader title={copy.title} crumbs={[{ label: copy.title }]} />
      <section className="section">
        <div className="container company-records__layout">
          <div className="company-records__main">
            <SectionHeading title={copy.heading} text={copy.intro} align="start" />
            <MessageLookup
              companyName={site ? text(site, 'company_name', lang) : ''}
              posted={actionData?.lookup ?? null}
            />
          </div>
          <aside className="company-records__aside">
            <h2>{copy.whereTitle}</h2>
            <ul>
              {copy.where.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <h2>{copy.helpTitle}</h2>
            <p>{copy.helpText}</p>
            {site && (
              <dl className="company-records__contacts">
                <div>
                  <dt>{t('footer.hotline')}</dt>
                  <dd>
                    <a href={telHref(site.hotline)}>{site.hotline}</a>
                  </dd>
                </div>
                <div>
                  <dt>{t('footer.email')}</dt>
                  <dd>
                    <a href={`mailto:${site.email}`}>{site.email}</a>
                  </dd>
                </div>
              </dl>
            )}
            {/* The second-level bar's pages load whole (docs/product.md §2). */}
            <a className="btn" href={href('/callMe', lang)}>
              {copy.newMessage}
            </a>
          </aside>
        </div>
      </section>
    </div>
  );
}
