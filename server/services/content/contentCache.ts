import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { ServiceContext } from '../platform/context.js';

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
  const entries = new Map<string, Entry>();
  let bytes = 0;
  /**
   * The content version as last read (null: not yet). A cache hit reads it here, never from the
   * database: `changed` sets it here and announces it to the other instances (`heard`, by
   * PostgreSQL's NOTIFY), and `refresh` reads it when the listening connection is lost and back
   * (on SQLite each second; plugins/backgroundJobs.ts), so a change reaches every instance at
   * once, and pages keep serving while the database is down.
   */
  let known: string | null = null;
  /** Versions heard by notification so far (a poll's read must not undo a newer one). */
  let heardCount = 0;
  /** Since when the database has not answered the version read (null: it answers). */
  let downSince: number | null = null;
  /** When the version was last read (or tried), by this process's clock. */
  let lastRead = 0;

  async function read(): Promise<string> {
    const row = await ctx.db
      .selectFrom('site_state')
      .select('value')
      .where('key', '=', VERSION_KEY)
      .executeTakeFirst();
    return row?.value ?? '0';
  }

  /** Writes a new content version (and on PostgreSQL announces it at commit); answers it. */
  async function stamp(db: Db): Promise<string> {
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

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  }

  return {
    /** The current content version: from memory once read (one primary-key read the first time). */
    async version(): Promise<string> {
      known ??= await read();
      return known;
    },

    /** The content version as last read, without waiting (null before the first read). */
    knownVersion: () => known,

    /** A version another instance announced (PostgreSQL NOTIFY): current from now on. */
    heard(version: string): void {
      known = version;
      heardCount++;
    },

    /**
     * Reads the version again (a lost or new listening connection, SQLite's poll, a failed
     * render); notes when the database stops and starts answering, with one log line each.
     */
    async refresh(): Promise<void> {
      lastRead = Date.now();
      try {
        const before = heardCount;
        const value = await read();
        // A version heard while this read was under way is newer than what it read.
        if (heardCount === before) known = value;
        if (downSince !== null)
          ctx.log.warn({ down_ms: Date.now() - downSince }, 'the database answers again');
        downSince = null;
      } catch (err) {
        if (downSince === null) {
          downSince = Date.now();
          ctx.log.warn({ err }, 'the database does not answer: cached pages are served as they are (stale)');
        }
      }
    },

    /** Whether the last version read failed: the database is down (or unreachable). */
    databaseDown: () => downSince !== null,

    /**
     * Whether the database is still down, asking it again (at most once a second, and only while
     * it was down and requests need it): a page learns of its return without waiting for the
     * listening connection's next try.
     */
    async stillDown(): Promise<boolean> {
      if (downSince !== null && Date.now() - lastRead >= DOWN_RECHECK_MS) await this.refresh();
      return downSince !== null;
    },

    /** Marks all content as changed: every instance's cached answers become stale. */
    async changed(): Promise<void> {
      const value =
        ctx.dialect === 'postgres'
          ? // Delivered at commit, in commit order: every listening instance hears the versions in
            // the order they were written, so the last it hears is the one stored.
            await ctx.db.transaction().execute(stamp)
          : // One process per SQLite file: nobody else to tell (several processes on one file poll).
            await stamp(ctx.db);
      // This instance at once; the others when they hear it (or, failing that, on their next poll).
      known = value;
    },

    /**
     * Moves the content version inside a caller's transaction (scheduled publishing: with the
     * change itself), announced at its commit. Answers the version, for `heard` once committed.
     */
    changedWithin: (trx: Db): Promise<string> => stamp(trx),

    /**
     * What `make` derives from the text `key` keeps for `version`, made on the first call and
     * kept beside it (undefined when nothing is kept for that version). A page's cache hit is
     * one lookup here.
     */
    derived<T extends Derived>(key: string, version: string, make: (body: string) => T): T | undefined {
      const entry = entries.get(key);
      if (!entry || entry.version !== version || typeof entry.body !== 'string') return undefined;
      // Most recently used last (a Map keeps insertion order).
      entries.delete(key);
      entries.set(key, entry);
      if (!entry.derived) {
        entry.derived = make(entry.body);
        bytes += entry.derived.bytes;
        evict();
      }
      return entry.derived as T;
    },

    get(key: string, version: string): string | undefined {
      const body = take(key, version);
      return typeof body === 'string' ? body : undefined;
    },

    /** `body` (the text cached under `key`) compressed, made once per content version. */
    compressed(key: string, version: string, body: string, encoding: Encoding): Buffer {
      const variant = `${key}\0${encoding}`;
      const kept = take(variant, version);
      if (Buffer.isBuffer(kept)) return kept;
      const made = compress(body, encoding);
      put(variant, version, made);
      return made;
    },

    set(key: string, version: string, body: string): void {
      put(key, version, body);
    },

    /**
     * What `key` held for an earlier content version, if it is still kept: a page served while
     * its new version renders (stale-while-revalidate, server/ssr.ts).
     */
    stale(key: string): { version: string; body: string } | undefined {
      const entry = entries.get(key);
      return entry && typeof entry.body === 'string'
        ? { version: entry.version, body: entry.body }
        : undefined;
    },

    stats: () => ({ entries: entries.size, bytes }),
  };

  function take(key: string, version: string): string | Buffer | undefined {
    const entry = entries.get(key);
    // An entry of another version stays until replaced or evicted: it may be served stale.
    if (!entry || entry.version !== version) return undefined;
    entries.delete(key);
    entries.set(key, entry);
    return entry.body;
  }

  function put(key: string, version: string, body: string | Buffer): void {
    if (body.length > limits.bytes / 8) return;
    remove(key);
    entries.set(key, { version, body });
    bytes += body.length;
    evict();
  }

  /** Least recently used first, until within the limits. */
  function evict(): void {
    for (const oldest of entries.keys()) {
      if (entries.size <= limits.entries && bytes <= limits.bytes) break;
      remove(oldest);
    }
  }
}

/** When content last changed, from a version written by `changed()` (0 for the first version). */
export function changedAt(version: string): number {
  const time = Number(version.split('-')[0]);
  return Number.isFinite(time) ? time : 0;
}

export type ContentCacheService = ReturnType<typeof contentCacheService>;
