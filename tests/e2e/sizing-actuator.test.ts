import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../helpers/pdfText.js';
import {
  CONSOLE_ADMIN,
  closeSuite,
  LOCALE,
  newVisitor,
  openHydrated,
  openSuite,
  signIn,
  type RunningSite,
} from './server.js';

/**
 * The sizing page's Actuator step: the duty in both languages and both unit systems, the actuator
 * the catalogue gives the chosen valve, its block on the data sheet, and the catalogue in the console.
 */

const SHOTS = '/tmp/s43-shots';

async function sizingPage(browser: Browser, site: RunningSite, lang: 'en' | 'zh', width: number) {
  const { context, page } = await openHydrated(browser, `${site.url}/${lang}/sizing`, LOCALE[lang], {
    width,
    height: 900,
  });
  await page.locator('[data-testid=sizing-app][data-ready]').waitFor();
  await page.getByTestId('sizing-actuator-figures').waitFor();
  return { context, page };
}

const figures = (page: Page) => page.getByTestId('sizing-actuator-figures').innerText();

describe('the Actuator step of the sizing page, in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    ({ site, browser } = await openSuite({ console: true }));
  });
  afterAll(() => closeSuite({ site, browser }));

  it('[en, 1440] sizes the chosen valve’s actuator, a larger one for a higher shut-off, and puts it on the data sheet', async () => {
    const { context, page } = await sizingPage(browser, site, 'en', 1440);
    const step = page.getByTestId('sizing-actuator');
    await step.getByLabel('Leakage class').selectOption('V');
    await step.getByLabel(/Shut-off pressure drop/).fill('10');
    await expect.poll(() => figures(page)).toMatch(/Margin\s+\d+ %/);
    const at10 = await figures(page);
    expect(at10).toMatch(/Actuator\s+MR-(PA|RA)\d+/);
    expect(at10).toMatch(/Required( torque)?\s+[\d,.]+ N/);
    const model10 = /Actuator\s+(\S+)/.exec(at10)![1]!;
    await step.getByLabel(/Shut-off pressure drop/).fill('40');
    // Forty bar needs more thrust or torque: a larger figure (and the actuator that gives it).
    const required = (text: string) =>
      Number(/Required(?: torque)?\s+([\d,.]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
    const need10 = required(at10);
    await expect.poll(async () => required(await step.innerText())).toBeGreaterThan(need10);
    await step.getByLabel(/Shut-off pressure drop/).fill('10');
    await expect.poll(() => figures(page)).toContain(model10);
    await step.screenshot({ path: `${SHOTS}/actuator-en-1440.png` });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('sizing-sheet-link').click(),
    ]);
    const file = await download.path();
    const { text } = await pdfText(fs.readFileSync(file));
    expect(text).toMatch(/Actuator/);
    expect(text).toContain(model10);
    expect(text).toMatch(/Available (at the seat|torque)\s+[\d,.]+ N/);
    // The PDF as poppler reads it too, and a picture of its page to look at.
    const poppler = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(poppler).toContain(model10);
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', file, `${SHOTS}/sheet`]);
    await context.close();
  });

  it('[zh, 360] shows the step in Chinese and in US units', async () => {
    const { context, page } = await sizingPage(browser, site, 'zh', 360);
    await page.getByRole('button', { name: '英制单位' }).click();
    const step = page.getByTestId('sizing-actuator');
    await expect.poll(() => step.innerText()).toMatch(/气源压力 \(psi\(g\)\)/);
    await expect.poll(() => figures(page)).toMatch(/lbf/);
    expect(await figures(page)).toMatch(/余量\s+\d+ %/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await step.screenshot({ path: `${SHOTS}/actuator-zh-360.png` });
    await context.close();
  });

  it('[console, 1440] lists the actuator catalogue for editors', async () => {
    const context = await newVisitor(browser, LOCALE.en, { width: 1440, height: 900 });
    const page = await context.newPage();
    await signIn(page, site.url, CONSOLE_ADMIN);
    await page.goto(`${site.url}/admin/actuators`);
    await page.getByText('MR-PA100-250D-0210').waitFor();
    await page.screenshot({ path: `${SHOTS}/console-actuators-1440.png` });
    await page.goto(`${site.url}/admin/valve_actuations`);
    await page.getByText('MR-GV300').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/console-valve-actuation-1440.png` });
    await context.close();
  });
});
