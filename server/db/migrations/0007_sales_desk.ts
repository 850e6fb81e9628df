import { sql } from 'kysely';
import type { Dialect } from '../index.js';
import { createIndex, withId, type AnyDb } from './helpers.js';

/**
 * The sales desk: what an enquiry is about (linked items and a structured quotation
 * request), who answers it (assignee, staff coverage, round-robin), notes the visitor never sees,
 * the first-response promise (deadline and measured response), and webhooks with their delivery log.
 */
export function salesDesk(dialect: Dialect) {
  return {
    async up(db: AnyDb): Promise<void> {
      const enquiryText = [
        'country',
        'quote_medium',
        'quote_dn',
        'quote_pressure_class',
        'quote_temperature',
        'quote_flow',
      ];
      for (const name of enquiryText) {
        await db.schema
          .alterTable('enquiry')
          .addColumn(name, 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      }
      for (const [name, type] of [
        ['quote_quantity', 'integer'],
        ['assignee_id', 'integer'],
        ['due_time', 'bigint'],
        ['first_response_time', 'bigint'],
        ['first_response_minutes', 'integer'],
      ] as const) {
        await db.schema.alterTable('enquiry').addColumn(name, type).execute();
      }
      await createIndex(db, 'enquiry_assignee', 'enquiry', ['assignee_id', 'status']);
      await createIndex(db, 'enquiry_due', 'enquiry', ['due_time']);

      await withId(db.schema.createTable('enquiry_item'), dialect)
        .addColumn('enquiry_id', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('model', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('family_id', 'integer')
        .execute();
      await createIndex(db, 'enquiry_item_enquiry', 'enquiry_item', ['enquiry_id']);
      await createIndex(db, 'enquiry_item_family', 'enquiry_item', ['family_id']);

      await withId(db.schema.createTable('enquiry_note'), dialect)
        .addColumn('enquiry_id', 'integer', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await createIndex(db, 'enquiry_note_enquiry', 'enquiry_note', ['enquiry_id', 'create_time']);

      await db.schema
        .alterTable('staff_user')
        .addColumn('takes_enquiries', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      for (const name of ['cover_langs', 'cover_countries', 'cover_families']) {
        await db.schema
          .alterTable('staff_user')
          .addColumn(name, 'text', (c) => c.notNull().defaultTo('[]'))
          .execute();
      }
      await db.schema.alterTable('staff_user').addColumn('last_assigned_time', 'bigint').execute();

      await withId(db.schema.createTable('webhook'), dialect)
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('events', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('webhook_delivery'), dialect)
        .addColumn('webhook_id', 'integer', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('ref', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_time', 'bigint')
        .addColumn('last_status', 'integer')
        .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('delivered_time', 'bigint')
        .addUniqueConstraint('webhook_delivery_once', ['webhook_id', 'event_id'])
        .execute();
      await createIndex(db, 'webhook_delivery_webhook', 'webhook_delivery', ['webhook_id', 'create_time']);
      await db.schema
        .createIndex('webhook_delivery_due')
        .on('webhook_delivery')
        .column('next_attempt_time')
        .where(sql.ref('delivered_time'), 'is', null)
        .execute();
    },
  };
}
