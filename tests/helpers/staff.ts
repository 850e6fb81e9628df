import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { StaffRole } from '#server/db/schema.js';
import { base32Decode, hotp, totpStep } from '#server/lib/totp.js';
import { madeInBeforeAll } from './suite.js';

export const ORIGIN = 'http://valve.test';
export const PASSWORD = 'correct horse battery';

export interface StaffResponse<T> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T;
}

/** What a change that wants a fresh proof answers (403): what the proof must hold. */
export interface StepUpRefusal {
  message: string;
  errors: Record<string, string>;
  step_up?: { totp: boolean; passkey: boolean; in_request: boolean };
}

/**
 * Calls /admin/api as the console does: JSON, the session cookie it was given, and the site's
 * Origin on changes (a browser sends it on same-origin POST/PUT/DELETE). Like the console, when a
 * change wants a proof of the last minutes and the member has only a password, it gives the
 * password it signed in with (POST /auth/step-up) and tries once more; `stepUp: false` does not.
 */
export function staffClient(
  app: FastifyInstance,
  options: { ip?: string; lang?: 'en' | 'zh'; stepUp?: boolean } = {},
) {
  let cookie = '';
  // The mark of a browser that signed in before: kept, as a browser keeps it (no "new browser" mail).
  let device = '';
  /** The password this client signed in with, which its member would type to confirm a change. */
  let password: string | null = null;
  async function call<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts: { body?: unknown; query?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ): Promise<StaffResponse<T>> {
    const answer = await send<T>(method, url, opts);
    const need = (answer.body as StepUpRefusal | null)?.step_up;
    if (answer.status !== 403 || !need || need.in_request || need.totp || need.passkey) return answer;
    if (options.stepUp === false || password === null || url === '/auth/step-up') return answer;
    const stepUp = await send('POST', '/auth/step-up', { body: { password } });
    return stepUp.status === 200 ? send<T>(method, url, opts) : answer;
  }
  async function send<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts: { body?: unknown; query?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ): Promise<StaffResponse<T>> {
    const query = Object.fromEntries(
      Object.entries(opts.query ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    const response = await app.inject({
      method,
      url: `/admin/api${url}`,
      query,
      headers: {
        ...(method === 'GET' ? {} : { origin: ORIGIN }),
        ...(cookie || device ? { cookie: [cookie, device].filter(Boolean).join('; ') } : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.lang ? { 'accept-language': options.lang === 'zh' ? 'zh-CN' : 'en' } : {}),
        ...opts.headers,
      },
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      ...(opts.body !== undefined ? { payload: JSON.stringify(opts.body) } : {}),
    });
    const set = response.cookies.find((c) => c.name === 'staff_session');
    if (set) cookie = set.value ? `staff_session=${set.value}` : '';
    const mark = response.cookies.find((c) => c.name === 'staff_device');
    if (mark) device = `staff_device=${mark.value}`;
    const text = response.body;
    return {
      status: response.statusCode,
      headers: response.headers,
      body: (text ? JSON.parse(text) : null) as T,
    };
  }
  return {
    call,
    get: <T = Record<string, unknown>>(url: string, query?: Record<string, unknown>) =>
      call<T>('GET', url, { query }),
    post: <T = Record<string, unknown>>(url: string, body?: unknown) =>
      call<T>('POST', url, { body: body ?? {} }),
    put: <T = Record<string, unknown>>(url: string, body: unknown) => call<T>('PUT', url, { body }),
    del: <T = Record<string, unknown>>(url: string) => call<T>('DELETE', url),
    async login(email: string, typed = PASSWORD) {
      const answer = await call('POST', '/auth/login', { body: { email, password: typed } });
      if (answer.status === 200) password = typed;
      return answer;
    },
    /** A fresh proof in this session, as the console's dialog gives it. */
    stepUp: (proof: { password?: string; code?: string } = {}) =>
      call<{ step_up_until: number }>('POST', '/auth/step-up', {
        body: {
          password: proof.password ?? password ?? PASSWORD,
          ...(proof.code ? { code: proof.code } : {}),
        },
      }),
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
  };
}

export type StaffClient = ReturnType<typeof staffClient>;

let counter = 0;

/** The code an authenticator app shows for `secret` at `now`, `steps` 30-second steps away. */
export const codeAt = (secret: string, now: number, steps = 0) =>
  hotp(base32Decode(secret), totpStep(now) + steps);

/**
 * Sets up the authenticator app of a signed-in client's member as the security page does: the
 * key, then its first code with the member's proof (their password; a member with passkeys would
 * add one). Answers the key and the ten recovery codes.
 */
export async function enrolTotp(client: StaffClient, now: number, password = PASSWORD) {
  const start = await client.post<{ secret: string }>('/auth/totp/start');
  if (start.status !== 200) throw new Error(`totp/start answered ${start.status}`);
  const { secret } = start.body;
  const confirm = await client.post<{ recovery_codes: string[]; signed_in: boolean }>('/auth/totp/confirm', {
    code: codeAt(secret, now),
    proof: { password },
  });
  if (confirm.status !== 200) throw new Error(`totp/confirm answered ${JSON.stringify(confirm.body)}`);
  return { secret, recoveryCodes: confirm.body.recovery_codes, signedIn: confirm.body.signed_in };
}

/** A staff user of a role, straight into the database; answers its e-mail. */
export async function addStaff(app: FastifyInstance, role: StaffRole, email?: string): Promise<string> {
  const address = email ?? `${role}${++counter}@mapleriver-controls.example`;
  const row = await app.services.staff.users.create({
    email: address,
    name: `Test ${role}`,
    role,
    password: PASSWORD,
  });
  if (!row) throw new Error(`staff user ${address} exists`);
  return address;
}

/** A signed-in client of a new staff user of a role. */
export async function signedIn(app: FastifyInstance, role: StaffRole, options: { ip?: string } = {}) {
  const client = staffClient(app, options);
  const email = await addStaff(app, role);
  const login = await client.login(email);
  if (login.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(login.body)}`);
  return Object.assign(client, { email, id: (login.body as { id: number }).id });
}

/** A signed-in client of a staff user. */
export type Signed = Awaited<ReturnType<typeof signedIn>>;

/**
 * signedIn for the suite around the call, in a beforeAll after those registered before it (the
 * app's start): the answer stands for the signed-in client from then on.
 */
export function useSignedIn(t: { app: FastifyInstance }, role: StaffRole): Signed {
  let signed: Signed | undefined;
  beforeAll(async () => {
    signed = await signedIn(t.app, role);
  });
  return madeInBeforeAll(() => signed);
}

/** signedInTeam for the suite around the call, in a beforeAll as useSignedIn: each client from then on. */
export function useSignedInTeam(t: { app: FastifyInstance }): Record<'admin' | 'support' | 'editor', Signed> {
  let team: Record<'admin' | 'support' | 'editor', Signed> | undefined;
  beforeAll(async () => {
    team = await signedInTeam(t.app);
  });
  return {
    admin: madeInBeforeAll(() => team?.admin),
    support: madeInBeforeAll(() => team?.support),
    editor: madeInBeforeAll(() => team?.editor),
  };
}

/** An admin, a support agent and an editor, signed in in that order: who may do what. */
export async function signedInTeam(
  app: FastifyInstance,
): Promise<Record<'admin' | 'support' | 'editor', Signed>> {
  const admin = await signedIn(app, 'admin');
  const support = await signedIn(app, 'support');
  const editor = await signedIn(app, 'editor');
  return { admin, support, editor };
}

/** One file as the multipart body the console's upload sends (field `file`). */
export function multipart(filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----valveTestBoundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
