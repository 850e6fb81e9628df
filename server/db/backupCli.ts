import path from 'node:path';
import { parseArgs } from 'node:util';
import { backup, BackupError, kindName, MANIFEST, restore, type BackupManifest } from './backup.js';
import { ConfigError, loadConfig } from '../config.js';

/**
 * `npm run backup -- DIR` and `npm run restore -- DIR [--force]` (scripts/backup.mjs runs the
 * compiled file), on the site the server uses (DATABASE_URL or DATA_DIR, and UPLOADS_URL, as for
 * `npm start`).
 */

const USAGE = `Usage:
  npm run backup -- DIR             a snapshot of the database and the uploads into the new folder DIR
  npm run restore -- DIR [--force]  that snapshot into an empty database and uploads (DATA_DIR,
                                    or the bucket of UPLOADS_URL)
                                    (--force: replace what is there; stop every server first)`;

class UsageError extends Error {}

function describe(manifest: BackupManifest): string {
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const tables = Object.keys(manifest.tables).length;
  const megabytes = (manifest.uploads.bytes / 1e6).toFixed(1);
  return `${kindName(manifest.database.kind)} database (${tables} tables, ${rows} rows) and ${manifest.uploads.files} uploaded files (${megabytes} MB)`;
}

async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, dir] = positionals;
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (command !== 'backup' && command !== 'restore')
    throw new UsageError(`Unknown command "${command ?? ''}".`);
  if (!dir) throw new UsageError('Name the backup folder.');
  if (positionals.length > 2) throw new UsageError(`Unexpected "${positionals[2]}".`);
  if (command === 'backup' && values.force) throw new UsageError('--force is for restore.');
  const config = loadConfig(process.env);
  const folder = path.resolve(dir);
  if (command === 'backup') {
    const manifest = await backup(config, folder);
    console.log(`Backed up the ${describe(manifest)} to ${folder}.`);
    console.log(`Not included: ${manifest.notIncluded.join('; ')}.`);
    return;
  }
  const manifest = await restore(config, folder, { force: Boolean(values.force) });
  console.log(`Restored the ${describe(manifest)} of ${manifest.created} (version ${manifest.app.version}).`);
  console.log(`Checked against ${MANIFEST}: every table's row count, the migrations and the uploads match.`);
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof BackupError) {
    console.error(error.message);
    if (error instanceof UsageError) console.error(`\n${USAGE}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
