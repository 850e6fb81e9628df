import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../helpers/pdfText.js';
import {
  closeSuite,
  demoProducts,
  islandsLive,
  LOCALE,
  newVisitor,
  openSuite,
  type RunningSite,
} from './server.js';

/**
 * The sizing page in one unit system: with "US customary" no SI unit in the results, the warnings,
 * the defaults, the selection or the data sheet; every default in words; figures rounded. And one
 * valve throughout: "Size this valve" sizes with the product's own factors and size, and a valve
 * chosen from the selection re-sizes the page, its link and its data sheet alike.
 */

const VIEWPORTS = [
  ['1440', { width: 1440, height: 900 }],
  ['360', { width: 360, height: 740 }],
] as const;

/** Screenshots to look at, outside the repository. */
const SHOTS = '/tmp/s42a';

/** SI units as whole words (kPa, bar(g), m/s, kg/m³, mm, °C, m³/h, Nm³/h, g/mol). */
const SI_UNIT = /\b(kPa|MPa|bar|mm|m\/s|kg\/m³|g\/mol|N?m³\/h)(?![\w/])|°C/;
/** A key of the calculation (noise.pipe.cS, cases.min.xFz). */
const RAW_KEY = /\b[a-z]+\.[a-zA-Z]+\.[a-zA-Z]|\bcases\.|\bnoise\.|\bvalve\.[a-zA-Z]|\bfluid\.[a-zA-Z]/;

/** Figures with more than four significant digits, the standards' numbers left out. */
function unrounded(text: string): string[] {
  const plain = text.replace(/IEC 60534[-\d]*|IAPWS-IF97|ISA-[\d.]+|Re_v [\d,]+|MRC-SZ-\w+/g, '');
  return (plain.match(/\d[\d,]*(\.\d+)?/g) ?? []).filter((figure) => {
    const digits = figure.replace(/[,.]/g, '').replace(/^0+/, '').replace(/0+$/, '');
    return digits.length > 4;
  });
}

async function hydrated(page: Page) {
  await islandsLive(page);
  await page.locator('[data-testid=sizing-app][data-ready]').waitFor();
}

const resultsTable = (page: Page) => page.getByTestId('sizing-results').innerText();

describe('the sizing page in one unit system, with one valve', () => {
  let site: RunningSite;
  let browser: Browser;
  let ss730: { id: number; cate_id: number; no: string };

  beforeAll(async () => {
    ({ site, browser } = await openSuite());
    ss730 = (await demoProducts<typeof ss730>(site, 100)).find((p) => p.no === 'MR-SS730')!;
    expect(ss730).toBeTruthy();
    fs.mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(() => closeSuite({ site, browser }));

  async function open(lang: 'en' | 'zh', viewport: { width: number; height: number }, url: string) {
    const context = await newVisitor(browser, LOCALE[lang], viewport);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.url}${url}`);
    await hydrated(page);
    return { context, page, errors };
  }

  for (const lang of ['en', 'zh'] as const)
    for (const [width, viewport] of VIEWPORTS)
      it(`US customary: no SI unit, no raw key, rounded figures, on the page and the sheet (${lang}, ${width})`, async () => {
        const { context, page, errors } = await open(lang, viewport, `/${lang}/sizing`);
        // Water from 8.5 to 1.2 bar(a) in the maximum case: it cavitates, so there are warnings.
        await page.locator('#sizing-max-P2').fill('1.2');
        await page.locator('#sizing-max-P2').blur();
        await page.locator('[data-case=max] [data-code=cavitation-incipient]').waitFor();
        await page.screenshot({ path: path.join(SHOTS, `sizing-si-${lang}-${width}.png`), fullPage: true });
        // SI: the warnings' pressures in bar, as the table's.
        const siWarnings = await page.locator('.sizing-warnings').innerText();
        expect(siWarnings).toMatch(/\d bar/);
        expect(siWarnings).not.toContain('kPa');

        await page.locator('.sizing-switch__option').nth(1).click();
        await page.waitForFunction(
          () => (document.querySelector('#sizing-max-P2') as HTMLInputElement).value !== '1.2',
        );
        // The calculation answers for the US form: its defaults are then in US units.
        await expect.poll(() => page.getByTestId('sizing-assumed').innerText()).toContain('ft/s');
        // A converted input is rounded as an engineer writes it: 1.2 bar(a) is 17.4 psia.
        expect(await page.locator('#sizing-max-P2').inputValue()).toBe('17.4');
        // The atmospheric pressure too: 101.325 kPa is 14.7 psia.
        expect(await page.locator('label[for=sizing-atm]').innerText()).toMatch(/psia$/);
        expect(await page.locator('#sizing-atm').inputValue()).toBe('14.7');
        const results = await page.locator('.sizing-results').innerText();
        const selection = await page.getByTestId('sizing-selection').innerText();
        for (const text of [results, selection]) {
          expect(text.match(SI_UNIT), text).toBeNull();
          expect(text.match(RAW_KEY), text).toBeNull();
        }
        expect(results).toMatch(
          lang === 'en' ? /Speed of sound in the pipe wall: 16,400 ft\/s/ : /管壁声速：16,400 ft\/s/,
        );
        expect(results).toMatch(/\d psi/);
        const figures = [
          await resultsTable(page),
          await page.locator('.sizing-warnings').innerText(),
          await page.getByTestId('sizing-assumed').innerText(),
        ].join('\n');
        expect(unrounded(figures)).toEqual([]);
        await page.screenshot({ path: path.join(SHOTS, `sizing-us-${lang}-${width}.png`), fullPage: true });
        for (const [name, part] of [
          ['results', page.locator('.sizing-results')],
          ['selection', page.getByTestId('sizing-selection')],
        ] as const)
          await part.screenshot({ path: path.join(SHOTS, `sizing-us-${lang}-${width}-${name}.png`) });

        // The data sheet of the same sizing: US units only, every default in words.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByTestId('sizing-sheet-link').click(),
        ]);
        const pdfPath = path.join(SHOTS, `sheet-us-${lang}-${width}.pdf`);
        fs.copyFileSync(await download.path(), pdfPath);
        const { text } = await pdfText(fs.readFileSync(pdfPath));
        expect(text).toContain('psia');
        expect(text.match(SI_UNIT), text).toBeNull();
        expect(text.match(RAW_KEY), text).toBeNull();
        expect(text).not.toContain('bar(g)');

        // On a phone: the page never scrolls sideways, and the selection says that it does.
        if (width === '360') {
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          ).toBeLessThanOrEqual(0);
          await expect.poll(() => page.locator('.sizing-scroll-hint').isVisible()).toBe(true);
          const frame = page.locator('[data-testid=sizing-selection] .table-scroll__area');
          expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
        }
        expect(errors).toEqual([]);
        await context.close();
      });

  it('"Size this valve" on MR-SS730 sizes with its own factors and size', async () => {
    const { context, page, errors } = await open('en', VIEWPORTS[0][1], `/en/sizing?product=${ss730.id}`);
    // Its flow table's F_L 0.9, x_T 0.75, F_d 0.2 and one of its sizes, none of them assumed.
    expect(await page.locator('#sizing-FL').inputValue()).toBe('0.9');
    expect(await page.locator('#sizing-xT').inputValue()).toBe('0.75');
    expect(await page.locator('#sizing-Fd').inputValue()).toBe('0.2');
    const sizedAt = await page.getByTestId('sizing-sized-at').innerText();
    expect(sizedAt).toMatch(/MR-SS730 DN 50\b/);
    expect(sizedAt).toContain('F_L 0.9, x_T 0.75, F_d 0.2');
    expect(await page.locator('#sizing-d').inputValue()).toBe('50');
    const assumed = await page.getByTestId('sizing-assumed').innerText();
    expect(assumed).not.toMatch(/x_T|F_d|F_L|Valve size/);
    // The heading names the model once.
    const heading = await page.getByTestId('sizing-product').innerText();
    expect(heading.match(/MR-SS730/g)).toHaveLength(1);
    expect(await page.locator(`input[name=sizing-chosen]:checked`).count()).toBe(1);
    expect(await page.locator(`tr[data-candidate="${ss730.id}-50"] input`).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const lang of ['en', 'zh'] as const)
    it(`a valve chosen from the selection re-sizes the page, its link and its data sheet alike (${lang})`, async () => {
      const { context, page, errors } = await open(lang, VIEWPORTS[0][1], `/${lang}/sizing`);
      const rows = page.locator('[data-testid=sizing-selection] tr[data-candidate]');
      await expect.poll(() => rows.count()).toBeGreaterThan(1);
      const keys = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-candidate')!));
      // A size other than the DN 80 the page starts with, so the sizing itself changes.
      const key = keys.find((k) => !k.endsWith('-80'))!;
      const dn = key.split('-')[1]!;
      const model = await page.locator(`tr[data-candidate="${key}"] th`).innerText();
      const before = await resultsTable(page);
      await page.locator(`tr[data-candidate="${key}"] input[type=radio]`).check();
      await expect.poll(() => page.locator('#sizing-d').inputValue()).toBe(dn);
      await expect.poll(() => resultsTable(page)).not.toBe(before);
      expect(await page.getByTestId('sizing-sized-at').innerText()).toContain(`${model} DN ${dn}`);
      const after = await resultsTable(page);
      await page.waitForURL(/\?s=/);
      await page.screenshot({ path: path.join(SHOTS, `sizing-chosen-${lang}.png`), fullPage: true });

      // The link: a colleague sees the same valve, the same results.
      const colleague = await context.newPage();
      await colleague.goto(page.url());
      await hydrated(colleague);
      expect(await colleague.locator(`tr[data-candidate="${key}"] input`).isChecked()).toBe(true);
      expect(await colleague.locator('#sizing-d').inputValue()).toBe(dn);
      await expect.poll(() => resultsTable(colleague)).toBe(after);

      // The data sheet: sections 2 and 4 name the same size.
      const href = await page.getByTestId('sizing-sheet-link').getAttribute('href');
      expect(href).toContain(`&valve=${key}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('sizing-sheet-link').click(),
      ]);
      const { text } = await pdfText(fs.readFileSync(await download.path()));
      const sized = /(?:Valve size d|阀门通径 d)\s+DN (\d+)/.exec(text);
      const selected = /DN (\d+) \/ NPS/.exec(text);
      expect(sized?.[1]).toBe(dn);
      expect(selected?.[1]).toBe(dn);
      expect(text).toContain(model);
      expect(errors).toEqual([]);
      await context.close();
    });
});
