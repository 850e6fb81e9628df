import type { FastifyInstance } from 'fastify';
import { schemas } from '../../contract/schemas.js';
import { apiRoute } from './route.js';

/** /api/recruiting: open positions. */
export default async function recruitingRoutes(app: FastifyInstance) {
  apiRoute(app, {
    method: 'GET',
    cached: true,
    url: '/api/recruiting/index',
    tag: 'recruiting',
    summary: 'Jobs: name, place, peoplenum, experience, educational, content',
    query: schemas.jobs,
    handler: async ({ query }) => ({ data: await app.services.jobs.list(query) }),
  });
}
