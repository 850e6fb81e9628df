import { sql } from 'kysely';
import type { Dialect } from '../index.js';
import type { AnyDb } from './helpers.js';

const TABLES = ['content_item', 'product'] as const;

/**
 * Indexes `search_text` (tokens from services/searchIndex.ts; "_" belongs to marker tokens such
 * as `_c10`): an external-content FTS5 table
 * kept in step by triggers on SQLite, a GIN index over the token array on PostgreSQL.
 */
export function searchIndex(dialect: Dialect) {
  return {
    async up(db: AnyDb): Promise<void> {
      for (const table of TABLES) {
        if (dialect === 'postgres') {
          await sql`create index ${sql.raw(`${table}_search`)} on ${sql.table(table)} using gin (string_to_array(search_text, ' '))`.execute(
            db,
          );
          continue;
        }
        const fts = `${table}_fts`;
        await sql
          .raw(
            `create virtual table ${fts} using fts5(search_text, content='${table}', content_rowid='id', tokenize="unicode61 remove_diacritics 0 tokenchars '_'", detail='none')`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger ${table}_fts_insert after insert on ${table} begin insert into ${fts}(rowid, search_text) values (new.id, new.search_text); end`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger ${table}_fts_delete after delete on ${table} begin insert into ${fts}(${fts}, rowid, search_text) values ('delete', old.id, old.search_text); end`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger ${table}_fts_update after update of search_text on ${table} begin insert into ${fts}(${fts}, rowid, search_text) values ('delete', old.id, old.search_text); insert into ${fts}(rowid, search_text) values (new.id, new.search_text); end`,
          )
          .execute(db);
        await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
      }
    },
  };
}
