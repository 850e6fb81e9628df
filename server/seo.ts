import type { FastifyInstance } from 'fastify';
import { CATE, MAX_LIMIT, SEARCHABLE_CATEGORIES } from '../contract/constants.js';
import type { Lang } from '../contract/messages.js';
import type { Config } from './config.js';
import type { Services } from './services/index.js';
import { escapeHtml } from './services/mail.js';

/** Pages that exist whatever the content: SPEC §2 routes with their tab queries. */
const STATIC_PAGES = [
  '/',
  '/about',
  ...[1, 2, 3, 4, 5, 6, 7].map((i) => `/about?index=${i}`),
  '/yyly',
  '/cpzy',
  ...[1, 2, 3].map((i) => `/cpzy?index=${i}`),
  '/news',
  '/joinIn',
  ...[1, 2, 3, 4].map((i) => `/joinIn?index=${i}`),
  '/prod_center',
  '/cpProgram',
  ...[1, 2, 3, 4].map((i) => `/cpProgram?index=${i}`),
  '/customer_service',
  ...[1, 2, 3, 4, 5, 6].map((i) => `/customer_service?index=${i}`),
  '/callMe',
  '/VR',
];

/** Where an item of a category is shown. */
function itemPath(cateId: number, id: number): string | null {
  if (cateId === CATE.faq) return `/detail?id=${id}`;
  if ([CATE.newsCompany, CATE.newsIndustry, CATE.newsEvents, CATE.newsTechnical].includes(cateId as 10))
    return `/nText?id=${id}`;
  if (
    [
      CATE.productCases,
      CATE.maintenanceCases,
      CATE.productApplications,
      CATE.solutions,
      CATE.industries,
    ].includes(cateId as 75)
  ) {
    return `/programDetail?id=${id}`;
  }
  return null;
}

async function sitemapPaths(services: Services): Promise<string[]> {
  const all = { page: 1, limit: MAX_LIMIT };
  const [tree, areas, items, products] = await Promise.all([
    services.categories.productTree(),
    services.categories.applicationAreas(),
    services.items.list({
      // Searchable items that have a page of their own (manuals and videos live on /cpzy).
      cateIds: SEARCHABLE_CATEGORIES.filter((id) => id !== CATE.manuals && id !== CATE.videos),
      page: all,
    }),
    services.products.list({ page: all }),
  ]);
  return [
    ...STATIC_PAGES,
    ...tree.map((c, index) => `/prod_list?index=${index}&parentId=${c.id}`),
    ...areas.map((a, index) => `/yyly?index=${index}&detailsId=${a.id}`),
    ...products.list.map((p) => `/prod_details?id=${p.cate_id}&sonId=${p.id}`),
    ...items.list.flatMap((i) => itemPath(i.cate_id, i.id) ?? []),
  ];
}

/** /sitemap.xml (every page and item in both languages, with hreflang alternates) and /robots.txt. */
export async function seoRoutes(app: FastifyInstance, options: { services: Services; config: Config }) {
  const { services, config } = options;
  const url = (lang: Lang, path: string) =>
    escapeHtml(`${config.publicUrl}/${lang}${path === '/' ? '' : path}`);

  app.get('/sitemap.xml', async (_request, reply) => {
    const version = await services.cache.version();
    let xml = services.cache.get('sitemap', version);
    if (xml === undefined) {
      const entries = (await sitemapPaths(services)).flatMap((path) =>
        (['en', 'zh'] as const).map(
          (lang) =>
            `<url><loc>${url(lang, path)}</loc><xhtml:link rel="alternate" hreflang="en" href="${url('en', path)}"/><xhtml:link rel="alternate" hreflang="zh-CN" href="${url('zh', path)}"/></url>`,
        ),
      );
      xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
      services.cache.set('sitemap', version, xml);
    }
    return reply.type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nDisallow: /api/\nDisallow: /admin\nAllow: /\n\nSitemap: ${config.publicUrl}/sitemap.xml\n`,
      ),
  );
}
