import path from 'node:path';
import type { Readable } from 'node:stream';
import { sql, type ExpressionBuilder } from 'kysely';
import { DERIVED_IMAGE } from '#contract/images.js';
import {
  mediaKindOf,
  type MediaAltBody,
  type MediaRecord,
  type MediaUse,
  type mediaFilter,
  type MEDIA_SORTABLE,
} from '#contract/media.js';
import type { Lang } from '#contract/messages.js';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { AppError, found } from '../../lib/errors.js';
import { contentTypeOf, type FileStore } from '../../lib/storage.js';
import { bindUseCases, type ContentChanges, type ServiceContext } from './context.js';
import type { ImageService } from './images.js';
import type { ListAnswer, ListQuery } from './listing.js';
import { newPublicId, type UploadRow, type UploadService } from './uploads.js';
import { uploadUrl } from './wire.js';

/**
 * A stored file named anywhere in a record (a URL or a path): a staff upload,
 * `media/<month>/<id>.<ext>`, or a file of the demo content, `demo/<folder>/<name>.<ext>`.
 */
const MEDIA_PATH = /(?:media\/[0-9]{4}-[0-9]{2}|demo\/[a-z]+)\/[A-Za-z0-9_-]+\.[a-z0-9]+/g;

/**
 * Where records name files: each table, the column that says which record a row belongs to, its
 * title columns, and the columns that may hold a stored path (pictures, files, rich text, JSON).
 * Replacing a file rewrites exactly these columns; "Where used" reads them.
 */
const REFERENCES = [
  {
    table: 'content_item',
    kind: 'item',
    key: 'id',
    title: ['title', 'en_title'],
    columns: ['image', 'images', 'ico_image', 'files', 'download', 'share_image', 'content', 'en_content'],
  },
  {
    table: 'category',
    kind: 'category',
    key: 'id',
    title: ['cate_name', 'en_cate_name'],
    columns: ['image', 'images', 'ico_image', 'content', 'en_content'],
  },
  {
    table: 'product',
    kind: 'product',
    key: 'id',
    title: ['title', 'en_title'],
    columns: [
      'share_image',
      'content',
      'en_content',
      'cpxn',
      'en_cpxn',
      'cpys',
      'en_cpys',
      'jgtd',
      'en_jgtd',
    ],
  },
  { table: 'product_image', kind: 'product', key: 'product_id', title: null, columns: ['path'] },
  { table: 'product_file', kind: 'product', key: 'product_id', title: null, columns: ['path'] },
  {
    table: 'job',
    kind: 'job',
    key: 'id',
    title: ['name', 'en_name'],
    columns: ['share_image', 'content', 'en_content'],
  },
  { table: 'site_config', kind: 'config', key: 'key', title: null, columns: ['value'] },
] as const;

/** The kinds of record in both languages, for the refusal that names them. */
const USE_WORDS: Record<MediaUse['kind'], Record<Lang, string>> = {
  product: { en: 'product', zh: '产品' },
  item: { en: 'content item', zh: '内容' },
  category: { en: 'category', zh: '栏目' },
  job: { en: 'job', zh: '职位' },
  config: { en: 'site settings', zh: '网站设置' },
};

type UseKey = `${MediaUse['kind']}:${string}`;

/**
 * The library's rows are the files of the pages: staff uploads (media/) and the demo content's
 * files (demo/); visitors' enquiry files (files/) are not in it.
 */
const LIBRARY_PREFIXES = ['media/', 'demo/'] as const;
const inLibrary = (value: string) => LIBRARY_PREFIXES.some((prefix) => value.includes(prefix));
/** The query's condition for an upload row of the library. */
const inLibraryPath = (eb: ExpressionBuilder<Database, 'upload'>) =>
  eb.or(LIBRARY_PREFIXES.map((prefix) => eb('path', 'like', `${prefix}%`)));

export type MediaListQuery = ListQuery<z.output<typeof mediaFilter>, (typeof MEDIA_SORTABLE)[number]>;

/** What the library needs: the database, uploads and pictures, the content version and the file store. */
type MediaDeps = ServiceContext & {
  uploads: UploadService;
  images: ImageService;
  cache: ContentChanges;
  files: FileStore;
};

/** The records naming each library path, by record, as `usageIndex` gathers them. */
type Uses = Map<string, Map<UseKey, MediaUse>>;
type Titles = Map<UseKey, { title: string; en_title: string }>;

/** Notes the record of one row of a REFERENCES table: its title, and each library path it names. */
function noteRow(
  uses: Uses,
  titles: Titles,
  ref: (typeof REFERENCES)[number],
  row: Record<string, string | number | null>,
) {
  const key: UseKey = `${ref.kind}:${String(row[ref.key])}`;
  if (ref.title)
    titles.set(key, {
      title: String(row[ref.title[0]] ?? ''),
      en_title: String(row[ref.title[1]] ?? ''),
    });
  for (const column of ref.columns) {
    const value = row[column];
    if (typeof value !== 'string' || !inLibrary(value)) continue;
    for (const [found] of value.matchAll(MEDIA_PATH)) {
      const byRecord = uses.get(found) ?? new Map<UseKey, MediaUse>();
      byRecord.set(key, {
        kind: ref.kind,
        id: ref.kind === 'config' ? String(row[ref.key]) : Number(row[ref.key]),
        title: '',
        en_title: '',
      });
      uses.set(found, byRecord);
    }
  }
}

/**
 * Every library path a record names, with the records naming it: one read of the columns of
 * REFERENCES. Read, not stored, so it is never out of step with the records (a few hundred
 * records read in milliseconds; the library is a staff screen, not a public page).
 */
async function usageIndex(ctx: MediaDeps): Promise<Map<string, MediaUse[]>> {
  const uses: Uses = new Map();
  const titles: Titles = new Map();
  for (const ref of REFERENCES) {
    const columns = [ref.key, ...(ref.title ?? []), ...ref.columns];
    // The table and column names are the constants above, never input.
    const rows = (await ctx.db
      .selectFrom(ref.table)
      .select(columns.map((c) => sql.ref<string>(c).as(c)))
      .execute()) as Record<string, string | number | null>[];
    for (const row of rows) noteRow(uses, titles, ref, row);
  }
  return new Map(
    [...uses].map(([stored, byRecord]) => [
      stored,
      [...byRecord].map(([key, use]) => ({ ...use, ...titles.get(key) })),
    ]),
  );
}

async function libraryRows(ctx: MediaDeps): Promise<UploadRow[]> {
  return ctx.db.selectFrom('upload').selectAll().where(inLibraryPath).orderBy('id', 'desc').execute();
}

async function records(
  ctx: MediaDeps,
  rows: UploadRow[],
  index: Map<string, MediaUse[]>,
): Promise<MediaRecord[]> {
  const states = new Map((await ctx.images.statusOf(rows.map((r) => r.path))).map((s) => [s.path, s]));
  return rows.map((row) => {
    const image = states.get(row.path);
    const uses = index.get(row.path) ?? [];
    return {
      id: row.id,
      path: row.path,
      url: uploadUrl(row.path),
      original_name: row.original_name,
      ext: row.ext,
      kind: mediaKindOf(row.ext),
      size: row.size,
      alt: row.alt,
      en_alt: row.en_alt,
      create_time: row.create_time,
      width: image?.width ?? null,
      height: image?.height ?? null,
      image_status: image?.status ?? null,
      used_count: uses.length,
      uses,
    };
  });
}

async function libraryRow(ctx: MediaDeps, id: number): Promise<UploadRow> {
  return found(
    await ctx.db
      .selectFrom('upload')
      .selectAll()
      .where('id', '=', id)
      .where(inLibraryPath)
      .executeTakeFirst(),
  );
}

/**
 * Removes a stored file and whatever the pipeline derived from it: every `….w<width>.<format>`
 * beside it, found by listing (an original under the largest width has a copy at its own width).
 */
async function removeFiles({ files }: MediaDeps, stored: string): Promise<void> {
  const names = [stored];
  for await (const file of files.list(`${stored.replace(/\.[a-z0-9]+$/, '')}.w`))
    if (DERIVED_IMAGE.test(file.key)) names.push(file.key);
  await files.remove(names);
}

/** A use in one line for an error message: "product 3 (Globe valve)", "产品 3（截止阀）". */
function useWords(use: MediaUse, lang: Lang): string {
  const title = lang === 'en' ? use.en_title || use.title : use.title || use.en_title;
  const what = `${USE_WORDS[use.kind][lang]} ${use.id}`;
  if (!title) return what;
  return lang === 'en' ? `${what} (${title})` : `${what}（${title}）`;
}

/** Every column of REFERENCES that names `from` now names `to` instead. */
async function rewrite(trx: Db, from: string, to: string): Promise<void> {
  for (const ref of REFERENCES)
    for (const column of ref.columns)
      await trx
        .updateTable(ref.table)
        .set({ [column]: sql`replace(${sql.ref(column)}, ${from}, ${to})` })
        .where(sql.ref(column), 'like', `%${from}%`)
        .execute();
}

/**
 * Whether a library row passes the list's filter: text (name, alt text or the title of a record
 * using it), kind, unused and missing alt text.
 */
function passes(filter: MediaListQuery['filter'], index: Map<string, MediaUse[]>) {
  const q = filter.q?.trim().toLowerCase();
  const ids = filter.id === undefined ? null : new Set([filter.id].flat());
  const words = (r: UploadRow) => [
    r.original_name,
    r.alt,
    r.en_alt,
    ...(index.get(r.path) ?? []).flatMap((use) => [use.title, use.en_title]),
  ];
  return (r: UploadRow) => {
    if (ids && !ids.has(r.id)) return false;
    if (q && !words(r).some((t) => t.toLowerCase().includes(q))) return false;
    if (filter.kind && mediaKindOf(r.ext) !== filter.kind) return false;
    if (filter.unused && index.has(r.path)) return false;
    if (filter.missing_alt) {
      if (mediaKindOf(r.ext) !== 'image') return false;
      const zh = !r.alt,
        en = !r.en_alt;
      if (filter.missing_alt === 'any' ? !(zh || en) : filter.missing_alt === 'en' ? !en : !zh) return false;
    }
    return true;
  };
}

/** The list's order: the field asked for, then the id, either way. */
function ordered(sort: MediaListQuery['sort']) {
  const direction = sort.order === 'asc' ? 1 : -1;
  return (a: UploadRow, b: UploadRow) => {
    const x = a[sort.field],
      y = b[sort.field];
    const order = typeof x === 'string' ? x.localeCompare(String(y)) : Number(x) - Number(y);
    return (order || a.id - b.id) * direction;
  };
}

/** One page of the library, filtered by text (name or alt), kind, unused and missing alt text. */
async function list(
  ctx: MediaDeps,
  { filter, sort, slice }: MediaListQuery,
): Promise<ListAnswer<MediaRecord>> {
  // The library of a site is hundreds of files: filtered here, beside the usage read, on both dialects alike.
  const index = await usageIndex(ctx);
  const keep = passes(filter, index);
  const kept = (await libraryRows(ctx)).filter(keep);
  kept.sort(ordered(sort));
  const page = kept.slice(slice.offset, slice.offset + slice.limit);
  return { rows: await records(ctx, page, index), total: kept.length };
}

/** One file with the records that use it. */
async function record(ctx: MediaDeps, id: number): Promise<MediaRecord> {
  const [out] = await records(ctx, [await libraryRow(ctx, id)], await usageIndex(ctx));
  return out!;
}

/** Sets a picture's alt text in both languages; the pages show it (the caller marks content changed). */
async function setAlt(ctx: MediaDeps, id: number, body: MediaAltBody): Promise<void> {
  await libraryRow(ctx, id);
  await ctx.db
    .updateTable('upload')
    .set({ alt: body.alt, en_alt: body.en_alt })
    .where('id', '=', id)
    .execute();
}

/**
 * In one transaction, every record naming the old file names the new one, and the library entry
 * `id` takes the new file (keeping its number and alt text) and loses the old one's picture row.
 */
async function takeOver(ctx: MediaDeps, id: number, before: UploadRow, stored: UploadRow) {
  await ctx.db.transaction().execute(async (trx) => {
    await rewrite(trx, before.path, stored.path);
    await trx.deleteFrom('upload').where('id', '=', stored.id).execute();
    await trx
      .updateTable('upload')
      .set({
        path: stored.path,
        public_id: stored.public_id,
        original_name: stored.original_name,
        ext: stored.ext,
        mime: stored.mime,
        size: stored.size,
        create_time: stored.create_time,
      })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('image_asset').where('path', '=', before.path).execute();
  });
}

/**
 * Puts a new file in place of a library file under every use: the new file is stored (a
 * picture through the pipeline, under a new name, so its derived copies are new files and no
 * browser or proxy keeps the old ones), every record naming the old path names the new one, in
 * one transaction, and the old file goes. The library entry keeps its number and alt text.
 * Answers the old and new paths.
 */
async function replace(ctx: MediaDeps, id: number, filename: string, stream: Readable, ip: string) {
  const { uploads } = ctx;
  const before = await libraryRow(ctx, id);
  const stored = await uploads.store(filename, stream, ip, 'staff');
  if (mediaKindOf(stored.ext) !== mediaKindOf(before.ext)) {
    await uploads.discard([stored]);
    throw new AppError('mediaReplaceKind');
  }
  await takeOver(ctx, id, before, stored);
  await removeFiles(ctx, before.path);
  await ctx.cache.changed();
  return { from: before.path, to: stored.path };
}

/** Deletes a file no record uses; one in use is refused, naming the records (in `lang`). */
async function remove(ctx: MediaDeps, id: number, lang: Lang): Promise<void> {
  const target = await libraryRow(ctx, id);
  const uses = (await usageIndex(ctx)).get(target.path) ?? [];
  if (uses.length)
    throw new AppError(
      'mediaInUse',
      {
        count: uses.length,
        uses: uses
          .slice(0, 5)
          .map((u) => useWords(u, lang))
          .join(', '),
      },
      409,
    );
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('image_asset').where('path', '=', target.path).execute();
    await trx.deleteFrom('upload').where('id', '=', id).execute();
  });
  await removeFiles(ctx, target.path);
}

/**
 * Gives every file a record names a library row, when it has none: the demo content's files (the
 * seed writes them, not an upload) and any file named before the library existed. Idempotent, run
 * at every start once the demo's pictures are made; a file not in the store yet is left for the
 * next run. Answers how many it registered.
 */
async function registerUsed(ctx: MediaDeps): Promise<number> {
  const named = [...(await usageIndex(ctx)).keys()];
  if (!named.length) return 0;
  const known = new Set(
    (await ctx.db.selectFrom('upload').select('path').where('path', 'in', named).execute()).map(
      (r) => r.path,
    ),
  );
  let registered = 0;
  for (const stored of named) {
    if (known.has(stored)) continue;
    const file = await ctx.files.stat(stored);
    if (!file) continue;
    const ext = path.posix.extname(stored).slice(1);
    const added = await ctx.db
      .insertInto('upload')
      .values({
        public_id: newPublicId(),
        path: stored,
        original_name: path.posix.basename(stored),
        ext,
        mime: contentTypeOf(stored),
        size: file.size,
        ip: '',
        create_time: ctx.now(),
      })
      // Another instance starting at the same time may have registered it first.
      .onConflict((oc) => oc.column('path').doNothing())
      .executeTakeFirst();
    registered += Number(added.numInsertedOrUpdatedRows ?? 0);
  }
  return registered;
}

/** Alt text of the library pictures at these stored paths, for the pages. */
async function altOf(ctx: MediaDeps, paths: string[]): Promise<Map<string, { alt: string; en_alt: string }>> {
  if (!paths.length) return new Map();
  const rows = await ctx.db
    .selectFrom('upload')
    .select(['path', 'alt', 'en_alt'])
    .where('path', 'in', paths)
    .execute();
  return new Map(rows.map((r) => [r.path, { alt: r.alt, en_alt: r.en_alt }]));
}

export function mediaLibraryService(
  ctx: ServiceContext,
  uploads: UploadService,
  images: ImageService,
  cache: ContentChanges,
  files: FileStore,
) {
  return bindUseCases({ ...ctx, uploads, images, cache, files } satisfies MediaDeps, {
    list,
    record,
    setAlt,
    replace,
    remove,
    altOf,
    registerUsed,
  });
}

export type MediaLibraryService = ReturnType<typeof mediaLibraryService>;
