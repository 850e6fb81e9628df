import type { FastifyInstance } from 'fastify';
import { CATE, PAGE_SIZE } from '../../contract/constants.js';
import { schemas } from '../../contract/schemas.js';
import { apiRoute } from './route.js';

/** /api/atta: manuals (PDF) and videos of the product-resources page. */
export default async function attaRoutes(app: FastifyInstance) {
  const { items, categories } = app.services;

  apiRoute(app, {
    method: 'GET',
    cached: true,
    url: '/api/atta/companyPdfList',
    tag: 'atta',
    summary: 'Manuals: PDF downloads (files, files_name), 12 a page',
    query: schemas.attaList(CATE.manuals, PAGE_SIZE.manuals),
    handler: async ({ query }) => {
      await categories.get(query.cate_id);
      return {
        data: await items.list({ cateIds: await categories.withDescendants(query.cate_id), page: query }),
      };
    },
  });

  apiRoute(app, {
    method: 'GET',
    cached: true,
    url: '/api/atta/companyVideoList',
    tag: 'atta',
    summary: 'Videos (files is the clip, full_image the poster), 6 a page',
    query: schemas.attaList(CATE.videos, PAGE_SIZE.videos),
    handler: async ({ query }) => {
      await categories.get(query.cate_id);
      return {
        data: await items.list({ cateIds: await categories.withDescendants(query.cate_id), page: query }),
      };
    },
  });
}
