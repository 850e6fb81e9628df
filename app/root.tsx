import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useParams,
} from 'react-router';
import { parseLang } from '../contract/lang.js';
import { catalogs } from './i18n/index.js';
import type { Route } from './+types/root';
import './context.js';
import siteCss from './styles/site.css?url';
import { stylesheet } from './lib/stylesheet.js';
import { DocumentElement } from './lib/documentElement.js';

/**
 * Old hash links (/#/about?index=2) land on the same page: the hash never reaches the server,
 * so this runs before the page paints and swaps it for the path URL.
 */
const LEGACY_HASH = `(function(){var h=location.hash;if(h.indexOf('#/')!==0)return;var m=location.pathname.match(/^\\/(en|zh)/);var l=m?m[1]:(localStorage.getItem('lang')==='zh'?'zh':'en');var p=h.slice(1);location.replace('/'+l+(p==='/'?'':p));})();`;

export const links: Route.LinksFunction = () => [stylesheet(siteCss)];

export function Layout({ children }: { children: ReactNode }) {
  const lang = parseLang(useParams().lang) ?? 'en';
  return (
    <DocumentElement lang={lang === 'zh' ? 'zh-CN' : 'en'}>
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
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </DocumentElement>
  );
}

export default function App() {
  useEffect(() => {
    // Tells browser tests (and nothing else) that the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
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
