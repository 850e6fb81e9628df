import type { FastifyInstance } from 'fastify';
import { LISTS } from '#contract/records.js';
import { ADMIN, registerResource } from '../resource.js';

/** audit (admin, read-only): who changed what and when, newest first. */
export function auditResource(app: FastifyInstance): void {
  const { audit } = app.services.staff;
  registerResource(app, ['audit', 'audit_log', ADMIN], LISTS.audit, {
    one: (id) => audit.record(id),
    list: (query) => audit.records(query),
  });
}
