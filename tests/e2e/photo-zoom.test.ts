import { inLanguage } from '#contract/words.js';
import path from 'node:path';
import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantUrl } from '#contract/images.js';
import { flowCopy } from '#app/i18n/pages/flow.js';
import { staffCookie } from '#scripts/site-process.mjs';
import {
  drawJpeg,
  launchBrowser,
  newVisitor,
  screenshotDir,
  startSite,
  uploadPhoto,
  type RunningSite,
  islandsLive,
} from './server.js';

const ADMIN = { email: 'zoom.admin@mapleriver-controls.example', password: 'Zoom-admin-2026-photo' };
/** A camera's 4:3 photograph, wide enough for every derived copy (the largest is 1920). */
const PHOTO = { width: 2400, height: 1800 };

/**
 * A 4:3 JPEG whose outer tenth on the left is red and on the right blue (a crop to a square loses
 * both), a gradient between.
 */
async function photograph(): Promise<Buffer> {
  const { width, height } = PHOTO;
  return drawJpeg(width, height, (x, y) =>
    x < width / 10
      ? [200, 30, 30]
      : x >= (width * 9) / 10
        ? [30, 60, 200]
        : [90 + Math.round((x / width) * 80), 120 + Math.round((y / height) * 60), 140],
  );
}

/** Waits until a picture is loaded and decoded (drawn whole, not still arriving). */
async function loaded(img: Locator): Promise<void> {
  await img.evaluate((el: HTMLImageElement) =>
    el.complete && el.naturalWidth > 0
      ? el.decode()
      : new Promise((resolve) => el.addEventListener('load', () => resolve(el.decode()), { once: true })),
  );
}

/**
 * How a picture is drawn in its box: the share of the picture shown (1: whole; a crop shows less)
 * and its drawn aspect against its natural one (1: undistorted), from the box, the picture's
 * natural size and its object-fit, as the browser lays it out.
 */
async function drawn(img: Locator) {
  return img.evaluate((el: HTMLImageElement) => {
    const box = el.getBoundingClientRect();
    const fit = getComputedStyle(el).objectFit;
    const { naturalWidth: w, naturalHeight: h } = el;
    const sx = box.width / w;
    const sy = box.height / h;
    const scale = fit === 'cover' ? Math.max(sx, sy) : fit === 'contain' ? Math.min(sx, sy) : NaN;
    const [dw, dh] = fit === 'fill' ? [box.width, box.height] : [w * scale, h * scale];
    return {
      natural: w / h,
      shown: (Math.min(dw, box.width) * Math.min(dh, box.height)) / (dw * dh),
      distortion: dw / dh / (w / h),
      src: el.currentSrc,
    };
  });
}

/** Once loaded, the 4:3 photograph is drawn whole (nothing cropped) and undistorted. */
async function expectWhole(img: Locator) {
  await loaded(img);
  const shown = await drawn(img);
  expect(shown.natural).toBeCloseTo(4 / 3, 2);
  expect(shown.shown).toBeCloseTo(1, 3);
  expect(shown.distortion).toBeCloseTo(1, 3);
  return shown;
}

/**
 * The product page's flow coefficients: whole on a desktop (no cell cut), and on a phone
 * scrolling sideways inside their frame with a shadow on the side there is more, the page itself
 * never wider than the screen.
 */
async function expectFlowTable(page: Page, lang: 'en' | 'zh', width: number, shot: () => Promise<unknown>) {
  const area = page.locator('#flow').getByRole('region', { name: inLanguage(flowCopy, lang).title });
  await area.scrollIntoViewIfNeeded();
  const measure = () =>
    area.evaluate((el) => {
      const shadow = (side: '::before' | '::after') =>
        Number(getComputedStyle(el.parentElement!, side).opacity);
      return {
        overflow: el.scrollWidth - el.clientWidth,
        clipped: [...el.querySelectorAll('th, td')].filter((cell) => cell.scrollWidth > cell.clientWidth)
          .length,
        page: document.documentElement.scrollWidth - window.innerWidth,
        start: shadow('::before'),
        end: shadow('::after'),
      };
    });
  const now = await measure();
  await shot();
  expect(now.clipped).toBe(0);
  expect(now.page).toBeLessThanOrEqual(0);
  if (width >= 1440) {
    expect(now).toMatchObject({ overflow: 0, start: 0, end: 0 });
    return;
  }
  expect(now.overflow).toBeGreaterThan(0);
  expect(now).toMatchObject({ start: 0, end: 1 });
  // The keyboard reaches the frame and scrolls it: a shadow shows there is more back there too.
  await area.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await measure()).start).toBe(1);
  // At its end, only the shadow at the start is left.
  await area.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
  await expect.poll(async () => (await measure()).end).toBe(0);
  expect((await measure()).page).toBeLessThanOrEqual(0);
}

describe('a 4:3 photograph is shown whole on the product page and its card, and opens full-screen', () => {
  let site: RunningSite;
  let browser: Browser;
  let url = '';
  let productPage = '';
  let searchPage = '';
  let title = { en: '', zh: '' };

  beforeAll(async () => {
    site = await startSite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const cookie = await staffCookie(site.url, ADMIN);
    const stored = await uploadPhoto(site.url, cookie, await photograph(), 'valve.jpg');
    url = stored.url;
    const list = (await (await fetch(`${site.url}/api/product/ProductList?limit=50`)).json()) as {
      data: {
        list: { id: number; cate_id: number; no: string; title: string; en_title: string; image: string }[];
      };
    };
    // A product with more than one picture: the gallery and its full-screen view have somewhere to step.
    const product = list.data.list.find((p) => p.image.includes(','))!;
    title = { en: product.en_title, zh: product.title };
    // The photograph first, then the product's own pictures.
    const put = await fetch(`${site.url}/admin/api/products/${product.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: site.url, cookie },
      body: JSON.stringify({ images: [stored.path, ...product.image.split(',')] }),
    });
    expect(put.status).toBe(200);
    productPage = `prod_details?id=${product.cate_id}&sonId=${product.id}`;
    searchPage = `prod_search_list?keywords=${encodeURIComponent(product.no || product.en_title)}`;
    // Derived in the background: wait until the largest copy answers.
    for (let tries = 0; (await fetch(`${site.url}${variantUrl(url, 1920, 'jpg')}`)).status !== 200; tries++) {
      if (tries > 600) throw new Error('the derived copies never appeared');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    browser = await launchBrowser();
    fs.mkdirSync(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const stem = () => url.replace(/\.jpg$/, '');

  for (const lang of ['en', 'zh'] as const)
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 360, height: 740 },
    ])
      it(`in ${lang} at ${viewport.width} px`, async () => {
        const context = await newVisitor(browser, lang === 'zh' ? 'zh-CN' : 'en-US', viewport);
        const page = await context.newPage();
        const shot = (name: string) =>
          page.screenshot({
            path: path.join(screenshotDir, `photo-zoom-${name}-${lang}-${viewport.width}.png`),
          });
        try {
          // The product page: the photograph is the gallery's big picture, whole and undistorted.
          const stage = page.locator('.products-gallery__stage img');
          // The page shows the photograph once the page cache has the new content (a kept page may
          // be served once more while it renders anew).
          for (let tries = 0; ; tries++) {
            await page.goto(`${site.url}/${lang}/${productPage}`);
            if ((await stage.getAttribute('src'))?.includes(stem()) || tries > 50) break;
          }
          await expectWhole(stage);
          await shot('product');
          await expectFlowTable(page, lang, viewport.width, () => shot('flow'));
          await page.evaluate(() => window.scrollTo(0, 0));

          // Open: a dialog named after the product, with the largest copy, and focus inside. The
          // page's scripts come after its pictures: the button works once hydrated.
          await islandsLive(page);
          const trigger = page.locator('.products-gallery__zoom');
          await expect.poll(() => trigger.getAttribute('aria-label')).toContain(title[lang]);
          await trigger.click();
          const dialog = page.getByRole('dialog');
          await dialog.waitFor();
          expect(await dialog.getByRole('heading').textContent()).toContain(title[lang]);
          const large = dialog.locator('img');
          expect((await expectWhole(large)).src).toContain(`${stem()}.w1920.`);
          expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
          await shot('zoom');

          // With a mouse: the wheel enlarges the picture around the pointer, the page behind stays.
          const drawnWidth = () => large.evaluate((el) => el.getBoundingClientRect().width);
          const fitted = await drawnWidth();
          const scrolled = await page.evaluate(() => window.scrollY);
          const box = (await large.boundingBox())!;
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          await page.mouse.wheel(0, -400);
          await expect.poll(drawnWidth).toBeGreaterThan(fitted * 1.5);
          expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
          await shot('wheel');
          // A click fits it again; another zooms in at the point clicked, which stays under the pointer.
          await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
          await expect.poll(drawnWidth).toBeCloseTo(fitted, 0);
          const point = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.4 };
          await page.mouse.click(point.x, point.y);
          await expect.poll(drawnWidth).toBeGreaterThan(fitted * 2);
          await expect.poll(() => large.evaluate((el) => el.getAnimations().length)).toBe(0);
          const zoomedBox = (await large.boundingBox())!;
          expect((point.x - zoomedBox.x) / zoomedBox.width).toBeCloseTo(0.3, 2);
          expect((point.y - zoomedBox.y) / zoomedBox.height).toBeCloseTo(0.4, 2);
          // A drag moves the enlarged picture.
          await page.mouse.down();
          await page.mouse.move(point.x + 60, point.y + 40, { steps: 4 });
          await page.mouse.up();
          await expect.poll(async () => (await large.boundingBox())!.x).toBeCloseTo(zoomedBox.x + 60, 0);
          // The keyboard: 0 fits, + enlarges; the page still has not moved.
          await page.keyboard.press('0');
          await expect.poll(drawnWidth).toBeCloseTo(fitted, 0);
          await page.keyboard.press('+');
          await expect.poll(drawnWidth).toBeGreaterThan(fitted * 1.4);
          await page.keyboard.press('0');
          await expect.poll(drawnWidth).toBeCloseTo(fitted, 0);
          expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

          // Escape closes it and gives focus back to the picture.
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
          expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);

          // By keyboard: Enter opens, the arrow key steps to the next picture, the button closes.
          await page.keyboard.press('Enter');
          await dialog.waitFor();
          await page.keyboard.press('ArrowRight');
          await expect.poll(() => dialog.getByRole('heading').textContent()).toContain('(2/');
          const close = dialog.getByRole('button', { name: lang === 'zh' ? '关闭' : 'Close' });
          await close.click();
          await dialog.waitFor({ state: 'detached' });
          // The page shows the picture last looked at.
          expect(await trigger.getAttribute('aria-label')).toContain('(2/');

          // The card in the product search shows the photograph whole as well.
          await page.goto(`${site.url}/${lang}/${searchPage}`);
          const card = page.locator(`.products-card__media img[src*="${stem()}"]`).first();
          await card.scrollIntoViewIfNeeded();
          await expectWhole(card);
          await shot('card');
        } finally {
          await context.close();
        }
      });
});
