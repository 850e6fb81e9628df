// The browser's whole script: it hydrates the page's islands (islands/island.tsx), one per task, each
// as a root of its own. The rest of the page is the server's HTML and stays as it is. The server's
// inline script imports this module once the page has loaded (entry.server.tsx).
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Lang } from '../contract/messages.js';
import { islandIdPrefix, IslandRoot, ISLAND_TAG, type ImageMetaMap } from './islands/island.js';
import { islandLoaders, isIslandName } from './islands/registry.js';
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

async function hydrateIslands(): Promise<void> {
  performance.mark('hydration-start');
  const elements = [...document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[data-island]`)];
  let waiting = elements.length;
  // Browser tests (and nothing else) read this: every island on the page is interactive.
  const hydrated = () => {
    waiting -= 1;
    if (waiting === 0) document.documentElement.dataset.hydrated = 'true';
  };
  if (waiting === 0) document.documentElement.dataset.hydrated = 'true';
  // Every island's module is asked for at once; each is hydrated in a task of its own.
  const modules = elements.map((element) => {
    const name = element.dataset.island ?? '';
    return isIslandName(name) ? islandLoaders[name]() : Promise.reject(new Error(`no island "${name}"`));
  });
  for (const [index, element] of elements.entries()) {
    try {
      const Component = await modules[index]!;
      const props = parse<Record<string, unknown>>(element.dataset.props, {});
      const meta = parse<ImageMetaMap>(element.dataset.meta, {});
      // In a transition React hydrates in slices of a few milliseconds, yielding to the browser
      // between them; outside one it would hydrate each island in one task.
      startTransition(() => {
        hydrateRoot(
          element,
          <IslandRoot page={page} meta={meta} onHydrated={hydrated}>
            <Component {...props} />
          </IslandRoot>,
          { identifierPrefix: islandIdPrefix(Number(element.dataset.i)) },
        );
      });
    } catch (error) {
      console.error(error);
      hydrated();
    }
    await nextTask();
  }
}

void hydrateIslands();
