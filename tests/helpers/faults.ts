import { sql } from 'kysely';
import type { DialectName, TestApp } from './app.js';

/** Makes every revision insert fail after it is written: the save around it must leave nothing. */
export async function failRevisions(t: TestApp, dialect: DialectName, on: boolean) {
  const { db } = t.app.database;
  if (dialect === 'sqlite') {
    await sql
      .raw(
        on
          ? `create trigger revision_fails after insert on revision begin select raise(abort, 'refused by the test'); end`
          : 'drop trigger revision_fails',
      )
      .execute(db);
    return;
  }
  if (on) {
    await sql
      .raw(
        `create function revision_fails() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        'create trigger revision_fails after insert on revision for each row execute function revision_fails()',
      )
      .execute(db);
  } else {
    await sql.raw('drop trigger revision_fails on revision').execute(db);
    await sql.raw('drop function revision_fails()').execute(db);
  }
}
