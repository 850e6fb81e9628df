import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect, useTestAppWithMail } from '../helpers/app.js';
import { clearDesk, deskUser, visitorEnquiry } from '../helpers/desk.js';
import { client } from '../helpers/http.js';
import { useSignedInTeam } from '../helpers/staff.js';

interface Detail {
  id: number;
  status: number;
  first_response_time: number | null;
  read_time: number | null;
  thread: { author: string; content: string }[];
  notes: { id: number; staff_id: number; staff_name: string; content: string; create_time: number }[];
}

const NOTIFY = 'sales-desk@mapleriver-controls.example';
const NOTE = 'Internal: customer is price-sensitive, offer the cast-steel body at 8% off';
const NOTE_ZH = '内部备注：请先与工厂确认交期';

describeEachDialect('sales desk: internal notes stay inside', (dialect) => {
  const { t, smtp } = useTestAppWithMail(dialect, { STAFF_NOTIFY_EMAIL: NOTIFY });
  const { admin, support, editor } = useSignedInTeam(t);

  beforeAll(async () => {
    await clearDesk(t);
  });

  it('adds notes to the console thread without changing status or the first-response measure, and logs them', async () => {
    const sent = await visitorEnquiry(t, support, 'en');
    t.clock.advance(60_000);
    const added = await support.post<Detail>(`/enquiries/${sent.id}/notes`, { content: `  ${NOTE}  ` });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ status: 0, first_response_time: null, thread: [] });
    expect(added.body.notes).toEqual([
      expect.objectContaining({ content: NOTE, staff_id: support.id, staff_name: 'Test support' }),
    ]);
    t.clock.advance(60_000);
    await admin.post(`/enquiries/${sent.id}/notes`, { content: NOTE_ZH });
    const opened = await support.get<Detail>(`/enquiries/${sent.id}`);
    expect(opened.body.notes.map((n) => n.content)).toEqual([NOTE, NOTE_ZH]);
    expect(opened.body.notes[0]!.create_time).toBeLessThan(opened.body.notes[1]!.create_time);
    expect(opened.body.status).toBe(0);

    const log = await admin.get<{ staff_id: number; detail: string }[]>('/audit', {
      filter: { entity: 'enquiry', entity_id: String(sent.id), action: 'note' },
    });
    expect(log.body.map((e) => e.staff_id)).toEqual([admin.id, support.id]);
    // The log names the note, never its words.
    expect(JSON.stringify(log.body)).not.toContain('price-sensitive');
  });

  it('never shows a note to the visitor: not in the look-up answer, not in any mail', async () => {
    const desk = await deskUser(admin, 'support', { cover_langs: ['zh'] });
    const other = await deskUser(admin, 'support', { takes_enquiries: 0 });
    const sent = await visitorEnquiry(t, support, 'zh', '请报价：DN80 调节阀 4 台');
    expect(sent.assignee_id).toBe(desk.id);
    await support.post(`/enquiries/${sent.id}/notes`, { content: NOTE });
    await support.post(`/enquiries/${sent.id}/notes`, { content: NOTE_ZH });

    // Everything that mails someone about this enquiry, after the notes exist.
    const replied = await support.post<Detail & { mail_sent: boolean }>(`/enquiries/${sent.id}/reply`, {
      content: '您好，报价单已发送。',
    });
    expect(replied.body.mail_sent).toBe(true);
    await support.put(`/enquiries/${sent.id}/assignee`, { assignee_id: other.id });
    const api = client(t.app);
    const comment = await api.post('/api/leavemessage/replymessage', {
      email: sent.email,
      m_no: sent.mNo,
      content: '谢谢，请问交期？',
    });
    expect(comment.body.code).toBe(1);
    await support.post(`/enquiries/${sent.id}/reply`, { content: '交期四周。' });
    await smtp.waitFor(other.email, (m) => (m.subject ?? '').includes(sent.mNo));
    await smtp.waitFor(sent.email, (m) => (m.text ?? '').includes('交期四周。'));

    const lookup = await api.post<{ thread: { author: string; content: string }[] }>(
      '/api/leavemessage/getmessage',
      { email: sent.email, m_no: sent.mNo },
    );
    expect(lookup.body.data.thread.map((m) => m.content)).toEqual([
      '您好，报价单已发送。',
      '谢谢，请问交期？',
      '交期四周。',
    ]);
    const answer = JSON.stringify(lookup.body);
    expect(answer).not.toContain('price-sensitive');
    expect(answer).not.toContain('内部备注');

    // Every mail of this test app, to anyone: the visitor's, the staff notifications, the hand-over.
    expect(smtp.inbox.length).toBeGreaterThanOrEqual(6);
    for (const mail of smtp.inbox) {
      const whole = `${mail.subject ?? ''}\n${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`;
      expect(whole).not.toContain('price-sensitive');
      expect(whole).not.toContain('内部备注');
    }
  });

  it('refuses empty notes, unknown enquiries and editors', async () => {
    const sent = await visitorEnquiry(t, support, 'en');
    const empty = await support.post<{ errors: Record<string, string> }>(`/enquiries/${sent.id}/notes`, {
      content: '   ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.content).toBe('Required');
    expect((await support.post(`/enquiries/${sent.id}/notes`, { content: 'x'.repeat(10_001) })).status).toBe(
      400,
    );
    expect((await support.post('/enquiries/999999/notes', { content: NOTE })).status).toBe(404);
    expect((await editor.post(`/enquiries/${sent.id}/notes`, { content: NOTE })).status).toBe(403);
    expect((await editor.get(`/enquiries/${sent.id}`)).status).toBe(403);
    expect((await support.get<Detail>(`/enquiries/${sent.id}`)).body.notes).toEqual([]);
  });
});
