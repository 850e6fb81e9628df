import type { AnyDb } from './helpers.js';

/**
 * The sizing an enquiry came with: one snapshot per enquiry, as JSON (checked by
 * sizing/engine/snapshot.ts when written and read), saved in the enquiry's own transaction. A
 * table of its own, so enquiries without a sizing, and every query of the enquiry table, are as
 * they were.
 */
export function enquirySizing() {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('enquiry_sizing')
        .addColumn('enquiry_id', 'integer', (c) => c.primaryKey())
        .addColumn('snapshot', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
