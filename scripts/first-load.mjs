// Run after the build: the JavaScript a first visit to the home page downloads (the client entry
// and the modules of the root, layout and home routes with their imports), gzipped.
// Budget (DESIGN.md): at most 150 KB.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { root } from './site-process.mjs';

const BUDGET_KB = 150;
const build = await import(pathToFileURL(path.join(root, 'build/server/index.js')).href);
const { assets } = build;
const files = new Set([assets.entry.module, ...assets.entry.imports]);
for (const id of ['root', 'routes/site', 'routes/home']) {
  const route = assets.routes[id];
  if (!route) throw new Error(`route ${id} is missing from the build`);
  for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
}
let total = 0;
for (const file of files)
  total += zlib.gzipSync(fs.readFileSync(path.join(root, 'build/client', file))).length;
const kb = total / 1024;
console.log(
  `First-load JavaScript of the home page: ${kb.toFixed(1)} KB gzip in ${files.size} files (budget ${BUDGET_KB} KB)${kb > BUDGET_KB ? ' — OVER BUDGET' : ''}`,
);
