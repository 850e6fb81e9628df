import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../index.js';

// Migrations see the database as it was when they were written, not today's typed schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Table = CreateTableBuilder<string, any>;

/** An index over `columns`, in that order (the order is the one the index sorts and seeks by). */
export async function createIndex(db: AnyDb, name: string, table: string, columns: string[]): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/** An integer primary key the database numbers: an identity column, or SQLite's rowid alias. */
export function withId(t: Table, dialect: Dialect): Table {
  return t.addColumn('id', 'integer', (c) =>
    dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
  );
}
