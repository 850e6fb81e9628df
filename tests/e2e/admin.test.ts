import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type TestSmtp } from '../helpers/smtp.js';
import { root } from '../../scripts/site-process.mjs';
import {
  consoleContext,
  launchBrowser,
  screenshotDir,
  signIn as signInAt,
  startConsoleSite,
  CONSOLE_ADMIN,
  type RunningSite,
  type StaffLogin,
} from './server.js';

const ADMIN = CONSOLE_ADMIN;
const SUPPORT = { email: 'desk@mapleriver-controls.example', password: 'Support-desk-2026' };
const EDITOR = { email: 'writer@mapleriver-controls.example', password: 'Editor-pages-2026' };
const LAPTOP = { width: 1366, height: 768 };
const TABLET = { width: 768, height: 1024 };

type Row = { id: number; cate_id: number; en_title: string };
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('staff console in Chromium', () => {
  let site: RunningSite;
  let smtp: TestSmtp;
  let browser: Browser;
  /** Console errors and failed requests of every page, checked at the end (expected 401s aside). */
  const problems: string[] = [];
  let product: Row;
  let newsTitle = '';
  let enquiry = { email: 'buyer.console@example.com', m_no: '', id: 0 };

  beforeAll(async () => {
    smtp = await startSmtp();
    site = await startConsoleSite({ SMTP_URL: smtp.url });
    browser = await launchBrowser();
    fs.mkdirSync(screenshotDir, { recursive: true });
    const list = (await (await fetch(`${site.url}/api/product/ProductList?limit=1`)).json()) as {
      data: { list: Row[] };
    };
    product = list.data.list[0]!;
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await smtp?.close();
  });

  /** A fresh console context; `expected` failed requests (such as a refused upload) are not problems. */
  const open = (locale = 'en-US', viewport = LAPTOP, expected: RegExp[] = []) =>
    consoleContext(browser, problems, { locale, viewport, expected });
  const signIn = (page: Page, who: StaffLogin) => signInAt(page, site.url, who);

  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(screenshotDir, `admin-${name}.png`) });

  /** A staff form is saved once the "updated"/"created" notification shows. */
  async function save(page: Page, notice: RegExp) {
    await page
      .getByRole('button', { name: /^Save$/ })
      .first()
      .click();
    await page.getByText(notice).first().waitFor();
  }

  it("is a bundle of its own: the public pages' scripts hold none of react-admin", async () => {
    const publicDir = path.join(root, 'build', 'client', 'assets');
    const leaks = fs
      .readdirSync(publicDir)
      .filter((file) => file.endsWith('.js'))
      .filter((file) =>
        /RaAppBar|RaDatagrid|ra-input-rich-text/.test(fs.readFileSync(path.join(publicDir, file), 'utf8')),
      );
    expect(leaks).toEqual([]);
    const html = await (await fetch(`${site.url}/en`)).text();
    expect(html).not.toContain('/admin/assets/');
    const index = await fetch(`${site.url}/admin/products/1`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const script = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(await index.text())![1]!;
    expect((await fetch(`${site.url}${script}`)).headers.get('cache-control')).toContain('immutable');
  });

  it('signs in with the bootstrap admin; a wrong password is refused with a message', async () => {
    const { context, page } = await open();
    await page.goto(`${site.url}/admin/`);
    await page.locator('#email').waitFor();
    await shot(page, 'signin-en-laptop');
    await page.locator('#email').fill(ADMIN.email);
    await page.locator('#password').fill('not-the-password');
    await page.locator('button[type=submit]').click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/password/i);
    expect(page.url()).toMatch(/\/admin\/login$/);

    await signIn(page, ADMIN);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Welcome');
    await shot(page, 'dashboard-en-laptop');
    await context.close();
  });

  it("changes a product's English title and the public product page shows it", async () => {
    const { context, page } = await open();
    await signIn(page, ADMIN);
    await page.goto(`${site.url}/admin/products/${product.id}`);
    const title = page.locator('[name="en_title"]');
    await title.waitFor();
    expect(await title.inputValue()).toBe(product.en_title);
    // Both languages side by side: the Chinese title is on the same row, to the right.
    const [en, zh] = await Promise.all([title.boundingBox(), page.locator('[name="title"]').boundingBox()]);
    expect(Math.abs(en!.y - zh!.y)).toBeLessThan(2);
    expect(zh!.x).toBeGreaterThan(en!.x + en!.width);
    await shot(page, 'product-edit-en-laptop');

    const renamed = `${product.en_title} (console test)`;
    await title.fill(renamed);
    // A published product's edit is a draft until it is published (decision 96).
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await page.getByText('Changes published').first().waitFor();
    const html = await (
      await fetch(`${site.url}/en/prod_details?id=${product.cate_id}&sonId=${product.id}`)
    ).text();
    expect(html).toContain(renamed.replace('&', '&amp;'));
    await context.close();
  });

  it('adds a news item in both languages, seen on /en/news and /zh/news; a one-language item is flagged', async () => {
    // The server refuses the fake picture below with 400.
    const { context, page } = await open('en-US', LAPTOP, [/^400 POST .*\/admin\/api\/uploads$/]);
    await signIn(page, ADMIN);
    await page.getByRole('menuitem', { name: 'News' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('[name="en_title"]').waitFor();
    newsTitle = `Valve school opens its doors ${Date.now()}`;
    const zhTitle = `阀门学校开学 ${Date.now()}`;
    await page.locator('[name="en_title"]').fill(newsTitle);
    await page.locator('[name="title"]').fill(zhTitle);
    await page
      .locator('[name="en_summary"]')
      .fill('Forty engineers started the first course of the new valve school.');
    await page.locator('[name="summary"]').fill('四十名工程师参加了新阀门学校的第一期课程。');
    const editors = page.locator('.ProseMirror');
    await editors.nth(0).fill('The course covers sizing, installation and maintenance.');
    await editors.nth(1).fill('课程涵盖选型、安装与维护。');
    // A picture uploads (with progress) and shows as a thumbnail; a file the server refuses says why.
    const picture = page.locator('[data-upload-input="image"]');
    await picture
      .locator('input[type=file]')
      .setInputFiles({ name: 'school.png', mimeType: 'image/png', buffer: PNG });
    await picture.locator('img[src^="/uploads/"]').waitFor();
    await picture.locator('input[type=file]').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    expect(await picture.getByRole('alert').textContent()).toMatch(/^Upload failed: .+/);
    await shot(page, 'news-create-en-laptop');
    await save(page, /Element created/);
    await page.waitForURL(/\/admin\/content\/news/);

    const en = await (await fetch(`${site.url}/en/news`)).text();
    expect(en).toContain(newsTitle);
    const zh = await (await fetch(`${site.url}/zh/news`)).text();
    expect(zh).toContain(zhTitle);

    // An English-only item: the list flags it and the "missing" filter finds it.
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('[name="en_title"]').fill(`English-only note ${Date.now()}`);
    await save(page, /Element created/);
    await page.waitForURL(/\/admin\/content\/news/);
    const flag = page.locator('[data-missing-lang=zh]');
    await flag.first().waitFor();
    expect(await flag.first().textContent()).toBe('ZH missing');
    await shot(page, 'news-list-en-laptop');
    await context.close();
  });

  it('answers an enquiry: the visitor reads the reply on /en/message-record and in the mail', async () => {
    // The visitor verifies the address with the mailed code and leaves a message (public API).
    const before = smtp.inbox.length;
    const sent = await fetch(`${site.url}/api/common/sendEmail?email=${encodeURIComponent(enquiry.email)}`, {
      method: 'POST',
      headers: { 'accept-language': 'en' },
    });
    expect(((await sent.json()) as { code: number }).code).toBe(1);
    const codeMail = await smtp.waitFor(enquiry.email, undefined, before);
    const code = /\b(\d{4})\b/.exec(codeMail.text ?? '')![1]!;
    const posted = (await (
      await fetch(`${site.url}/api/leavemessage/postAdvise`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({
          type_id: 13,
          name: 'Erin Walsh',
          company_name: 'Northshore Pulp Ltd.',
          phone: '+1 604 555 0199',
          email: enquiry.email,
          content: 'Please quote six DN150 Class 600 globe valves for our recovery boiler.',
          email_code: code,
        }),
      })
    ).json()) as { code: number; data: string };
    expect(posted.code).toBe(1);
    enquiry = { ...enquiry, m_no: posted.data };

    const { context, page } = await open();
    await signIn(page, ADMIN);
    expect(Number(await page.getByTestId('count-unread').textContent())).toBeGreaterThanOrEqual(1);
    await page.getByRole('menuitem', { name: /Enquiries/ }).click();
    const row = page.locator('tr', { hasText: enquiry.m_no });
    await row.waitFor();
    // Unread rows are bold.
    const weight = await row
      .locator('td')
      .nth(0)
      .evaluate((td) => getComputedStyle(td).fontWeight);
    expect(Number(weight)).toBeGreaterThanOrEqual(700);
    await row.click();
    await page.getByTestId('case-number').waitFor();
    expect(await page.getByTestId('case-number').textContent()).toBe(enquiry.m_no);
    expect(await page.getByTestId('enquiry-content').textContent()).toContain('DN150');

    const answer = 'Thank you, Erin. Our quotation for six DN150 Class 600 valves is attached to this reply.';
    const mailsBefore = smtp.inbox.length;
    await page.locator('#reply').fill(answer);
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Reply sent and mailed to the visitor').waitFor();
    await page.locator('[data-author=staff]', { hasText: answer }).waitFor();
    expect(await page.locator('[data-status]').first().getAttribute('data-status')).toBe('1');
    await shot(page, 'enquiry-show-en-laptop');

    const mail = await smtp.waitFor(enquiry.email, (m) => (m.text ?? '').includes(answer), mailsBefore);
    expect(mail.text).toContain(enquiry.m_no);
    expect(mail.text).toContain('/en/message-record');

    // The visitor's look-up page shows the staff reply.
    const visitor = await open();
    await visitor.page.goto(`${site.url}/en/message-record`);
    await visitor.page.locator('html[data-hydrated]').waitFor();
    const form = visitor.page.locator('form.enquiry-lookup');
    await form.locator('input[id$="-email"]').fill(enquiry.email);
    await form.locator('input[id$="-m_no"]').fill(enquiry.m_no);
    await form.locator('button[type=submit]').click();
    await visitor.page.locator('.enquiry-thread', { hasText: answer }).waitFor();
    await visitor.context.close();
    await context.close();
  });

  it('support sees the inbox but not content; an editor sees content but not the inbox', async () => {
    const { context, page } = await open();
    await signIn(page, ADMIN);
    for (const [who, role] of [
      [SUPPORT, 'Support'],
      [EDITOR, 'Editor'],
    ] as const) {
      await page.goto(`${site.url}/admin/staff/create`);
      await page.locator('[name="email"]').fill(who.email);
      await page.locator('[name="name"]').fill(role);
      await page.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: role }).click();
      await page.locator('[name="password"]').fill(who.password);
      await save(page, /Element created/);
    }
    await context.close();

    // react-admin asks for a list before its access check turns the page away; the server says 403.
    const support = await open('en-US', LAPTOP, [/^403 GET .*\/admin\/api\/products\?/]);
    await signIn(support.page, SUPPORT);
    expect(await support.page.getByRole('menuitem', { name: /Enquiries/ }).count()).toBe(1);
    expect(await support.page.getByRole('menuitem', { name: 'News' }).count()).toBe(0);
    expect(await support.page.getByRole('menuitem', { name: 'Products' }).count()).toBe(0);
    await support.page.goto(`${site.url}/admin/products`);
    await support.page.getByText('Access denied').first().waitFor();
    await support.context.close();

    const editor = await open('en-US', LAPTOP, [/^403 GET .*\/admin\/api\/enquiries\?/]);
    await signIn(editor.page, EDITOR);
    expect(await editor.page.getByRole('menuitem', { name: 'News' }).count()).toBe(1);
    expect(await editor.page.getByRole('menuitem', { name: 'Site settings' }).count()).toBe(1);
    expect(await editor.page.getByRole('menuitem', { name: /Enquiries/ }).count()).toBe(0);
    await editor.page.goto(`${site.url}/admin/enquiries`);
    await editor.page.getByText('Access denied').first().waitFor();

    // Any staff member changes their own password from the user menu.
    await editor.page.getByRole('button', { name: 'Profile' }).click();
    await editor.page.getByRole('menuitem', { name: 'Change password' }).click();
    await editor.page.locator('[name="current_password"]').fill(EDITOR.password);
    await editor.page.locator('[name="new_password"]').fill('Editor-pages-2027');
    await editor.page.locator('[name="repeat_password"]').fill('Editor-pages-2027');
    await save(editor.page, /Password changed/);
    await editor.context.close();
  });

  it('photographs the main screens in both languages on a laptop and a tablet', async () => {
    for (const [device, viewport] of [
      ['laptop', LAPTOP],
      ['tablet', TABLET],
    ] as const) {
      for (const lang of ['en', 'zh'] as const) {
        // No stored choice: the interface language follows the browser's.
        const { context, page } = await open(lang === 'zh' ? 'zh-CN' : 'en-US', viewport);
        const name = (screen: string) => `${screen}-${lang}-${device}`;
        await page.goto(`${site.url}/admin/`);
        await page.locator('#email').waitFor();
        expect(await page.locator('button[type=submit]').textContent()).toBe(
          lang === 'zh' ? '登录' : 'Sign in',
        );
        await shot(page, name('signin'));
        await signIn(page, ADMIN);
        await shot(page, name('dashboard'));
        for (const [screen, url, ready] of [
          ['product-edit', `/products/${product.id}`, '[name="en_title"]'],
          ['news-list', '/content/news', '[data-missing-lang]'],
          [
            'news-create',
            `/items/create?source=${encodeURIComponent('{"cate_id":10}')}`,
            '[name="en_title"]',
          ],
          ['enquiry-list', '/enquiries', '.RaDatagrid-row'],
          ['enquiry-show', `/enquiries/${await enquiryId(page)}/show`, '[data-author=staff]'],
          ['config', '/config/site', '[name="en_company_name"]'],
        ] as const) {
          await page.goto(`${site.url}/admin${url}`);
          await page.locator(ready).first().waitFor();
          await page.waitForTimeout(300);
          await shot(page, name(screen));
          // Nothing of the page may stick out sideways (the shot, taken first, shows what does).
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${name(screen)} scrolls sideways`).toBeLessThanOrEqual(0);
        }
        await context.close();
      }
    }
    expect(problems).toEqual([]);
  });

  /** The id of the test's enquiry, read through the staff API with the page's session. */
  async function enquiryId(page: Page): Promise<number> {
    if (enquiry.id) return enquiry.id;
    const filter = encodeURIComponent(JSON.stringify({ m_no: enquiry.m_no }));
    const response = await page.request.get(`${site.url}/admin/api/enquiries?filter=${filter}`);
    const rows = (await response.json()) as { id: number }[];
    enquiry = { ...enquiry, id: rows[0]!.id };
    return enquiry.id;
  }
});
