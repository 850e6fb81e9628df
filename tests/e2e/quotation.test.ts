import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.js';
import { startSmtp } from '../helpers/smtp.js';
import { CONTACT_FORM_WORDS, fillContact, sendWithCode } from './contactForm.js';
import {
  demoProducts,
  launchBrowser,
  LOCALE,
  newVisitor,
  openHydrated,
  screenshotDir,
  signIn,
  startSite,
  type RunningSite,
  islandsLive,
} from './server.js';

/**
 * "Request a quotation" from a product page to the case number: the product rides along
 * in the address, the form shows it and a quotation part, and the look-up shows it afterwards.
 */

const L = {
  en: {
    request: 'Request a quotation',
    about: 'About:',
    medium: /^Medium/,
    dn: /^DN size/,
    pressure: /^Pressure class/,
    quantity: /^Quantity/,
    country: /^Country or region/,
    ...CONTACT_FORM_WORDS.en,
    norway: 'Norway',
    quoteTitle: 'Quotation request',
  },
  zh: {
    request: '获取报价',
    about: '咨询内容：',
    medium: /^介质/,
    dn: /^公称通径 DN/,
    pressure: /^压力等级/,
    quantity: /^数量/,
    country: /^国家或地区/,
    ...CONTACT_FORM_WORDS.zh,
    norway: '挪威',
    quoteTitle: '询价信息',
  },
} as const;

const ADMIN = { email: 'admin.quote@mapleriver.example', password: 'quotation desk 2026' };
/** The visitors' and the console's laptop screen. */
const LAPTOP = { width: 1280, height: 900 };

/** Screenshots the brief asks for (looked at by a person), besides the run's own folder. */
const SHOTS = process.env.QUOTE_SHOTS_DIR;

describe('a quotation request from a product page, in Chromium with real mail', () => {
  let site: RunningSite;
  let browser: Browser;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let product: { id: number; cate_id: number; no: string };
  /** The case numbers the visitors' tests got, for the console's test. */
  const sent: Partial<Record<'en' | 'zh', string>> = {};

  beforeAll(async () => {
    smtp = await startSmtp();
    site = await startSite({
      SMTP_URL: smtp.url,
      STAFF_NOTIFY_EMAIL: 'sales@mapleriver.example',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    browser = await launchBrowser();
    fs.mkdirSync(screenshotDir, { recursive: true });
    if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
    product = (await demoProducts<typeof product>(site, 1))[0]!;
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await smtp?.close();
  });

  async function shot(page: Page, name: string, part?: Locator) {
    const target = part ?? page;
    await target.screenshot({ path: path.join(screenshotDir, `quote-${name}.png`) });
    if (SHOTS) await target.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  }

  for (const lang of ['en', 'zh'] as const) {
    it(`[${lang}] product page → form with the product and a quotation → case number → look-up shows the product`, async () => {
      const l = L[lang];
      const { context, page } = await openHydrated(
        browser,
        `${site.url}/${lang}/prod_details?id=${product.cate_id}&sonId=${product.id}`,
        LOCALE[lang],
        LAPTOP,
      );
      await page.getByRole('link', { name: l.request }).click();
      await page.waitForURL(`**/${lang}/callMe?product=${product.id}#contact-form`);
      await islandsLive(page);

      const form = page.locator('#contact-form');
      const chip = form.getByTestId('enquiry-about');
      expect(await chip.textContent()).toContain(product.no);
      expect(await chip.textContent()).toContain(l.about);

      // The quotation part checks on leaving a field, in the page's language.
      const quantity = form.getByRole('textbox', { name: l.quantity });
      await quantity.fill('a few');
      await quantity.blur();
      await form.getByText(MESSAGES.quantityInvalid[lang]).waitFor();
      await quantity.fill('6');
      await form.getByRole('textbox', { name: l.medium }).fill('Superheated steam');
      await form.getByRole('textbox', { name: l.dn }).fill('DN150');
      await form.getByRole('textbox', { name: l.pressure }).fill('Class 600');
      await expect.poll(() => form.getByText(MESSAGES.quantityInvalid[lang]).count()).toBe(0);

      const email = `quote-${lang}.${Date.now()}@plant.example`;
      await fillContact(form, l, email, 'Six valves for the boiler feed line, delivery in Q2.');
      await form.getByRole('combobox', { name: l.country }).selectOption({ label: l.norway });
      await shot(page, `form-${lang}-1280`, form.locator('form'));

      const { mNo, before } = await sendWithCode(page, form, smtp, { l, lang, email });
      expect(mNo).toMatch(/^MR\d{6}-[A-Z0-9]{6}$/);
      sent[lang] = mNo;

      // The staff notification names the product and the quotation.
      const staff = await smtp.waitFor(
        'sales@mapleriver.example',
        (m) => (m.text ?? '').includes(mNo),
        before,
      );
      expect(staff.text).toContain(product.no);
      expect(staff.text).toContain('DN150');

      await page.getByRole('link', { name: l.follow }).click();
      await page.waitForURL(`**/${lang}/message-record?isEmail=0&m_no=${mNo}`);
      const record = page.locator('.enquiry-record');
      await record.waitFor();
      const about = record.locator('.enquiry-record__about');
      expect(await about.textContent()).toContain(product.no);
      expect(await about.textContent()).toContain(l.quoteTitle);
      expect(await about.textContent()).toContain('Class 600');
      await shot(page, `lookup-${lang}-1280`, record);
      await page.setViewportSize({ width: 360, height: 780 });
      await shot(page, `lookup-${lang}-360`, record);
      await context.close();
    });

    it(`[${lang}] on a phone the form shows the product and the quotation part; removing the product leaves the plain form`, async () => {
      const l = L[lang];
      const { context, page } = await openHydrated(
        browser,
        `${site.url}/${lang}/callMe?product=${product.id}#contact-form`,
        LOCALE[lang],
        { width: 360, height: 780 },
      );
      const form = page.locator('#contact-form');
      const chip = form.getByTestId('enquiry-about');
      await shot(page, `form-${lang}-360`, form.locator('form'));
      await chip.getByRole('button').click();
      await expect.poll(() => chip.count()).toBe(0);
      expect(new URL(page.url()).searchParams.get('product')).toBeNull();
      expect(await form.getByRole('textbox', { name: l.quantity }).count()).toBe(0);
      await context.close();
    });
  }

  it('the console shows the product in the inbox and the quotation on the enquiry page', async () => {
    expect(sent.en).toBeTruthy();
    for (const lang of ['en', 'zh'] as const) {
      const context = await newVisitor(browser, LOCALE[lang], LAPTOP);
      const page = await context.newPage();
      await signIn(page, site.url, ADMIN, '[data-testid=count-unread]');
      await page.goto(`${site.url}/admin/enquiries`);
      const row = page.locator('tr', { hasText: sent[lang]! });
      await row.waitFor();
      expect(await row.textContent()).toContain(product.no);
      await shot(page, `console-list-${lang}-1280`);
      await row.click();
      const about = page.getByTestId('enquiry-about');
      await about.waitFor();
      // The list's row shows first (react-admin's placeholder); the quotation comes with the enquiry.
      await about.getByText('DN150').waitFor();
      expect(await about.textContent()).toContain(product.no);
      expect(await about.textContent()).toContain(lang === 'en' ? 'Norway (NO)' : '挪威 (NO)');
      await shot(page, `console-enquiry-${lang}-1280`, about);
      await context.close();
    }
  });

  it('a gone product in the address leads to the plain form', async () => {
    const { context, page } = await openHydrated(
      browser,
      `${site.url}/en/callMe?product=999999`,
      'en-US',
      LAPTOP,
    );
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByTestId('enquiry-about').count()).toBe(0);
    await context.close();
  });

  it('a case page asks about the case', async () => {
    const cases = (await (await fetch(`${site.url}/api/cases/getCaseList?cate_id=75&limit=1`)).json()) as {
      data: { list: { id: number; title: string; en_title: string }[] };
    };
    const item = cases.data.list[0]!;
    const { context, page } = await openHydrated(
      browser,
      `${site.url}/en/programDetail?id=${item.id}`,
      'en-US',
      LAPTOP,
    );
    await page.getByRole('link', { name: 'Ask us about this' }).click();
    await page.waitForURL(`**/en/callMe?case=${item.id}#contact-form`);
    expect(await page.getByTestId('enquiry-about').textContent()).toContain(item.en_title);
    // Cases have no quotation part.
    expect(await page.locator('.enquiry-quote').count()).toBe(0);
    await context.close();
  });
});
