import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from './server.js';

/** What a lost visitor and a search engine get: the server-rendered HTML, no browser. */
describe('the not-found page and article headings', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({}, { waitForPictures: false });
  });
  afterAll(() => site?.stop());

  const cases = [
    { path: '/en/no-such-page', title: 'Page not found | Maple River Controls', h1: 'Page not found' },
    { path: '/zh/no-such-page', title: '页面不存在 | 枫河控制阀', h1: '页面不存在' },
    { path: '/en/fanDetail', title: 'Page not found | Maple River Controls', h1: 'Page not found' },
    { path: '/zh/fanDetail', title: '页面不存在 | 枫河控制阀', h1: '页面不存在' },
  ];

  it('answers 404 with a title, the header, navigation, footer and a search box in the language', async () => {
    for (const { path, title, h1 } of cases) {
      const answer = await fetch(`${site.url}${path}`);
      expect(answer.status, path).toBe(404);
      const html = await answer.text();
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(/<h1>([^<]*)<\/h1>/.exec(html)?.[1], path).toBe(h1);
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      expect(html, path).toMatch(/<header[^>]*class="site-header/);
      expect(html, path).toMatch(/<footer class="site-footer"/);
      expect(html, path).toContain('id="not-found-search"');
      const lang = path.slice(1, 3);
      expect(html, path).toContain(`href="/${lang}/prod_center"`);
    }
  });

  it("makes a news article's headline its only h1", async () => {
    const news = (await (await fetch(`${site.url}/api/article/getArticleList?cate_id=9&limit=1`)).json()) as {
      data: { list: { id: number; en_title: string; title: string }[] };
    };
    const item = news.data.list[0]!;
    for (const [lang, headline] of [
      ['en', item.en_title],
      ['zh', item.title],
    ] as const) {
      const html = await (await fetch(`${site.url}/${lang}/nText?id=${item.id}`)).text();
      const headings = [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1]);
      expect(headings, lang).toEqual([headline.replace(/&/g, '&amp;')]);
    }
  });
});
