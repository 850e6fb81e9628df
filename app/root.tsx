import { useMemo, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, useLocation, useMatches, useParams } from 'react-router';
import { IMAGE_META_KEY } from '#contract/images.js';
import { parseLang } from '#contract/lang.js';
import { catalogs } from './i18n/index.js';
import type { Route } from './+types/root';
import './context.js';
import siteCss from './styles/site.css?url';
import { stylesheet } from './lib/stylesheet.js';
import { ImageMetaContext, type ImageMetaMap } from './islands/island.js';
import { PageContext } from './lib/page.js';

/**
 * Old hash links (/#/about?index=2) land on the same page: the hash never reaches the server,
 * so this runs before the page paints and swaps it for the path URL.
 */
const LEGACY_HASH = `(function(){var h=location.hash;if(h.indexOf('#/')!==0)return;var m=location.pathname.match(/^\\/(en|zh)/);var l=m?m[1]:(localStorage.getItem('lang')==='zh'?'zh':'en');var p=h.slice(1);location.replace('/'+l+(p==='/'?'':p));})();`;

export const links: Route.LinksFunction = () => [stylesheet(siteCss)];

/**
 * The document, rendered on the server only: the browser hydrates the page's islands, never the
 * document (entry.server.tsx adds the script that does).
 */
export function Layout({ children }: { children: ReactNode }) {
  const lang = parseLang(useParams().lang) ?? 'en';
  const location = useLocation();
  const url = location.pathname + location.search;
  const page = useMemo(() => ({ lang, url }), [lang, url]);
  return (
    <html lang={lang === 'zh' ? 'zh-CN' : 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2a4a" />
        <script dangerouslySetInnerHTML={{ __html: LEGACY_HASH }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <PageContext value={page}>
          <ImageMetaContext value={usePageImageMeta()}>{children}</ImageMetaContext>
        </PageContext>
      </body>
    </html>
  );
}

/** The processed pictures' metadata every loader of the page added (server/pages/langData.ts). */
function usePageImageMeta(): ImageMetaMap {
  const matches = useMatches();
  const meta: ImageMetaMap = {};
  for (const match of matches) {
    const data = match.loaderData as { [IMAGE_META_KEY]?: ImageMetaMap } | null | undefined;
    if (typeof data === 'object' && data?.[IMAGE_META_KEY]) Object.assign(meta, data[IMAGE_META_KEY]);
  }
  return meta;
}

export default function App() {
  return <Outlet />;
}

/** A page that does not exist, or a failure, in the visitor's language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = parseLang(useParams().lang) ?? 'en';
  const copy = catalogs[lang];
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="error-page container">
      <h1>{missing ? copy.notFound.title : copy.error.title}</h1>
      <p>{missing ? copy.notFound.text : copy.error.text}</p>
      <p>
        <a className="btn" href={`/${lang}`}>
          {copy.notFound.home}
        </a>
      </p>
    </main>
  );
}
