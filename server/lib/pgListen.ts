import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The wait before connecting again after the listening connection failed: grows to a limit. */
const RETRY_MS = { first: 500, most: 10_000 };

export interface Listener {
  /** Stops listening and closes the connection (no reconnect after). */
  close(): Promise<void>;
}

/**
 * Listens on a PostgreSQL channel (LISTEN/NOTIFY) on a connection of its own, outside the pool
 * (a pooled connection is returned and its LISTEN would be lost). When the connection fails (an
 * outage, a restart, an administrator's terminate) `onLost` runs once and it connects again with
 * a growing wait; `onConnected` runs on every (re)connection once LISTEN is in force, so a caller
 * can catch up on what it missed while nobody listened.
 */
export function listen(options: {
  url: string;
  channel: string;
  onMessage: (payload: string) => void;
  onConnected: () => void;
  onLost?: () => void;
  log: FastifyBaseLogger;
}): Listener {
  const { url, channel, onMessage, onConnected, onLost, log } = options;
  let client: pg.Client | null = null;
  let closed = false;
  let listening = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;

  function again(err: unknown): void {
    if (closed) return;
    // One log line per outage, not one per attempt.
    if (failures === 0) log.warn({ err, channel }, 'listening for changes stopped; connecting again');
    failures++;
    const wait = Math.min(RETRY_MS.most, RETRY_MS.first * 2 ** (failures - 1));
    retry = setTimeout(connect, wait);
    retry.unref();
  }

  function connect(): void {
    retry = null;
    // Keep-alive: a peer that vanished without closing (a dead network path) is noticed too.
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    client = next;
    let failed = false;
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      next.removeAllListeners('notification');
      next.end().catch(() => undefined);
      if (listening && !closed) {
        listening = false;
        onLost?.();
      }
      again(err);
    };
    next.on('error', fail);
    next.on('end', () => fail(new Error('the listening connection ended')));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    next
      .connect()
      .then(() => next.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
      .then(() => {
        if (failures > 0) log.info({ channel }, 'listening for changes again');
        failures = 0;
        listening = true;
        onConnected();
      })
      .catch(fail);
  }

  connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => undefined);
        await last.end().catch(() => undefined);
      }
    },
  };
}
