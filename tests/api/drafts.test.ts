import { beforeAll, expect, it } from 'vitest';
import { CATE } from '#contract/constants.js';
import { PREVIEW_TOKEN_MS } from '#server/services/content/drafts.js';
import { describeEachDialect, useTestApp } from '../helpers/app.js';
import { client } from '../helpers/http.js';
import { useSignedIn } from '../helpers/staff.js';

type Row = Record<string, unknown> & { id: number };
interface ProductPage {
  en_title: string;
  title: string;
  specs: { en_name: string; en_value: string }[];
}

describeEachDialect('working drafts of published records', (dialect) => {
  const t = useTestApp(dialect);
  const editor = useSignedIn(t, 'editor');
  const admin = useSignedIn(t, 'admin');
  const support = useSignedIn(t, 'support');
  let api: ReturnType<typeof client>;
  beforeAll(() => {
    api = client(t.app);
  });

  const product = (title: string, status = 1) => ({
    cate_id: CATE.productRoot,
    no: 'MR-D1',
    status,
    title: `${title}（中文）`,
    en_title: title,
    content: '<p>正文</p>',
    en_content: '<p>Body</p>',
    specs: [{ name: '口径', en_name: 'Size', value: 'DN50', en_value: 'DN50' }],
    files: [],
  });
  const publicProduct = (id: number) => api.get<ProductPage>('/api/Product/getProduct', { id });
  const revisionsOf = async (id: number) =>
    (await editor.get<Row[]>(`/history/product/${id}`)).body.map((r) => r.action);
  /** The action of the step the history marks as the version the editor has now. */
  const currentOf = async (id: number) =>
    (await editor.get<Row[]>(`/history/product/${id}`)).body.find((r) => r.current)?.action;

  it('keeps a draft beside the live product: the public answer and its cache stay until publishing', async () => {
    const id = (await editor.post<Row>('/products', product('Globe valve D1'))).body.id;
    // Cached once: a hit from now on for as long as the content version stays.
    await publicProduct(id);
    const version = await t.app.services.content.cache.version();

    const saved = await editor.put<Row>(`/products/${id}/draft`, {
      ...product('Globe valve D1, new seat'),
      specs: [{ name: '口径', en_name: 'Size', value: 'DN80', en_value: 'DN80' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.live_changed).toBe(false);
    expect(await t.app.services.content.cache.version()).toBe(version);
    const live = await publicProduct(id);
    expect(live.headers['x-cache']).toBe('hit');
    expect(live.body.data.en_title).toBe('Globe valve D1');
    expect(live.body.data.specs[0]!.en_value).toBe('DN50');
    // The console's record is the live one, marked as having a draft; its list says so too.
    const record = await editor.get<Row>(`/products/${id}`);
    expect(record.body.en_title).toBe('Globe valve D1');
    expect(record.body.draft_time).toBe(saved.body.update_time);
    const list = await editor.get<Row[]>('/products', { filter: { id: [id] } });
    expect(list.body[0]!.draft_time).toBe(saved.body.update_time);
    const draft = await editor.get<Row & { data: Row }>(`/products/${id}/draft`);
    expect(draft.body.data.en_title).toBe('Globe valve D1, new seat');
    // The draft is a step of its own in the history; saved again, that step is updated.
    t.clock.advance(60_000);
    await editor.put<Row>(`/products/${id}/draft`, {
      ...product('Globe valve D1, new seat'),
      specs: [{ name: '口径', en_name: 'Size', value: 'DN80', en_value: 'DN80' }],
    });
    const steps = await editor.get<(Row & { draft: number; current: boolean; live: boolean })[]>(
      `/history/product/${id}`,
    );
    expect(steps.body.map((r) => [r.action, r.draft, r.current, r.live])).toEqual([
      ['draft', 1, true, false],
      ['create', 0, false, true],
    ]);
    expect(steps.body[0]!.create_time).toBe(t.clock.now);

    const published = await editor.post<Row>(`/products/${id}/draft/publish`, {});
    expect(published.status).toBe(200);
    expect(published.body.en_title).toBe('Globe valve D1, new seat');
    expect(published.body.draft_time).toBeNull();
    expect(await t.app.services.content.cache.version()).not.toBe(version);
    const after = await publicProduct(id);
    expect(after.body.data.en_title).toBe('Globe valve D1, new seat');
    expect(after.body.data.specs[0]!.en_value).toBe('DN80');
    expect(await revisionsOf(id)).toEqual(['publish', 'draft', 'create']);
    expect(await currentOf(id)).toBe('publish');
    // The publish is compared with the version the site showed before it, not with the draft.
    const publish = (await editor.get<Row[]>(`/history/product/${id}`)).body[0]!;
    const compared = await editor.get<{ previous: { action: string; data: Row } }>(
      `/revisions/${publish.id}`,
    );
    expect(compared.body.previous.action).toBe('create');
    expect(compared.body.previous.data.en_title).toBe('Globe valve D1');
    expect((await editor.get(`/products/${id}/draft`)).status).toBe(404);
    const audit = await admin.get<Row[]>('/audit', { filter: { entity: 'product', entity_id: String(id) } });
    expect(audit.body.find((a) => a.action === 'publish_draft')?.detail).toContain('en_title');
  });

  it('discards a draft: the live record stays as it was, and the discard is in the audit log', async () => {
    const id = (await editor.post<Row>('/products', product('Angle valve D2'))).body.id;
    await editor.put(`/products/${id}/draft`, product('Angle valve D2, typo'));
    const discarded = await editor.del<Row>(`/products/${id}/draft`);
    expect(discarded.status).toBe(200);
    expect(discarded.body.en_title).toBe('Angle valve D2');
    expect(discarded.body.draft_time).toBeNull();
    expect((await publicProduct(id)).body.data.en_title).toBe('Angle valve D2');
    // The discarded draft's step stays in the history, but the current version is the live one.
    expect(await revisionsOf(id)).toEqual(['draft', 'create']);
    expect(await currentOf(id)).toBe('create');
    const again = await editor.del<Row>(`/products/${id}/draft`);
    expect(again.status).toBe(404);
    expect(again.body.message).toMatch(/no unpublished changes/);
    const audit = await admin.get<Row[]>('/audit', { filter: { entity: 'product', entity_id: String(id) } });
    expect(audit.body.map((a) => a.action)).toContain('discard_draft');
  });

  it('says so when the live record changed since the draft started, and publishes over it when asked', async () => {
    const id = (
      await editor.post<Row>('/items', {
        cate_id: CATE.newsCompany,
        title: '新闻 D3',
        en_title: 'News D3',
        content: '<p>正文</p>',
        en_content: '<p>Body</p>',
        status: 1,
      })
    ).body.id;
    const item = (await editor.get<Row>(`/items/${id}`)).body;
    await editor.put(`/items/${id}/draft`, { ...item, en_title: 'News D3 from the draft' });
    // Someone else saves the live record directly meanwhile.
    await admin.put(`/items/${id}`, { en_title: 'News D3 fixed live' });
    const draft = await editor.get<Row>(`/items/${id}/draft`);
    expect(draft.body.live_changed).toBe(true);
    const refused = await editor.post<Row>(`/items/${id}/draft/publish`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/changed by someone else/);
    const zh = await editor.call<Row>('POST', `/items/${id}/draft/publish`, {
      body: {},
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.message).toMatch(/线上版本已被他人修改/);
    expect((await api.get<{ en_title: string }>('/api/cases/getCase', { id })).body.data.en_title).toBe(
      'News D3 fixed live',
    );
    const overwritten = await editor.post<Row>(`/items/${id}/draft/publish`, { overwrite: true });
    expect(overwritten.status).toBe(200);
    expect((await api.get<{ en_title: string }>('/api/cases/getCase', { id })).body.data.en_title).toBe(
      'News D3 from the draft',
    );
  });

  it('keeps no draft of an unpublished record, refuses a bad one, and is not for support', async () => {
    const hidden = (await editor.post<Row>('/products', product('Hidden valve D4', 0))).body.id;
    const refused = await editor.put<Row>(`/products/${hidden}/draft`, product('Hidden valve D4 b', 0));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/not published/);
    const id = (await editor.post<Row>('/products', product('Valve D5'))).body.id;
    const bad = await editor.put<Row>(`/products/${id}/draft`, { ...product('x'), title: '', en_title: '' });
    expect(bad.status).toBe(400);
    const noCategory = await editor.put<Row>(`/products/${id}/draft`, { ...product('x'), cate_id: 'nine' });
    expect(noCategory.status).toBe(400);
    expect((await support.put(`/products/${id}/draft`, product('Valve D5 by support'))).status).toBe(403);
    expect((await support.get(`/products/${id}/draft`)).status).toBe(403);
    expect((await editor.get('/products/99999999/draft')).status).toBe(404);
  });

  it('hands staff a signed preview link that stands for the draft until it expires or goes', async () => {
    const id = (await editor.post<Row>('/products', product('Valve D6'))).body.id;
    expect((await editor.post(`/products/${id}/draft/preview`, {})).status).toBe(404);
    await editor.put(`/products/${id}/draft`, product('Valve D6 preview'));
    const links = await editor.post<{ preview_url: string; preview_url_zh: string }>(
      `/products/${id}/draft/preview`,
      {},
    );
    expect(links.body.preview_url).toMatch(/^\/en\/prod_details\?id=\d+&sonId=\d+&preview=/);
    expect(links.body.preview_url_zh).toMatch(/^\/zh\//);
    const token = new URLSearchParams(links.body.preview_url.split('?')[1]).get('preview')!;
    const { drafts } = t.app.services.content;
    expect((await drafts.previewOf(token))?.data).toMatchObject({ en_title: 'Valve D6 preview' });
    // A token changed by hand, or for another record, stands for nothing.
    expect(await drafts.previewOf(token.replace(`.${id}.`, `.${id + 1}.`))).toBeNull();
    // Its last character changed (to one it is not: the same token would stand, 1 time in 64).
    expect(await drafts.previewOf(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    t.clock.advance(PREVIEW_TOKEN_MS + 1000);
    expect(await drafts.previewOf(token)).toBeNull();
    const fresh = await editor.post<{ preview_url: string }>(`/products/${id}/draft/preview`, {});
    const freshToken = new URLSearchParams(fresh.body.preview_url.split('?')[1]).get('preview')!;
    await editor.post(`/products/${id}/draft/publish`, {});
    expect(await drafts.previewOf(freshToken)).toBeNull();
  });

  it('keeps a draft of a published category: the menus and its page stay live until publishing', async () => {
    const area = {
      parent_id: CATE.applicationRoot,
      kind: 'application' as const,
      status: 1 as const,
      cate_name: '水处理 D7',
      en_cate_name: 'Water treatment D7',
      area_product_ids: [],
      area_industry_ids: [],
      area_solution_ids: [],
    };
    const id = (await editor.post<Row>('/categories', area)).body.id;
    const valve = (await editor.post<Row>('/products', product('Valve D7'))).body.id;
    type Area = { id: number; en_cate_name: string; product_list?: { id: number }[] };
    const publicAreas = async () =>
      (await api.get<Area[]>('/api/cate/getCateListApplication')).body.data.find((a) => a.id === id);
    const publicArea = async () =>
      (await api.get<Area>('/api/cate/getCateDetailInfo', { cate_id: id })).body.data;
    expect((await publicAreas())?.en_cate_name).toBe('Water treatment D7');
    const version = await t.app.services.content.cache.version();

    const edited = { ...area, en_cate_name: 'Water and waste water D7', area_product_ids: [valve] };
    const saved = await editor.put<Row>(`/categories/${id}/draft`, edited);
    expect(saved.status).toBe(200);
    expect(await t.app.services.content.cache.version()).toBe(version);
    expect((await publicAreas())?.en_cate_name).toBe('Water treatment D7');
    expect((await publicArea()).product_list).toEqual([]);
    const listed = await editor.get<Row[]>('/categories', { filter: { id: [id] } });
    expect(listed.body[0]!.draft_time).toBe(saved.body.update_time);

    // A preview's reads take the draft: its name in the menu, its page with the draft's lists.
    const previewed = t.app.services.content.categories.previewing({ id, data: edited });
    expect((await previewed.applicationAreas()).find((a) => a.id === id)?.en_cate_name).toBe(
      'Water and waste water D7',
    );
    const page = (await previewed.detail(id, {})) as Area;
    expect(page.en_cate_name).toBe('Water and waste water D7');
    expect(page.product_list?.map((p) => p.id)).toEqual([valve]);
    const links = await editor.post<{ preview_url: string }>(`/categories/${id}/draft/preview`, {});
    expect(links.body.preview_url).toMatch(new RegExp(`^/en/yyly\\?detailsId=${id}&preview=`));

    const published = await editor.post<Row>(`/categories/${id}/draft/publish`, {});
    expect(published.status).toBe(200);
    expect(published.body.draft_time).toBeNull();
    expect((await publicAreas())?.en_cate_name).toBe('Water and waste water D7');
    expect((await publicArea()).product_list?.map((p) => p.id)).toEqual([valve]);
    const history = await editor.get<Row[]>(`/history/category/${id}`);
    expect(history.body.map((r) => r.action)).toEqual(['publish', 'draft', 'create']);
  });

  it('keeps no draft of a hidden category and refuses a category draft without a name', async () => {
    const hidden = (
      await editor.post<Row>('/categories', { parent_id: 0, kind: 'list', status: 0, cate_name: '隐藏 D8' })
    ).body.id;
    const refused = await editor.put<Row>(`/categories/${hidden}/draft`, {
      cate_name: '隐藏 D8 b',
      status: 0,
    });
    expect(refused.status).toBe(409);
    const id = (await editor.post<Row>('/categories', { parent_id: 0, kind: 'list', cate_name: '列表 D8' }))
      .body.id;
    const nameless = await editor.call<Row>('PUT', `/categories/${id}/draft`, {
      body: { kind: 'list', cate_name: '', en_cate_name: '' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(nameless.status).toBe(400);
    expect(nameless.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect((await support.put(`/categories/${id}/draft`, { cate_name: 'x' })).status).toBe(403);
  });
});
