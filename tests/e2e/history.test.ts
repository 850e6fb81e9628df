import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useConsoleProducts } from './consoleProducts.js';
import { signedInAdmin } from './server.js';

type Row = { id: number; cate_id: number; en_title: string };

const WORDS = {
  en: {
    locale: 'en-US',
    save: /^Save$/,
    publish: 'Publish changes',
    restore: 'Restore this version',
    trashRestore: 'Restore',
  },
  zh: { locale: 'zh-CN', save: /^保存$/, publish: '发布更改', restore: '恢复此版本', trashRestore: '恢复' },
} as const;

describe('revision history in the console, in Chromium', () => {
  const { suite, products, problems, shot } = useConsoleProducts<Row>('history', 2);

  /** Publishes the form (a published product's edit is a draft until then) and waits for the server. */
  async function save(page: Page, id: number, lang: keyof typeof WORDS) {
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/admin/api/products/${id}/draft/publish`),
    );
    // The console then reloads the record into the form: typing before that lands would be reset.
    const reloaded = page.waitForResponse(
      (r) => r.request().method() === 'GET' && r.url().endsWith(`/admin/api/products/${id}`),
    );
    await page.getByRole('button', { name: WORDS[lang].publish }).click();
    expect((await saved).status()).toBe(200);
    expect((await reloaded).status()).toBe(200);
  }

  for (const [index, lang] of (['en', 'zh'] as const).entries()) {
    it(`[${lang}] edits a product twice, sees the diff in History, restores the first version and sees it on the public page`, async () => {
      const product = products[index]!;
      const words = WORDS[lang];
      const { context, page } = await signedInAdmin(browser(), problems, suite.site.url, {
        locale: words.locale,
        viewport: { width: 1440, height: 900 },
      });
      await page.goto(`${suite.site.url}/admin/products/${product.id}`);
      const title = page.locator('[name="en_title"]');
      await title.waitFor();
      const first = `Globe valve first ${lang}`;
      const second = `Globe valve second ${lang}`;
      await title.fill(first);
      await save(page, product.id, lang);
      await title.fill(second);
      await save(page, product.id, lang);

      await page.locator('[data-history-button]').click();
      const entries = page.locator('[data-revision-list] [data-revision]');
      await entries.nth(1).waitFor();
      await shot(page, `list-${lang}-1440`);
      // Newest first: the second save, then the first.
      await entries.nth(1).click();
      const row = page.locator('[data-revision-diff] tr[data-field="title"][data-lang="en"]');
      await row.waitFor();
      expect((await row.locator('[data-diff=removed]').allTextContents()).join(' ')).toContain('first');
      expect((await row.locator('[data-diff=added]').allTextContents()).join(' ')).toContain('second');
      await shot(page, `diff-${lang}-1440`);
      await page.setViewportSize({ width: 1024, height: 800 });
      await shot(page, `diff-${lang}-1024`);
      await page.setViewportSize({ width: 1440, height: 900 });

      await page.getByRole('button', { name: words.restore }).click();
      await page.getByRole('dialog').last().getByRole('button', { name: words.restore }).click();
      await page.locator('[data-history-panel]').waitFor({ state: 'detached' });
      // The edit form shows the restored title, and so does the public page.
      await page.waitForFunction(
        (expected) =>
          (document.querySelector('[name="en_title"]') as HTMLInputElement | null)?.value === expected,
        first,
      );
      await page.goto(`${suite.site.url}/en/prod_details?id=${product.cate_id}&sonId=${product.id}`);
      await page.getByRole('heading', { name: first }).first().waitFor();
      await context.close();
    });
  }

  for (const lang of ['en', 'zh'] as const) {
    it(`[${lang}] shows a deleted record in the admins' trash and restores it`, async () => {
      const { context, page } = await signedInAdmin(browser(), problems, suite.site.url, {
        locale: WORDS[lang].locale,
        viewport: { width: 1440, height: 900 },
      });
      // A job made and deleted through the staff API, as the console would.
      const id = await page.evaluate(async (name) => {
        const headers = { 'content-type': 'application/json' };
        const made = await fetch('/admin/api/jobs', {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: `${name}（中文）`, en_name: name, content: '', en_content: '' }),
        });
        const job = (await made.json()) as { id: number };
        await fetch(`/admin/api/jobs/${job.id}`, { method: 'DELETE' });
        return job.id;
      }, `Valve fitter ${lang}`);
      await page.goto(`${suite.site.url}/admin/trash`);
      const entry = page.locator(`[data-trash-entry="job:${id}"]`);
      await entry.waitFor();
      await shot(page, `trash-${lang}-1440`);
      await page.setViewportSize({ width: 1024, height: 800 });
      await shot(page, `trash-${lang}-1024`);
      await entry.getByRole('button', { name: WORDS[lang].trashRestore }).click();
      await entry.waitFor({ state: 'detached' });
      const back = await page.evaluate(async (jobId) => (await fetch(`/admin/api/jobs/${jobId}`)).status, id);
      expect(back).toBe(200);
      await context.close();
    });
  }

  for (const lang of ['en', 'zh'] as const) {
    it(`[${lang}] schedules a news item in the company's time zone`, async () => {
      const { context, page } = await signedInAdmin(browser(), problems, suite.site.url, {
        locale: WORDS[lang].locale,
        viewport: { width: 1440, height: 900 },
      });
      const news = (await (
        await fetch(`${suite.site.url}/api/article/getArticleList?cate_id=10&limit=1`)
      ).json()) as {
        data: { list: Row[] };
      };
      const item = news.data.list[0]!;
      await page.goto(`${suite.site.url}/admin/items/${item.id}`);
      await page.locator('[data-schedule-button=none]').click();
      await page.locator('input[name=publish_at]').fill('2030-03-01T09:00');
      await page.locator('input[name=unpublish_at]').fill('2030-03-08T18:00');
      await shot(page, `schedule-${lang}-1440`);
      await page.setViewportSize({ width: 1024, height: 800 });
      await shot(page, `schedule-${lang}-1024`);
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().includes('/schedule/'),
      );
      await page.getByRole('dialog').getByRole('button', { name: WORDS[lang].save }).click();
      const body = (await (await saved).json()) as { publish_at: number; unpublish_at: number };
      // 09:00 in Shanghai is 01:00 UTC, whatever the browser's zone.
      expect(new Date(body.publish_at).toISOString()).toBe('2030-03-01T01:00:00.000Z');
      await page.locator('[data-schedule-button=set]').waitFor();
      // Left as it was for the other tests: no schedule.
      await page.evaluate(
        (url) =>
          fetch(url, {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: '{"publish_at":null,"unpublish_at":null}',
          }),
        `/admin/api/schedule/content_item/${item.id}`,
      );
      await context.close();
    });
  }

  it('met no console errors or failed requests', () => {
    expect(problems).toEqual([]);
  });

  function browser() {
    return suite.browser;
  }
});
