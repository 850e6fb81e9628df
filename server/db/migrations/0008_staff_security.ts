import type { Dialect } from '../index.js';
import { createIndex, withId, type AnyDb } from './helpers.js';

/**
 * Staff sign-in a security reviewer accepts: a second factor (TOTP and its recovery
 * codes, passkeys), password reset by mailed link, sessions one can see (browser, address) and
 * sessions waiting for their second factor, and the member's console language for their mail.
 */
export function staffSecurity(dialect: Dialect) {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .alterTable('staff_user')
        .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
        .execute();
      for (const name of ['totp_secret', 'totp_pending_secret']) {
        await db.schema.alterTable('staff_user').addColumn(name, 'text').execute();
      }
      await db.schema.alterTable('staff_user').addColumn('totp_last_step', 'bigint').execute();

      await db.schema
        .alterTable('staff_session')
        .addColumn('stage', 'text', (c) => c.notNull().defaultTo('full'))
        .execute();
      for (const name of ['user_agent', 'ip']) {
        await db.schema
          .alterTable('staff_session')
          .addColumn(name, 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      }

      await db.schema
        .createTable('staff_recovery_code')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await createIndex(db, 'staff_recovery_code_staff', 'staff_recovery_code', ['staff_id']);

      await withId(db.schema.createTable('staff_passkey'), dialect)
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('credential_id', 'text', (c) => c.notNull().unique())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('last_used_time', 'bigint')
        .execute();
      await createIndex(db, 'staff_passkey_staff', 'staff_passkey', ['staff_id']);

      // WebAuthn challenges: single use, a few minutes; any instance may receive the answer.
      await db.schema
        .createTable('staff_challenge')
        .addColumn('challenge', 'text', (c) => c.primaryKey())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('expire_time', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('staff_password_reset')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('expire_time', 'bigint', (c) => c.notNull())
        .execute();
      await createIndex(db, 'staff_password_reset_staff', 'staff_password_reset', ['staff_id']);
    },
  };
}
