import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { bootstrapAdmin } from '#server/services/staff/staff.js';
import { ConfigError, loadConfig } from '#server/config.js';
import { describeEachDialect, startTestApp, type TestApp } from '../helpers/app.js';
import { addStaff, ORIGIN, PASSWORD, signedIn, staffClient } from '../helpers/staff.js';

const MINUTE = 60_000;

describeEachDialect('staff sign-in, sessions and cross-site defence', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, {
      ADMIN_EMAIL: 'Boss@MapleRiver-Controls.example',
      ADMIN_PASSWORD: 'first admin password',
      STAFF_SESSION_IDLE_MINUTES: '30',
    });
  });
  afterAll(() => t.close());

  it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    const staff = staffClient(t.app);
    const login = await staff.login('boss@mapleriver-controls.example', 'first admin password');
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ email: 'boss@mapleriver-controls.example', role: 'admin' });
    expect((await staff.get('/auth/me')).body).toMatchObject({ role: 'admin' });
    // Two instances starting at once on one database make one admin, without an error.
    const { db } = t.database;
    const users = t.app.services.staff.users;
    await db.deleteFrom('staff_user').execute();
    const env = { adminEmail: 'twice@mapleriver-controls.example', adminPassword: 'a long password' };
    await Promise.all([bootstrapAdmin(users, env, t.app.log), bootstrapAdmin(users, env, t.app.log)]);
    expect((await users.all()).map((u) => u.email)).toEqual(['twice@mapleriver-controls.example']);
  });

  it('says at start how to create the first admin when there is none and none is configured', async () => {
    const { db } = t.database;
    const existing = await db.selectFrom('staff_user').selectAll().execute();
    await db.deleteFrom('staff_user').execute();
    const warnings: string[] = [];
    const log = {
      warn: (m: string) => warnings.push(m),
      info: () => undefined,
    } as unknown as FastifyBaseLogger;
    await bootstrapAdmin(t.app.services.staff.users, { adminEmail: '', adminPassword: '' }, log);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('ADMIN_EMAIL=you@example.com ADMIN_PASSWORD=… npm start');
    expect(warnings[0]).toContain('npm run staff -- add you@example.com --role admin');
    await db.insertInto('staff_user').values(existing).execute();
  });

  it('checks ADMIN_EMAIL and ADMIN_PASSWORD at start, naming the variable and never echoing the password', () => {
    expect(() =>
      loadConfig({ ADMIN_EMAIL: 'not-an-address', ADMIN_PASSWORD: 'long enough password' }),
    ).toThrow(/ADMIN_EMAIL must be an e-mail address/);
    let message = '';
    try {
      loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short9' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('ADMIN_PASSWORD must be at least 10 characters long');
    expect(message).not.toContain('short9');
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(/ADMIN_PASSWORD is not set/);
    expect(loadConfig({}).staffSessionIdleMinutes).toBe(120);
    expect(() => loadConfig({ STAFF_SESSION_IDLE_MINUTES: '0' })).toThrow(
      /STAFF_SESSION_IDLE_MINUTES must be between 1 and 720/,
    );
  });

  it('sets an HttpOnly, SameSite=Strict session cookie on /admin and answers the identity', async () => {
    const email = await addStaff(t.app, 'editor');
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin/api/auth/login',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: email.toUpperCase(), password: PASSWORD }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: expect.any(Number), email, name: 'Test editor', role: 'editor' });
    const cookie = response.cookies.find((c) => c.name === 'staff_session')!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' });
    expect(cookie.secure).toBeFalsy();
    expect(response.headers['cache-control']).toBe('no-store');
    // The database keeps a hash of the token, never the token.
    const sessions = await t.database.db.selectFrom('staff_session').select('id').execute();
    expect(sessions.map((s) => s.id)).not.toContain(cookie.value);
  });

  it('gives the same answer for an unknown address and a wrong password, and refuses a disabled user', async () => {
    const email = await addStaff(t.app, 'support');
    const staff = staffClient(t.app, { ip: '10.9.0.1' });
    const wrong = await staff.login(email, 'not the password');
    const unknown = await staff.login('nobody@mapleriver-controls.example', PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Wrong e-mail address or password', errors: {} });
    expect(unknown.body).toEqual(wrong.body);
    const zh = await staffClient(t.app, { ip: '10.9.0.1', lang: 'zh' }).login(email, 'not the password');
    expect(zh.body.message).toBe('邮箱或密码错误');

    await t.database.db.updateTable('staff_user').set({ status: 0 }).where('email', '=', email).execute();
    expect((await staff.login(email)).status).toBe(401);
  });

  it('refuses the sixth failed sign-in in 15 minutes with 429 and Retry-After, even with the right password', async () => {
    const email = await addStaff(t.app, 'editor');
    const staff = staffClient(t.app, { ip: '10.9.0.2' });
    for (let i = 0; i < 5; i++) expect((await staff.login(email, `wrong ${i}`)).status).toBe(401);
    const sixth = await staff.login(email);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(sixth.body.message).toMatch(/^Too many failed sign-ins, please try again in \d+ minute\(s\)$/);
    t.clock.advance(15 * MINUTE);
    expect((await staff.login(email)).status).toBe(200);
  });

  it('counts sign-ins before checking the password: 60 wrong and the right one at once get at most 5 checks', async () => {
    const email = await addStaff(t.app, 'editor');
    const staff = staffClient(t.app, { ip: '10.9.0.20' });
    const burst = await Promise.all([
      ...Array.from({ length: 60 }, (_, i) => staff.login(email, `wrong password ${i}`)),
      staff.login(email),
    ]);
    // Every answer other than 429 is a password that was checked.
    const checked = burst.filter((answer) => answer.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(burst.at(-1)!.status).toBe(429);
    t.clock.advance(15 * MINUTE);
  });

  it('does not let failures from other addresses lock the owner out of a browser that signed in before', async () => {
    const email = await addStaff(t.app, 'editor');
    const owner = staffClient(t.app, { ip: '10.9.1.1' });
    const first = await owner.login(email);
    expect(first.status).toBe(200);
    const mark = (first.headers['set-cookie'] as string[]).find((c) => c.startsWith('staff_device='))!;
    expect(mark).toMatch(/HttpOnly/i);
    // An attacker spreads failures over many addresses: the account's own limit (10) is used up.
    for (let i = 0; i < 12; i++) {
      const guess = await staffClient(t.app, { ip: `10.9.2.${i}` }).login(email, 'guess');
      expect(guess.status).toBe(i < 10 ? 401 : 429);
    }
    const stranger = staffClient(t.app, { ip: '10.9.3.1' });
    expect((await stranger.login(email)).status).toBe(429);
    // The owner, from a new address, with the browser that signed in before: let in.
    const travelling = staffClient(t.app, { ip: '10.9.3.2' });
    const again = await travelling.call('POST', '/auth/login', {
      body: { email, password: PASSWORD },
      headers: { cookie: mark.split(';')[0]! },
    });
    expect(again.status).toBe(200);
    t.clock.advance(15 * MINUTE);
  });

  it('throttles one address trying many accounts (20 failures per IP)', async () => {
    const staff = staffClient(t.app, { ip: '10.9.0.3' });
    for (let i = 0; i < 20; i++) await staff.login(`guess${i}@example.com`, 'password123');
    const email = await addStaff(t.app, 'editor');
    expect((await staff.login(email)).status).toBe(429);
    expect((await staffClient(t.app, { ip: '10.9.0.4' }).login(email)).status).toBe(200);
  });

  it('answers 401 without a session and after sign-out', async () => {
    const anonymous = staffClient(t.app);
    const me = await anonymous.get('/auth/me');
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ message: 'Please sign in', errors: {} });
    const staff = await signedIn(t.app, 'support');
    expect((await staff.get('/auth/me')).status).toBe(200);
    const cookie = staff.cookie;
    expect((await staff.post('/auth/logout')).status).toBe(200);
    staff.cookie = cookie;
    expect((await staff.get('/auth/me')).status).toBe(401);
  });

  it('ends a session after the idle time without requests, and slides it while in use', async () => {
    const staff = await signedIn(t.app, 'editor');
    for (let i = 0; i < 4; i++) {
      t.clock.advance(29 * MINUTE);
      expect((await staff.get('/auth/me')).status).toBe(200);
    }
    t.clock.advance(30 * MINUTE);
    const expired = await staff.get('/auth/me');
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Your session has ended, please sign in again');
  });

  it('ends a session 12 hours after sign-in however active it is', async () => {
    const staff = await signedIn(t.app, 'editor');
    for (let elapsed = 0; elapsed < 11 * 60; elapsed += 20) {
      t.clock.advance(20 * MINUTE);
      expect((await staff.get('/auth/me')).status).toBe(200);
    }
    t.clock.advance(60 * MINUTE);
    expect((await staff.get('/auth/me')).status).toBe(401);
  });

  it('changes the password and ends the user’s other sessions', async () => {
    const laptop = await signedIn(t.app, 'support');
    const tablet = staffClient(t.app);
    expect((await tablet.login(laptop.email)).status).toBe(200);

    const wrong = await laptop.post('/auth/password', {
      current_password: 'nope',
      new_password: 'a new long password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ current_password: 'The current password is wrong' });
    const short = await laptop.post('/auth/password', { current_password: PASSWORD, new_password: 'short' });
    expect(short.body.errors).toEqual({ new_password: 'At least 10 characters' });

    const ok = await laptop.post('/auth/password', {
      current_password: PASSWORD,
      new_password: 'a new long password',
    });
    expect(ok.status).toBe(200);
    expect((await laptop.get('/auth/me')).status).toBe(200);
    expect((await tablet.get('/auth/me')).status).toBe(401);
    expect((await staffClient(t.app).login(laptop.email)).status).toBe(401);
    expect((await staffClient(t.app).login(laptop.email, 'a new long password')).status).toBe(200);
  });

  it('refuses changes without our Origin (or Referer), and takes them from the site or its own host', async () => {
    const staff = await signedIn(t.app, 'editor');
    const job = { sort: 0, status: 1, peoplenum: 1, name: '测试岗位', en_name: 'Test position' };
    const missing = await staff.call('POST', '/jobs', { body: job, headers: { origin: '' } });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ message: 'cross-site request refused', errors: {} });
    const foreign = await staff.call('PUT', '/jobs/1', {
      body: job,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const sneaky = await staff.call('POST', '/jobs', {
      body: job,
      headers: { origin: 'http://valve.test.evil.example' },
    });
    expect(sneaky.status).toBe(403);
    expect(
      (await t.database.db.selectFrom('job').select('id').where('en_name', '=', 'Test position').execute())
        .length,
    ).toBe(0);

    const referer = await staff.call('POST', '/jobs', {
      body: job,
      headers: { origin: '', referer: 'http://valve.test/admin/#/jobs/create' },
    });
    expect(referer.status).toBe(201);
    // Reached by another name than PUBLIC_URL (an internal host): its own Host is same-origin.
    const ownHost = await staff.call('PUT', `/jobs/${(referer.body as { id: number }).id}`, {
      body: job,
      headers: { origin: 'http://10.0.0.5:3000', host: '10.0.0.5:3000' },
    });
    expect(ownHost.status).toBe(200);
  });

  it('serves no staff route under the public /api', async () => {
    const staff = await signedIn(t.app, 'admin');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/api/staff',
      headers: { cookie: staff.cookie },
    });
    expect(response.statusCode).toBe(404);
    const unknown = await staff.get('/no-such-resource');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: expect.any(String) });
  });
});
