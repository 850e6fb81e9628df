import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
type AnyDb = Kysely<any>;

/** Indexes the staff console reads by: the audit log by user and by record, enquiries by unread. */
export function staffIndexes() {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createIndex('audit_log_staff')
        .on('audit_log')
        .columns(['staff_id', 'create_time'])
        .execute();
      await db.schema
        .createIndex('audit_log_entity')
        .on('audit_log')
        .columns(['entity', 'entity_id'])
        .execute();
      await db.schema.createIndex('enquiry_read').on('enquiry').column('read_time').execute();
      await db.schema
        .createIndex('faq_feedback_type')
        .on('faq_feedback')
        .columns(['type', 'create_time'])
        .execute();
    },
  };
}
