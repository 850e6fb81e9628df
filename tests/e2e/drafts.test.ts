import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useConsoleProducts } from './consoleProducts.js';
import { signedInAdmin, islandsLive } from './server.js';

type Row = { id: number; cate_id: number; title: string; en_title: string };

const WORDS = {
  en: {
    locale: 'en-US',
    field: 'en_title',
    saved: /^Saved draft at \d\d:\d\d$/,
    chip: 'Changes not published',
    preview: 'Preview',
    previewDraft: 'Preview changes',
    banner: 'Preview of unpublished changes',
    publish: 'Publish changes',
    published: 'Published',
  },
  zh: {
    locale: 'zh-CN',
    field: 'title',
    saved: /^草稿已保存 \d\d:\d\d$/,
    chip: '更改未发布',
    preview: '预览',
    previewDraft: '预览更改',
    banner: '未发布更改的预览',
    publish: '发布更改',
    published: '已发布',
  },
} as const;

describe('working drafts of published records in the console, in Chromium', () => {
  const { suite, products, problems, shot } = useConsoleProducts<Row>('drafts', 2);
  const publicPage = async (url: string) => {
    const response = await fetch(`${suite.site.url}${url}`);
    return { html: await response.text(), headers: response.headers };
  };

  /** Signs in, types `value` into a published record's field and waits for the draft's autosave. */
  async function editAsDraft(lang: 'en' | 'zh', record: string, field: string, value: string) {
    const { context, page } = await signedInAdmin(suite.browser, problems, suite.site.url, {
      locale: WORDS[lang].locale,
      viewport: { width: 1440, height: 900 },
    });
    await page.goto(`${suite.site.url}/admin/${record}`);
    const input = page.locator(`[name="${field}"]`);
    await input.waitFor();
    await input.fill(value);
    // Autosaved a few seconds after typing stops: the note says when.
    const status = page.locator('[data-draft-status]');
    await expect
      .poll(() => status.textContent(), { timeout: 120_000, interval: 100 })
      .toMatch(WORDS[lang].saved);
    return { context, page, status };
  }

  /**
   * The value the field shows when it first appears (a MutationObserver reads it before the
   * browser paints): the flash of a live value would be caught here.
   */
  async function firstValueOf(page: Page, field: string): Promise<() => Promise<string>> {
    await page.evaluate((name) => {
      const seen = window as unknown as { firstValue?: string };
      delete seen.firstValue;
      new MutationObserver((_records, observer) => {
        const input = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
        if (!input) return;
        seen.firstValue = input.value;
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    }, field);
    return async () => {
      await page.locator(`[name="${field}"]`).waitFor();
      return page.evaluate(() => (window as unknown as { firstValue?: string }).firstValue ?? '');
    };
  }

  for (const [index, lang] of (['en', 'zh'] as const).entries()) {
    it(`[${lang}] edits a published product's title as a draft, previews it, and publishes it`, async () => {
      const product = products[index]!;
      const words = WORDS[lang];
      const live = lang === 'en' ? product.en_title : product.title;
      const changed = `${live} ${lang === 'en' ? 'with a new seat' : '新阀座'}`;
      const pageUrl = `/${lang}/prod_details?id=${product.cate_id}&sonId=${product.id}`;
      const { context, page, status } = await editAsDraft(
        lang,
        `products/${product.id}`,
        words.field,
        changed,
      );
      // The toolbar with the note and the draft's buttons, below the form.
      await status.scrollIntoViewIfNeeded();
      await shot(page, `editor-${lang}-1440`);
      await page.setViewportSize({ width: 1024, height: 800 });
      await status.scrollIntoViewIfNeeded();
      await shot(page, `editor-${lang}-1024`);
      await page.setViewportSize({ width: 1440, height: 900 });

      // Everyone else still gets the published page.
      expect((await publicPage(pageUrl)).html).not.toContain(changed);

      // The list marks the product.
      await page.goto(`${suite.site.url}/admin/products`);
      const row = page.locator('tr', { has: page.locator(`text=${live}`) }).first();
      await row.getByText(words.chip).waitFor();
      await shot(page, `list-${lang}-1440`);
      await page.setViewportSize({ width: 1024, height: 800 });
      await shot(page, `list-${lang}-1024`);
      await page.setViewportSize({ width: 1440, height: 900 });

      // The list's Preview opens the draft too.
      const [fromList] = await Promise.all([
        context.waitForEvent('page'),
        row.getByRole('link', { name: words.previewDraft }).click(),
      ]);
      await fromList.getByText(words.banner).waitFor();
      await fromList.getByRole('heading', { name: changed }).first().waitFor();
      await fromList.close();

      // The form continues the draft: its first value is the draft's, never the list's live copy.
      const firstValue = await firstValueOf(page, words.field);
      await row.click();
      expect(await firstValue()).toBe(changed);

      // Preview: the public page with the draft, a banner, and for no cache.
      const [preview] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: words.preview }).click(),
      ]);
      await preview.getByText(words.banner).waitFor();
      await preview.getByRole('heading', { name: changed }).first().waitFor();
      // The banner is part of the page: still there once the page has hydrated.
      await islandsLive(preview);
      expect(await preview.getByText(words.banner).isVisible()).toBe(true);
      await shot(preview, `preview-${lang}-1440`);
      const previewUrl = new URL(preview.url());
      expect(previewUrl.searchParams.get('preview')).toBeTruthy();
      const fetched = await publicPage(`${previewUrl.pathname}${previewUrl.search}`);
      expect(fetched.html).toContain(changed);
      expect(fetched.headers.get('cache-control')).toBe('private, no-store');
      expect(fetched.headers.get('x-robots-tag')).toContain('noindex');
      // A link whose token was changed shows the published page, as the page without one does.
      const forged = await publicPage(`${pageUrl}&preview=${previewUrl.searchParams.get('preview')}x`);
      expect(forged.html).not.toContain(changed);
      expect(forged.html).not.toContain(words.banner);
      const plain = await publicPage(pageUrl);
      expect(plain.html).not.toContain(changed);
      expect(plain.headers.get('x-cache')).toMatch(/hit|miss|stale/);
      await preview.close();

      await page.getByRole('button', { name: words.publish }).click();
      await page.locator('.MuiSnackbar-root').getByText(words.published, { exact: true }).waitFor();
      // The page cached before may be served once more while its new version renders.
      await expect
        .poll(async () => (await publicPage(pageUrl)).html, { timeout: 120_000, interval: 100 })
        .toContain(changed.replace('&', '&amp;'));
      await context.close();
    });
  }

  for (const [index, lang] of (['en', 'zh'] as const).entries()) {
    it(`[${lang}] keeps a published category's new name as a draft until it is published`, async () => {
      const words = WORDS[lang];
      const areas = (await (await fetch(`${suite.site.url}/api/cate/getCateListApplication`)).json()) as {
        data: { id: number; cate_name: string; en_cate_name: string }[];
      };
      const area = areas.data[index]!;
      const field = lang === 'en' ? 'en_cate_name' : 'cate_name';
      const live = area[field];
      const changed = `${live} ${lang === 'en' ? 'and waste water' : '及污水'}`;
      const pageUrl = `/${lang}/yyly?detailsId=${area.id}`;
      const { context, page, status } = await editAsDraft(lang, `categories/${area.id}`, field, changed);
      await status.scrollIntoViewIfNeeded();
      await shot(page, `category-editor-${lang}-1440`);
      await page.setViewportSize({ width: 360, height: 740 });
      await status.scrollIntoViewIfNeeded();
      await shot(page, `category-editor-${lang}-360`);
      await page.setViewportSize({ width: 1440, height: 900 });
      // Visitors (the page and the menus' API) still get the published name.
      expect((await publicPage(pageUrl)).html).not.toContain(changed);
      const menu = await (await fetch(`${suite.site.url}/api/cate/getCateListApplication`)).text();
      expect(menu).not.toContain(changed);

      await page.goto(
        `${suite.site.url}/admin/categories?filter=${encodeURIComponent(JSON.stringify({ q: live }))}`,
      );
      const row = page.locator('tr', { has: page.locator(`text=${live}`) }).first();
      await row.getByText(words.chip).waitFor();
      await shot(page, `category-list-${lang}-1440`);
      await page.setViewportSize({ width: 360, height: 740 });
      await shot(page, `category-list-${lang}-360`);
      await page.setViewportSize({ width: 1440, height: 900 });
      const [preview] = await Promise.all([
        context.waitForEvent('page'),
        row.getByRole('link', { name: words.previewDraft }).click(),
      ]);
      await preview.getByText(words.banner).waitFor();
      await preview.getByText(changed).first().waitFor();
      await shot(preview, `category-preview-${lang}-1440`);
      await preview.close();

      const firstValue = await firstValueOf(page, field);
      await row.click();
      expect(await firstValue()).toBe(changed);
      await page.getByRole('button', { name: words.publish }).click();
      await page.locator('.MuiSnackbar-root').getByText(words.published, { exact: true }).waitFor();
      await expect
        .poll(async () => (await publicPage(pageUrl)).html, { timeout: 120_000, interval: 100 })
        .toContain(changed);
      await context.close();
    });
  }

  it('met no console errors or failed requests', () => {
    expect(problems).toEqual([]);
  });
});
