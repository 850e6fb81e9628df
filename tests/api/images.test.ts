import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { IMAGE_WIDTHS, variantUrl } from '#contract/images.js';
import { renderPhoto } from '#server/db/seed/photos.js';
import { describeEachDialect, useTestApp } from '../helpers/app.js';
import { multipart, ORIGIN, useSignedIn } from '../helpers/staff.js';

/** A PNG whose header claims 30000×30000 pixels (900 MP), complete and valid: a decompression bomb. */
function pngBomb(): Buffer {
  const size = 30_000;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // 1 bit per pixel, greyscale: 112 MB of rows that deflate to ~100 KB
  header[9] = 0;
  const row = Buffer.alloc(1 + size / 8);
  const deflate = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflate),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Uploaded {
  path: string;
  url: string;
  size: number;
  image: { status: string; width: number; height: number } | null;
}

describeEachDialect('image pipeline: staff pictures cleaned, resized and converted', (dialect) => {
  const t = useTestApp(dialect);
  const editor = useSignedIn(t, 'editor');
  let photo: Buffer;
  beforeAll(async () => {
    photo = await renderPhoto({ scene: 'plant', seed: 'pipeline-test' });
  });

  const upload = (name: string, content: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/admin/api/uploads',
      ...multipart(name, content),
      headers: { ...multipart(name, content).headers, cookie: editor.cookie, origin: ORIGIN },
    });

  it('strips EXIF and GPS from a 4000×3000 camera JPEG and serves it in AVIF and WebP at every width', async () => {
    // The test picture really carries what a camera writes, or this test proves nothing.
    const source = exifReader((await sharp(photo).metadata()).exif!);
    expect(source.GPSInfo?.GPSLatitude).toHaveLength(3);
    expect(source.Image?.Make).toBe('Maple River Demo Camera');

    const answer = await upload('Plant at dusk.jpg', photo);
    expect(answer.statusCode).toBe(201);
    const body = answer.json<Uploaded>();
    expect(body.image).toMatchObject({ status: 'processing', width: 4000, height: 3000 });

    await t.app.services.platform.images.idle();
    const status = await editor.get<{ status: string; width: number; height: number; widths: number[] }>(
      '/uploads/image',
      { path: body.path },
    );
    expect(status.body).toMatchObject({
      status: 'ready',
      width: 4000,
      height: 3000,
      widths: [...IMAGE_WIDTHS],
    });

    const original = await t.app.inject({ url: body.url });
    expect(original.statusCode).toBe(200);
    const served = [original.rawPayload];
    for (const width of IMAGE_WIDTHS) {
      for (const [format, type] of [
        ['avif', 'image/avif'],
        ['webp', 'image/webp'],
        ['jpg', 'image/jpeg'],
      ] as const) {
        const file = await t.app.inject({ url: variantUrl(body.url, width, format) });
        expect(file.statusCode, `${width} ${format}`).toBe(200);
        expect(file.headers['content-type']).toBe(type);
        const meta = await sharp(file.rawPayload).metadata();
        expect(meta.width).toBe(width);
        expect(meta.height).toBe((width * 3) / 4);
        served.push(file.rawPayload);
      }
    }
    for (const file of served) {
      const meta = await sharp(file).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(file.includes(Buffer.from('Maple River Demo Camera'))).toBe(false);
      expect(file.includes(Buffer.from('GPS'))).toBe(false);
    }
    // The fallback of a phone-sized copy is a fraction of the camera's file.
    expect(served[1 + 2]!.length).toBeLessThan(photo.length / 20);
  });

  it('turns a picture upright by its orientation tag and never enlarges a small one', async () => {
    // Stored 400×300 sideways; the camera's tag (6) says it is a 300×400 portrait.
    const sideways = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2f6690' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const body = (await upload('portrait.jpg', sideways)).json<Uploaded>();
    expect(body.image).toMatchObject({ width: 300, height: 400 });
    await t.app.services.platform.images.idle();
    const status = await editor.get<{ widths: number[] }>('/uploads/image', { path: body.path });
    expect(status.body.widths).toEqual([300]);
    const upright = await sharp((await t.app.inject({ url: body.url })).rawPayload).metadata();
    expect([upright.width, upright.height, upright.orientation ?? 1]).toEqual([300, 400, 1]);
    expect((await t.app.inject({ url: variantUrl(body.url, 320, 'avif') })).statusCode).toBe(404);
  });

  it('refuses a decompression bomb and a truncated photograph with a clear message, memory flat', async () => {
    const bomb = pngBomb();
    const before = process.memoryUsage().rss;
    const refused = await upload('huge.png', bomb);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The picture is too large: at most 50 megapixels, this one has 900');
    // Decoding it would need 900 MB (2.7 GB as RGB); it was refused from its header.
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);

    const truncated = await upload('cut short.jpg', photo.subarray(0, Math.floor(photo.length * 0.6)));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toBe('The picture cannot be read: the file is damaged or incomplete');

    const zh = await t.app.inject({
      method: 'POST',
      url: '/admin/api/uploads',
      ...multipart('huge.png', bomb),
      headers: {
        ...multipart('huge.png', bomb).headers,
        cookie: editor.cookie,
        origin: ORIGIN,
        'accept-language': 'zh-CN',
      },
    });
    expect(zh.json().message).toBe('图片过大：最多 50 百万像素，此图片为 900 百万像素');

    // Nothing of the refused files is left on disk or in the database.
    const month = fs.readdirSync(path.join(t.config.dataDir, 'uploads', 'media'));
    const left = month.flatMap((m) => fs.readdirSync(path.join(t.config.dataDir, 'uploads', 'media', m)));
    expect(left.filter((name) => name.endsWith('.png'))).toEqual([]);
  });

  it('sends the demo photographs through the same pipeline on a fresh database', async () => {
    await t.app.services.platform.images.idle();
    const config = (await t.app.inject({ url: '/api/common/getconfig' })).json<{
      data: { banner_index: { image: string }[] };
    }>();
    const banner = config.data.banner_index[0]!.image;
    expect(banner).toMatch(/^\/uploads\/media\/\d{4}-\d{2}\/demo-banner-1\.jpg$/);
    const meta = await t.app.services.platform.images.metaFor([banner]);
    expect(meta[banner]).toMatchObject({
      width: 4000,
      height: 3000,
      widths: [...IMAGE_WIDTHS],
      fallback: 'jpg',
    });
    expect(meta[banner]!.color).toMatch(/^#[0-9a-f]{6}$/);
    const original = (await t.app.inject({ url: banner })).rawPayload;
    expect((await sharp(original).metadata()).exif).toBeUndefined();
  });
});

describeEachDialect('image pipeline: pictures uploaded before it existed', (dialect) => {
  const t = useTestApp(dialect);

  it('cleans and sizes them on the next start, and marks an unreadable one failed once', async () => {
    const uploads = path.join(t.config.dataDir, 'uploads');
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#5b6773' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Old Upload Camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 0/1 0/1' },
      })
      .toBuffer();
    const files = {
      'media/2025-01/earlier.jpg': photo,
      'media/2025-01/broken.png': Buffer.from('\x89PNG\r\n\x1a\n broken'),
    };
    fs.mkdirSync(path.join(uploads, 'media', '2025-01'), { recursive: true });
    for (const [stored, content] of Object.entries(files)) {
      fs.writeFileSync(path.join(uploads, stored), content);
      await t.database.db
        .insertInto('upload')
        .values({
          public_id: path.basename(stored).split('.')[0]!,
          path: stored,
          original_name: path.basename(stored),
          ext: path.extname(stored).slice(1),
          mime: 'image/jpeg',
          size: content.length,
          ip: '127.0.0.1',
          create_time: Date.now(),
        })
        .execute();
    }
    expect(await t.app.services.platform.images.backfill()).toBe(2);
    await t.app.services.platform.images.idle();
    const [broken, earlier] = await t.app.services.platform.images.statusOf(Object.keys(files).sort());
    expect(earlier).toMatchObject({ status: 'ready', width: 1200, height: 800, widths: '320,640,960,1200' });
    expect(broken).toMatchObject({
      status: 'failed',
      error: 'The picture cannot be read: the file is damaged or incomplete',
    });
    const cleaned = fs.readFileSync(path.join(uploads, 'media/2025-01/earlier.jpg'));
    expect((await sharp(cleaned).metadata()).exif).toBeUndefined();
    // Done once: the next start finds nothing left to take.
    expect(await t.app.services.platform.images.backfill()).toBe(0);
  });
});
