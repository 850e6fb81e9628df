import { expect, it } from 'vitest';
import { CATE } from '#contract/constants.js';
import { describeEachDialect, useTestApp } from '../helpers/app.js';
import { failRevisions } from '../helpers/faults.js';
import { client } from '../helpers/http.js';
import { signedIn } from '../helpers/staff.js';

type SignedIn = Awaited<ReturnType<typeof signedIn>>;

type Row = Record<string, unknown> & { id: number };
interface Revision {
  id: number;
  action: string;
  staff_email: string;
  create_time: number;
  data: Record<string, unknown>;
  current: Record<string, unknown> | null;
  previous: { id: number; data: Record<string, unknown> } | null;
  draft: number;
  restored_from: number | null;
  restored_from_time: number | null;
}

const DAY = 86_400_000;

describeEachDialect('revision history, restore and the trash', (dialect) => {
  const t = useTestApp(dialect);
  let editor: SignedIn;
  let admin: SignedIn;

  const product = (title: string) => ({
    cate_id: CATE.productRoot,
    no: 'MR-H1',
    title: `${title}（中文）`,
    en_title: title,
    content: `<p>${title} <strong>body</strong></p>`,
    en_content: `<p>${title} <strong>body</strong></p>`,
    specs: [{ name: '口径', en_name: 'Size', value: 'DN50', en_value: 'DN50' }],
    files: [],
  });

  it('keeps every save of a product whole, with who and when; restore makes a new revision', async () => {
    editor = await signedIn(t.app, 'editor');
    admin = await signedIn(t.app, 'admin');
    const created = await editor.post<Row>('/products', product('Globe valve H1'));
    expect(created.status).toBe(201);
    const id = created.body.id;
    await editor.put(`/products/${id}`, {
      ...product('Globe valve H1 second'),
      specs: [{ name: '口径', en_name: 'Size', value: 'DN80', en_value: 'DN80' }],
    });
    t.clock.advance(60_000);
    await editor.put(`/products/${id}`, { en_title: 'A wrong paste' });

    const history = await editor.get<Revision[]>(`/history/product/${id}`);
    expect(history.status).toBe(200);
    expect(history.body.map((r) => r.action)).toEqual(['update', 'update', 'create']);
    expect(history.body.every((r) => r.staff_email === editor.email)).toBe(true);

    const second = await editor.get<Revision>(`/revisions/${history.body[1]!.id}`);
    expect(second.body.data.en_title).toBe('Globe valve H1 second');
    expect(second.body.data.specs).toEqual([
      { name: '口径', en_name: 'Size', value: 'DN80', en_value: 'DN80' },
    ]);
    expect(second.body.current?.en_title).toBe('A wrong paste');
    // Each version is compared with the one before it; the first has none.
    expect(second.body.previous?.data.en_title).toBe('Globe valve H1');
    expect((await editor.get<Revision>(`/revisions/${history.body[2]!.id}`)).body.previous).toBeNull();

    // The product is published: the version comes back as its draft, and the site keeps the
    // published one until the draft is published.
    const first = history.body[2]!;
    const restored = await editor.post<{ draft: boolean }>(`/revisions/${first.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.draft).toBe(true);
    const api = client(t.app);
    expect((await api.get<Row>('/api/Product/getProduct', { id })).body.data.en_title).toBe('A wrong paste');
    const step = (await editor.get<(Revision & { current: boolean })[]>(`/history/product/${id}`)).body[0]!;
    expect(step).toMatchObject({
      action: 'restore',
      draft: 1,
      current: true,
      restored_from: first.id,
      restored_from_time: first.create_time,
    });
    expect((await editor.post(`/products/${id}/draft/publish`, {})).status).toBe(200);
    const live = await api.get<Row>('/api/Product/getProduct', { id });
    expect(live.body.data.en_title).toBe('Globe valve H1');
    expect(live.body.data.specs).toEqual([
      { name: '口径', en_name: 'Size', value: 'DN50', en_value: 'DN50' },
    ]);

    const after = await editor.get<Revision[]>(`/history/product/${id}`);
    expect(after.body.map((r) => r.action)).toEqual(['publish', 'restore', 'update', 'update', 'create']);
    const audit = await admin.get<Row[]>('/audit', { filter: { entity: 'product', entity_id: String(id) } });
    expect(audit.body.find((a) => a.action === 'restore')?.detail).toContain(`"revision":${first.id}`);
  });

  it('writes the revision in the save\u2019s transaction: a failing revision leaves the record as it was', async () => {
    const created = await editor.post<Row>('/items', {
      cate_id: CATE.newsCompany,
      title: '新闻',
      en_title: 'Before',
      content: '<p>正文</p>',
      en_content: '<p>Body</p>',
    });
    const id = created.body.id;
    const before = await editor.get<Revision[]>(`/history/content_item/${id}`);
    await failRevisions(t, dialect, true);
    try {
      const failed = await editor.put(`/items/${id}`, { en_title: 'After' });
      expect(failed.status).toBe(500);
    } finally {
      await failRevisions(t, dialect, false);
    }
    expect((await editor.get<Row>(`/items/${id}`)).body.en_title).toBe('Before');
    expect((await editor.get<Revision[]>(`/history/content_item/${id}`)).body).toEqual(before.body);
    const saved = await editor.put(`/items/${id}`, { en_title: 'After' });
    expect(saved.status).toBe(200);
    expect((await editor.get<Revision[]>(`/history/content_item/${id}`)).body).toHaveLength(2);
  });

  it('keeps the site configuration and the response-time promise too; support sees no history', async () => {
    const site = await editor.get<Row>('/config/site');
    const { id: _id, ...config } = site.body;
    await editor.put('/config/site', { ...config, phone: '+86 21 5555 0101' });
    const history = await editor.get<Revision[]>('/history/site_config/site');
    expect(history.body[0]!.action).toBe('update');
    expect((await editor.get<Revision>(`/revisions/${history.body[0]!.id}`)).body.data.phone).toBe(
      '+86 21 5555 0101',
    );

    const promise = await admin.get<Row>('/business_calendar/current');
    await admin.put('/business_calendar/current', { ...promise.body, first_response_hours: 6 });
    const kept = await admin.get<Revision[]>('/history/business_calendar/current');
    expect(kept.body).toHaveLength(1);
    expect((await editor.get('/history/business_calendar/current')).status).toBe(403);

    const support = await signedIn(t.app, 'support');
    expect((await support.get('/history/site_config/site')).status).toBe(403);
    expect((await support.get(`/revisions/${history.body[0]!.id}`)).status).toBe(403);
  });

  it('puts a deleted record in the trash, which admins alone see and restore from, for 30 days', async () => {
    const created = await editor.post<Row>('/jobs', {
      name: '焊工',
      en_name: 'Welder',
      content: '',
      en_content: '',
    });
    const id = created.body.id;
    expect((await editor.del(`/jobs/${id}`)).status).toBe(200);
    expect((await editor.get('/trash')).status).toBe(403);
    const trash = await admin.get<(Revision & { entity: string; entity_id: string })[]>('/trash');
    const entry = trash.body.find((r) => r.entity === 'job' && r.entity_id === String(id));
    expect(entry?.data.en_name).toBe('Welder');

    const restored = await admin.post<Row>(`/trash/${entry!.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.id).toBe(id);
    expect((await editor.get<Row>(`/jobs/${id}`)).body.en_name).toBe('Welder');
    const again = await admin.get<Revision[]>('/trash');
    expect(again.body.some((r) => r.id === entry!.id)).toBe(false);
    expect((await admin.post(`/trash/${entry!.id}/restore`)).status).toBe(404);

    // Deleted again and left: after 30 days the background jobs forget it.
    await editor.del(`/jobs/${id}`);
    t.clock.advance(31 * DAY);
    expect(await t.app.services.content.revisions.purge()).toBeGreaterThanOrEqual(1);
    // Signed in again: a month ends any session.
    admin = await signedIn(t.app, 'admin');
    expect((await admin.get<Revision[]>('/trash')).body).toEqual([]);
    expect((await admin.get<Revision[]>(`/history/job/${id}`)).body).toEqual([]);
  });
});

describeEachDialect('revisions capped per record', (dialect) => {
  const t = useTestApp(dialect, { REVISIONS_PER_RECORD: '2' });

  it('keeps the newest revisions only when a cap is set', async () => {
    const editor = await signedIn(t.app, 'editor');
    const created = await editor.post<Row>('/tags', { cate_id: CATE.newsCompany, name: '甲', en_name: 'A' });
    for (const name of ['B', 'C', 'D']) await editor.put(`/tags/${created.body.id}`, { en_name: name });
    const history = await editor.get<Revision[]>(`/history/tag/${created.body.id}`);
    expect(history.body).toHaveLength(2);
    const newest = await editor.get<Revision>(`/revisions/${history.body[0]!.id}`);
    expect(newest.body.data.en_name).toBe('D');
    // A tag has no drafts: its restore is live at once, and says which version it gave back.
    const restored = await editor.post<{ draft: boolean }>(`/revisions/${history.body[1]!.id}/restore`);
    expect(restored.body.draft).toBe(false);
    expect((await editor.get<Row>(`/tags/${created.body.id}`)).body.en_name).toBe('C');
    const [step] = (await editor.get<Revision[]>(`/history/tag/${created.body.id}`)).body;
    expect(step).toMatchObject({ action: 'restore', draft: 0, restored_from: history.body[1]!.id });
  });
});
