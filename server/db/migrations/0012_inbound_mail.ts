import type { Dialect } from '../index.js';
import { createIndex, withId, type AnyDb } from './helpers.js';

/**
 * The desk reads e-mail: each message taken from the mailbox is recorded once by its
 * key (its Message-ID, or a hash of it when it has none), in the same transaction as the comment
 * it adds, so two instances never add one twice; a message set aside stays listed for admins.
 * Files that came with a visitor's e-mail reply belong to that reply in the thread.
 */
export function inboundMail(dialect: Dialect) {
  return {
    async up(db: AnyDb): Promise<void> {
      await withId(db.schema.createTable('inbound_mail'), dialect)
        .addColumn('message_key', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sender', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('enquiry_id', 'integer')
        .addColumn('message_id', 'integer')
        .addColumn('receive_time', 'bigint', (c) => c.notNull())
        .execute();
      await createIndex(db, 'inbound_mail_status', 'inbound_mail', ['status', 'receive_time']);

      await withId(db.schema.createTable('enquiry_message_attachment'), dialect)
        .addColumn('message_id', 'integer', (c) => c.notNull())
        .addColumn('upload_id', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'enquiry_message_attachment_message', 'enquiry_message_attachment', [
        'message_id',
      ]);
    },
  };
}
