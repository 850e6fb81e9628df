import path from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImap, type TestImap } from '../helpers/imap.js';
import type { TestSmtp } from '../helpers/smtp.js';
import { mailedCode, postEnquiry } from './contactForm.js';
import {
  BROWSER_WAIT_MS,
  closeSuite,
  newVisitor,
  openSuite,
  type RunningSite,
  screenshotDir,
  signedInAdmin,
  islandsLive,
} from './server.js';

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
const BUYER = 'buyer.mail@example.com';
const MAILBOX = 'desk';
const REPLY = 'Which body material do you need: cast steel WCB or stainless CF8M?';
const ANSWER = 'Cast steel WCB, please. Our P&ID of line 7 is attached.';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** The quotation staff attach to their reply. */
const QUOTATION = Buffer.from('%PDF-1.4\n% Maple River Controls quotation MR-Q-2611\ntrailer << >>\n%%EOF\n');
const QUOTATION_NAME = 'Quotation MR-Q-2611.pdf';

describe('the desk speaks e-mail: the visitor answers a staff reply from their mailbox', () => {
  let imap: TestImap;
  let site: RunningSite;
  let smtp: TestSmtp;
  let browser: Browser;
  const problems: string[] = [];
  const enquiry = { id: 0, m_no: '', replyTo: '' };

  beforeAll(async () => {
    imap = await startImap([MAILBOX]);
    ({ site, browser, smtp } = await openSuite({
      console: true,
      smtp: true,
      env: {
        IMAP_URL: imap.url(MAILBOX),
        REPLY_TO_ADDRESS: 'desk@mapleriver-controls.example',
      },
    }));
  });
  afterAll(async () => {
    await closeSuite({ site, browser, smtp });
    await imap?.close();
  });

  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(screenshotDir, `mail-${name}.png`), fullPage: true });

  /** Reloads the console's enquiry until `entry` is in its thread (the mailbox is read in the background). */
  async function untilInThread(page: Page, entry: Locator) {
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.locator('[data-author=staff]').first().waitFor();
          return entry.count();
        },
        { timeout: BROWSER_WAIT_MS, interval: 500 },
      )
      .toBe(1);
  }

  /** An enquiry sent through the public API with a mailed code; answers its case number. */
  async function sendEnquiry(email: string, lang: 'en' | 'zh', fields: Record<string, string>) {
    const { code } = await mailedCode(site.url, smtp, email);
    const answer = await postEnquiry(
      site.url,
      { type_id: 13, email, phone: '+1 604 555 0199', ...fields, email_code: code },
      lang,
    );
    return ((await answer.json()) as { data: string }).data;
  }

  it("lands the visitor's e-mail answer, with its PDF, in the console's thread and on the look-up page", async () => {
    enquiry.m_no = await sendEnquiry(BUYER, 'en', {
      name: 'Erin Walsh',
      company_name: 'Northshore Pulp Ltd.',
      duties: 'Planner',
      content: 'Please quote six DN150 Class 600 globe valves for our recovery boiler.',
    });

    const { context, page } = await signedInAdmin(browser, problems, site.url, {
      viewport: LAPTOP,
      ready: '[data-testid=count-unread]',
    });
    await page.goto(`${site.url}/admin/enquiries`);
    await page.locator('tr', { hasText: enquiry.m_no }).click();
    await page.getByTestId('case-number').waitFor();
    enquiry.id = Number(/enquiries\/(\d+)\/show/.exec(page.url())![1]);
    const mailsBefore = smtp.inbox.length;
    await page.locator('#reply').fill(REPLY);
    // The quotation goes with the reply, chosen with the file picker.
    await page
      .getByTestId('reply-files')
      .locator('input[type=file]')
      .setInputFiles({ name: QUOTATION_NAME, mimeType: 'application/pdf', buffer: QUOTATION });
    await page.getByTestId('reply-file').filter({ hasText: QUOTATION_NAME }).waitFor();
    await shot(page, 'console-reply-files-en');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.locator('[data-author=staff]', { hasText: REPLY }).getByText(QUOTATION_NAME).waitFor();

    // The staff reply reaches the visitor with the case's own Reply-To, threaded under the case.
    const mailed = await smtp.waitFor(BUYER, (m) => (m.text ?? '').includes(REPLY), mailsBefore);
    enquiry.replyTo = mailed.replyTo?.value[0]?.address ?? '';
    expect(enquiry.replyTo).toMatch(new RegExp(`^desk\\+${enquiry.m_no}\\.[0-9a-f]{16}@`));
    expect(mailed.inReplyTo).toBe(`<case.${enquiry.m_no}@mapleriver-controls.example>`);
    // It carries the quotation as a real attachment beside its plain-text part.
    expect(mailed.attachments.map((a) => a.filename)).toEqual([QUOTATION_NAME]);
    expect(mailed.attachments[0]!.content.equals(QUOTATION)).toBe(true);

    // The visitor presses Reply in their mail client and attaches a PDF.
    const reply = await new MailComposer({
      from: `Erin Walsh <${BUYER}>`,
      to: enquiry.replyTo,
      subject: `Re: ${mailed.subject}`,
      inReplyTo: mailed.messageId,
      references: [mailed.messageId!],
      text: `${ANSWER}\n\nOn Thu, 26 Nov 2026, Maple River Controls wrote:\n> ${REPLY}\n`,
      attachments: [{ filename: 'pid-line-7.pdf', content: PDF, contentType: 'application/pdf' }],
    })
      .compile()
      .build();
    await imap.deliver(MAILBOX, reply);

    // It appears in the console's thread with its file (the page is reloaded until it does).
    const visitorEntry = page.locator('[data-author=visitor]', { hasText: ANSWER });
    await untilInThread(page, visitorEntry);
    await visitorEntry.getByText('pid-line-7.pdf').waitFor();
    expect(await visitorEntry.textContent()).not.toContain(REPLY);
    await shot(page, 'console-thread-en');
    await context.close();

    const zh = await signedInAdmin(browser, problems, site.url, {
      locale: 'zh-CN',
      viewport: LAPTOP,
      ready: '[data-testid=count-unread]',
    });
    await zh.page.goto(`${site.url}/admin/enquiries/${enquiry.id}/show`);
    await zh.page.locator('[data-author=visitor]', { hasText: ANSWER }).getByText('pid-line-7.pdf').waitFor();
    await shot(zh.page, 'console-thread-zh');
    await zh.context.close();

    // The visitor sees the answer and its file on the look-up page, and downloads it.
    for (const [lang, viewport] of [
      ['en', LAPTOP],
      ['zh', PHONE],
    ] as const) {
      const visitor = await newVisitor(browser, lang === 'zh' ? 'zh-CN' : 'en-US', viewport);
      const look = await visitor.newPage();
      await look.goto(`${site.url}/${lang}/message-record`);
      await islandsLive(look);
      const form = look.locator('form.enquiry-lookup');
      await form.locator('input[id$="-email"]').fill(BUYER);
      await form.locator('input[id$="-m_no"]').fill(enquiry.m_no);
      await form.locator('button[type=submit]').click();
      const entry = look.locator('.enquiry-thread__entry--visitor', { hasText: ANSWER });
      await entry.waitFor();
      const link = entry.getByRole('link', { name: 'pid-line-7.pdf' });
      const download = await look.request.get(new URL((await link.getAttribute('href'))!, site.url).href);
      expect(download.status()).toBe(200);
      expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);
      // The staff reply's quotation is listed on its entry and downloads.
      const staffLink = look
        .locator('.enquiry-thread__entry--staff', { hasText: REPLY })
        .getByRole('link', { name: QUOTATION_NAME });
      const quotation = await look.request.get(
        new URL((await staffLink.getAttribute('href'))!, site.url).href,
      );
      expect(Buffer.from(await quotation.body()).equals(QUOTATION)).toBe(true);
      await shot(look, `lookup-${lang}`);
      await visitor.close();
    }
  });

  it('in Chinese: staff drop a PDF on the reply box; the mail, the look-up page and the answer by mail all carry through', async () => {
    const buyer = 'wang.gong@example.cn';
    const name = '报价单 MR-Q-2612.pdf';
    const mNo = await sendEnquiry(buyer, 'zh', {
      name: '王工',
      company_name: '江南造纸有限公司',
      duties: '采购',
      content: '请报价 DN100 PN40 调节阀四台。',
    });
    const { context, page } = await signedInAdmin(browser, problems, site.url, {
      locale: 'zh-CN',
      viewport: LAPTOP,
      ready: '[data-testid=count-unread]',
    });
    await page.goto(`${site.url}/admin/enquiries`);
    await page.locator('tr', { hasText: mNo }).click();
    await page.getByTestId('case-number').waitFor();
    const reply = '王工您好：\n\n报价单见附件，要点如下：\n- 阀体 **WCB**\n- 交货期 6 周';
    await page.locator('#reply').fill(reply);
    // The file is dropped on the box, as from the desktop.
    const dropped = await page.evaluateHandle(
      ({ base64, fileName }) => {
        const transfer = new DataTransfer();
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], fileName, { type: 'application/pdf' }));
        return transfer;
      },
      { base64: QUOTATION.toString('base64'), fileName: name },
    );
    await page.getByTestId('reply-files').dispatchEvent('drop', { dataTransfer: dropped });
    await page.getByTestId('reply-file').filter({ hasText: name }).waitFor();
    await shot(page, 'console-reply-files-zh');
    const mailsBefore = smtp.inbox.length;
    await page.getByRole('button', { name: '发送回复' }).click();
    const staffEntry = page.locator('[data-author=staff]', { hasText: '报价单见附件' });
    await staffEntry.getByText(name).waitFor();
    // The console shows the reply formatted: a list with bold, not the asterisks typed.
    expect(await staffEntry.locator('li strong').textContent()).toBe('WCB');

    const mailed = await smtp.waitFor(buyer, (m) => (m.text ?? '').includes('报价单见附件'), mailsBefore);
    expect(mailed.attachments.map((a) => a.filename)).toEqual([name]);
    expect(mailed.text).toContain('- 阀体 WCB');
    // Opened in a mail program: one greeting (the member's), who wrote, the list, and a button.
    const reader = await context.newPage();
    await reader.setContent(String(mailed.html));
    const read = await reader.locator('body').innerText();
    expect(read.match(/您好/g)).toHaveLength(1);
    expect(read).toContain('admin（');
    expect(await reader.locator('li strong').textContent()).toBe('WCB');
    await reader.getByRole('link', { name: '查看留言记录' }).waitFor();
    await shot(reader, 'reply-mail-zh');
    await reader.close();

    // The visitor finds the file on the look-up page (phone) and downloads it.
    const visitor = await newVisitor(browser, 'zh-CN', PHONE);
    const look = await visitor.newPage();
    await look.goto(`${site.url}/zh/message-record`);
    await islandsLive(look);
    const form = look.locator('form.enquiry-lookup');
    await form.locator('input[id$="-email"]').fill(buyer);
    await form.locator('input[id$="-m_no"]').fill(mNo);
    await form.locator('button[type=submit]').click();
    const entry = look.locator('.enquiry-thread__entry--staff', { hasText: '报价单见附件' });
    await entry.waitFor();
    expect(await entry.locator('li strong').textContent()).toBe('WCB');
    const link = entry.getByRole('link', { name });
    const download = await look.request.get(new URL((await link.getAttribute('href'))!, site.url).href);
    expect(Buffer.from(await download.body()).equals(QUOTATION)).toBe(true);
    await shot(look, 'lookup-staff-file-zh');
    await visitor.close();

    // The visitor answers the mail; the answer appears in the console's thread.
    const answer = '收到，谢谢。请按 WCB 阀体安排。';
    await imap.deliver(
      MAILBOX,
      await new MailComposer({
        from: `王工 <${buyer}>`,
        to: mailed.replyTo?.value[0]?.address ?? '',
        subject: `Re: ${mailed.subject}`,
        inReplyTo: mailed.messageId,
        references: [mailed.messageId!],
        text: `${answer}\n\n在 2026年11月26日，枫河控制阀 写道：\n> 王工您好：\n`,
      })
        .compile()
        .build(),
    );
    await untilInThread(page, page.locator('[data-author=visitor]', { hasText: answer }));
    await context.close();
  });

  it('lists a reply from another address for admins, set aside in the Rejected folder', async () => {
    const stranger = await new MailComposer({
      from: 'someone@elsewhere.example',
      to: enquiry.replyTo,
      subject: 'Re: your quotation',
      text: 'I would like the same valves.',
    })
      .compile()
      .build();
    await imap.deliver(MAILBOX, stranger);
    await expect
      .poll(() => imap.subjects(MAILBOX, 'Rejected'), { timeout: BROWSER_WAIT_MS })
      .toContain('Re: your quotation');
    for (const locale of ['en-US', 'zh-CN']) {
      const { context, page } = await signedInAdmin(browser, problems, site.url, {
        locale,
        viewport: LAPTOP,
        ready: '[data-testid=count-unread]',
      });
      await page.goto(`${site.url}/admin/inbound_mail`);
      const row = page.locator('tr', { hasText: 'Re: your quotation' });
      await row.waitFor();
      expect(await row.textContent()).toContain(
        locale === 'en-US' ? "Not from the enquiry's own address" : '不是留言本人的邮箱发出',
      );
      await shot(page, `desk-mailbox-${locale.slice(0, 2)}`);
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
