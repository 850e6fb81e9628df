import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { withPreloads } from './lib/preloadLinks.server.js';

export const streamTimeout = 5_000;

/** Logs real failures; a 404 or other answer a loader threw on purpose is not one. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  console.error(error);
};

/**
 * The site renders with Preact on both sides (decision 139): the browser hydrates exactly the
 * markup Preact wrote. The whole page is rendered before it is sent: every page is cached whole
 * anyway, and a streamed page would need Preact's inline island scripts, which the CSP refuses.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The JSX is typed with React's types; at run time `react` is Preact's compat layer (vite.config.ts).
  const page = (<ServerRouter context={routerContext} url={request.url} />) as unknown as VNode;
  const { result: html, links } = await withPreloads(async () => renderToStringAsync(page));
  // The main picture's hint ends the head: the preload scanner reads the whole head at once, and
  // nodes the browser tree doesn't have are dropped at hydration without moving the others.
  const headEnd = html.indexOf('</head>');
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const body = `<!DOCTYPE html>${html.slice(0, headEnd)}${links}${html.slice(headEnd)}`;
  return new Response(body, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
