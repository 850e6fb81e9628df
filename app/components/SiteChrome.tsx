import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import { catalogs } from '../i18n/index.js';
import { useTranslation } from '../i18n/useTranslation.js';
import { href, text, useLang } from '../lib/lang.js';
import { JsonLd, organization } from '../lib/structuredData.js';
import type { SiteConfig } from '#contract/content.js';
import { FeedbackWidget } from './FeedbackWidget.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { SearchBox } from './SearchBox.js';
import { ToastHost } from './Toasts.js';

/** The layout's data (routes/site.tsx's loader). */
export interface SiteLayoutData {
  lang: 'en' | 'zh';
  site: SiteConfig;
  productMenu: Parameters<typeof Header>[0]['productMenu'];
  origin: string;
  /** A staff preview of a working draft (server/pages/renderWorker.ts). */
  preview?: boolean;
}

/** Header, navigation, footer and the widgets around a page's content. */
export function SiteChrome({ data, children }: { data: SiteLayoutData; children: ReactNode }) {
  const { site, productMenu, lang } = data;
  const { t } = useTranslation();
  return (
    <>
      {data.preview && <PreviewBanner />}
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header productMenu={productMenu} logo={site.logo} companyName={text(site, 'company_name', lang)} />
      <main id="main">{children}</main>
      <Footer site={site} />
      <FeedbackWidget
        site={{
          consultation_link: site.consultation_link,
          hotline: site.hotline,
          email: site.email,
          qr_image: site.social[0]?.qr_image ?? null,
        }}
      />
      <ToastHost />
      <JsonLd data={organization(data)} />
    </>
  );
}

/**
 * At the top of a staff preview: the page shows changes not yet published. Rendered
 * with the page, so that it stays when the page hydrates (a banner added to the HTML afterwards
 * would not be part of the page the server caches).
 */
function PreviewBanner() {
  const copy = catalogs[useLang()].preview;
  return (
    <div role="status" className="preview-banner">
      <strong>{copy.banner}</strong>
      <span>{copy.note}</span>
    </div>
  );
}

/**
 * What a lost visitor reads: the page is missing (or failed) and a search box; the header and the
 * footer around it link every section in the page's language.
 */
function ErrorContent({ missing }: { missing: boolean }) {
  const lang = useLang();
  const copy = catalogs[lang];
  return (
    <div className="error-page container">
      <h1>{missing ? copy.notFound.title : copy.error.title}</h1>
      <p>{missing ? copy.notFound.text : copy.error.text}</p>
      {missing && (
        <>
          <p>{copy.notFound.search}</p>
          <div className="error-page__search">
            <SearchBox id="not-found-search" />
          </div>
        </>
      )}
      <p>
        <a className="btn" href={href('/', lang)}>
          {copy.notFound.home}
        </a>
      </p>
    </div>
  );
}

/**
 * A page that does not exist, or failed, inside the site's chrome (header, navigation, footer),
 * when the layout's own data loaded; the root's plain error page otherwise.
 */
export function SiteErrorBoundary() {
  // Read here, not from props: a re-exported ErrorBoundary is not given React Router's props.
  const error = useRouteError();
  const data = useRouteLoaderData('routes/site') as SiteLayoutData | undefined;
  const missing = isRouteErrorResponse(error) && error.status === 404;
  if (!data) throw error;
  return (
    <SiteChrome data={data}>
      <ErrorContent missing={missing} />
    </SiteChrome>
  );
}

/** The title of such a page, in the layout's language; not for search engines. */
export function siteErrorMeta(error: unknown, lang: 'en' | 'zh' | undefined) {
  if (!error || !lang) return [];
  const copy = catalogs[lang];
  const title = isRouteErrorResponse(error) && error.status === 404 ? copy.notFound.title : copy.error.title;
  return [{ title: `${title} | ${copy.meta.siteName}` }, { name: 'robots', content: 'noindex' }];
}
