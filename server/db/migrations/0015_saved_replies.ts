import type { Dialect } from '../index.js';
import { withId, type AnyDb } from './helpers.js';

/**
 * Saved replies: the desk's reply texts in both languages, picked in the reply box
 * (contract/savedReplies.ts). Shared by the whole desk, not per member: one wording for all.
 */
export function savedReplies(dialect: Dialect) {
  return {
    async up(db: AnyDb): Promise<void> {
      await withId(db.schema.createTable('saved_reply'), dialect)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('body_zh', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
