import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATE } from '#contract/constants.js';
import { staffCookie } from '#scripts/site-process.mjs';
import { closeSuite, CONSOLE_ADMIN, openSuite, screenshotDir, signedInAdmin, type Suite } from './server.js';

const HOUR = 3_600_000;
/** The company's clock is UTC+8 all year (contract/businessCalendar.ts). */
const COMPANY_OFFSET = 8 * HOUR;

const WORDS = {
  en: { locale: 'en-US', save: /^Save$/, filter: 'Scheduled only' },
  zh: { locale: 'zh-CN', save: /^保存$/, filter: '仅看定时' },
} as const;

/** An instant as the company's wall clock reads it, as a datetime-local input takes it. */
const companyInput = (instant: number) => new Date(instant + COMPANY_OFFSET).toISOString().slice(0, 16);

describe('scheduled publishing with a movable clock, in Chromium', () => {
  let suite: Suite;
  const problems: string[] = [];

  beforeAll(async () => {
    suite = await openSuite({ console: true, movableClock: true });
  });
  afterAll(() => closeSuite(suite));

  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(screenshotDir, `schedule-${name}.png`) });

  /** The public news list's HTML, as a visitor gets it (the server's page cache). */
  const newsPage = async (lang: 'en' | 'zh') => (await fetch(`${suite.site.url}/${lang}/news`)).text();

  for (const lang of ['en', 'zh'] as const) {
    it(`[${lang}] schedules a news item in the console; it appears on the public news list once the clock passes its time`, async () => {
      const words = WORDS[lang];
      const title = {
        en: `Maple River at Valve World Expo (${lang})`,
        zh: `枫河控制阀参展阀门世界博览会（${lang}）`,
      };
      // Signed in now: the last test's clock move ended the sessions before it.
      const cookie = await staffCookie(suite.site.url, CONSOLE_ADMIN);
      const created = await fetch(`${suite.site.url}/admin/api/items`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: suite.site.url, cookie },
        body: JSON.stringify({
          cate_id: CATE.newsCompany,
          title: title.zh,
          en_title: title.en,
          content: '<p>欢迎莅临我们的展位。</p>',
          en_content: '<p>Visit us at our stand.</p>',
          status: 0,
        }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };

      // The staff member sets "Publish at" two hours ahead of the server's clock, in company time.
      const at = (await suite.site.moveClock(0)) + 2 * HOUR;
      const { context, page } = await signedInAdmin(suite.browser, problems, suite.site.url, {
        locale: words.locale,
        viewport: { width: 1440, height: 900 },
      });
      await page.goto(`${suite.site.url}/admin/items/${id}`);
      await page.locator('[data-schedule-button=none]').click();
      await page.locator('input[name=publish_at]').fill(companyInput(at));
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().endsWith(`/admin/api/schedule/content_item/${id}`),
      );
      await page.getByRole('dialog').getByRole('button', { name: words.save }).click();
      expect((await saved).status()).toBe(200);
      await page.locator('[data-schedule-button=set]').waitFor();

      // The news list shows the clock chip with the time in company time, and filters to it.
      await page.goto(`${suite.site.url}/admin/content/news`);
      const chip = page.locator('[data-schedule-chip=publish]');
      await chip.waitFor();
      const label = await chip.getAttribute('aria-label');
      // The console's one clock: the company's time with its offset.
      expect(label).toContain(`${companyInput(at).slice(11, 16)}\u00a0UTC+8`);
      await chip.hover();
      // Once the tooltip has faded in.
      await page.waitForFunction(() => {
        const tip = document.querySelector('[role=tooltip] .MuiTooltip-tooltip');
        return tip !== null && getComputedStyle(tip).opacity === '1';
      });
      await shot(page, `list-${lang}-1440`);
      await page.setViewportSize({ width: 1024, height: 800 });
      await shot(page, `list-${lang}-1024`);
      await page.setViewportSize({ width: 1440, height: 900 });
      const filtered = page.waitForResponse(
        (r) =>
          r.url().includes('/admin/api/items?') && decodeURIComponent(r.url()).includes('"scheduled":true'),
      );
      await page.getByLabel(words.filter).check();
      const rows = (await (await filtered).json()) as { id: number }[];
      expect(rows.map((r) => r.id)).toEqual([id]);
      await expect.poll(() => page.locator('.RaDatagrid-tbody .RaDatagrid-row').count()).toBe(1);
      await expect.poll(() => page.locator('.RaDatagrid-tbody').textContent()).toContain(title[lang]);
      await shot(page, `filter-${lang}-1440`);
      await page.setViewportSize({ width: 1024, height: 800 });
      await shot(page, `filter-${lang}-1024`);
      // Unchecked again, so the next visit of the list shows every item.
      await page.getByLabel(words.filter).uncheck();
      await context.close();

      // Not on the public site before its time...
      const visitor = await suite.browser.newContext({ locale: words.locale });
      const site = await visitor.newPage();
      await site.goto(`${suite.site.url}/${lang}/news`);
      await site.locator('main').waitFor();
      expect(await site.locator('main').textContent()).not.toContain(title[lang]);

      // ...and there once the clock has passed it: the schedule's minute job makes it live and
      // the content version moves, so the cached list is made again.
      await suite.site.moveClock(3 * HOUR);
      await expect.poll(() => newsPage(lang)).toContain(title[lang]);
      await site.reload();
      await site.getByText(title[lang]).first().waitFor();
      await shot(site, `public-${lang}`);
      await visitor.close();
      expect(problems).toEqual([]);
    });
  }
});
