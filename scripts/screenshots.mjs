// `node scripts/screenshots.mjs [--out DIR] [--all | path ...]`: full-page screenshots of pages in
// both languages, on a 1440 px desktop and a 360 px phone, into test-results/screenshots (for
// looking, not committing). `--all` takes every screen the browser suites visit. Motion is
// reduced and videos paused, so two runs of the same build give the same pixels and
// `node scripts/compare-screenshots.mjs A B` can prove a refactoring changed nothing.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, root, startSite } from './site-process.mjs';
import { siteRoutes } from './site-routes.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, all: { type: 'boolean' } },
});
const out = path.resolve(values.out ?? path.join(root, 'test-results', 'screenshots'));
fs.mkdirSync(out, { recursive: true });
const site = await startSite();
const paths = values.all ? await siteRoutes(site.url) : positionals.length ? positionals : ['/'];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 360, height: 740 }],
  ]) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const lang of ['en', 'zh']) {
      for (const p of paths) {
        await page.goto(`${site.url}/${lang}${p === '/' ? '' : p}`, { waitUntil: 'networkidle' });
        // A playing video's frame and a blinking caret differ from run to run.
        await page.evaluate(async () => {
          for (const video of document.querySelectorAll('video')) {
            video.pause();
            video.currentTime = 0;
          }
          document.documentElement.style.caretColor = 'transparent';
          // Lazy pictures below the fold would load (or not) while the full page is captured.
          await Promise.all(
            [...document.images].map((img) => {
              img.loading = 'eager';
              return img.decode().catch(() => undefined);
            }),
          );
          await document.fonts.ready;
        });
        await page.waitForLoadState('networkidle');
        // Transitions started by hydration (the banner's dots) settle before the capture.
        await page.waitForTimeout(500);
        const name = `${p.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${lang}-${device}.png`;
        await page.screenshot({ path: path.join(out, name), fullPage: true, animations: 'disabled' });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        console.log(`${name}${overflow > 0 ? `  (scrolls sideways by ${overflow}px)` : ''}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
