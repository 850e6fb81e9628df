import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '#contract/constants.js';
import { describeEachDialect, markVerified, startTestApp, type TestApp } from '../helpers/app.js';
import { client, streamUpload } from '../helpers/http.js';

const SAMPLES: Record<string, Buffer> = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0x10, 0x45, 0x78, 0x69, 0x66, 0, 0]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  doc: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
  xls: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 1, 1, 1]),
  ppt: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 2, 2, 2, 2]),
  docx: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0, 0x08, 0, 0, 0]),
  xlsx: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0, 0x08, 0, 1, 1]),
  pptx: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0, 0x08, 0, 2, 2]),
  txt: Buffer.from('Valve tag list:\nFV-101 DN100\nFV-102 DN150\n控制阀\n'),
};
const EXECUTABLE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(64, 0)]);

function multipart(files: { name: string; content: Buffer }[]) {
  const boundary = '----valve-test-boundary';
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describeEachDialect('uploads', (dialect) => {
  let t: TestApp;
  let uploads: string;
  const upload = (files: { name: string; content: Buffer }[], lang: 'en' | 'zh' = 'en') =>
    t.app
      .inject({ method: 'POST', url: `/api/common/upload?lang=${lang}`, ...multipart(files) })
      .then((r) => ({
        status: r.statusCode,
        body: r.json() as { code: number; msg: string; data: { fullurl: string } | null },
      }));
  const storedFiles = () =>
    fs.existsSync(path.join(uploads, 'files'))
      ? fs
          .readdirSync(path.join(uploads, 'files'), { recursive: true })
          .filter((f) => String(f).includes('.'))
      : [];

  beforeAll(async () => {
    t = await startTestApp(dialect);
    uploads = path.join(t.config.dataDir, 'uploads');
  });
  afterAll(() => t.close());

  it.each(Object.keys(SAMPLES))('accepts a .%s file and serves it back as a download', async (ext) => {
    const { body } = await upload([{ name: `datasheet.${ext}`, content: SAMPLES[ext]! }]);
    expect(body.code).toBe(1);
    expect(body.data!.fullurl).toMatch(new RegExp(`^/uploads/files/\\d{4}-\\d{2}/[\\w-]+\\.${ext}$`));
    const served = await t.app.inject({ url: body.data!.fullurl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(SAMPLES[ext]!)).toBe(true);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    if (!['jpg', 'jpeg', 'png'].includes(ext))
      expect(served.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('hands a visitor file back under its own name', async () => {
    const { body } = await upload([{ name: '阀门清单 v2.pdf', content: SAMPLES.pdf! }]);
    const served = await t.app.inject({ url: body.data!.fullurl });
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="____ v2.pdf"; filename*=UTF-8''${encodeURIComponent('阀门清单 v2.pdf')}`,
    );
    const missing = await t.app.inject({ url: '/uploads/files/2026-01/nothing-here.pdf' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps visitors’ attachments out of shared caches, and lets the site’s own media be cached', async () => {
    const { body } = await upload([{ name: 'pressure-test.pdf', content: SAMPLES.pdf! }]);
    const attachment = await t.app.inject({ url: body.data!.fullurl });
    expect(attachment.headers['cache-control']).toBe('private, no-store');
    const media = fs
      .readdirSync(path.join(uploads, 'demo'), { recursive: true })
      .find((f) => String(f).endsWith('.svg'));
    const demo = await t.app.inject({ url: `/uploads/demo/${String(media)}` });
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['cache-control']).toMatch(/^public/);
  });

  it('attaches an upload to one enquiry only, and only within a day', async () => {
    await markVerified(t.app, 'twice@example.com');
    const enquiry = (files: { name: string; url: string }[]) =>
      client(t.app).post('/api/leavemessage/postAdvise', {
        name: 'A',
        company_name: 'B',
        phone: '1',
        email: 'twice@example.com',
        content: 'x',
        files,
      });
    const { body } = await upload([{ name: 'spec.pdf', content: SAMPLES.pdf! }]);
    const file = { name: 'spec.pdf', url: body.data!.fullurl };
    expect((await enquiry([file])).body.code).toBe(1);
    expect((await enquiry([file])).body.msg).toBe(
      'An attachment is not a file uploaded to this site, please upload it again',
    );
    const old = await upload([{ name: 'old.pdf', content: SAMPLES.pdf! }]);
    t.clock.advance(25 * 3600_000);
    expect((await enquiry([{ name: 'old.pdf', url: old.body.data!.fullurl }])).body.code).toBe(0);
  });

  it('refuses a file type outside the list, naming the allowed types', async () => {
    const { body } = await upload([{ name: 'setup.exe', content: EXECUTABLE }]);
    expect(body).toEqual({
      code: 0,
      msg: 'file format incorrect, please upload doc, docx, xls, xlsx, ppt, pptx, txt, pdf, jpg, jpeg, png files',
      data: null,
    });
    const zh = await upload([{ name: 'setup.exe', content: EXECUTABLE }], 'zh');
    expect(zh.body.msg).toMatch(/^文件格式不正确/);
  });

  it('refuses a renamed executable by its content', async () => {
    for (const name of ['drawing.pdf', 'notes.txt', 'photo.jpg', 'quote.docx']) {
      const before = storedFiles().length;
      const { body } = await upload([{ name, content: EXECUTABLE }]);
      expect(body.code).toBe(0);
      expect(body.msg).toMatch(/^file format incorrect: the content of the file is not a/);
      expect(storedFiles()).toHaveLength(before);
    }
  });

  it('refuses a third file and keeps none of the request', async () => {
    const before = storedFiles().length;
    const three = ['a', 'b', 'c'].map((n) => ({ name: `${n}.pdf`, content: SAMPLES.pdf! }));
    const { status, body } = await upload(three);
    expect(status).toBe(413);
    expect(body.msg).toBe('upload file count cannot exceed 2');
    expect(storedFiles()).toHaveLength(before);
    const enquiry = await client(t.app).post('/api/leavemessage/postAdvise', {
      name: 'A',
      company_name: 'B',
      phone: '1',
      email: 'three@example.com',
      content: 'x',
      files: three.map((f) => ({ name: f.name, url: '/uploads/files/2026-01/x.pdf' })),
    });
    expect(enquiry.body.msg).toBe('upload file count cannot exceed 2');
  });

  it('refuses an attachment that this site did not hand out', async () => {
    await markVerified(t.app, 'foreign@example.com');
    const { body } = await client(t.app).post('/api/leavemessage/postAdvise', {
      name: 'A',
      company_name: 'B',
      phone: '1',
      email: 'foreign@example.com',
      content: 'x',
      files: [{ name: 'x.pdf', url: 'https://elsewhere.example/x.pdf' }],
    });
    expect(body.msg).toBe('An attachment is not a file uploaded to this site, please upload it again');
  });

  it('streams an over-500-MB upload to its limit and refuses it without holding it in memory', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const answer = await streamUpload(port, UPLOAD_MAX_BYTES + 8 * 1024 * 1024, 'huge.txt');
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 0, msg: 'upload file size cannot exceed 500 MB' });
    expect(answer.sent).toBeGreaterThan(UPLOAD_MAX_BYTES);
    expect(answer.growth).toBeLessThan(64 * 1024 * 1024);
    expect(fs.readdirSync(path.join(uploads, 'tmp'))).toEqual([]);
  });
});
