import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSmtp } from '../helpers/smtp.js';
import { mailedCode, NORTHSHORE_BUYER } from './contactForm.js';
import {
  closeSuite,
  confirmIfAsked,
  CONSOLE_ADMIN,
  newVisitor,
  openSuite,
  type RunningSite,
  screenshotDir,
  signedInAdmin,
  islandsLive,
} from './server.js';

const SALES = { email: 'lena.fischer@mapleriver-controls.example', name: 'Lena Fischer' };
const LAPTOP = { width: 1440, height: 900 };
const TABLET = { width: 1024, height: 800 };
/** The staff member's browser keeps Berlin time; the console shows the company's (UTC+8). */
const BROWSER_ZONE = 'Europe/Berlin';
const BUYER = 'buyer.desk@example.com';
const NOTE = 'Called the buyer: budget approved, deliver before the March shutdown';
const REPLY = 'Our quotation for the DN150 globe valves follows in this reply.';
const DATA_SHEET = 'https://example.com/mr-globe-ds.pdf';
/** "HH:mm" of an instant on a zone's clock. */
const clockOf = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    ms,
  );

describe('sales desk in the console: assign, note, reply', () => {
  let site: RunningSite;
  let smtp: TestSmtp;
  let browser: Browser;
  const problems: string[] = [];
  const enquiry = { id: 0, m_no: '' };
  let salesId = 0;

  beforeAll(async () => {
    ({ site, browser, smtp } = await openSuite({ console: true, smtp: true }));
  });
  afterAll(() => closeSuite({ site, browser, smtp }));

  async function console_(locale: string) {
    return signedInAdmin(browser, problems, site.url, {
      locale,
      viewport: LAPTOP,
      timezoneId: BROWSER_ZONE,
      ready: '[data-testid=count-unread]',
    });
  }

  /** The visitor's browser: the device cookie its verified enquiry set. */
  let buyerCookies = '';

  /** An enquiry of the test's visitor through the public form; answers its case number. */
  async function postEnquiry(lang: string, fields: Record<string, string>): Promise<string> {
    const answer = await fetch(`${site.url}/api/leavemessage/postAdvise`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': lang,
        ...(buyerCookies ? { cookie: buyerCookies } : {}),
      },
      body: JSON.stringify({ type_id: 13, email: BUYER, ...fields }),
    });
    const set = answer.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) buyerCookies = set.join('; ');
    const sent = (await answer.json()) as { code: number; data: string };
    // A refused enquiry answers its message as data: say so here, not at a later wait.
    expect(sent, sent.data).toMatchObject({ code: 1 });
    return sent.data;
  }

  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(screenshotDir, `desk-${name}.png`), fullPage: true });

  /** The tooltip of a moment the console shows: the same instant on the browser's clock. */
  async function browserTimeOf(
    page: Page,
    moment: ReturnType<Page['locator']>,
    name: string,
  ): Promise<string> {
    await moment.hover();
    const tip = page.locator('[role=tooltip]');
    await tip.waitFor();
    const text = (await tip.textContent()) ?? '';
    await page.screenshot({ path: path.join(screenshotDir, `desk-${name}.png`) });
    await page.mouse.move(0, 0);
    await tip.waitFor({ state: 'detached' });
    return text;
  }

  /** The enquiry's received time: company time with its zone, the browser's time in the tooltip. */
  async function expectOneClock(page: Page, yourTime: string, name: string) {
    const { create_time } = (await (
      await page.request.get(`${site.url}/admin/api/enquiries/${enquiry.id}`)
    ).json()) as { create_time: number };
    const received = page.locator('[data-moment]').first();
    expect(await received.textContent()).toMatch(
      new RegExp(`${clockOf(create_time, 'Asia/Shanghai')}\\sUTC\\+8$`),
    );
    const tip = await browserTimeOf(page, received, name);
    expect(tip).toContain(yourTime);
    expect(tip).toContain(clockOf(create_time, BROWSER_ZONE));
  }

  it('an admin sets a sales engineer’s coverage on the staff form', async () => {
    const { context, page } = await console_('en-US');
    // Adding a member is a change that wants the admin's fresh proof (step-up).
    const proven = await page.request.post(`${site.url}/admin/api/auth/step-up`, {
      headers: { origin: site.url },
      data: { password: CONSOLE_ADMIN.password },
    });
    expect(proven.status()).toBe(200);
    const made = await page.request.post(`${site.url}/admin/api/staff`, {
      headers: { origin: site.url },
      data: { ...SALES, role: 'support', password: 'Sales-desk-2026!' },
    });
    expect(made.status()).toBe(201);
    salesId = ((await made.json()) as { id: number }).id;

    await page.goto(`${site.url}/admin/staff/${salesId}`);
    await page.getByText('Sales desk', { exact: true }).waitFor();
    await page.getByLabel('Takes new enquiries').check();
    await page.getByLabel('English', { exact: true }).check();
    const countries = page.getByLabel('Countries covered');
    for (const [typed, option] of [
      ['Germ', 'Germany (DE)'],
      ['Austr', 'Austria (AT)'],
    ]) {
      await countries.fill(typed!);
      await page.getByRole('option', { name: option }).click();
    }
    await page.getByLabel('Product families covered').click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await shot(page, 'staff-coverage-en');
    await page.getByRole('button', { name: /^Save$/ }).click();
    await confirmIfAsked(page, CONSOLE_ADMIN, page.getByText(/Element updated/).first());

    const saved = (await (await page.request.get(`${site.url}/admin/api/staff/${salesId}`)).json()) as Record<
      string,
      unknown
    >;
    expect(saved).toMatchObject({
      takes_enquiries: 1,
      cover_langs: ['en'],
      cover_countries: ['AT', 'DE'],
      cover_families: [expect.any(Number)],
    });
    await context.close();
  });

  it('assigns an enquiry, adds an internal note and replies; the visitor sees the reply and never the note', async () => {
    // The visitor confirms the address with the mailed code and sends an enquiry from no country
    // the engineer covers: it waits in the shared queue.
    const { code } = await mailedCode(site.url, smtp, BUYER);
    enquiry.m_no = await postEnquiry('en', {
      ...NORTHSHORE_BUYER,
      content: 'Please quote six DN150 Class 600 globe valves for our recovery boiler.',
      email_code: code,
    });

    const { context, page } = await console_('en-US');
    await page.getByRole('menuitem', { name: /Enquiries/ }).click();
    const row = page.locator('tr', { hasText: enquiry.m_no });
    await row.waitFor();
    expect(await row.textContent()).toContain('Shared queue');
    await row.click();
    await page.getByTestId('case-number').waitFor();
    enquiry.id = Number(/enquiries\/(\d+)\/show/.exec(page.url())![1]);

    const mailsBefore = smtp.inbox.length;
    await page.locator('#assignee').click();
    await page.getByRole('option', { name: SALES.name }).click();
    await page.getByText(`Enquiry handed to ${SALES.name}`).waitFor();
    const handover = await smtp.waitFor(
      SALES.email,
      (m) => (m.subject ?? '').includes(enquiry.m_no),
      mailsBefore,
    );
    expect(handover.subject).toContain('was handed to you by');

    // Unanswered, the enquiry's promise is counting: due in some working time, or overdue.
    await page.locator('[data-response=waiting], [data-response=overdue]').first().waitFor();

    await page.locator('#note').fill(NOTE);
    await page.getByRole('button', { name: 'Add note' }).click();
    const note = page.locator('[data-author=note]', { hasText: NOTE });
    await note.waitFor();
    expect(await note.textContent()).toContain('Internal note — not seen by the visitor');

    await expectOneClock(page, 'Your time:', 'time-tooltip-en');

    // The reply written with the toolbar: a greeting, a paragraph, a list with a bold word, a link.
    const editor = page.locator('#reply');
    await editor.click();
    await page.keyboard.type(`Dear Erin,\n${REPLY}\n`);
    const tool = (name: string) => page.getByRole('toolbar').getByRole('button', { name, exact: true });
    await tool('Bulleted list').click();
    await tool('Bold').click();
    await page.keyboard.type('six');
    await tool('Bold').click();
    await page.keyboard.type(' valves, Class 600\ndelivered before the March shutdown\n\nthe data sheet');
    await page.keyboard.press('Shift+Home');
    await tool('Link').click();
    await page.locator('#reply-link').fill(DATA_SHEET);
    await page.getByRole('button', { name: 'Apply' }).click();
    await editor.locator(`a[href="${DATA_SHEET}"]`).waitFor();
    expect(await editor.locator('li').count()).toBe(2);
    await page.setViewportSize(TABLET);
    await shot(page, 'reply-editor-en-1024');
    await page.setViewportSize(LAPTOP);

    // The preview: the mail as the server would send it, nothing sent.
    const mailsBeforePreview = smtp.inbox.length;
    await page.getByRole('button', { name: 'Preview mail' }).click();
    const preview = page.frameLocator('[data-testid=reply-preview]');
    const previewed = preview.getByRole('link', { name: 'View the conversation' });
    await previewed.waitFor();
    expect((await preview.locator('body').innerText()).match(/Dear /g)).toHaveLength(1);
    expect(await preview.locator('body').innerText()).toContain('admin of Maple River Controls Co., Ltd.');
    expect(await preview.locator('strong', { hasText: 'six' }).count()).toBe(1);
    expect(await preview.locator('li').count()).toBe(2);
    expect(await preview.locator(`a[href="${DATA_SHEET}"]`).textContent()).toBe('the data sheet');
    expect(await page.getByTestId('reply-preview-subject').textContent()).toContain(enquiry.m_no);
    await shot(page, 'reply-preview-en');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    expect(smtp.inbox.length).toBe(mailsBeforePreview);

    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.locator('[data-author=staff]', { hasText: REPLY }).waitFor();
    // Notes and messages in time order: the note came first.
    const order = await page
      .getByTestId('thread')
      .locator('[data-author]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-author')));
    expect(order).toEqual(['note', 'staff']);
    // The first reply is measured, and the page says so; the note did not count as one.
    await page.locator('[data-response=answered]').waitFor();
    // The select names the engineer once the list of staff has loaded.
    await page.locator('#assignee', { hasText: SALES.name }).waitFor();
    await shot(page, 'enquiry-en');

    await page.getByRole('menuitem', { name: /Enquiries/ }).click();
    // The row names the engineer (after the refetch that follows the cached page).
    await page.locator('tr', { hasText: enquiry.m_no }).filter({ hasText: SALES.name }).waitFor();
    await shot(page, 'list-en');
    await context.close();

    // The visitor's look-up: the reply, not the note; and no mail to anyone carried the note.
    const visitor = await newVisitor(browser, 'en-US', LAPTOP);
    const look = await visitor.newPage();
    await look.goto(`${site.url}/en/message-record`);
    await islandsLive(look);
    const form = look.locator('form.enquiry-lookup');
    await form.locator('input[id$="-email"]').fill(BUYER);
    await form.locator('input[id$="-m_no"]').fill(enquiry.m_no);
    await form.locator('button[type=submit]').click();
    await look.locator('.enquiry-thread', { hasText: REPLY }).waitFor();
    expect(await look.content()).not.toContain('budget approved');
    // The look-up page shows the reply formatted as the member wrote it.
    const staffEntry = look.locator('.enquiry-thread__entry--staff');
    expect(await staffEntry.locator('strong', { hasText: 'six' }).count()).toBe(1);
    expect(await staffEntry.locator('li').count()).toBe(2);
    expect(await staffEntry.locator(`a[href="${DATA_SHEET}"]`).textContent()).toBe('the data sheet');
    const replyMail = await smtp.waitFor(BUYER, (m) => (m.text ?? '').includes(REPLY), mailsBefore);
    for (const mail of smtp.inbox)
      expect(`${mail.text}${String(mail.html)}`).not.toContain('budget approved');

    // The mail as the visitor's mail program shows it: the member's one greeting, their name, the
    // same formatting, and a button that opens the conversation.
    const reader = await visitor.newPage();
    await reader.setContent(String(replyMail.html));
    const text = await reader.locator('body').innerText();
    expect(text.match(/Dear /g)).toHaveLength(1);
    expect(text).toContain('admin of Maple River Controls Co., Ltd. has replied to your message');
    expect(await reader.locator('strong', { hasText: 'six' }).count()).toBe(1);
    expect(await reader.locator(`a[href="${DATA_SHEET}"]`).textContent()).toBe('the data sheet');
    const button = reader.getByRole('link', { name: 'View the conversation' });
    expect(await button.evaluate((link) => getComputedStyle(link.parentElement!).backgroundColor)).toBe(
      'rgb(200, 53, 46)',
    );
    await reader.screenshot({ path: path.join(screenshotDir, 'desk-reply-mail-en.png'), fullPage: true });
    await button.click();
    await reader.waitForURL(/\/en\/message-record\?/);
    expect(new URL(reader.url()).searchParams.get('m_no')).toBe(enquiry.m_no);
    await visitor.close();
  });

  it('shows the same in Chinese', async () => {
    const { context, page } = await console_('zh-CN');
    await page.goto(`${site.url}/admin/enquiries/${enquiry.id}/show`);
    await page.locator('[data-author=note]', { hasText: NOTE }).waitFor();
    expect(await page.locator('[data-author=note]').textContent()).toContain('内部备注 — 访客看不到');
    // The select names the engineer once the list of staff has loaded.
    await page.locator('#assignee', { hasText: SALES.name }).waitFor();
    await page.setViewportSize(TABLET);
    await expectOneClock(page, '您的当地时间：', 'time-tooltip-zh-1024');
    await page.setViewportSize(LAPTOP);
    await shot(page, 'enquiry-zh');
    // The toolbar and the preview in Chinese; the mail itself is in the visitor's language.
    await page.locator('#reply').click();
    await page.keyboard.type('Dear Erin, ');
    await page.getByRole('toolbar').getByRole('button', { name: '粗体', exact: true }).click();
    await page.keyboard.type('thank you');
    await page.getByRole('button', { name: '预览邮件' }).click();
    await page.getByRole('dialog', { name: '访客将收到的邮件' }).waitFor();
    const preview = page.frameLocator('[data-testid=reply-preview]');
    expect(await preview.locator('strong').textContent()).toBe('thank you');
    await preview.getByRole('link', { name: 'View the conversation' }).waitFor();
    await page.setViewportSize(TABLET);
    await shot(page, 'reply-preview-zh-1024');
    await page.setViewportSize(LAPTOP);
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
    // A second enquiry from the browser that verified the address (no code needed), in Chinese: nobody covers
    // it, so the list shows it in the shared queue.
    const second = await postEnquiry('zh-CN', {
      name: '王工',
      company_name: '北岸纸业',
      phone: '+86 21 5555 0199',
      content: '请报价：DN80 调节阀 4 台',
    });
    await page.goto(`${site.url}/admin/enquiries`);
    await page.locator('tr', { hasText: enquiry.m_no }).waitFor();
    expect(await page.locator('tr', { hasText: second }).textContent()).toContain('公共队列');
    await page.getByText('负责人').first().waitFor();
    await shot(page, 'list-zh');
    await page.goto(`${site.url}/admin/staff/${salesId}`);
    await page.getByText('销售接待', { exact: true }).waitFor();
    await page.getByText('德国 (DE)').waitFor();
    await shot(page, 'staff-coverage-zh');
    await context.close();
    expect(problems).toEqual([]);
  });
});
