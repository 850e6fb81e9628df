import { beforeAll, expect, it } from 'vitest';
import { CATE } from '#contract/constants.js';
import type { ItemDetail, ProductDetail } from '#contract/content.js';
import type { MediaRecord } from '#contract/media.js';
import { databaseOf, describeEachDialect, useTestApp } from '../helpers/app.js';
import { client } from '../helpers/http.js';
import { staffClient, type StaffClient, useSignedIn } from '../helpers/staff.js';

type Row = Record<string, unknown> & { id: number };

describeEachDialect(
  'the media library holds every file the site uses; search-and-share fields',
  (dialect) => {
    const t = useTestApp(dialect);
    const editor = useSignedIn(t, 'editor');
    let editorZh: StaffClient;
    let api: ReturnType<typeof client>;

    beforeAll(() => {
      editorZh = staffClient(t.app, { lang: 'zh' });
      editorZh.cookie = editor.cookie;
      api = client(t.app);
    });

    const library = async (filter: Record<string, unknown> = {}) =>
      (await editor.get<MediaRecord[]>('/media', { filter, range: [0, 999] })).body;

    it("lists the demo content's pictures and files with the records that use them, found by a record's title", async () => {
      const product = (await editor.get<Row & { en_title: string; images: string[] }>('/products/1')).body;
      const drawing = product.images.find((p) => p.startsWith('demo/pictures/'));
      expect(drawing).toBeDefined();

      const found = await library({ q: product.en_title });
      const row = found.find((r) => r.path === drawing);
      expect(row).toMatchObject({ kind: 'image', url: `/uploads/${drawing}` });
      expect(row!.size).toBeGreaterThan(0);
      expect(row!.uses).toContainEqual(
        expect.objectContaining({ kind: 'product', id: 1, en_title: product.en_title }),
      );

      // "Choose from library" asks for pictures: the demo's drawings and photographs are among them.
      const pictures = await library({ kind: 'image' });
      expect(pictures.some((r) => r.path.startsWith('demo/pictures/'))).toBe(true);
      expect(pictures.some((r) => /^media\/\d{4}-\d{2}\/demo-product-1\.jpg$/.test(r.path))).toBe(true);
      // The site configuration's logo and banners, a news article's picture, a case's PDF.
      const all = await library();
      const usedBy = (kind: string) => all.filter((r) => r.uses.some((u) => u.kind === kind));
      expect(usedBy('config').map((r) => r.path)).toContain('demo/pictures/mark-logo.webp');
      expect(usedBy('item').length).toBeGreaterThan(0);
      expect(
        all.some((r) => r.kind === 'document' && r.path.startsWith('demo/files/') && r.used_count > 0),
      ).toBe(true);
      // Registered once: a second run finds nothing new. A file a record named before the library
      // registered it (an existing site) is registered by the next start's run.
      expect(await t.app.services.platform.media.registerUsed()).toBe(0);
      await databaseOf(t.app)
        .db.deleteFrom('upload')
        .where('path', '=', 'demo/pictures/mark-logo.webp')
        .execute();
      expect((await library({ q: 'mark-logo' })).map((r) => r.path)).toEqual([]);
      expect(await t.app.services.platform.media.registerUsed()).toBe(1);
      expect((await library({ q: 'mark-logo' })).map((r) => r.path)).toEqual([
        'demo/pictures/mark-logo.webp',
      ]);
    });

    it('refuses to delete a demo picture in use, naming the product in the request language', async () => {
      const product = (
        await editor.get<Row & { title: string; en_title: string; images: string[] }>('/products/2')
      ).body;
      const picture = (await library()).find((r) => r.path === product.images[0]);
      expect(picture).toBeDefined();
      const refused = await editor.del<{ message: string }>(`/media/${picture!.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain(`product 2 (${product.en_title})`);
      const refusedZh = await editorZh.del<{ message: string }>(`/media/${picture!.id}`);
      expect(refusedZh.status).toBe(409);
      expect(refusedZh.body.message).toContain(`产品 2（${product.title}）`);
      expect((await editor.get(`/media/${picture!.id}`)).status).toBe(200);
    });

    it('saves meta descriptions and a share image on a news article, refuses too long ones in the staff language', async () => {
      const created = await editor.post<Row>('/items', {
        cate_id: CATE.newsCompany,
        title: '新闻：分享字段',
        en_title: 'News: share fields',
        summary: '自动摘要',
        en_summary: 'The generated summary',
      });
      expect(created.status).toBe(201);
      const id = created.body.id;
      const article = async () => (await api.get<ItemDetail>('/api/cases/getCase', { id })).body.data;
      // Empty: the page falls back to what it generates.
      expect(await article()).toMatchObject({
        meta_description: '',
        en_meta_description: '',
        full_share_image: '',
      });

      const tooLong = await editor.put(`/items/${id}`, { en_meta_description: 'a'.repeat(201) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.errors).toEqual({ en_meta_description: 'At most 200 characters' });
      const tooLongZh = await editorZh.put(`/items/${id}`, { meta_description: '阀'.repeat(101) });
      expect(tooLongZh.status).toBe(400);
      expect(tooLongZh.body.errors).toEqual({ meta_description: '最多 100 个字符' });
      const unsafe = await editor.put(`/items/${id}`, { share_image: 'javascript:alert(1)' });
      expect(unsafe.status).toBe(400);
      expect(unsafe.body.errors).toHaveProperty('share_image');

      const share = (await library({ kind: 'image' })).find((r) => r.path.startsWith('demo/pictures/'))!;
      const saved = await editor.put<Row>(`/items/${id}`, {
        en_meta_description: 'a'.repeat(199) + 'z',
        meta_description: '阀'.repeat(100),
        share_image: share.path,
      });
      expect(saved.status).toBe(200);
      expect(await article()).toMatchObject({
        en_meta_description: 'a'.repeat(199) + 'z',
        meta_description: '阀'.repeat(100),
        full_share_image: `/uploads/${share.path}`,
      });
      // The library names the article among the picture's uses.
      const used = (await editor.get<MediaRecord>(`/media/${share.id}`)).body;
      expect(used.uses).toContainEqual(expect.objectContaining({ kind: 'item', id }));
    });

    it("carries the fields through a product's draft, its publication and its history", async () => {
      const id = 3;
      const live = (await editor.get<Row>(`/products/${id}`)).body;
      const drafted = await editor.put<Row>(`/products/${id}/draft`, {
        ...live,
        en_meta_description: 'Globe valve for steam, sized online.',
        meta_description: '蒸汽用截止阀，可在线选型。',
        share_image: 'demo/pictures/product-3-1.webp',
      });
      expect(drafted.status).toBe(200);
      const draft = (await editor.get<Row & { data: Row }>(`/products/${id}/draft`)).body;
      expect(draft.data).toMatchObject({
        en_meta_description: 'Globe valve for steam, sized online.',
        meta_description: '蒸汽用截止阀，可在线选型。',
      });
      // The public page keeps the live (empty) fields until the draft is published.
      const page = async () => (await api.get<ProductDetail>('/api/Product/getProduct', { id })).body.data;
      expect((await page()).en_meta_description).toBe('');
      expect((await editor.post(`/products/${id}/draft/publish`, {})).status).toBe(200);
      expect(await page()).toMatchObject({
        en_meta_description: 'Globe valve for steam, sized online.',
        meta_description: '蒸汽用截止阀，可在线选型。',
        full_share_image: '/uploads/demo/pictures/product-3-1.webp',
      });
      // Each version keeps them: the published one has them, the one before the draft had none.
      // Restoring that one is a draft again (the page keeps the fields) until it is published.
      const history = (await editor.get<Row[]>(`/history/product/${id}`)).body;
      const version = async (n: number) =>
        (await editor.get<{ data: Row }>(`/revisions/${String(history[n]!.id)}`)).body.data;
      expect((await version(0)).en_meta_description).toBe('Globe valve for steam, sized online.');
      expect((await version(0)).share_image).toBe('demo/pictures/product-3-1.webp');
      const versions = await Promise.all(history.map((_, n) => version(n)));
      const before = versions.findIndex((v) => v.en_meta_description === '');
      expect(before).toBeGreaterThan(0);
      expect((await editor.post(`/revisions/${String(history[before]!.id)}/restore`)).status).toBe(200);
      expect((await page()).en_meta_description).toBe('Globe valve for steam, sized online.');
      expect((await editor.post(`/products/${id}/draft/publish`, {})).status).toBe(200);
      expect(await page()).toMatchObject({ en_meta_description: '', full_share_image: '' });
    });
  },
);
