import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type Migration,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import { initialSchema } from './migrations/0001_initial.js';
import { searchIndex } from './migrations/0002_search.js';
import { staffIndexes } from './migrations/0003_staff.js';
import { mailOutbox } from './migrations/0004_mail_outbox.js';
import { mailRejection } from './migrations/0005_mail_rejection.js';
import { imageAsset } from './migrations/0006_image_asset.js';
import { salesDesk } from './migrations/0007_sales_desk.js';
import { staffSecurity } from './migrations/0008_staff_security.js';
import { flowTables } from './migrations/0009_flow_tables.js';
import { revisions } from './migrations/0010_revisions.js';
import { mediaAlt } from './migrations/0011_media_alt.js';
import { inboundMail } from './migrations/0012_inbound_mail.js';
import { enquirySizing } from './migrations/0013_enquiry_sizing.js';
import { jobPostings } from './migrations/0014_job_postings.js';
import { savedReplies } from './migrations/0015_saved_replies.js';
import { mailAttachments } from './migrations/0016_mail_attachments.js';
import { drafts } from './migrations/0017_drafts.js';
import { stepUp } from './migrations/0018_step_up.js';
import { ratingTables } from './migrations/0019_rating_tables.js';
import { actuators } from './migrations/0023_actuators.js';
import { revisionSteps } from './migrations/0020_revision_steps.js';
import { mediaShare } from './migrations/0021_media_share.js';
import { sizingProjects } from './migrations/0022_sizing_projects.js';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

/**
 * Runs `work` in a transaction of its own, or, when `db` already is one (a caller's: the seed
 * loads all the demo content in one), in that: Kysely refuses a transaction inside a transaction,
 * and the caller's commit or rollback then decides for `work` too.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

// COUNT(*) and bigint columns arrive from PostgreSQL as strings; every value we store fits a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, else DATA_DIR/site.db.
 * `onIdleError` hears of pooled PostgreSQL connections that die while idle (a server restart, an
 * administrator's terminate): the pool replaces them, and without a listener Node would crash.
 */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  onIdleError: (error: Error) => void,
): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    pool.on('error', onIdleError);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(config.dataDir, 'site.db'));
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before it is acknowledged (an enquiry's case number survives a
  // power cut, not only a crash). Measured here: 0.21 ms per write transaction against 0.02 ms
  // with NORMAL; the site writes rarely (enquiries, staff edits, rate counters), pages never.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Statements kept per connection; the queries the code builds are a few hundred shapes. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 with its prepared statements kept by SQL text. Kysely prepares every query
 * anew, which was a third of the database time of a page render; a statement can be run again
 * with other parameters. Nothing here streams rows (`iterate`), which would lock a shared one.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string): SqliteStatement {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/** Every migration in order; one set serves both dialects. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_initial': initialSchema(dialect),
    '0002_search': searchIndex(dialect),
    '0003_staff': staffIndexes(),
    '0004_mail_outbox': mailOutbox(dialect),
    '0005_mail_rejection': mailRejection(),
    '0006_image_asset': imageAsset(),
    '0007_sales_desk': salesDesk(dialect),
    '0008_staff_security': staffSecurity(dialect),
    '0009_flow_tables': flowTables(),
    '0010_revisions': revisions(dialect),
    '0011_media_alt': mediaAlt(),
    '0012_inbound_mail': inboundMail(dialect),
    '0013_enquiry_sizing': enquirySizing(),
    '0014_job_postings': jobPostings(),
    '0015_saved_replies': savedReplies(dialect),
    '0016_mail_attachments': mailAttachments(),
    '0017_drafts': drafts(),
    '0018_step_up': stepUp(),
    '0019_rating_tables': ratingTables(dialect),
    '0020_revision_steps': revisionSteps(),
    '0021_media_share': mediaShare(),
    '0022_sizing_projects': sizingProjects(),
    '0023_actuators': actuators(dialect),
  };
}

/** The names of every migration this code has, in order (a backup made by newer code has more). */
export function migrationNames(): string[] {
  return Object.keys(migrations('sqlite'));
}

function migratorOf(handle: Pick<DatabaseHandle, 'db' | 'dialect'>): Migrator {
  return new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations(handle.dialect) } });
}

/** Names of the migrations this code has that the database has not run (readiness check). */
export async function pendingMigrations(handle: Pick<DatabaseHandle, 'db' | 'dialect'>): Promise<string[]> {
  const all = await migratorOf(handle).getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}

export async function migrate(handle: DatabaseHandle): Promise<void> {
  const migrator = migratorOf(handle);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
