// Run after the build: the JavaScript a first visit to a page downloads (the client entry and the
// modules of the root, layout and page routes with their imports), gzipped, for the home page and
// the sizing page. Budget (docs/design.md): at most 150 KB.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { root } from './site-process.mjs';

export const BUDGET_KB = 150;

/** KB gzip and file count of the first load of a page route (e.g. 'routes/home') in the build. */
export async function firstLoad(pageRoute) {
  const build = await import(pathToFileURL(path.join(root, 'build/server/index.js')).href);
  const { assets } = build;
  const files = new Set([assets.entry.module, ...assets.entry.imports]);
  for (const id of ['root', 'routes/site', pageRoute]) {
    const route = assets.routes[id];
    if (!route) throw new Error(`route ${id} is missing from the build`);
    for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  }
  let total = 0;
  for (const file of files)
    total += zlib.gzipSync(fs.readFileSync(path.join(root, 'build/client', file))).length;
  return { kb: total / 1024, files: files.size };
}

export const PAGES = [
  ['home page', 'routes/home'],
  ['sizing page', 'routes/valveSizing'],
];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [name, id] of PAGES) {
    const { kb, files } = await firstLoad(id);
    console.log(
      `First-load JavaScript of the ${name}: ${kb.toFixed(1)} KB gzip in ${files} files (budget ${BUDGET_KB} KB)${kb > BUDGET_KB ? ' — OVER BUDGET' : ''}`,
    );
  }
}
