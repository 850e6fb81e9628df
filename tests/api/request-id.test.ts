import { expect, it, vi } from 'vitest';
import { describeEachDialect, useTestApp } from '../helpers/app.js';

describeEachDialect('request ids', (dialect) => {
  const t = useTestApp(dialect);

  it('gives every answer an id, keeping a plain one the client or proxy sent', async () => {
    const plain = await t.app.inject({ url: '/api/cate/getCateListProduct' });
    expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42');
    const odd = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': '<script>x</script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('marks every error answer with its id, and names it in the envelope of a failure of ours', async () => {
    for (const answer of [
      await t.app.inject({ url: '/api/nothing-here' }),
      await t.app.inject({ url: '/api/product/getProduct?id=abc' }),
      await t.app.inject({ url: '/admin/api/items' }),
    ]) {
      expect(
        answer.statusCode === 200 ? (answer.json() as { code: number }).code : answer.statusCode,
      ).not.toBe(1);
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const broken = vi
      .spyOn(t.app.services.desk.enquiries, 'verifiedHere')
      .mockRejectedValueOnce(new Error('the database went away'));
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/leavemessage/checkEmail?email=a@b.example',
    });
    broken.mockRestore();
    expect(failed.statusCode).toBe(500);
    const body = failed.json() as { code: number; msg: string; request_id: string };
    expect(body.code).toBe(0);
    expect(body.request_id).toBe(failed.headers['x-request-id']);
    expect(JSON.stringify(body)).not.toContain('went away');
  });
});
