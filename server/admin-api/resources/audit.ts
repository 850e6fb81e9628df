import type { FastifyInstance } from 'fastify';
import { auditFilter, AUDIT_SORTABLE } from '../../../contract/records.js';
import { ADMIN, registerResource } from '../resource.js';

/** audit (admin, read-only): who changed what and when, newest first. */
export function auditResource(app: FastifyInstance): void {
  const { audit } = app.services;
  registerResource(app, {
    name: 'audit',
    entity: 'audit_log',
    access: ADMIN,
    content: false,
    filter: auditFilter,
    sortable: AUDIT_SORTABLE,
    defaultSort: { field: 'create_time', order: 'DESC' },
    one: (id) => audit.record(id),
    list: (query) => audit.records(query),
  });
}
