import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commonFilters, listPage, notFound, parseFilter, sortOf, timeMs } from '../http.js';
import { ADMIN, registerResource } from '../resource.js';

const filterSchema = z.object({
  id: commonFilters.id,
  staff_id: z.coerce.number().int().optional(),
  entity: z.string().max(50).optional(),
  entity_id: z.coerce.string().max(50).optional(),
  action: z.string().max(50).optional(),
  date_from: timeMs.optional(),
  date_to: timeMs.optional(),
});

/** audit (admin, read-only): who changed what and when, newest first. */
export function auditResource(app: FastifyInstance): void {
  const db = () => app.services.ctx.db;
  const base = () =>
    db()
      .selectFrom('audit_log')
      .leftJoin('staff_user', 'staff_user.id', 'audit_log.staff_id')
      .select([
        'audit_log.id',
        'audit_log.staff_id',
        'staff_user.email as staff_email',
        'staff_user.name as staff_name',
        'audit_log.action',
        'audit_log.entity',
        'audit_log.entity_id',
        'audit_log.detail',
        'audit_log.create_time',
      ]);
  const record = <R extends { staff_email: string | null; staff_name: string | null; detail: string }>(
    row: R,
  ) => ({
    ...row,
    staff_email: row.staff_email ?? '',
    staff_name: row.staff_name ?? '',
  });

  registerResource(app, {
    name: 'audit',
    entity: 'audit_log',
    access: ADMIN,
    content: false,

    async one(id) {
      const row = await base().where('audit_log.id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      return record(row);
    },

    async list(params) {
      const filter = parseFilter(filterSchema, params.filter);
      const sort = sortOf(params, ['id', 'create_time', 'staff_id', 'entity', 'action'] as const, {
        field: 'create_time',
        order: 'DESC',
      });
      let query = base();
      if (filter.id !== undefined) query = query.where('audit_log.id', 'in', [filter.id].flat());
      if (filter.staff_id !== undefined) query = query.where('audit_log.staff_id', '=', filter.staff_id);
      if (filter.entity) query = query.where('audit_log.entity', '=', filter.entity);
      if (filter.entity_id) query = query.where('audit_log.entity_id', '=', filter.entity_id);
      if (filter.action) query = query.where('audit_log.action', '=', filter.action);
      if (filter.date_from !== undefined)
        query = query.where('audit_log.create_time', '>=', filter.date_from);
      if (filter.date_to !== undefined) query = query.where('audit_log.create_time', '<=', filter.date_to);
      const { rows, total } = await listPage(query, params, (q) =>
        q.orderBy(`audit_log.${sort.field}`, sort.order).orderBy('audit_log.id', 'desc'),
      );
      return { rows: rows.map(record), total };
    },
  });
}
