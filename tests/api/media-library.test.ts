import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { variantUrl } from '#contract/images.js';
import type { MediaRecord } from '#contract/media.js';
import { pageData } from '#server/pages/langData.js';
import { describeEachDialect, useTestApp } from '../helpers/app.js';
import { multipart, ORIGIN, signedIn, staffClient, type StaffClient, useSignedIn } from '../helpers/staff.js';

/** A small photograph-like JPEG of one colour: different colours are different files. */
const picture = (background: string, width = 800) =>
  sharp({ create: { width, height: (width * 3) / 4, channels: 3, background } })
    .jpeg()
    .toBuffer();

interface ProductDetail {
  data: { images?: string[]; full_images?: string } & Record<string, unknown>;
}

describeEachDialect('media library: alt text, where used, replace, delete', (dialect) => {
  const t = useTestApp(dialect);
  const editor = useSignedIn(t, 'editor');
  let editorZh: StaffClient;

  beforeAll(() => {
    editorZh = Object.assign(staffClient(t.app, { lang: 'zh' }), {});
    editorZh.cookie = editor.cookie;
  });

  async function upload(name: string, content: Buffer, to = '/admin/api/uploads') {
    const body = multipart(name, content);
    return t.app.inject({
      method: 'POST',
      url: to,
      payload: body.payload,
      headers: { ...body.headers, cookie: editor.cookie, origin: ORIGIN },
    });
  }

  const library = (filter: Record<string, unknown> = {}) =>
    editor.get<MediaRecord[]>('/media', { filter, range: [0, 49] });

  const productPage = async (id: number) =>
    JSON.stringify(
      (await t.app.inject({ url: `/api/Product/getProduct?id=${id}` })).json<ProductDetail>().data,
    );

  it('lists an upload as unused and missing alt text; in use once a product shows it; the page gets its alt text', async () => {
    const uploaded = (await upload('valve-front.jpg', await picture('#2f6690'))).json<{
      id: number;
      path: string;
    }>();
    await t.app.services.platform.images.idle();

    const fresh = (await library({ unused: true })).body;
    expect(fresh.map((r) => r.id)).toContain(uploaded.id);
    expect((await library({ missing_alt: 'zh' })).body.map((r) => r.id)).toContain(uploaded.id);
    expect((await library({ kind: 'document' })).body.map((r) => r.id)).not.toContain(uploaded.id);

    const product = (await editor.get<{ id: number; title: string; images: string[] }>('/products/1')).body;
    const put = await editor.put('/products/1', { images: [...product.images, uploaded.path] });
    expect(put.status).toBe(200);

    const one = (await editor.get<MediaRecord>(`/media/${uploaded.id}`)).body;
    expect(one.used_count).toBe(1);
    expect(one.uses[0]).toMatchObject({ kind: 'product', id: 1, title: product.title });
    expect((await library({ unused: true })).body.map((r) => r.id)).not.toContain(uploaded.id);

    const versionBefore = await t.app.services.content.cache.version();
    const alt = await editor.put<MediaRecord>(`/media/${uploaded.id}`, {
      alt: '截止阀正面，带气动执行器',
      en_alt: 'Globe valve, front view, with pneumatic actuator',
    });
    expect(alt.status).toBe(200);
    expect(alt.body.en_alt).toBe('Globe valve, front view, with pneumatic actuator');
    // Cached pages go: the content version moved.
    expect(await t.app.services.content.cache.version()).not.toBe(versionBefore);
    expect((await library({ missing_alt: 'any' })).body.map((r) => r.id)).not.toContain(uploaded.id);
    // Words of the alt text alone (the search also matches the titles of the records using a file).
    expect((await library({ q: 'front view' })).body.map((r) => r.id)).toEqual([uploaded.id]);
    expect((await library({ q: '截止阀正面' })).body.map((r) => r.id)).toEqual([uploaded.id]);

    // What a page's render gets for the picture: the alt text in the page's language.
    const url = `/uploads/${uploaded.path}`;
    const metaFor = t.app.services.platform.images.metaFor;
    const en = (await pageData({ picture: url }, 'en', metaFor)) as {
      _images: Record<string, { alt?: string }>;
    };
    const zh = (await pageData({ picture: url }, 'zh', metaFor)) as {
      _images: Record<string, { alt?: string }>;
    };
    expect(en._images[url]?.alt).toBe('Globe valve, front view, with pneumatic actuator');
    expect(zh._images[url]?.alt).toBe('截止阀正面，带气动执行器');

    const audit = await editor.get<{ action: string; entity: string; entity_id: string }[]>('/audit', {
      filter: { entity: 'upload' },
    });
    // Editors may not read the audit log; the admin's view is checked in the replace test.
    expect(audit.status).toBe(403);
  });

  it('refuses to delete a used file, in both languages, and deletes it once unused', async () => {
    const uploaded = (
      await upload(
        'flange.png',
        await sharp({
          create: { width: 400, height: 300, channels: 4, background: '#c0392b80' },
        })
          .png()
          .toBuffer(),
      )
    ).json<{ id: number; path: string }>();
    await t.app.services.platform.images.idle();
    const item = (
      await editor.get<{ id: number; image: string; title: string; en_title: string }>('/items/1')
    ).body;
    await editor.put('/items/1', { image: uploaded.path });

    const refused = await editor.del<{ message: string }>(`/media/${uploaded.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('This file is used by 1 record(s): content item 1');
    const refusedZh = await editorZh.del<{ message: string }>(`/media/${uploaded.id}`);
    expect(refusedZh.status).toBe(409);
    expect(refusedZh.body.message).toContain('此文件正被 1 条记录使用：内容 1');
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', uploaded.path))).toBe(true);

    await editor.put('/items/1', { image: item.image });
    const deleted = await editor.del(`/media/${uploaded.id}`);
    expect(deleted.status).toBe(200);
    expect((await editor.get(`/media/${uploaded.id}`)).status).toBe(404);
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', uploaded.path))).toBe(false);
    expect((await t.app.inject({ url: `/uploads/${uploaded.path}` })).statusCode).toBe(404);
  });

  it('replaces a file under every use: new variants, every record and public answer changed, alt kept', async () => {
    const first = await picture('#27ae60', 1000);
    const uploaded = (await upload('actuator.jpg', first)).json<{ id: number; path: string }>();
    await t.app.services.platform.images.idle();
    await editor.put(`/media/${uploaded.id}`, { alt: '执行器', en_alt: 'Actuator' });
    const product2 = (await editor.get<{ images: string[] }>('/products/2')).body;
    await editor.put('/products/2', { images: [uploaded.path, ...product2.images] });
    await editor.put('/items/2', {
      content: `<p>Inside</p><p><img src="/uploads/${uploaded.path}" alt=""></p>`,
    });

    expect(await productPage(2)).toContain(uploaded.path);
    const versionBefore = await t.app.services.content.cache.version();

    const replaced = await upload(
      'actuator-v2.jpg',
      await picture('#8e44ad', 1000),
      `/admin/api/media/${uploaded.id}/file`,
    );
    expect(replaced.statusCode).toBe(200);
    const after = replaced.json<MediaRecord>();
    expect(after.id).toBe(uploaded.id);
    expect(after.path).not.toBe(uploaded.path);
    expect(after.original_name).toBe('actuator-v2.jpg');
    expect([after.alt, after.en_alt]).toEqual(['执行器', 'Actuator']);
    expect(after.uses.map((u) => `${u.kind}:${u.id}`).sort()).toEqual(['item:2', 'product:2']);
    expect(await t.app.services.content.cache.version()).not.toBe(versionBefore);

    // Every use names the new file; the public answers show it and not the old one.
    const page = await productPage(2);
    expect(page).toContain(after.path);
    expect(page).not.toContain(uploaded.path);
    expect((await editor.get<{ content: string }>('/items/2')).body.content).toContain(after.path);

    // The pipeline makes the new file's copies; the old ones are gone.
    await t.app.services.platform.images.idle();
    const newCopy = await t.app.inject({ url: variantUrl(after.url, 640, 'webp') });
    expect(newCopy.statusCode).toBe(200);
    const { dominant } = await sharp(newCopy.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(dominant.g); // purple, not the green of the first file
    expect((await t.app.inject({ url: `/uploads/${uploaded.path}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: variantUrl(`/uploads/${uploaded.path}`, 640, 'webp') })).statusCode,
    ).toBe(404);

    // A picture is replaced by a picture, not a document.
    const wrong = await upload(
      'sheet.pdf',
      Buffer.from('%PDF-1.4\n%test\n'),
      `/admin/api/media/${uploaded.id}/file`,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toContain('Replace a file with one of the same kind');

    const admin = await signedIn(t.app, 'admin');
    const audit = await admin.get<{ action: string; entity: string; entity_id: string }[]>('/audit', {
      filter: { entity: 'upload' },
    });
    const lines = audit.body.filter((a) => a.entity_id === String(uploaded.id)).map((a) => a.action);
    expect(lines).toEqual(expect.arrayContaining(['create', 'update', 'replace']));
  });

  it('is for editors: support may not open the library', async () => {
    const support = await signedIn(t.app, 'support');
    expect((await support.get('/media')).status).toBe(403);
  });
});
