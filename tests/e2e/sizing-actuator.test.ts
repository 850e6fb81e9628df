import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../helpers/pdfText.js';
import type { TestSmtp } from '../helpers/smtp.js';
import { CONTACT_FORM_WORDS, fillContact, sendWithCode } from './contactForm.js';
import {
  CONSOLE_ADMIN,
  closeSuite,
  islandsLive,
  LOCALE,
  newVisitor,
  openHydrated,
  openSuite,
  signIn,
  type RunningSite,
} from './server.js';

/**
 * The sizing page's Actuator step: the duty in both languages and both unit systems, the actuator
 * the catalogue gives the chosen valve, its block on the data sheet, and the catalogue in the staff.
 */

const SHOTS = '/tmp/s43-shots';

async function sizingPage(browser: Browser, site: RunningSite, lang: 'en' | 'zh', width: number) {
  const { context, page } = await openHydrated(browser, `${site.url}/${lang}/sizing`, LOCALE[lang], {
    width,
    height: 900,
  });
  await page.locator('[data-testid=sizing-app][data-ready]').waitFor();
  // The page starts with no valve chosen: the visitor picks the first that fits.
  await page.locator('[data-testid=sizing-selection] input[type=radio]').first().check();
  await page.getByTestId('sizing-actuator-figures').waitFor();
  return { context, page };
}

const figures = (page: Page) => page.getByTestId('sizing-actuator-figures').innerText();

describe('the Actuator step of the sizing page, in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let smtp: TestSmtp;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    ({ site, browser, smtp } = await openSuite({ console: true, smtp: true }));
  });
  afterAll(() => closeSuite({ site, browser, smtp }));

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

  it('[en 1440 → console en 1440, zh 1024] sends the quotation with the actuator, and the console shows it', async () => {
    const { context, page } = await sizingPage(browser, site, 'en', 1440);
    const step = page.getByTestId('sizing-actuator');
    await step.getByLabel('Leakage class').selectOption('V');
    await step.getByLabel(/Shut-off pressure drop/).fill('10');
    await expect.poll(() => figures(page)).toMatch(/Margin\s+\d+ %/);
    const model = /Actuator\s+(\S+)/.exec(await figures(page))![1]!;
    const required = /Required(?: torque)?\s+([\d,.]+ N(?:·m)?)/.exec(await figures(page))![1]!;
    // The quotation's link carries the duty beside the chosen valve, as the data sheet's does.
    const enquire = page.getByTestId('sizing-enquire');
    await expect.poll(() => enquire.getAttribute('href')).toMatch(/[?&]act=close-[\d.]+-10-V(&|#|$)/);
    await enquire.click();
    await page.waitForURL(/\/callMe\?.*act=/);
    await islandsLive(page);
    const form = page.locator('#contact-form');
    const email = `actuated.${Date.now()}@plant.example`;
    await fillContact(form, CONTACT_FORM_WORDS.en, email, 'Please quote the valve with its actuator.');
    const { mNo, before } = await sendWithCode(page, form, smtp, {
      l: CONTACT_FORM_WORDS.en,
      lang: 'en',
      email,
    });
    const mail = await smtp.waitFor(email, (m) => (m.subject ?? '').includes(mNo), before);
    expect(mail.text).toContain(`Actuator · Actuator: ${model}`);
    await context.close();

    for (const [lang, width] of [
      ['en', 1440],
      ['zh', 1024],
    ] as const) {
      const visitor = await newVisitor(browser, LOCALE[lang], { width, height: 900 });
      const staff = await visitor.newPage();
      await signIn(staff, site.url, CONSOLE_ADMIN);
      await staff.goto(`${site.url}/admin/enquiries`);
      const row = staff.locator('tr', { hasText: mNo });
      await row.waitFor();
      await row.click();
      const block = staff.getByTestId('enquiry-sizing-actuator');
      await block.waitFor();
      const text = await block.innerText();
      expect(text).toMatch(lang === 'en' ? /^Actuator\n/ : /^执行机构\n/);
      expect(text).toContain(model);
      expect(text).toContain(required);
      expect(text).toMatch(lang === 'en' ? /Leakage class\s+V\b/ : /泄漏等级\s+V\b/);
      expect(text).toMatch(lang === 'en' ? /Shut-off pressure drop\s+10 bar/ : /关断压差\s+10 bar/);
      expect(text).toMatch(lang === 'en' ? /Fail action\s+Fail-close/ : /故障位置\s+故障关/);
      expect(text).toMatch(lang === 'en' ? /Margin\s+\d+ %/ : /余量\s+\d+ %/);
      await staff
        .getByTestId('enquiry-sizing')
        .screenshot({ path: `${SHOTS}/console-enquiry-${lang}-${width}.png` });
      await visitor.close();
    }
  });
});
