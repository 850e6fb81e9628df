import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachDialect, markVerified, useTestAppWithMail } from '../helpers/app.js';
import { client, enquiryForm } from '../helpers/http.js';
import { signedIn } from '../helpers/staff.js';

const STAFF = 'desk@mapleriver-controls.example';
const MINUTE = 60_000;

describeEachDialect('mail outbox: mail the server refused is kept and retried', (dialect) => {
  // The test retries queued mail itself at the times it sets.
  const { t, smtp } = useTestAppWithMail(dialect, { STAFF_NOTIFY_EMAIL: STAFF }, { clockJobs: false });
  let api: ReturnType<typeof client>;
  let n = 0;

  beforeAll(() => {
    api = client(t.app);
  });

  const retryDue = () => t.app.services.platform.outbox.retryDue();
  /** The mails an address received about a case. */
  const mailsAbout = (address: string, mNo: string) =>
    smtp.inbox.filter((m) => smtp.recipient(m).includes(address) && (m.subject ?? '').includes(mNo));

  /** An enquiry through the public form; the address is verified beforehand unless a code is given. */
  async function enquiry(email: string, code?: string) {
    const ip = `10.9.0.${++n}`;
    if (!code) {
      await markVerified(t.app, email, t.clock.now);
    }
    const sent = await api.post<string>(
      '/api/leavemessage/postAdvise',
      { ...enquiryForm(email), ...(code ? { email_code: code } : {}) },
      { lang: 'en', ip },
    );
    expect(sent.body.code).toBe(1);
    return { mNo: sent.body.data, ip };
  }

  it('saves an enquiry whose mails the server refused and mails both a minute later, once', async () => {
    const email = 'refused-at-first@example.com';
    const before = smtp.inbox.length;
    await api.post('/api/common/sendEmail', undefined, { query: { email }, lang: 'en', ip: '10.9.1.1' });
    const code = /\b(\d{4})\b/.exec((await smtp.waitFor(email, undefined, before)).text ?? '')?.[1];

    smtp.failNext(2);
    const { mNo, ip } = await enquiry(email, code);
    expect(mNo).toMatch(/^MR\d{6}-[2-9A-HJ-NP-Z]{6}$/);
    expect(mailsAbout(email, mNo)).toEqual([]);
    expect(mailsAbout(STAFF, mNo)).toEqual([]);
    const lookup = await api.post('/api/leavemessage/getmessage', { email, m_no: mNo }, { lang: 'en', ip });
    expect(lookup.body.code).toBe(1);

    t.clock.advance(59_000);
    await retryDue();
    expect(mailsAbout(email, mNo)).toEqual([]);

    t.clock.advance(2_000);
    await retryDue();
    const [confirmation] = mailsAbout(email, mNo);
    expect(confirmation?.subject).toBe(`We have received your message (case number ${mNo})`);
    expect(confirmation?.text).toContain(`http://valve.test/en/message-record?isEmail=0&m_no=${mNo}`);
    expect(confirmation?.text).toContain('six DN150 Class 600 globe control valves');
    const [notice] = mailsAbout(STAFF, mNo);
    expect(notice?.text).toContain('Northshore Pulp Ltd.');

    t.clock.advance(24 * 60 * MINUTE);
    await retryDue();
    expect(mailsAbout(email, mNo)).toHaveLength(1);
    expect(mailsAbout(STAFF, mNo)).toHaveLength(1);
  });

  it('sends each queued mail once when retries run side by side', async () => {
    const cases = [];
    for (const email of ['side-by-side1@example.com', 'side-by-side2@example.com']) {
      smtp.failNext(2);
      cases.push({ email, ...(await enquiry(email)) });
    }
    t.clock.advance(61_000);
    await Promise.all([retryDue(), retryDue(), retryDue()]);
    for (const { email, mNo } of cases) {
      expect(mailsAbout(email, mNo)).toHaveLength(1);
      expect(mailsAbout(STAFF, mNo)).toHaveLength(1);
    }
    t.clock.advance(60 * MINUTE);
    await Promise.all([retryDue(), retryDue()]);
    for (const { email, mNo } of cases) expect(mailsAbout(email, mNo)).toHaveLength(1);
  });

  it('retries a mailbox that says "try later" after 1, 5, 15 and 60 minutes, then every 6 hours, and gives up after 24 hours', async () => {
    const email = 'mailbox-full@example.com';
    smtp.refuse(email, 451);
    const attempts = () => smtp.refused.filter((a) => a === email).length;
    const errors = vi.spyOn(t.app.log, 'error');
    const { mNo } = await enquiry(email);
    const start = t.clock.now;
    expect(attempts()).toBe(1);
    // The staff notification of the same enquiry is not held up.
    expect(mailsAbout(STAFF, mNo)).toHaveLength(1);

    const retryMinutes = [1, 6, 21, 81, 81 + 360, 81 + 720, 81 + 1080, 24 * 60];
    for (const [i, minute] of retryMinutes.entries()) {
      t.clock.now = start + minute * MINUTE - 1_000;
      await retryDue();
      expect(attempts(), `nothing before minute ${minute}`).toBe(i + 1);
      t.clock.now = start + minute * MINUTE;
      await retryDue();
      expect(attempts(), `an attempt at minute ${minute}`).toBe(i + 2);
    }
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'confirmation', ref: mNo }),
      'an e-mail was given up after 24 hours of retries',
    );
    errors.mockRestore();

    t.clock.advance(7 * 24 * 60 * MINUTE);
    await retryDue();
    expect(attempts()).toBe(retryMinutes.length + 1);
    expect(mailsAbout(email, mNo)).toEqual([]);
  });

  it("stops at once when the visitor's server refuses for good (550), and says so on the enquiry", async () => {
    const email = 'mailbox-gone@example.com';
    smtp.refuse(email, 550);
    const attempts = () => smtp.refused.filter((a) => a === email).length;
    const { mNo } = await enquiry(email);
    expect(attempts()).toBe(1);
    // Nothing is queued: a day of retry times passes without another attempt.
    for (const minutes of [1, 6, 21, 81, 24 * 60]) {
      t.clock.advance(minutes * MINUTE);
      await retryDue();
    }
    expect(attempts()).toBe(1);
    const { db } = t.database;
    const row = await db.selectFrom('enquiry').selectAll().where('m_no', '=', mNo).executeTakeFirstOrThrow();
    expect(row.mail_rejection).toMatch(/^550 /);
    // The console reads it on the enquiry, and a reply to that visitor is not queued either.
    const support = await signedIn(t.app, 'support');
    const shown = await support.get<{ mail_rejection: string }>(`/enquiries/${row.id}`);
    expect(shown.body.mail_rejection).toMatch(/550/);
    const reply = await support.post(`/enquiries/${row.id}/reply`, { content: 'We will call you.' });
    expect(reply.body).toMatchObject({ mail_sent: false, mail_queued: false, mail_rejected: true });
    expect(attempts()).toBe(2);
    t.clock.advance(10 * MINUTE);
    await retryDue();
    expect(attempts()).toBe(2);
  });

  it('answers a staff reply the server refused as queued, and mails it a minute later', async () => {
    const email = 'reply-later@example.com';
    const { mNo } = await enquiry(email);
    const support = await signedIn(t.app, 'support');
    const [row] = (await support.get<{ id: number }[]>('/enquiries', { filter: { m_no: mNo } })).body;
    const isReply = (m: { subject?: string }) => (m.subject ?? '').includes('has replied to your message');

    smtp.failNext(1);
    const reply = await support.post(`/enquiries/${row!.id}/reply`, {
      content: 'Dear Erin, the quotation is attached.',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 1, message_count: 1, mail_sent: false, mail_queued: true });
    expect(mailsAbout(email, mNo).filter(isReply)).toEqual([]);

    t.clock.advance(61_000);
    await retryDue();
    const mails = mailsAbout(email, mNo).filter(isReply);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`(case number ${mNo})`);
    expect(mails[0]!.text).toContain('Dear Erin, the quotation is attached.');
    expect(mails[0]!.text).toContain(`http://valve.test/en/message-record?isEmail=0&m_no=${mNo}`);

    const second = await support.post(`/enquiries/${row!.id}/reply`, { content: 'A second answer.' });
    expect(second.body).toMatchObject({ mail_sent: true, mail_queued: false });
    expect(mailsAbout(email, mNo).filter(isReply)).toHaveLength(2);
  });

  it('does not queue a verification code: the visitor is told at once and asks again', async () => {
    const email = 'code-refused@example.com';
    smtp.failNext(1);
    const failed = await api.post('/api/common/sendEmail', undefined, {
      query: { email },
      lang: 'en',
      ip: '10.9.2.1',
    });
    expect(failed.body.code).toBe(0);
    t.clock.advance(61_000);
    await retryDue();
    expect(smtp.inbox.filter((m) => smtp.recipient(m).includes(email))).toEqual([]);
  });
});
