import type { FastifyInstance } from 'fastify';
import { CATE, MAX_LIMIT, SEARCHABLE_CATEGORIES } from '#contract/constants.js';
import type { Lang } from '#contract/messages.js';
import type { Config } from './config.js';
import type { Services } from './services/index.js';
import { absoluteUrl, itemPicture, pageUrl } from '#contract/urls.js';
import { escapeHtml } from './services/platform/mail.js';
import { jobPath } from '#contract/jobs.js';
import { isPipelineImage, variantUrl, type ImageMeta } from '#contract/images.js';

const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';

/** Pages that exist whatever the content: docs/product.md §2 routes with their tab queries. */
const STATIC_PAGES = [
  '/',
  '/about',
  ...[1, 2, 3, 4, 5, 6, 7].map((i) => `/about?index=${i}`),
  '/yyly',
  '/cpzy',
  ...[1, 2, 3].map((i) => `/cpzy?index=${i}`),
  '/news',
  // Tab 1 is /joinIn itself (its canonical).
  '/joinIn',
  ...[2, 3, 4].map((i) => `/joinIn?index=${i}`),
  '/prod_center',
  '/cpProgram',
  ...[1, 2, 3, 4].map((i) => `/cpProgram?index=${i}`),
  '/customer_service',
  ...[1, 2, 3, 4, 5, 6].map((i) => `/customer_service?index=${i}`),
  '/callMe',
  '/VR',
  '/sizing',
];

/** Case categories: their page shows the item's picture (app/routes/programDetail.tsx). */
const CASE_CATEGORIES: number[] = [CATE.cases, CATE.productCases, CATE.maintenanceCases];

/** A picture drawn as a raster: a photograph or a PNG, never an SVG drawing. */
const RASTER = /\.(?:jpe?g|png|webp|avif|gif)$/i;

/**
 * What the sitemap names for a page's picture: a processed upload's largest JPEG/PNG copy (what
 * the page's `<img>` falls back to), another raster as it is, and nothing for an SVG drawing
 * (search engines index raster photographs; a drawing placeholder is not one).
 */
export function sitemapImage(src: string, meta: Record<string, ImageMeta>): string | null {
  const processed = meta[src];
  if (processed) return variantUrl(src, processed.widths[processed.widths.length - 1]!, processed.fallback);
  // A raster upload whose copies are not made yet is named as stored (cleaned, upright).
  if (isPipelineImage(src) || RASTER.test(new URL(src, 'http://x').pathname)) return src;
  return null;
}

/** Where an item of a category is shown. */
function itemPath(cateId: number, id: number): string | null {
  // The FAQ entry's canonical names its tab (faqDetail.tsx).
  if (cateId === CATE.faq) return `/detail?index=3&id=${id}`;
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

/** A page of the sitemap: its path, when its content last changed, the pictures it shows. */
interface SitemapPage {
  path: string;
  lastmod?: string;
  images?: string[];
}

async function sitemapPages(services: Services): Promise<SitemapPage[]> {
  const all = { page: 1, limit: MAX_LIMIT };
  const [tree, areas, items, products, jobs] = await Promise.all([
    services.content.categories.productTree(),
    services.content.categories.applicationAreas(),
    services.content.items.list({
      // Searchable items that have a page of their own (manuals and videos live on /cpzy).
      cateIds: SEARCHABLE_CATEGORIES.filter((id) => id !== CATE.manuals && id !== CATE.videos),
      page: all,
    }),
    services.content.products.list({ page: all }),
    // Open positions only: a job past its last day asks not to be indexed.
    services.content.jobs.list(all),
  ]);
  const [itemTimes, productTimes] = await Promise.all([
    services.content.items.times(items.list.map((i) => i.id)),
    services.content.products.modifiedTimes(products.list.map((p) => p.id)),
  ]);
  const pages: SitemapPage[] = [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...tree.map((c, index) => ({ path: `/prod_list?index=${index}&parentId=${c.id}` })),
    ...areas.map((a, index) => ({ path: `/yyly?index=${index}&detailsId=${a.id}` })),
    ...jobs.list.map((job) => ({ path: jobPath(job.id) })),
    ...products.list.map((p) => ({
      path: `/prod_details?id=${p.cate_id}&sonId=${p.id}`,
      lastmod: productTimes.get(p.id),
      // The gallery of the product page.
      images: p.full_images.split(',').filter(Boolean),
    })),
    ...items.list.flatMap((i) => {
      const path = itemPath(i.cate_id, i.id);
      if (!path) return [];
      // A news article's figure is its first picture; a case page shows its main one.
      const picture = path.startsWith('/nText')
        ? itemPicture(i)
        : CASE_CATEGORIES.includes(i.cate_id)
          ? i.full_image
          : '';
      return [{ path, lastmod: itemTimes.get(i.id)?.modified, images: picture ? [picture] : [] }];
    }),
  ];
  const meta = await services.platform.images.metaFor(pages.flatMap((page) => page.images ?? []));
  return pages.map((page) => ({
    ...page,
    images: (page.images ?? []).flatMap((src) => sitemapImage(src, meta) ?? []),
  }));
}

/** /sitemap.xml (every page and item in both languages, with hreflang alternates) and /robots.txt. */
export async function seoRoutes(app: FastifyInstance, options: { services: Services; config: Config }) {
  const { services, config } = options;
  const url = (lang: Lang, path: string) => escapeHtml(pageUrl(config.publicUrl, lang, path));
  // A picture's address, escaped; one that cannot be made absolute (another scheme) is left out.
  const image = (src: string) => {
    const absolute = absoluteUrl(config.publicUrl, src);
    return absolute ? `<image:image><image:loc>${escapeHtml(absolute)}</image:loc></image:image>` : '';
  };

  app.get('/sitemap.xml', async (_request, reply) => {
    const version = await services.content.cache.version();
    let xml = services.content.cache.get('sitemap', version);
    if (xml === undefined) {
      const entries = (await sitemapPages(services)).flatMap(({ path, lastmod, images = [] }) =>
        (['en', 'zh'] as const).map(
          (lang) =>
            // The sitemap schema wants <lastmod> right after <loc>; other namespaces follow.
            `<url><loc>${url(lang, path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}<xhtml:link rel="alternate" hreflang="en" href="${url('en', path)}"/><xhtml:link rel="alternate" hreflang="zh-CN" href="${url('zh', path)}"/><xhtml:link rel="alternate" hreflang="x-default" href="${url('en', path)}"/>${images.map(image).join('')}</url>`,
        ),
      );
      xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="${IMAGE_NS}">\n${entries.join('\n')}\n</urlset>\n`;
      services.content.cache.set('sitemap', version, xml);
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
