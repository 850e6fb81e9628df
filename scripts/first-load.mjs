// Run after the build: the JavaScript a first visit to a page downloads (the client entry and the
// modules of the root, layout and page routes with their imports), gzipped, for the home page and
// the sizing page; and the staff console's: its entry bundle, what the sign-in form needs before it
// appears, and the whole console. Budgets (docs/design.md): the home page at most 100 KB, the
// sizing page at most 150 KB (its solver and charts load on need).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { root } from './site-process.mjs';

const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(file)).length / 1024;

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
  for (const file of files) total += gzipKb(path.join(root, 'build/client', file));
  return { kb: total, files: files.size };
}

/** [name, route, budget KB gzip] */
export const PAGES = [
  ['home page', 'routes/home', 100],
  ['sizing page', 'routes/valveSizing', 150],
];

/** The first-load budget of a page route, KB gzip. */
export const budgetOf = (pageRoute) => PAGES.find(([, id]) => id === pageRoute)[2];

/**
 * The console's JavaScript, KB gzip: `entry` is the module admin/index.html starts, `signIn` that
 * with the modules the page preloads (all a signed-out member downloads before the form shows),
 * `all` every script of the console (what a signed-in member's pages may load).
 */
export function consoleBundles() {
  const dir = path.join(root, 'build/admin');
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const script = /<script type="module"[^>]* src="\/admin\/([^"]+)"/.exec(html)?.[1];
  if (!script) throw new Error('build/admin/index.html starts no module');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/admin\/([^"]+)"/g)].map(
    (m) => m[1],
  );
  const assets = path.join(dir, 'assets');
  const all = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
  const sum = (files) => files.reduce((kb, f) => kb + gzipKb(path.join(dir, f)), 0);
  return {
    entry: gzipKb(path.join(dir, script)),
    signIn: sum([script, ...preloads]),
    signInFiles: 1 + preloads.length,
    all: all.reduce((kb, f) => kb + gzipKb(path.join(assets, f)), 0),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [name, id, budget] of PAGES) {
    const { kb, files } = await firstLoad(id);
    console.log(
      `First-load JavaScript of the ${name}: ${kb.toFixed(1)} KB gzip in ${files} files (budget ${budget} KB)${kb > budget ? ' — OVER BUDGET' : ''}`,
    );
  }
  const admin = consoleBundles();
  console.log(
    `Staff console: entry ${admin.entry.toFixed(1)} KB gzip; sign-in page ${admin.signIn.toFixed(1)} KB in ${admin.signInFiles} files; whole console ${admin.all.toFixed(1)} KB`,
  );
}
