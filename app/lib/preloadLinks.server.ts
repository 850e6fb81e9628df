import { AsyncLocalStorage } from 'node:async_hooks';
import { preloadSink, type PreloadOptions } from './reactDom.js';

// Each render collects its own hints: renders of different requests interleave while they wait for data.
const hints = new AsyncLocalStorage<Map<string, PreloadOptions>>();
preloadSink.current = (href, options) => {
  const found = hints.getStore();
  if (found && !found.has(href)) found.set(href, options);
};

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Runs a render, and gives its result with the <link rel="preload"> tags it asked for. */
export async function withPreloads<T>(render: () => Promise<T>): Promise<{ result: T; links: string }> {
  const found = new Map<string, PreloadOptions>();
  const result = await hints.run(found, render);
  let links = '';
  for (const [href, options] of found) {
    links += `<link rel="preload" as="${attribute(options.as)}" href="${attribute(href)}"`;
    if (options.type) links += ` type="${attribute(options.type)}"`;
    if (options.imageSrcSet) links += ` imagesrcset="${attribute(options.imageSrcSet)}"`;
    if (options.imageSizes) links += ` imagesizes="${attribute(options.imageSizes)}"`;
    if (options.fetchPriority) links += ` fetchpriority="${options.fetchPriority}"`;
    links += '/>';
  }
  return { result, links };
}
