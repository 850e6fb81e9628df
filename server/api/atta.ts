import type { FastifyInstance } from 'fastify';
import { CATE, PAGE_SIZE } from '#contract/constants.js';
import { schemas } from '#contract/schemas.js';
import { apiRoute } from './route.js';

/** /api/atta: manuals (PDF) and videos of the product-resources page. */
export default async function attaRoutes(app: FastifyInstance) {
  const { categories } = app.services.content;

  apiRoute(app, {
    method: 'GET',
    cached: true,
    url: '/api/atta/companyPdfList',
    tag: 'atta',
    summary: 'Manuals: PDF downloads (files, files_name), 12 a page',
    query: schemas.attaList(CATE.manuals, PAGE_SIZE.manuals),
    handler: async ({ query }) => ({ data: await categories.itemsWithTags(query.cate_id, 0, query) }),
  });

  apiRoute(app, {
    method: 'GET',
    cached: true,
    url: '/api/atta/companyVideoList',
    tag: 'atta',
    summary: 'Videos (files is the clip, full_image the poster), 6 a page',
    query: schemas.attaList(CATE.videos, PAGE_SIZE.videos),
    handler: async ({ query }) => ({ data: await categories.itemsWithTags(query.cate_id, 0, query) }),
  });
}
