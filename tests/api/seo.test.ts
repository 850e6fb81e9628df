import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoContent } from '../../server/db/seed/content/index.js';
import { describeEachDialect, startTestApp, type TestApp } from '../helpers/app.js';

describeEachDialect('sitemap and robots', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

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

  it('points robots at the sitemap and keeps them out of the API', async () => {
    const robots = (await t.app.inject({ url: '/robots.txt' })).body;
    expect(robots).toContain('Sitemap: http://valve.test/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
  });
});
