import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.js';
import { bucketStore, copyFiles, folderStore } from './lib/storage.js';

/**
 * `npm run uploads:to-bucket` (scripts/uploads-to-bucket.mjs runs the compiled file): copies the
 * uploads folder of DATA_DIR into the bucket of UPLOADS_URL, for a site moving to object
 * storage. The folder is left as it is; a copy that stopped part-way is run again (files the bucket
 * already has, at the same size, are skipped), and every file is checked in the bucket at the end.
 */

const USAGE = `Usage:
  DATA_DIR=… UPLOADS_URL=s3://KEY:SECRET@host/bucket npm run uploads:to-bucket

Copies every file of DATA_DIR/uploads into the bucket, then checks that the bucket has each
one at its size. The folder is not changed: once the servers run with UPLOADS_URL, it may go.
Run it again at any time: files already in the bucket are skipped.`;

class UsageError extends Error {}

async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length > 0) throw new UsageError(`Unexpected "${positionals[0]}".`);
  const config = loadConfig(process.env);
  if (!config.uploadsBucket) throw new UsageError('UPLOADS_URL is not set: name the bucket to copy into.');
  const source = folderStore(path.join(config.dataDir, 'uploads'));
  if (!fs.existsSync(source.folder!))
    throw new UsageError(`There is no uploads folder at ${source.folder!}.`);
  const bucket = bucketStore(config.uploadsBucket);
  await bucket.check().catch((error: unknown) => {
    throw new UsageError(
      `Cannot reach ${bucket.where}: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  console.log(`Copying ${source.where} into ${bucket.where}…`);
  let shown = 0;
  const copied = await copyFiles(source, bucket, (file, state) => {
    if (state === 'copied' && ++shown % 100 === 0) console.log(`  ${shown} files copied (last: ${file.key})`);
  });
  // Checked from the bucket's own listing, not from what the copy believed it did.
  const inBucket = new Map<string, number>();
  for await (const file of bucket.list()) inBucket.set(file.key, file.size);
  const missing: string[] = [];
  for await (const file of source.list()) if (inBucket.get(file.key) !== file.size) missing.push(file.key);
  if (missing.length > 0)
    throw new Error(
      `${missing.length} files are not in the bucket as they are in the folder: ${missing.slice(0, 10).join(', ')}`,
    );
  const megabytes = (copied.bytes / 1e6).toFixed(1);
  console.log(
    `Done: ${copied.files} files (${megabytes} MB) are in the bucket; ${copied.files - copied.skipped} copied now, ${copied.skipped} were there already.`,
  );
  console.log('Start the servers with UPLOADS_URL set; the folder is no longer read and may be removed.');
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(error.message);
    if (error instanceof UsageError) console.error(`\n${USAGE}`);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
