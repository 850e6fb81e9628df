import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { StaffRole } from '../../server/db/schema.js';
import { madeInBeforeAll } from './suite.js';

export const ORIGIN = 'http://valve.test';
export const PASSWORD = 'correct horse battery';

export interface StaffResponse<T> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T;
}

/**
 * Calls /admin/api as the console does: JSON, the session cookie it was given, and the site's
 * Origin on changes (a browser sends it on same-origin POST/PUT/DELETE).
 */
export function staffClient(app: FastifyInstance, options: { ip?: string; lang?: 'en' | 'zh' } = {}) {
  let cookie = '';
  // The mark of a browser that signed in before: kept, as a browser keeps it (no "new browser" mail).
  let device = '';
  async function call<T = Record<string, unknown>>(
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
    login: (email: string, password = PASSWORD) => call('POST', '/auth/login', { body: { email, password } }),
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

/** A staff user of a role, straight into the database; answers its e-mail. */
export async function addStaff(app: FastifyInstance, role: StaffRole, email?: string): Promise<string> {
  const address = email ?? `${role}${++counter}@mapleriver-controls.example`;
  const row = await app.services.staff.create({
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
