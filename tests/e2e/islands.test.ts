import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '#scripts/site-process.mjs';
import { siteRoutes } from './routes.js';
import { BROWSER_WAIT_MS, launchBrowser, newVisitor, useSite, islandsLive } from './server.js';

/** docs/design.md, Budgets: the home page's first-load JavaScript, gzip. */
const HOME_FIRST_LOAD_KB = 140;

/**
 * The public pages are React rendered whole on the server; in the browser React hydrates their
 * islands only (app/islands/): menus, forms, dialogs, carousels, the sizing app.
 */
describe('islands: what the browser runs of a page', () => {
  const site = useSite();
  let browser: Browser;
  let routes: string[];
  beforeAll(async () => {
    browser = await launchBrowser();
    routes = await siteRoutes(site.url);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('hydrates every island of every screen in both languages without an error', async () => {
    const context = await newVisitor(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      // The map's tiles come from the internet, which this machine cannot reach.
      if (message.type() === 'error' && !message.text().includes('ERR_NAME_NOT_RESOLVED'))
        errors.push(`${page.url()}: ${message.text()}`);
    });
    for (const lang of ['en', 'zh']) {
      for (const route of routes) {
        await page.goto(`${site.url}/${lang}${route === '/' ? '' : route}`);
        await islandsLive(page, { timeout: BROWSER_WAIT_MS });
        const islands = await page.locator('mr-island[data-island]').count();
        expect(islands, route).toBeGreaterThan(0);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves the text of a page as the server wrote it: only the islands are React’s', async () => {
    const context = await newVisitor(browser);
    const page = await context.newPage();
    await page.goto(`${site.url}/en/about`);
    await islandsLive(page);
    const owned = await page.evaluate(() => {
      const isReacts = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));
      return {
        heading: isReacts(document.querySelector('main h1')!),
        footer: isReacts(document.querySelector('footer')!),
        search: isReacts(document.querySelector('.topbar form[role=search]')!),
      };
    });
    expect(owned).toEqual({ heading: false, footer: false, search: true });
    await context.close();
  });

  it(`loads at most ${HOME_FIRST_LOAD_KB} KB of JavaScript (gzip) on the home page, React DOM among it`, async () => {
    for (const lang of ['en', 'zh']) {
      const context = await newVisitor(browser);
      const page = await context.newPage();
      await page.goto(`${site.url}/${lang}`);
      await islandsLive(page);
      // A file fetched ahead into the cache and then run is listed twice: it is loaded once.
      const scripts = await page.evaluate(() => [
        ...new Set(
          performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((pathname) => /^\/assets\/[^/]+\.js$/.test(pathname)),
        ),
      ]);
      const files = scripts.map((pathname) => fs.readFileSync(path.join(root, 'build/client', pathname)));
      const kb = files.reduce((sum, file) => sum + zlib.gzipSync(file).length, 0) / 1024;
      expect(kb, lang).toBeLessThanOrEqual(HOME_FIRST_LOAD_KB);
      // React DOM's renderer names itself to the developer tools: the browser runs React DOM 19.
      expect(
        files.some(
          (file) =>
            /rendererPackageName:\s*[`'"]react-dom[`'"]/.test(file.toString()) && file.includes('19.'),
        ),
        'React DOM 19',
      ).toBe(true);
      await context.close();
    }
  });
  it('hydrates nothing of a page that is only read, but what acts by itself, until the visitor’s first sign', async () => {
    const context = await newVisitor(browser);
    const page = await context.newPage();
    const isReacts = () =>
      [...document.querySelectorAll('mr-island[data-island]')]
        .filter((island) =>
          [...island.querySelectorAll('*')].some((node) =>
            Object.keys(node).some((key) => key.startsWith('__reactFiber')),
          ),
        )
        .map((island) => (island as HTMLElement).dataset.island);
    await page.goto(`${site.url}/en/about`);
    await page.locator('html[data-islands=ready]').waitFor();
    // The runtime is loaded (React DOM among it); of the islands only the one that puts the
    // current tab in view is React's: menus, search and the language switch are the server's HTML.
    // (That island hydrates just after the runtime is in, on a slow machine a moment later.)
    await expect.poll(() => page.evaluate(isReacts)).toEqual(['ActiveTabInView']);
    await islandsLive(page);
    expect(await page.evaluate(isReacts)).toEqual(
      expect.arrayContaining(['MenuButton', 'SearchBox', 'LanguageSwitch']),
    );
    await context.close();
  });

  it('shows the home page’s announcement, and closes it, with no script at all', async () => {
    for (const [lang, close] of [
      ['en', 'Close'],
      ['zh', '关闭'],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${site.url}/${lang}`);
      const announcement = page.getByRole('dialog');
      await expect(announcement.isVisible()).resolves.toBe(true);
      // Not modal: the page behind it stays usable.
      await expect(announcement.evaluate((dialog) => dialog.matches(':modal'))).resolves.toBe(false);
      await announcement.getByRole('button', { name: close }).first().click();
      await expect.poll(() => announcement.isVisible()).toBe(false);
      await context.close();
    }
  });

  it('answers a press of a menu button made before its script is in, once it is', async () => {
    const context = await newVisitor(browser, undefined, { width: 360, height: 740 });
    const page = await context.newPage();
    // The runtime is held back until the button has been pressed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.url}/en/about`);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.locator('.menu-button[data-held]').waitFor({ state: 'attached' });
    expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
    release();
    await page.locator('#mobile-menu').waitFor({ state: 'visible' });
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });
});
