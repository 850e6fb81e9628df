import type { AnyDb } from './helpers.js';

/**
 * What the visitor's mail server answered when it refused a mail for good (5xx): the console shows
 * it on the enquiry, since that visitor can only be reached another way.
 */
export function mailRejection() {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema.alterTable('enquiry').addColumn('mail_rejection', 'text').execute();
      await db.schema.alterTable('enquiry').addColumn('mail_rejection_time', 'bigint').execute();
    },
  };
}
