import { solveChallenge } from 'altcha-lib/v1';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachDialect, useTestAppWithMail } from '../helpers/app.js';
import { client, enquiryForm, type Envelope } from '../helpers/http.js';

/**
 * No stranger can stop a real visitor from using the desk, and nobody can speak in a
 * visitor's name. Strangers come from other addresses and have no device cookie (`stranger`).
 */

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** What the site's own forms do with a `data.pow` answer: solve it and send it in the header. */
async function solve(answer: Envelope<unknown>): Promise<Record<string, string>> {
  const { pow } = answer.data as { pow: Challenge };
  const solution = await solveChallenge(pow.challenge, pow.salt, pow.algorithm, pow.maxnumber).promise;
  if (!solution) throw new Error('the challenge had no solution');
  const payload = { ...pow, number: solution.number };
  return { 'x-proof-of-work': Buffer.from(JSON.stringify(payload)).toString('base64') };
}

const HOUR = 3600_000;

describeEachDialect('the desk cannot be denied to its visitor', (dialect) => {
  const { t, smtp } = useTestAppWithMail(dialect);
  let n = 0;
  let victim: string;
  const api = () => client(t.app);

  beforeEach(() => {
    victim = `victim${++n}@example.com`;
    // Limits count in fixed clock hours: every test starts at the top of a new one.
    t.clock.now = (Math.ceil(t.clock.now / HOUR) + 1) * HOUR;
  });

  const mailsTo = (address: string) => smtp.inbox.filter((m) => smtp.recipient(m).includes(address));

  /** Asks for a code from `ip` and reads it from the mail. */
  async function codeFor(address: string, ip: string, headers: Record<string, string> = {}) {
    const before = smtp.inbox.length;
    const sent = await api().post('/api/common/sendEmail', undefined, {
      query: { email: address },
      ip,
      lang: 'en',
      headers,
    });
    expect(sent.body.code, sent.body.msg).toBe(1);
    return smtp.codeFor(address, before);
  }

  /** The victim's own enquiry from its own browser (a code, then the device cookie). */
  async function ownEnquiry(ip: string): Promise<string> {
    const code = await codeFor(victim, ip);
    const sent = await api().post<string>(
      '/api/leavemessage/postAdvise',
      { ...enquiryForm(victim), email_code: code },
      { ip, lang: 'en' },
    );
    expect(sent.body.code, sent.body.msg).toBe(1);
    t.clock.advance(61_000);
    return sent.body.data;
  }

  it('item 1: a verified address is verified in its own browser only; a stranger cannot write in its name', async () => {
    await ownEnquiry('10.26.1.1');
    const mailsBefore = mailsTo(victim).length;
    for (let i = 0; i < 9; i++) {
      const ip = `10.26.2.${i}`;
      const check = await api().post('/api/leavemessage/checkEmail', undefined, {
        query: { email: victim },
        ip,
        stranger: true,
      });
      // docs/product.md §4: falsy opens the code dialog; the code goes to the victim's mailbox only.
      expect(check.body.data).toBe(false);
      const sent = await api().post('/api/leavemessage/postAdvise', enquiryForm(victim), {
        ip,
        lang: 'en',
        stranger: true,
      });
      expect(sent.body).toEqual({ code: 0, msg: 'Please enter your email verification code', data: null });
      expect(sent.headers['set-cookie']).toBeUndefined();
    }
    expect(mailsTo(victim)).toHaveLength(mailsBefore);
    // The victim's own browser still sends at once, its hourly quota untouched.
    expect(
      (await api().post('/api/leavemessage/checkEmail', undefined, { query: { email: victim } })).body.data,
    ).toBe(true);
    const own = await api().post<string>('/api/leavemessage/postAdvise', enquiryForm(victim), {
      ip: '10.26.1.1',
      lang: 'en',
    });
    expect(own.body.code, own.body.msg).toBe(1);
  });

  it('items 2 and 3: strangers filling the per-address limits make the owner prove work, never lock it out', async () => {
    const mNo = await ownEnquiry('10.26.3.1');

    // 40 failed look-ups of the victim's address from 40 addresses (4 each would do as well).
    for (let i = 0; i < 40; i++) {
      const miss = await api().post(
        '/api/leavemessage/getmessage',
        { email: victim, m_no: 'MR000000-AAAAAA' },
        { ip: `10.26.4.${i}`, lang: 'en', stranger: true },
      );
      expect(miss.body.code).toBe(0);
    }
    // The owner's phone (no cookie, new address) opens the mailed link: asked for work, not refused.
    const phone = { ip: '10.26.5.1', lang: 'en' as const, stranger: true };
    const asked = await api().post('/api/leavemessage/getmessage', { email: victim, m_no: mNo }, phone);
    expect(asked.status).toBe(429);
    expect(asked.body.code).toBe(0);
    expect(asked.body.msg).toMatch(/^Many requests were made for this e-mail address lately/);
    const headers = await solve(asked.body);
    const found = await api().post<{ m_no: string }>(
      '/api/leavemessage/getmessage',
      { email: victim, m_no: mNo },
      { ...phone, headers },
    );
    expect(found.body.code, found.body.msg).toBe(1);
    expect(found.body.data.m_no).toBe(mNo);
    // One solution, one request.
    const replayed = await api().post(
      '/api/leavemessage/replymessage',
      { email: victim, m_no: mNo, content: 'Any news?' },
      { ...phone, headers },
    );
    expect(replayed.status).toBe(429);
    expect(replayed.body.msg).toBe('The browser check did not succeed, please send the form again');
    // The browser with the device cookie is never asked, and the answer in Chinese says the same.
    const own = await api().post(
      '/api/leavemessage/replymessage',
      { email: victim, m_no: mNo, content: 'Hi' },
      {
        ip: '10.26.3.1',
        lang: 'en',
      },
    );
    expect(own.body.code, own.body.msg).toBe(1);
    const zh = await api().post(
      '/api/leavemessage/getmessage',
      { email: victim, m_no: mNo },
      {
        ...phone,
        lang: 'zh',
      },
    );
    expect(zh.body.msg).toMatch(/^近期针对该邮箱的请求较多/);

    // One stranger's address is still refused outright past its own limit.
    for (let i = 0; i < 10; i++)
      await api().post(
        '/api/leavemessage/getmessage',
        { email: `other${i}@example.com`, m_no: 'MR000000-AAAAAA' },
        {
          ip: '10.26.6.1',
          stranger: true,
        },
      );
    const blocked = await api().post(
      '/api/leavemessage/getmessage',
      { email: victim, m_no: mNo },
      {
        ip: '10.26.6.1',
        lang: 'en',
        stranger: true,
      },
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body.msg).toMatch(/^Too many failed look-ups/);
  });

  it('item 3: code requests by strangers make a new visitor prove work, and the address gets a bounded number of mails', async () => {
    for (let i = 0; i < 6; i++) {
      await codeFor(victim, `10.26.7.${i}`);
      t.clock.advance(61_000);
    }
    const mine = { query: { email: victim }, ip: '10.26.8.1', lang: 'en' as const };
    const asked = await api().post('/api/common/sendEmail', undefined, mine);
    expect(asked.status).toBe(429);
    expect(asked.body.code).toBe(0);
    expect(asked.body.data).toMatchObject({ pow_header: 'x-proof-of-work' });
    // The visitor's browser solves it and gets its code.
    await codeFor(victim, '10.26.8.1', await solve(asked.body));
    t.clock.advance(61_000);

    // A stranger who solves every challenge, from ever new addresses: at most 12 mails an hour.
    for (let i = 0; i < 8; i++) {
      const again = await api().post('/api/common/sendEmail', undefined, {
        query: { email: victim },
        ip: `10.26.9.${i}`,
        lang: 'en',
      });
      expect(again.status).toBe(429);
      const mailed = mailsTo(victim).length;
      const solved = await api().post('/api/common/sendEmail', undefined, {
        query: { email: victim },
        ip: `10.26.9.${i}`,
        lang: 'en',
        headers: await solve(again.body),
      });
      if (mailed < 12) {
        expect(solved.body.code, solved.body.msg).toBe(1);
        await smtp.waitFor(victim, undefined, smtp.inbox.indexOf(mailsTo(victim)[mailed - 1]!) + 1);
      } else {
        expect(solved.status).toBe(429);
        expect(solved.body.msg).toMatch(
          /^We have already e-mailed 12 codes to this address in the last hour\. Please use the most recent one/,
        );
      }
      t.clock.advance(61_000);
    }
    await smtp.waitFor(victim, () => mailsTo(victim).length >= 12);
    expect(mailsTo(victim)).toHaveLength(12);
  });
});

describeEachDialect('behind a proxy: the client is the right-most untrusted address', (dialect) => {
  for (const setting of ['true', '1', '127.0.0.1', 'loopback'])
    describe(`TRUST_PROXY=${setting}`, () => {
      const { t } = useTestAppWithMail(dialect, { TRUST_PROXY: setting });

      it('a forged left-most X-Forwarded-For does not sidestep a per-address limit', async () => {
        const lookup = (forged: string) =>
          t.app.inject({
            method: 'POST',
            url: '/api/leavemessage/getmessage',
            remoteAddress: '127.0.0.1',
            headers: {
              'content-type': 'application/json',
              'accept-language': 'en',
              // What the client wrote, then what the balancer appended: the address it saw.
              'x-forwarded-for': `${forged}, 203.0.113.9`,
            },
            payload: JSON.stringify({ email: `guess@example.com`, m_no: 'MR000000-AAAAAA' }),
          });
        for (let i = 0; i < 10; i++) expect((await lookup(`198.51.100.${i}`)).statusCode).toBe(200);
        const refused = await lookup('198.51.100.200');
        expect(refused.statusCode).toBe(429);
        expect(refused.json<Envelope>().msg).toMatch(/^Too many failed look-ups/);
      });
    });
});
