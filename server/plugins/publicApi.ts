import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import articleRoutes from '../api/article.js';
import attaRoutes from '../api/atta.js';
import casesRoutes from '../api/cases.js';
import cateRoutes from '../api/cate.js';
import commonRoutes from '../api/common.js';
import leaveMessageRoutes from '../api/leavemessage.js';
import productRoutes from '../api/product.js';
import recruitingRoutes from '../api/recruiting.js';
import sizingRoutes from '../api/sizing.js';
import sizingProjectRoutes from '../api/sizingProject.js';
import { failure } from '../api/route.js';
import { requestLang } from '../lib/requestLang.js';

/** The public contract of docs/product.md §7 under /api, documented by OpenAPI at /api/docs. */
export async function publicApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'valve-site public API',
        version: '1.0.0',
        description:
          'The public contract of docs/product.md §7. Every answer is {code, msg, data}: code 1 is success; code 0 carries msg in the language of the lang query, the lang cookie or Accept-Language.',
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  for (const routes of [
    cateRoutes,
    productRoutes,
    attaRoutes,
    casesRoutes,
    articleRoutes,
    commonRoutes,
    leaveMessageRoutes,
    recruitingRoutes,
    sizingRoutes,
    sizingProjectRoutes,
  ]) {
    await app.register(routes);
  }
}

/** The envelope's 404, in the visitor's language. */
export function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).send(failure(requestLang(request), 'notFound'));
}

/**
 * Unknown paths answer the envelope's 404; unknown API paths too, even though every other path
 * goes to the pages (which are mounted after this).
 */
export function notFoundHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler(notFound);
  app.all('/api/*', notFound);
}
