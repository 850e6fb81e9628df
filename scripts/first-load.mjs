// The JavaScript a first visit to a page downloads and runs, gzipped, measured in Chromium: the
// islands' runtime, React DOM and the page's islands with what they import (the browser loads no
// router and no route modules); and the staff console's bundles (its entry, what the sign-in form
// needs before it appears, the whole console), read from its build. Budgets (docs/design.md): the
// home page at most 140 KB, the sizing page at most 150 KB (its calculation runs in a worker).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, root, startSite } from './site-process.mjs';

const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(file)).length / 1024;

/** [name, path, budget KB gzip] */
export const PAGES = [
  ['home page', '/en', 140],
  ['sizing page', '/en/sizing', 150],
];

/** The first-load budget of a page, KB gzip. */
export const budgetOf = (pagePath) => PAGES.find(([, p]) => p === pagePath)[2];

/**
 * KB gzip and file count of the scripts a first visit to each page loads, once its islands have
 * hydrated (a site of the current build is started unless `siteUrl` names one).
 */
export async function firstLoads(pages = PAGES.map(([, p]) => p), siteUrl) {
  const site = siteUrl ? { url: siteUrl, stop: async () => {} } : await startSite();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const loads = {};
    for (const pagePath of pages) {
      const page = await browser.newPage();
      await page.goto(`${site.url}${pagePath}`);
      // The islands wait for the visitor's first sign (app/entry.client.tsx): a key press.
      await page.keyboard.press('Shift');
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
        timeout: 120_000,
      });
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((p) => /^\/assets\/[^/]+\.js$/.test(p)),
      );
      await page.close();
      const unique = [...new Set(scripts)];
      loads[pagePath] = {
        kb: unique.reduce((sum, p) => sum + gzipKb(path.join(root, 'build/client', p)), 0),
        files: unique.length,
      };
    }
    return loads;
  } finally {
    await browser.close();
    await site.stop();
  }
}

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
  const loads = await firstLoads();
  for (const [name, pagePath, budget] of PAGES) {
    const { kb, files } = loads[pagePath];
    console.log(
      `First-load JavaScript of the ${name}: ${kb.toFixed(1)} KB gzip in ${files} files (budget ${budget} KB)${kb > budget ? ' — OVER BUDGET' : ''}`,
    );
  }
  const admin = consoleBundles();
  console.log(
    `Staff console: entry ${admin.entry.toFixed(1)} KB gzip; sign-in page ${admin.signIn.toFixed(1)} KB in ${admin.signInFiles} files; whole console ${admin.all.toFixed(1)} KB`,
  );
}
