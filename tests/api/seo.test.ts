import { expect, it } from 'vitest';
import { CATE } from '#contract/constants.js';
import { readDemoContent } from '#server/db/seed/content.js';

const demoNewsCategories = [CATE.newsCompany, CATE.newsIndustry, CATE.newsEvents, CATE.newsTechnical];
import { describeEachDialect, useTestApp } from '../helpers/app.js';
import { signedIn } from '../helpers/staff.js';

const demoContent = readDemoContent();

/** The <url> entry of a page in the sitemap (its <loc> read as XML text), or undefined. */
function entryOf(xml: string, loc: string): string | undefined {
  return xml
    .split('<url>')
    .find((entry) => /^<loc>([^<]*)<\/loc>/.exec(entry)?.[1]?.replace(/&(?:amp|#38);/g, '&') === loc);
}
const imagesOf = (entry = '') =>
  [...entry.matchAll(/<image:image><image:loc>([^<]+)<\/image:loc><\/image:image>/g)].map((m) => m[1]);
const lastmodOf = (entry = '') => /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1];
/** A W3C datetime with seconds and a zone, as the sitemap protocol takes it. */
const W3C = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2})$/;

describeEachDialect('sitemap and robots', (dialect) => {
  const t = useTestApp(dialect);

  it('lists every page and item in both languages with alternates', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml).toContain('<loc>http://valve.test/en</loc>');
    expect(xml).toContain('<loc>http://valve.test/zh/about?index=3</loc>');
    const products = xml.match(/<loc>http:\/\/valve\.test\/en\/prod_details\?/g) ?? [];
    expect(products).toHaveLength(demoContent.products.length);
    expect(xml).toMatch(/hreflang="zh-CN" href="http:\/\/valve\.test\/zh\/nText\?id=\d+"/);
    expect(xml).not.toMatch(/&(?!amp;|#\d+;)/);
  });

  it("lists each product, news and case page's own pictures as raster copies, never SVG drawings", async () => {
    // Pictures whose copies are ready are named by their copy (the content version moves then).
    await t.app.services.platform.images.idle();
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    const all = [...xml.matchAll(/<image:loc>([^<]+)<\/image:loc>/g)].map((m) => m[1]!);
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((src) => !/\.(?:jpg|png|webp)$/.test(src))).toEqual([]);
    // A page's image is a copy of one of its own pictures: the stored name with its width.
    const stem = (src: string) => src.replace(/^http:\/\/valve\.test/, '').replace(/(\.w\d+)?\.[a-z]+$/, '');
    const ownRasters = (pictures: string[]) =>
      pictures.filter((src) => !src.endsWith('.svg')).map((src) => src.replace(/\.[a-z]+$/, ''));

    const { list } = await t.app.services.content.products.list({ page: { page: 1, limit: 1000 } });
    const photographed = list.filter((p) => p.full_images.split(',').some((src) => /\.jpe?g$/.test(src)));
    expect(photographed.length, 'demo products with photographs').toBeGreaterThan(0);
    for (const product of list) {
      const gallery = product.full_images.split(',').filter(Boolean);
      for (const lang of ['en', 'zh']) {
        const entry = entryOf(
          xml,
          `http://valve.test/${lang}/prod_details?id=${product.cate_id}&sonId=${product.id}`,
        );
        expect(entry, `product ${product.id}`).toBeDefined();
        expect(
          imagesOf(entry).map((src) => stem(src!)),
          `product ${product.id}`,
        ).toEqual(ownRasters(gallery));
      }
    }
    // A photograph is named by its largest processed copy, which answers as a JPEG.
    const photo = imagesOf(
      entryOf(
        xml,
        `http://valve.test/en/prod_details?id=${photographed[0]!.cate_id}&sonId=${photographed[0]!.id}`,
      ),
    )[0]!;
    expect(photo).toMatch(/\.w1920\.jpg$/);
    const fetched = await t.app.inject({ url: photo.replace('http://valve.test', '') });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/jpeg');

    const items = (
      await t.app.services.content.items.list({
        cateIds: [...demoNewsCategories, CATE.productCases, CATE.maintenanceCases],
        page: { page: 1, limit: 1000 },
      })
    ).list;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const news = demoNewsCategories.includes(item.cate_id as 10);
      const entry = entryOf(xml, `http://valve.test/zh/${news ? 'nText' : 'programDetail'}?id=${item.id}`);
      expect(entry, `item ${item.id}`).toBeDefined();
      const picture = news ? item.full_image || item.full_images.split(',')[0] : item.full_image;
      expect(
        imagesOf(entry).map((src) => stem(src!)),
        `item ${item.id}`,
      ).toEqual(ownRasters(picture ? [picture] : []));
    }
    // Pages without content of their own list no pictures.
    expect(imagesOf(entryOf(xml, 'http://valve.test/en/about?index=3'))).toEqual([]);
  });

  it('dates product and item pages by their last change, and a staff edit moves the date', async () => {
    let xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    const { list } = await t.app.services.content.products.list({ page: { page: 1, limit: 1 } });
    const product = list[0]!;
    const productLoc = `http://valve.test/en/prod_details?id=${product.cate_id}&sonId=${product.id}`;
    const newsLoc = xml.match(/<loc>(http:\/\/valve\.test\/en\/nText\?id=\d+)<\/loc>/)![1]!;
    for (const loc of [productLoc, newsLoc]) expect(lastmodOf(entryOf(xml, loc)), loc).toMatch(W3C);
    // The demo news item's lastmod is its publication day or later.
    const published = (await t.app.inject({ url: `/api/cases/getCase?id=${newsLoc.split('=')[1]}` })).json<{
      data: { publish_time_txt: string };
    }>().data.publish_time_txt;
    expect(lastmodOf(entryOf(xml, newsLoc))! >= published).toBe(true);
    // A page whose content has no time of its own has no lastmod rather than a made-up one.
    expect(lastmodOf(entryOf(xml, 'http://valve.test/en/about?index=3'))).toBeUndefined();

    t.clock.advance(3 * 86_400_000);
    const editor = await signedIn(t.app, 'editor');
    const put = await editor.put(`/products/${product.id}`, { en_title: 'Renamed for the sitemap' });
    expect(put.status).toBe(200);
    xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    const expected = `${new Date(t.clock.now + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
    expect(lastmodOf(entryOf(xml, productLoc))).toBe(expected);
    expect(lastmodOf(entryOf(xml, newsLoc))).not.toBe(expected);
    // The schema's order: loc, lastmod, then the other namespaces.
    expect(entryOf(xml, productLoc)).toMatch(/^<loc>[^<]+<\/loc><lastmod>[^<]+<\/lastmod><xhtml:link/);
  });

  it('points robots at the sitemap and keeps them out of the API', async () => {
    const robots = (await t.app.inject({ url: '/robots.txt' })).body;
    expect(robots).toContain('Sitemap: http://valve.test/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
  });

  it('lists pages by their canonical URL: FAQ entries with their tab, /joinIn once, each open job, with x-default', async () => {
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(xml).not.toMatch(/\/detail\?id=/);
    expect(xml).toMatch(/<loc>http:\/\/valve\.test\/en\/detail\?index=3&(?:amp;|#38;)id=\d+<\/loc>/);
    expect(xml).not.toContain('joinIn?index=1<');
    expect(entryOf(xml, 'http://valve.test/zh/joinIn')).toBeDefined();
    const { list } = await t.app.services.content.jobs.list({ page: 1, limit: 1000 });
    expect(list.length).toBeGreaterThan(0);
    for (const job of list)
      for (const lang of ['en', 'zh'])
        expect(entryOf(xml, `http://valve.test/${lang}/joinIn/${job.id}`), `job ${job.id}`).toBeDefined();
    // Every entry names the English page as the default for other languages.
    const entries = xml.split('<url>').slice(1);
    for (const entry of entries) {
      const en = /hreflang="en" href="([^"]+)"/.exec(entry)![1];
      expect(entry).toContain(`hreflang="x-default" href="${en!}"`);
    }
  });
});
