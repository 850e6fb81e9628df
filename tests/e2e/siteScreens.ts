import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteRoutes } from './routes.js';
import { closeSuite, newVisitor, openSuite, screenshotDir, type RunningSite } from './server.js';

const LANGS = ['en', 'zh'] as const;
const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1440, height: 900 } };

/**
 * Every screen of the public site photographed in both languages on one device, and on a phone
 * none scrolls sideways. One file per device (site-screens-*.test.ts), so the two halves of the
 * longest browser work run side by side.
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
        beforeAll(async () => {
          context = await newVisitor(browser, lang === 'zh' ? 'zh-CN' : 'en-US', VIEWPORTS[device]);
          page = await context.newPage();
        });
        afterAll(async () => {
          await context?.close();
        });

        it(`${device === 'phone' ? 'never scrolls sideways, and each' : 'each'} screen is photographed`, async () => {
          for (const route of routes) {
            await page.goto(`${site.url}/${lang}${route === '/' ? '' : route}`, { waitUntil: 'load' });
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - window.innerWidth,
            );
            if (device === 'phone')
              expect(overflow, `${lang}${route} scrolls sideways`).toBeLessThanOrEqual(0);
            const name = `${route.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${lang}-${device}.png`;
            const shoot = () => page.screenshot({ path: path.join(screenshotDir, name), fullPage: true });
            // Headless Chromium refused one whole-page capture in stop 38's CI ("Unable to capture
            // screenshot") after 37 stops of passing runs: once more, and a second refusal fails.
            await shoot().catch(async (error: Error) => {
              if (!/Unable to capture screenshot/.test(error.message)) throw error;
              await page.waitForLoadState('load');
              await shoot();
            });
          }
        }, 900_000);
      });
    }
  });
}
