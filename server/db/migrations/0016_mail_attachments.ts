import type { AnyDb } from './helpers.js';

/**
 * Staff replies carry files: a queued mail keeps the uploads it attaches (a JSON list
 * of `{name, path}` under the uploads folder), read from disk when it is sent, so a retry sends
 * the same files without copying them into the database.
 */
export function mailAttachments() {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .alterTable('mail_outbox')
        .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    },
  };
}
