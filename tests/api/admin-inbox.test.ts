import { beforeAll, expect, it } from 'vitest';
import { CATE } from '#contract/constants.js';
import { describeEachDialect, useTestAppWithMail } from '../helpers/app.js';
import { visitorEnquiry } from '../helpers/desk.js';
import { client } from '../helpers/http.js';
import { signedIn, type StaffClient } from '../helpers/staff.js';

type Row = Record<string, unknown> & { id: number };
interface Thread {
  author: string;
  content: string;
  staff_name: string;
}

describeEachDialect('staff inbox: enquiries, replies by mail, feedback, audit log', (dialect) => {
  const { t, smtp } = useTestAppWithMail(dialect);
  let support: StaffClient & { email: string; id: number };
  let admin: StaffClient;
  let editor: StaffClient;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    support = await signedIn(t.app, 'support');
    admin = await signedIn(t.app, 'admin');
    editor = await signedIn(t.app, 'editor');
    api = client(t.app);
  });

  /** An enquiry through the public form, by a visitor whose address is already verified. */
  const enquiry = (lang: 'en' | 'zh') => visitorEnquiry(t, support, lang);

  it('lists enquiries newest first with unread counts, and opening one marks it read', async () => {
    const older = await enquiry('en');
    t.clock.advance(60_000);
    const newer = await enquiry('en');
    const list = await support.get<Row[]>('/enquiries', { range: [0, 9] });
    expect(list.body[0]!.id).toBe(newer.id);
    expect(list.body[1]!.id).toBe(older.id);
    expect(list.body[0]).toMatchObject({ unread: true, message_count: 0, status: 0, email: newer.email });
    const unreadBefore = Number(list.headers['x-unread-count']);
    expect((await support.get('/enquiries/counts')).body).toMatchObject({
      unread: unreadBefore,
      pending: unreadBefore,
    });

    const opened = await support.get<Row>(`/enquiries/${older.id}`);
    expect(opened.body).toMatchObject({ m_no: older.mNo, unread: false, thread: [], attachments: [] });
    const counts = await support.get<Record<string, number>>('/enquiries/counts');
    expect(counts.body.unread).toBe(unreadBefore - 1);
    expect((await support.get('/enquiries', { range: [0, 0] })).headers['x-unread-count']).toBe(
      String(unreadBefore - 1),
    );
    const unreadOnly = await support.get<Row[]>('/enquiries', { filter: { unread: true }, range: [0, 99] });
    expect(unreadOnly.body.map((r) => r.id)).not.toContain(older.id);

    const byEmail = await support.get<Row[]>('/enquiries', { filter: { email: older.email.toUpperCase() } });
    expect(byEmail.body.map((r) => r.id)).toEqual([older.id]);
    const byDate = await support.get<Row[]>('/enquiries', {
      filter: { date_from: t.clock.now - 30_000 },
      range: [0, 99],
    });
    expect(byDate.body.map((r) => r.id)).toContain(newer.id);
    expect(byDate.body.map((r) => r.id)).not.toContain(older.id);
  });

  it('replies: the visitor gets a mail in their language with the look-up link and sees the reply on look-up', async () => {
    const visitor = await enquiry('zh');
    const before = smtp.inbox.length;
    const reply = await support.post<Row & { mail_sent: boolean; thread: Thread[] }>(
      `/enquiries/${visitor.id}/reply`,
      {
        content: '您好，报价单已发送，请查收。',
      },
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 1, mail_sent: true, message_count: 1 });
    expect(reply.body.thread).toEqual([
      expect.objectContaining({
        author: 'staff',
        content: '您好，报价单已发送，请查收。',
        staff_name: 'Test support',
      }),
    ]);

    const mail = await smtp.waitFor(visitor.email, (m) => (m.subject ?? '').includes(visitor.mNo), before);
    expect(mail.subject).toContain('回复了您的留言');
    expect(mail.text).toContain('您好，报价单已发送，请查收。');
    expect(mail.text).toContain(`http://valve.test/zh/message-record?isEmail=0&m_no=${visitor.mNo}`);
    expect(mail.html).toContain('枫河');

    const lookup = await api.post<{ status: number; thread: { author: string; content: string }[] }>(
      '/api/leavemessage/getmessage',
      { email: visitor.email, m_no: visitor.mNo },
    );
    expect(lookup.body.data.status).toBe(1);
    expect(lookup.body.data.thread).toEqual([
      expect.objectContaining({ author: 'staff', content: '您好，报价单已发送，请查收。' }),
    ]);
  });

  it('writes an English reply mail to an English visitor', async () => {
    const visitor = await enquiry('en');
    const before = smtp.inbox.length;
    await support.post(`/enquiries/${visitor.id}/reply`, {
      content: 'The quotation is attached to this case.',
    });
    const mail = await smtp.waitFor(visitor.email, undefined, before);
    expect(mail.subject).toMatch(/^Maple River Controls.* has replied to your message \(case number /);
    expect(mail.subject).toContain(visitor.mNo);
    expect(mail.text).toContain(`http://valve.test/en/message-record?isEmail=0&m_no=${visitor.mNo}`);
  });

  it("greets once, in the staff member's own words, names them and offers a button to the conversation", async () => {
    for (const lang of ['en', 'zh'] as const) {
      const visitor = await enquiry(lang);
      const before = smtp.inbox.length;
      const greeting = lang === 'zh' ? '王女士，您好：' : 'Dear Grace,';
      await support.post(`/enquiries/${visitor.id}/reply`, {
        content: `${greeting}\n\nThe **quotation** is attached.\n\n- DN 80\n- PN 40`,
      });
      const mail = await smtp.waitFor(visitor.email, undefined, before);
      const html = String(mail.html);
      // The company adds no greeting of its own before the member's.
      expect(mail.text!.split(/Dear |您好/).length - 1).toBe(1);
      expect(mail.text).not.toContain(lang === 'zh' ? '王工，您好' : 'Dear Erin Walsh');
      expect(mail.text).toContain(lang === 'zh' ? 'Test support（' : 'Test support of ');
      expect(mail.text).toContain(lang === 'zh' ? '——Test support，' : '— Test support, ');
      expect(html).toContain('<strong>quotation</strong>');
      expect(html).toMatch(/<li>DN 80<\/li>/);
      // One button to the conversation, and no bare look-up address written out in the page.
      const lookup = `http://valve.test/${lang}/message-record?isEmail=0&#38;m_no=${visitor.mNo}`;
      expect(html).toContain(`<a href="${lookup}"`);
      expect(html).toContain(lang === 'zh' ? '查看留言记录</a>' : 'View the conversation</a>');
      expect(html).not.toContain(`>${lookup}<`);
    }
  });

  it('keeps the reply when the mail fails, and says so', async () => {
    const visitor = await enquiry('en');
    smtp.failNext(1);
    const reply = await support.post<Row & { mail_sent: boolean }>(`/enquiries/${visitor.id}/reply`, {
      content: 'Hello again.',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.mail_sent).toBe(false);
    expect(reply.body.status).toBe(1);
    expect((await support.get<Row>(`/enquiries/${visitor.id}`)).body.message_count).toBe(1);
  });

  it('closes an enquiry, which then refuses replies with 409', async () => {
    const visitor = await enquiry('en');
    expect((await support.post(`/enquiries/${visitor.id}/reply`, { content: ' ' })).status).toBe(400);
    const closed = await support.post<Row>(`/enquiries/${visitor.id}/close`);
    expect(closed.body).toMatchObject({ status: 5, close_time: expect.any(Number) });
    const refused = await support.post(`/enquiries/${visitor.id}/reply`, { content: 'Too late' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This enquiry is closed; it cannot be replied to');
    expect(
      (await support.get<Record<string, number>>('/enquiries/counts')).body.finished,
    ).toBeGreaterThanOrEqual(1);
    // Enquiries are the visitors': no create or delete.
    expect((await support.del(`/enquiries/${visitor.id}`)).status).toBe(404);
  });

  it('lists FAQ feedback with the question, filtered by yes/no', async () => {
    const [question] = (await editor.get<Row[]>('/items', { filter: { cate_id: CATE.faq }, range: [0, 0] }))
      .body;
    await api.post('/api/Product/productQuestionFeedback', {
      type: 5,
      question_id: question!.id,
      typename: 'outdated',
      content: 'Old numbers',
    });
    await api.post('/api/Product/productQuestionFeedback', { type: 1, question_id: question!.id });
    const no = await support.get<Row[]>('/feedback', { filter: { type: 5 } });
    expect(no.body).toEqual([
      expect.objectContaining({
        type: 5,
        typename: 'outdated',
        content: 'Old numbers',
        question_id: question!.id,
        question_en_title: question!.en_title,
      }),
    ]);
    expect(
      (await support.get<Row[]>('/feedback', { filter: { question_id: question!.id } })).body,
    ).toHaveLength(2);
  });

  it('records who changed what in the audit log, readable by admins only', async () => {
    const [item] = (await editor.get<Row[]>('/items', { range: [0, 0] })).body;
    await editor.put(`/items/${item!.id}`, { en_summary: 'Audited summary' });
    const log = await admin.get<Row[]>('/audit', {
      filter: { entity: 'content_item', entity_id: String(item!.id) },
    });
    expect(log.body[0]).toMatchObject({
      action: 'update',
      entity: 'content_item',
      entity_id: String(item!.id),
      staff_email: (editor as StaffClient & { email: string }).email,
    });
    expect(JSON.parse(String(log.body[0]!.detail))).toEqual({ fields: ['en_summary'] });
    const replies = await admin.get<Row[]>('/audit', { filter: { action: 'reply', staff_id: support.id } });
    expect(replies.body.length).toBeGreaterThanOrEqual(2);
    const signIns = await admin.get<Row[]>('/audit', { filter: { action: 'sign-in' } });
    expect(signIns.body.length).toBeGreaterThanOrEqual(3);
    const newestFirst = (await admin.get<Row[]>('/audit', { range: [0, 9] })).body.map(
      (r) => r.create_time as number,
    );
    expect(newestFirst).toEqual([...newestFirst].sort((a, b) => b - a));
    expect((await editor.get('/audit')).status).toBe(403);
    expect((await support.get('/audit')).status).toBe(403);
  });

  it('manages staff: unique e-mail, no self-demotion or self-deletion, a disabled user is signed out', async () => {
    const created = await admin.post<Row>('/staff', {
      email: 'New.Person@MapleRiver-Controls.example',
      name: 'New Person',
      role: 'support',
      password: 'a long enough password',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: 'new.person@mapleriver-controls.example',
      role: 'support',
      status: 1,
    });
    expect(created.body).not.toHaveProperty('password_hash');
    const twice = await admin.post('/staff', {
      email: 'new.person@mapleriver-controls.example',
      name: 'Again',
      role: 'support',
      password: 'a long enough password',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.errors).toEqual({ email: 'A staff user with this e-mail already exists' });

    const me = (await admin.get<Row>('/auth/me')).body;
    expect((await admin.put(`/staff/${me.id}`, { role: 'editor' })).status).toBe(409);
    expect((await admin.put(`/staff/${me.id}`, { status: 0 })).status).toBe(409);
    expect((await admin.del(`/staff/${me.id}`)).status).toBe(409);
    expect((await admin.put<Row>(`/staff/${me.id}`, { name: 'Renamed Admin' })).body.name).toBe(
      'Renamed Admin',
    );

    const disabled = await admin.put<Row>(`/staff/${support.id}`, { status: 0 });
    expect(disabled.body.status).toBe(0);
    expect((await support.get('/auth/me')).status).toBe(401);
    expect((await admin.del<Row>(`/staff/${created.body.id}`)).body.email).toBe(
      'new.person@mapleriver-controls.example',
    );
  });
});
