import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, startTestApp, type TestApp } from '../helpers/app.js';
import { signedIn } from '../helpers/staff.js';

describeEachDialect('request ids', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('gives every answer an id, keeping a plain one the client or proxy sent', async () => {
    const plain = await t.app.inject({ url: '/api/cate/getCateListProduct' });
    expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42');
    const odd = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': '<script>x</script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the id in every error answer, public and staff', async () => {
    for (const answer of [
      await t.app.inject({ url: '/api/nothing-here' }),
      await t.app.inject({ url: '/api/product/getProduct?id=abc' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/leavemessage/getmessage',
        payload: '{bad json',
        headers: { 'content-type': 'application/json' },
      }),
    ]) {
      const body = answer.json() as { code: number; request_id: string };
      expect(body.code).toBe(0);
      expect(body.request_id).toBe(answer.headers['x-request-id']);
    }
    const editor = await signedIn(t.app, 'editor');
    const refused = await editor.put('/items/1', { image: 'javascript:x' });
    expect(refused.status).toBe(400);
    expect(refused.body.request_id).toBe(refused.headers['x-request-id']);
    const anonymous = await t.app.inject({ url: '/admin/api/items' });
    expect(anonymous.statusCode).toBe(401);
    expect((anonymous.json() as { request_id: string }).request_id).toBe(anonymous.headers['x-request-id']);
  });
});
