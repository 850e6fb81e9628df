import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharpLib } from '#server/lib/sharp.js';
import { siteRoutes } from './routes.js';
import { startSite, type RunningSite } from './server.js';

/**
 * Link previews as a social network makes them: the server-rendered head of every page, then the
 * og:image it names, fetched as a crawler would.
 */

const LANGS = ['en', 'zh'] as const;

/** The content of a page's `<meta property|name=key>`, as a crawler reads it. */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1]?.replace(/&amp;/g, '&');
}

describe('share cards: a raster og:image of 1200×630 on every page, in its language', () => {
  let site: RunningSite;
  let routes: string[];

  beforeAll(async () => {
    site = await startSite();
    routes = await siteRoutes(site.url);
  });
  afterAll(() => site?.stop());

  it('names a card of 1200×630 on every page, a large-image Twitter card, and the right og:type', async () => {
    for (const lang of LANGS)
      for (const route of routes) {
        const html = await (await fetch(`${site.url}/${lang}${route === '/' ? '' : route}`)).text();
        const image = meta(html, 'og:image');
        expect(image, route).toMatch(/\/share-card\?page=/);
        expect(image, route).not.toMatch(/\.svg/i);
        expect(meta(html, 'og:image:width'), route).toBe('1200');
        expect(meta(html, 'og:image:height'), route).toBe('630');
        expect(meta(html, 'twitter:card'), route).toBe('summary_large_image');
        const type =
          route.startsWith('/nText') || route.startsWith('/programDetail')
            ? 'article'
            : route.startsWith('/prod_details')
              ? 'product'
              : 'website';
        expect(meta(html, 'og:type'), route).toBe(type);
      }
  });

  it("answers each page type's card as a PNG or JPEG of 1200×630 in the page's language", async () => {
    const sharp = await sharpLib();
    for (const route of routes) {
      const cards: Buffer[] = [];
      for (const lang of LANGS) {
        const html = await (await fetch(`${site.url}/${lang}${route === '/' ? '' : route}`)).text();
        const address = new URL(meta(html, 'og:image')!);
        const answer = await fetch(`${site.url}${address.pathname}${address.search}`);
        expect(answer.status, `${lang} ${route}`).toBe(200);
        expect(answer.headers.get('content-type'), route).toMatch(/^image\/(png|jpeg)$/);
        expect(answer.headers.get('content-language'), route).toBe(lang === 'zh' ? 'zh-CN' : 'en');
        const body = Buffer.from(await answer.arrayBuffer());
        const { width, height, format } = await sharp(body).metadata();
        expect({ width, height, format: format === 'jpeg' || format === 'png' }, route).toEqual({
          width: 1200,
          height: 630,
          format: true,
        });
        cards.push(body);
      }
      // The title is drawn in the page's language: the two cards differ.
      expect(cards[0]!.equals(cards[1]!), route).toBe(false);
    }
  });

  it('cuts the home and product cards from their photo, never sending the upload itself', async () => {
    for (const route of ['/', routes.find((r) => r.startsWith('/prod_details'))!]) {
      const html = await (await fetch(`${site.url}/en${route === '/' ? '' : route}`)).text();
      const address = new URL(meta(html, 'og:image')!);
      expect(address.searchParams.get('photo'), route).toMatch(/^\/uploads\/.+\.(jpe?g|png|webp)$/);
      const answer = await fetch(`${site.url}${address.pathname}${address.search}`);
      expect(answer.headers.get('content-type'), route).toBe('image/jpeg');
    }
  });

  it('draws only the card a page names: another title, photo or page is not found', async () => {
    const html = await (await fetch(`${site.url}/en/news`)).text();
    const address = new URL(meta(html, 'og:image')!);
    const tampered: Record<string, string>[] = [
      { ...Object.fromEntries(address.searchParams), v: 'other' },
      { ...Object.fromEntries(address.searchParams), photo: '/uploads/demo/x.jpg' },
      { page: '/en/nowhere' },
      { page: 'https://elsewhere.example/' },
    ];
    for (const query of tampered) {
      const answer = await fetch(`${site.url}/share-card?${new URLSearchParams(query).toString()}`);
      expect(answer.status, JSON.stringify(query)).toBe(404);
    }
  });
});
