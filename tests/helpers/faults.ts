import { sql } from 'kysely';
import type { Db } from '#server/db/index.js';
import type { DialectName, TestApp } from './app.js';

/**
 * Makes every insert into `table` fail after it is written (a database trigger), or, with `on`
 * false, lets them through again: what was written with it in its transaction must go too.
 */
export async function refuseInserts(db: Db, dialect: DialectName, table: string, on: boolean) {
  const trigger = `${table}_refused`;
  if (dialect === 'sqlite') {
    await sql
      .raw(
        on
          ? `create trigger ${trigger} after insert on ${table} begin select raise(abort, 'refused by the test'); end`
          : `drop trigger ${trigger}`,
      )
      .execute(db);
    return;
  }
  if (on) {
    await sql
      .raw(
        `create function ${trigger}() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`,
      )
      .execute(db);
    await sql
      .raw(`create trigger ${trigger} after insert on ${table} for each row execute function ${trigger}()`)
      .execute(db);
  } else {
    await sql.raw(`drop trigger ${trigger} on ${table}`).execute(db);
    await sql.raw(`drop function ${trigger}()`).execute(db);
  }
}

/** Makes every revision insert fail after it is written: the save around it must leave nothing. */
export async function failRevisions(t: TestApp, dialect: DialectName, on: boolean) {
  await refuseInserts(t.database.db, dialect, 'revision', on);
}
