import { beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDialect, useTestAppWithMail } from '../helpers/app.js';
import { client } from '../helpers/http.js';
import { multipart, signedIn, type StaffClient } from '../helpers/staff.js';

type Row = Record<string, unknown> & { id: number };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const TXT = Buffer.from('My CV in plain text\n');
const DAY = 86_400_000;

describeEachDialect('jobs: validThrough set by staff, applications with a CV', (dialect) => {
  const { t, smtp } = useTestAppWithMail(dialect, {
    STAFF_NOTIFY_EMAIL: 'hr-desk@mapleriver-controls.example',
  });
  let editor: StaffClient;
  let support: StaffClient;
  let api: ReturnType<typeof client>;
  let n = 0;
  let email: string;
  let ip: string;

  beforeAll(async () => {
    editor = await signedIn(t.app, 'editor');
    support = await signedIn(t.app, 'support');
    api = client(t.app);
  });
  beforeEach(() => {
    email = `applicant${++n}@example.com`;
    ip = `10.24.0.${n}`;
  });

  /** A file uploaded as the visitor's form uploads it: its name and URL as the form sends them. */
  async function upload(name: string, content: Buffer) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload?lang=en',
      remoteAddress: ip,
      ...multipart(name, content),
    });
    const body = response.json() as { code: number; data: { url: string; name: string } };
    expect(body.code).toBe(1);
    return { name: body.data.name, url: body.data.url };
  }

  async function codeFor(address: string): Promise<string> {
    const before = smtp.inbox.length;
    await api.post('/api/common/sendEmail', undefined, { query: { email: address }, ip, lang: 'en' });
    return smtp.codeFor(address, before);
  }

  async function newJob(values: Record<string, unknown> = {}): Promise<Row> {
    const created = await editor.post<Row>('/jobs', {
      name: '阀门装配技师',
      en_name: 'Valve assembly technician',
      place: '常州',
      en_place: 'Changzhou',
      street: '武进区枫河路 88 号',
      en_street: 'No. 88 Fenghe Road, Wujin District',
      region: '江苏省',
      en_region: 'Jiangsu',
      postal_code: '213161',
      country: 'cn',
      peoplenum: 2,
      content: '<p>负责装配。</p>',
      en_content: '<p>Assembles valves.</p>',
      ...values,
    });
    expect(created.status).toBe(201);
    return created.body;
  }

  const application = (jobId: number, cv: unknown, extra: Record<string, unknown> = {}) => ({
    job_id: jobId,
    name: 'Lena Fischer',
    email,
    phone: '+49 30 1234 5678',
    content: 'Ten years of valve assembly in Stuttgart.',
    cv,
    ...extra,
  });

  it('keeps the last day staff set, refuses a date that does not exist, and lists a job only while it is open', async () => {
    const open = await newJob({ valid_through: '2099-12-31', employment_type: 'PART_TIME' });
    expect(open).toMatchObject({
      valid_through: '2099-12-31',
      employment_type: 'PART_TIME',
      country: 'CN',
      postal_code: '213161',
      en_street: 'No. 88 Fenghe Road, Wujin District',
    });
    const bad = await editor.put<Row>(`/jobs/${open.id}`, { ...open, valid_through: '2026-02-30' });
    const noMonth = await editor.put<Row>(`/jobs/${open.id}`, { ...open, valid_through: '2026-13-01' });
    expect(noMonth.status).toBe(400);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('This date does not exist');
    const cleared = await editor.put<Row>(`/jobs/${open.id}`, { ...open, valid_through: '' });
    expect(cleared.body.valid_through).toBeNull();

    const yesterday = new Date(t.clock.now - DAY).toISOString().slice(0, 10);
    const expired = await newJob({ en_name: 'Expired post', valid_through: yesterday });
    const list = await api.get<{ list: { id: number; valid_through: string; open: boolean }[] }>(
      '/api/recruiting/index',
    );
    const ids = list.body.data.list.map((j) => j.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(expired.id);
    expect(list.body.data.list.every((j) => j.open)).toBe(true);
  });

  it('takes an application with a CV after the e-mail code, lands it in the staff inbox and mails both sides', async () => {
    const job = await newJob({ valid_through: '2099-06-30' });
    const cv = await upload('Lena Fischer CV.pdf', PDF);

    const noCode = await api.post('/api/recruiting/apply', application(job.id, cv), { ip, lang: 'en' });
    expect(noCode.body).toEqual({ code: 0, msg: 'Please enter your email verification code', data: null });

    const code = await codeFor(email);
    const before = smtp.inbox.length;
    const sent = await api.post<string>(
      '/api/recruiting/apply',
      application(job.id, cv, { email_code: code }),
      {
        ip,
        lang: 'en',
      },
    );
    expect(sent.body.code).toBe(1);
    const mNo = sent.body.data;
    expect(mNo).toMatch(/^MR\d{6}-[A-Z0-9]{6}$/);
    expect(sent.body.msg).toBe(`Application received. Reference: ${mNo}`);

    const confirmation = await smtp.waitFor(email, undefined, before);
    expect(confirmation.text).toContain(mNo);
    const staffMail = await smtp.waitFor('hr-desk@mapleriver-controls.example', undefined, before);
    expect(staffMail.text).toContain('Application for: Valve assembly technician');

    const inbox = await support.get<Row[]>('/enquiries', { filter: { m_no: mNo }, range: [0, 9] });
    const row = inbox.body.find((r) => r.m_no === mNo);
    expect(row).toMatchObject({ kind: 'application', job_id: job.id, name: 'Lena Fischer', email });
    const opened = await support.get<Row & { attachments: { name: string; url: string }[] }>(
      `/enquiries/${row!.id}`,
    );
    expect(opened.body.attachments).toEqual([
      expect.objectContaining({ name: 'Lena Fischer CV.pdf', url: cv.url }),
    ]);
    expect(String(opened.body.content)).toContain('Ten years of valve assembly in Stuttgart.');

    // The address is verified in this browser now: a second application needs no code.
    const second = await api.post<string>(
      '/api/recruiting/apply',
      application(job.id, await upload('cv.docx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0]))),
      { ip, lang: 'zh' },
    );
    expect(second.body.code).toBe(1);
    expect(second.body.msg).toBe(`申请已收到，编号：${second.body.data}`);
  });

  it('refuses, in the visitor language and never with a 500, what is no application', async () => {
    const job = await newJob();
    const cv = await upload('cv.pdf', PDF);
    const post = (body: unknown, lang: 'en' | 'zh') => api.post('/api/recruiting/apply', body, { ip, lang });

    const noCv = await post(application(job.id, undefined), 'en');
    expect(noCv.status).toBe(200);
    expect(noCv.body).toMatchObject({ code: 0, msg: 'Please attach your CV' });
    expect((await post(application(job.id, undefined), 'zh')).body.msg).toBe('请上传您的简历');

    const text = await upload('cv.txt', TXT);
    const wrongType = await post(application(job.id, text), 'en');
    expect(wrongType.body).toMatchObject({
      code: 0,
      msg: 'Please attach your CV as a PDF, DOC or DOCX file',
    });
    expect((await post(application(job.id, text), 'zh')).body.msg).toBe('请上传 PDF、DOC 或 DOCX 格式的简历');

    const unknown = await post(application(999_999, cv), 'zh');
    expect(unknown.body).toMatchObject({ code: 0, msg: '该职位不存在或已下线' });
    const garbage = await post(application('x' as unknown as number, cv), 'en');
    expect(garbage.body).toMatchObject({ code: 0, msg: 'This job does not exist or has been removed' });

    await editor.put(`/jobs/${job.id}`, { ...job, status: 0 });
    expect((await post(application(job.id, cv), 'en')).body.msg).toBe(
      'This job does not exist or has been removed',
    );

    const noName = await post({ ...application(job.id, cv), name: '' }, 'zh');
    expect(noName.body.msg).toBe('请输入您的姓名');
    expect(noName.headers['x-invalid-field']).toBe('name');
  });

  it('refuses an application once the job is past its last day, in both languages', async () => {
    const today = new Date(t.clock.now).toISOString().slice(0, 10);
    const job = await newJob({ valid_through: today });
    const cv = await upload('cv.pdf', PDF);
    // Two days on, the last day is over in every time zone.
    t.clock.advance(2 * DAY);
    try {
      const en = await api.post('/api/recruiting/apply', application(job.id, cv), { ip, lang: 'en' });
      expect(en.body).toMatchObject({ code: 0, msg: 'This job is no longer open for applications' });
      const zh = await api.post('/api/recruiting/apply', application(job.id, cv), { ip, lang: 'zh' });
      expect(zh.body.msg).toBe('该职位已停止招聘，不再接受申请');
    } finally {
      t.clock.advance(-2 * DAY);
    }
  });
});
