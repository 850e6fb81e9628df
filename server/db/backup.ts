import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config.js';
import { migrationNames, type Dialect } from './index.js';
import { writeAtomic } from '../lib/files.js';
import { projectRoot } from '../lib/paths.js';
import { copyFiles, folderStore, openFileStore, type FileStore } from '../lib/storage.js';

/**
 * One consistent snapshot of a site (`npm run backup`) and its way back (`npm run restore`): the
 * database (SQLite's online backup, or pg_dump's custom format from one snapshot) and the uploads
 * (from the folder or the bucket, whichever the site uses, into the backup's uploads/ folder), described by
 * manifest.json, which the restore checks its result against.
 */

export const MANIFEST = 'manifest.json';
const SQLITE_FILE = 'site.db';
const POSTGRES_FILE = 'database.dump';
const UPLOADS = 'uploads';

export interface BackupManifest {
  format: 1;
  /** When the database snapshot was taken (ISO 8601). */
  created: string;
  app: { name: string; version: string };
  database: { kind: Dialect; file: string; bytes: number };
  /** Migrations the database had run, in order. */
  migrations: string[];
  /** Rows per table in the snapshot. */
  tables: Record<string, number>;
  /** The uploads copied; `from`: the folder or a bucket (a restore may go into either). */
  uploads: { files: number; bytes: number; from?: FileStore['kind'] };
  /** What a backup leaves out on purpose, and why. */
  notIncluded: string[];
}

/** A refusal or failure to tell the operator in plain words (the CLI prints it, exit code 1). */
export class BackupError extends Error {}

const NOT_INCLUDED = [
  'IMAGE_CACHE_DIR: derived pictures kept by content hash; remade from the originals when needed',
  'DATA_DIR/outbox: copies of mail written as files when SMTP_URL is unset',
  'DATA_DIR/uploads/tmp: uploads still arriving',
];

interface Summary {
  migrations: string[];
  tables: Record<string, number>;
}

const kindOf = (config: Pick<Config, 'databaseUrl'>): Dialect => (config.databaseUrl ? 'postgres' : 'sqlite');
export const kindName = (kind: Dialect) => (kind === 'sqlite' ? 'SQLite' : 'PostgreSQL');
const sqlitePath = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, SQLITE_FILE);

/** Writes a snapshot of the configured site into `dir`, which must not exist or be empty. */
export async function backup(config: Config, dir: string): Promise<BackupManifest> {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0)
    throw new BackupError(`${dir} is not empty: back up into a new folder.`);
  fs.mkdirSync(dir, { recursive: true });
  const kind = kindOf(config);
  const created = new Date().toISOString();
  const database =
    kind === 'sqlite'
      ? await backupSqlite(sqlitePath(config), path.join(dir, SQLITE_FILE))
      : await backupPostgres(config.databaseUrl, path.join(dir, POSTGRES_FILE));
  // After the database: a file uploaded meanwhile is extra, never a row's missing attachment.
  const store = openFileStore(config);
  const uploads = { ...(await copyUploads(store, folderStore(path.join(dir, UPLOADS)))), from: store.kind };
  const file = kind === 'sqlite' ? SQLITE_FILE : POSTGRES_FILE;
  const manifest: BackupManifest = {
    format: 1,
    created,
    app: appVersion(),
    database: { kind, file, bytes: fs.statSync(path.join(dir, file)).size },
    migrations: database.migrations,
    tables: database.tables,
    uploads,
    notIncluded: NOT_INCLUDED,
  };
  // Written last: a folder without it is an unfinished backup, which restore refuses.
  await writeAtomic(path.join(dir, MANIFEST), Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  return manifest;
}

/**
 * Restores the backup in `dir` into the configured database and uploads (DATA_DIR/uploads or the
 * bucket of UPLOADS_URL), which must be empty unless `force` (then they are emptied first), and
 * checks the result against the manifest.
 */
export async function restore(
  config: Config,
  dir: string,
  options: { force: boolean },
): Promise<BackupManifest> {
  const manifest = readManifest(dir);
  const kind = kindOf(config);
  if (manifest.database.kind !== kind)
    throw new BackupError(
      `This is a backup of a ${kindName(manifest.database.kind)} database and the target is ${kindName(kind)} ` +
        `(${kind === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'}). ` +
        'Restoring across database kinds is not supported.',
    );
  const known = new Set(migrationNames());
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new BackupError(
      `The backup was made by a newer version (${manifest.app.version}; migrations ${unknown.join(', ')} ` +
        'are unknown here): upgrade this installation first.',
    );

  const store = openFileStore(config);
  const occupied = [...(await databaseContents(config)), ...(await uploadsContents(store))];
  if (occupied.length > 0 && !options.force)
    throw new BackupError(
      `The target is not empty: ${occupied.join('; ')}. Restore into an empty database and DATA_DIR, ` +
        'and empty uploads, or add --force to replace what is there (stop every server using it first).',
    );

  if (kind === 'sqlite') restoreSqlite(path.join(dir, manifest.database.file), sqlitePath(config));
  else await restorePostgres(config.databaseUrl, path.join(dir, manifest.database.file));
  await store.remove(await keysOf(store));
  const uploads = await copyUploads(folderStore(path.join(dir, UPLOADS)), store);

  const restored =
    kind === 'sqlite' ? sqliteSummary(sqlitePath(config)) : await postgresSummary(config.databaseUrl);
  const differences = compare(manifest, restored, uploads);
  if (differences.length > 0)
    throw new BackupError(`The restored site differs from ${MANIFEST}:\n  ${differences.join('\n  ')}`);
  return manifest;
}

function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file))
    throw new BackupError(`${dir} has no ${MANIFEST}: it is not a backup, or one that did not finish.`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1)
    throw new BackupError(`${file}: unknown backup format ${String(manifest.format)}.`);
  return manifest;
}

/** Every way the restored database and uploads differ from what the manifest recorded. */
function compare(
  manifest: BackupManifest,
  restored: Summary,
  uploads: { files: number; bytes: number },
): string[] {
  const differences: string[] = [];
  const tables = new Set([...Object.keys(manifest.tables), ...Object.keys(restored.tables)]);
  for (const table of [...tables].sort()) {
    const expected = manifest.tables[table];
    const found = restored.tables[table];
    if (expected !== found)
      differences.push(
        `table ${table}: ${String(found ?? 'missing')} rows, the backup had ${String(expected ?? 'none')}`,
      );
  }
  if (restored.migrations.join() !== manifest.migrations.join())
    differences.push(
      `migrations: ${restored.migrations.join(', ')}, the backup had ${manifest.migrations.join(', ')}`,
    );
  if (uploads.files !== manifest.uploads.files || uploads.bytes !== manifest.uploads.bytes)
    differences.push(
      `uploads: ${uploads.files} files (${uploads.bytes} bytes), the backup had ${manifest.uploads.files} (${manifest.uploads.bytes} bytes)`,
    );
  return differences;
}

function appVersion(): { name: string; version: string } {
  const pkg = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return { name: pkg.name, version: pkg.version };
}

/** What the target's uploads hold (files, not empty folders). */
async function uploadsContents(store: FileStore): Promise<string[]> {
  const files = (await keysOf(store)).length;
  return files > 0 ? [`${files} files in ${store.where}`] : [];
}

async function keysOf(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of store.list()) keys.push(file.key);
  return keys;
}

/** Copies every stored file of `from` into `to`; answers their number and size. */
async function copyUploads(from: FileStore, to: FileStore): Promise<{ files: number; bytes: number }> {
  const { files, bytes } = await copyFiles(from, to);
  // The folder store's scratch folder, empty once every file is in place.
  if (to.folder) fs.rmSync(path.join(to.folder, 'tmp'), { recursive: true, force: true });
  return { files, bytes };
}

// ---- SQLite ---------------------------------------------------------------------------------

/**
 * Tables holding the site's rows: not SQLite's own, nor a full-text index (a virtual table and
 * its shadow tables: kept in step by triggers, and copied with every other page anyway).
 */
function sqliteTables(db: SQLite.Database): string[] {
  const rows = db
    .prepare(
      "select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
    )
    .all() as { name: string; sql: string }[];
  const virtual = rows.filter((row) => /^create virtual table/i.test(row.sql)).map((row) => row.name);
  return rows
    .map((row) => row.name)
    .filter((name) => !virtual.some((v) => name === v || name.startsWith(`${v}_`)));
}

function sqliteSummary(file: string): Summary {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const tables = sqliteTables(db);
    if (!tables.includes('kysely_migration')) throw new BackupError(`${file} is not a valve-site database.`);
    const count = (table: string) =>
      (db.prepare(`select count(*) as n from "${table.replace(/"/g, '""')}"`).get() as { n: number }).n;
    return {
      migrations: (
        db.prepare('select name from kysely_migration order by name').all() as { name: string }[]
      ).map((row) => row.name),
      tables: Object.fromEntries(tables.map((table) => [table, count(table)])),
    };
  } finally {
    db.close();
  }
}

async function backupSqlite(file: string, target: string): Promise<Summary> {
  if (!fs.existsSync(file))
    throw new BackupError(`There is no database at ${file} (DATA_DIR, or set DATABASE_URL for PostgreSQL).`);
  const source = new SQLite(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // SQLite's online backup: a consistent copy while the server keeps reading and writing.
    await source.backup(target);
  } finally {
    source.close();
  }
  const copy = new SQLite(target);
  // One self-contained file (no -wal beside it); the server turns WAL on again when it opens it.
  copy.pragma('journal_mode = DELETE');
  copy.close();
  return sqliteSummary(target);
}

function restoreSqlite(backupFile: string, file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // A -wal left beside the new file would be replayed into it: the old site's last writes.
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true });
  const tmp = `${file}.restoring`;
  fs.copyFileSync(backupFile, tmp);
  fs.renameSync(tmp, file);
}

/** What the target SQLite file or PostgreSQL schema holds (tables), for the emptiness check. */
async function databaseContents(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<string[]> {
  if (config.databaseUrl) {
    const tables = await withPostgres(config.databaseUrl, (client) => postgresTables(client));
    return tables.length > 0 ? [`${tables.length} tables in the database`] : [];
  }
  const file = sqlitePath(config);
  if (!fs.existsSync(file)) return [];
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const tables = sqliteTables(db);
    return tables.length > 0 ? [`${tables.length} tables in ${file}`] : [];
  } finally {
    db.close();
  }
}

// ---- PostgreSQL -----------------------------------------------------------------------------

const run = promisify(execFile);

/** pg_dump or pg_restore: on the PATH, else the newest of Debian's /usr/lib/postgresql/<version>/bin. */
function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const versions = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const candidates = [
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, name)),
    ...versions.map((v) => `/usr/lib/postgresql/${v}/bin/${name}`),
  ];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found)
    throw new BackupError(
      `${name} was not found: install the PostgreSQL client (Debian: postgresql-client).`,
    );
  return found;
}

/**
 * Runs pg_dump or pg_restore on `databaseUrl`. The password goes in the environment, not the
 * command line, where every user of the machine could read it.
 */
async function runPostgresTool(
  name: 'pg_dump' | 'pg_restore',
  databaseUrl: string,
  args: string[],
): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  try {
    await run(postgresTool(name), [...args, `--dbname=${url.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new BackupError(`${name} failed: ${stderr.trim() || (error as Error).message}`);
  }
}

async function withPostgres<T>(databaseUrl: string, body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

async function postgresTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

async function postgresCounts(client: pg.Client): Promise<Summary> {
  const tables = await postgresTables(client);
  if (!tables.includes('kysely_migration'))
    throw new BackupError('The database is not a valve-site database.');
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from ${client.escapeIdentifier(table)}`,
    );
    counts[table] = Number(rows[0]!.n);
  }
  const { rows } = await client.query<{ name: string }>('select name from kysely_migration order by name');
  return { migrations: rows.map((row) => row.name), tables: counts };
}

const postgresSummary = (databaseUrl: string) => withPostgres(databaseUrl, postgresCounts);

/**
 * pg_dump in the custom format from a snapshot this transaction exports, so the counts in the
 * manifest are of exactly the rows in the dump, however busy the site is meanwhile.
 */
async function backupPostgres(databaseUrl: string, target: string): Promise<Summary> {
  return withPostgres(databaseUrl, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    try {
      const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
      await runPostgresTool('pg_dump', databaseUrl, [
        '--format=custom',
        `--snapshot=${rows[0]!.snapshot}`,
        '--no-owner',
        '--no-privileges',
        `--file=${target}`,
      ]);
      return await postgresCounts(client);
    } finally {
      await client.query('commit');
    }
  });
}

async function restorePostgres(databaseUrl: string, dump: string): Promise<void> {
  // An archive pg_restore cannot read (truncated, from a newer pg_dump) is refused before anything
  // of the target is dropped.
  try {
    await run(postgresTool('pg_restore'), ['--list', dump], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new BackupError(`pg_restore cannot read ${dump}: ${stderr.trim() || (error as Error).message}`);
  }
  // Tables are only there when --force was given: they go first, so none of theirs is left over.
  await withPostgres(databaseUrl, async (client) => {
    const tables = await postgresTables(client);
    if (tables.length > 0)
      await client.query(`drop table ${tables.map((t) => client.escapeIdentifier(t)).join(', ')} cascade`);
  });
  await runPostgresTool('pg_restore', databaseUrl, [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    dump,
  ]);
}
