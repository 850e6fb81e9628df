import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useConsoleProducts } from './consoleProducts.js';
import { signedInAdmin } from './server.js';

type Row = { id: number; cate_id: number; en_title: string };

const WORDS = {
  en: {
    locale: 'en-US',
    save: /^Save$/,
    saveDraft: 'Save draft',
    draftSaved: 'Draft saved',
    publish: 'Publish changes',
    published: 'Published',
    steps: ['Published', 'Draft saved', 'Published', 'Draft saved'],
    current: 'Current',
    restore: 'Restore this version',
    restoredDraft: /^Version of .+ restored as a draft — publish it to put it on the site\.$/,
    restoredStep: /^Restored the version of .+ as a draft$/,
    toastPublish: 'Publish',
    trashRestore: 'Restore',
    timeline: 'Company timeline',
  },
  zh: {
    locale: 'zh-CN',
    save: /^保存$/,
    saveDraft: '保存草稿',
    draftSaved: '草稿已保存',
    publish: '发布更改',
    published: '已发布',
    steps: ['发布', '保存草稿', '发布', '保存草稿'],
    current: '当前版本',
    restore: '恢复此版本',
    restoredDraft: /^已将 .+ 的版本恢复为草稿——发布后才会显示在网站上。$/,
    restoredStep: /^将 .+ 的版本恢复为草稿$/,
    toastPublish: '发布',
    trashRestore: '恢复',
    timeline: '公司大事记',
  },
} as const;

describe('revision history in the console, in Chromium', () => {
  const { suite, products, problems, shot } = useConsoleProducts<Row>('history', 2);
  const publicHtml = async (url: string) => (await fetch(`${suite.site.url}${url}`)).text();

  /** Publishes the form (a published product's edit is a draft until then) and waits for the server. */
  async function publish(page: Page, id: number, lang: keyof typeof WORDS) {
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
    await toast(page, WORDS[lang].published).waitFor();
  }

  /** The console's notification with exactly this text. */
  const toast = (page: Page, text: string | RegExp) =>
    page.locator('.MuiSnackbar-root').getByText(text, { exact: true });

  /** The history drawer leaves the editor in view: its left edge is well right of the title field's. */
  async function editorStillInView(page: Page) {
    const drawer = await page
      .locator('.MuiDrawer-paper', { has: page.locator('[data-history-panel]') })
      .boundingBox();
    const field = await page.locator('[name="en_title"]').boundingBox();
    expect(drawer!.x).toBeGreaterThan(field!.x + 150);
  }

  for (const [index, lang] of (['en', 'zh'] as const).entries()) {
    it(`[${lang}] saves a draft and stays, publishes twice, reads each step against the one before, restores as a draft and publishes it`, async () => {
      const product = products[index]!;
      const words = WORDS[lang];
      // The English page: the English title is the one edited.
      const pageUrl = `/en/prod_details?id=${product.cate_id}&sonId=${product.id}`;
      const { context, page } = await signedInAdmin(browser(), problems, suite.site.url, {
        locale: words.locale,
        viewport: { width: 1440, height: 900 },
      });
      const editUrl = `${suite.site.url}/admin/products/${product.id}`;
      await page.goto(editUrl);
      const title = page.locator('[name="en_title"]');
      await title.waitFor();
      const first = `Globe valve first ${lang}`;
      const second = `Globe valve second ${lang}`;

      // "History" is a record's versions only: the sidebar names the company's timeline as such.
      await page.getByRole('menuitem', { name: words.timeline }).waitFor();
      expect(await page.getByRole('menuitem', { name: /^History$|^历史/ }).count()).toBe(0);

      // Save draft keeps the editor open and says so.
      await title.fill(first);
      await page.getByRole('button', { name: words.saveDraft }).click();
      await toast(page, words.draftSaved).waitFor();
      expect(page.url()).toBe(editUrl);
      expect(await title.inputValue()).toBe(first);
      await publish(page, product.id, lang);
      await title.fill(second);
      await publish(page, product.id, lang);

      await page.locator('[data-history-button]').click();
      const entries = page.locator('[data-revision-list] [data-revision]');
      await entries.nth(3).waitFor();
      // Newest first, each step by what it was; the newest is the current version.
      const steps = await entries.locator('.MuiListItemText-primary').allTextContents();
      expect(steps.slice(0, 4)).toEqual(words.steps);
      expect(await entries.first().locator('[data-current]').textContent()).toBe(words.current);
      expect(await page.locator('[data-revision-list] [data-current]').count()).toBe(1);
      await shot(page, `list-${lang}-1440`);

      // The current version: what its publish changed on the site, and nothing to restore.
      await entries.first().click();
      const row = page.locator('[data-revision-diff] tr[data-field="title"][data-lang="en"]');
      await row.waitFor();
      expect((await row.locator('[data-diff=removed]').allTextContents()).join(' ')).toContain('first');
      expect((await row.locator('[data-diff=added]').allTextContents()).join(' ')).toContain('second');
      await page.locator('[data-current-note]').waitFor();
      expect(await page.getByRole('button', { name: words.restore }).count()).toBe(0);
      await editorStillInView(page);
      await shot(page, `current-${lang}-1440`);
      await page.setViewportSize({ width: 1024, height: 800 });
      await editorStillInView(page);
      await shot(page, `current-${lang}-1024`);

      // The first publish, against the version before it: the demo title became the first one.
      await page.locator('[data-history-panel] button').first().click();
      await entries.nth(2).click();
      await page.locator('[data-current-note]').waitFor({ state: 'detached' });
      await row.waitFor();
      // The row's last two cells: before the step, and after it.
      expect(await row.locator('td').nth(-2).textContent()).toContain(product.en_title);
      expect((await row.locator('[data-diff=added]').allTextContents()).join(' ')).toContain('first');
      await editorStillInView(page);
      await shot(page, `diff-${lang}-1024`);
      await page.setViewportSize({ width: 1440, height: 900 });
      await editorStillInView(page);
      await shot(page, `diff-${lang}-1440`);

      // Restored as a draft: the site keeps the published version until Publish in the toast.
      await page.getByRole('button', { name: words.restore }).click();
      await page.getByRole('dialog').last().getByRole('button', { name: words.restore }).click();
      await page.locator('[data-history-panel]').waitFor({ state: 'detached' });
      const restored = page.locator('[data-restored-draft]');
      expect(await restored.locator('.MuiAlert-message').textContent()).toMatch(words.restoredDraft);
      await page.waitForFunction(
        (expected) =>
          (document.querySelector('[name="en_title"]') as HTMLInputElement | null)?.value === expected,
        first,
      );
      await shot(page, `restored-${lang}-1440`);
      expect(await publicHtml(pageUrl)).toContain(second);

      await restored.getByRole('button', { name: words.toastPublish, exact: true }).click();
      await toast(page, words.published).waitFor();
      // The page cached before may be served once more while its new version renders.
      await expect.poll(() => publicHtml(pageUrl), { timeout: 120_000, interval: 100 }).toContain(first);
      // The history says what happened: the restore as a draft, then its publish, now current.
      await page.locator('[data-history-button]').click();
      await entries.nth(1).waitFor();
      expect(await entries.nth(1).locator('.MuiListItemText-primary').textContent()).toMatch(
        words.restoredStep,
      );
      await entries.first().locator('[data-current]').waitFor();
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
