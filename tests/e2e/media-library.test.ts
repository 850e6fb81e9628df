import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantUrl } from '#contract/images.js';
import { staffCookie } from '#scripts/site-process.mjs';
import { closeSuite, CONSOLE_ADMIN, openSuite, screenshotDir, signedInAdmin, type Suite } from './server.js';

type Row = { id: number; cate_id: number; no?: string };

/** The alt text staff type in the library, per console language. */
const ALT = {
  en: { zh: '带气动执行器的截止阀，正面', en: 'Globe valve with pneumatic actuator, front view' },
  zh: { zh: '蝶阀侧面，法兰连接', en: 'Butterfly valve, side view, flanged ends' },
} as const;
const CASE = { en: 'MR261126-MEDIA1', zh: 'MR261126-MEDIA2' } as const;

/** The `<img …>` of the `<picture>` whose copies live beside `url` in a page's HTML. */
function imgOf(html: string, url: string): string | undefined {
  const stem = url.replace(/\.jpg$/, '');
  const picture = [...html.matchAll(/<picture>.*?<\/picture>/gs)]
    .map((m) => m[0])
    .find((p) => p.includes(`${stem}.w`));
  return picture ? /<img [^>]*>/.exec(picture)?.[0] : undefined;
}
const altOf = (img: string | undefined) => (img ? /\salt="([^"]*)"/.exec(img)?.[1] : undefined);

const PLACEHOLDER = {
  en: { wide: 'Search products, content, enquiries…', narrow: 'Search…' },
  zh: { wide: '搜索产品、内容、留言…', narrow: '搜索…' },
};

describe('media library and search box in the console, in English and Chinese', () => {
  let suite: Suite;
  let cookie: string;
  const problems: string[] = [];

  beforeAll(async () => {
    suite = await openSuite({ console: true });
    cookie = await staffCookie(suite.site.url, CONSOLE_ADMIN);
    // Two enquiries as the desk keeps them, written straight into the site's database.
    const db = new Database(path.join(suite.site.dataDir, 'site.db'));
    try {
      const add = db.prepare(
        `insert into enquiry (m_no, type_id, status, name, company_name, phone, email, duties, content,
           lang, ip, create_time, update_time)
         values (?, 13, 0, ?, 'Northshore Pulp Ltd.', '', ?, '', 'Six DN150 globe valves, please.', ?, '10.0.0.1', ?, ?)`,
      );
      const now = Date.now();
      add.run(CASE.en, 'Erin Walsh', 'erin.walsh@example.com', 'en', now, now);
      add.run(CASE.zh, '王工', 'wang.gong@example.com', 'zh', now, now);
    } finally {
      db.close();
    }
  });
  afterAll(() => closeSuite(suite));

  const url = (p: string) => `${suite.site.url}${p}`;
  async function staff<T>(method: string, p: string, body?: unknown): Promise<T> {
    const response = await fetch(url(`/admin/api${p}`), {
      method,
      headers: { 'content-type': 'application/json', origin: suite.site.url, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${p}`).toBeLessThan(300);
    return (await response.json()) as T;
  }
  async function uploadTo(to: string, name: string, colour: string) {
    const bytes = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
    const answer = await fetch(url(`/admin/api${to}`), {
      method: 'POST',
      headers: { origin: suite.site.url, cookie },
      body: form,
    });
    expect(answer.status, to).toBeLessThan(300);
    return (await answer.json()) as { id: number; path: string; url: string };
  }
  async function derived(stored: { url: string }) {
    while ((await fetch(url(variantUrl(stored.url, 640, 'webp')))).status !== 200)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }
  /** A public page's HTML once `ready` holds (the page cache renders anew after a change). */
  async function pageWhen(p: string, ready: (html: string) => boolean): Promise<string> {
    for (;;) {
      const html = await (await fetch(url(p))).text();
      if (ready(html)) return html;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(screenshotDir, `media-${name}.png`), fullPage: false });

  for (const lang of ['en', 'zh'] as const) {
    it(`${lang}: alt text set in the library reaches the product page's <img alt>; replacing the file changes the page`, async () => {
      const products = (await (await fetch(url('/api/product/ProductList?limit=2'))).json()) as {
        data: { list: Row[] };
      };
      const product = products.data.list[lang === 'en' ? 0 : 1]!;
      const stored = await uploadTo('/uploads', `valve-${lang}.jpg`, lang === 'en' ? '#2f6690' : '#7a4e9c');
      const record = await staff<{ images: string[] }>('GET', `/products/${product.id}`);
      await staff('PUT', `/products/${product.id}`, { images: [stored.path, ...record.images] });
      await derived(stored);

      const { context, page } = await signedInAdmin(suite.browser, problems, suite.site.url, {
        locale: lang === 'en' ? 'en-US' : 'zh-CN',
        viewport: { width: 1440, height: 900 },
      });
      await page.goto(url('/admin/media'));
      await page.locator(`[data-media-id="${stored.id}"]`).waitFor();
      await page
        .getByRole('heading', { level: 1, name: lang === 'en' ? 'Media library' : '媒体库' })
        .waitFor();
      await shot(page, `library-${lang}-1440`);
      await page.setViewportSize({ width: 1024, height: 800 });
      await shot(page, `library-${lang}-1024`);
      await page.setViewportSize({ width: 1440, height: 900 });

      await page.locator(`[data-media-id="${stored.id}"] button`).click();
      const details = page.getByRole('region', { name: lang === 'en' ? 'File details' : '文件详情' });
      await details.getByTestId('where-used').waitFor();
      // English first, as in every bilingual form of the console.
      expect(
        await details
          .locator('[data-field]')
          .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('lang'))),
      ).toEqual(['en', 'zh-CN']);
      await details.locator('[data-field=en_alt]').fill(ALT[lang].en);
      await details.locator('[data-field=alt]').fill(ALT[lang].zh);
      await details.getByRole('button', { name: lang === 'en' ? 'Save alt text' : '保存替代文字' }).click();
      await page
        .getByText(lang === 'en' ? 'Alt text saved; the pages show it now' : '替代文字已保存，页面已更新')
        .waitFor();
      await shot(page, `details-${lang}-1440`);
      await page.setViewportSize({ width: 1024, height: 800 });
      await shot(page, `details-${lang}-1024`);

      // The public product page, in each language, names the picture with its library alt text.
      const productPage = (l: string) => `/${l}/prod_details?id=${product.cate_id}&sonId=${product.id}`;
      for (const pageLang of ['en', 'zh'] as const) {
        const html = await pageWhen(
          productPage(pageLang),
          (h) => altOf(imgOf(h, stored.url)) === ALT[lang][pageLang],
        );
        expect(altOf(imgOf(html, stored.url))).toBe(ALT[lang][pageLang]);
      }
      // The browser sees it in the page, too.
      await page.goto(url(productPage(lang)));
      await expect
        .poll(() => page.locator(`img[alt="${ALT[lang][lang]}"]`).count(), {
          timeout: 120_000,
          interval: 100,
        })
        .toBeGreaterThan(0);

      // Replace the file: the page shows the new one (with the same alt text), never the old.
      const before = await pageWhen(productPage(lang), (h) => h.includes(stored.url));
      expect(before).toContain(stored.url);
      const after = await uploadTo(`/media/${stored.id}/file`, `valve-${lang}-v2.jpg`, '#c0392b');
      expect(after.path).not.toBe(stored.path);
      await derived(after);
      const html = await pageWhen(productPage(lang), (h) => imgOf(h, after.url) !== undefined);
      expect(html).not.toContain(stored.url);
      expect(altOf(imgOf(html, after.url))).toBe(ALT[lang][lang]);
      await context.close();
    });

    it(`${lang}: the search box finds a product by model and an enquiry by case number, opened with the keyboard`, async () => {
      const { context, page } = await signedInAdmin(suite.browser, problems, suite.site.url, {
        locale: lang === 'en' ? 'en-US' : 'zh-CN',
        viewport: { width: 1440, height: 900 },
      });
      const box = page.getByRole('combobox', { name: lang === 'en' ? 'Search the console' : '搜索后台' });
      const list = page.getByRole('listbox', { name: lang === 'en' ? 'Search the console' : '搜索后台' });
      // The placeholder is read whole, on a desktop and on a phone (narrower, it says less).
      const placeholderFits = () =>
        page.getByTestId('console-search').evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const text = document.createElement('canvas').getContext('2d')!;
          text.font = `${style.fontSize} ${style.fontFamily}`;
          const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { text: input.placeholder, fits: text.measureText(input.placeholder).width <= room };
        });
      await box.waitFor();
      expect(await placeholderFits()).toEqual({ text: PLACEHOLDER[lang].wide, fits: true });
      await page.setViewportSize({ width: 360, height: 740 });
      await expect.poll(placeholderFits).toEqual({ text: PLACEHOLDER[lang].narrow, fits: true });
      await shot(page, `search-box-${lang}-360`);
      await page.setViewportSize({ width: 1440, height: 900 });
      await expect.poll(placeholderFits).toEqual({ text: PLACEHOLDER[lang].wide, fits: true });
      await shot(page, `search-box-${lang}-1440`);

      await box.fill('MR-GV305');
      const option = list.getByRole('option', { name: /MR-GV305/ });
      await option.waitFor();
      await list.getByRole('group', { name: lang === 'en' ? 'Products' : '产品' }).waitFor();
      await shot(page, `search-${lang}-1440`);
      await page.setViewportSize({ width: 1024, height: 800 });
      await shot(page, `search-${lang}-1024`);
      await box.press('ArrowDown');
      expect(await option.getAttribute('aria-selected')).toBe('true');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
      await box.press('Enter');
      await page.waitForURL(/\/admin\/products\/\d+$/);
      await page.locator('input[name=no]').first().waitFor();
      expect(await page.locator('input[name=no]').first().inputValue()).toBe('MR-GV305');

      await box.fill(CASE[lang]);
      const hit = list.getByRole('option', { name: new RegExp(CASE[lang]) });
      await hit.waitFor();
      await list.getByRole('group', { name: lang === 'en' ? 'Enquiries' : '留言' }).waitFor();
      await box.press('ArrowDown');
      await box.press('Enter');
      await page.waitForURL(/\/admin\/enquiries\/\d+\/show$/);
      await page.getByTestId('case-number').waitFor();
      expect(await page.getByTestId('case-number').textContent()).toBe(CASE[lang]);

      // Escape closes the list and keeps the text.
      await box.fill('MR-GV3');
      await list.getByRole('option').first().waitFor();
      await box.press('Escape');
      await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
      expect(await list.isHidden()).toBe(true);
      await context.close();
    });
  }

  for (const lang of ['en', 'zh'] as const) {
    it(`${lang}: a product form picks a picture from the library and saves it`, async () => {
      const stored = await uploadTo('/uploads', `picker-${lang}.jpg`, lang === 'en' ? '#16a085' : '#d35400');
      const products = (await (await fetch(url('/api/product/ProductList?limit=4'))).json()) as {
        data: { list: Row[] };
      };
      const product = products.data.list[lang === 'en' ? 2 : 3]!;
      const { context, page } = await signedInAdmin(suite.browser, problems, suite.site.url, {
        locale: lang === 'en' ? 'en-US' : 'zh-CN',
        viewport: { width: 1440, height: 900 },
      });
      await page.goto(url(`/admin/products/${product.id}`));
      const field = page.locator('[data-upload-input="images"]');
      await field
        .getByRole('button', { name: lang === 'en' ? 'Choose from library' : '从媒体库选择' })
        .click();
      const dialog = page.getByRole('dialog', {
        name: lang === 'en' ? 'Choose from the media library' : '从媒体库选择',
      });
      await dialog.locator(`[data-media-id="${stored.id}"]`).waitFor();
      await shot(page, `picker-${lang}-1440`);
      await dialog.locator(`[data-media-id="${stored.id}"] button`).click();
      await dialog.waitFor({ state: 'hidden' });
      await field.locator(`img[src="${stored.url}"]`).waitFor();
      // A published product's edit is a draft until it is published.
      await page.getByRole('button', { name: lang === 'en' ? 'Publish changes' : '发布更改' }).click();
      await expect
        .poll(async () => (await staff<{ images: string[] }>('GET', `/products/${product.id}`)).images, {
          timeout: 120_000,
          interval: 100,
        })
        .toContain(stored.path);
      await context.close();
    });
  }

  /** Screenshots of the seed library and the share fields: under /tmp, out of the worktree. */
  const shareShot = (page: Page, name: string) =>
    page.screenshot({ path: path.join('/tmp', 'valve-media-share', `${name}.png`), fullPage: false });

  for (const lang of ['en', 'zh'] as const) {
    it(`${lang}: the library shows the demo's pictures where used; an article's search-and-share fields reach its page`, async () => {
      const SHARE = {
        en: 'Maple River opens a valve service centre: repairs, spare parts and training in one place.',
        zh: '枫河阀门服务中心开业：维修、备件与培训一站式提供。',
      };
      const [product] = (await (await fetch(url('/api/product/ProductList?limit=1'))).json()).data
        .list as (Row & {
        title: string;
        en_title: string;
      })[];
      const productTitle = lang === 'en' ? product!.en_title : product!.title;
      // The demo's files join the library once its pictures are made (in the background).
      await expect
        .poll(async () => (await staff<{ path: string }[]>('GET', '/media?range=[0,999]')).length, {
          timeout: 300_000,
          interval: 500,
        })
        .toBeGreaterThan(20);

      const { context, page } = await signedInAdmin(suite.browser, problems, suite.site.url, {
        locale: lang === 'en' ? 'en-US' : 'zh-CN',
        viewport: { width: 1440, height: 900 },
      });
      await page.goto(url('/admin/media'));
      await page
        .getByRole('searchbox', {
          name: lang === 'en' ? 'Search name, alt text or where used' : '搜索文件名、替代文字或使用位置',
        })
        .fill(productTitle);
      const usedIn = page.getByTestId('used-in').filter({ hasText: productTitle }).first();
      await usedIn.waitFor();
      expect(await usedIn.textContent()).toMatch(lang === 'en' ? /^In: / : /^用于：/);
      await shareShot(page, `library-seed-${lang}-1440`);
      await page.setViewportSize({ width: 1024, height: 800 });
      await shareShot(page, `library-seed-${lang}-1024`);
      await page.setViewportSize({ width: 1440, height: 900 });

      // A news article: the "Search and sharing" section, its counters, a picture from the library.
      const news = (await (await fetch(url('/api/article/getArticleList?cate_id=9&limit=2'))).json()).data
        .list as Row[];
      const article = news[lang === 'en' ? 0 : 1]!;
      await page.goto(url(`/admin/items/${article.id}`));
      const section = page.locator('section').filter({
        has: page.getByRole('heading', { name: lang === 'en' ? 'Search and sharing' : '搜索与分享' }),
      });
      await section.locator('[data-field=en_meta_description]').fill(SHARE.en);
      await section.locator('[data-field=meta_description]').fill(SHARE.zh);
      expect(await section.getByTestId('en_meta_description-counter').textContent()).toBe(
        lang === 'en' ? `${SHARE.en.length} / 200 characters` : `${SHARE.en.length} / 200 个字符`,
      );
      expect(await section.getByTestId('meta_description-counter').textContent()).toBe(
        lang === 'en' ? `${SHARE.zh.length} / 100 characters` : `${SHARE.zh.length} / 100 个字符`,
      );
      const field = section.locator('[data-upload-input="share_image"]');
      await field
        .getByRole('button', { name: lang === 'en' ? 'Choose from library' : '从媒体库选择' })
        .click();
      const dialog = page.getByRole('dialog', {
        name: lang === 'en' ? 'Choose from the media library' : '从媒体库选择',
      });
      const first = dialog.locator('[data-media-id]').first();
      await first.waitFor();
      const chosen = await staff<{ path: string; url: string }>(
        'GET',
        `/media/${await first.getAttribute('data-media-id')}`,
      );
      await first.locator('button').click();
      await dialog.waitFor({ state: 'hidden' });
      await field.locator(`img[src="${chosen.url}"]`).waitFor();
      await section.scrollIntoViewIfNeeded();
      await shareShot(page, `share-fields-${lang}-1440`);
      await page.setViewportSize({ width: 1024, height: 800 });
      await section.scrollIntoViewIfNeeded();
      await shareShot(page, `share-fields-${lang}-1024`);
      await page.getByRole('button', { name: lang === 'en' ? 'Publish changes' : '发布更改' }).click();

      // The public page in each language: its description, and a share card cut from the picture.
      for (const pageLang of ['en', 'zh'] as const) {
        const html = await pageWhen(`/${pageLang}/nText?id=${article.id}`, (h) =>
          h.includes(`<meta name="description" content="${SHARE[pageLang]}"/>`),
        );
        expect(html).toContain(`<meta property="og:description" content="${SHARE[pageLang]}"/>`);
        const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
        expect(new URL(card!).searchParams.get('photo')).toBe(chosen.url);
        expect(html).toContain(
          `<meta name="twitter:image" content="${/og:image" content="([^"]+)"/.exec(html)![1]}"/>`,
        );
      }
      await context.close();
    });
  }

  it('had no page errors or failed requests', () => {
    expect(problems).toEqual([]);
  });
});
