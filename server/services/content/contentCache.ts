import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';

export type Encoding = 'br' | 'gzip';

export function compress(body: string | Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
    : zlib.gzipSync(body, { level: 9 });
}

const VERSION_KEY = 'content_version';
/** While the database is down, a request that needs it asks again at most this often. */
const DOWN_RECHECK_MS = 1000;
/** The PostgreSQL channel a new content version is announced on (LISTEN/NOTIFY). */
export const CONTENT_VERSION_CHANNEL = 'content_version';

/** A value made from a kept text (a page ready to send), kept and evicted with it. */
export interface Derived {
  /** Its memory, counted in the cache's limit. */
  readonly bytes: number;
}

interface Entry {
  version: string;
  body: string | Buffer;
  derived?: Derived;
}

const sizeOf = (entry: Entry) => entry.body.length + (entry.derived?.bytes ?? 0);

/** What the cache keeps in each instance's memory, and what it knows of the database. */
interface CacheState {
  entries: Map<string, Entry>;
  bytes: number;
  /**
   * The content version as last read (null: not yet). A cache hit reads it here, never from the
   * database: `changed` sets it here and announces it to the other instances (`heard`, by
   * PostgreSQL's NOTIFY), and `refresh` reads it when the listening connection is lost and back
   * (on SQLite each second; plugins/backgroundJobs.ts), so a change reaches every instance at
   * once, and pages keep serving while the database is down.
   */
  known: string | null;
  /** Versions heard by notification so far (a poll's read must not undo a newer one). */
  heardCount: number;
  /** Since when the database has not answered the version read (null: it answers). */
  downSince: number | null;
  /** When the version was last read (or tried), by this process's clock. */
  lastRead: number;
}

/** What the cache needs: the database, its limits and its state. */
type CacheDeps = ServiceContext & { limits: { entries: number; bytes: number }; state: CacheState };

async function read(ctx: CacheDeps): Promise<string> {
  const row = await ctx.db
    .selectFrom('site_state')
    .select('value')
    .where('key', '=', VERSION_KEY)
    .executeTakeFirst();
  return row?.value ?? '0';
}

/** Writes a new content version (and on PostgreSQL announces it at commit); answers it. */
async function stamp(ctx: CacheDeps, db: Db): Promise<string> {
  // Starts with the time of the change: how long ago it changed is read back from it (changedAt).
  const value = `${ctx.now()}-${crypto.randomBytes(4).toString('hex')}`;
  await db
    .insertInto('site_state')
    .values({ key: VERSION_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
  if (ctx.dialect === 'postgres')
    await sql`select pg_notify(${CONTENT_VERSION_CHANNEL}, ${value})`.execute(db);
  return value;
}

function remove({ state }: CacheDeps, key: string): void {
  const entry = state.entries.get(key);
  if (!entry) return;
  state.bytes -= sizeOf(entry);
  state.entries.delete(key);
}

function take({ state }: CacheDeps, key: string, version: string): string | Buffer | undefined {
  const entry = state.entries.get(key);
  // An entry of another version stays until replaced or evicted: it may be served stale.
  if (!entry || entry.version !== version) return undefined;
  state.entries.delete(key);
  state.entries.set(key, entry);
  return entry.body;
}

function put(ctx: CacheDeps, key: string, version: string, body: string | Buffer): void {
  const { state } = ctx;
  if (body.length > ctx.limits.bytes / 8) return;
  remove(ctx, key);
  state.entries.set(key, { version, body });
  state.bytes += body.length;
  evict(ctx);
}

/** Least recently used first, until within the limits. */
function evict(ctx: CacheDeps): void {
  const { state, limits } = ctx;
  for (const oldest of state.entries.keys()) {
    if (state.entries.size <= limits.entries && state.bytes <= limits.bytes) break;
    remove(ctx, oldest);
  }
}

/** The current content version: from memory once read (one primary-key read the first time). */
async function currentVersion(ctx: CacheDeps): Promise<string> {
  ctx.state.known ??= await read(ctx);
  return ctx.state.known;
}

/** The content version as last read, without waiting (null before the first read). */
const knownVersion = ({ state }: CacheDeps) => state.known;

/** A version another instance announced (PostgreSQL NOTIFY): current from now on. */
function heard({ state }: CacheDeps, version: string): void {
  state.known = version;
  state.heardCount++;
}

/**
 * Reads the version again (a lost or new listening connection, SQLite's poll, a failed
 * render); notes when the database stops and starts answering, with one log line each.
 */
async function refresh(ctx: CacheDeps): Promise<void> {
  const { state } = ctx;
  state.lastRead = Date.now();
  try {
    const before = state.heardCount;
    const value = await read(ctx);
    // A version heard while this read was under way is newer than what it read.
    if (state.heardCount === before) state.known = value;
    if (state.downSince !== null)
      ctx.log.warn({ down_ms: Date.now() - state.downSince }, 'the database answers again');
    state.downSince = null;
  } catch (err) {
    if (state.downSince === null) {
      state.downSince = Date.now();
      ctx.log.warn({ err }, 'the database does not answer: cached pages are served as they are (stale)');
    }
  }
}

/** Whether the last version read failed: the database is down (or unreachable). */
const databaseDown = ({ state }: CacheDeps) => state.downSince !== null;

/**
 * Whether the database is still down, asking it again (at most once a second, and only while
 * it was down and requests need it) through `readAgain`: a page learns of its return without
 * waiting for the listening connection's next try.
 */
async function stillDown({ state }: CacheDeps, readAgain: () => Promise<void>): Promise<boolean> {
  if (state.downSince !== null && Date.now() - state.lastRead >= DOWN_RECHECK_MS) await readAgain();
  return state.downSince !== null;
}

/** Marks all content as changed: every instance's cached answers become stale. */
async function changed(ctx: CacheDeps): Promise<void> {
  const value =
    ctx.dialect === 'postgres'
      ? // Delivered at commit, in commit order: every listening instance hears the versions in
        // the order they were written, so the last it hears is the one stored.
        await ctx.db.transaction().execute((trx) => stamp(ctx, trx))
      : // One process per SQLite file: nobody else to tell (several processes on one file poll).
        await stamp(ctx, ctx.db);
  // This instance at once; the others when they hear it (or, failing that, on their next poll).
  ctx.state.known = value;
}

/**
 * Moves the content version inside a caller's transaction (scheduled publishing: with the
 * change itself), announced at its commit. Answers the version, for `heard` once committed.
 */
const changedWithin = (ctx: CacheDeps, trx: Db): Promise<string> => stamp(ctx, trx);

/**
 * What `make` derives from the text `key` keeps for `version`, made on the first call and
 * kept beside it (undefined when nothing is kept for that version). A page's cache hit is
 * one lookup here.
 */
function derived<T extends Derived>(
  ctx: CacheDeps,
  key: string,
  version: string,
  make: (body: string) => T,
): T | undefined {
  const { state } = ctx;
  const entry = state.entries.get(key);
  if (!entry || entry.version !== version || typeof entry.body !== 'string') return undefined;
  // Most recently used last (a Map keeps insertion order).
  state.entries.delete(key);
  state.entries.set(key, entry);
  if (!entry.derived) {
    entry.derived = make(entry.body);
    state.bytes += entry.derived.bytes;
    evict(ctx);
  }
  return entry.derived as T;
}

function get(ctx: CacheDeps, key: string, version: string): string | undefined {
  const body = take(ctx, key, version);
  return typeof body === 'string' ? body : undefined;
}

/** `body` (the text cached under `key`) compressed, made once per content version. */
function compressed(ctx: CacheDeps, key: string, version: string, body: string, encoding: Encoding): Buffer {
  const variant = `${key}\0${encoding}`;
  const kept = take(ctx, variant, version);
  if (Buffer.isBuffer(kept)) return kept;
  const made = compress(body, encoding);
  put(ctx, variant, version, made);
  return made;
}

function set(ctx: CacheDeps, key: string, version: string, body: string): void {
  put(ctx, key, version, body);
}

/**
 * What `key` held for an earlier content version, if it is still kept: a page served while
 * its new version renders (stale-while-revalidate, server/ssr.ts).
 */
function stale({ state }: CacheDeps, key: string): { version: string; body: string } | undefined {
  const entry = state.entries.get(key);
  return entry && typeof entry.body === 'string' ? { version: entry.version, body: entry.body } : undefined;
}

const stats = ({ state }: CacheDeps) => ({ entries: state.entries.size, bytes: state.bytes });

/**
 * Rendered answers (API JSON and pages) kept in each instance's memory and keyed by the content
 * version stored in the database. Any change of content writes a new version, which every
 * instance behind a load balancer hears (PostgreSQL NOTIFY; on SQLite one process, or a read each
 * second) and then stops serving older entries: the database stays the only state, the cache only
 * saves work. Least recently used entries go first.
 * Compressed copies are kept beside the text, so a browser's request (which always asks for
 * compression) costs no compressing until the content changes.
 */
export function contentCacheService(
  ctx: ServiceContext,
  limits = { entries: 2000, bytes: 48 * 1024 * 1024 },
) {
  const state: CacheState = {
    entries: new Map(),
    bytes: 0,
    known: null,
    heardCount: 0,
    downSince: null,
    lastRead: 0,
  };
  const deps: CacheDeps = { ...ctx, limits, state };
  const cache = {
    ...bindUseCases(deps, {
      version: currentVersion,
      knownVersion,
      heard,
      refresh,
      databaseDown,
      changed,
      changedWithin,
      get,
      compressed,
      set,
      stale,
      stats,
    }),
    // Reads again through the service's own `refresh`, as its callers see it (a test that
    // watches the version reads wraps it).
    stillDown: () => stillDown(deps, () => cache.refresh()),
    // Bound by hand: `bindUseCases` would fix its type parameter to its bound.
    derived: <T extends Derived>(key: string, version: string, make: (body: string) => T) =>
      derived(deps, key, version, make),
  };
  return cache;
}

/** When content last changed, from a version written by `changed()` (0 for the first version). */
export function changedAt(version: string): number {
  const time = Number(version.split('-')[0]);
  return Number.isFinite(time) ? time : 0;
}

export type ContentCacheService = ReturnType<typeof contentCacheService>;
