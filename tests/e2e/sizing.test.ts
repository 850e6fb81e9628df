import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../helpers/pdfText.js';
import { closeSuite, newVisitor, openSuite, type RunningSite, screenshotDir, islandsLive } from './server.js';

const VIEWPORTS = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 360, height: 740 }],
] as const;

const COPY = {
  en: { turbulent: 'Turbulent', choked: 'Choked', product: 'Size this valve' },
  zh: { turbulent: '紊流', choked: '阻塞流', product: '为此阀门选型' },
} as const;

/** The text of a result cell of the normal case (the only one these sizings include). */
const cell = (page: Page, row: string) =>
  page.locator(`[data-testid=sizing-results] tr[data-row=${row}] td[data-case=normal]`).innerText();

/**
 * Waits until the page has hydrated and, on the sizing page, until its form (a chunk of its own,
 * hydrated when it arrives) is interactive with its calculation loaded, so typing reaches React.
 */
async function hydrated(page: Page) {
  await islandsLive(page);
  if (await page.getByTestId('sizing-app').count())
    await page.locator('[data-testid=sizing-app][data-ready]').waitFor();
}

/** Only the normal case: the minimum and maximum are left out. */
async function onlyNormal(page: Page) {
  for (const name of ['min', 'max']) await page.locator(`input[data-case=${name}]`).uncheck();
}

async function fillNormal(page: Page, values: { flow: string; P1: string; P2: string; T: string }) {
  for (const [field, value] of Object.entries(values)) {
    const input = page.locator(`#sizing-normal-${field}`);
    await input.fill(value);
    await input.blur();
  }
}

/** Kv as a number ("1,234" → 1234). */
const kvNumber = (text: string) => Number(text.replace(/,/g, ''));

/** Waits for a numeric Kv in the normal column and answers it. */
async function kvOf(page: Page): Promise<string> {
  await page.waitForFunction(() => {
    const text = document.querySelector('tr[data-row=Kv] td[data-case=normal]')?.textContent ?? '';
    return /\d/.test(text);
  });
  return cell(page, 'Kv');
}

describe('valve sizing page', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    ({ site, browser } = await openSuite());
  });
  afterAll(() => closeSuite({ site, browser }));

  /** A visitor on the sizing page in a language, hydrated, with only the normal case; page errors collected. */
  async function openSizing(lang: 'en' | 'zh', viewport: { width: number; height: number }) {
    const context = await newVisitor(browser, lang === 'zh' ? 'zh-CN' : 'en-US', viewport);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.url}/${lang}/sizing`);
    await hydrated(page);
    await onlyNormal(page);
    return { context, page, errors };
  }

  for (const lang of ['en', 'zh'] as const) {
    for (const [device, viewport] of VIEWPORTS) {
      it(`sizes steam and cavitating water, changes units and shares the sizing (${lang}, ${device})`, async () => {
        const { context, page, errors } = await openSizing(lang, viewport);

        // Steam, 10 bar(a) and 200 °C to 7 bar(a), 5000 kg/h.
        await page.locator('#sizing-medium').selectOption('steam');
        await fillNormal(page, { flow: '5000', P1: '10', P2: '7', T: '200' });
        // Until the calculation answers for the last figure typed, the cell holds an earlier sizing.
        await expect.poll(async () => kvNumber(await kvOf(page))).toBeGreaterThan(10);
        await expect.poll(() => cell(page, 'x')).toBe('0.3');
        expect(await cell(page, 'regime')).toBe(COPY[lang].turbulent);
        if (device === 'phone')
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          ).toBeLessThanOrEqual(0);

        // Water at 80 °C dropping from 5 to 1.2 bar(a) through a valve of F_L 0.9: it cavitates and chokes.
        await page.locator('#sizing-medium').selectOption('liquid');
        await page.locator('#sizing-FL').fill('0.9');
        await fillNormal(page, { flow: '60', P1: '5', P2: '1.2', T: '80' });
        await page.locator('[data-case=normal] [data-code=cavitation-incipient]').waitFor();
        await expect.poll(() => cell(page, 'regime')).toBe(COPY[lang].choked);
        const waterKv = await kvOf(page);
        const warning = await page.locator('[data-case=normal] [data-code=cavitation-incipient]').innerText();
        expect(warning).toMatch(lang === 'zh' ? /\p{Script=Han}/u : /cavitat/i);
        await page.screenshot({
          path: path.join(screenshotDir, `sizing-water-${lang}-${device}.png`),
          fullPage: true,
        });

        // A bad figure is named at the field when the visitor leaves it, in the page's language.
        await page.locator('#sizing-normal-P1').fill('-3');
        await page.locator('#sizing-normal-P1').blur();
        const error = page.locator('#sizing-normal-P1-error');
        expect(await error.innerText()).toContain(lang === 'zh' ? '入口压力 P1' : 'Inlet pressure P1');
        expect(await page.locator('#sizing-normal-P1').getAttribute('aria-describedby')).toBe(
          'sizing-normal-P1-error',
        );
        await page.locator('#sizing-normal-P1').fill('5');
        await error.waitFor({ state: 'detached' });
        expect(await kvOf(page)).toBe(waterKv);

        // US units everywhere, then one unit by hand: the figures change, the answer does not.
        await page.locator('.sizing-switch__option').nth(1).click();
        await page.waitForFunction(
          () => (document.querySelector('#sizing-normal-P1') as HTMLInputElement).value !== '5',
        );
        // 5 bar(a) is 72.5189 psia, written as an engineer would: four significant figures.
        expect(await page.locator('#sizing-normal-P1').inputValue()).toBe('72.52');
        expect(await page.locator('#sizing-normal-T').inputValue()).toBe('176');
        // The converted figures have four significant figures: the answer stays within their precision.
        const sameAnswer = async () => Math.abs(kvNumber(await kvOf(page)) / kvNumber(waterKv) - 1) < 1e-3;
        await expect.poll(sameAnswer).toBe(true);
        await page.locator('select[data-unit=flow]').selectOption('kg/h');
        await page.waitForFunction(
          () => !(document.querySelector('#sizing-normal-flow') as HTMLInputElement).value.startsWith('264'),
        );
        await expect.poll(sameAnswer).toBe(true);

        // The link holds the whole sizing: a colleague opening it sees it, rendered by the server.
        const shared = page.url();
        expect(shared).toContain('?s=');
        const html = await (await fetch(shared)).text();
        const colleague = await context.newPage();
        await colleague.goto(shared);
        await hydrated(colleague);
        const sharedKv = await kvOf(colleague);
        expect(html).toContain(sharedKv);
        await expect.poll(() => kvOf(page)).toBe(sharedKv);
        expect(await colleague.locator('#sizing-normal-P1').inputValue()).toBe(
          await page.locator('#sizing-normal-P1').inputValue(),
        );
        expect(await colleague.locator('[data-case=normal] [data-code=cavitation-incipient]').count()).toBe(
          1,
        );

        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  const LIMITS = {
    en: { sonic: 'sonic', below: 'below 40', cavitation: 'Cavitation begins', calm: 'Anti-cavitation trim' },
    zh: { sonic: '达声速', below: '低于 40', cavitation: '开始空化', calm: '抗空化内件' },
  } as const;

  for (const lang of ['en', 'zh'] as const) {
    it(`warns of cavitation before choking and gives no figure outside the methods' range (${lang})`, async () => {
      const { context, page, errors } = await openSizing(lang, VIEWPORTS[0][1]);
      const warning = (code: string) => page.locator(`[data-case=normal] [data-code=${code}]`);

      // Water at 90 °C, 12 → 3 bar(a): it cavitates long before it chokes (at 9.2 bar), and the
      // sizes that fit say so, naming the catalogue's anti-cavitation trim.
      await fillNormal(page, { flow: '60', P1: '12', P2: '3', T: '90' });
      await warning('cavitation-incipient').waitFor();
      expect(await warning('choked').count()).toBe(0);
      expect(await cell(page, 'regime')).toBe(COPY[lang].turbulent);
      const why = page.locator('[data-testid=sizing-selection] .sizing-selection__why').first();
      await expect.poll(() => why.innerText()).toContain(LIMITS[lang].cavitation);
      expect(await why.innerText()).toContain(LIMITS[lang].calm);
      await page.screenshot({
        path: path.join(screenshotDir, `sizing-cavitation-${lang}.png`),
        fullPage: true,
      });

      // A trickle: its noise is below the methods' range, and the table says so rather than a level.
      await fillNormal(page, { flow: '0.05', P1: '3', P2: '2.9', T: '20' });
      await warning('noise-below-range').waitFor();
      expect(await cell(page, 'noise')).toBe(LIMITS[lang].below);

      // Air expanding to 100 Pa: the outlet would be sonic; no velocity, no Mach number.
      await page.locator('#sizing-medium').selectOption('gas');
      await fillNormal(page, { flow: '500', P1: '2', P2: '0.001', T: '20' });
      await warning('velocity-sonic').waitFor();
      expect(await cell(page, 'velocity')).toBe(LIMITS[lang].sonic);
      expect(await page.locator('[data-case=normal]').first().innerText()).not.toMatch(/Mach \d|马赫数 \d/);

      // Carbon dioxide at 100 bar(a) and 47 °C: its Z matters and was not given.
      await page.locator('#sizing-fluid').selectOption('carbonDioxide');
      await fillNormal(page, { flow: '5000', P1: '100', P2: '80', T: '47' });
      await warning('compressibility').waitFor();
      await page.screenshot({ path: path.join(screenshotDir, `sizing-limits-${lang}.png`), fullPage: true });
      // At 70 bar(a) and 17 °C it is a liquid: not sized as a gas.
      await fillNormal(page, { flow: '5000', P1: '70', P2: '60', T: '17' });
      await page.locator('[data-case=normal] [data-code=state-outside]').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const lang of ['en', 'zh'] as const) {
    it(`downloads the sizing on the page as a PDF data sheet (${lang})`, async () => {
      const context = await newVisitor(browser, lang === 'zh' ? 'zh-CN' : 'en-US');
      const page = await context.newPage();
      await page.goto(`${site.url}/${lang}/sizing`);
      await hydrated(page);
      const before = await kvOf(page);
      await page.locator('#sizing-normal-flow').fill('55');
      await page.waitForURL(/\?s=/);
      await expect.poll(() => kvOf(page)).not.toBe(before);
      const kv = await kvOf(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('sizing-sheet-link').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        lang === 'zh'
          ? /^MRC-SZ-[0-9A-F]{8}-调节阀规格书\.pdf$/
          : /^MRC-SZ-[0-9A-F]{8}-control-valve-data-sheet\.pdf$/,
      );
      const bytes = fs.readFileSync(await download.path());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      // The sheet holds what the page showed: the flow just typed and the Kv it gave.
      const { text } = await pdfText(bytes);
      expect(text).toMatch(lang === 'zh' ? /流量\s+m³\/h\s+20\s+55\s+90/ : /Flow\s+m³\/h\s+20\s+55\s+90/);
      expect(text).toContain(kv);
      expect(text).toContain(lang === 'zh' ? '所需流量系数 Kv' : 'Required flow coefficient Kv');
      await context.close();
    });
  }

  for (const lang of ['en', 'zh'] as const) {
    it(`ranks our valves for the cases, limited to the product it was opened from (${lang})`, async () => {
      const answer = (await (await fetch(`${site.url}/api/product/ProductList?limit=1`)).json()) as {
        data: { list: { id: number; cate_id: number }[] };
      };
      const product = answer.data.list[0]!;
      const detail = (await (await fetch(`${site.url}/api/Product/getProduct?id=${product.id}`)).json()) as {
        data: { no: string; flow_sizes: { dn: number }[] | null };
      };
      const sizes = detail.data.flow_sizes!;
      expect(sizes.length).toBeGreaterThan(3);
      const context = await newVisitor(browser);
      const page = await context.newPage();
      await page.goto(`${site.url}/${lang}/prod_details?id=${product.cate_id}&sonId=${product.id}`);
      // The product page shows its flow coefficients, one row per size.
      await expect.poll(() => page.locator('#flow tbody tr').count()).toBe(sizes.length);
      await page.getByRole('link', { name: COPY[lang].product }).click();
      await page.waitForURL(/\/sizing\?product=\d+/);
      await hydrated(page);
      const rows = page.locator('[data-testid=sizing-selection] tr[data-candidate]');
      await expect.poll(() => rows.count()).toBeGreaterThan(0);
      const keys = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-candidate')));
      expect(keys.every((key) => key!.startsWith(`${product.id}-`))).toBe(true);
      const first = rows.first();
      expect(await first.locator('th').innerText()).toContain(detail.data.no);
      const travel = () => first.locator('td[data-case=normal]').innerText();
      const before = await travel();
      expect(before).toMatch(/^\d+ %$/);
      // A larger normal flow needs more travel of the same size, at once.
      const flow = page.locator('#sizing-normal-flow');
      await flow.fill(String(Number(await flow.inputValue()) * 1.2));
      await flow.blur();
      await expect.poll(travel).not.toBe(before);
      expect(Number.parseInt(await travel(), 10)).toBeGreaterThan(Number.parseInt(before, 10));
      // The data sheet names the chosen size.
      const href = await page.getByTestId('sizing-sheet-link').getAttribute('href');
      expect(href).toContain(`&valve=${keys[0]}`);
      await page.screenshot({
        path: path.join(screenshotDir, `sizing-selection-${lang}.png`),
        fullPage: true,
      });
      await context.close();
    });
  }

  it('opens from a product page with that product', async () => {
    const answer = (await (await fetch(`${site.url}/api/product/ProductList?limit=1`)).json()) as {
      data: { list: { id: number; cate_id: number; en_title: string }[] };
    };
    const product = answer.data.list[0]!;
    const context = await newVisitor(browser);
    const page = await context.newPage();
    await page.goto(`${site.url}/en/prod_details?id=${product.cate_id}&sonId=${product.id}`);
    await page.getByRole('link', { name: COPY.en.product }).click();
    await page.waitForURL(/\/en\/sizing\?product=\d+/);
    expect(new URL(page.url()).searchParams.get('product')).toBe(String(product.id));
    expect(await page.getByTestId('sizing-product').innerText()).toContain(product.en_title);
    // The product stays in the sizing's link once the visitor types.
    await hydrated(page);
    await page.locator('#sizing-normal-flow').fill('55');
    await page.waitForURL(/\?s=/);
    const colleague = await context.newPage();
    await colleague.goto(page.url());
    expect(await colleague.getByTestId('sizing-product').innerText()).toContain(product.en_title);
    await context.close();
  });
});
