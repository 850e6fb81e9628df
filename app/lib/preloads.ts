import { preload } from 'react-dom';

/** A picture the browser should fetch early, as `<link rel="preload">` in the page's head. */
export interface PreloadHint {
  href: string;
  type?: string;
  imageSrcSet?: string;
  imageSizes?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** Where hints go while an island renders on the server (entry.server.tsx); renders there are synchronous. */
let islandHints: PreloadHint[] | null = null;

/** Runs an island's server render, adding the pictures it asks to preload to `hints`. */
export function collectPreloads<T>(hints: PreloadHint[], render: () => T): T {
  const outer = islandHints;
  islandHints = hints;
  try {
    return render();
  } finally {
    islandHints = outer;
  }
}

/**
 * Asks for a picture in the page's head. In the page render React puts the hint there itself; an
 * island renders on its own, so its hints are collected and written into the head after it. In
 * the browser the head has them already.
 */
export function preloadImage(hint: PreloadHint): void {
  if (islandHints) {
    if (!islandHints.some((known) => known.href === hint.href)) islandHints.push(hint);
    return;
  }
  if (typeof document !== 'undefined') return;
  const { href, ...options } = hint;
  preload(href, { as: 'image', ...options });
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The hints as `<link rel="preload">` tags. */
export function preloadLinks(hints: PreloadHint[]): string {
  let links = '';
  for (const hint of hints) {
    links += `<link rel="preload" as="image" href="${attribute(hint.href)}"`;
    if (hint.type) links += ` type="${attribute(hint.type)}"`;
    if (hint.imageSrcSet) links += ` imagesrcset="${attribute(hint.imageSrcSet)}"`;
    if (hint.imageSizes) links += ` imagesizes="${attribute(hint.imageSizes)}"`;
    if (hint.fetchPriority) links += ` fetchpriority="${hint.fetchPriority}"`;
    links += '/>';
  }
  return links;
}
