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
import type { Route } from './+types/root';
import './context.js';

export function Layout({ children }: { children: ReactNode }) {
  const { lang } = useParams();
  return (
    <html lang={lang === 'zh' ? 'zh-CN' : 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
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
  const { lang } = useParams();
  const zh = lang === 'zh';
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main>
      <h1>{missing ? (zh ? '页面不存在' : 'Page not found') : zh ? '出错了' : 'Something went wrong'}</h1>
      <p>
        <a href={zh ? '/zh' : '/en'}>{zh ? '返回首页' : 'Back to the home page'}</a>
      </p>
    </main>
  );
}
