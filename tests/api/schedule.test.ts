import { expect, it } from 'vitest';
import { CATE } from '../../contract/constants.js';
import { describeEachDialect, secondInstance, useTestApp } from '../helpers/app.js';
import { client } from '../helpers/http.js';
import { signedIn } from '../helpers/staff.js';

type Row = Record<string, unknown> & { id: number };
const HOUR = 3_600_000;

describeEachDialect('scheduled publishing', (dialect) => {
  // The test runs the schedule itself at the times it sets.
  const t = useTestApp(dialect, {}, { clockJobs: false });

  it('refuses an unpublish time before the publish time, in the staff member\u2019s language', async () => {
    const editor = await signedIn(t.app, 'editor');
    const at = t.clock.now + HOUR;
    const wrong = await editor.call('PUT', '/schedule/content_item/1', {
      body: { publish_at: at, unpublish_at: at - 1 },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(wrong.status).toBe(400);
    expect((wrong.body as { errors: Record<string, string> }).errors.unpublish_at).toBe(
      '下线时间必须晚于发布时间',
    );
    expect((await editor.put('/schedule/nothing/1', { publish_at: at, unpublish_at: null })).status).toBe(
      404,
    );
  });

  it('publishes a news item at its time and takes it down at its end, claimed once by two instances', async () => {
    const editor = await signedIn(t.app, 'editor');
    const created = await editor.post<Row>('/items', {
      cate_id: CATE.newsCompany,
      title: '展会预告',
      en_title: 'Trade fair preview',
      content: '<p>展会</p>',
      en_content: '<p>Fair</p>',
      status: 0,
    });
    const id = created.body.id;
    const from = t.clock.now + HOUR;
    const until = from + 2 * HOUR;
    const set = await editor.put<Row>(`/schedule/content_item/${id}`, {
      publish_at: from,
      unpublish_at: until,
    });
    expect(set.body).toEqual({ publish_at: from, unpublish_at: until });

    const other = secondInstance(t);
    const second = other.services;
    const api = client(t.app);
    // This instance reads the content version as its background poll does (either may have
    // made the change), then answers from its cache.
    const live = async () => {
      await t.app.services.cache.refresh();
      return (await api.get<Row>('/api/cases/getCase', { id })).body.code;
    };
    const both = async () =>
      (await Promise.all([t.app.services.schedule.runDue(), second.schedule.runDue()])).reduce(
        (a, b) => a + b,
      );
    try {
      expect(await both()).toBe(0);
      expect(await live()).toBe(0);

      await second.cache.refresh();
      const before = second.cache.knownVersion();
      t.clock.advance(HOUR);
      expect(await both()).toBe(1);
      expect(await live()).toBe(1);
      // The other instance sees a new content version, so its cached pages go.
      await second.cache.refresh();
      expect(second.cache.knownVersion()).not.toBe(before);
      expect((await editor.get<Row[]>(`/history/content_item/${id}`)).body[0]).toMatchObject({
        action: 'update',
      });

      t.clock.advance(2 * HOUR);
      expect(await both()).toBe(1);
      expect(await live()).toBe(0);
      expect(await both()).toBe(0);
      expect(await t.app.services.schedule.of('content_item', id)).toEqual({
        publish_at: null,
        unpublish_at: null,
      });
    } finally {
      await other.close();
    }
  });
});
