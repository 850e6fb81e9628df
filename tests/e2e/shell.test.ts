import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSuite, firstVisit, openSuite, type RunningSite, screenshotDir, islandsLive } from './server.js';

describe('server-rendered React Router app inside Fastify (Chromium)', () => {
  let site: RunningSite;
  let browser: Browser;
  beforeAll(async () => {
    ({ site, browser } = await openSuite());
  });
  afterAll(() => closeSuite({ site, browser }));

  it('sends an English browser from / to /en with the page already in the HTML', async () => {
    const html = await (await fetch(`${site.url}/en`)).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Globe Control Valves');
    const { context, page } = await firstVisit(browser, site.url, 'en-US');
    expect(new URL(page.url()).pathname).toBe('/en');
    await islandsLive(page);
    await expect(page.locator('h1').textContent()).resolves.toContain('Maple River Controls');
    await page.screenshot({ path: path.join(screenshotDir, 'shell-en.png') });
    await context.close();
  });

  it('sends a Chinese browser to /zh, and a stored choice wins over the browser', async () => {
    const { context, page } = await firstVisit(browser, site.url, 'zh-CN');
    expect(new URL(page.url()).pathname).toBe('/zh');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh-CN');
    await expect(page.locator('h1').textContent()).resolves.toContain('枫河');
    await context.addCookies([{ name: 'lang', value: 'en', url: site.url }]);
    await page.goto(site.url);
    expect(new URL(page.url()).pathname).toBe('/en');
    await context.close();
  });

  it('serves the API docs and the static build next to the pages', async () => {
    const docs = await fetch(`${site.url}/api/docs/json`);
    const spec = (await docs.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toContain('/api/leavemessage/postAdvise');
    const missing = await fetch(`${site.url}/en/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
  });
});
