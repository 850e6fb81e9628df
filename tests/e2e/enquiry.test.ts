import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_MAX_LENGTH, MIN_FILL_MS } from '#contract/constants.js';
import { MESSAGES } from '#contract/messages.js';
import { startSmtp } from '../helpers/smtp.js';
import { CONTACT_FORM_WORDS, fillContactFields, mailedCode, postEnquiry } from './contactForm.js';
import {
  launchBrowser,
  newVisitor,
  screenshotDir,
  startSite,
  type RunningSite,
  islandsLive,
} from './server.js';

/**
 * The enquiry desk in Chromium against the production server, with a real SMTP server in the
 * test process: what a buyer sees from the first message to closing it.
 */

type Lang = 'en' | 'zh';
const LABELS = {
  en: {
    name: 'Name',
    company: 'Company',
    phone: 'Phone',
    email: 'E-mail',
    duties: 'Job title',
    message: 'Message',
    send: 'Send message',
    code: 'Verification code',
    confirm: 'Confirm and send',
    lookupEmail: 'E-mail address',
    lookupNumber: 'Case number',
    find: 'Look up',
  },
  zh: {
    name: '姓名',
    company: '公司名称',
    phone: '联系电话',
    email: '邮箱',
    duties: '职务',
    message: '留言内容',
    send: '提交留言',
    code: '验证码',
    confirm: '确认并提交',
    lookupEmail: '邮箱地址',
    lookupNumber: '留言编号',
    find: '查询',
  },
} as const;

/** docs/product.md §5's English wording, written out so that a changed message fails here. */
const SPEC_EN = {
  name: 'Please enter your name',
  company: 'Please enter company',
  phone: 'Please enter a contact number',
  email: 'Please enter email',
  code: 'Please enter your email verification code',
  message: 'Please enter the message content',
  comment: 'Please fill in the message content',
  lookupEmail: 'Please enter your email address',
  lookupNumber: 'Please enter message number',
  format:
    'file format incorrect, please upload doc, docx, xls, xlsx, ppt, pptx, txt, pdf, jpg, jpeg, png files',
  size: 'upload file size cannot exceed 500 MB',
  count: 'upload file count cannot exceed 2',
  codeSent: 'Verification code has been sent, please go to the email to check',
};

describe('enquiry desk in Chromium with real mail', () => {
  let site: RunningSite;
  let browser: Browser;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let files: string;
  let n = 0;
  const newEmail = () => `buyer${++n}.${Date.now()}@plant.example`;

  beforeAll(async () => {
    smtp = await startSmtp();
    site = await startSite({ SMTP_URL: smtp.url, STAFF_NOTIFY_EMAIL: 'sales@mapleriver.example' });
    browser = await launchBrowser();
    fs.mkdirSync(screenshotDir, { recursive: true });
    files = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-files-'));
    fs.writeFileSync(path.join(files, 'datasheet.pdf'), '%PDF-1.4\n% a process data sheet\n%%EOF\n');
    fs.writeFileSync(path.join(files, 'notes.txt'), 'Medium: steam, 40 bar, 380 °C\n');
    fs.writeFileSync(path.join(files, 'drawing.pdf'), '%PDF-1.4\n% P&ID excerpt\n%%EOF\n');
    fs.writeFileSync(path.join(files, 'setup.exe'), 'MZ not a document');
    // 501 MB without using 501 MB of disk: the browser checks the size before any upload.
    fs.closeSync(fs.openSync(path.join(files, 'huge.pdf'), 'w'));
    fs.truncateSync(path.join(files, 'huge.pdf'), 501 * 1024 * 1024);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await smtp?.close();
    if (files) fs.rmSync(files, { recursive: true, force: true });
  });

  async function visit(lang: Lang, viewport = { width: 1280, height: 900 }): Promise<[BrowserContext, Page]> {
    // The buyer is in Norway: the look-up says China time with its zone, and theirs beside it.
    const context = await newVisitor(browser, lang === 'zh' ? 'zh-CN' : 'en-US', viewport, {
      timezoneId: 'Europe/Oslo',
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    return [context, page];
  }

  async function shot(page: Page, name: string) {
    await page.screenshot({ path: path.join(screenshotDir, `enquiry-${name}.png`) });
  }

  async function openContactPage(page: Page, lang: Lang) {
    await page.goto(`${site.url}/${lang}/callMe`);
    await islandsLive(page);
  }

  /** A new visitor (visit) on the contact page of `lang`. */
  async function visitContactPage(lang: Lang): Promise<[BrowserContext, Page]> {
    const [context, page] = await visit(lang);
    await openContactPage(page, lang);
    return [context, page];
  }

  async function fillContactForm(page: Page, lang: Lang, email: string) {
    const l = LABELS[lang];
    const form = page.locator('#contact-form');
    await form.getByRole('textbox', { name: l.name, exact: true }).fill('Ingrid Halvorsen');
    await form.getByRole('textbox', { name: l.company, exact: true }).fill('Nordfjord Kraft AS');
    await form.getByRole('textbox', { name: l.phone, exact: true }).fill('+47 55 12 34 56');
    await form.getByRole('textbox', { name: l.email, exact: true }).fill(email);
    await form.getByRole('textbox', { name: /Job title|职务/ }).fill('Maintenance engineer');
    await form
      .getByRole('textbox', { name: l.message, exact: true })
      .fill('We need two DN150 globe valves for 40 bar steam. Please quote with delivery time.');
  }

  /** A person takes longer than the minimum fill time; the robot in this test waits that long. */
  const humanPause = (page: Page) => page.waitForTimeout(MIN_FILL_MS + 200);

  for (const lang of ['en', 'zh'] as const) {
    it(`[${lang}] a first-time sender verifies with the mailed code, attaches a PDF, gets a case number, looks it up, comments and closes it`, async () => {
      const [context, page] = await visitContactPage(lang);
      const l = LABELS[lang];
      const email = newEmail();
      await fillContactForm(page, lang, email);
      await page.locator('#contact-form input[type=file]').setInputFiles(path.join(files, 'datasheet.pdf'));
      await expect.poll(() => page.locator('.enquiry-files li.is-done').count()).toBe(1);
      await shot(page, `form-filled-${lang}`);
      await humanPause(page);

      const before = smtp.inbox.length;
      await page.getByRole('button', { name: l.send }).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      // The dialog asked for a code by itself and says so.
      await dialog.getByText(MESSAGES.codeSent[lang]).waitFor();
      if (lang === 'en') expect(MESSAGES.codeSent.en).toBe(SPEC_EN.codeSent);
      const resend = dialog.locator('.enquiry-verify__resend');
      expect(await resend.isDisabled()).toBe(true);
      await shot(page, `verify-dialog-${lang}`);

      const code = await smtp.codeFor(email, before);
      const input = dialog.getByLabel(l.code);
      const confirm = dialog.getByRole('button', { name: l.confirm });
      await input.fill(`${code.slice(0, 3)}`);
      expect(await confirm.isDisabled()).toBe(true);
      // Typing more than four characters keeps four digits.
      await input.fill('');
      await input.pressSequentially(`${code}99x`);
      expect(await input.inputValue()).toBe(code);
      await confirm.click();

      const caseNumber = page.getByTestId('case-number');
      await caseNumber.waitFor();
      const mNo = (await caseNumber.textContent())!.trim();
      expect(mNo).toMatch(/^MR\d{6}-[A-Z0-9]{6}$/);
      await page.getByText(MESSAGES.messageSubmitted[lang].replace('{m_no}', mNo)).first().waitFor();
      await shot(page, `success-${lang}`);
      // The form and the file list are cleared behind the dialog (hidden from the accessibility tree).
      expect(await page.locator('#contact-form input[autocomplete=name]').inputValue()).toBe('');
      expect(await page.locator('#contact-form textarea').inputValue()).toBe('');
      expect(await page.locator('.enquiry-files li').count()).toBe(0);

      // The confirmation mail in the visitor's language with the case number and the look-up link.
      const confirmation = await smtp.waitFor(email, (m) => (m.text ?? '').includes(mNo), before);
      expect(confirmation.text).toContain(`/${lang}/message-record?isEmail=0&m_no=${mNo}`);
      expect(confirmation.html).toContain(mNo);
      expect(confirmation.subject).toContain(
        lang === 'en' ? 'We have received your message' : '我们已收到您的留言',
      );
      expect(confirmation.text).toContain(lang === 'en' ? 'Maple River Controls' : '枫河控制阀');
      const codeMail = await smtp.waitFor(email, (m) => (m.subject ?? '').includes(code), before);
      expect(codeMail.subject).toContain(lang === 'en' ? 'verification code' : '邮箱验证码');
      expect(codeMail.html).toContain(code);
      const staff = await smtp.waitFor(
        'sales@mapleriver.example',
        (m) => (m.text ?? '').includes(mNo),
        before,
      );
      expect(staff.text).toContain('datasheet.pdf');
      expect(staff.text).toMatch(new RegExp(`${site.url}/uploads/files/[\\w/-]+\\.pdf`));
      expect(staff.text).toContain('Nordfjord Kraft AS');

      // Copying the number.
      await page.getByRole('button', { name: lang === 'en' ? 'Copy' : '复制' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mNo);

      // The dialog leads to the look-up, which opens the message at once.
      await page
        .getByRole('link', { name: lang === 'en' ? 'Follow up on this message' : '查看留言进度' })
        .click();
      await page.waitForURL(`**/${lang}/message-record?isEmail=0&m_no=${mNo}`);
      const record = page.locator('.enquiry-record');
      await record.waitFor();
      expect(await record.locator('.enquiry-record__number').textContent()).toBe(mNo);
      expect(await record.locator('.enquiry-status').textContent()).toBe(
        lang === 'en' ? 'Pending' : '待处理',
      );
      expect(await record.locator('table').textContent()).toContain('Nordfjord Kraft AS');
      const sent = record.locator('.enquiry-message__time');
      expect(await sent.locator('time').textContent()).toMatch(
        lang === 'en'
          ? /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} China Standard Time \(UTC\+8\)$/
          : /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} 中国标准时间 \(UTC\+8\)$/,
      );
      // Seven hours behind Shanghai in November: the same instant in the reader's own time.
      const shanghai = String(await sent.locator('time').getAttribute('datetime'));
      const oslo = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Oslo',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(shanghai));
      const localTime = sent.locator('.enquiry-time__local');
      await localTime.waitFor();
      const local = await localTime.textContent();
      expect(local).toContain(lang === 'en' ? 'your time:' : '您当地时间：');
      expect(local).toContain(oslo);
      expect(await record.locator('table').textContent()).toContain('Maintenance engineer');
      const download = record.getByRole('link', { name: 'datasheet.pdf' });
      const response = await page.request.get(`${site.url}${await download.getAttribute('href')}`);
      expect(response.status()).toBe(200);
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await shot(page, `record-${lang}`);

      // An empty comment is refused in the visitor's words; a real one joins the thread.
      await record.getByRole('button', { name: lang === 'en' ? 'Send comment' : '提交留言' }).click();
      await record.getByText(MESSAGES.commentRequired[lang]).waitFor();
      if (lang === 'en') expect(MESSAGES.commentRequired.en).toBe(SPEC_EN.comment);
      await record
        .getByRole('textbox', { name: lang === 'en' ? 'Add a comment' : '追加留言', exact: true })
        .fill('Flanges to EN 1092-1 PN63, please.');
      await record.getByRole('button', { name: lang === 'en' ? 'Send comment' : '提交留言' }).click();
      await page.getByText(MESSAGES.commentAdded[lang]).first().waitFor();
      await record
        .locator('.enquiry-thread__entry--visitor')
        .getByText('Flanges to EN 1092-1 PN63, please.')
        .waitFor();

      // Closing asks first; then the closed page invites a new message.
      await record.getByRole('button', { name: lang === 'en' ? 'Close this message' : '关闭留言' }).click();
      const confirmDialog = page.getByRole('dialog');
      await confirmDialog.getByRole('button', { name: lang === 'en' ? 'Keep it open' : '暂不关闭' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await record.getByRole('button', { name: lang === 'en' ? 'Close this message' : '关闭留言' }).click();
      await shot(page, `close-confirm-${lang}`);
      await page.getByRole('button', { name: lang === 'en' ? 'Yes, close it' : '确定关闭' }).click();
      await page
        .getByRole('heading', { name: lang === 'en' ? 'Your message is closed' : '留言已关闭' })
        .waitFor();
      expect(
        await page
          .locator('.enquiry-closed')
          .getByRole('link', { name: lang === 'en' ? 'Leave a new message' : '重新留言' })
          .getAttribute('href'),
      ).toBe(`/${lang}/callMe#contact-form`);
      await shot(page, `closed-${lang}`);

      // Looking it up again shows it finished, without comment or close.
      await page.goto(`${site.url}/${lang}/message-record?isEmail=0&m_no=${mNo}`);
      await page.locator('.enquiry-record').waitFor();
      expect(await page.locator('.enquiry-status').textContent()).toBe(lang === 'en' ? 'Finished' : '已结束');
      expect(await page.locator('.enquiry-comment').count()).toBe(0);
      await context.close();
    });
  }

  it('a verified sender is not asked for a code again', async () => {
    const email = newEmail();
    // Verify the address once through the API, as an earlier message would have.
    const { code } = await mailedCode(site.url, smtp, email);
    const first = await postEnquiry(site.url, {
      name: 'Chen Wei',
      company_name: 'Huadong Water',
      phone: '021 5555 0101',
      email,
      email_code: code,
      content: 'First message.',
    });
    expect(((await first.json()) as { code: number }).code).toBe(1);
    // "Verified" is per browser: the earlier message was sent from this browser, which
    // kept the device cookie the answer set.
    const device = /visitor_device=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
    expect(device).toBeTruthy();

    const [context, page] = await visit('zh');
    await context.addCookies([{ name: 'visitor_device', value: device!, url: `${site.url}/api` }]);
    await openContactPage(page, 'zh');
    await fillContactForm(page, 'zh', email);
    // (The refusal of a form sent faster than a person types is the API suite's: how fast a browser
    // test fills a form depends on the machine.)
    await humanPause(page);
    await page.getByRole('button', { name: LABELS.zh.send }).click();
    await page.getByTestId('case-number').waitFor();
    expect(await page.locator('.enquiry-verify').count()).toBe(0);
    await context.close();
  });

  it('refuses a wrong and an expired code with their messages; the countdown blocks resending', async () => {
    const [context, page] = await visitContactPage('en');
    const email = newEmail();
    await fillContactForm(page, 'en', email);
    await humanPause(page);
    const since = smtp.inbox.length;
    await page.getByRole('button', { name: LABELS.en.send }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(SPEC_EN.codeSent).waitFor();
    const code = await smtp.codeFor(email, since);

    const resend = dialog.locator('.enquiry-verify__resend');
    expect(await resend.isDisabled()).toBe(true);
    const seconds = async () => Number(/(\d+) s/.exec((await resend.textContent()) ?? '')?.[1]);
    const first = await seconds();
    expect(first).toBeGreaterThan(20);
    expect(first).toBeLessThanOrEqual(60);
    await expect.poll(seconds, { timeout: 30_000 }).toBeLessThan(first);
    expect(await resend.isDisabled()).toBe(true);

    const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');
    await dialog.getByLabel(LABELS.en.code).fill(wrong);
    await dialog.getByRole('button', { name: LABELS.en.confirm }).click();
    await dialog.getByText('The verification code is incorrect').waitFor();
    await shot(page, 'verify-wrong-code-en');

    // Fifteen minutes later: make the stored code old, as time would.
    const db = new Database(path.join(site.dataDir, 'site.db'));
    db.prepare('update verification_code set expire_time = ? where email = ?').run(Date.now() - 1000, email);
    db.close();
    await dialog.getByLabel(LABELS.en.code).fill(code);
    await dialog.getByRole('button', { name: LABELS.en.confirm }).click();
    await dialog.getByText('The verification code has expired, please request a new one').waitFor();
    // Nothing was sent: the dialog is still open and the form still filled in.
    expect(await page.getByTestId('case-number').count()).toBe(0);
    await context.close();
  });

  it('takes no more in each field than the server accepts', async () => {
    const [context, page] = await visitContactPage('en');
    const l = LABELS.en;
    const form = page.locator('#contact-form');
    const limits: [string | RegExp, number][] = [
      [l.name, ENQUIRY_MAX_LENGTH.name],
      [l.company, ENQUIRY_MAX_LENGTH.company_name],
      [l.phone, ENQUIRY_MAX_LENGTH.phone],
      [l.email, ENQUIRY_MAX_LENGTH.email],
      [/Job title/, ENQUIRY_MAX_LENGTH.duties],
      [l.message, ENQUIRY_MAX_LENGTH.content],
    ];
    for (const [name, limit] of limits) {
      const box = form.getByRole('textbox', { name, exact: typeof name === 'string' });
      // A visitor pasting more keeps only what the server takes (51 digits into a 50-character phone).
      await box.fill('7'.repeat(limit + 1));
      expect((await box.inputValue()).length, String(name)).toBe(limit);
    }
    await context.close();
  });

  it('refuses a disallowed type, an over-limit size and a third file with the spec warnings; a file can be removed', async () => {
    const [context, page] = await visitContactPage('en');
    const input = page.locator('#contact-form input[type=file]');
    const problem = page.locator('#contact-form .enquiry-attach ~ .enquiry-field__error');

    await input.setInputFiles(path.join(files, 'setup.exe'));
    await expect.poll(() => problem.textContent()).toBe(SPEC_EN.format);
    await input.setInputFiles(path.join(files, 'huge.pdf'));
    await expect.poll(() => problem.textContent()).toBe(SPEC_EN.size);
    expect(await page.locator('.enquiry-files li').count()).toBe(0);

    await input.setInputFiles([path.join(files, 'datasheet.pdf'), path.join(files, 'notes.txt')]);
    await expect.poll(() => page.locator('.enquiry-files li.is-done').count()).toBe(2);
    await input.setInputFiles(path.join(files, 'drawing.pdf'));
    await expect.poll(() => problem.textContent()).toBe(SPEC_EN.count);
    expect(await page.locator('.enquiry-files li').count()).toBe(2);
    await shot(page, 'attachments-en');

    await page.getByRole('button', { name: 'Remove notes.txt' }).click();
    expect(await page.locator('.enquiry-files li').count()).toBe(1);
    await input.setInputFiles(path.join(files, 'drawing.pdf'));
    await expect.poll(() => page.locator('.enquiry-files li.is-done').count()).toBe(2);
    expect(await page.locator('.enquiry-files__name').allTextContents()).toEqual([
      'datasheet.pdf',
      'drawing.pdf',
    ]);

    // A file whose content is not what its name says: the server's message, and the file is gone.
    fs.writeFileSync(path.join(files, 'fake.pdf'), 'this is not a PDF');
    await page.getByRole('button', { name: 'Remove drawing.pdf' }).click();
    await input.setInputFiles(path.join(files, 'fake.pdf'));
    await expect
      .poll(() => problem.textContent())
      .toBe('file format incorrect: the content of the file is not a pdf file');
    expect(await page.locator('.enquiry-files__name').allTextContents()).toEqual(['datasheet.pdf']);
    await context.close();
  });

  for (const lang of ['en', 'zh'] as const) {
    it(`[${lang}] shows every validation message on blur`, async () => {
      const [context, page] = await visitContactPage(lang);
      const l = LABELS[lang];
      const form = page.locator('#contact-form');
      const expected: [string, string][] = [
        [l.name, MESSAGES.nameRequired[lang]],
        [l.company, MESSAGES.companyRequired[lang]],
        [l.phone, MESSAGES.phoneRequired[lang]],
        [l.email, MESSAGES.emailRequired[lang]],
        [l.message, MESSAGES.contentRequired[lang]],
      ];
      for (const [label] of expected) {
        await form.getByRole('textbox', { name: label, exact: true }).focus();
        await form.getByRole('textbox', { name: label, exact: true }).blur();
      }
      for (const [label, text] of expected) {
        const id = await form
          .getByRole('textbox', { name: label, exact: true })
          .getAttribute('aria-describedby');
        // The last blur's check may still be running (the form validates asynchronously).
        await expect.poll(() => page.locator(`[id="${id}"]`).textContent()).toBe(text);
      }
      if (lang === 'en') {
        expect(expected.map(([, text]) => text)).toEqual([
          SPEC_EN.name,
          SPEC_EN.company,
          SPEC_EN.phone,
          SPEC_EN.email,
          SPEC_EN.message,
        ]);
      }
      await shot(page, `validation-${lang}`);
      // Sending with empty fields sends nothing and keeps the messages.
      await page.getByRole('button', { name: l.send }).click();
      expect(await page.getByRole('dialog').count()).toBe(0);

      // Typing clears a message.
      await form.getByRole('textbox', { name: l.name, exact: true }).fill('Aiko');
      const nameError = await form
        .getByRole('textbox', { name: l.name, exact: true })
        .getAttribute('aria-describedby');
      await expect.poll(() => page.locator(`[id="${nameError}"]`).textContent()).toBe('');

      // A malformed address: the contract's check at the field.
      await fillContactForm(page, lang, 'not-an-address');
      await page.getByRole('button', { name: l.send }).click();
      const emailError = await form
        .getByRole('textbox', { name: l.email, exact: true })
        .getAttribute('aria-describedby');
      await expect
        .poll(() => page.locator(`[id="${emailError}"]`).textContent())
        .toBe(MESSAGES.emailInvalid[lang]);

      // Send pressed on the malformed address, then the address corrected before the check has
      // answered (one task in the page): the check judges what was sent, so nothing is sent.
      const corrected = newEmail();
      await page.evaluate((address) => {
        const sent = { checks: 0 };
        const fetchBefore = window.fetch;
        window.fetch = (input, init) => {
          if (String(input instanceof Request ? input.url : input).includes('/checkEmail')) sent.checks++;
          return fetchBefore(input, init);
        };
        (window as unknown as { sent: typeof sent }).sent = sent;
        const email = document.querySelector<HTMLInputElement>('#contact-form input[type=email]')!;
        email.form!.requestSubmit();
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(email, address);
        email.dispatchEvent(new Event('input', { bubbles: true }));
      }, corrected);
      // The corrected address passes its own check: the message goes once both checks have answered.
      await expect.poll(() => page.locator(`[id="${emailError}"]`).textContent()).toBe('');
      expect(await page.evaluate(() => (window as unknown as { sent: { checks: number } }).sent.checks)).toBe(
        0,
      );
      expect(await page.getByRole('dialog').count()).toBe(0);

      // The code field of the contact page's dialog is required (the floating form's is not).
      await page.getByRole('button', { name: l.send }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(MESSAGES.codeSent[lang]).waitFor();
      await dialog.getByLabel(l.code).focus();
      await dialog.getByLabel(l.code).blur();
      await dialog.getByText(MESSAGES.emailCodeRequired[lang]).waitFor();
      if (lang === 'en') expect(MESSAGES.emailCodeRequired.en).toBe(SPEC_EN.code);
      await page.keyboard.press('Escape');

      // The look-up form's messages.
      await page.goto(`${site.url}/${lang}/message-record`);
      await islandsLive(page);
      await page.getByRole('button', { name: l.find, exact: true }).click();
      await page.getByText(MESSAGES.lookupEmailRequired[lang]).waitFor();
      await page.getByText(MESSAGES.lookupNumberRequired[lang]).waitFor();
      if (lang === 'en') {
        expect([MESSAGES.lookupEmailRequired.en, MESSAGES.lookupNumberRequired.en]).toEqual([
          SPEC_EN.lookupEmail,
          SPEC_EN.lookupNumber,
        ]);
      }
      await page.getByLabel(l.lookupEmail).fill('nobody@plant.example');
      await page.getByLabel(l.lookupNumber).fill('MR000000-AAAAAA');
      await page.getByRole('button', { name: l.find, exact: true }).click();
      await page.getByText(MESSAGES.lookupNotFound[lang]).first().waitFor();
      await shot(page, `lookup-not-found-${lang}`);
      await context.close();
    });
  }

  it('sends the floating form from a product page; the service panel shows contacts and a QR code', async () => {
    const [context, page] = await visit('en', { width: 390, height: 844 });
    const product = (
      (await (await fetch(`${site.url}/api/product/ProductList?limit=1`)).json()) as {
        data: { list: { id: number; cate_id: number }[] };
      }
    ).data.list[0]!;
    await page.goto(`${site.url}/en/prod_details?id=${product.cate_id}&sonId=${product.id}`);
    await islandsLive(page);
    const widget = page.locator('.feedback-widget');
    await widget.locator('.feedback-widget__toggle').click();
    await widget.getByRole('button', { name: 'Dedicated customer service' }).click();
    await widget.getByRole('link', { name: '400-865-1965' }).waitFor();
    expect(await widget.locator('.feedback-widget__service img').count()).toBe(1);
    await shot(page, 'widget-service-en-phone');

    await widget.getByRole('button', { name: 'Online message' }).click();
    const form = widget.getByRole('form');
    await form.waitFor();
    // The floating form has no job title and no attachments.
    expect(await form.getByRole('textbox', { name: /Job title/ }).count()).toBe(0);
    expect(await form.locator('input[type=file]').count()).toBe(0);
    const email = newEmail();
    await fillContactFields(form, CONTACT_FORM_WORDS.en, {
      name: 'Rahul Menon',
      company: 'Deccan Refining',
      phone: '+91 22 5550 1234',
      email,
      message: 'Do you have a distributor in Mumbai?',
    });
    await shot(page, 'widget-form-en-phone');
    await humanPause(page);
    const since = smtp.inbox.length;
    await form.getByRole('button', { name: 'Send message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your e-mail address' });
    await dialog.getByText(SPEC_EN.codeSent).waitFor();
    // Not required here: leaving the code field empty says nothing.
    await dialog.getByLabel('Verification code').focus();
    await dialog.getByLabel('Verification code').blur();
    expect(await dialog.getByText(SPEC_EN.code).count()).toBe(0);
    await dialog.getByLabel('Verification code').fill(await smtp.codeFor(email, since));
    await dialog.getByRole('button', { name: 'Confirm and send' }).click();
    await page.getByTestId('case-number').waitFor();
    await shot(page, 'widget-success-en-phone');
    await context.close();
  });

  it('keeps what was typed and the attached files when the visitor leaves /callMe and comes back', async () => {
    const [context, page] = await visitContactPage('en');
    await fillContactForm(page, 'en', 'kept@plant.example');
    await page.locator('#contact-form input[type=file]').setInputFiles(path.join(files, 'datasheet.pdf'));
    await expect.poll(() => page.locator('.enquiry-files li.is-done').count()).toBe(1);
    await page.getByRole('navigation').getByRole('link', { name: 'About', exact: true }).first().click();
    await page.waitForURL('**/en/about');
    await page.goBack();
    await page.waitForURL('**/en/callMe');
    const form = page.locator('#contact-form');
    await expect
      .poll(() => form.getByRole('textbox', { name: 'Company', exact: true }).inputValue())
      .toBe('Nordfjord Kraft AS');
    expect(await form.getByRole('textbox', { name: 'E-mail', exact: true }).inputValue()).toBe(
      'kept@plant.example',
    );
    expect(await page.locator('.enquiry-files__name').allTextContents()).toEqual(['datasheet.pdf']);
    // A full reload in the same tab keeps it too; a new tab starts empty.
    await page.reload();
    await expect
      .poll(() => form.getByRole('textbox', { name: 'Name', exact: true }).inputValue())
      .toBe('Ingrid Halvorsen');
    const other = await context.newPage();
    await other.goto(`${site.url}/en/callMe`);
    await islandsLive(other);
    expect(
      await other.locator('#contact-form').getByRole('textbox', { name: 'Name', exact: true }).inputValue(),
    ).toBe('');
    await context.close();
  });

  it('keeps what a visitor typed before the page script loaded', async () => {
    const [context, page] = await visit('en');
    // Hold the scripts back, as a slow connection would, while the visitor types.
    let release!: () => void;
    const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    let lookups = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/leavemessage/getmessage') lookups += 1;
    });
    await page.goto(`${site.url}/en/message-record`, { waitUntil: 'domcontentloaded' });
    await page.locator('input[type=email]').fill('early@plant.example');
    await page.locator('input[autocomplete=off][maxlength="40"]').fill('MR000000-EARLY1');
    release();
    await islandsLive(page);
    expect(await page.getByRole('textbox', { name: LABELS.en.lookupEmail }).inputValue()).toBe(
      'early@plant.example',
    );
    await page.getByRole('button', { name: LABELS.en.find, exact: true }).click();
    // The look-up was made with what was typed: the server's answer, not "Please enter…".
    await page.getByText(MESSAGES.lookupNotFound.en).first().waitFor();
    // Only the click looked it up: what is typed waits, as the visitor may still be typing.
    expect(lookups).toBe(1);
    expect(await page.getByText(SPEC_EN.lookupEmail).count()).toBe(0);
    await context.close();
  });

  it('keeps the search results page when the visitor comes back to /search', async () => {
    const [context, page] = await visit('en');
    await page.goto(`${site.url}/en/search/article?keyword=valve&page=2`);
    await islandsLive(page);
    const title = await page.locator('.content-search-page__title').textContent();
    await page.goto(`${site.url}/en/about`);
    await page.goto(`${site.url}/en/search`);
    await page.waitForURL('**/en/search/article?keyword=valve&page=2');
    expect(await page.locator('.content-search-page__title').textContent()).toBe(title);
    await context.close();
  });
});
