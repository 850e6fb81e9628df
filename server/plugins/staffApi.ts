import type { FastifyInstance } from 'fastify';
import adminApi from '../admin-api/index.js';

/** The staff console's API (sessions, roles, content, enquiries) under /admin/api. */
export async function staffApi(app: FastifyInstance): Promise<void> {
  await app.register(adminApi, { prefix: '/admin/api' });
}
