// The browser's islands runtime (islands/island.tsx): it hydrates the page's islands, each as a root
// of its own and in a task of its own. The rest of the page is the server's HTML and stays as it is.
// The server's inline script imports this module once the page has loaded, or at the visitor's first
// sign (entry.server.tsx). An island is hydrated when it is needed (registry.ts): at once, when it
// scrolls into view, or — most — when the visitor first moves, touches, scrolls or types: a page
// that is only read costs no hydration.
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
import { hydrateWhen, islandLoaders, isIslandName } from './islands/registry.js';
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

const started = new WeakSet<HTMLElement>();
/** Queue of islands to hydrate, one per task (an island may be asked for twice: once is enough). */
let queue: Promise<void> = Promise.resolve();

function hydrate(elements: HTMLElement[]): void {
  const fresh = elements.filter((element) => !started.has(element));
  if (fresh.length === 0) return;
  if (performance.getEntriesByName('hydration-start').length === 0) performance.mark('hydration-start');
  for (const element of fresh) started.add(element);
  // Every island's module is asked for at once; each is hydrated in a task of its own.
  const modules = fresh.map((element) => {
    const name = element.dataset.island ?? '';
    return isIslandName(name) ? islandLoaders[name]() : Promise.reject(new Error(`no island "${name}"`));
  });
  queue = queue.then(async () => {
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
const byWhen = (when: string) =>
  islands.filter((element) => hydrateWhen(element.dataset.island ?? '') === when);
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
for (const element of byWhen('visible')) {
  const box = element.firstElementChild;
  if (box) inView.observe(box);
  else hydrate([element]);
}

if (INTENT_ATTRIBUTE in document.documentElement.dataset) hydrateAll();
else document.addEventListener(INTENT_EVENT, hydrateAll, { once: true });
