import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantUrl } from '#contract/images.js';
import { drawJpeg, startSite, uploadPhoto, type RunningSite } from './server.js';
import { staffCookie } from '#scripts/site-process.mjs';

type Row = { id: number; cate_id: number };
const ADMIN = { email: 'pictures.admin@mapleriver-controls.example', password: 'Pictures-admin-2026' };
/** The photograph's real size, and the widths derived from it (contract/images.ts). */
const PHOTO = { width: 2400, height: 1600 };
const WIDTHS = [320, 640, 960, 1440, 1920];

/** A 2400×1600 JPEG: a colour gradient with a little noise, like a photograph's detail. */
async function photograph(): Promise<Buffer> {
  const { width, height } = PHOTO;
  return drawJpeg(width, height, (x, y) => {
    const noise = ((x * 7919 + y * 104_729) % 23) - 11;
    return [
      Math.round((x / width) * 200) + 30 + noise,
      Math.round((y / height) * 120) + 60 + noise,
      150 + noise,
    ];
  });
}

/** The `<picture>…</picture>` around the picture whose derived copies live beside `url`. */
function pictureOf(html: string, url: string): string | undefined {
  const stem = url.replace(/\.jpg$/, '');
  return [...html.matchAll(/<picture>.*?<\/picture>/gs)]
    .map((m) => m[0])
    .find((p) => p.includes(`${stem}.w`));
}

/** An attribute's value in a tag (names are case-insensitive in HTML: React writes `srcSet`). */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

/** `url`'s copies in one format at every width, as a srcset lists them. */
const srcset = (url: string, format: 'avif' | 'webp' | 'jpg') =>
  WIDTHS.map((w) => `${variantUrl(url, w, format)} ${w}w`).join(', ');

describe('processed pictures: <picture> with AVIF and WebP at every width, real size, cached for good', () => {
  let site: RunningSite;
  let cookie: string;
  let url: string;
  const pages: Record<'product' | 'news' | 'case', string> = { product: '', news: '', case: '' };

  async function staff(method: string, path: string, body?: unknown) {
    const response = await fetch(`${site.url}/admin/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: site.url, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}`).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }
  const api = async <T>(path: string) =>
    ((await (await fetch(`${site.url}${path}`)).json()) as { data: T }).data;
  const html = async (path: string) => (await fetch(`${site.url}${path}`)).text();

  /** A page's HTML once it shows the photograph processed (the page cache renders it anew after a change). */
  async function rendered(path: string): Promise<string> {
    for (let tries = 0; ; tries++) {
      const body = await html(path);
      if (pictureOf(body, url) || tries > 100) return body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    site = await startSite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    cookie = await staffCookie(site.url, ADMIN);

    const stored = await uploadPhoto(site.url, cookie, await photograph(), 'plant.jpg');
    url = stored.url;

    // The first home banner (no film before it), a product, a news item and a case show it.
    const config = await staff('GET', '/config/site');
    const banners = config.banner_index as { image: string }[];
    await staff('PUT', '/config/site', {
      ...config,
      banner_video: '',
      banner_index: [{ ...banners[0]!, image: url }, ...banners.slice(1)],
    });
    const product = (await api<{ list: Row[] }>('/api/product/ProductList?limit=1')).list[0]!;
    await staff('PUT', `/products/${product.id}`, { images: [stored.path] });
    pages.product = `/en/prod_details?id=${product.cate_id}&sonId=${product.id}`;
    const news = (await api<{ list: Row[] }>('/api/article/getArticleList?cate_id=9&limit=1')).list[0]!;
    await staff('PUT', `/items/${news.id}`, { image: stored.path });
    pages.news = `/en/nText?id=${news.id}`;
    const caseItem = (await api<{ list: Row[] }>('/api/cases/getCaseList?cate_id=75&limit=1')).list[0]!;
    await staff('PUT', `/items/${caseItem.id}`, { image: stored.path });
    pages.case = `/en/programDetail?id=${caseItem.id}&from=1`;

    // Derived in the background: wait until the copies answer.
    for (let tries = 0; (await fetch(`${site.url}${variantUrl(url, 640, 'avif')}`)).status !== 200; tries++) {
      if (tries > 600) throw new Error('the derived copies never appeared');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    await site?.stop();
  });

  it('shows the first banner as <picture> with AVIF and WebP sources at every width, fetched first, at its real size', async () => {
    const home = await rendered('/en');
    const picture = pictureOf(home, url);
    expect(picture, 'the banner is a <picture>').toBeDefined();
    const sources = picture!.match(/<source [^>]*>/g) ?? [];
    // AVIF first: a browser takes the first source whose type it knows.
    expect(sources.map((s) => attribute(s, 'type'))).toEqual(['image/avif', 'image/webp']);
    for (const [i, format] of (['avif', 'webp'] as const).entries()) {
      expect(attribute(sources[i]!, 'srcset'), format).toBe(srcset(url, format));
      expect(attribute(sources[i]!, 'sizes'), format).toBe('100vw');
    }
    const img = /<img [^>]*>/.exec(picture!)![0];
    expect(attribute(img, 'class')).toBe('company-banner__media');
    expect(attribute(img, 'src')).toBe(variantUrl(url, 1920, 'jpg'));
    expect(attribute(img, 'srcset')).toBe(srcset(url, 'jpg'));
    expect([attribute(img, 'width'), attribute(img, 'height')]).toEqual([
      `${PHOTO.width}`,
      `${PHOTO.height}`,
    ]);
    expect(attribute(img, 'fetchpriority')).toBe('high');
    expect(attribute(img, 'loading')).not.toBe('lazy');
    expect(attribute(img, 'style')).toMatch(/^background-color:#[0-9a-f]{6};?$/);
    // The first banner is the page's main picture: no other one is fetched first, and the head
    // asks for its best format at the width the screen needs before the parser reaches it.
    expect(home.match(/<img [^>]*fetchpriority="high"/gi)).toHaveLength(1);
    const head = home.slice(0, home.indexOf('</head>'));
    const hint = (head.match(/<link [^>]*>/g) ?? []).find(
      (link) => attribute(link, 'imagesrcset') === srcset(url, 'avif'),
    );
    expect(hint, 'a preload of the banner in the head').toBeDefined();
    expect(
      ['rel', 'as', 'type', 'imagesizes', 'fetchpriority'].map((name) => attribute(hint!, name)),
    ).toEqual(['preload', 'image', 'image/avif', '100vw', 'high']);
  });

  it('shows the same picture processed on a product, a news item and a case', async () => {
    for (const [name, path] of Object.entries(pages)) {
      const picture = pictureOf(await rendered(path), url);
      expect(picture, name).toBeDefined();
      const [avif, webp] = picture!.match(/<source [^>]*>/g) ?? [];
      expect(attribute(avif ?? '', 'srcset'), name).toBe(srcset(url, 'avif'));
      expect(attribute(webp ?? '', 'srcset'), name).toBe(srcset(url, 'webp'));
      const img = /<img [^>]*>/.exec(picture!)![0];
      expect([attribute(img, 'width'), attribute(img, 'height')], name).toEqual([
        `${PHOTO.width}`,
        `${PHOTO.height}`,
      ]);
      expect(attribute(img, 'decoding'), name).toBe('async');
    }
  });

  it('shows a demo drawing as a plain WebP <img> at its own size, not an SVG document', async () => {
    const home = await rendered('/en');
    // A milestone's drawing in the stories timeline (the banners are demo photographs now).
    const drawing =
      /<img src="(\/uploads\/demo\/pictures\/item-\d+\.webp)" alt(="")? width="800" height="600" loading="lazy"\/>/.exec(
        home,
      );
    expect(drawing, 'a drawing in the timeline').not.toBeNull();
    expect(home).not.toMatch(/\/uploads\/demo\/pictures\/[^"]+\.svg/);
    const served = await fetch(`${site.url}${drawing![1]}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const { width, height, format } = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect({ width, height, format }).toEqual({ width: 800, height: 600, format: 'webp' });
  });

  it('serves the derived copies as AVIF and WebP, cached for a year; the original for a day', async () => {
    for (const [format, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
      ['jpg', 'image/jpeg'],
    ] as const) {
      const response = await fetch(`${site.url}${variantUrl(url, 640, format)}`);
      expect(response.status, format).toBe(200);
      expect(response.headers.get('content-type'), format).toBe(type);
      expect(response.headers.get('cache-control'), format).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-disposition'), format).toBeNull();
      const { width, format: decoded } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(width, format).toBe(640);
      expect(decoded, format).toBe(format === 'jpg' ? 'jpeg' : format === 'avif' ? 'heif' : format);
    }
    const original = await fetch(`${site.url}${url}`);
    expect(original.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});
