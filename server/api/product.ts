import type { FastifyInstance } from 'fastify';
import { CATE, FEEDBACK_YES } from '#contract/constants.js';
import { schemas } from '#contract/schemas.js';
import { apiRoute } from './route.js';

/** /api/product and /api/Product: products, FAQ and FAQ feedback. */
export default async function productRoutes(app: FastifyInstance) {
  const { products, categories, faq } = app.services.content;

  apiRoute(app, {
    method: 'GET',
    cached: true,
    url: '/api/product/ProductList',
    tag: 'product',
    summary: 'Products of a top category (parent_id) or of one sub-category (cate_id with parent_id 0)',
    query: schemas.productList,
    handler: async ({ query }) => {
      // A top tab sends parent_id, a sub tab cate_id; neither lists the whole catalogue.
      const root = await categories.get(query.parent_id || query.cate_id || CATE.productRoot);
      const cateIds = await categories.withDescendants(root.id);
      return { data: await products.list({ cateIds, page: query }) };
    },
  });

  apiRoute(app, {
    method: 'GET',
    cached: true,
    url: '/api/Product/getProduct',
    tag: 'product',
    summary: 'Product detail with images, specification table, files, actuators and modified valves',
    query: schemas.idQuery,
    handler: async ({ query }) => ({ data: await products.detail(query.id) }),
  });

  apiRoute(app, {
    method: 'GET',
    cached: true,
    url: '/api/Product/getProductQuestion',
    tag: 'product',
    summary: 'FAQ: questions with answers, tags (type_info, All first) and title_list',
    query: schemas.faqList,
    handler: async ({ query }) => ({
      data: await faq.questions({ keyword: query.keyword, tag: query.title, page: query }),
    }),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/Product/productQuestionFeedback',
    tag: 'product',
    summary: 'Was this answer helpful: type 1 yes, 5 no with a reason (typename) and text',
    body: schemas.feedback,
    handler: async ({ body, ip, lang }) => {
      await faq.feedback(
        { ...body, typename: body.type === FEEDBACK_YES ? '' : body.typename, type: body.type },
        ip,
        lang,
      );
      return { data: null, msg: 'feedbackThanks' };
    },
  });
}
