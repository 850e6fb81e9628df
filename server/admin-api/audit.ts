import type { Db } from '../db/index.js';

export interface AuditEntry {
  staffId: number | null;
  action: string;
  entity: string;
  entityId: string | number;
  /** Names of changed fields and the like, never whole contents. */
  detail?: Record<string, unknown>;
}

/** One line of the audit log: who did what to which record, and when. */
export async function writeAudit(db: Db, now: number, entry: AuditEntry): Promise<void> {
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
