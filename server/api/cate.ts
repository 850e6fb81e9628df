import type { FastifyInstance } from 'fastify';
import { schemas } from '#contract/schemas.js';
import { apiRoute } from './route.js';

/** /api/cate: the product category tree, application areas and content by category. */
export default async function cateRoutes(app: FastifyInstance) {
  const { categories } = app.services.content;

  apiRoute(app, {
    method: 'GET',
    cached: true,
    url: '/api/cate/getCateListProduct',
    tag: 'cate',
    summary: 'Product category tree: top categories, each with its children in cate_list',
    handler: async () => ({ data: await categories.productTree() }),
  });

  apiRoute(app, {
    method: 'GET',
    cached: true,
    url: '/api/cate/getCateListApplication',
    tag: 'cate',
    summary: 'Application areas',
    handler: async () => ({ data: await categories.applicationAreas() }),
  });

  apiRoute(app, {
    method: 'GET',
    cached: true,
    url: '/api/cate/getCateDetailInfo',
    tag: 'cate',
    summary:
      'Content by category: announcement 98, an application area (product_list, industry_list, applicationandsolution_list), a page such as 41, a product category',
    query: schemas.cateDetail,
    handler: async ({ query }) => {
      const page =
        query.page || query.limit ? { page: query.page ?? 1, limit: query.limit ?? 10 } : undefined;
      return { data: await categories.detail(query.cate_id, { page, sonId: query.sonId || undefined }) };
    },
  });
}
