import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeSuite,
  CONSOLE_ADMIN,
  consoleContext,
  openSuite,
  type RunningSite,
  screenshotDir,
  signIn,
} from './server.js';

const ADMIN = CONSOLE_ADMIN;
const LAPTOP = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1024 };
const DAY = 86_400_000;
/** Enquiries of the current week (seeded a minute ago, so in the current company-time week). */
const THIS_WEEK = 5;
const OVERDUE = 3;

/**
 * Twelve weeks of enquiries as the desk leaves them, written straight into the site's SQLite
 * file: languages, countries, linked product families, measured first responses, and a few open
 * ones past their deadline.
 */
function seedEnquiries(dataDir: string, now: number): void {
  const db = new Database(path.join(dataDir, 'site.db'));
  try {
    const families = db
      .prepare("select id from category where kind = 'product' and parent_id != 0 order by id limit 4")
      .all() as { id: number }[];
    const countries = ['CN', 'CN', 'DE', 'US', 'IN', 'CN', 'BR', 'AU', 'GB', '', 'JP', 'DE'];
    const enquiry = db.prepare(
      `insert into enquiry (m_no, type_id, status, name, company_name, phone, email, duties, content,
         lang, ip, create_time, update_time, country, due_time, first_response_time, first_response_minutes)
       values (?, 13, ?, 'Visitor', 'Plant Ltd.', '', ?, '', 'Globe valves, please.', ?, '10.0.0.1', ?, ?, ?, ?, ?, ?)`,
    );
    const item = db.prepare(
      `insert into enquiry_item (enquiry_id, sort, kind, ref_id, model, title, family_id)
       values (?, 0, 'product', 1, 'MR-100', 'Globe valve', ?)`,
    );
    let n = 0;
    const add = (at: number, answered: number | null, overdue = false) => {
      n++;
      const lang = n % 3 === 0 ? 'zh' : 'en';
      const { lastInsertRowid } = enquiry.run(
        `MR261125-DASH${String(n).padStart(3, '0')}`,
        answered === null ? 0 : 1,
        `dash${n}@example.com`,
        lang,
        at,
        at,
        countries[n % countries.length],
        overdue ? now - DAY : at + DAY,
        answered === null ? null : at + answered * 60_000,
        answered,
      );
      const family = families[n % (families.length + 1)];
      if (family) item.run(lastInsertRowid, family.id);
    };
    for (let week = 11; week >= 1; week--) {
      const count = 4 + ((week * 7) % 9);
      for (let i = 0; i < count; i++)
        add(now - week * 7 * DAY + i * 60_000, 90 + ((week * 53 + i * 131) % 600));
    }
    for (let i = 0; i < THIS_WEEK; i++)
      add(now - 60_000 - i * 1000, i < OVERDUE ? null : 120 + i * 30, i < OVERDUE);
  } finally {
    db.close();
  }
}

describe('the staff dashboard in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    ({ site, browser } = await openSuite({ console: true }));
  });
  afterAll(() => closeSuite({ site, browser }));

  /**
   * A screenshot for looking at (test-results/screenshots). A page is taken whole by making the
   * window as tall as the page: a full-page capture would paint the console's fixed app bar midway.
   */
  async function shot(target: Page | Locator, name: string) {
    const file = path.join(screenshotDir, `${name}.png`);
    if ('page' in target) {
      await target.screenshot({ path: file });
      return;
    }
    const width = target.viewportSize()!.width;
    const height = await target.evaluate(() => document.documentElement.scrollHeight);
    await target.setViewportSize({ width, height });
    await target.mouse.move(0, height - 1); // no tile under the pointer looks hovered
    await target.evaluate(() => document.fonts.ready);
    // animations: 'disabled' ends the hover fade-out the move started.
    await target.screenshot({ path: file, animations: 'disabled' });
  }

  async function dashboard(
    locale: string,
    viewport: { width: number; height: number },
    ready = '[data-testid=desk-weekly-chart]',
  ): Promise<Page> {
    const { page } = await consoleContext(browser, problems, { locale, viewport });
    // Still charts: a screenshot never catches a bar half grown.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, site.url, ADMIN, ready);
    return page;
  }

  it('says when the desk has no enquiries yet, and loads no chart code for it', async () => {
    const page = await dashboard('en-US', LAPTOP, '[data-testid=desk-empty]');
    expect(await page.getByTestId('desk-empty').textContent()).toBe(
      'No enquiries in the last 12 weeks. The charts appear once the first ones arrive.',
    );
    expect(await page.getByTestId('desk-overdue').textContent()).toBe('0');
    expect(await page.getByTestId('desk-median').textContent()).toBe('–');
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(scripts.filter((name) => name.includes('DeskCharts'))).toEqual([]);
    await page.context().close();
    seedEnquiries(site.dataDir, Date.now());
  });

  it('draws the weekly chart, and its table gives the figures', async () => {
    const tablet = await dashboard('en-US', TABLET);
    await shot(tablet, 'dashboard-en-768');
    await tablet.context().close();
    const page = await dashboard('en-US', LAPTOP);
    await shot(page, 'dashboard-en-1280');
    // The chart module (chart.js) arrived as a chunk of its own, after the console's first load.
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(scripts.some((p) => /\/admin\/assets\/DeskCharts-[\w-]+\.js$/.test(p))).toBe(true);
    const html = await (await fetch(`${site.url}/admin/`)).text();
    expect(html).not.toMatch(/DeskCharts/);

    await expect.poll(() => page.getByTestId('desk-this-week').textContent()).toBe(String(THIS_WEEK));
    expect(await page.getByTestId('desk-overdue').textContent()).toBe(String(OVERDUE));
    const chart = page.getByTestId('desk-weekly-chart');
    expect(await chart.getAttribute('role')).toBe('img');
    expect(await chart.getAttribute('aria-label')).toMatch(
      /^Bar chart: Enquiries per week by Language, 12 weeks/,
    );

    const show = page.getByRole('button', { name: 'Show as table' }).first();
    expect(await show.getAttribute('aria-expanded')).toBe('false');
    await show.click();
    const table = page.getByTestId('desk-weekly-table');
    await table.waitFor();
    const header = await table.locator('thead th').allTextContents();
    expect(header).toEqual(['Week of', 'English', 'Chinese', 'Total']);
    const lastRow = table.locator('tbody tr').last();
    expect(await lastRow.locator('td').last().textContent()).toBe(String(THIS_WEEK));
    await shot(
      page.getByTestId('desk-weekly-table').locator('xpath=ancestor::div[contains(@class,"MuiCard-root")]'),
      'dashboard-en-table',
    );

    // Another breakdown: countries by name, the table following the chart.
    await page.getByRole('button', { name: 'Country', exact: true }).click();
    await expect.poll(() => table.locator('thead th').allTextContents()).toContain('China');
    expect(await table.locator('thead th').allTextContents()).toContain('Unknown');
    expect(await lastRow.locator('td').last().textContent()).toBe(String(THIS_WEEK));
    // A longer period: a row per week.
    await page.getByRole('button', { name: '26 weeks' }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(26);
    expect(await lastRow.locator('td').last().textContent()).toBe(String(THIS_WEEK));
    await page.getByRole('button', { name: 'Hide the table' }).first().click();
    await table.waitFor({ state: 'detached' });

    // The overdue tile opens the enquiry list.
    expect(
      await page.getByTestId('desk-overdue').locator('xpath=ancestor::a').getAttribute('href'),
    ).toContain('/enquiries?filter=');
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('speaks Chinese in a Chinese console, on a tablet too', async () => {
    for (const viewport of [LAPTOP, TABLET]) {
      const page = await dashboard('zh-CN', viewport);
      await shot(page, `dashboard-zh-${viewport.width}`);
      expect(await page.getByTestId('desk-weekly-chart').getAttribute('aria-label')).toMatch(
        /^柱状图：按语言统计的每周留言数/,
      );
      await page.getByRole('button', { name: '以表格显示' }).first().click();
      expect(await page.getByTestId('desk-weekly-table').locator('thead th').allTextContents()).toEqual([
        '周（周一）',
        '英文',
        '中文',
        '合计',
      ]);
      // Product families by their Chinese names; enquiries without a product apart.
      await page.getByRole('button', { name: '产品系列' }).click();
      const header = page.getByTestId('desk-weekly-table').locator('thead th');
      await expect.poll(() => header.allTextContents()).toContain('未关联产品');
      expect(
        (await header.allTextContents()).some(
          (text) =>
            /[\u4e00-\u9fff]/.test(text) && text !== '未关联产品' && text !== '合计' && text !== '周（周一）',
        ),
      ).toBe(true);
      if (viewport === TABLET)
        await shot(
          page
            .getByTestId('desk-weekly-table')
            .locator('xpath=ancestor::div[contains(@class,"MuiCard-root")]'),
          'dashboard-zh-family-table',
        );
      await page.getByRole('button', { name: '隐藏表格' }).first().click();
      await page.getByTestId('desk-weekly-table').waitFor({ state: 'detached' });
      await page.screenshot({
        path: path.join(screenshotDir, `dashboard-zh-${viewport.width}.png`),
        fullPage: true,
      });
      await page.context().close();
    }
    const page = await dashboard('en-US', TABLET);
    await page.screenshot({ path: path.join(screenshotDir, 'dashboard-en-768.png'), fullPage: true });
    await page.context().close();
    expect(problems).toEqual([]);
  });
});
