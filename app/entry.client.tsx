// The browser's islands runtime (islands/island.tsx): it hydrates the page's islands, each as a root
// of its own and in a task of its own. The rest of the page is the server's HTML and stays as it is.
// The server's inline script imports this module when an island needs it (entry.server.tsx). An
// island is hydrated when it is needed (registry.ts, `data-when`): at once, when it scrolls into
// view, or — most — when the visitor first moves, touches, scrolls or types: a page that is only
// read costs no hydration.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Lang } from '#contract/messages.js';
import {
  HELD_ATTRIBUTE,
  INTENT_ATTRIBUTE,
  INTENT_EVENT,
  islandIdPrefix,
  IslandRoot,
  ISLAND_TAG,
  LIVE_ATTRIBUTE,
  type ImageMetaMap,
} from './islands/island.js';
import { islandLoaders, isIslandName, TURN_WAIT_MS, type HydrateWhen } from './islands/registry.js';
import { hasDraft } from './components/enquiry/storage.js';
import type { PageInfo } from './lib/page.js';

const page: PageInfo = {
  lang: (document.documentElement.lang.startsWith('zh') ? 'zh' : 'en') satisfies Lang,
  url: location.pathname + location.search,
};

/** Resolves in a new task, after the browser has had the chance to paint and handle input. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

function parse<T>(json: string | undefined, fallback: T): T {
  return json ? (JSON.parse(json) as T) : fallback;
}

const islands = [...document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[data-island]`)];
let waiting = islands.length;
/** Browser tests (and nothing else) read this: every island on the page is interactive. */
function markPageHydrated() {
  if (waiting === 0) document.documentElement.dataset.hydrated = 'true';
}

/** Once an island is live: presses of its buttons the inline script held are made again. */
function live(element: HTMLElement) {
  if (element.hasAttribute(LIVE_ATTRIBUTE)) return;
  element.setAttribute(LIVE_ATTRIBUTE, '');
  waiting -= 1;
  markPageHydrated();
  for (const held of element.querySelectorAll<HTMLElement>(`[${HELD_ATTRIBUTE}]`)) {
    held.removeAttribute(HELD_ATTRIBUTE);
    held.click();
  }
}

/**
 * Resolves once the page's first contentful paint is on the screen: hydration is long work on a slow
 * phone, and before that paint it would hold back what the visitor first sees. A browser that does
 * not report paints waits two frames; the timer is for a page that never paints anything contentful.
 */
function firstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return resolve();
    setTimeout(resolve, 5000);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

const started = new WeakSet<HTMLElement>();
/** Queue of islands to hydrate, one per task (an island may be asked for twice: once is enough). */
let queue: Promise<void> = firstPaint();

function hydrate(elements: HTMLElement[]): void {
  const fresh = elements.filter((element) => !started.has(element));
  if (fresh.length === 0) return;
  for (const element of fresh) started.add(element);
  // Every island's module is asked for at once; each is hydrated in a task of its own.
  const modules = fresh.map((element) => {
    const name = element.dataset.island ?? '';
    return isIslandName(name) ? islandLoaders[name]() : Promise.reject(new Error(`no island "${name}"`));
  });
  queue = queue.then(async () => {
    if (performance.getEntriesByName('hydration-start').length === 0) performance.mark('hydration-start');
    for (const [index, element] of fresh.entries()) {
      try {
        const Component = await modules[index]!;
        const props = parse<Record<string, unknown>>(element.dataset.props, {});
        const meta = parse<ImageMetaMap>(element.dataset.meta, {});
        // In a transition React hydrates in slices of a few milliseconds, yielding to the browser
        // between them; outside one it would hydrate each island in one task.
        startTransition(() => {
          hydrateRoot(
            element,
            <IslandRoot page={page} meta={meta} onHydrated={() => live(element)}>
              <Component {...props} />
            </IslandRoot>,
            { identifierPrefix: islandIdPrefix(Number(element.dataset.i)) },
          );
        });
      } catch (error) {
        console.error(error);
        live(element);
      }
      await nextTask();
    }
  });
}

/** The islands the visitor is at first: a held press, the focus, the pointer. */
function engaged(element: HTMLElement): boolean {
  return (
    element.querySelector(`[${HELD_ATTRIBUTE}]`) !== null ||
    element.contains(document.activeElement) ||
    element.matches(':hover')
  );
}

function hydrateAll(): void {
  const rest = islands.filter((element) => !started.has(element));
  hydrate([...rest.filter(engaged), ...rest.filter((element) => !engaged(element))]);
}

markPageHydrated();
// Browser tests read this too: the runtime is here, islands wait for what they are waiting for.
document.documentElement.dataset.islands = 'ready';
/** When an island asks to be hydrated (the server wrote it on its element; none means intent). */
function whenOf(element: HTMLElement): HydrateWhen {
  const when = (element.dataset.when ?? 'intent') as HydrateWhen;
  if (when === 'draft') return hasDraft() ? 'load' : 'intent';
  return when;
}
const byWhen = (when: HydrateWhen) => islands.filter((element) => whenOf(element) === when);
hydrate(byWhen('load'));

// An island in `display: contents` has no box of its own: its first element is watched instead.
const inView = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    inView.unobserve(entry.target);
    const island = entry.target.closest<HTMLElement>(`${ISLAND_TAG}[data-island]`);
    if (island) hydrate([island]);
  }
});
function watch(elements: HTMLElement[]) {
  for (const element of elements) {
    const box = element.firstElementChild;
    if (box) inView.observe(box);
    else hydrate([element]);
  }
}
watch(byWhen('visible'));
// The carousels wait as long after the page's load as the inline script lets them.
const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
const sinceLoad = performance.now() - (loaded?.loadEventEnd || performance.now());
setTimeout(() => watch(byWhen('turn')), Math.max(0, TURN_WAIT_MS - sinceLoad));

if (INTENT_ATTRIBUTE in document.documentElement.dataset) hydrateAll();
else document.addEventListener(INTENT_EVENT, hydrateAll, { once: true });
