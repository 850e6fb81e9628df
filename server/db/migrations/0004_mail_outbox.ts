import { sql } from 'kysely';
import type { Dialect } from '../index.js';
import { withId, type AnyDb } from './helpers.js';

/**
 * Mail the SMTP server refused or could not take, kept for retries (services/outbox.ts).
 * `next_attempt_time` null means given up; the partial index holds only unsent rows.
 */
export function mailOutbox(dialect: Dialect) {
  return {
    async up(db: AnyDb): Promise<void> {
      await withId(db.schema.createTable('mail_outbox'), dialect)
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('ref', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_time', 'bigint')
        .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('sent_time', 'bigint')
        .execute();
      await db.schema
        .createIndex('mail_outbox_due')
        .on('mail_outbox')
        .column('next_attempt_time')
        .where(sql.ref('sent_time'), 'is', null)
        .execute();
    },
  };
}
