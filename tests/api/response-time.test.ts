import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import type { EnquiryRecord } from '#contract/desk.js';
import { describeEachDialect, markVerified, secondInstance, useTestAppWithMail } from '../helpers/app.js';
import { client } from '../helpers/http.js';
import { addStaff, signedIn, staffClient, type StaffClient } from '../helpers/staff.js';

type Row = Record<string, unknown> & { id: number };

/** An instant given as company time (Asia/Shanghai, UTC+8, no daylight saving). */
const shanghai = (y: number, m: number, d: number, h: number, min = 0) => Date.UTC(y, m - 1, d, h - 8, min);

const DEFAULT_BODY = {
  calendar: {},
  first_response_hours: 8,
};

describeEachDialect('response-time promise: deadlines, first response, digest, export', (dialect) => {
  // The test sends the digest and retries mail itself at the times it sets.
  const { t, smtp } = useTestAppWithMail(
    dialect,
    { STAFF_SESSION_IDLE_MINUTES: '720' },
    { clockJobs: false },
  );
  let support: StaffClient & { email: string; id: number };
  let admin: StaffClient & { email: string; id: number };
  let api: ReturnType<typeof client>;
  let n = 0;
  let signedInAt = 0;

  /**
   * Moves the clock to `instant`; staff sessions last 12 hours, so a long move signs the two
   * staff users in again, as they would each morning.
   */
  async function at(instant: number) {
    t.clock.now = instant;
    if (Math.abs(instant - signedInAt) < 6 * 3600_000) return;
    signedInAt = instant;
    for (const user of [support, admin]) expect((await user.login(user.email)).status).toBe(200);
  }

  beforeAll(async () => {
    support = await signedIn(t.app, 'support');
    admin = await signedIn(t.app, 'admin');
    api = client(t.app);
  });

  /** An enquiry through the public form at `at` (company time helpers above); its list row. */
  async function enquiry(time: number, lang: 'en' | 'zh' = 'en', name = 'Erin Walsh') {
    await at(time);
    const email = `promise${++n}@example.com`;
    await markVerified(t.app, email, time);
    const sent = await api.post<string>(
      '/api/leavemessage/postAdvise',
      {
        type_id: 13,
        name,
        company_name: lang === 'zh' ? '江南造纸有限公司' : 'Northshore Pulp Ltd.',
        phone: '+86 571 5555 0199',
        email,
        duties: 'Planner',
        content: lang === 'zh' ? '需要六台 DN150 调节阀。' : 'We need six DN150 globe valves.',
      },
      { lang, ip: `10.9.0.${n}` },
    );
    expect(sent.body.code).toBe(1);
    const [row] = (await support.get<EnquiryRecord[]>('/enquiries', { filter: { m_no: sent.body.data } }))
      .body;
    return { ...row!, email };
  }

  const setPromise = (body: unknown) => admin.put<Row>('/business_calendar/current', body);

  it('starts from docs/product.md §1: Mon–Fri 8:00–16:30 Shanghai and an 8-hour target, readable by support', async () => {
    const current = await support.get<Row>('/business_calendar/current');
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({
      id: 'current',
      first_response_hours: 8,
      calendar: {
        timeZone: 'Asia/Shanghai',
        weeklyHours: { mon: [{ open: '08:00', close: '16:30' }], sat: [], sun: [] },
        holidays: [],
      },
    });
    expect((await support.put('/business_calendar/current', DEFAULT_BODY)).status).toBe(403);
  });

  it('gives an enquiry of Friday 16:00 a deadline on Monday, and a holiday pushes it on', async () => {
    const friday = await enquiry(shanghai(2026, 11, 27, 16));
    // 30 minutes on Friday, the other 7 h 30 min from Monday 08:00.
    expect(friday.due_time).toBe(shanghai(2026, 11, 30, 15, 30));

    const saved = await setPromise({ ...DEFAULT_BODY, calendar: { holidays: ['2026-11-30'] } });
    expect(saved.status).toBe(200);
    expect(saved.body.deadlines_moved).toBeGreaterThanOrEqual(1);
    // The open, unanswered enquiry moved with the calendar; a new one counts with it too.
    const moved = await support.get<Row>(`/enquiries/${friday.id}`);
    expect(moved.body.due_time).toBe(shanghai(2026, 12, 1, 15, 30));
    const another = await enquiry(shanghai(2026, 11, 27, 16, 10));
    expect(another.due_time).toBe(shanghai(2026, 12, 1, 15, 40));
    expect((await setPromise(DEFAULT_BODY)).status).toBe(200);
    expect((await support.get<Row>(`/enquiries/${friday.id}`)).body.due_time).toBe(
      shanghai(2026, 11, 30, 15, 30),
    );
  });

  it('counts an enquiry of 23:30 UTC (07:30 next morning in Shanghai) from 08:00', async () => {
    const early = await enquiry(Date.UTC(2026, 11, 1, 23, 30));
    expect(early.due_time).toBe(shanghai(2026, 12, 2, 16));
  });

  it('measures the first reply only; a visitor comment and later replies leave it be', async () => {
    const e = await enquiry(shanghai(2026, 12, 7, 9));
    await at(shanghai(2026, 12, 7, 11, 10));
    expect((await support.post(`/enquiries/${e.id}/reply`, { content: 'We will quote today.' })).status).toBe(
      200,
    );
    const answered = (await support.get<Row>(`/enquiries/${e.id}`)).body;
    expect(answered).toMatchObject({ first_response_time: t.clock.now, first_response_minutes: 130 });

    await at(shanghai(2026, 12, 7, 12));
    const comment = await api.post(
      '/api/leavemessage/replymessage',
      { email: e.email, m_no: e.m_no, content: 'And the drawings?' },
      { lang: 'en', ip: '10.9.1.1' },
    );
    expect(comment.body.code).toBe(1);
    await at(shanghai(2026, 12, 8, 9));
    await support.post(`/enquiries/${e.id}/reply`, { content: 'Drawings attached.' });
    expect((await support.get<Row>(`/enquiries/${e.id}`)).body).toMatchObject({
      first_response_time: answered.first_response_time,
      first_response_minutes: 130,
      due_time: e.due_time,
    });

    // Over a weekend: Friday 16:00 → Monday 08:30 is one working hour.
    const weekend = await enquiry(shanghai(2026, 12, 11, 16));
    await at(shanghai(2026, 12, 14, 8, 30));
    await support.post(`/enquiries/${weekend.id}/reply`, { content: 'Good morning.' });
    expect((await support.get<Row>(`/enquiries/${weekend.id}`)).body.first_response_minutes).toBe(60);
  });

  it('sorts by deadline (waiting first, answered next, none last) and filters the overdue', async () => {
    const soon = await enquiry(shanghai(2026, 12, 15, 9));
    const later = await enquiry(shanghai(2026, 12, 15, 10));
    const answered = await enquiry(shanghai(2026, 12, 15, 8, 30));
    await support.post(`/enquiries/${answered.id}/reply`, { content: 'Answered.' });
    const none = await enquiry(shanghai(2026, 12, 15, 11));
    await t.database.db.updateTable('enquiry').set({ due_time: null }).where('id', '=', none.id).execute();
    const ids = [soon.id, later.id, answered.id, none.id];

    const order = async (direction: 'ASC' | 'DESC', filter: Record<string, unknown> = {}) =>
      (
        await support.get<Row[]>('/enquiries', {
          filter: { id: ids, ...filter },
          sort: ['due_time', direction],
        })
      ).body.map((r) => r.id);
    expect(await order('ASC')).toEqual([soon.id, later.id, answered.id, none.id]);
    expect(await order('DESC')).toEqual([later.id, soon.id, answered.id, none.id]);

    // `soon` is due Wednesday 08:30, `later` 09:30: at 09:00 only `soon` is late.
    await at(shanghai(2026, 12, 16, 9));
    expect(await order('ASC', { overdue: true })).toEqual([soon.id]);
    expect(await order('ASC', { overdue: false })).toEqual([later.id, answered.id, none.id]);
  });

  it('refuses every calendar mistake with its own message, in English and Chinese', async () => {
    const bad = {
      calendar: {
        timeZone: 'Mars/Olympus',
        weeklyHours: {
          mon: [{ open: '8:00', close: '16:30' }],
          tue: [{ open: '12:00', close: '09:00' }],
          wed: [
            { open: '08:00', close: '12:00' },
            { open: '11:00', close: '16:30' },
          ],
        },
        holidays: ['2026/10/01', '2026-02-30', '2026-10-02'],
        extraWorkingDays: ['2026-10-02'],
      },
      first_response_hours: 0,
    };
    const en = await setPromise(bad);
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual({
      'calendar.timeZone': 'Use an IANA time zone name such as Asia/Shanghai or Europe/Berlin',
      'calendar.weeklyHours.mon.0.open': 'Use a 24-hour time such as 08:00 or 16:30',
      'calendar.weeklyHours.tue.0.close': 'The closing time must be after the opening time',
      'calendar.weeklyHours.wed.1.open': 'Openings must be in order and not overlap: 11:00 is before 12:00',
      'calendar.holidays.0': 'Use a date in the form YYYY-MM-DD, e.g. 2026-10-01',
      'calendar.holidays.1': 'This date does not exist',
      'calendar.extraWorkingDays.0': '2026-10-02 is both a holiday and an extra working day',
      first_response_hours: 'At least 0.25',
    });

    const zhAdmin = staffClient(t.app, { lang: 'zh' });
    await zhAdmin.login(await addStaff(t.app, 'admin'));
    const zh = await zhAdmin.put<Row>('/business_calendar/current', bad);
    expect(zh.body.errors).toMatchObject({
      'calendar.timeZone': '请填写 IANA 时区名称，如 Asia/Shanghai 或 Europe/Berlin',
      'calendar.weeklyHours.mon.0.open': '请使用 24 小时制时间，如 08:00 或 16:30',
      'calendar.weeklyHours.tue.0.close': '下班时间必须晚于上班时间',
      'calendar.weeklyHours.wed.1.open': '时段须按顺序且不能重叠：11:00 早于上一时段的结束时间 12:00',
      'calendar.holidays.0': '请按 YYYY-MM-DD 格式填写日期，如 2026-10-01',
      'calendar.holidays.1': '该日期不存在',
      first_response_hours: '不能小于 0.25',
    });

    // Mistakes that only show once the fields are well-formed.
    const closedWeek = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    const none = await zhAdmin.put<Row>('/business_calendar/current', {
      calendar: { weeklyHours: closedWeek, holidays: ['2026-10-02'], extraWorkingDays: ['2026-10-02'] },
      first_response_hours: 8,
    });
    expect(none.body.errors).toEqual({
      'calendar.weeklyHours': '至少一个工作日要有工作时间，否则任何回复期限都无法到达',
      'calendar.extraWorkingDays.0': '2026-10-02 不能既是节假日又是调休工作日',
    });
    const enNone = await setPromise({
      calendar: { holidays: ['2026-10-02'], extraWorkingDays: ['2026-10-02'] },
      first_response_hours: 8,
    });
    expect(enNone.body.errors).toEqual({
      'calendar.extraWorkingDays.0': '2026-10-02 is both a holiday and an extra working day',
    });
    // Nothing was saved.
    expect((await support.get<Row>('/business_calendar/current')).body).toMatchObject({
      first_response_hours: 8,
    });
  });

  it('mails each assignee one digest a day at 08:00 Shanghai, even from two instances', async () => {
    const alice = await addStaff(t.app, 'support');
    const bob = await addStaff(t.app, 'support');
    const staffId = async (email: string) =>
      (
        await t.database.db
          .selectFrom('staff_user')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id;
    const [aliceId, bobId] = [await staffId(alice), await staffId(bob)];

    const late = await enquiry(shanghai(2026, 12, 22, 9)); // due Wed 08:30: overdue on Thursday
    const waiting = await enquiry(shanghai(2026, 12, 23, 15)); // due Thu 14:30
    const closed = await enquiry(shanghai(2026, 12, 23, 9));
    const queue = await enquiry(shanghai(2026, 12, 22, 10)); // nobody's: overdue on Thursday
    const { db } = t.database;
    await db
      .updateTable('enquiry')
      .set({ assignee_id: aliceId })
      .where('id', 'in', [late.id, waiting.id])
      .execute();
    await db
      .updateTable('enquiry')
      .set({ assignee_id: bobId, status: 5 })
      .where('id', '=', closed.id)
      .execute();

    const other = secondInstance(t);
    const second = other.services;
    try {
      const run = async () =>
        (await Promise.all([t.app.services.desk.digest.runDue(), second.desk.digest.runDue()])).reduce(
          (a, b) => a + b,
        );
      const mailsTo = (to: string) =>
        smtp.inbox.filter((m) => smtp.recipient(m).includes(to) && /Enquiries 2026/.test(m.subject ?? ''));

      await at(shanghai(2026, 12, 24, 7, 59));
      expect(await run()).toBe(0);
      await at(shanghai(2026, 12, 24, 8));
      expect(await run()).toBeGreaterThanOrEqual(2);
      await at(shanghai(2026, 12, 24, 15));
      expect(await run()).toBe(0);

      const [aliceMail, ...more] = mailsTo(alice);
      expect(more).toEqual([]);
      expect(aliceMail!.subject).toContain('Enquiries 2026-12-24: 2 open, 1 overdue');
      const text = aliceMail!.text ?? '';
      expect(text.indexOf(late.m_no)).toBeGreaterThan(-1);
      expect(text.indexOf(late.m_no)).toBeLessThan(text.indexOf(waiting.m_no));
      expect(text).toContain(`${late.m_no} Erin Walsh (Northshore Pulp Ltd.): Overdue by 8 h`);
      expect(text).toContain(`${waiting.m_no} Erin Walsh (Northshore Pulp Ltd.): Due in 6 h 30 min`);
      expect(text).toContain(`http://valve.test/admin/enquiries/${late.id}/show`);
      expect(text).not.toContain(queue.m_no);
      expect(mailsTo(bob)).toEqual([]);
      const [adminMail] = mailsTo(admin.email);
      expect(adminMail!.text).toContain(`${queue.m_no} Erin Walsh`);
      expect(adminMail!.text).toContain('Overdue in the shared queue');

      // Christmas Day is an ordinary Friday here; the next digest goes out that morning, and one
      // the mail server turns away for a moment is queued in the outbox and sent on its retry.
      await at(shanghai(2026, 12, 25, 8, 5));
      smtp.failNext(2);
      await run();
      const queued = await db
        .selectFrom('mail_outbox')
        .select('ref')
        .where('kind', '=', 'staff-digest')
        .where('sent_time', 'is', null)
        .execute();
      expect(queued.length).toBeGreaterThanOrEqual(1);
      expect(queued.every((q) => q.ref.startsWith('digest:2026-12-25:'))).toBe(true);
      t.clock.advance(2 * 60_000);
      expect(await t.app.services.platform.outbox.retryDue()).toBe(queued.length);
      expect(mailsTo(alice)).toHaveLength(2);
      // Saturday has no working day: no digest.
      await at(shanghai(2026, 12, 26, 9));
      expect(await run()).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('exports the filtered list as CSV with a BOM and Chinese headers, and as XLSX', async () => {
    const e = await enquiry(shanghai(2027, 1, 5, 10), 'zh', '王工');
    const { db } = t.database;
    await db
      .updateTable('enquiry')
      .set({
        assignee_id: support.id,
        quote_medium: '蒸汽',
        quote_dn: 'DN150',
        quote_quantity: 6,
        country: 'CN',
      })
      .where('id', '=', e.id)
      .execute();
    await db
      .insertInto('enquiry_item')
      .values({
        enquiry_id: e.id,
        sort: 0,
        kind: 'product',
        ref_id: 1,
        model: 'MR-GV150',
        title: '气动单座调节阀',
      })
      .execute();
    const download = (format: string, lang: string) =>
      t.app.inject({
        method: 'GET',
        url: '/admin/api/enquiries/export',
        query: { format, lang, filter: JSON.stringify({ m_no: e.m_no }) },
        headers: { cookie: support.cookie },
      });

    const csv = await download('csv', 'zh');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="enquiries-2027-01-05.csv"');
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    // Times are plain in their cells; the header names their zone.
    expect(lines[0]!.split(',').slice(0, 3)).toEqual([
      '留言编号',
      '收到时间（中国标准时间 (UTC+8)）',
      '状态',
    ]);
    expect(lines[0]).toContain('回复期限（中国标准时间 (UTC+8)）');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${e.m_no},2027-01-05 10:00:00,待处理,王工,江南造纸有限公司,${e.email}`);
    expect(lines[1]).toContain(
      'CN,中文,MR-GV150 气动单座调节阀,蒸汽,DN150,,,,6,Test support,2027-01-06 09:30:00,,',
    );
    expect(lines[1]).toContain('需要六台 DN150 调节阀。');

    const xlsx = await download('xlsx', 'en');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(xlsx.rawPayload).buffer);
    const sheet = workbook.worksheets[0]!;
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1, 4)).toEqual(['Case number', 'Received (China Standard Time (UTC+8))', 'Status']);
    expect(header).toContain('Response due (China Standard Time (UTC+8))');
    expect(header).toContain('First response (working minutes)');
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(e.m_no);
    expect(row.getCell(4).value).toBe('王工');
    expect(row.getCell(16).value).toBe(6);
    expect(sheet.rowCount).toBe(2);

    const bad = await t.app.inject({
      method: 'GET',
      url: '/admin/api/enquiries/export',
      query: { format: 'pdf' },
      headers: { cookie: support.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Invalid format parameter: csv or xlsx' });

    const log = await admin.get<Row[]>('/audit', { filter: { action: 'export', staff_id: support.id } });
    expect(log.body).toHaveLength(2);
    expect(JSON.parse(String(log.body[0]!.detail))).toMatchObject({
      format: 'xlsx',
      rows: 1,
      filter: { m_no: e.m_no },
    });
  });
});
