import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { OutputInfo, Sharp } from 'sharp';
import {
  IMAGE_WIDTHS,
  isPipelineImage,
  MODERN_FORMATS,
  variantPath,
  type FallbackFormat,
  type ImageMeta,
  type ModernFormat,
} from '#contract/images.js';
import type { Db } from '../../db/index.js';
import type { ImageAssetTable } from '../../db/schema.js';
import { errorMessage } from '../../lib/staffMessages.js';
import { AppError } from '../../lib/errors.js';
import { writeAtomic } from '../../lib/files.js';
import { contentTypeOf, type FileStore } from '../../lib/storage.js';
import { sharpLib } from '../../lib/sharp.js';
import { bindUseCases, type ServiceContext } from './context.js';

/**
 * The largest picture accepted, in pixels: 50 MP holds any camera's photograph (a 45 MP
 * full-frame sensor is 8256×5504); decoding one takes ~150 MB. Anything larger (a
 * "decompression bomb": a few KB of PNG that claims 30000×30000) is refused from its header,
 * before a pixel is decoded.
 */
const MAX_IMAGE_PIXELS = 50_000_000;
/** A picture whose derivation failed this often is marked failed (the console shows why). */
const MAX_ATTEMPTS = 3;
/** The extensions whose uploads go through the pipeline (GIF may be animated: kept as it is). */
export const PIPELINE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
/** Part of the image cache's key: change it when the encoding settings below change. */
const PIPELINE_VERSION = 'v1 avif50e3 webp76 jpeg80 png9';

const ENCODE = {
  avif: (s: Sharp) => s.avif({ quality: 50, effort: 3 }),
  webp: (s: Sharp) => s.webp({ quality: 76, effort: 4 }),
  jpg: (s: Sharp) => s.jpeg({ quality: 80, mozjpeg: true }),
  png: (s: Sharp) => s.png({ compressionLevel: 9, palette: false }),
} satisfies Record<ModernFormat | FallbackFormat, (s: Sharp) => Sharp>;

/** The widths derived from an original `width` wide: the standard ones below it, and itself when under the largest. */
function derivedWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  if (width <= IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!) widths.push(width);
  return widths;
}

function hex(channel: number): string {
  return Math.round(channel).toString(16).padStart(2, '0');
}

function toMeta(row: Pick<ImageAssetTable, 'width' | 'height' | 'widths' | 'fallback' | 'color'>): ImageMeta {
  return {
    width: row.width,
    height: row.height,
    widths: row.widths.split(',').map(Number),
    fallback: row.fallback,
    color: row.color,
  };
}

/** What cleaning a picture learns about it (kept beside the cleaned bytes in the image cache). */
interface CleanedPicture {
  width: number;
  height: number;
  color: string;
  fallback: FallbackFormat;
}

/** The image cache's key of some bytes: their hash and the pipeline's settings. */
function cacheKey(bytes: Buffer): string {
  return crypto.createHash('sha256').update(PIPELINE_VERSION).update(bytes).digest('hex');
}

/**
 * Refuses a picture that is too large (from its header, before a pixel is decoded) or cannot be
 * decoded whole; answers it upright, without metadata, with its size and dominant colour.
 */
async function clean(
  file: Buffer,
  ext: string,
  log: ServiceContext['log'],
  stored: string,
): Promise<CleanedPicture & { data: Buffer }> {
  const sharp = await sharpLib();
  const header = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) throw new AppError('imageUnreadable');
  if (header.width * header.height > MAX_IMAGE_PIXELS)
    throw new AppError('imageTooLarge', {
      max: MAX_IMAGE_PIXELS / 1e6,
      size: Math.round((header.width * header.height) / 1e5) / 10,
    });
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // failOn 'truncated': a photograph cut short in transfer is refused, not shown half grey.
    const decoded = sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' }).rotate();
    const encoded =
      ext === 'png'
        ? decoded.png({ compressionLevel: 6 })
        : ext === 'webp'
          ? decoded.webp({ quality: 90 })
          : decoded.jpeg({ quality: 90, mozjpeg: true });
    // sharp writes no metadata unless asked (keepMetadata/withMetadata): EXIF and GPS are gone.
    upright = await encoded.toBuffer({ resolveWithObject: true });
  } catch (error) {
    // The staff member reads "cannot be read"; the log keeps libvips's own words.
    log.info({ err: error, file: stored }, 'a picture could not be decoded');
    throw new AppError('imageUnreadable');
  }
  const { dominant } = await sharp(upright.data).resize({ width: 64 }).stats();
  return {
    data: upright.data,
    width: upright.info.width,
    height: upright.info.height,
    color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    fallback: ext === 'png' || header.hasAlpha ? 'png' : 'jpg',
  };
}

/** This process's derivation queue: the run under way, whether to look again, whether it stopped. */
interface Queue {
  running: Promise<void> | null;
  again: boolean;
  stopped: boolean;
}

/** What the pipeline needs: the database and log, the file store, what follows a ready picture, its queue. */
type ImageDeps = ServiceContext & { files: FileStore; onReady: () => Promise<void>; queue: Queue };

/** A stored original's bytes; a picture whose file is gone fails its derivation (and says so). */
async function original({ files }: ImageDeps, stored: string) {
  const bytes = await files.read(stored);
  if (!bytes) throw new Error(`${stored} is not in ${files.where}`);
  return bytes;
}

/** One derived copy of a picture: a width and a format. */
type Variant = { width: number; format: ModernFormat | FallbackFormat };

/** Where the image cache keeps a variant, in the folder of its original's content hash. */
const cachedFile = (folder: string, v: Variant) => path.join(folder, `w${v.width}.${v.format}`);

/** Copies every variant from the image cache when all of them are there; answers whether it did. */
async function copiedFromCache(ctx: ImageDeps, stored: string, variants: Variant[], folder: string) {
  const hit = await Promise.all(
    variants.map((v) =>
      fs.promises.access(cachedFile(folder, v)).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (!hit.every(Boolean)) return false;
  for (const v of variants) {
    const variant = variantPath(stored, v.width, v.format);
    await ctx.files.write(variant, await fs.promises.readFile(cachedFile(folder, v)), contentTypeOf(variant));
  }
  return true;
}

/** Encodes every width and format of an original into the file store, keeping each in the image cache. */
async function encoded(
  ctx: ImageDeps,
  row: Pick<ImageAssetTable, 'path' | 'fallback'>,
  source: Buffer,
  widths: number[],
  folder: string,
) {
  const sharp = await sharpLib();
  await fs.promises.mkdir(folder, { recursive: true });
  for (const width of widths) {
    // One decode and resize per width, shared by its three encodings.
    // Kept raw between the steps: re-reading an encoded copy would compress it twice.
    const { data, info } = await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS })
      .resize({ width, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    for (const format of [...MODERN_FORMATS, row.fallback]) {
      if (ctx.queue.stopped) throw new Error('stopped');
      const out = await ENCODE[format](sharp(data, { raw })).toBuffer();
      const variant = variantPath(row.path, width, format);
      await ctx.files.write(variant, out, contentTypeOf(variant));
      await writeAtomic(cachedFile(folder, { width, format }), out);
    }
  }
}

/**
 * Derives every width and format of one stored original; answers the widths. The files are
 * also kept in the image cache under the original's content hash, and taken from there when
 * the same picture comes again.
 */
async function derive(
  ctx: ImageDeps,
  row: Pick<ImageAssetTable, 'path' | 'width' | 'fallback'>,
): Promise<string> {
  const source = await original(ctx, row.path);
  const widths = derivedWidths(row.width);
  const variants = widths.flatMap((width) =>
    [...MODERN_FORMATS, row.fallback].map((format) => ({ width, format })),
  );
  const hash = cacheKey(source);
  const folder = path.join(ctx.config.imageCacheDir, hash.slice(0, 2), hash);
  if (!(await copiedFromCache(ctx, row.path, variants, folder)))
    await encoded(ctx, row, source, widths, folder);
  return widths.join(',');
}

/** Claims a picture by counting the attempt: another instance that read the same row loses the race. */
async function claim(ctx: ImageDeps, row: Pick<ImageAssetTable, 'path' | 'attempts'>): Promise<boolean> {
  const claimed = await ctx.db
    .updateTable('image_asset')
    .set({ attempts: row.attempts + 1, update_time: ctx.now() })
    .where('path', '=', row.path)
    .where('attempts', '=', row.attempts)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

/** Notes a failed derivation: the picture is tried again, until MAX_ATTEMPTS, then marked failed. */
async function recordFailure(
  ctx: ImageDeps,
  row: Pick<ImageAssetTable, 'path' | 'attempts'>,
  error: unknown,
) {
  const message = error instanceof Error ? error.message : String(error);
  const failed = row.attempts + 1 >= MAX_ATTEMPTS;
  ctx.log.error({ err: error, path: row.path }, 'image derivation failed');
  await ctx.db
    .updateTable('image_asset')
    .set({
      status: failed ? 'failed' : 'processing',
      error: message.slice(0, 500),
      update_time: ctx.now(),
    })
    .where('path', '=', row.path)
    .execute();
}

/** Works through every picture still `processing`, oldest first, one at a time. */
async function drain(ctx: ImageDeps): Promise<void> {
  const { db, queue } = ctx;
  for (;;) {
    if (queue.stopped) return;
    const row = await db
      .selectFrom('image_asset')
      .selectAll()
      .where('status', '=', 'processing')
      .orderBy('update_time')
      .limit(1)
      .executeTakeFirst();
    if (!row) return;
    if (!(await claim(ctx, row))) continue;
    try {
      const widths = await derive(ctx, row);
      await db
        .updateTable('image_asset')
        .set({ status: 'ready', widths, error: null, update_time: ctx.now() })
        .where('path', '=', row.path)
        .execute();
      await ctx.onReady();
    } catch (error) {
      if (queue.stopped) return;
      await recordFailure(ctx, row, error);
    }
  }
}

/**
 * A picture cleaned (`clean`), from the image cache when the same bytes were cleaned before:
 * the same bytes always clean the same way, so a picture seen before (the demo photographs of
 * every fresh database, a re-upload) is not decoded again.
 */
async function cleanedOnce(
  ctx: ImageDeps,
  file: Buffer,
  ext: string,
  stored: string,
): Promise<CleanedPicture & { data: Buffer }> {
  const key = cacheKey(file);
  const kept = path.join(ctx.config.imageCacheDir, 'cleaned', key.slice(0, 2), key);
  const cached = await Promise.all([
    fs.promises.readFile(`${kept}.${ext}`),
    fs.promises.readFile(`${kept}.json`, 'utf8'),
  ]).catch(() => null);
  if (cached) return { data: cached[0], ...(JSON.parse(cached[1]) as CleanedPicture) };
  const cleaned = await clean(file, ext, ctx.log, stored);
  await fs.promises.mkdir(path.dirname(kept), { recursive: true });
  await writeAtomic(`${kept}.${ext}`, cleaned.data);
  const { data: _bytes, ...facts } = cleaned;
  await writeAtomic(`${kept}.json`, Buffer.from(JSON.stringify(facts)));
  return cleaned;
}

/**
 * Checks and cleans a raster picture just stored at `stored` (a path under uploads/): refused
 * when it is too large or cannot be decoded whole; otherwise rewritten upright with every
 * metadata block (EXIF, GPS, XMP, comments) left out, and queued for its derived copies.
 * Answers the new size in bytes. Runs on the request: a 12 MP photograph takes ~0.3 s.
 * `into` is the transaction the picture belongs to (the demo content's); call kick() after it.
 */
async function prepare(ctx: ImageDeps, stored: string, into: Db = ctx.db): Promise<number> {
  const file = await original(ctx, stored);
  const ext = path.extname(stored).slice(1).toLowerCase();
  const cleaned = await cleanedOnce(ctx, file, ext, stored);
  await ctx.files.write(stored, cleaned.data, contentTypeOf(stored));
  const values = {
    path: stored,
    status: 'processing' as const,
    width: cleaned.width,
    height: cleaned.height,
    color: cleaned.color,
    fallback: cleaned.fallback,
    widths: '',
    error: null,
    attempts: 0,
    update_time: ctx.now(),
  };
  await into
    .insertInto('image_asset')
    .values(values)
    .onConflict((oc) => oc.column('path').doUpdateSet(values))
    .execute();
  if (into === ctx.db) kick(ctx);
  return cleaned.data.length;
}

/** Marks an earlier upload that cannot go through the pipeline as failed, so it is tried once. */
async function markUnusable(ctx: ImageDeps, stored: string, error: unknown) {
  ctx.log.warn({ err: error, path: stored }, 'an earlier upload could not go through the image pipeline');
  await ctx.db
    .insertInto('image_asset')
    .values({
      path: stored,
      status: 'failed',
      width: 0,
      height: 0,
      color: '#000000',
      fallback: 'jpg',
      widths: '',
      attempts: MAX_ATTEMPTS,
      // Staff read it in the console: the refusal's words, not its key.
      error:
        error instanceof AppError
          ? errorMessage(error.key, 'en', error.params)
          : error instanceof Error
            ? error.message
            : String(error),
      update_time: ctx.now(),
    })
    .onConflict((oc) => oc.column('path').doNothing())
    .execute();
}

/**
 * Pictures staff uploaded before the pipeline existed (an upgraded site): each is cleaned and
 * queued like a new upload; one that cannot be read is marked failed, so it is tried once.
 * Runs at start, in the background. Answers how many it took.
 */
async function backfill(ctx: ImageDeps): Promise<number> {
  const { db } = ctx;
  const rows = await db
    .selectFrom('upload')
    .leftJoin('image_asset', 'image_asset.path', 'upload.path')
    .select(['upload.id', 'upload.path'])
    .where('image_asset.path', 'is', null)
    .where('upload.path', 'like', 'media/%')
    .where('upload.ext', 'in', [...PIPELINE_EXTENSIONS])
    .execute();
  for (const row of rows) {
    if (ctx.queue.stopped) break;
    try {
      const size = await prepare(ctx, row.path);
      await db.updateTable('upload').set({ size }).where('id', '=', row.id).execute();
    } catch (error) {
      await markUnusable(ctx, row.path, error);
    }
  }
  return rows.length;
}

/** Starts the background derivation unless it runs; a call while it runs makes it look again. */
function kick(ctx: ImageDeps): void {
  const { queue } = ctx;
  if (queue.stopped) return;
  if (queue.running) {
    queue.again = true;
    return;
  }
  queue.running = (async () => {
    do {
      queue.again = false;
      await drain(ctx);
    } while (queue.again && !queue.stopped);
  })()
    .catch((error: unknown) => ctx.log.error({ err: error }, 'image queue stopped'))
    .finally(() => {
      queue.running = null;
    });
}

/** Resolves when no derivation is running (tests, seeding, shutdown). */
async function idle({ queue }: ImageDeps): Promise<void> {
  while (queue.running) await queue.running;
}

/** Stops taking work and waits for the picture being written (shutdown). */
async function stop({ queue }: ImageDeps): Promise<void> {
  queue.stopped = true;
  await queue.running;
}

/** The metadata of every processed picture among `urls` (page URLs, `/uploads/media/…`). */
async function metaFor(ctx: ImageDeps, urls: Iterable<string>): Promise<Record<string, ImageMeta>> {
  const wanted = [...new Set([...urls].filter(isPipelineImage))];
  if (!wanted.length) return {};
  const rows = await ctx.db
    .selectFrom('image_asset')
    // The media library's alt text of the picture (migration 0011), when it has an upload row.
    .leftJoin('upload', 'upload.path', 'image_asset.path')
    .select([
      'image_asset.path',
      'width',
      'height',
      'widths',
      'fallback',
      'color',
      'upload.alt',
      'upload.en_alt',
    ])
    .where(
      'image_asset.path',
      'in',
      wanted.map((url) => url.slice('/uploads/'.length)),
    )
    .where('status', '=', 'ready')
    // In a fixed order: the page (and the hash of its inline data script) is the same every time.
    .orderBy('image_asset.path')
    .execute();
  return Object.fromEntries(
    rows.map((row) => [
      `/uploads/${row.path}`,
      {
        ...toMeta(row),
        ...(row.alt ? { alt: row.alt } : {}),
        ...(row.en_alt ? { en_alt: row.en_alt } : {}),
      },
    ]),
  );
}

/**
 * The states of the pictures at these stored paths, for the staff console, in the order of
 * `paths` (a path with no picture is left out).
 */
async function statusOf(ctx: ImageDeps, paths: string[]) {
  if (!paths.length) return [];
  const rows = await ctx.db
    .selectFrom('image_asset')
    .select(['path', 'status', 'width', 'height', 'widths', 'error'])
    .where('path', 'in', paths)
    .execute();
  const byPath = new Map(rows.map((row) => [row.path, row]));
  return paths.flatMap((path) => byPath.get(path) ?? []);
}

export function imageService(ctx: ServiceContext, files: FileStore, onReady: () => Promise<void>) {
  const queue: Queue = { running: null, again: false, stopped: false };
  return bindUseCases({ ...ctx, files, onReady, queue } satisfies ImageDeps, {
    prepare,
    backfill,
    kick,
    idle,
    stop,
    metaFor,
    statusOf,
  });
}

export type ImageService = ReturnType<typeof imageService>;
