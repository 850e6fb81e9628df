import type { AnyDb } from './helpers.js';

/**
 * Working drafts of published records: one per record at most, the whole
 * edited record as the staff API takes it (JSON), beside the live row, which the public site keeps
 * showing until the draft is published. `base` is the record as it was when the draft started
 * (JSON), so publishing can tell that the live record changed since.
 */
export function drafts() {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('draft')
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'integer', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('base', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('draft_pk', ['entity', 'entity_id'])
        .execute();
    },
  };
}
