import { createIndex, type AnyDb } from './helpers.js';

/** Indexes the staff console reads by: the audit log by user and by record, enquiries by unread. */
export function staffIndexes() {
  return {
    async up(db: AnyDb): Promise<void> {
      await createIndex(db, 'audit_log_staff', 'audit_log', ['staff_id', 'create_time']);
      await createIndex(db, 'audit_log_entity', 'audit_log', ['entity', 'entity_id']);
      await createIndex(db, 'enquiry_read', 'enquiry', ['read_time']);
      await createIndex(db, 'faq_feedback_type', 'faq_feedback', ['type', 'create_time']);
    },
  };
}
