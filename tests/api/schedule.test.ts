import { expect, it } from 'vitest';
import { CATE } from '#contract/constants.js';
import { describeEachDialect, secondInstance, useTestApp } from '../helpers/app.js';
import { failRevisions } from '../helpers/faults.js';
import { client } from '../helpers/http.js';
import { signedIn } from '../helpers/staff.js';

type Row = Record<string, unknown> & { id: number };
const HOUR = 3_600_000;

describeEachDialect('scheduled publishing', (dialect) => {
  // The test runs the schedule itself at the times it sets.
  const t = useTestApp(dialect, {}, { clockJobs: false });

  /** A news item whose transitions were all made has nothing left scheduled. */
  async function expectNothingScheduled(id: number) {
    expect(await t.app.services.content.schedule.of('content_item', id)).toEqual({
      publish_at: null,
      unpublish_at: null,
    });
  }

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
      await t.app.services.content.cache.refresh();
      return (await api.get<Row>('/api/cases/getCase', { id })).body.code;
    };
    const both = async () =>
      (
        await Promise.all([t.app.services.content.schedule.runDue(), second.content.schedule.runDue()])
      ).reduce((a, b) => a + b);
    try {
      expect(await both()).toBe(0);
      expect(await live()).toBe(0);

      await second.content.cache.refresh();
      const before = second.content.cache.knownVersion();
      t.clock.advance(HOUR);
      expect(await both()).toBe(1);
      expect(await live()).toBe(1);
      // The other instance sees a new content version, so its cached pages go.
      await second.content.cache.refresh();
      expect(second.content.cache.knownVersion()).not.toBe(before);
      const steps = (await editor.get<Row[]>(`/history/content_item/${id}`)).body;
      expect(steps.map((r) => r.action)).toEqual(['publish', 'schedule', 'create']);
      expect(steps[1]).toMatchObject({ publish_at: t.clock.now, unpublish_at: t.clock.now + 2 * HOUR });

      t.clock.advance(2 * HOUR);
      expect(await both()).toBe(1);
      expect(await live()).toBe(0);
      expect(await both()).toBe(0);
      await expectNothingScheduled(id);
    } finally {
      await other.close();
    }
  });

  /** A news item, not published, to go live in an hour: its id and that time. */
  async function scheduledNews(editor: Awaited<ReturnType<typeof signedIn>>) {
    const created = await editor.post<Row>('/items', {
      cate_id: CATE.newsCompany,
      title: '新品发布',
      en_title: 'Product launch',
      content: '<p>发布</p>',
      en_content: '<p>Launch</p>',
      status: 0,
    });
    const from = t.clock.now + HOUR;
    await editor.put(`/schedule/content_item/${created.body.id}`, { publish_at: from, unpublish_at: null });
    return { id: created.body.id, from };
  }

  it('leaves a transition pending and unmade when its save fails, and makes it once at the next look', async () => {
    const editor = await signedIn(t.app, 'editor');
    const { id, from } = await scheduledNews(editor);
    const api = client(t.app);
    const published = async () => (await api.get<Row>('/api/cases/getCase', { id })).body.code;
    const revisions = async () => (await editor.get<Row[]>(`/history/content_item/${id}`)).body.length;
    const other = secondInstance(t);
    try {
      const version = await t.app.services.content.cache.version();
      t.clock.advance(HOUR);
      // The save's revision is refused after the claim and the status change were written.
      await failRevisions(t, dialect, true);
      try {
        expect(await t.app.services.content.schedule.runDue()).toBe(0);
      } finally {
        await failRevisions(t, dialect, false);
      }
      expect(await published()).toBe(0);
      // The creation and the schedule.
      expect(await revisions()).toBe(2);
      expect(await t.app.services.content.schedule.of('content_item', id)).toEqual({
        publish_at: from,
        unpublish_at: null,
      });
      await t.app.services.content.cache.refresh();
      expect(await t.app.services.content.cache.version()).toBe(version);

      const made = await Promise.all([
        t.app.services.content.schedule.runDue(),
        other.services.content.schedule.runDue(),
      ]);
      expect(made[0] + made[1]).toBe(1);
      await t.app.services.content.cache.refresh();
      expect(await published()).toBe(1);
      expect(await revisions()).toBe(3);
      await expectNothingScheduled(id);
    } finally {
      await other.close();
    }
  });

  it.runIf(dialect === 'postgres')(
    'passes over a transition another instance is making rather than waiting for it',
    async () => {
      const editor = await signedIn(t.app, 'editor');
      const { id } = await scheduledNews(editor);
      t.clock.advance(HOUR);
      // Another instance has claimed the row and is still saving (its transaction is open).
      const busy = await t.database.db.startTransaction().execute();
      try {
        await busy
          .selectFrom('schedule')
          .select('entity_id')
          .where('entity', '=', 'content_item')
          .where('entity_id', '=', id)
          .forUpdate()
          .execute();
        const other = secondInstance(t);
        try {
          expect(await other.services.content.schedule.runDue()).toBe(0);
        } finally {
          await other.close();
        }
      } finally {
        await busy.rollback().execute();
      }
      expect(await t.app.services.content.schedule.runDue()).toBe(1);
    },
  );

  it('lists the scheduled records of each kind, with their times, and filters each list to them', async () => {
    const editor = await signedIn(t.app, 'editor');
    const until = t.clock.now + 3 * HOUR;
    for (const [list, entity] of [
      ['items', 'content_item'],
      ['products', 'product'],
      ['jobs', 'job'],
      ['categories', 'category'],
    ] as const) {
      const all = await editor.get<Row[]>(`/${list}`, { range: [0, 1] });
      const id = all.body[0]!.id;
      await editor.put(`/schedule/${entity}/${id}`, { publish_at: null, unpublish_at: until });
      const scheduled = await editor.get<Row[]>(`/${list}`, { filter: { scheduled: true } });
      expect(
        scheduled.body.map((r) => r.id),
        list,
      ).toEqual([id]);
      expect(scheduled.headers['content-range'], list).toMatch(/\/1$/);
      expect((await editor.get(`/schedule/${entity}`)).body).toEqual([
        { id, publish_at: null, unpublish_at: until },
      ]);

      await editor.put(`/schedule/${entity}/${id}`, { publish_at: null, unpublish_at: null });
      expect((await editor.get<Row[]>(`/${list}`, { filter: { scheduled: true } })).body, list).toEqual([]);
      expect((await editor.get(`/schedule/${entity}`)).body).toEqual([]);
    }
    // Not a filter of every list: the others refuse it rather than list everything.
    expect((await editor.get('/tags', { filter: { scheduled: true } })).status).toBe(400);
  });
});
