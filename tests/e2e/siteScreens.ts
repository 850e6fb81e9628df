import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteRoutes } from './routes.js';
import { closeSuite, newVisitor, openSuite, screenshotDir, type RunningSite } from './server.js';

const LANGS = ['en', 'zh'] as const;
const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1440, height: 900 } };

/**
 * Every screen of the public site in both languages on one device: each answers 200, shows its
 * pictures, throws no script error, and on a phone none scrolls sideways. Each screen's first view
 * is photographed into test-results/screenshots (what the visitor sees on arrival; whole pages,
 * which cost three times as much, are `node scripts/screenshots.mjs --all`). One file per device
 * (site-screens-*.test.ts), so the two halves of the longest browser work run side by side.
 */
export function photographEveryScreen(device: keyof typeof VIEWPORTS): void {
  describe(`public site in Chromium: every screen on a ${device}, both languages`, () => {
    let site: RunningSite;
    let browser: Browser;
    let routes: string[];

    beforeAll(async () => {
      ({ site, browser } = await openSuite());
      routes = await siteRoutes(site.url);
    });
    afterAll(() => closeSuite({ site, browser }));

    // One test per language, so a slow machine's time-out covers one pass, not both.
    for (const lang of LANGS) {
      describe(`${lang} on a ${device}`, () => {
        let context: BrowserContext;
        let page: Page;
        const problems: string[] = [];
        beforeAll(async () => {
          context = await newVisitor(browser, lang === 'zh' ? 'zh-CN' : 'en-US', VIEWPORTS[device]);
          page = await context.newPage();
          page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
        });
        afterAll(async () => {
          await context?.close();
        });

        it(`${device === 'phone' ? 'never scrolls sideways, and each' : 'each'} screen answers with its pictures and is photographed`, async () => {
          for (const route of routes) {
            const address = `/${lang}${route === '/' ? '' : route}`;
            const answer = await page.goto(`${site.url}${address}`, { waitUntil: 'load' });
            expect(answer?.status(), address).toBe(200);
            // Pictures the browser has fetched (lazy ones below the fold are not asked for yet).
            const broken = await page.evaluate(() =>
              [...document.images]
                .filter((image) => image.complete && image.currentSrc !== '' && image.naturalWidth === 0)
                .map((image) => image.currentSrc),
            );
            expect(broken, `${address}: pictures that did not load`).toEqual([]);
            if (device === 'phone') {
              const overflow = await page.evaluate(
                () => document.documentElement.scrollWidth - window.innerWidth,
              );
              expect(overflow, `${address} scrolls sideways`).toBeLessThanOrEqual(0);
            }
            const name = `${route.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${lang}-${device}.png`;
            await page.screenshot({ path: path.join(screenshotDir, name) });
          }
          expect(problems).toEqual([]);
        }, 900_000);
      });
    }
  });
}
