import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import {
  IslandCollector,
  IslandCollectorContext,
  islandIdPrefix,
  islandPlaceholder,
  IslandRoot,
  ISLAND_TAG,
  HELD_ATTRIBUTE,
  INTENT_ATTRIBUTE,
  INTENT_EVENT,
  INTENT_EVENTS,
  type IslandEntry,
} from './islands/island.js';
import { hydrateWhen, TURN_WAIT_MS } from './islands/registry.js';
import { DRAFT_KEY_PREFIX } from './components/enquiry/storage.js';
import { collectPreloads, preloadLinks, type PreloadHint } from './lib/preloads.js';

export const streamTimeout = 5_000;

/** Logs real failures; a 404 or other answer a loader threw on purpose is not one. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  console.error(error);
};

/**
 * Renders the page whole with React DOM (every page is cached whole, so nothing is streamed),
 * then each of its islands as the root the browser hydrates, and the script that hydrates them
 * once the page has loaded. The browser never runs React Router: it gets no loader data and no
 * route modules, and its links load whole pages.
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
  // The loader data streamed for a client router: the browser has none to give it to.
  void routerContext.serverHandoffStream?.cancel().catch(() => {});
  const context: EntryContext = { ...routerContext, serverHandoffStream: undefined };
  const collector = new IslandCollector();
  const document = await renderDocument(
    <IslandCollectorContext value={collector}>
      <ServerRouter context={context} url={request.url} />
    </IslandCollectorContext>,
  );
  const hints: PreloadHint[] = [];
  let html = document;
  for (const entry of collector.islands) {
    const placeholder = islandPlaceholder(entry.index);
    // A render that was retried leaves islands of its first attempt without a placeholder.
    if (!html.includes(placeholder)) continue;
    const rendered = renderIsland(entry, hints);
    html = html.replace(placeholder, () => rendered);
  }
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  html =
    html.slice(0, headEnd) +
    preloadLinks(hints) +
    html.slice(headEnd, bodyEnd) +
    hydrationScript(routerContext) +
    html.slice(bodyEnd);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

async function renderDocument(element: React.ReactElement): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerender(element, {
    onError(error) {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  // A component that threw while rendering: the page is not sent half made.
  if (failure) throw failure;
  return html;
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An island rendered as the root the browser will hydrate, in its element with its props. */
function renderIsland(entry: IslandEntry, hints: PreloadHint[]): string {
  const { Component } = entry;
  const inner = collectPreloads(hints, () =>
    renderToString(
      <IslandRoot page={entry.page} meta={entry.meta}>
        <Component {...entry.props} />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(entry.index) },
    ),
  );
  const meta = Object.keys(entry.meta).length ? ` data-meta="${attribute(JSON.stringify(entry.meta))}"` : '';
  const when = hydrateWhen(entry.name);
  return (
    `<${ISLAND_TAG} data-i="${entry.index}" data-island="${entry.name}"` +
    (when === 'intent' ? '' : ` data-when="${when}"`) +
    ` data-props="${attribute(JSON.stringify(entry.browserProps))}"${meta}>${inner}</${ISLAND_TAG}>`
  );
}

/**
 * The page's one script. It starts nothing before the page has loaded (or three seconds after the
 * document was read, so that one slow picture cannot hold it back): scripts fetched earlier would
 * share a phone's few connections with the stylesheets and the first pictures.
 *
 * Then it runs the islands' runtime (entry.client.tsx) only if an island needs it now
 * (registry.ts, `data-when`): one that acts at load, a form with a draft to put back. Otherwise the
 * runtime's files are only fetched into the cache, and it runs when an island that waits for view
 * comes into view, or at the visitor's first move, touch, scroll or key: a page that is only read
 * evaluates no script but this one. A page from the cache can load before its first paint, so it
 * waits for a painted frame too.
 *
 * Until the runtime is in, this script holds a press of an island's plain button (one that neither
 * follows a link nor submits a form, which work without script) and marks it; the runtime presses
 * it again once that island is live. Any sign of the visitor starts the runtime at once, without
 * waiting for the load.
 */
function hydrationScript({ manifest }: EntryContext): string {
  const hmr = manifest.hmr?.runtime;
  const intentEvents = JSON.stringify(INTENT_EVENTS);
  const holdClicks = `addEventListener("click", (event) => {
  const button = event.target instanceof Element && event.target.closest('button[type="button"],[role="button"]:not(a)');
  const island = button && button.closest("${ISLAND_TAG}[data-island]:not([data-live])");
  if (!island) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  button.setAttribute("${HELD_ATTRIBUTE}", "");
}, true);
const intent = () => {
  if ("${INTENT_ATTRIBUTE}" in document.documentElement.dataset) return;
  document.documentElement.dataset.${INTENT_ATTRIBUTE} = "";
  document.dispatchEvent(new Event("${INTENT_EVENT}"));
  run();
};
for (const type of ${intentEvents}) addEventListener(type, intent, { capture: true, passive: true, once: true });`;
  if (hmr) {
    // Development: Vite's client and React Refresh first, no waiting.
    return `<script type="module">import ${JSON.stringify(hmr)};import "/@vite/client";const run = () => {};${holdClicks}import(${JSON.stringify(manifest.entry.module)});</script>`;
  }
  const modules = [manifest.entry.module, ...manifest.entry.imports];
  const script = `let started = false;
const run = () => {
  if (started) return;
  started = true;
  import(${JSON.stringify(manifest.entry.module)});
};
${holdClicks}
await new Promise((go) => {
  if (document.readyState === "complete") return go();
  addEventListener("load", () => requestAnimationFrame(() => setTimeout(go)), { once: true });
  const later = () => setTimeout(go, 3000);
  if (document.readyState === "interactive") later();
  else document.addEventListener("DOMContentLoaded", later, { once: true });
});
const waiting = (when) => [...document.querySelectorAll('${ISLAND_TAG}[data-when="' + when + '"]')];
let draft = false;
try {
  draft = Object.keys(sessionStorage).some((key) => key.startsWith(${JSON.stringify(DRAFT_KEY_PREFIX)}));
} catch {}
const now = waiting("load").length > 0 || (draft && waiting("draft").length > 0);
const fetched = Promise.all(${JSON.stringify(modules)}.map((href) => new Promise((done) => {
  const link = document.createElement("link");
  link.rel = now ? "modulepreload" : "prefetch";
  link.href = href;
  link.onload = link.onerror = done;
  document.head.append(link);
})));
const whenSeen = (islands) => {
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    seen.disconnect();
    run();
  });
  for (const island of islands) if (island.firstElementChild) seen.observe(island.firstElementChild);
};
if (now) {
  await fetched;
  setTimeout(run);
} else {
  whenSeen(waiting("visible"));
  setTimeout(() => whenSeen(waiting("turn")), ${TURN_WAIT_MS});
}`;
  return `<script type="module">${script}</script>`;
}
