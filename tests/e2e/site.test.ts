import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteRoutes } from './routes.js';
import {
  firstVisit,
  launchBrowser,
  newVisitor,
  openHydrated,
  startSite,
  type RunningSite,
  islandsLive,
} from './server.js';

type Row = { id: number; cate_id: number; en_title: string };
const LANGS = ['en', 'zh'] as const;

describe('public site in Chromium: the HTML of every screen, and what a visitor does', () => {
  let site: RunningSite;
  let browser: Browser;
  let routes: string[];

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    routes = await siteRoutes(site.url);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('sends complete HTML with the page heading before any script runs', async () => {
    for (const lang of LANGS) {
      for (const route of routes) {
        const url = `${site.url}/${lang}${route === '/' ? '' : route}`;
        const response = await fetch(url);
        expect(response.status, url).toBe(200);
        const html = await response.text();
        expect(html, url).toContain(`<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"`);
        const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/
          .exec(html)?.[1]
          ?.replace(/<[^>]+>/g, '')
          .trim();
        expect(h1, `${url} has a heading`).toBeTruthy();
        expect(html, url).toMatch(/<link rel="canonical" href="[^"]+"/);
        // Attribute names are case-insensitive in HTML.
        expect(html, url).toMatch(/<link rel="alternate" hreflang="zh-CN"/i);
      }
    }
  });

  it('highlights the navigation entry of the page', async () => {
    const context = await newVisitor(browser);
    const page = await context.newPage();
    const current = async (nav: string) => page.locator(`${nav} [aria-current="page"]`).first().textContent();
    await page.goto(`${site.url}/en/news`);
    expect(await current('.topbar__nav')).toBe('News');
    const news = (await (await fetch(`${site.url}/api/article/getArticleList?cate_id=9&limit=1`)).json()) as {
      data: { list: Row[] };
    };
    await page.goto(`${site.url}/en/nText?id=${news.data.list[0]!.id}`);
    expect(await current('.topbar__nav')).toBe('News');
    await page.goto(`${site.url}/en/prod_center`);
    expect(await current('.mainbar__nav')).toBe('Product Center');
    await page.goto(`${site.url}/en/cpProgram?index=3`);
    expect(await current('.mainbar__nav')).toBe('Product Program');
    await context.close();
  });

  it('keeps the page and the tab in the URL, through a reload', async () => {
    const { context, page } = await openHydrated(browser, `${site.url}/en/news`);
    await page
      .locator('.pagination')
      .getByRole('link', { name: /^Page 2$|^2$/ })
      .first()
      .click();
    await page.waitForURL(/page=2/);
    await page.reload();
    await expect(page.locator('.pagination [aria-current="page"]').textContent()).resolves.toBe('2');
    await page.goto(`${site.url}/en/cpzy?index=2`);
    await page.reload();
    expect(new URL(page.url()).searchParams.get('index')).toBe('2');
    await context.close();
  });

  it('searches articles and products from the header, keeping the keyword for the session', async () => {
    const { context, page } = await openHydrated(browser, `${site.url}/en/about`);
    await page.locator('#site-search-type').selectOption('article');
    await page.locator('#site-search').fill('valve');
    await page.locator('#site-search').press('Enter');
    await page.waitForURL(/\/en\/search\/article\?keyword=valve/);
    await page.locator('h2', { hasText: /\d+ results for “valve”/ }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('searchKeywords'))).toBe('valve');
    // Choosing the kind of search needs the box's script: a visitor reaching for it starts it.
    await islandsLive(page);
    await page.locator('#site-search-type').selectOption('product');
    await page.locator('#site-search').press('Enter');
    await page.waitForURL(/\/en\/prod_search_list\?keywords=valve/);
    await context.close();
  });

  it('remembers the language chosen, and follows the browser on a first visit', async () => {
    const { context: first, page } = await firstVisit(browser, site.url, 'zh-CN');
    expect(new URL(page.url()).pathname).toBe('/zh');
    await first.close();

    const { context, page: visitor } = await openHydrated(browser, `${site.url}/en/about?index=2`, 'en-US');
    await visitor.locator('.topbar .lang-switch__button').click();
    await visitor.getByRole('option').getByText('简体中文').click();
    await visitor.waitForURL(/\/zh\/about\?index=2/);
    expect(await visitor.evaluate(() => localStorage.getItem('lang'))).toBe('zh');
    await visitor.goto(site.url);
    expect(new URL(visitor.url()).pathname).toBe('/zh');
    await visitor.reload();
    expect(new URL(visitor.url()).pathname).toBe('/zh');
    await context.close();
  });

  it('shows the announcement once per session, in the visitor language', async () => {
    const { context, page } = await openHydrated(browser, `${site.url}/zh`, 'zh-CN');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const announcement = (await (
      await fetch(`${site.url}/api/cate/getCateDetailInfo?cate_id=98`)
    ).json()) as { data: { title: string } };
    await expect(dialog.textContent()).resolves.toContain(announcement.data.title);
    await dialog.getByRole('button', { name: '关闭' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Escape closes it too.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
    const next = await newVisitor(browser, 'zh-CN');
    const fresh = await next.newPage();
    await fresh.goto(`${site.url}/zh`);
    await fresh.getByRole('dialog').waitFor();
    await next.close();
  });

  it('enlarges a case picture and plays a product video in modal dialogs, giving focus back', async () => {
    const context = await newVisitor(browser);
    const page = await context.newPage();
    const dialog = page.getByRole('dialog');
    const isModal = () => dialog.evaluate((el) => el instanceof HTMLDialogElement && el.matches(':modal'));
    const focused = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((el) => el === document.activeElement);
    /** Opens `path`, clicks the first `opener` once the page has hydrated: a modal dialog opens. */
    const openFrom = async (path: string, opener: string) => {
      await page.goto(`${site.url}${path}`);
      await waitForHydration(page);
      const button = page.locator(opener).first();
      await button.click();
      await dialog.waitFor();
      expect(await isModal()).toBe(true);
      return button;
    };

    // A case's picture: enlarged by a click, closed by Escape.
    const list = (await (
      await fetch(`${site.url}/api/article/getArticleList?cate_id=22&limit=1`)
    ).json()) as {
      data: { list: Row[] };
    };
    const zoom = await openFrom(`/en/programDetail?id=${list.data.list[0]!.id}`, '.zoom-image');
    expect(await dialog.locator('img').count()).toBe(1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(zoom)).toBe(true);

    // A product video: a click on its card opens the player with its close button focused.
    const card = await openFrom('/en/cpzy?index=2', '.content-video__poster');
    expect(await dialog.locator('video').count()).toBe(1);
    const close = dialog.getByRole('button', { name: 'Close', exact: true });
    await expect.poll(() => focused(close)).toBe(true);
    await close.click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(card)).toBe(true);
    await context.close();
  });

  it('moves the home banner by its buttons and keyboard once the carousel code has loaded', async () => {
    const context = await newVisitor(browser);
    // The announcement is not the subject here.
    await context.addInitScript(() => sessionStorage.setItem('announcementDismissed', '1'));
    const page = await context.newPage();
    await page.goto(`${site.url}/en`);
    await islandsLive(page);
    const banner = page.locator('.company-banner');
    // The carousel code loads after hydration; until then the buttons cannot move anything.
    await page.locator('.company-banner[data-carousel-ready]').waitFor();
    const visibleSlide = () =>
      page.locator('.company-banner__slide:not([aria-hidden])').getAttribute('aria-label');
    expect(await visibleSlide()).toMatch(/^1 of \d+$/);
    await banner.getByRole('button', { name: 'Pause slideshow' }).click();
    await banner.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(visibleSlide).toMatch(/^2 of \d+$/);
    await banner.getByRole('button', { name: 'Show slide 1' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(visibleSlide).toMatch(/^1 of \d+$/);
    await context.close();
  });

  it('lands old hash links on the same page', async () => {
    const context = await newVisitor(browser);
    const page = await context.newPage();
    await page.goto(`${site.url}/#/about?index=2`);
    await page.waitForURL(/\/en\/about\?index=2$/);
    await page.goto(`${site.url}/#/prod_list?index=1&parentId=44`);
    await page.waitForURL(/\/en\/prod_list\?index=1&parentId=44$/);
    await context.close();
  });
});

async function waitForHydration(page: Page): Promise<void> {
  await islandsLive(page);
}
