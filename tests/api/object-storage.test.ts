import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '#contract/constants.js';
import { IMAGE_WIDTHS, MODERN_FORMATS, variantPath, variantUrl } from '#contract/images.js';
import type { MediaRecord } from '#contract/media.js';
import { folderStore, type FileStore } from '#server/lib/storage.js';
import { TEST_IMAGE_CACHE } from '#scripts/site-process.mjs';
import { describeEachDialect, freshDatabase } from '../helpers/app.js';
import { runCliAsync } from '../helpers/cli.js';
import { streamUpload } from '../helpers/http.js';
import { visitorEnquiry } from '../helpers/desk.js';
import { filesUnder, startS3, startTestAppOnBucket, type TestS3 } from '../helpers/s3.js';
import { startSmtp, type TestSmtp } from '../helpers/smtp.js';
import { multipart, ORIGIN, signedIn } from '../helpers/staff.js';

type OnBucket = Awaited<ReturnType<typeof startTestAppOnBucket>>;
type Signed = Awaited<ReturnType<typeof signedIn>>;

/** A small real-looking PDF of `size` bytes (its header is what the upload checks). */
function pdf(size: number, mark = ''): Buffer {
  const head = Buffer.from(`%PDF-1.4\n% ${mark}\n1 0 obj << /Type /Catalog >> endobj\n`);
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20), tail]);
}

const sha = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** Every file of a store with the SHA-256 of its bytes, by key (read 16 at a time). */
async function contents(store: FileStore): Promise<Record<string, string>> {
  const keys: string[] = [];
  for await (const file of store.list()) keys.push(file.key);
  const out: Record<string, string> = {};
  for (let i = 0; i < keys.length; i += 16)
    await Promise.all(keys.slice(i, i + 16).map(async (key) => (out[key] = sha((await store.read(key))!))));
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}

async function keys(store: FileStore, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for await (const file of store.list(prefix)) out.push(file.key);
  return out.sort();
}

describeEachDialect('uploads in an S3-compatible bucket', (dialect) => {
  let s3: TestS3;
  let smtp: TestSmtp;
  let t: OnBucket;
  let support: Signed;
  let editor: Signed;

  beforeAll(async () => {
    [s3, smtp] = await Promise.all([startS3(), startSmtp()]);
    // 4 KB of mail attachments: a small file goes in the mail, a larger one as a link.
    t = await startTestAppOnBucket(dialect, s3, { SMTP_URL: smtp.url, MAIL_ATTACH_MAX_BYTES: '4096' });
    support = await signedIn(t.app, 'support');
    editor = await signedIn(t.app, 'editor');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await s3?.close();
  });

  const visitorUpload = (name: string, content: Buffer) =>
    t.app.inject({ method: 'POST', url: '/api/common/upload', ...multipart(name, content) });

  const staffUpload = (who: Signed, url: string, name: string, content: Buffer) =>
    t.app.inject({
      method: 'POST',
      url,
      ...multipart(name, content),
      headers: { ...multipart(name, content).headers, cookie: who.cookie, origin: ORIGIN },
    });

  it('serves the demo pictures and files from the bucket, and the instance is ready on it', async () => {
    const config = (await t.app.inject({ url: '/api/common/getconfig' })).json<{
      data: { banner_index: { image: string }[]; logo?: string };
    }>();
    const banner = config.data.banner_index[0]!.image;
    const served = await t.app.inject({ url: banner });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.rawPayload.equals((await t.bucket.read(banner.slice('/uploads/'.length)))!)).toBe(true);
    const drawing = (await keys(t.bucket, 'demo/pictures/')).find((key) => key.endsWith('.webp'))!;
    const webp = await t.app.inject({ url: `/uploads/${drawing}` });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');

    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(filesUnder(t.config.dataDir)).toEqual([]);
  });

  it("streams a visitor's attachment into the bucket and hands it back as before: name, ranges, validators", async () => {
    const content = pdf(5000, 'pressure test report');
    const { data } = (await visitorUpload('压力试验报告.pdf', content)).json<{ data: { fullurl: string } }>();
    const key = data.fullurl.slice('/uploads/'.length);
    expect(key).toMatch(/^files\/\d{4}-\d{2}\/[\w-]+\.pdf$/);
    expect((await t.bucket.read(key))!.equals(content)).toBe(true);

    const whole = await t.app.inject({ url: data.fullurl });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(content)).toBe(true);
    expect(whole.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(content.length),
      'content-disposition': `attachment; filename="______.pdf"; filename*=UTF-8''${encodeURIComponent('压力试验报告.pdf')}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
    });
    const etag = String(whole.headers.etag);
    expect(etag).toMatch(/^".+"$/);

    const part = await t.app.inject({ url: data.fullurl, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF-1.4');
    expect(part.headers['content-range']).toBe(`bytes 0-7/${content.length}`);
    const tail = await t.app.inject({ url: data.fullurl, headers: { range: 'bytes=-7' } });
    expect(tail.rawPayload.equals(content.subarray(-7))).toBe(true);
    const middle = await t.app.inject({ url: data.fullurl, headers: { range: 'bytes=9-12' } });
    expect(middle.rawPayload.equals(content.subarray(9, 13))).toBe(true);
    const odd = await t.app.inject({ url: data.fullurl, headers: { 'if-modified-since': 'yesterday' } });
    expect(odd.statusCode).toBe(200);
    const beyond = await t.app.inject({ url: data.fullurl, headers: { range: 'bytes=90000-' } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${content.length}`);
    const unchanged = await t.app.inject({ url: data.fullurl, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: data.fullurl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(content.length));
    expect(head.body).toBe('');

    // A file in the bucket the database does not know is no download, whatever its name.
    await t.bucket.write('files/2026-01/not-a-visitor-file.pdf', pdf(300));
    expect((await t.app.inject({ url: '/uploads/files/2026-01/not-a-visitor-file.pdf' })).statusCode).toBe(
      404,
    );
    // Nor is a path that climbs or a hidden name.
    expect((await t.app.inject({ url: '/uploads/media/..%2Ffiles%2Fx.pdf' })).statusCode).toBe(404);

    // A renamed executable is refused from its first bytes and leaves nothing in the bucket.
    const before = await keys(t.bucket, 'files/');
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(8000, 0x41)]);
    const refused = (await visitorUpload('drawing.pdf', exe)).json<{ code: number; msg: string }>();
    expect(refused.code).toBe(0);
    expect(refused.msg).toMatch(/^file format incorrect: the content of the file is not a/);
    expect(await keys(t.bucket, 'files/')).toEqual(before);
    expect(filesUnder(t.config.dataDir)).toEqual([]);
  });

  it("derives a staff photo's sizes into the bucket; replacing and deleting it removes its objects", async () => {
    const photo = await sharp({ create: { width: 1700, height: 1000, channels: 3, background: '#2f6690' } })
      .jpeg()
      .toBuffer();
    const uploaded = (await staffUpload(editor, '/admin/api/uploads', 'Test bench.jpg', photo)).json<{
      id: number;
      path: string;
      url: string;
    }>();
    await t.app.services.platform.images.idle();
    const widths = IMAGE_WIDTHS.filter((w) => w < 1700);
    const variants = widths.flatMap((w) => [...MODERN_FORMATS, 'jpg' as const].map((f) => ({ w, f })));
    for (const { w, f } of variants) {
      const served = await t.app.inject({ url: variantUrl(uploaded.url, w, f) });
      expect(served.statusCode, `${w} ${f}`).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(w);
    }
    const stored = (path: string) => [path, ...variants.map(({ w, f }) => variantPath(path, w, f))].sort();
    const media = await keys(t.bucket, uploaded.path.replace(/[^/]+$/, ''));
    expect(media).toEqual(expect.arrayContaining(stored(uploaded.path)));

    const replacement = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#8e44ad' },
    })
      .jpeg()
      .toBuffer();
    const replaced = (
      await staffUpload(editor, `/admin/api/media/${uploaded.id}/file`, 'Test bench v2.jpg', replacement)
    ).json<MediaRecord>();
    await t.app.services.platform.images.idle();
    const after = await keys(t.bucket, 'media/');
    expect(after.filter((key) => key.startsWith(uploaded.path.replace(/\.jpg$/, '')))).toEqual([]);
    expect(after).toContain(replaced.path);
    expect((await t.app.inject({ url: uploaded.url })).statusCode).toBe(404);

    const deleted = await editor.del(`/media/${uploaded.id}`);
    expect(deleted.status).toBe(200);
    expect(
      (await keys(t.bucket, 'media/')).filter((key) => key.startsWith(replaced.path.replace(/\.jpg$/, ''))),
    ).toEqual([]);
    expect(filesUnder(t.config.dataDir)).toEqual([]);
  });

  it("mails a reply's small file from the bucket and serves a larger one by its expiring link", async () => {
    const enquiry = await visitorEnquiry(t, support);
    const small = pdf(1200, 'quotation');
    const large = pdf(6000, 'general arrangement');
    const upload = async (name: string, content: Buffer) =>
      (await staffUpload(support, `/admin/api/enquiries/${enquiry.id}/files`, name, content)).json<{
        name: string;
        url: string;
      }>();
    const files = [await upload('quotation.pdf', small), await upload('arrangement.pdf', large)];
    const before = smtp.inbox.length;
    await support.post(`/enquiries/${enquiry.id}/reply`, {
      content: 'Quotation and drawing enclosed.',
      files: files.map(({ name, url }) => ({ name, url })),
    });
    const mail = await smtp.waitFor(
      enquiry.email,
      (m) => (m.text ?? '').includes('drawing enclosed'),
      before,
    );
    expect(mail.attachments.map((a) => a.filename)).toEqual(['quotation.pdf']);
    expect(mail.attachments[0]!.content.equals(small)).toBe(true);
    const link = new URL(/(http:\/\/valve\.test\/uploads\/link\/\S+)/.exec(mail.text ?? '')![1]!).pathname;
    const download = await t.app.inject({ url: link });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(large)).toBe(true);
    expect(download.headers['content-disposition']).toContain('arrangement.pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
  });

  // The uploads' part of a backup does not depend on the database: once, on SQLite (both dialects'
  // database part: tests/api/backup.test.ts). 1,300 objects copied out and back: minutes on a slow machine.
  it.skipIf(dialect !== 'sqlite')(
    'backs up the bucket with the database, and restores both into an empty database and bucket',
    { timeout: 900_000 },
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-bucket-backup-'));
      const target = await freshDatabase(dialect);
      const { url: targetUrl, store: targetBucket } = await s3.bucket();
      const env = (database: { dataDir: string; databaseUrl: string }, uploadsUrl: string) => ({
        NODE_ENV: 'test',
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl,
        PUBLIC_URL: 'http://valve.test',
        IMAGE_CACHE_DIR: TEST_IMAGE_CACHE,
        UPLOADS_URL: uploadsUrl,
      });
      try {
        await t.app.services.platform.images.idle();
        const snapshot = path.join(dir, 'snapshot');
        const backup = await runCliAsync(
          'server/db/backupCli.ts',
          ['backup', snapshot],
          env({ dataDir: t.config.dataDir, databaseUrl: t.config.databaseUrl }, t.uploadsUrl),
        );
        expect(backup.status, backup.err).toBe(0);
        const inBucket = await contents(t.bucket);
        expect(Object.keys(inBucket).length).toBeGreaterThan(50);
        expect(await contents(folderStore(path.join(snapshot, 'uploads')))).toEqual(inBucket);

        const restore = await runCliAsync(
          'server/db/backupCli.ts',
          ['restore', snapshot],
          env(target, targetUrl),
        );
        expect(restore.status, restore.err).toBe(0);
        expect(restore.out).toContain('the uploads match');
        expect(await contents(targetBucket)).toEqual(inBucket);
        expect(filesUnder(target.dataDir)).toEqual([]);

        // The restored bucket is not empty now: a second restore says so rather than mixing two sites.
        const again = await runCliAsync(
          'server/db/backupCli.ts',
          ['restore', snapshot],
          env(target, targetUrl),
        );
        expect(again.status).toBe(1);
        expect(again.err).toContain(`files in ${targetBucket.where}`);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
        await target.drop();
      }
    },
  );
});

describe('moving an uploads folder into a bucket: npm run uploads:to-bucket', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3?.close());

  const moveCli = (env: Record<string, string>) => runCliAsync('server/uploadsCli.ts', [], env);

  it('copies every file into the bucket, checks them there, and skips what is there on a second run', async () => {
    const site = await freshDatabase('sqlite');
    try {
      // A site's kinds of file in their folders, and what is not the site's: an upload still
      // arriving (tmp/) and the readiness probe's scratch file.
      const uploads = path.join(site.dataDir, 'uploads');
      const made: Record<string, Buffer> = {
        'files/2026-05/Aq3x-visitor.pdf': pdf(4000, 'visitor'),
        'media/2026-05/pump-bay.jpg': await sharp({
          create: { width: 640, height: 480, channels: 3, background: '#336699' },
        })
          .jpeg()
          .toBuffer(),
        'media/2026-05/pump-bay.w320.webp': Buffer.from('RIFF\0\0\0\0WEBPVP8 '),
        'demo/files/manual-1.pdf': pdf(9000, 'manual'),
        'demo/pictures/area-1.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      };
      for (let i = 0; i < 40; i++) made[`media/2026-04/part-${i}.pdf`] = pdf(600 + i, `part ${i}`);
      for (const [key, bytes] of Object.entries(made)) {
        fs.mkdirSync(path.dirname(path.join(uploads, key)), { recursive: true });
        fs.writeFileSync(path.join(uploads, key), bytes);
      }
      fs.mkdirSync(path.join(uploads, 'tmp'));
      fs.writeFileSync(path.join(uploads, 'tmp', 'arriving.part'), 'half a file');
      fs.writeFileSync(path.join(uploads, '.ready-1234'), '');
      const inFolder = await contents(folderStore(uploads));
      expect(Object.keys(inFolder).sort()).toEqual(Object.keys(made).sort());
      const { url, store } = await s3.bucket('site-a');
      const env = { DATA_DIR: site.dataDir, UPLOADS_URL: url };

      const first = await moveCli(env);
      expect(first.status, first.err).toBe(0);
      const count = Object.keys(made).length;
      expect(first.out).toContain(`Done: ${count} files`);
      expect(first.out).toContain(`${count} copied now, 0 were there already`);
      expect(await contents(store)).toEqual(inFolder);
      // The folder is left as it was.
      expect(await contents(folderStore(uploads))).toEqual(inFolder);
      expect(fs.readFileSync(path.join(uploads, 'tmp', 'arriving.part'), 'utf8')).toBe('half a file');

      const second = await moveCli(env);
      expect(second.out).toContain(`0 copied now, ${count} were there already`);
    } finally {
      await site.drop();
    }
  });

  it('says what is wrong without echoing the secret', async () => {
    const site = await freshDatabase('sqlite');
    try {
      const unset = await moveCli({ DATA_DIR: site.dataDir });
      expect(unset.status).toBe(1);
      expect(unset.err).toContain('UPLOADS_URL is not set');
      const bad = await moveCli({
        DATA_DIR: site.dataDir,
        UPLOADS_URL: 'https://KEY:VERY-SECRET@host/bucket',
      });
      expect(bad.status).toBe(1);
      expect(bad.err).toContain('UPLOADS_URL must start with s3:// (https) or s3+http://');
      expect(bad.err).not.toContain('VERY-SECRET');
      const { url } = await s3.bucket();
      const noFolder = await moveCli({ DATA_DIR: path.join(site.dataDir, 'elsewhere'), UPLOADS_URL: url });
      expect(noFolder.err).toContain('There is no uploads folder at');
    } finally {
      await site.drop();
    }
  });
});

describe('a 500 MB upload into the bucket', () => {
  let s3: TestS3;
  let t: OnBucket;
  beforeAll(async () => {
    // In a process of its own: the memory measured is the site's.
    s3 = await startS3({ ownProcess: true });
    t = await startTestAppOnBucket('sqlite', s3);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const send = (bytes: number) =>
    streamUpload((t.app.server.address() as { port: number }).port, bytes, 'tag-list.txt');

  it('streams the largest upload the site takes into the bucket in parts, memory flat, and refuses one byte more', async () => {
    const size = UPLOAD_MAX_BYTES;
    const stored = await send(size);
    expect(stored.status).toBe(200);
    const { data } = JSON.parse(stored.text) as { data: { fullurl: string } };
    const key = data.fullurl.slice('/uploads/'.length);
    expect((await t.bucket.stat(key))?.size).toBe(size);
    console.log(`RSS growth while 500 MB streamed into the bucket: ${(stored.growth / 1e6).toFixed(1)} MB`);
    expect(stored.growth).toBeLessThan(100 * 1024 * 1024);
    const tail = await t.app.inject({ url: data.fullurl, headers: { range: `bytes=${size - 4}-` } });
    expect(tail.body).toBe('AAAA');

    const before = await keys(t.bucket, 'files/');
    const refused = await send(size + 1);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.text)).toMatchObject({ code: 0, msg: 'upload file size cannot exceed 500 MB' });
    expect(refused.growth).toBeLessThan(100 * 1024 * 1024);
    expect(await keys(t.bucket, 'files/')).toEqual(before);
    expect(filesUnder(t.config.dataDir)).toEqual([]);
  });
});

describe('a bucket that does not answer', () => {
  let s3: TestS3;
  let t: OnBucket;
  beforeAll(async () => {
    s3 = await startS3();
    t = await startTestAppOnBucket('sqlite', s3);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('asks visitors and staff to try again shortly instead of failing', async () => {
    const [stored] = await keys(t.bucket, 'media/');
    expect(stored).toBeDefined();
    await s3.close();
    const picture = await t.app.inject({ method: 'GET', url: `/uploads/${stored}` });
    expect(picture.statusCode).toBe(503);
    expect(Number(picture.headers['retry-after'])).toBeGreaterThan(0);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload',
      ...multipart('report.pdf', pdf(3000)),
    });
    expect(sent.statusCode).toBe(503);
    expect(sent.json()).toMatchObject({ code: 0, msg: expect.stringMatching(/try again/) });
  });
});
