import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSuite, openSuite, type RunningSite, screenshotDir, signedInAdmin } from './server.js';

const LAPTOP = { width: 1440, height: 900 };

/**
 * WC9 in Classes 600 and 900 from −29 to 400 °C, as copied from a spreadsheet: made-up figures for
 * the test (the demo's MR-AC630 offers WC9 bodies, which no seeded table rates).
 */
const PASTED = ['°C\tClass 600\tClass 900', '-29\t103.4\t155.1', '200\t110\t145.8', '400\t80\t120'].join(
  '\n',
);

interface Candidate {
  fits: boolean;
  rating: { asmeClass?: number; material: string; allowable: number } | null;
  reasons: { code: string; message: string }[];
}

describe('rating tables in the console: staff add one, and the sizing rates bodies by it', () => {
  let site: RunningSite;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    ({ site, browser } = await openSuite({ console: true }));
  });
  afterAll(() => closeSuite({ site, browser }));

  /** A full-page picture from the top, once the app bar (hidden while scrolling down) is back. */
  const shot = async (page: Page, name: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(
      () => (document.querySelector('header')?.getBoundingClientRect().top ?? 0) >= 0,
    );
    await page.screenshot({ path: path.join(screenshotDir, `rating-tables-${name}.png`), fullPage: true });
  };

  /** Boiler feed water at 200 °C and P1 bar(a) through MR-AC630, judged by the sizing call. */
  async function selectAc630(P1: number, lang: 'en' | 'zh' = 'en'): Promise<Candidate[]> {
    const list = (await (await fetch(`${site.url}/api/product/ProductList?limit=100`)).json()) as {
      data: { list: { id: number; no: string }[] };
    };
    const product = list.data.list.find((p) => p.no === 'MR-AC630')!;
    const answer = await fetch(`${site.url}/api/sizing?lang=${lang}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        medium: 'liquid',
        fluid: { density: 864.7, vapourPressure: 1_554_900, criticalPressure: 22.064e6, viscosity: 1.35e-4 },
        pipe: { D1: 0.1, D2: 0.1 },
        cases: [12, 30, 45].map((Q, i) => ({
          name: ['min', 'normal', 'max'][i],
          P1: P1 * 1e5,
          P2: P1 * 1e5 - 2e5,
          T: 473.15,
          Q,
        })),
        select: true,
        productId: product.id,
      }),
    });
    const body = (await answer.json()) as {
      data: { selection: { fitting: Candidate[]; notFitting: Candidate[] } };
    };
    return [...body.data.selection.fitting, ...body.data.selection.notFitting];
  }

  it('lists the published tables, takes a pasted WC9 table, names its bad cell, saves it, and the sizing rates by it', async () => {
    const before = await selectAc630(60);
    expect(before.some((c) => c.fits)).toBe(false);
    expect(before.every((c) => c.reasons.some((r) => r.code === 'rating-unchecked'))).toBe(true);

    const { context, page } = await signedInAdmin(browser, problems, site.url, {
      locale: 'en-US',
      viewport: LAPTOP,
    });
    await page.getByRole('menuitem', { name: 'Rating tables' }).click();
    await page.locator('tr', { hasText: 'WCB' }).first().waitFor();
    expect(await page.locator('tr', { hasText: 'LCC' }).innerText()).toContain('-29 … 250 °C');
    await shot(page, 'list-en');

    await page.getByRole('link', { name: 'Create' }).click();
    const field = (name: string) => page.getByRole('textbox', { name });
    await field('Body material').fill('WC9');
    await field('Designation (English)').fill('chromium-molybdenum steel ASTM A217 WC9');
    await field('Designation (Chinese)').fill('铬钼钢 ASTM A217 WC9');
    await field('Source and check').fill('Test figures');
    await page.getByRole('button', { name: 'Paste a table' }).click();
    await page.getByTestId('rating-table-paste').fill(PASTED);
    await page.getByRole('button', { name: 'Add the rows' }).click();
    // 110 bar at 200 °C is more than at −29 °C: the cell says so, before anything is sent.
    const bad = page
      .locator('[data-testid=rating-table-editor]')
      .getByText('Row 2 (200 °C), Class 600 is higher than at the temperature above', { exact: false });
    await bad.first().waitFor();
    await shot(page, 'editor-problem-en');
    await page.locator('input[data-cell="rows.1.bar.0"]').fill('97.2');
    await bad.first().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('tr', { hasText: 'WC9' }).waitFor();

    const after = await selectAc630(60);
    const fitting = after.filter((c) => c.fits);
    expect(fitting.length).toBeGreaterThan(0);
    for (const c of fitting) expect(c.rating).toEqual({ asmeClass: 600, material: 'WC9', allowable: 97.2 });
    // Above Class 900 at 200 °C (145.8 bar(g)): rating exceeded, by this table.
    const over = await selectAc630(160, 'zh');
    expect(over.some((c) => c.fits)).toBe(false);
    for (const c of over)
      expect(c.reasons.find((r) => r.code === 'rating-exceeded')?.message).toContain('Class 900');
    await context.close();
    expect(problems).toEqual([]);
  });

  it('edits it in Chinese, and its history keeps both versions', async () => {
    const { context, page } = await signedInAdmin(browser, problems, site.url, {
      locale: 'zh-CN',
      viewport: LAPTOP,
    });
    await page.goto(`${site.url}/admin/rating_tables`);
    await page.locator('tr', { hasText: 'WC9' }).click();
    await page.getByTestId('rating-table-editor').waitFor();
    await page.getByRole('button', { name: '添加温度' }).click();
    await page.locator('input[data-cell="rows.3.celsius"]').fill('450');
    await page.locator('input[data-cell="rows.3.bar.0"]').fill('60');
    await page.locator('input[data-cell="rows.3.bar.1"]').fill('90');
    await shot(page, 'editor-zh');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('已更新', { exact: false }).first().waitFor();
    await page.locator('tr', { hasText: 'WC9' }).click();
    await page.locator('[data-history-button]').click();
    const versions = page.locator('[data-revision-list] [data-revision]');
    await expect.poll(() => versions.count()).toBe(2);
    await shot(page, 'history-zh');
    await context.close();
    expect(problems).toEqual([]);
  });

  const PHONE_WORDS = {
    en: { addRow: 'Add a temperature' },
    zh: { addRow: '添加温度' },
  } as const;

  for (const lang of ['en', 'zh'] as const) {
    it(`[${lang}] works on a 360 px phone: the list, and the grid scrolling inside the page`, async () => {
      const words = PHONE_WORDS[lang];
      const { context, page } = await signedInAdmin(browser, problems, site.url, {
        locale: lang === 'zh' ? 'zh-CN' : 'en-US',
        viewport: { width: 360, height: 780 },
      });
      /** The page itself never scrolls sideways; a wide grid scrolls in its own box. */
      const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      await page.goto(`${site.url}/admin/rating_tables`);
      // One line per table on a phone: its material, classes and temperatures.
      const row = page.getByRole('link', { name: /^WCB/ }).first();
      await row.waitFor();
      expect(await row.innerText()).toContain('Class 150 – 2500 · -29 … 538 °C');
      expect(await pageWidth()).toBeLessThanOrEqual(360);
      await shot(page, `list-${lang}-360`);

      await row.click();
      const editor = page.getByTestId('rating-table-editor');
      await editor.waitFor();
      // WCB's published table: six classes, so the grid is wider than the phone.
      await page.locator('input[data-cell="ratings.5"]').waitFor();
      expect(await pageWidth()).toBeLessThanOrEqual(360);
      await editor.getByRole('button', { name: words.addRow }).click();
      const cell = page.locator('input[data-cell$=".celsius"]').last();
      await cell.scrollIntoViewIfNeeded();
      await cell.fill('abc');
      await editor.getByTestId('rating-table-problems').waitFor();
      expect(await pageWidth()).toBeLessThanOrEqual(360);
      await shot(page, `editor-${lang}-360`);
      await context.close();
      expect(problems).toEqual([]);
    });
  }
});
