// `node scripts/screenshots.mjs [path ...]`: screenshots of pages in both languages, on a
// 1440 px desktop and a 360 px phone, into test-results/screenshots (for looking, not committing).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, root, startSite } from './site-process.mjs';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const out = path.join(root, 'test-results', 'screenshots');
fs.mkdirSync(out, { recursive: true });
const site = await startSite();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 360, height: 740 }],
  ]) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const lang of ['en', 'zh']) {
      for (const p of paths) {
        await page.goto(`${site.url}/${lang}${p === '/' ? '' : p}`, { waitUntil: 'networkidle' });
        const name = `${p.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${lang}-${device}.png`;
        await page.screenshot({ path: path.join(out, name), fullPage: true });
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
