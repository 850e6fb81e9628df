import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect, useTestAppWithMail } from '../helpers/app.js';
import { visitorEnquiry } from '../helpers/desk.js';
import { signedInTeam, staffClient, type Signed } from '../helpers/staff.js';

interface Preview {
  subject: string;
  html: string;
}

/** The member's draft: their own greeting, bold, a list and a link. */
const DRAFT = [
  'Dear Erin,',
  '',
  'Our quotation follows: **six** valves.',
  '',
  '- Class 600',
  '- delivery before *March*',
  '',
  'See [the data sheet](https://example.com/ds.pdf).',
].join('\n');

/** The text a reader sees: tags dropped, entities of the escaped text read back. */
const visible = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)));

describeEachDialect('the preview of a staff reply mail', (dialect) => {
  const { t, smtp } = useTestAppWithMail(dialect);
  let team: Record<'admin' | 'support' | 'editor', Signed>;

  beforeAll(async () => {
    team = await signedInTeam(t.app);
  });

  it('renders the mail the visitor would get, in their language, and saves and sends nothing', async () => {
    const { support } = team;
    const enquiry = await visitorEnquiry(t, support);
    const mailsBefore = smtp.inbox.length;
    const preview = await support.post<Preview>(`/enquiries/${enquiry.id}/reply/preview`, { content: DRAFT });
    expect(preview.status).toBe(200);
    const { subject, html } = preview.body;
    expect(subject).toBe(
      `Maple River Controls Co., Ltd. has replied to your message (case number ${enquiry.mNo})`,
    );
    const text = visible(html);
    // One greeting, the member's own; their name; the formatting; the button to the conversation.
    expect(text.match(/Dear /g)).toHaveLength(1);
    expect(text).toContain('Test support of Maple River Controls Co., Ltd. has replied to your message');
    expect(html).toContain('<strong>six</strong>');
    expect(html).toContain('<em>March</em>');
    expect(html).toMatch(/<ul>\s*<li>Class 600<\/li>/);
    expect(html).toContain(
      '<a href="https://example.com/ds.pdf" rel="noopener noreferrer">the data sheet</a>',
    );
    expect(html).toMatch(/<a [^>]*href="[^"]*message-record[^"]*"[^>]*>View the conversation<\/a>/);

    // Nothing was sent or saved: no mail, the thread and status unchanged.
    expect(smtp.inbox.length).toBe(mailsBefore);
    const after = await support.get<{ status: number; thread: unknown[] }>(`/enquiries/${enquiry.id}`);
    expect(after.body).toMatchObject({ status: 0, thread: [] });
  });

  it('escapes markup the member typed, as the sent mail does', async () => {
    const enquiry = await visitorEnquiry(t, team.support);
    const preview = await team.admin.post<Preview>(`/enquiries/${enquiry.id}/reply/preview`, {
      content: 'Dear Erin, <script>alert(1)</script> [x](javascript:alert(1))',
    });
    expect(preview.status).toBe(200);
    expect(preview.body.html).not.toContain('<script>alert');
    expect(preview.body.html).toContain('&#60;script&#62;');
    expect(preview.body.html).not.toContain('href="javascript:');
  });

  it('writes a Chinese visitor’s mail in Chinese', async () => {
    const enquiry = await visitorEnquiry(t, team.support, 'zh');
    const preview = await team.support.post<Preview>(`/enquiries/${enquiry.id}/reply/preview`, {
      content: '王工您好：\n\n- **六台**阀门',
    });
    expect(preview.status).toBe(200);
    expect(preview.body.html).toContain('Test support（');
    expect(preview.body.html).toContain('查看留言记录');
    expect(preview.body.html).toContain('<strong>六台</strong>');
  });

  it('refuses a blank draft with a clear message in the member’s language, and a missing enquiry with 404', async () => {
    const enquiry = await visitorEnquiry(t, team.support);
    const blank = await team.support.post<{ message: string }>(`/enquiries/${enquiry.id}/reply/preview`, {
      content: '   ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/content/i);
    const missing = await team.support.post(`/enquiries/${enquiry.id}/reply/preview`, {});
    expect(missing.status).toBe(400);
    const wrongType = await team.support.post(`/enquiries/${enquiry.id}/reply/preview`, { content: 42 });
    expect(wrongType.status).toBe(400);
    const tooLong = await team.support.post(`/enquiries/${enquiry.id}/reply/preview`, {
      content: 'x'.repeat(10_001),
    });
    expect(tooLong.status).toBe(400);
    expect((await team.support.post('/enquiries/999999/reply/preview', { content: 'Hello' })).status).toBe(
      404,
    );

    const zh = staffClient(t.app, { lang: 'zh' });
    zh.cookie = team.support.cookie;
    const blankZh = await zh.post<{ message: string }>(`/enquiries/${enquiry.id}/reply/preview`, {
      content: '',
    });
    expect(blankZh.status).toBe(400);
    expect(blankZh.body.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('is for the desk only: 401 without a session, 403 for an editor', async () => {
    const enquiry = await visitorEnquiry(t, team.support);
    const url = `/enquiries/${enquiry.id}/reply/preview`;
    expect((await staffClient(t.app).post(url, { content: 'Hello' })).status).toBe(401);
    const refused = await team.editor.post(url, { content: 'Hello' });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('Hello');
  });
});
