import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGE_STATUS } from '#contract/constants.js';
import { composeServices } from '#server/services/index.js';
import { describeEachDialect, useTestAppWithMail, type TestApp } from '../helpers/app.js';
import { clearDesk, visitorEnquiry } from '../helpers/desk.js';
import { client } from '../helpers/http.js';
import { startImap } from '../helpers/imap.js';
import { signedIn } from '../helpers/staff.js';

type Signed = Awaited<ReturnType<typeof signedIn>>;
interface ThreadEntry {
  author: string;
  content: string;
  attachments: { name: string; url: string; size: number }[];
}
interface Detail {
  id: number;
  status: number;
  unread: boolean;
  thread: ThreadEntry[];
}

const REPLY_TO = 'desk@mapleriver-controls.example';
/** A small, real PDF's first bytes: the upload rules check the content, not the name. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const imap = await startImap(['sqlite', 'postgres'].flatMap((d) => [`app-${d}`, `two-${d}`, `down-${d}`]));
afterAll(() => imap.close());

/** A message as a visitor's mail client would write it. */
async function message(options: Mail.Options & { headers?: Record<string, string> }): Promise<Buffer> {
  return new MailComposer(options).compile().build();
}

/** The visitor's plain answer to an enquiry's mail, from their address to the case's Reply-To. */
async function answerByMail(
  mailbox: string,
  sent: { email: string; replyTo: string },
  subject: string,
  text: string,
) {
  await imap.deliver(mailbox, await message({ from: sent.email, to: sent.replyTo, subject, text }));
}

describeEachDialect('inbound mail: e-mail replies land in the case', (dialect) => {
  const user = `app-${dialect}`;
  const { t, smtp } = useTestAppWithMail(dialect, {
    REPLY_TO_ADDRESS: REPLY_TO,
    IMAP_URL: imap.url(user),
    IMAP_POLL_SECONDS: '3600',
  });
  let support: Signed;

  beforeAll(async () => {
    support = await signedIn(t.app, 'support');
    await clearDesk(t);
  });

  /** An enquiry, its confirmation mail (with the case's Reply-To) and the reply's headers. */
  async function enquiryWithMail(lang: 'en' | 'zh' = 'en') {
    const since = smtp.inbox.length;
    const sent = await visitorEnquiry(t, support, lang);
    const confirmation = await smtp.waitFor(sent.email, () => true, since);
    return { ...sent, confirmation, replyTo: confirmation.replyTo?.value[0]?.address ?? '' };
  }

  const detail = async (id: number) => (await support.get<Detail>(`/enquiries/${id}`)).body;

  it('mails about a case carry a Reply-To of that case that nobody can guess, and thread together', async () => {
    const first = await enquiryWithMail();
    expect(first.replyTo).toMatch(
      new RegExp(`^desk\\+${first.mNo}\\.[0-9a-f]{16}@mapleriver-controls\\.example$`),
    );
    expect(first.confirmation.messageId).toBe(`<case.${first.mNo}@mapleriver-controls.example>`);
    const since = smtp.inbox.length;
    await support.post(`/enquiries/${first.id}/reply`, { content: 'The datasheet follows.' });
    const reply = await smtp.waitFor(first.email, () => true, since);
    expect(reply.replyTo?.value[0]?.address).toBe(first.replyTo);
    expect(reply.inReplyTo).toBe(first.confirmation.messageId);
    expect(reply.references).toBe(first.confirmation.messageId);
    expect(reply.messageId).toMatch(/@mapleriver-controls\.example>$/);
    // Both parts, the case number in the subject, the company's name with one full stop.
    for (const mail of [first.confirmation, reply]) {
      expect(mail.subject).toContain(first.mNo);
      expect(mail.text).toBeTruthy();
      expect(mail.html).toBeTruthy();
      expect(`${mail.text}${String(mail.html)}`).not.toContain('Ltd..');
    }
    expect(first.confirmation.text).toContain(
      'thank you for contacting Maple River Controls Co., Ltd. We have',
    );
    // Another case's address differs in more than its number.
    const second = await enquiryWithMail();
    expect(second.replyTo.split('.')[1]).not.toBe(first.replyTo.split('.')[1]);
  });

  it("adds the visitor's reply with its PDF to the thread: quote and signature cut, case pending and unread", async () => {
    const sent = await enquiryWithMail();
    await support.post(`/enquiries/${sent.id}/reply`, { content: 'Which body material do you need?' });
    expect((await detail(sent.id)).status).toBe(MESSAGE_STATUS.processed);
    await imap.deliver(
      user,
      await message({
        from: `Erin Walsh <${sent.email}>`,
        to: sent.replyTo,
        subject: `Re: ${sent.confirmation.subject}`,
        inReplyTo: sent.confirmation.messageId,
        text: `Cast steel WCB, please. Our P&ID is attached.\n\nErin\n-- \nErin Walsh | Northshore Pulp\n\nOn Thu, 26 Nov 2026 at 09:00, Maple River Controls <no-reply@mapleriver-controls.example> wrote:\n> Which body material do you need?\n`,
        attachments: [{ filename: 'pid-line-7.pdf', content: PDF, contentType: 'application/pdf' }],
      }),
    );
    // Waits on the database: opening the enquiry in the console would mark it read.
    const db = t.database.db;
    await expect
      .poll(
        async () =>
          (await db.selectFrom('enquiry_message').select('id').where('enquiry_id', '=', sent.id).execute())
            .length,
        { timeout: 60_000, interval: 100 },
      )
      .toBe(2);
    // As a comment from the look-up page: pending again, unread for staff.
    const row = await db
      .selectFrom('enquiry')
      .select(['read_time', 'status'])
      .where('id', '=', sent.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ read_time: null, status: MESSAGE_STATUS.pending });
    const opened = await detail(sent.id);
    expect(opened.thread[1]).toMatchObject({
      author: 'visitor',
      content: 'Cast steel WCB, please. Our P&ID is attached.\n\nErin',
      attachments: [{ name: 'pid-line-7.pdf', size: PDF.length }],
    });
    // The visitor sees it on the look-up page, and the file downloads.
    const lookup = await client(t.app).post<{ thread: ThreadEntry[] }>('/api/leavemessage/getmessage', {
      email: sent.email,
      m_no: sent.mNo,
    });
    const file = lookup.body.data.thread[1]!.attachments[0]!;
    expect(file.name).toBe('pid-line-7.pdf');
    const download = await t.app.inject({ method: 'GET', url: file.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    await expect
      .poll(() => imap.subjects(user, 'Processed'), { timeout: 60_000 })
      .toContain(`Re: ${sent.confirmation.subject}`);
    expect(await imap.subjects(user, 'INBOX')).toEqual([]);
  });

  it('sets aside, and records, a reply from another address, an auto-reply, a bounce and a bad file', async () => {
    const sent = await enquiryWithMail();
    const base = { to: sent.replyTo, text: 'Hello', from: sent.email };
    const replies: (Mail.Options & { headers?: Record<string, string> })[] = [
      { from: 'someone@elsewhere.example', subject: 'Not the owner' },
      { subject: 'Out of office', headers: { 'Auto-Submitted': 'auto-replied' } },
      { subject: 'Newsletter', headers: { Precedence: 'bulk' } },
      {
        subject: 'Renamed program',
        attachments: [{ filename: 'drawing.pdf', content: Buffer.from('MZ\x90\x00 not a pdf') }],
      },
      {
        to: 'desk+MR000000-AAAAAA.0123456789abcdef@mapleriver-controls.example',
        subject: 'Guessed address',
      },
    ];
    for (const reply of replies) await imap.deliver(user, await message({ ...base, ...reply }));
    // A delivery report as a mail server writes it.
    await imap.deliver(
      user,
      Buffer.from(
        [
          `From: Mail Delivery System <MAILER-DAEMON@mx.example.com>`,
          `To: ${sent.replyTo}`,
          'Subject: Undelivered Mail Returned to Sender',
          'MIME-Version: 1.0',
          'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
          '',
          '--b1',
          'Content-Type: text/plain',
          '',
          'This is the mail system. Your message could not be delivered.',
          '--b1',
          'Content-Type: message/delivery-status',
          '',
          'Reporting-MTA: dns; mx.example.com',
          '--b1--',
          '',
        ].join('\r\n'),
      ),
    );
    const subjects = [
      'Not the owner',
      'Out of office',
      'Newsletter',
      'Undelivered Mail Returned to Sender',
      'Renamed program',
      'Guessed address',
    ];
    await expect
      .poll(async () => (await imap.subjects(user, 'Rejected')).sort(), { timeout: 60_000, interval: 100 })
      .toEqual([...subjects].sort());
    expect((await detail(sent.id)).thread).toEqual([]);
    const recorded = await t.database.db
      .selectFrom('inbound_mail')
      .select(['subject', 'reason', 'status'])
      .where('status', '=', 'rejected')
      .execute();
    const reasons = Object.fromEntries(recorded.map((r) => [r.subject, r.reason]));
    expect(reasons).toMatchObject({
      'Not the owner': 'wrong-sender',
      'Out of office': 'auto-reply',
      Newsletter: 'auto-reply',
      'Undelivered Mail Returned to Sender': 'bounce',
      'Renamed program': 'attachment',
      'Guessed address': 'not-a-case',
    });
    // Admins see them in the console.
    const admin = await signedIn(t.app, 'admin');
    const listed = await admin.get<{ subject: string; reason: string }[]>('/inbound_mail', {
      filter: { status: 'rejected' },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.map((r) => r.subject)).toEqual(expect.arrayContaining(subjects));
    expect((await support.get('/inbound_mail')).status).toBe(403);
  });

  /** Waits until the mailbox has set `subject` aside; answers the reason the desk recorded. */
  async function setAside(subject: string) {
    await expect
      .poll(() => imap.subjects(user, 'Rejected'), { timeout: 60_000, interval: 100 })
      .toContain(subject);
    const row = await t.database.db
      .selectFrom('inbound_mail')
      .select('reason')
      .where('subject', '=', subject)
      .executeTakeFirstOrThrow();
    return row.reason;
  }

  /** The visitor's e-mail to their case, from their own address. */
  const replyByMail = async (sent: { email: string; replyTo: string }, mail: Parameters<typeof message>[0]) =>
    imap.deliver(user, await message({ from: sent.email, to: sent.replyTo, ...mail }));

  it('refuses a 12 MB attachment and mails the visitor why, in the language of their enquiry', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(12 * 1024 * 1024, 0x20)]);
    for (const [lang, subject, words] of [
      ['en', 'Drawings, full size', /^Your e-mail about case \S+ was not added$/],
      ['zh', '全尺寸图纸', /^您关于留言 \S+ 的邮件未能添加$/],
    ] as const) {
      const sent = await enquiryWithMail(lang);
      const since = smtp.inbox.length;
      await replyByMail(sent, {
        subject,
        text: 'The drawings are attached.',
        attachments: [{ filename: 'drawings.pdf', content: big, contentType: 'application/pdf' }],
      });
      expect(await setAside(subject)).toBe('attachment');
      expect((await detail(sent.id)).thread).toEqual([]);
      const back = await smtp.waitFor(sent.email, (m) => words.test(m.subject ?? ''), since);
      expect(back.subject).toContain(sent.mNo);
      expect(back.text).toContain(
        lang === 'zh'
          ? '文件“drawings.pdf”大小为 12.0 MB，通过邮件发送的文件每个不能超过 10.0 MB。'
          : 'the file "drawings.pdf" is 12.0 MB, and a file sent by e-mail may be at most 10.0 MB.',
      );
      expect(back.text).toContain(`/${lang}/message-record?isEmail=0&m_no=${sent.mNo}`);
      // An answer reaches the case again; no mail client answers it automatically.
      expect(back.replyTo?.value[0]?.address).toBe(sent.replyTo);
      expect(back.headers.get('auto-submitted')).toBe('auto-replied');
    }
  });

  it('does not download a message over 30 MB, and tells the visitor', async () => {
    const sent = await enquiryWithMail();
    const since = smtp.inbox.length;
    const parts = [0, 1, 2].map((i) => ({
      filename: `scan-${i}.pdf`,
      content: Buffer.concat([PDF, Buffer.alloc(8 * 1024 * 1024, 0x20)]),
      contentType: 'application/pdf',
    }));
    await replyByMail(sent, {
      subject: 'Three scans',
      text: 'Scans.',
      attachments: parts,
    });
    expect(await setAside('Three scans')).toBe('too-large');
    const back = await smtp.waitFor(sent.email, (m) => /was not added$/.test(m.subject ?? ''), since);
    expect(back.text).toMatch(
      /your e-mail is 3\d\.\d MB, and an e-mail to us may be at most 30\.0 MB in all\./,
    );
    expect((await detail(sent.id)).thread).toEqual([]);
  });

  it('adds a reply written in HTML only as its text, without markup, pictures or the quoted mail', async () => {
    const sent = await enquiryWithMail();
    const logo = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    await replyByMail(sent, {
      subject: 'HTML answer',
      html:
        '<div dir="ltr"><p>Cast <b>steel</b> &amp; WCB, please.</p><p>Erin<br><img src="cid:logo@northshore"></p>' +
        '<script>alert(1)</script></div><div class="gmail_quote"><div class="gmail_attr">On Thu, 26 Nov 2026 at ' +
        '09:00, Maple River Controls &lt;no-reply@mapleriver-controls.example&gt; wrote:<br></div>' +
        '<blockquote>Which body material do you need?</blockquote></div>',
      attachments: [{ filename: 'logo.png', content: logo, cid: 'logo@northshore' }],
    });
    await expect
      .poll(async () => (await detail(sent.id)).thread.map((m) => m.content), {
        timeout: 60_000,
        interval: 100,
      })
      .toEqual(['Cast steel & WCB, please.\n\nErin']);
    expect((await detail(sent.id)).thread[0]!.attachments).toEqual([]);
  });

  it('reopens a closed enquiry, as a new comment would', async () => {
    const sent = await enquiryWithMail();
    await support.post(`/enquiries/${sent.id}/close`, {});
    expect((await detail(sent.id)).status).toBe(MESSAGE_STATUS.finished);
    await answerByMail(user, sent, 'One more question', 'Is DN200 possible too?');
    await expect
      .poll(async () => (await detail(sent.id)).status, { timeout: 60_000, interval: 100 })
      .toBe(MESSAGE_STATUS.pending);
    expect((await detail(sent.id)).thread.map((m) => m.content)).toEqual(['Is DN200 possible too?']);
  });

  /** A second instance of the server's services on the same database, reading another mailbox. */
  function instance(app: TestApp, mailbox: string) {
    return composeServices({ ...app.config, imapUrl: imap.url(mailbox) }, pino({ level: 'silent' }), {
      now: () => app.clock.now,
    });
  }

  it('takes each message once with two instances reading the mailbox at the same moment', async () => {
    const mailbox = `two-${dialect}`;
    const sent = await enquiryWithMail();
    const replies = ['First answer', 'Second answer', 'Third answer'];
    for (const text of replies) await answerByMail(mailbox, sent, text, text);
    const a = instance(t, mailbox);
    const b = instance(t, mailbox);
    try {
      const looks = await Promise.all([
        a.services.desk.inboundMail.poll(),
        b.services.desk.inboundMail.poll(),
      ]);
      expect(looks.every((r) => r.rejected === 0)).toBe(true);
    } finally {
      await Promise.all([a.services.desk.inboundMail.close(), b.services.desk.inboundMail.close()]);
      await Promise.all([a.close(), b.close()]);
    }
    expect((await detail(sent.id)).thread.map((m) => m.content).sort()).toEqual([...replies].sort());
    expect((await imap.subjects(mailbox, 'Processed')).sort()).toEqual([...replies].sort());
    expect(await imap.subjects(mailbox, 'INBOX')).toEqual([]);
  });

  it('loses nothing when the database is down during a look: the message stays and is added later', async () => {
    const mailbox = `down-${dialect}`;
    const sent = await enquiryWithMail();
    await answerByMail(mailbox, sent, 'During the outage', 'Still there?');
    // PostgreSQL refuses connections; SQLite's file is locked for writing past the busy timeout.
    const down =
      dialect === 'postgres'
        ? composeServices(
            { ...t.config, imapUrl: imap.url(mailbox), databaseUrl: 'postgres://valve:x@127.0.0.1:1/valve' },
            pino({ level: 'silent' }),
          )
        : instance(t, mailbox);
    const locker = dialect === 'sqlite' ? new SQLite(path.join(t.config.dataDir, 'site.db')) : null;
    locker?.exec('BEGIN IMMEDIATE');
    try {
      expect(await down.services.desk.inboundMail.poll()).toEqual({ processed: 0, rejected: 0, kept: 1 });
    } finally {
      locker?.exec('ROLLBACK');
      locker?.close();
      await down.services.desk.inboundMail.close();
      await down.close();
    }
    expect(await imap.subjects(mailbox, 'INBOX')).toEqual(['During the outage']);
    expect((await detail(sent.id)).thread).toEqual([]);

    const back = instance(t, mailbox);
    try {
      expect(await back.services.desk.inboundMail.poll()).toEqual({ processed: 1, rejected: 0, kept: 0 });
    } finally {
      await back.services.desk.inboundMail.close();
      await back.close();
    }
    expect((await detail(sent.id)).thread.map((m) => m.content)).toEqual(['Still there?']);
    expect(await imap.subjects(mailbox, 'INBOX')).toEqual([]);
  });
});
