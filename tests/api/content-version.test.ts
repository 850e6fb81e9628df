import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { listen } from '#server/lib/pgListen.js';
import { CONTENT_VERSION_CHANNEL } from '#server/services/content/contentCache.js';
import { dialects, useTestApp } from '../helpers/app.js';

/** Resolves when `check` holds; checked on each event (no timers). */
function until<T>(subscribe: (wake: () => void) => void, check: () => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    const look = () => {
      const value = check();
      if (value !== undefined) resolve(value);
    };
    subscribe(look);
    look();
  });
}

// On SQLite one process serves the file and sets the version itself: nothing to announce.
describe.skipIf(!dialects.includes('postgres'))(
  'a content change announced to every instance [postgres]',
  () => {
    const t = useTestApp('postgres');

    it('announces the new version on a change, and listens again after its connection is cut', async () => {
      const heard: string[] = [];
      let connections = 0;
      const wakers: (() => void)[] = [];
      const wake = () => wakers.forEach((w) => w());
      const listener = listen({
        url: t.config.databaseUrl,
        channel: CONTENT_VERSION_CHANNEL,
        onMessage: (version) => {
          heard.push(version);
          wake();
        },
        onConnected: () => {
          connections++;
          wake();
        },
        log: t.app.log,
      });
      try {
        await until(
          (w) => wakers.push(w),
          () => (connections === 1 ? true : undefined),
        );
        const { cache } = t.app.services.content;
        await cache.changed();
        const version = cache.knownVersion();
        expect(
          await until(
            (w) => wakers.push(w),
            () => heard.find((v) => v === version),
          ),
        ).toBe(version);

        // An outage of the listening connection (a restart, an administrator's terminate): it
        // connects again and hears the next change.
        const admin = new pg.Client({ connectionString: t.config.databaseUrl });
        await admin.connect();
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
          where query ilike 'LISTEN%' and datname = current_database() and pid <> pg_backend_pid()`,
        );
        await admin.end();
        await until(
          (w) => wakers.push(w),
          () => (connections === 2 ? true : undefined),
        );
        await cache.changed();
        const next = cache.knownVersion();
        expect(next).not.toBe(version);
        expect(
          await until(
            (w) => wakers.push(w),
            () => heard.find((v) => v === next),
          ),
        ).toBe(next);
      } finally {
        await listener.close();
      }
    });

    it('takes a heard version as current at once, and a poll under way does not undo it', async () => {
      const { cache } = t.app.services.content;
      // Watch what this instance's own listener hears (it calls services.content.cache.heard).
      const original = cache.heard;
      const delivered: string[] = [];
      const wakers: (() => void)[] = [];
      cache.heard = (version: string) => {
        original(version);
        delivered.push(version);
        wakers.forEach((w) => w());
      };
      try {
        await cache.changed();
        const stored = cache.knownVersion();
        // The listener hears this instance's own change back; wait for it, so the newer version
        // below arrives after it, as it would from another instance (NOTIFY keeps commit order).
        await until(
          (w) => wakers.push(w),
          () => delivered.find((v) => v === stored),
        );
        const polling = cache.refresh();
        cache.heard('9999999999999-newer');
        await polling;
        expect(cache.knownVersion()).toBe('9999999999999-newer');
        // The next poll reads what the database holds.
        await cache.refresh();
        expect(cache.knownVersion()).toBe(stored);
      } finally {
        cache.heard = original;
      }
    });
  },
);
