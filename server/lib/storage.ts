import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline as pipe, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { BucketSettings } from '../config.js';

/**
 * Where uploaded files live, behind one interface: the folder DATA_DIR/uploads, or an
 * S3-compatible bucket (UPLOADS_URL) that several instances share. A key is a stored path
 * (`media/2026-05/abc.jpg`), the same in both and the same as the `/uploads/…` URL after it.
 */
export interface FileStore {
  readonly kind: 'folder' | 'bucket';
  /** Where, in words for logs and messages (never a secret). */
  readonly where: string;
  /** The folder's path on disk (the folder store only: served by @fastify/static). */
  readonly folder: string | null;
  /**
   * Stores `body` under `key`, whole or not at all: a reader never sees half a file, and a stream
   * that fails part-way (a refused upload) leaves nothing. A stream is never held in memory whole.
   * Answers the bytes stored.
   */
  write(key: string, body: Buffer | Readable, contentType?: string): Promise<number>;
  /** The whole file (pictures, mail attachments: bounded sizes); null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** A file for sending: its bytes (or a range of them) as a stream; see OpenedFile. */
  open(key: string, request?: OpenRequest): Promise<OpenedFile>;
  stat(key: string): Promise<StoredFile | null>;
  /** Removes these keys; ones already gone are no error. */
  remove(keys: string[]): Promise<void>;
  /** Every file whose key starts with `prefix`, in no particular order. */
  list(prefix?: string): AsyncIterable<StoredFile>;
  /** Throws when files cannot be stored (readiness): the folder is not writable, the bucket not reachable. */
  check(): Promise<void>;
}

export interface StoredFile {
  key: string;
  size: number;
  /** Last modified, ms since 1970. */
  modified: number;
  /** An opaque tag that changes with the content (the bucket's ETag, or size and time on disk). */
  etag: string;
}

/** What a download asked for: a byte range and the validators of a copy it already has. */
export interface OpenRequest {
  range?: string | undefined;
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
  /** HEAD: the headers only. */
  headOnly?: boolean;
}

export type OpenedFile =
  | { status: 404 }
  | { status: 304; file: StoredFile }
  | { status: 416; file: StoredFile }
  | {
      status: 200 | 206;
      file: StoredFile;
      /** Absent for a HEAD request. */
      body: Readable | null;
      length: number;
      /** `bytes start-end/size` for a 206. */
      contentRange: string | null;
    };

/** Scratch files of the folder store, and uploads still arriving: never a site file. */
const SCRATCH = 'tmp/';

/** A key the site may have written: no climbing out, no empty or hidden segments, no scratch files. */
export function isStoredKey(key: string): boolean {
  if (key.length === 0 || key.length > 500 || key.startsWith(SCRATCH)) return false;
  return key.split('/').every((part) => part !== '' && !part.startsWith('.') && !/[\\\0]/.test(part));
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; anything else is answered whole, as @fastify/static does. */
const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/** The store the configuration names: the bucket of UPLOADS_URL, else the folder DATA_DIR/uploads. */
export function openFileStore(config: { dataDir: string; uploadsBucket: BucketSettings | null }): FileStore {
  return config.uploadsBucket
    ? bucketStore(config.uploadsBucket)
    : folderStore(path.join(config.dataDir, 'uploads'));
}

export function folderStore(root: string): FileStore {
  const fileOf = (key: string) => {
    if (!isStoredKey(key)) throw new Error(`not a stored file's key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  const statOf = async (key: string): Promise<StoredFile | null> => {
    const stats = await fs.promises.stat(fileOf(key)).catch(() => null);
    if (!stats?.isFile()) return null;
    return {
      key,
      size: stats.size,
      modified: stats.mtimeMs,
      etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
    };
  };
  return {
    kind: 'folder',
    where: `the folder ${root}`,
    folder: root,

    async write(key, body) {
      const file = fileOf(key);
      const scratch = path.join(root, 'tmp');
      await fs.promises.mkdir(scratch, { recursive: true });
      const partial = path.join(scratch, `${crypto.randomBytes(12).toString('base64url')}.part`);
      try {
        if (Buffer.isBuffer(body)) await fs.promises.writeFile(partial, body);
        else await pipeline(body, fs.createWriteStream(partial));
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        const { size } = await fs.promises.stat(partial);
        await fs.promises.rename(partial, file);
        return size;
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
    },

    async read(key) {
      return fs.promises.readFile(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
        throw error;
      });
    },

    async open(key, request = {}) {
      const file = await statOf(key);
      if (!file) return { status: 404 };
      const range = rangeOf(request.range, file.size);
      if (range === 'unsatisfiable') return { status: 416, file };
      const { start, end } = range ?? { start: 0, end: file.size - 1 };
      return {
        status: range ? 206 : 200,
        file,
        body: request.headOnly ? null : fs.createReadStream(fileOf(key), { start, end }),
        length: end - start + 1,
        contentRange: range ? `bytes ${start}-${end}/${file.size}` : null,
      };
    },

    stat: statOf,

    async remove(keys) {
      await Promise.all(keys.map((key) => fs.promises.rm(fileOf(key), { force: true })));
    },

    async *list(prefix = '') {
      // From the deepest folder the prefix names: listing one picture's copies reads one folder.
      const from = path.join(root, ...prefix.split('/').slice(0, -1));
      if (!fs.existsSync(from)) return;
      const entries = await fs.promises.readdir(from, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (!key.startsWith(prefix) || !isStoredKey(key)) continue;
        const file = await statOf(key);
        if (file) yield file;
      }
    },

    async check() {
      // Writable for real (a read-only mount passes an access() check on some file systems).
      await fs.promises.mkdir(root, { recursive: true });
      const probe = path.join(root, `.ready-${process.pid}`);
      await fs.promises.writeFile(probe, '');
      await fs.promises.unlink(probe);
    },
  };
}

/** The range a download asked for, within `size`; null for the whole file. */
function rangeOf(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  const match = header ? SINGLE_RANGE.exec(header) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from = '', to = ''] = match;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * Parts of a large upload: 5 MB each (S3's smallest), two in flight. A 500 MB file streams
 * through in a few parts' memory (S3 takes at most 10,000 parts: 50 GB, far above the upload limit).
 */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/** Keys per DeleteObjects request (S3's limit). */
const DELETE_BATCH = 1000;

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

export function bucketStore(settings: BucketSettings): FileStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: most S3-compatible services (older MinIO, Ceph, R2)
    // do not take the SDK's newer default trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => {
    if (!isStoredKey(key)) throw new Error(`not a stored file's key: ${key}`);
    return `${settings.prefix}${key}`;
  };
  const fileOf = (key: string, meta: { size?: number; modified?: Date; etag?: string }): StoredFile => ({
    key,
    size: meta.size ?? 0,
    modified: meta.modified?.getTime() ?? 0,
    etag: meta.etag ?? '',
  });

  return {
    kind: 'bucket',
    where: `the bucket ${Bucket}${settings.prefix ? ` (under ${settings.prefix})` : ''} at ${settings.endpoint}`,
    folder: null,

    async write(key, body, contentType) {
      let size = 0;
      // Why a stream failed (a refused upload), rather than what aborting its upload then said.
      let failure: unknown = null;
      if (!Buffer.isBuffer(body)) body.once('error', (error) => (failure ??= error));
      // Counted on the way through; the source's failure reaches the upload through the counter.
      const counted = Buffer.isBuffer(body)
        ? body
        : pipe(
            body,
            new Transform({
              transform(chunk: Buffer, _encoding, done) {
                size += chunk.length;
                done(null, chunk);
              },
            }),
            () => undefined,
          );
      // One PUT for a body under a part; a multipart upload, streamed part by part, above. A body
      // that fails part-way aborts the multipart upload: no object, no parts left behind.
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: keyOf(key),
          Body: counted,
          ...(contentType ? { ContentType: contentType } : {}),
        },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        throw failure ?? error;
      }
      return Buffer.isBuffer(body) ? body.length : size;
    },

    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },

    async open(key, request = {}) {
      // A range is resolved here, against the file's size, as for the folder: the same answers
      // (a suffix range, 416 past the end) whatever the service makes of odd ranges.
      const wantsRange = request.range !== undefined && SINGLE_RANGE.test(request.range);
      if (request.headOnly || wantsRange) {
        const file = await this.stat(key);
        if (!file) return { status: 404 };
        if (request.ifNoneMatch && request.ifNoneMatch === file.etag) return { status: 304, file };
        const range = rangeOf(request.range, file.size);
        if (range === 'unsatisfiable') return { status: 416, file };
        const { start, end } = range ?? { start: 0, end: file.size - 1 };
        const body = request.headOnly
          ? null
          : ((
              await client.send(
                new GetObjectCommand({
                  Bucket,
                  Key: keyOf(key),
                  Range: `bytes=${start}-${end}`,
                  // The bytes of the version measured, or an error: never a mix of two versions.
                  ...(file.etag ? { IfMatch: file.etag } : {}),
                }),
              )
            ).Body as Readable);
        return {
          status: range ? 206 : 200,
          file,
          body,
          length: end - start + 1,
          contentRange: range ? `bytes ${start}-${end}/${file.size}` : null,
        };
      }
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: keyOf(key),
            ...(request.ifNoneMatch ? { IfNoneMatch: request.ifNoneMatch } : {}),
            // A date that does not parse is ignored, as HTTP says.
            ...(request.ifModifiedSince &&
            !request.ifNoneMatch &&
            !Number.isNaN(Date.parse(request.ifModifiedSince))
              ? { IfModifiedSince: new Date(request.ifModifiedSince) }
              : {}),
          }),
        );
        const file = fileOf(key, {
          ...(answer.ContentLength !== undefined ? { size: answer.ContentLength } : {}),
          ...(answer.LastModified ? { modified: answer.LastModified } : {}),
          ...(answer.ETag ? { etag: answer.ETag } : {}),
        });
        return {
          status: 200,
          file,
          // The SDK's body in Node is the response stream (an http.IncomingMessage).
          body: answer.Body as Readable,
          length: file.size,
          contentRange: null,
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return { status: 404 };
        if (status === 304) {
          const file = await this.stat(key);
          return file ? { status, file } : { status: 404 };
        }
        throw error;
      }
    },

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return fileOf(key, {
          ...(head.ContentLength !== undefined ? { size: head.ContentLength } : {}),
          ...(head.LastModified ? { modified: head.LastModified } : {}),
          ...(head.ETag ? { etag: head.ETag } : {}),
        });
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },

    async remove(keys) {
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH);
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((key) => ({ Key: keyOf(key) })), Quiet: true },
          }),
        );
        const failed = (answer.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
        if (failed.length > 0)
          throw new Error(
            `could not remove ${failed.map((e) => `${e.Key ?? ''} (${e.Code ?? ''})`).join(', ')}`,
          );
      }
    },

    async *list(prefix = '') {
      // ListObjects (version 1), paged by the last key: every S3-compatible service has it, and
      // the test server's version-2 paging needs a cipher OpenSSL 3 no longer offers.
      let Marker: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsCommand({ Bucket, Prefix: `${settings.prefix}${prefix}`, Marker }),
        );
        const objects = page.Contents ?? [];
        for (const object of objects) {
          const key = (object.Key ?? '').slice(settings.prefix.length);
          if (!isStoredKey(key)) continue;
          yield fileOf(key, {
            ...(object.Size !== undefined ? { size: object.Size } : {}),
            ...(object.LastModified ? { modified: object.LastModified } : {}),
            ...(object.ETag ? { etag: object.ETag } : {}),
          });
        }
        Marker = page.IsTruncated ? (page.NextMarker ?? objects.at(-1)?.Key) : undefined;
      } while (Marker);
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

/** Files copied at once: a bucket's latency, not its bandwidth, bounds a copy of many small files. */
const COPIES_AT_ONCE = 4;

/**
 * Copies every file of `from` to `to` (backups, restores, moving an uploads folder into a
 * bucket), each as a stream, a few at a time. A file `to` already has with the same size is left
 * as it is, so a copy that stopped part-way can be run again. Answers what was copied and skipped.
 */
export async function copyFiles(
  from: FileStore,
  to: FileStore,
  onFile: (file: StoredFile, state: 'copied' | 'skipped') => void = () => undefined,
): Promise<{ files: number; bytes: number; skipped: number }> {
  const done = { files: 0, bytes: 0, skipped: 0 };
  // An async generator queues the calls of next(): each file goes to one worker.
  const files = from.list()[Symbol.asyncIterator]();
  const worker = async () => {
    for (let next = await files.next(); !next.done; next = await files.next()) {
      const file = next.value;
      const there = await to.stat(file.key);
      if (there && there.size === file.size) {
        done.skipped++;
        onFile(file, 'skipped');
      } else {
        const opened = await from.open(file.key);
        if (opened.status !== 200) continue;
        await to.write(file.key, opened.body!, contentTypeOf(file.key));
        onFile(file, 'copied');
      }
      done.files++;
      done.bytes += file.size;
    }
  };
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, worker));
  return done;
}

/** The media types of the files the site stores, by extension. */
export const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream';
}
