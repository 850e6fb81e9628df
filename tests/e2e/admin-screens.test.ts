import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestSmtp } from '../helpers/smtp.js';
import { adminConsole, LAPTOP, TABLET, type Row } from './adminConsole.js';
import { mailedCode, NORTHSHORE_BUYER, postEnquiry } from './contactForm.js';
import { CONSOLE_ADMIN, type RunningSite, islandsLive } from './server.js';

const ADMIN = CONSOLE_ADMIN;
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

// Signing in, editing a product and the staff roles: admin.test.ts.
describe('staff console in Chromium: news, an answered enquiry, and every main screen', () => {
  const { world, open, signIn, shot, save } = adminConsole();
  let site: RunningSite;
  let smtp: TestSmtp;
  let product: Row;
  let newsTitle = '';
  let enquiry = { email: 'buyer.console@example.com', m_no: '', id: 0 };
  beforeAll(() => {
    ({ site, smtp } = world.suite);
    product = world.product;
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
    const { code, answer: codeRequest } = await mailedCode(site.url, smtp, enquiry.email, 'en');
    expect(codeRequest.code).toBe(1);
    const posted = (await (
      await postEnquiry(
        site.url,
        {
          type_id: 13,
          ...NORTHSHORE_BUYER,
          email: enquiry.email,
          content: 'Please quote six DN150 Class 600 globe valves for our recovery boiler.',
          email_code: code,
        },
        'en',
      )
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
    await islandsLive(visitor.page);
    const form = visitor.page.locator('form.enquiry-lookup');
    await form.locator('input[id$="-email"]').fill(enquiry.email);
    await form.locator('input[id$="-m_no"]').fill(enquiry.m_no);
    await form.locator('button[type=submit]').click();
    await visitor.page.locator('.enquiry-thread', { hasText: answer }).waitFor();
    await visitor.context.close();
    await context.close();
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
          await openScreen(page, `/admin${url}`);
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
    expect(world.problems).toEqual([]);
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

/**
 * Opens a console screen the way its links do, through the console's router, without loading
 * the console's scripts again (a reload per screen took most of the photographs' time). Each
 * screen's `ready` element is absent from the screen before it, so its wait sees the new one.
 */
async function openScreen(page: Page, to: string): Promise<void> {
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}
