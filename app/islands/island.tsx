import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { ImageMeta } from '#contract/images.js';
import { PageContext, type PageInfo } from '../lib/page.js';

/**
 * Islands: the site's pages are rendered whole by React on the server and only their interactive
 * parts (menus, forms, dialogs, carousels, the sizing app) are hydrated in the browser, each as a
 * root of its own. Text, pictures, lists and navigation cost the browser no script at all.
 *
 * An island is a component made with `island(name, Component)`. In the server's page render it
 * leaves a placeholder and its props with the page's collector; the server then renders each
 * island on its own, as the root the browser will hydrate (same providers, same `useId` prefix),
 * and writes it into the placeholder with its props (app/entry.server.tsx). In the browser, and
 * inside another island, it is just the component.
 */

/** The custom element an island lives in; `display: contents` (base.css), so it never boxes. */
export const ISLAND_TAG = 'mr-island';

/** Set on an island's element once the browser has hydrated it. */
export const LIVE_ATTRIBUTE = 'data-live';
/** Marks a button pressed before its island was live; pressed again once it is. */
export const HELD_ATTRIBUTE = 'data-held';
/** What counts as the visitor being there: the first of these hydrates the page's islands. */
export const INTENT_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
] as const;
/** `document.documentElement.dataset` key set at the visitor's first sign, and the event then sent. */
export const INTENT_ATTRIBUTE = 'intent';
export const INTENT_EVENT = 'islands:intent';

/** The pictures' metadata a page or an island knows (see Picture.tsx), by URL. */
export type ImageMetaMap = Record<string, ImageMeta>;
export const ImageMetaContext = createContext<ImageMetaMap>({});

/** One island of a page, as the page render found it. */
export interface IslandEntry {
  index: number;
  /** Its name in the registry (registry.ts), by which the browser loads it. */
  name: string;
  /** The island's component (server only: the browser finds it by name in the registry). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has props of its own
  Component: ComponentType<any>;
  props: object;
  /** What of `props` travels to the browser (all of them unless the island says otherwise). */
  browserProps: object;
  page: PageInfo;
  /** The metadata of the processed pictures its props name. */
  meta: ImageMetaMap;
}

/** Collects a page render's islands; only the server's page render provides one. */
export class IslandCollector {
  readonly islands: IslandEntry[] = [];
  add(entry: Omit<IslandEntry, 'index'>): number {
    const index = this.islands.length;
    this.islands.push({ ...entry, index });
    return index;
  }
}
export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** The placeholder an island leaves in the page render, replaced by the island itself. */
export function islandPlaceholder(index: number): string {
  return `<${ISLAND_TAG} data-i="${index}"></${ISLAND_TAG}>`;
}

/** Every string in a value (the URLs an island's props may show). */
function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield* value.split(',');
  else if (Array.isArray(value)) for (const entry of value) yield* strings(entry);
  else if (typeof value === 'object' && value !== null)
    for (const entry of Object.values(value)) yield* strings(entry);
}

/** The part of a page's picture metadata an island needs: the pictures its props name. */
function metaOf(props: object, all: ImageMetaMap): ImageMetaMap {
  const meta: ImageMetaMap = {};
  for (const url of strings(props)) {
    const found = all[url];
    if (found) meta[url] = found;
  }
  return meta;
}

/**
 * A component whose props travel to the browser as JSON: data only, no functions or elements.
 * `browserProps` leaves out what the browser can do without: data only the server's HTML shows
 * (kept by `ServerHtml` until the island has its own).
 */
export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  options: { browserProps?: (props: P) => object } = {},
): ComponentType<P> {
  function Island(props: P) {
    const collector = useContext(IslandCollectorContext);
    const page = useContext(PageContext);
    const allMeta = useContext(ImageMetaContext);
    if (!collector || !page) return createElement(Component, props);
    const browserProps = options.browserProps?.(props) ?? props;
    const index = collector.add({
      name,
      Component: Island,
      props,
      browserProps,
      page,
      meta: metaOf(browserProps, allMeta),
    });
    return createElement(ISLAND_TAG, { 'data-i': index });
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/** The `useId` prefix of an island's root, the same on the server and in the browser. */
export function islandIdPrefix(index: number): string {
  return `i${index}-`;
}

/**
 * What an island renders inside: the page's language and address, and its pictures' metadata.
 * `onHydrated` runs once the browser has hydrated it.
 */
export function IslandRoot({
  page,
  meta,
  onHydrated,
  children,
}: {
  page: PageInfo;
  meta: ImageMetaMap;
  onHydrated?: () => void;
  children: ReactNode;
}) {
  return (
    <PageContext value={page}>
      <ImageMetaContext value={meta}>
        {children}
        {onHydrated && <Hydrated onHydrated={onHydrated} />}
      </ImageMetaContext>
    </PageContext>
  );
}

function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * Part of an island that the server renders from data the browser is not sent (see `island`'s
 * `browserProps`): while `keep`, the browser keeps the server's HTML as it is (read from the page at
 * hydration); once the island has data of its own, `keep` false renders `children` in its place.
 */
export function ServerHtml({ id, keep, children }: { id: string; keep: boolean; children?: ReactNode }) {
  const [html] = useState(() =>
    keep && typeof document !== 'undefined' ? (document.getElementById(id)?.innerHTML ?? '') : null,
  );
  // Different keys: React starts the element anew rather than mixing its HTML with children.
  if (html === null || !keep)
    return (
      <div key="own" id={id}>
        {children}
      </div>
    );
  return <div key="server" id={id} dangerouslySetInnerHTML={{ __html: html }} />;
}
