import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StaffRole } from '#server/db/schema.js';
import { describeEachDialect, startTestApp, type TestApp } from '../helpers/app.js';
import { signedIn, staffClient, type StaffClient } from '../helpers/staff.js';

/** Who may read each resource (the console's menu follows the same rules). */
const READERS: Record<string, StaffRole[]> = {
  categories: ['admin', 'editor'],
  tags: ['admin', 'editor'],
  items: ['admin', 'editor'],
  products: ['admin', 'editor'],
  jobs: ['admin', 'editor'],
  config: ['admin', 'editor'],
  enquiries: ['admin', 'support'],
  feedback: ['admin', 'support'],
  staff: ['admin'],
  audit: ['admin'],
};

const ROLES: StaffRole[] = ['admin', 'editor', 'support'];

describeEachDialect('staff roles: every resource allowed and refused', (dialect) => {
  let t: TestApp;
  const as = {} as Record<StaffRole, StaffClient>;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    for (const role of ROLES) as[role] = await signedIn(t.app, role);
  });
  afterAll(() => t.close());

  it('answers 401 to every resource without a session', async () => {
    const anonymous = staffClient(t.app);
    for (const resource of Object.keys(READERS)) {
      const list = await anonymous.get(`/${resource}`);
      expect(list.status, resource).toBe(401);
      expect(list.body).toEqual({ message: 'Please sign in', errors: {} });
    }
    expect((await anonymous.get('/enquiries/counts')).status).toBe(401);
    expect((await anonymous.put('/items/1', { title: 'x' })).status).toBe(401);
  });

  for (const [resource, readers] of Object.entries(READERS)) {
    it(`lets ${readers.join(' and ')} list ${resource}, and refuses the others with 403`, async () => {
      for (const role of ROLES) {
        const answer = await as[role].get(`/${resource}`, { range: [0, 4] });
        if (readers.includes(role)) {
          expect(answer.status, `${role} ${resource}`).toBe(200);
          expect(Array.isArray(answer.body)).toBe(true);
          expect(answer.headers['content-range']).toMatch(new RegExp(`^${resource} \\d+-\\d+/\\d+$`));
        } else {
          expect(answer.status, `${role} ${resource}`).toBe(403);
          expect(answer.body).toEqual({ message: `Your role (${role}) may not do this`, errors: {} });
        }
      }
    });
  }

  it('refuses writes to roles without permission and leaves the record unchanged', async () => {
    const item = await as.editor.get<{ id: number; en_title: string }[]>('/items', { range: [0, 0] });
    const id = item.body[0]!.id;
    const put = await as.support.put(`/items/${id}`, { en_title: 'Changed by support' });
    expect(put.status).toBe(403);
    expect((await as.editor.get(`/items/${id}`)).body.en_title).toBe(item.body[0]!.en_title);

    const upload = await as.support.call('POST', '/uploads', {
      body: {},
    });
    expect(upload.status).toBe(403);
    expect((await as.editor.post('/enquiries/1/reply', { content: 'hello' })).status).toBe(403);
    expect(
      (await as.editor.post('/staff', { email: 'x@example.com', role: 'admin', password: 'long enough pw' }))
        .status,
    ).toBe(403);
    expect((await as.support.put('/config/site', {})).status).toBe(403);
    // The Chinese wording for a Chinese console.
    const zh = staffClient(t.app, { lang: 'zh' });
    zh.cookie = as.support.cookie;
    expect((await zh.get('/staff')).body.message).toBe('您的角色（support）无权执行此操作');
  });

  it('lets every role read and change its own identity', async () => {
    for (const role of ROLES) {
      const me = await as[role].get('/auth/me');
      expect(me.status).toBe(200);
      expect(me.body.role).toBe(role);
    }
  });

  it('answers no-store on every staff answer, refusals included', async () => {
    expect((await as.admin.get('/staff')).headers['cache-control']).toBe('no-store');
    expect((await as.support.get('/staff')).headers['cache-control']).toBe('no-store');
    expect((await staffClient(t.app).get('/items')).headers['cache-control']).toBe('no-store');
  });
});
