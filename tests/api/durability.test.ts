import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';

describe('SQLite durability', () => {
  const t = useTestApp('sqlite');

  it('writes every commit through to disk before answering (synchronous=FULL, write-ahead log)', async () => {
    const { db } = t.database;
    const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    // 2 is FULL: the WAL is synced on every commit, so an acknowledged enquiry survives a power cut.
    expect(synchronous.rows[0]?.synchronous).toBe(2);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
  });
});
