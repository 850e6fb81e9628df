import type { AnyDb } from './helpers.js';

/**
 * What each step in a record's history was, beyond its action: `draft` (1 when the step changed
 * the working draft, not the live record), `restored_from` (the revision a restore took its
 * values from) and, for a schedule, its times. Rows from before read as live steps with none of these.
 */
export function revisionSteps() {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .alterTable('revision')
        .addColumn('draft', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('revision').addColumn('restored_from', 'integer').execute();
      await db.schema.alterTable('revision').addColumn('publish_at', 'bigint').execute();
      await db.schema.alterTable('revision').addColumn('unpublish_at', 'bigint').execute();
    },
  };
}
