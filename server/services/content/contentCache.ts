import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { ServiceContext } from '../platform/context.js';

export type Encoding = 'br' | 'gzip';

function compress(body: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
    : zlib.gzipSync(body, { level: 9 });
}

const VERSION_KEY = 'content_version';

/**
 * Rendered answers (API JSON and pages) kept in each instance's memory and keyed by the content
 * version stored in the database. Any change of content writes a new version, which every
 * instance behind a load balancer reads within a second (`refresh`) and then stops serving older
 * entries: the database stays the only state, the cache only saves work. Least recently used entries go first.
 * Compressed copies are kept beside the text, so a browser's request (which always asks for
 * compression) costs no compressing until the content changes.
 */
export function contentCacheService(
  ctx: ServiceContext,
  limits = { entries: 2000, bytes: 48 * 1024 * 1024 },
) {
  const entries = new Map<string, { version: string; body: string | Buffer }>();
  let bytes = 0;
  /**
   * The content version as last read (null: not yet). A cache hit reads it here, never from the
   * database: `refresh` (every second, plugins/backgroundJobs.ts) and `changed` keep it current,
   * so a change reaches every instance within about a second, and pages keep serving while the
   * database is down.
   */
  let known: string | null = null;
  /** Since when the database has not answered the version read (null: it answers). */
  let downSince: number | null = null;

  async function read(): Promise<string> {
    const row = await ctx.db
      .selectFrom('site_state')
      .select('value')
      .where('key', '=', VERSION_KEY)
      .executeTakeFirst();
    return row?.value ?? '0';
  }

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  }

  return {
    /** The current content version: from memory once read (one primary-key read the first time). */
    async version(): Promise<string> {
      known ??= await read();
      return known;
    },

    /**
     * Reads the version again (the background poll); notes when the database stops and starts
     * answering, with one log line each, not one a second.
     */
    async refresh(): Promise<void> {
      try {
        known = await read();
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

    /** Marks all content as changed: every instance's cached answers become stale. */
    async changed(): Promise<void> {
      // Starts with the time of the change: how long ago it changed is read back from it (changedAt).
      const value = `${ctx.now()}-${crypto.randomBytes(4).toString('hex')}`;
      await ctx.db
        .insertInto('site_state')
        .values({ key: VERSION_KEY, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
      // This instance at once; the others on their next poll.
      known = value;
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
    remove(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    return entry.body;
  }

  function put(key: string, version: string, body: string | Buffer): void {
    if (body.length > limits.bytes / 8) return;
    remove(key);
    entries.set(key, { version, body });
    bytes += body.length;
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
