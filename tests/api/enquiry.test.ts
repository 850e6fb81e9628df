import { beforeAll, beforeEach, expect, it } from 'vitest';
import { CODE_MAX_ATTEMPTS, ENQUIRY_MAX_LENGTH, MESSAGE_STATUS } from '#contract/constants.js';
import { describeEachDialect, useTestAppWithMail } from '../helpers/app.js';
import { client, enquiryForm } from '../helpers/http.js';

const STAFF = 'desk@mapleriver-controls.example';

describeEachDialect('enquiries: verification, submit, look-up, comment, close', (dialect) => {
  const { t, smtp } = useTestAppWithMail(dialect, { STAFF_NOTIFY_EMAIL: STAFF });
  let api: ReturnType<typeof client>;
  let n = 0;
  let email: string;
  let ip: string;

  beforeAll(() => {
    const raw = client(t.app);
    // Each test is its own visitor (own address and IP), so per-IP limits stay within a test.
    api = {
      get: raw.get,
      post: <T = unknown>(url: string, body?: unknown, options: Parameters<typeof raw.post>[2] = {}) =>
        raw.post<T>(url, body, { ip, ...options }),
    };
  });
  beforeEach(() => {
    email = `buyer${++n}@example.com`;
    ip = `10.2.0.${n}`;
  });

  /** Asks for a code and reads it from the mail the SMTP server received. */
  async function codeFor(address: string, from?: string): Promise<string> {
    const before = smtp.inbox.length;
    const sent = await api.post('/api/common/sendEmail', undefined, {
      query: { email: address },
      ip: from ?? ip,
      lang: 'en',
    });
    expect(sent.body).toMatchObject({
      code: 1,
      msg: 'Verification code has been sent, please go to the email to check',
    });
    const mail = await smtp.waitFor(address, undefined, before);
    const code = /\b(\d{4})\b/.exec(mail.text ?? '')?.[1];
    expect(code).toMatch(/^\d{4}$/);
    return code!;
  }

  it('mails a 4-digit code in the visitor language and refuses a missing or malformed address', async () => {
    const empty = await api.post('/api/common/sendEmail', undefined, { lang: 'en' });
    expect(empty.body).toEqual({
      code: 0,
      msg: 'Obtaining failed. The email address cannot be empty',
      data: null,
    });
    const emptyZh = await api.post('/api/common/sendEmail', undefined, { lang: 'zh' });
    expect(emptyZh.body.msg).toBe('获取失败，邮箱地址不能为空');
    const malformed = await api.post('/api/common/sendEmail', undefined, {
      query: { email: 'not-an-address' },
      lang: 'en',
    });
    expect(malformed.body.msg).toBe('Please enter a valid e-mail address');

    await api.post('/api/common/sendEmail', undefined, { query: { email }, lang: 'zh' });
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toContain('验证码');
    expect(mail.html).toContain('<p');
    expect(mail.text).toMatch(/\d{4}/);
  });

  it('refuses a new code for 60 seconds, then sends one', async () => {
    await codeFor(email);
    const again = await api.post('/api/common/sendEmail', undefined, { query: { email }, lang: 'en' });
    expect(again.body.code).toBe(0);
    expect(again.body.msg).toMatch(/wait 60 seconds/);
    t.clock.advance(30_000);
    const later = await api.post('/api/common/sendEmail', undefined, { query: { email }, lang: 'en' });
    expect(later.body.msg).toMatch(/wait 30 seconds/);
    t.clock.advance(30_000);
    await codeFor(email);
  });

  it('needs a code from a first-time sender, then takes the enquiry and mails the case number', async () => {
    expect((await api.post('/api/leavemessage/checkEmail', undefined, { query: { email } })).body.data).toBe(
      false,
    );
    const noCode = await api.post('/api/leavemessage/postAdvise', enquiryForm(email), { lang: 'en' });
    expect(noCode.body).toEqual({ code: 0, msg: 'Please enter your email verification code', data: null });

    const code = await codeFor(email);
    const ok = await api.post<string>(
      '/api/leavemessage/postAdvise',
      { ...enquiryForm(email), email_code: code },
      { lang: 'en' },
    );
    expect(ok.body.code).toBe(1);
    const mNo = ok.body.data;
    expect(mNo).toMatch(/^MR\d{6}-[2-9A-HJ-NP-Z]{6}$/);
    expect(ok.body.msg).toContain(mNo);

    const confirmation = await smtp.waitFor(email, (m) => (m.subject ?? '').includes(mNo));
    expect(confirmation.text).toContain(`http://valve.test/en/message-record?isEmail=0&m_no=${mNo}`);
    const staff = await smtp.waitFor(STAFF, (m) => (m.subject ?? '').includes(mNo));
    expect(staff.text).toContain('Northshore Pulp Ltd.');
    expect(staff.text).toContain('six DN150 Class 600');

    expect((await api.post('/api/leavemessage/checkEmail', undefined, { query: { email } })).body.data).toBe(
      true,
    );
    const second = await api.post<string>('/api/leavemessage/postAdvise', enquiryForm(email), { lang: 'en' });
    expect(second.body.code).toBe(1);
    expect(second.body.data).not.toBe(mNo);
  });

  it('counts wrong codes, locks the code after five, and accepts a new one', async () => {
    const code = await codeFor(email);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 1; i < CODE_MAX_ATTEMPTS; i++) {
      const r = await api.post(
        '/api/leavemessage/postAdvise',
        { ...enquiryForm(email), email_code: wrong },
        { lang: 'en' },
      );
      expect(r.body.msg).toBe('The verification code is incorrect');
    }
    const fifth = await api.post(
      '/api/leavemessage/postAdvise',
      { ...enquiryForm(email), email_code: wrong },
      { lang: 'en' },
    );
    expect(fifth.body.msg).toBe('Too many wrong attempts, please request a new verification code');
    const right = await api.post(
      '/api/leavemessage/postAdvise',
      { ...enquiryForm(email), email_code: code },
      { lang: 'en' },
    );
    expect(right.body.msg).toBe('Too many wrong attempts, please request a new verification code');
    t.clock.advance(61_000);
    const fresh = await codeFor(email);
    const ok = await api.post(
      '/api/leavemessage/postAdvise',
      { ...enquiryForm(email), email_code: fresh },
      { lang: 'en' },
    );
    expect(ok.body.code).toBe(1);
  });

  it('mails one code for requests sent at once, and compares at most five codes of a burst', async () => {
    const before = smtp.inbox.length;
    const requests = await Promise.all(
      Array.from({ length: 3 }, () =>
        api.post('/api/common/sendEmail', undefined, { query: { email }, lang: 'en' }),
      ),
    );
    expect(requests.map((r) => r.body.code).sort()).toEqual([0, 0, 1]);
    const mails = smtp.inbox.slice(before).filter((m) => smtp.recipient(m).includes(email));
    expect(mails).toHaveLength(1);
    const code = /\b(\d{4})\b/.exec(mails[0]!.text ?? '')![1]!;

    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.post(
          '/api/leavemessage/postAdvise',
          { ...enquiryForm(email), email_code: String((Number(code) + i + 1) % 10_000).padStart(4, '0') },
          { lang: 'en' },
        ),
      ),
    );
    const incorrect = burst.filter((r) => r.body.msg === 'The verification code is incorrect');
    expect(incorrect).toHaveLength(CODE_MAX_ATTEMPTS - 1);
    const right = await api.post(
      '/api/leavemessage/postAdvise',
      { ...enquiryForm(email), email_code: code },
      { lang: 'en' },
    );
    expect(right.body.msg).toBe('Too many wrong attempts, please request a new verification code');
  });

  it('refuses a code older than 15 minutes', async () => {
    const code = await codeFor(email);
    t.clock.advance(15 * 60_000 + 1000);
    const late = await api.post(
      '/api/leavemessage/postAdvise',
      { ...enquiryForm(email), email_code: code },
      { lang: 'zh' },
    );
    expect(late.body).toEqual({ code: 0, msg: '验证码已过期，请重新获取', data: null });
  });

  it('says which field is missing, in English and Chinese', async () => {
    const cases: [string, string, string][] = [
      ['name', 'Please enter your name', '请输入您的姓名'],
      ['company_name', 'Please enter company', '请输入公司名称'],
      ['phone', 'Please enter a contact number', '请输入联系电话'],
      ['email', 'Please enter email', '请输入邮箱'],
      ['content', 'Please enter the message content', '请输入留言内容'],
    ];
    for (const [field, en, zh] of cases) {
      const body = { ...enquiryForm(email), [field]: '   ' };
      expect((await api.post('/api/leavemessage/postAdvise', body, { lang: 'en' })).body.msg).toBe(en);
      expect((await api.post('/api/leavemessage/postAdvise', body, { lang: 'zh' })).body.msg).toBe(zh);
    }
    const long = await api.post(
      '/api/leavemessage/postAdvise',
      { ...enquiryForm(email), name: 'x'.repeat(101) },
      { lang: 'en' },
    );
    expect(long.body.msg).toBe('Name is too long (at most 100 characters)');
    const longZh = await api.post(
      '/api/leavemessage/postAdvise',
      { ...enquiryForm(email), company_name: 'x'.repeat(201) },
      { lang: 'zh' },
    );
    expect(longZh.body.msg).toBe('公司名称过长（最多 200 个字符）');
  });

  it('names the field a refusal is about (X-Invalid-Field), the answer itself unchanged', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ company_name: '' }, 'company_name'],
      [{ email: 'not-an-address' }, 'email'],
      [{ duties: 'x'.repeat(ENQUIRY_MAX_LENGTH.duties + 1) }, 'duties'],
      [{ quote: { quantity: 'many' } }, 'quote.quantity'],
    ];
    for (const [change, field] of cases) {
      const refused = await api.post('/api/leavemessage/postAdvise', { ...enquiryForm(email), ...change });
      expect(refused.body.code).toBe(0);
      expect(Object.keys(refused.body)).toEqual(['code', 'msg', 'data']);
      expect(refused.headers['x-invalid-field']).toBe(field);
    }
    // Not a field: nothing is named.
    const noCode = await api.post('/api/leavemessage/postAdvise', enquiryForm(email), { lang: 'en' });
    expect(noCode.body.msg).toBe('Please enter your email verification code');
    expect(noCode.headers['x-invalid-field']).toBeUndefined();
    const lookup = await api.post('/api/leavemessage/getmessage', { email, m_no: '' });
    expect(lookup.headers['x-invalid-field']).toBe('m_no');
  });

  it('looks an enquiry up by e-mail and case number, takes comments and closes it', async () => {
    const code = await codeFor(email);
    const mNo = (
      await api.post<string>('/api/leavemessage/postAdvise', { ...enquiryForm(email), email_code: code })
    ).body.data;

    const missing = await api.post('/api/leavemessage/getmessage', { email, m_no: '' }, { lang: 'en' });
    expect(missing.body.msg).toBe('Please enter message number');
    const noEmail = await api.post('/api/leavemessage/getmessage', { m_no: mNo }, { lang: 'en' });
    expect(noEmail.body.msg).toBe('Please enter your email address');

    const found = await api.post<Record<string, unknown>>('/api/leavemessage/getmessage', {
      email: email.toUpperCase(),
      m_no: mNo.toLowerCase(),
    });
    expect(found.body.data).toMatchObject({
      m_no: mNo,
      status: MESSAGE_STATUS.pending,
      username: 'Erin Walsh',
      company: 'Northshore Pulp Ltd.',
      job: 'Maintenance planner',
      phone: '+1 604 555 0199',
      email,
      content: enquiryForm(email).content,
      thread: [],
    });

    const empty = await api.post(
      '/api/leavemessage/replymessage',
      { email, m_no: mNo, content: ' ' },
      { lang: 'en' },
    );
    expect(empty.body.msg).toBe('Please fill in the message content');
    const comment = await api.post(
      '/api/leavemessage/replymessage',
      { email, m_no: mNo, content: 'Drawings to follow.' },
      { lang: 'en' },
    );
    expect(comment.body).toMatchObject({ code: 1, msg: 'Message success!' });
    const withThread = await api.post<{ thread: { author: string; content: string }[] }>(
      '/api/leavemessage/getmessage',
      { email, m_no: mNo },
    );
    expect(withThread.body.data.thread).toMatchObject([
      { author: 'visitor', content: 'Drawings to follow.' },
    ]);

    const closed = await api.post(
      '/api/leavemessage/replymessage',
      { email, m_no: mNo, close: true },
      { lang: 'en' },
    );
    expect(closed.body).toMatchObject({ code: 1, msg: 'The message has been closed' });
    const after = await api.post<{ status: number }>('/api/leavemessage/getmessage', { email, m_no: mNo });
    expect(after.body.data.status).toBe(MESSAGE_STATUS.finished);
    const late = await api.post(
      '/api/leavemessage/replymessage',
      { email, m_no: mNo, content: 'One more thing' },
      { lang: 'en' },
    );
    expect(late.body.msg).toBe('This message is closed; please leave a new message');
  });

  it('throttles repeated failed look-ups from one address, even of a right pair, but not the owner elsewhere', async () => {
    const code = await codeFor(email);
    const mNo = (
      await api.post<string>('/api/leavemessage/postAdvise', { ...enquiryForm(email), email_code: code })
    ).body.data;
    for (let i = 0; i < 10; i++) {
      const miss = await api.post(
        '/api/leavemessage/getmessage',
        { email, m_no: `MR000000-${i}AAAAA` },
        { ip, lang: 'en' },
      );
      expect(miss.body.msg).toBe('No message matches this e-mail address and case number');
    }
    const blocked = await api.post('/api/leavemessage/getmessage', { email, m_no: mNo }, { ip, lang: 'en' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers?.['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.msg).toMatch(/^Too many failed look-ups, please try again in \d+ minute/);
    // Someone else's failures do not block the owner looking up from their own address.
    const elsewhere = await api.post(
      '/api/leavemessage/getmessage',
      { email, m_no: mNo },
      { ip: '10.9.9.10', lang: 'en' },
    );
    expect(elsewhere.body.code).toBe(1);
    t.clock.advance(15 * 60_000);
    const open = await api.post('/api/leavemessage/getmessage', { email, m_no: mNo }, { ip, lang: 'en' });
    expect(open.body.code).toBe(1);
  });

  it('counts look-ups before checking them: a parallel burst gets no more tries than the limit', async () => {
    const code = await codeFor(email);
    const mNo = (
      await api.post<string>('/api/leavemessage/postAdvise', { ...enquiryForm(email), email_code: code })
    ).body.data;
    const burst = await Promise.all([
      ...Array.from({ length: 40 }, (_, i) =>
        api.post('/api/leavemessage/getmessage', { email, m_no: `MR000000-${i}BBBBB` }, { ip, lang: 'en' }),
      ),
      api.post('/api/leavemessage/getmessage', { email, m_no: mNo }, { ip, lang: 'en' }),
    ]);
    const checked = burst.filter((answer) => answer.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(10);
    // The right pair came last: the limit was used up by then.
    expect(burst.at(-1)!.status).toBe(429);
    t.clock.advance(15 * 60_000);
  });

  it('lets the browser that sent an enquiry look it up however many strangers failed against its address', async () => {
    const code = await codeFor(email);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/leavemessage/postAdvise',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...enquiryForm(email), email_code: code }),
    });
    const mNo = (sent.json() as { data: string }).data;
    const mark = sent.cookies.find((c) => c.name === 'visitor_device')!;
    expect(mark.httpOnly).toBe(true);
    // Strangers from 40 addresses, one failure each: the address's own limit (30) is used up.
    for (let i = 0; i < 40; i++) {
      await api.post(
        '/api/leavemessage/getmessage',
        { email, m_no: `MR000000-${i}CCCCC` },
        { ip: `10.8.0.${i}` },
      );
    }
    const lookUp = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/leavemessage/getmessage',
        remoteAddress: '10.8.1.1',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        payload: JSON.stringify({ email, m_no: mNo }),
      });
    expect((await lookUp()).statusCode).toBe(429);
    const owner = await lookUp(`visitor_device=${mark.value}`);
    expect(owner.statusCode).toBe(200);
    expect((owner.json() as { code: number }).code).toBe(1);
    // A made-up mark is no mark.
    expect((await lookUp('visitor_device=forged')).statusCode).toBe(429);
    t.clock.advance(15 * 60_000);
  });

  it('limits codes per sender and address per hour; past the shared limit asks for work (desk-denial.test.ts)', async () => {
    // Limits count in fixed clock hours: start at the top of one so the sends share it.
    t.clock.now = Math.ceil(t.clock.now / 3600_000) * 3600_000;
    for (let i = 0; i < 5; i++) {
      await codeFor(email, ip);
      t.clock.advance(61_000);
    }
    const sixth = await api.post('/api/common/sendEmail', undefined, { query: { email }, lang: 'en' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.msg).toMatch(/^Too many requests/);
    await codeFor(email, '10.1.1.1');
    t.clock.advance(61_000);
    const shared = await api.post('/api/common/sendEmail', undefined, {
      query: { email },
      ip: '10.1.1.2',
      lang: 'en',
    });
    expect(shared.status).toBe(429);
    expect(shared.body.msg).toMatch(/^Many requests were made for this e-mail address lately/);
    t.clock.advance(3600_000);
  });

  it('forgets a code the mail server refused, so the visitor can ask again at once', async () => {
    smtp.failNext(1);
    const failed = await api.post('/api/common/sendEmail', undefined, { query: { email }, lang: 'en' });
    expect(failed.body).toEqual({
      code: 0,
      msg: 'Failed to obtain, please check and re-obtain!',
      data: null,
    });
    await codeFor(email);
  });

  it('answers a bot that fills in the honeypot as if saved, and saves nothing', async () => {
    await api.post('/api/common/sendEmail', undefined, { query: { email } });
    const bot = await api.post<string>('/api/leavemessage/postAdvise', {
      ...enquiryForm(email),
      website: 'http://spam.example',
    });
    expect(bot.body.code).toBe(1);
    expect(bot.body.data).toMatch(/^MR\d{6}-/);
    const lookup = await api.post(
      '/api/leavemessage/getmessage',
      { email, m_no: bot.body.data },
      { lang: 'en' },
    );
    expect(lookup.body.msg).toBe('No message matches this e-mail address and case number');
  });

  it('refuses a form sent faster than a person can fill it in, in the visitor language, saving nothing', async () => {
    const code = await codeFor(email);
    const hurried = await api.post<string>(
      '/api/leavemessage/postAdvise',
      { ...enquiryForm(email), email_code: code, fill_ms: 800 },
      { lang: 'zh' },
    );
    expect(hurried.body).toEqual({ code: 0, msg: '提交过快！请再检查一遍留言内容后重新提交。', data: null });
    // The code was not used up: the same form sent at a human pace goes through with it.
    const human = await api.post<string>('/api/leavemessage/postAdvise', {
      ...enquiryForm(email),
      email_code: code,
      fill_ms: 45_000,
    });
    expect(human.body.code).toBe(1);
  });

  it('takes a JSON body or a plain form post as well as the query', async () => {
    const json = await api.post('/api/common/sendEmail', { email }, { lang: 'en' });
    expect(json.body.msg).toBe('Verification code has been sent, please go to the email to check');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/leavemessage/postAdvise?lang=en',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...enquiryForm(email), name: '' } as unknown as Record<
        string,
        string
      >).toString(),
    });
    expect(form.json()).toEqual({ code: 0, msg: 'Please enter your name', data: null });
  });

  it('gives case numbers that do not follow from one another', async () => {
    const code = await codeFor(email);
    const numbers = [
      (await api.post<string>('/api/leavemessage/postAdvise', { ...enquiryForm(email), email_code: code }))
        .body.data,
    ];
    for (let i = 0; i < 4; i++)
      numbers.push((await api.post<string>('/api/leavemessage/postAdvise', enquiryForm(email))).body.data);
    expect(new Set(numbers).size).toBe(5);
    // Random tails: two numbers in a row share at most a few characters in place.
    const tails = numbers.map((m) => m.split('-')[1]!);
    for (let i = 1; i < tails.length; i++) {
      const same = [...tails[i]!].filter((c, j) => c === tails[i - 1]![j]).length;
      expect(same).toBeLessThan(4);
    }
  });
});
