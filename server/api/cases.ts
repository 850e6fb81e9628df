import type { FastifyInstance } from 'fastify';
import { schemas } from '#contract/schemas.js';
import { apiRoute } from './route.js';

/** /api/cases: the generic list by category and the detail of any content item. */
export default async function casesRoutes(app: FastifyInstance) {
  const { items, categories } = app.services.content;

  apiRoute(app, {
    method: 'GET',
    cached: true,
    url: '/api/cases/getCaseList',
    tag: 'cases',
    summary:
      'Items of a category and its children (cases 22/75/76, applications 23, solutions 31, stories 93, history 92, gallery 94, video 96, offices 4) with type_info',
    query: schemas.caseList,
    handler: async ({ query }) => ({
      data: await categories.itemsWithTags(query.cate_id, query.type_id, query),
    }),
  });

  apiRoute(app, {
    method: 'GET',
    cached: true,
    url: '/api/cases/getCase',
    tag: 'cases',
    summary:
      'Any content item (case, solution, program, news) with content and up to two related cases (case_gl)',
    query: schemas.idQuery,
    handler: async ({ query }) => ({ data: await items.detail(query.id) }),
  });
}
