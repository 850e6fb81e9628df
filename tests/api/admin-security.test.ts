import { expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { describeEachDialect, useTestAppWithMail } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import {
  addStaff,
  codeAt,
  enrolTotp,
  PASSWORD,
  signedIn,
  staffClient,
  type StaffClient,
} from '../helpers/staff.js';

const MINUTE = 60_000;
const STEP = 30_000;

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describeEachDialect('staff second factor, password reset and sessions', (dialect) => {
  const { t, smtp } = useTestAppWithMail(dialect);

  /** A member who enrolled an authenticator app: their client (signed in) and key. */
  async function withTotp(options: { ip?: string; lang?: 'en' | 'zh' } = {}) {
    const email = await addStaff(t.app, 'editor');
    const client = staffClient(t.app, options);
    expect((await client.login(email)).status).toBe(200);
    const { secret, recoveryCodes } = await enrolTotp(client, t.clock.now);
    // The key is never shown again.
    expect(JSON.stringify((await client.get('/auth/security')).body)).not.toContain(secret);
    return { email, client, secret, recoveryCodes };
  }

  /** Signs in with the password: the client now holds a session waiting for its second factor. */
  async function passwordStep(email: string, options: { ip?: string } = {}): Promise<StaffClient> {
    const client = staffClient(t.app, options);
    const login = await client.login(email);
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ next: 'second-factor', totp: true, passkey: false });
    return client;
  }

  it('enrols an authenticator app by key and first code, then asks for a code after the password', async () => {
    const since = smtp.inbox.length;
    const { email, secret, recoveryCodes } = await withTotp();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    await smtp.waitFor(email, (m) => /Authenticator app added/.test(m.subject ?? ''), since);

    t.clock.advance(3 * STEP);
    const client = await passwordStep(email);
    // Half signed in is not signed in.
    expect((await client.get('/auth/me')).status).toBe(401);
    const wrong = await client.post('/auth/second-factor', { code: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('This code is wrong, expired or already used');
    // A code of the previous 30 seconds still counts (clocks drift); the one before does not.
    expect((await client.post('/auth/second-factor', { code: codeAt(secret, t.clock.now, -2) })).status).toBe(
      401,
    );
    const ok = await client.post('/auth/second-factor', { code: codeAt(secret, t.clock.now, -1) });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ email, role: 'editor', recovery_codes_left: 10 });
    expect((await client.get('/auth/me')).body).toMatchObject({ email });
  });

  it('refuses a replayed code, even two sign-ins sending it at once', async () => {
    const { email, secret } = await withTotp();
    t.clock.advance(STEP);
    const code = codeAt(secret, t.clock.now);
    const [a, b] = [await passwordStep(email), await passwordStep(email)];
    const answers = await Promise.all([
      a.post('/auth/second-factor', { code }),
      b.post('/auth/second-factor', { code }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
    // And later, on a new sign-in, the spent code is still refused.
    const c = await passwordStep(email);
    expect((await c.post('/auth/second-factor', { code })).status).toBe(401);
    t.clock.advance(STEP);
    expect((await c.post('/auth/second-factor', { code: codeAt(secret, t.clock.now) })).status).toBe(200);
  });

  it('lets a parallel burst of wrong codes try no more than five, then refuses even the right code', async () => {
    const { email, secret } = await withTotp();
    t.clock.advance(STEP);
    const client = await passwordStep(email, { ip: '10.72.0.1' });
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.post('/auth/second-factor', { code: String(100000 + i).padStart(6, '0') }),
      ),
    );
    // Every answer other than 429 is a code that was checked. Each try is counted per address and
    // account, per address and per account, one counter after the other: on a database that runs
    // the burst in parallel a try can come in under one limit and over another, so fewer than five
    // may be checked, never more.
    const statuses = burst.map((r) => r.status);
    const checked = statuses.filter((s) => s !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.every((s) => s === 401)).toBe(true);
    const right = await client.post('/auth/second-factor', { code: codeAt(secret, t.clock.now) });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many wrong codes, please try again in \d+ minute\(s\)$/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(15 * MINUTE);
    const later = await passwordStep(email, { ip: '10.72.0.1' });
    expect((await later.post('/auth/second-factor', { code: codeAt(secret, t.clock.now) })).status).toBe(200);
  });

  it('signs in with a recovery code once, however it is typed', async () => {
    const { email, recoveryCodes } = await withTotp();
    const code = recoveryCodes[3]!;
    const client = await passwordStep(email);
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    const ok = await client.post('/auth/second-factor', { code: typed });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ recovery_codes_left: 9 });
    const again = await passwordStep(email);
    expect((await again.post('/auth/second-factor', { code })).status).toBe(401);
  });

  it('removes the app only with the password and a code, ending other sessions and mailing the owner', async () => {
    const { email, client, secret } = await withTotp();
    t.clock.advance(STEP);
    const other = await passwordStep(email);
    expect((await other.post('/auth/second-factor', { code: codeAt(secret, t.clock.now) })).status).toBe(200);
    t.clock.advance(STEP);
    const code = codeAt(secret, t.clock.now);
    const wrong = await client.call('DELETE', '/auth/totp', {
      body: { proof: { password: 'not it at all', code } },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ errors: { password: 'The current password is wrong' } });
    const since = smtp.inbox.length;
    expect(
      (await client.call('DELETE', '/auth/totp', { body: { proof: { password: PASSWORD, code } } })).status,
    ).toBe(200);
    expect((await other.get('/auth/me')).status).toBe(401);
    expect((await client.get('/auth/me')).status).toBe(200);
    await smtp.waitFor(email, (m) => /Authenticator app removed/.test(m.subject ?? ''), since);
    expect((await staffClient(t.app).login(email)).body).toMatchObject({ email });
  });

  it('sends staff without a second factor to enrol when admins require one, and admins can reset one', async () => {
    const admin = staffClient(t.app);
    const adminEmail = await addStaff(t.app, 'admin');
    expect((await admin.login(adminEmail)).status).toBe(200);
    const editor = staffClient(t.app);
    expect((await editor.put('/security-policy', { require_two_factor: true })).status).toBe(401);
    expect((await admin.put('/security-policy', { require_two_factor: true })).body).toEqual({
      require_two_factor: true,
    });
    try {
      const email = await addStaff(t.app, 'support');
      const member = staffClient(t.app, { lang: 'zh' });
      expect((await member.login(email)).body).toEqual({ next: 'enrol', totp: false, passkey: false });
      expect((await member.get('/auth/me')).status).toBe(401);
      expect((await member.get('/enquiries')).body.message).toBe('请先完成第二重验证再继续');
      const security = await member.get('/auth/security');
      expect(security.body).toMatchObject({ totp: false, require_two_factor: true, enrolling: true });
      const { secret } = (await member.post<{ secret: string }>('/auth/totp/start')).body;
      const confirmed = await member.post('/auth/totp/confirm', {
        code: codeAt(secret, t.clock.now),
        proof: { password: PASSWORD },
      });
      expect(confirmed.body).toMatchObject({ signed_in: true });
      expect((await member.get('/auth/me')).body).toMatchObject({ email });
      // The only factor cannot be removed while the rule stands.
      t.clock.advance(STEP);
      const removal = await member.call('DELETE', '/auth/totp', {
        body: { proof: { password: PASSWORD, code: codeAt(secret, t.clock.now) } },
      });
      expect(removal.status).toBe(409);

      // An admin resets it: logged, mailed in the member's language, every session ended.
      const { id } = (await member.get<{ id: number }>('/auth/me')).body;
      const since = smtp.inbox.length;
      expect((await admin.post(`/staff/${id}/reset-second-factor`)).status).toBe(200);
      expect((await member.get('/auth/me')).status).toBe(401);
      const mail = await smtp.waitFor(email, (m) => /第二重验证已被重置/.test(m.subject ?? ''), since);
      expect(mail.text).toContain(adminEmail);
      const audit = await admin.get<{ action: string; entity_id: string }[]>('/audit', {
        filter: { entity: 'staff_user' },
        sort: ['id', 'DESC'],
      });
      expect(audit.body.some((a) => a.action === 'second-factor-reset' && a.entity_id === String(id))).toBe(
        true,
      );
      expect((await staffClient(t.app).login(email)).body).toMatchObject({ next: 'enrol' });
    } finally {
      await admin.put('/security-policy', { require_two_factor: false });
    }
  });

  it('mails a reset link that works once, for 15 minutes, and answers every address alike', async () => {
    const email = await addStaff(t.app, 'editor');
    const elsewhere = staffClient(t.app);
    expect((await elsewhere.login(email)).status).toBe(200);
    const visitor = staffClient(t.app, { ip: '10.20.0.1' });
    const since = smtp.inbox.length;
    const known = await visitor.post('/auth/forgot', { email: email.toUpperCase() });
    const unknown = await visitor.post('/auth/forgot', { email: 'nobody@mapleriver-controls.example' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toMatch(/^If this address belongs to a staff account/);
    const bad = await visitor.post('/auth/forgot', { email: 'not an address' });
    expect(bad.status).toBe(400);

    const mail = await smtp.waitFor(email, (m) => /Reset the password/.test(m.subject ?? ''), since);
    const link = /http:\/\/valve\.test\/admin\/reset#([\w-]{43})/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect(
      smtp.inbox.slice(since).some((m) => smtp.recipient(m).includes('nobody@mapleriver-controls.example')),
    ).toBe(false);

    // The new password follows the usual rule, and a refused one does not spend the link.
    const short = await visitor.post('/auth/reset', { token, password: 'short' });
    expect(short.status).toBe(400);
    const reset = await visitor.post('/auth/reset', { token, password: 'a brand new password' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toMatch(/^Your password is set/);
    expect((await elsewhere.get('/auth/me')).status).toBe(401);
    const again = await visitor.post('/auth/reset', { token, password: 'another new password' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This link has expired or was already used; ask for a new one');
    expect((await staffClient(t.app).login(email, 'a brand new password')).status).toBe(200);
    await smtp.waitFor(email, (m) => /password of your .* was changed/.test(m.subject ?? ''), since);

    // A link 15 minutes old is refused.
    const before = smtp.inbox.length;
    await staffClient(t.app, { ip: '10.20.0.2' }).post('/auth/forgot', { email });
    const second = await smtp.waitFor(email, (m) => /Reset the password/.test(m.subject ?? ''), before);
    const late = /#([\w-]{43})/.exec(second.text ?? '')![1]!;
    t.clock.advance(15 * MINUTE);
    expect((await visitor.post('/auth/reset', { token: late, password: 'too late a password' })).status).toBe(
      400,
    );
  });

  it('throttles reset requests per address and mails an account no more than three links an hour', async () => {
    const email = await addStaff(t.app, 'support');
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push((await staffClient(t.app, { ip: `10.30.0.${i}` }).post('/auth/forgot', { email })).status);
    }
    // Five per e-mail an hour, from any address, known or not.
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    const unknown = [];
    for (let i = 0; i < 6; i++) {
      unknown.push(
        (
          await staffClient(t.app, { ip: `10.31.0.${i}` }).post('/auth/forgot', {
            email: 'ghost@example.com',
          })
        ).status,
      );
    }
    expect(unknown).toEqual(answers);
    const same = staffClient(t.app, { ip: '10.32.0.1', lang: 'zh' });
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await same.post('/auth/forgot', { email: `someone${i}@example.com` })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const refused = await same.post('/auth/forgot', { email: 'late@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^重设请求过多，请 \d+ 分钟后再试$/);
    // Only three links reached the member, though five requests were answered.
    await expect
      .poll(async () => {
        const rows = await t.database.db
          .selectFrom('audit_log')
          .select('id')
          .where('action', '=', 'password-reset-requested')
          .where('entity_id', '=', String((await t.app.services.staff.users.byEmail(email))!.id))
          .execute();
        return rows.length;
      })
      .toBe(3);
  });

  it('lists sessions with browser and address, and an ended session is refused at once on every instance', async () => {
    const email = await addStaff(t.app, 'editor');
    const laptop = staffClient(t.app, { ip: '10.40.0.1' });
    await laptop.call('POST', '/auth/login', {
      body: { email, password: PASSWORD },
      headers: { 'user-agent': CHROME_LINUX },
    });
    // A second instance of the site on the same database, as behind a load balancer.
    const second = await buildApp(t.config, { ssr: 'none', logger: false, now: () => t.clock.now });
    try {
      const phone = staffClient(second, { ip: '10.40.0.2' });
      expect((await phone.login(email)).status).toBe(200);
      const list =
        await laptop.get<
          { id: string; browser: string; os: string; ip: string; current: boolean; create_time: number }[]
        >('/auth/sessions');
      expect(list.body).toHaveLength(2);
      const mine = list.body.find((s) => s.current)!;
      expect(mine).toMatchObject({ browser: 'Chrome 131', os: 'Linux', ip: '10.40.0.1' });
      const theirs = list.body.find((s) => !s.current)!;
      expect(theirs.ip).toBe('10.40.0.2');
      expect(JSON.stringify(list.body)).not.toContain(laptop.cookie.split('=')[1]);

      expect((await phone.get('/auth/me')).status).toBe(200);
      expect((await laptop.del(`/auth/sessions/${theirs.id}`)).status).toBe(200);
      expect((await phone.get('/auth/me')).status).toBe(401);
      expect((await laptop.get('/auth/me')).status).toBe(200);

      // Another member cannot end someone else's session.
      const stranger = staffClient(t.app);
      expect((await stranger.login(await addStaff(t.app, 'editor'))).status).toBe(200);
      expect((await stranger.del(`/auth/sessions/${mine.id}`)).status).toBe(404);

      // Sign out everywhere else, then an admin ends all of them.
      const tablet = staffClient(second);
      expect((await tablet.login(email)).status).toBe(200);
      expect((await laptop.post('/auth/sessions/end-others')).body).toEqual({ ended: 1 });
      expect((await tablet.get('/auth/me')).status).toBe(401);
      const admin = staffClient(second);
      expect((await admin.login(await addStaff(t.app, 'admin'))).status).toBe(200);
      const { id } = (await laptop.get<{ id: number }>('/auth/me')).body;
      expect((await admin.post(`/staff/${id}/end-sessions`)).body).toEqual({ ended: 1 });
      expect((await laptop.get('/auth/me')).status).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('mails the owner about a sign-in from a new browser in their console language, not from a known one', async () => {
    const email = await addStaff(t.app, 'support');
    const since = smtp.inbox.length;
    const signInFrom = (ip: string, device = '') =>
      t.app.inject({
        method: 'POST',
        url: '/admin/api/auth/login',
        headers: {
          origin: 'http://valve.test',
          'content-type': 'application/json',
          'accept-language': 'zh-CN',
          'user-agent': CHROME_LINUX,
          ...(device ? { cookie: `staff_device=${device}` } : {}),
        },
        payload: JSON.stringify({ email, password: PASSWORD }),
        remoteAddress: ip,
      });
    // The account's first sign-in is expected; that browser is then known, and not news either.
    const first = await signInFrom('10.50.0.1');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === 'staff_device')!.value;
    expect((await signInFrom('10.50.0.2', device)).statusCode).toBe(200);
    // A browser without the mark: the owner hears of it, in Chinese, the console language they use.
    expect((await signInFrom('10.50.0.9')).statusCode).toBe(200);
    const mail = await smtp.waitFor(email, (m) => (m.text ?? '').includes('10.50.0.9'), since);
    expect(mail.subject).toMatch(/有新的登录/);
    expect(mail.text).toContain('Chrome 131');
    const news = smtp.inbox
      .slice(since)
      .filter((m) => smtp.recipient(m).includes(email) && /新的登录/.test(m.subject ?? ''));
    expect(news).toHaveLength(1);
  });
  it("lets the owner's known browser past a stranger's 12 wrong codes: the right code and a recovery code sign in", async () => {
    // The owner's browser signed in before: it carries the account's staff_device mark.
    const { email, client: owner, secret, recoveryCodes } = await withTotp({ ip: '10.70.0.1' });
    t.clock.advance(STEP);
    // A stranger who knows the password guesses codes: refused after five from their address.
    const stranger = await passwordStep(email, { ip: '10.70.9.1' });
    const tries: number[] = [];
    for (let i = 0; i < 12; i++)
      tries.push((await stranger.post('/auth/second-factor', { code: String(200000 + i) })).status);
    expect(tries).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    // Past ten for the account, every browser that never signed in to it waits as well.
    const elsewhere = await passwordStep(email, { ip: '10.70.9.2' });
    const refused = await elsewhere.post('/auth/second-factor', { code: codeAt(secret, t.clock.now) });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many wrong codes, please try again in \d+ minute\(s\)$/);
    // The owner's own browser signs in with the right code, and with a recovery code.
    expect((await owner.login(email)).body).toEqual({ next: 'second-factor', totp: true, passkey: false });
    const withCode = await owner.post('/auth/second-factor', { code: codeAt(secret, t.clock.now) });
    expect(withCode.status).toBe(200);
    expect(withCode.body).toMatchObject({ email });
    expect((await owner.login(email)).status).toBe(200);
    const withRecovery = await owner.post('/auth/second-factor', { code: recoveryCodes[0] });
    expect(withRecovery.status).toBe(200);
    expect(withRecovery.body).toMatchObject({ email, recovery_codes_left: 9 });
    t.clock.advance(15 * MINUTE);
  });

  it('refuses a reset link mailed before the password changed: by the member, an admin, the command line or another link', async () => {
    /** Asks for a reset link (as "Forgot password?" does) and answers the token of its mail. */
    async function resetLink(email: string): Promise<string> {
      const since = smtp.inbox.length;
      expect((await staffClient(t.app, { ip: '10.71.1.1' }).post('/auth/forgot', { email })).status).toBe(
        200,
      );
      const mail = await smtp.waitFor(email, (m) => /Reset the password/.test(m.subject ?? ''), since);
      return /#([\w-]{43})/.exec(mail.text ?? '')![1]!;
    }
    const useLink = (token: string) =>
      staffClient(t.app, { ip: '10.71.9.9' }).post('/auth/reset', {
        token,
        password: 'the attacker password',
      });
    const expectRefused = async (token: string, email: string) => {
      const answer = await useLink(token);
      expect(answer.status, email).toBe(400);
      expect(answer.body.message).toBe('This link has expired or was already used; ask for a new one');
      expect(
        (await staffClient(t.app, { ip: '10.71.9.9' }).login(email, 'the attacker password')).status,
      ).toBe(401);
    };

    // The member changes it on the console's password page.
    const member = await signedIn(t.app, 'editor', { ip: '10.71.0.1' });
    const first = await resetLink(member.email);
    const changed = await member.post('/auth/password', {
      current_password: PASSWORD,
      new_password: 'the owner’s new password',
    });
    expect(changed.status).toBe(200);
    await expectRefused(first, member.email);

    // An admin sets a new one on the member's page.
    const admin = await signedIn(t.app, 'admin', { ip: '10.71.0.2' });
    const colleague = await signedIn(t.app, 'support', { ip: '10.71.0.3' });
    const second = await resetLink(colleague.email);
    expect((await admin.put(`/staff/${colleague.id}`, { password: 'set by an admin 2026' })).status).toBe(
      200,
    );
    await expectRefused(second, colleague.email);

    // `npm run staff -- password` on the server.
    const onServer = await addStaff(t.app, 'editor');
    const third = await resetLink(onServer);
    const cli = runCli('server/staffCli.ts', ['password', onServer], {
      DATA_DIR: t.config.dataDir,
      DATABASE_URL: t.config.databaseUrl,
      PUBLIC_URL: t.config.publicUrl,
      STAFF_PASSWORD: 'set on the server 2026',
    });
    expect(cli.err).toBe('');
    expect(cli.status).toBe(0);
    await expectRefused(third, onServer);

    // A newer link used: the older one goes with it.
    const forgetful = await addStaff(t.app, 'support');
    const older = await resetLink(forgetful);
    const newer = await resetLink(forgetful);
    expect(
      (
        await staffClient(t.app, { ip: '10.71.2.1' }).post('/auth/reset', {
          token: newer,
          password: 'my own new password',
        })
      ).status,
    ).toBe(200);
    await expectRefused(older, forgetful);
    expect(
      (await staffClient(t.app, { ip: '10.71.2.1' }).login(forgetful, 'my own new password')).status,
    ).toBe(200);
    // Its owner is told (and the mail is out before the suite closes the server).
    await smtp.waitFor(forgetful, (m) => /password of your .* was changed/.test(m.subject ?? ''));
  }, 120_000);
});
