import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { AppOptions } from '#server/app.js';
import { parseBucketUrl } from '#server/config.js';
import { bucketStore, copyFiles, folderStore, type FileStore } from '#server/lib/storage.js';
import { root } from '#scripts/site-process.mjs';
import { freshDatabase, startTestAppOn, type DialectName, type TestApp } from './app.js';

/** The test server's one account (s3rver's own). */
const ACCESS_KEY = 'S3RVER';
const SECRET = 'S3RVER';

/**
 * A real S3 protocol server in the test process (s3rver, keeping its objects in a temporary
 * folder), as the SMTP server is for mail. `bucket()` makes a new empty bucket and answers its
 * UPLOADS_URL and a file store on it, to look at what the site stored there. `ownProcess` runs it
 * in a child process instead: a measure of the site's memory then holds the site's alone.
 *
 * Its signature check is off: it computes a bucket-level request's (`PUT /bucket/`) signature
 * over `/bucket`, where the SDK, like S3 itself, signs the path it sends. The access key is
 * still checked, and the SDK signs every request as it would for S3.
 */
export async function startS3({ ownProcess = false } = {}) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-s3-'));
  const options = { address: '127.0.0.1', port: 0, silent: true, directory, allowMismatchedSignatures: true };
  let port: number;
  let stop: () => Promise<void>;
  let closed = false;
  if (ownProcess) {
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import S3rver from '@20minutes/s3rver';
         const { port } = await new S3rver(${JSON.stringify(options)}).run();
         process.stdout.write(JSON.stringify({ port }) + '\\n');`,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    port = await new Promise<number>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the S3 server stopped (${String(code)})`)));
      child.stdout.once('data', (line: Buffer) =>
        resolve((JSON.parse(line.toString()) as { port: number }).port),
      );
    });
    stop = async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    };
  } else {
    const server = new S3rver(options);
    port = (await server.run()).port;
    stop = () => server.close();
  }
  const endpoint = `127.0.0.1:${port}`;
  return {
    endpoint,
    /** A new, empty bucket: its UPLOADS_URL and a file store on it. */
    async bucket(prefix = ''): Promise<{ url: string; name: string; store: FileStore }> {
      const name = `valve-${crypto.randomBytes(4).toString('hex')}`;
      const url = `s3+http://${ACCESS_KEY}:${SECRET}@${endpoint}/${name}${prefix ? `/${prefix}` : ''}?region=us-east-1&forcePathStyle=true`;
      const settings = parseBucketUrl(url);
      if (typeof settings === 'string') throw new Error(settings);
      // s3rver keeps each bucket as a folder of its directory.
      fs.mkdirSync(path.join(directory, name), { recursive: true });
      return { url, name, store: bucketStore(settings) };
    },
    /** Stops the server and removes its folder; once (a test may stop it early, as an outage). */
    async close() {
      if (closed) return;
      closed = true;
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type TestS3 = Awaited<ReturnType<typeof startS3>>;

/**
 * A test app whose uploads are in a new bucket of `s3`: the seeded template's uploads folder is
 * copied into it first (what `npm run uploads:to-bucket` does) and then removed, so anything the
 * app writes to its data folder's uploads shows. `bucket` is the bucket's store, to look inside.
 */
export async function startTestAppOnBucket(
  dialect: DialectName,
  s3: TestS3,
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<TestApp & { bucket: FileStore; uploadsUrl: string }> {
  const database = await freshDatabase(dialect, { seeded: true });
  const { url, store } = await s3.bucket();
  const folder = path.join(database.dataDir, 'uploads');
  await copyFiles(folderStore(folder), store);
  fs.rmSync(folder, { recursive: true, force: true });
  const app = await startTestAppOn(database, { UPLOADS_URL: url, ...env }, options);
  return { ...app, bucket: store, uploadsUrl: url };
}

/** The files under a data folder's uploads/ (none when it does not exist). */
export function filesUnder(dataDir: string): string[] {
  const folder = path.join(dataDir, 'uploads');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}
