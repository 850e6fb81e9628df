import { useLayoutEffect, type ReactNode } from 'react';

interface Props {
  lang: string;
  children: ReactNode;
}

/** The server writes the page's <html> element with its language. */
function ServerHtml({ lang, children }: Props) {
  return <html lang={lang}>{children}</html>;
}

/**
 * In the browser Preact renders into the <html> element the server wrote (it hydrates
 * `document.documentElement`, not the document), so the page's tree starts at <head> and <body>
 * and only the element's language is kept in step when a visitor changes language.
 */
function BrowserHtml({ lang, children }: Props) {
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return <>{children}</>;
}

export const DocumentElement = typeof document === 'undefined' ? ServerHtml : BrowserHtml;
