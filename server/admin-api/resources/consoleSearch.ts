import type { FastifyInstance } from 'fastify';
import { consoleSearchQuery } from '#contract/consoleSearch.js';
import { staffRoute } from '../resource.js';
import { parseBody } from '../validation.js';

/**
 * GET /admin/api/search?q= (any signed-in staff): the console's search box. Answers the groups of
 * records the member's role may open (support: enquiries; editors: content; admins: both).
 */
export function consoleSearchRoutes(app: FastifyInstance): void {
  staffRoute(app, {
    method: 'GET',
    url: '/search',
    access: 'staff',
    handler: async ({ request, staff }) => {
      const { q } = parseBody(consoleSearchQuery, request.query);
      return { groups: await app.services.staff.consoleSearch.search(q, staff.role) };
    },
  });
}
