/**
 * Compiled by `npm run typecheck` (not run): a staff route cannot reach the database through the
 * Fastify instance, only through its services. Should the handle come back on the instance, the
 * expected error below goes missing and the typecheck fails.
 */
import type { FastifyInstance } from 'fastify';
import { staffRoute, SUPPORT } from '#server/admin-api/resource.js';

export function staffRouteReachingForTheDatabase(app: FastifyInstance): void {
  staffRoute(app, {
    method: 'GET',
    url: '/guard-probe',
    access: SUPPORT,
    async handler() {
      // @ts-expect-error The database handle is not on the Fastify instance: call a service.
      const _database = app.database;
      // What a staff route may do instead.
      return app.services.desk.deskStats.weekly(4);
    },
  });
}
