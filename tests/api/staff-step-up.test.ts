import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { expect, it } from 'vitest';
import { describeEachDialect, useTestApp } from '../helpers/app.js';
import { softwareAuthenticator } from '../helpers/passkey.js';
import {
  addStaff,
  codeAt,
  enrolTotp,
  ORIGIN,
  PASSWORD,
  staffClient,
  type StaffClient,
  type StepUpRefusal,
} from '../helpers/staff.js';

const STEP = 30_000;
const MINUTE = 60_000;

type Options = PublicKeyCredentialCreationOptionsJSON & StepUpRefusal;

const ASK_PASSWORD = "Confirm it's you: enter your password";
const ASK_BOTH = "Confirm it's you: enter your password and use your second factor";
const FACTOR_MISSING =
  'Use your second factor too: a code of your authenticator app, a recovery code or a passkey';

describeEachDialect('step-up: a fresh proof before sensitive changes', (dialect) => {
  // 127.0.0.1 (inject's own address when a test names none) is a proxy in front, as nginx would be.
  const t = useTestApp(dialect, { TRUST_PROXY: '127.0.0.1' });

  /** A signed-in member of a role from an address of their own; their client and e-mail. */
  async function member(role: 'admin' | 'editor', ip: string) {
    const client = staffClient(t.app, { ip, stepUp: false });
    const email = await addStaff(t.app, role);
    expect((await client.login(email)).status).toBe(200);
    const { id } = (await client.get<{ id: number }>('/auth/me')).body;
    return { client, email, id };
  }

  /**
   * Adds a passkey of a new software authenticator with `proof` in the options' request, as the
   * console does; answers the authenticator and the options it answered.
   */
  async function addPasskey(client: StaffClient, proof: { password: string; code?: string }) {
    const options = await client.post<Options>('/auth/passkeys/options', { proof });
    expect(options.status).toBe(200);
    const authenticator = softwareAuthenticator(ORIGIN);
    const added = await client.post('/auth/passkeys', {
      name: 'Office laptop',
      response: authenticator.create(options.body),
    });
    expect(added.status).toBe(200);
    return { authenticator, options: options.body };
  }

  it('a copied session cookie cannot add a passkey or remove a factor without a fresh proof', async () => {
    const owner = await member('editor', '10.61.0.1');
    await enrolTotp(owner.client, t.clock.now);
    // The owner confirmed it was them a minute ago; the cookie is copied to another machine.
    t.clock.advance(STEP);
    const thief = staffClient(t.app, { ip: '10.61.9.9' });
    thief.cookie = owner.client.cookie;
    expect((await thief.get('/auth/me')).body).toMatchObject({ email: owner.email });

    const authenticator = softwareAuthenticator(ORIGIN);
    const options = await thief.post<Options>('/auth/passkeys/options');
    if (options.status === 200)
      await thief.post('/auth/passkeys', { name: 'Not mine', response: authenticator.create(options.body) });
    expect(options.status).toBe(403);
    expect(options.body.message).toBe(ASK_BOTH);
    expect(options.body.step_up).toEqual({ totp: true, passkey: false, in_request: true });
    // A registration of a challenge the site never gave saves nothing.
    const forged = authenticator.create({
      challenge: 'bm90LWEtY2hhbGxlbmdlLW9mLXRoZS1zaXRl',
      rp: { id: 'valve.test', name: 'Maple River Controls' },
      user: { id: 'c3RhZmYtMQ', name: owner.email, displayName: owner.email },
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
    });
    expect((await thief.post('/auth/passkeys', { name: 'Not mine', response: forged })).status).toBe(400);

    // Knowing the password too is not enough: adding or removing a way in wants the second factor.
    for (const [method, url] of [
      ['POST', '/auth/passkeys/options'],
      ['DELETE', '/auth/totp'],
      ['POST', '/auth/recovery-codes'],
    ] as const) {
      const answer = await thief.call<StepUpRefusal>(method, url, {
        body: { password: PASSWORD, proof: { password: PASSWORD } },
      });
      expect(answer.status, url).toBe(403);
      expect(answer.body.errors, url).toEqual({ code: FACTOR_MISSING });
    }

    // The passkey the thief's authenticator holds signs nobody in, and the account is as it was.
    const stranger = staffClient(t.app, { ip: '10.61.9.10' });
    const request = await stranger.post<PublicKeyCredentialRequestOptionsJSON>('/auth/passkey/options');
    expect((await stranger.post('/auth/passkey', { response: authenticator.get(request.body) })).status).toBe(
      401,
    );
    expect((await owner.client.get('/auth/security')).body).toMatchObject({
      totp: true,
      recovery_codes_left: 10,
      passkeys: [],
    });
  });

  it('a recent step-up in the session does not open adding a way to sign in: the proof comes every time', async () => {
    const owner = await member('editor', '10.61.1.1');
    expect((await owner.client.stepUp()).status).toBe(200);
    const options = await owner.client.post<Options>('/auth/passkeys/options');
    expect(options.status).toBe(403);
    // A member without a second factor proves it is them with the password alone.
    expect(options.body).toMatchObject({
      message: ASK_PASSWORD,
      step_up: { totp: false, passkey: false, in_request: true },
    });
    const { authenticator, options: proven } = await addPasskey(owner.client, { password: PASSWORD });
    // The challenge was for one registration.
    const again = await owner.client.post('/auth/passkeys', {
      name: 'Again',
      response: authenticator.create(proven),
    });
    expect(again.status).toBe(400);
  });

  it('takes the proof in the request once: password, then an app code, a recovery code or a passkey of the member', async () => {
    const owner = await member('editor', '10.62.0.1');
    const { secret, recoveryCodes } = await enrolTotp(owner.client, t.clock.now);
    t.clock.advance(STEP);
    const code = codeAt(secret, t.clock.now);

    const wrong = await owner.client.post<StepUpRefusal>('/auth/passkeys/options', {
      proof: { password: 'not my password', code },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.errors).toEqual({ password: 'The current password is wrong' });
    expect(wrong.body.step_up).toEqual({ totp: true, passkey: false, in_request: true });

    const { authenticator } = await addPasskey(owner.client, { password: PASSWORD, code });
    // The same code again is spent.
    const replay = await owner.client.post<StepUpRefusal>('/auth/passkeys/options', {
      proof: { password: PASSWORD, code },
    });
    expect(replay.status).toBe(403);
    expect(replay.body.errors).toEqual({ code: 'This code is wrong, expired or already used' });

    // One's own passkey is a second factor for the proof.
    const security = await owner.client.get<{ passkeys: { id: number }[] }>('/auth/security');
    const passkeyId = security.body.passkeys[0]!.id;
    const challenge = await owner.client.post<PublicKeyCredentialRequestOptionsJSON>('/auth/step-up/options');
    expect(challenge.body.allowCredentials?.map((c) => c.id)).toEqual([authenticator.id]);
    const removed = await owner.client.call('DELETE', `/auth/passkeys/${passkeyId}`, {
      body: { proof: { password: PASSWORD, passkey: authenticator.get(challenge.body) } },
    });
    expect(removed.status).toBe(200);

    const fresh = await owner.client.post<{ recovery_codes: string[] }>('/auth/recovery-codes', {
      proof: { password: PASSWORD, code: recoveryCodes[0] },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.recovery_codes).toHaveLength(10);
    t.clock.advance(STEP);
    const off = await owner.client.call('DELETE', '/auth/totp', {
      body: { proof: { password: PASSWORD, code: codeAt(secret, t.clock.now) } },
    });
    expect(off.status).toBe(200);
    expect((await owner.client.get('/auth/security')).body).toMatchObject({ totp: false, passkeys: [] });
  });

  it('asks for a proof of the last five minutes, in that session only, before staff, role, webhook and security changes', async () => {
    const admin = await member('admin', '10.63.0.1');
    const other = await member('editor', '10.63.0.2');
    const hook = await t.app.services.desk.webhooks.create({
      url: 'https://crm.example.com/hooks/valve',
      events: ['enquiry.created'],
      description: '',
      active: 1,
    });
    const changes: [method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
      ['POST', '/auth/password', { current_password: PASSWORD, new_password: PASSWORD }],
      [
        'POST',
        '/staff',
        { email: 'new.member@mapleriver-controls.example', role: 'support', password: PASSWORD },
      ],
      ['PUT', `/staff/${other.id}`, { role: 'support', email: 'moved@mapleriver-controls.example' }],
      ['POST', `/staff/${other.id}/end-sessions`],
      ['POST', `/staff/${other.id}/reset-second-factor`],
      ['PUT', '/security-policy', { require_two_factor: false }],
      ['POST', '/webhooks', { url: 'https://crm.example.com/in', events: ['enquiry.closed'] }],
      ['PUT', `/webhooks/${hook.id}`, { description: 'CRM' }],
      ['POST', `/webhooks/${hook.id}/rotate`],
      ['DELETE', `/webhooks/${hook.id}`],
      ['DELETE', `/staff/${other.id}`],
    ];
    const attempt = ([method, url, body]: (typeof changes)[number]) =>
      admin.client.call<StepUpRefusal>(method, url, { body: body ?? {} });
    for (const change of changes) {
      const refused = await attempt(change);
      expect(refused.status, change[1]).toBe(403);
      expect(refused.body, change[1]).toMatchObject({
        message: ASK_PASSWORD,
        step_up: { totp: false, passkey: false, in_request: false },
      });
    }
    // Nothing changed; reading is open.
    const unchanged = await admin.client.get(`/staff/${other.id}`);
    expect(unchanged.body).toMatchObject({ role: 'editor', email: other.email });
    expect((await other.client.get('/auth/me')).status).toBe(200);

    const wrong = await admin.client.stepUp({ password: 'not the password' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ errors: { password: 'The current password is wrong' } });
    const proven = await admin.client.stepUp();
    expect(proven.status).toBe(200);
    expect(proven.body.step_up_until).toBe(t.clock.now + 5 * MINUTE);
    for (const change of changes) expect((await attempt(change)).status, change[1]).toBeLessThan(300);

    // Another session of the same admin has not proved anything.
    const laptop = staffClient(t.app, { ip: '10.63.0.3', stepUp: false });
    expect((await laptop.login(admin.email)).status).toBe(200);
    expect((await laptop.put('/security-policy', { require_two_factor: false })).status).toBe(403);
    // Five minutes later the proof has lapsed.
    t.clock.advance(5 * MINUTE);
    expect((await admin.client.put('/security-policy', { require_two_factor: false })).status).toBe(403);
  });

  it('wants the second factor in the step-up of a member who has one', async () => {
    const admin = await member('admin', '10.63.1.1');
    const { secret } = await enrolTotp(admin.client, t.clock.now);
    t.clock.advance(STEP);
    const passwordOnly = await admin.client.stepUp();
    expect(passwordOnly.status).toBe(403);
    expect(passwordOnly.body).toMatchObject({
      message: FACTOR_MISSING,
      errors: { code: FACTOR_MISSING },
      step_up: { totp: true, passkey: false, in_request: false },
    });
    const zh = staffClient(t.app, { ip: '10.63.1.1', lang: 'zh' });
    zh.cookie = admin.client.cookie;
    expect((await zh.put('/security-policy', { require_two_factor: false })).body.message).toBe(
      '请确认是您本人操作：请输入密码并完成第二重验证',
    );
    expect((await admin.client.stepUp({ code: codeAt(secret, t.clock.now) })).status).toBe(200);
    expect((await admin.client.put('/security-policy', { require_two_factor: false })).status).toBe(200);
  });

  it('marks the staff cookies Secure when a trusted proxy says the request came over https', async () => {
    const email = await addStaff(t.app, 'support');
    const signIn = (remoteAddress: string, forwarded: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/api/auth/login',
        headers: { origin: ORIGIN, 'content-type': 'application/json', ...forwarded },
        payload: JSON.stringify({ email, password: PASSWORD }),
        remoteAddress,
      });
    const secureOf = (answer: Awaited<ReturnType<typeof signIn>>) =>
      Object.fromEntries(
        answer.cookies
          .filter((c) => c.name === 'staff_session' || c.name === 'staff_device')
          .map((c) => [c.name, c.secure === true]),
      );
    // PUBLIC_URL is http here: behind the proxy that ended TLS, the cookies are still Secure.
    const proxied = await signIn('127.0.0.1', {
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9',
    });
    expect(proxied.statusCode).toBe(200);
    expect(secureOf(proxied)).toEqual({ staff_session: true, staff_device: true });
    // Anyone else's word for it counts for nothing; plain http through the proxy neither.
    const claimed = await signIn('10.64.0.9', { 'x-forwarded-proto': 'https' });
    expect(secureOf(claimed)).toEqual({ staff_session: false, staff_device: false });
    const plain = await signIn('127.0.0.1', {
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '203.0.113.9',
    });
    expect(secureOf(plain)).toEqual({ staff_session: false, staff_device: false });
  });
});
