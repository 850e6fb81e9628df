import type { Dialect } from '../index.js';
import { createIndex, withId, type AnyDb } from './helpers.js';

/**
 * Revision history: every staff save of a record keeps the whole record as
 * JSON, written in the save's own transaction. A deletion is a revision too (action "delete"):
 * the trash is the records whose newest revision is a deletion, restorable for 30 days. Beside
 * them, `schedule`: when a publishable record is to go live or come down.
 */
export function revisions(dialect: Dialect) {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('revision')
        .$call((t) => withId(t, dialect))
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await createIndex(db, 'revision_record', 'revision', ['entity', 'entity_id', 'id']);
      await createIndex(db, 'revision_action', 'revision', ['action', 'create_time']);
      // Scheduled publishing: when a record goes live or comes down.
      await db.schema
        .createTable('schedule')
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'integer', (c) => c.notNull())
        .addColumn('publish_at', 'bigint')
        .addColumn('unpublish_at', 'bigint')
        .addColumn('staff_id', 'integer')
        .addPrimaryKeyConstraint('schedule_pk', ['entity', 'entity_id'])
        .execute();
      await createIndex(db, 'schedule_publish', 'schedule', ['publish_at']);
      await createIndex(db, 'schedule_unpublish', 'schedule', ['unpublish_at']);
    },
  };
}
