import type { Db } from '../../db/index.js';
import { found } from '../../lib/errors.js';
import type { ServiceContext } from '../platform/context.js';
import { blankNulls } from '../platform/wire.js';
import { whereIds, listPage, type StaffList } from '../platform/listing.js';

export interface AuditEntry {
  staffId: number | null;
  action: string;
  entity: string;
  entityId: string | number;
  /** Names of changed fields and the like, never whole contents. */
  detail?: Record<string, unknown>;
}

/** One line of the audit log: who did what to which record, and when. */
async function writeAudit(db: Db, now: number, entry: AuditEntry): Promise<void> {
  const detail = entry.detail ? JSON.stringify(entry.detail).slice(0, 2000) : '';
  await db
    .insertInto('audit_log')
    .values({
      staff_id: entry.staffId,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      detail,
      create_time: now,
    })
    .execute();
}

/** The audit log: written on every staff change and sign-in, read by admins (newest first). */
export function auditService(ctx: Pick<ServiceContext, 'db' | 'now'>) {
  const { db } = ctx;
  const base = () =>
    db
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
  const record = <R extends { staff_email: string | null; staff_name: string | null }>(row: R) =>
    blankNulls(row, ['staff_email', 'staff_name']);

  return {
    write: (entry: AuditEntry) => writeAudit(db, ctx.now(), entry),

    /** Has this staff member ever done `action` (e.g. signed in)? */
    async hasDone(staffId: number, action: string): Promise<boolean> {
      const row = await db
        .selectFrom('audit_log')
        .select('id')
        .where('staff_id', '=', staffId)
        .where('action', '=', action)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async record(id: number) {
      return record(found(await base().where('audit_log.id', '=', id).executeTakeFirst()));
    },

    async records({ filter, sort, slice }: StaffList<'audit'>) {
      let query = whereIds(base(), filter.id, 'audit_log');
      if (filter.staff_id !== undefined) query = query.where('audit_log.staff_id', '=', filter.staff_id);
      if (filter.entity) query = query.where('audit_log.entity', '=', filter.entity);
      if (filter.entity_id) query = query.where('audit_log.entity_id', '=', filter.entity_id);
      if (filter.action) query = query.where('audit_log.action', '=', filter.action);
      if (filter.date_from !== undefined)
        query = query.where('audit_log.create_time', '>=', filter.date_from);
      if (filter.date_to !== undefined) query = query.where('audit_log.create_time', '<=', filter.date_to);
      return listPage(query, { sort, slice }, record, { table: 'audit_log', ids: 'desc' });
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;

/** Names of the fields whose values differ between two versions of a record. */
export function changedFields(before: object, after: object, ignore: readonly string[] = []): string[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => !ignore.includes(key) && JSON.stringify(a[key]) !== JSON.stringify(b[key]),
  );
}

/** Names of the fields a new record has filled in (not empty, zero or an empty list). */
export function filledFields(record: object, ignore: readonly string[] = []): string[] {
  return Object.entries(record)
    .filter(([key]) => !ignore.includes(key))
    .filter(
      ([, value]) =>
        !(value === '' || value === 0 || value === null || (Array.isArray(value) && !value.length)),
    )
    .map(([key]) => key);
}
