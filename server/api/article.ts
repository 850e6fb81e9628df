import type { FastifyInstance } from 'fastify';
import { schemas } from '#contract/schemas.js';
import { apiRoute } from './route.js';

/** /api/article: the news list (9 is every news category). */
export default async function articleRoutes(app: FastifyInstance) {
  const { categories } = app.services.content;

  apiRoute(app, {
    method: 'GET',
    cached: true,
    url: '/api/article/getArticleList',
    tag: 'article',
    summary: 'Articles of a category and its children, newest first (news 9–13, 23, 31, 75, 76)',
    query: schemas.articleList,
    handler: async ({ query }) => ({
      data: await categories.itemsWithTags(query.cate_id, query.type_id, query),
    }),
  });
}
