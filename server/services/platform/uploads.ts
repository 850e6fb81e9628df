import crypto from 'node:crypto';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import type { Selectable } from 'kysely';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, type UploadExtension } from '#contract/constants.js';
import { AppError } from '../../lib/errors.js';
import { contentTypeOf, type FileStore } from '../../lib/storage.js';
import type { UploadTable } from '../../db/schema.js';
import { bindUseCases, type ServiceContext } from './context.js';
import { PIPELINE_EXTENSIONS, type ImageService } from './images.js';
import { LIMITS, type RateLimitService } from './rateLimit.js';
import { uploadUrl } from './wire.js';

export type UploadRow = Selectable<UploadTable>;

/** An upload's public id: 20 URL-safe characters, its stored name under media/ and files/. */
export const newPublicId = () => crypto.randomBytes(15).toString('base64url');

/** Leading bytes of each family; null matches any byte (sizes inside RIFF and MP4 headers). */
const SIGNATURES: Record<string, (number | null)[][]> = {
  pdf: [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  jpg: [[0xff, 0xd8, 0xff]],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  // Word 97–2003, Excel and PowerPoint share the OLE compound-file header.
  ole: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  // Office Open XML files are ZIP archives.
  zip: [[0x50, 0x4b, 0x03, 0x04]],
  // Staff media: RIFF....WEBP, GIF87a/GIF89a, ....ftyp (MP4), the EBML header (WebM).
  webp: [[0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50]],
  gif: [[0x47, 0x49, 0x46, 0x38]],
  mp4: [[null, null, null, null, 0x66, 0x74, 0x79, 0x70]],
  webm: [[0x1a, 0x45, 0xdf, 0xa3]],
};

/** What staff may upload for the site's pages on top of the visitors' types: pictures and video, never SVG or HTML. */
export const STAFF_UPLOAD_EXTENSIONS = [...UPLOAD_EXTENSIONS, 'webp', 'gif', 'mp4', 'webm'] as const;
export type FileExtension = (typeof STAFF_UPLOAD_EXTENSIONS)[number];

const FAMILY: Record<FileExtension, keyof typeof SIGNATURES | 'text'> = {
  pdf: 'pdf',
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  doc: 'ole',
  xls: 'ole',
  ppt: 'ole',
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
  txt: 'text',
  webp: 'webp',
  gif: 'gif',
  mp4: 'mp4',
  webm: 'webm',
};

export function extensionOf<E extends FileExtension = UploadExtension>(
  filename: string,
  allowed: readonly E[] = UPLOAD_EXTENSIONS as readonly FileExtension[] as readonly E[],
): E | null {
  const ext = path.extname(filename).slice(1).toLowerCase();
  return (allowed as readonly string[]).includes(ext) ? (ext as E) : null;
}

/** Does the start of a file look like its extension says? A renamed executable does not. */
export function contentMatches(ext: FileExtension, head: Buffer): boolean {
  const family = FAMILY[ext];
  if (family === 'text') {
    const executable =
      head.subarray(0, 2).toString('latin1') === 'MZ' ||
      head.subarray(0, 4).equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46]));
    return !executable && !head.includes(0);
  }
  return (SIGNATURES[family] ?? []).some((sig) => sig.every((byte, i) => byte === null || head[i] === byte));
}

const HEAD_BYTES = 4096;
/** An upload must be attached to its enquiry within a day. */
const ATTACH_WITHIN_MS = 24 * 3600_000;

/**
 * The upload passed through as it arrives, checked on the way: its first bytes against its
 * extension (a renamed executable fails before much of it is stored), then its size at the end.
 * A failed check fails the stream, which the file store then does not keep; the rest of the
 * request is still read (and dropped), so the visitor gets the answer rather than a reset.
 */
function checkedStream(ext: FileExtension, source: Readable & { truncated?: boolean }): Readable {
  let head = Buffer.alloc(0);
  let size = 0;
  let looked = false;
  const look = () => {
    looked = true;
    return contentMatches(ext, head) ? null : new AppError('uploadContentMismatch', { ext });
  };
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      const refused = !looked && head.length >= HEAD_BYTES ? look() : null;
      done(refused, refused ? undefined : chunk);
    },
    flush(done) {
      if (source.truncated || size > UPLOAD_MAX_BYTES) return done(new AppError('uploadTooLarge', {}, 413));
      if (size === 0) return done(new AppError('uploadEmpty'));
      done(looked ? null : look());
    },
  });
  source.on('error', (error) => checked.destroy(error));
  checked.on('error', () => {
    source.unpipe(checked);
    source.resume();
  });
  return source.pipe(checked);
}

/** What uploads need: the database and clock, the limits, the picture pipeline and the file store. */
type UploadDeps = ServiceContext & { limits: RateLimitService; images: ImageService; files: FileStore };

/**
 * Streams one uploaded file to the file store (never whole into memory), checks its name and
 * content on the way, and records it. `stream.truncated` is set by the multipart parser when
 * the size limit is hit. A file refused part-way leaves nothing stored.
 */
async function store(
  ctx: UploadDeps,
  filename: string,
  stream: Readable & { truncated?: boolean },
  ip: string,
  /**
   * Staff uploads (signed in, no visitor rate limit) may also be pictures and video for the
   * site's pages, and are kept under media/ (shown inline) instead of files/ (downloads).
   * The desk's files for a reply follow the visitors' rules, without their limit.
   */
  by: 'visitor' | 'staff' | 'desk' = 'visitor',
): Promise<UploadRow> {
  const { db, limits, images, files } = ctx;
  const allowed: readonly FileExtension[] = by === 'staff' ? STAFF_UPLOAD_EXTENSIONS : UPLOAD_EXTENSIONS;
  const ext = extensionOf(filename, allowed);
  if (!ext) {
    stream.resume();
    throw new AppError('uploadFormat', { list: allowed.join(', ') });
  }
  if (by === 'visitor') await limits.hit(LIMITS.uploadPerIp(ip));
  const publicId = newPublicId();
  const month = new Date(ctx.now()).toISOString().slice(0, 7);
  const stored = path.posix.join(by === 'staff' ? 'media' : 'files', month, `${publicId}.${ext}`);
  try {
    let size = await files.write(stored, checkedStream(ext, stream), contentTypeOf(stored));
    // Staff pictures for the pages lose their metadata (camera, GPS) and are queued for their
    // derived widths and formats; one that cannot be decoded whole is refused and removed.
    if (by === 'staff' && (PIPELINE_EXTENSIONS as readonly string[]).includes(ext)) {
      try {
        size = await images.prepare(stored);
      } catch (error) {
        await files.remove([stored]);
        throw error;
      }
    }
    return await db
      .insertInto('upload')
      .values({
        public_id: publicId,
        path: stored,
        original_name: path.basename(filename).slice(0, 200),
        ext,
        mime: contentTypeOf(stored),
        size,
        ip,
        create_time: ctx.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('uploadTooLarge', {}, 413);
    throw error;
  }
}

/**
 * Turns the `files` of an enquiry into upload rows. Each must be a file this site handed out
 * in the last day and not yet attached to an enquiry: an upload URL cannot be reused.
 */
async function resolve(ctx: UploadDeps, files: { name: string; url: string }[]) {
  const { db } = ctx;
  const out: { name: string; upload: UploadRow }[] = [];
  for (const file of files) {
    const match = /^(?:https?:\/\/[^/]+)?\/uploads\/(files\/[0-9]{4}-[0-9]{2}\/[A-Za-z0-9_-]+\.[a-z]+)$/.exec(
      file.url,
    );
    const upload = match
      ? await db
          .selectFrom('upload')
          .selectAll()
          .where('path', '=', match[1]!)
          .where('create_time', '>', ctx.now() - ATTACH_WITHIN_MS)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(selectFrom('enquiry_attachment').select('id').whereRef('upload_id', '=', 'upload.id')),
            ),
          )
          // Nor a file of an e-mail reply.
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('enquiry_message_attachment').select('id').whereRef('upload_id', '=', 'upload.id'),
              ),
            ),
          )
          .executeTakeFirst()
      : undefined;
    if (!upload || out.some((o) => o.upload.id === upload.id)) throw new AppError('attachmentInvalid');
    out.push({ name: file.name || upload.original_name, upload });
  }
  return out;
}

function byPath(ctx: UploadDeps, stored: string): Promise<UploadRow | undefined> {
  const { db } = ctx;
  return db.selectFrom('upload').selectAll().where('path', '=', stored).executeTakeFirst();
}

/** Removes uploads of a request that failed part-way. */
async function discard(ctx: UploadDeps, rows: UploadRow[]): Promise<void> {
  const { db, files } = ctx;
  for (const row of rows) {
    await files.remove([row.path]);
    await db.deleteFrom('upload').where('id', '=', row.id).execute();
  }
}

function wire(ctx: UploadDeps, row: UploadRow) {
  return {
    fullurl: uploadUrl(row.path),
    url: uploadUrl(row.path),
    name: row.original_name,
    size: row.size,
  };
}

export function uploadService(
  ctx: ServiceContext,
  limits: RateLimitService,
  images: ImageService,
  files: FileStore,
) {
  return bindUseCases({ ...ctx, limits, images, files } satisfies UploadDeps, {
    store,
    resolve,
    byPath,
    discard,
    wire,
  });
}

export type UploadService = ReturnType<typeof uploadService>;
