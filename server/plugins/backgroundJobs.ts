import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app.js';
import { listen } from '../lib/pgListen.js';
import { CONTENT_VERSION_CHANNEL } from '../services/content/contentCache.js';

/**
 * Runs `work` every `ms`, one run at a time; `stop` clears the timer and waits for a run under
 * way, so it never meets a closed database. `runNow` runs it at once (after a run under way, which
 * may have read the clock before a move).
 */
function repeat(app: FastifyInstance, ms: number, work: () => Promise<unknown>, failure: string) {
  let running: Promise<void> | null = null;
  const run = () =>
    (running ??= work()
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, failure),
      )
      .finally(() => {
        running = null;
      }));
  const timer = setInterval(() => void run(), ms);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
    async runNow() {
      await running;
      await run();
    },
  };
}

/**
 * How often an instance on SQLite reads the content version (another process on the same file may
 * have changed it). PostgreSQL needs no poll: changes are announced.
 */
const VERSION_POLL_MS = 1000;

/**
 * Work no request waits for: hourly pruning of rate counters, the mail outbox and the trash, queued mail
 * retried every OUTBOX_POLL_SECONDS (a minute), the daily digest of open enquiries, and pictures
 * sent through the image pipeline. Closing stops the timers and waits for work under way, before
 * the database closes (plugins/database.ts).
 */
export function backgroundJobs(
  app: FastifyInstance,
  { clockJobs = true, clockMoves }: Pick<AppOptions, 'clockJobs' | 'clockMoves'> = {},
): void {
  const { services } = app;
  const timed: ReturnType<typeof repeat>[] = [];
  /** A job that acts at a time of the clock: off where a test moves the clock and runs it itself. */
  const atTimes = (...args: Parameters<typeof repeat>) => {
    if (!clockJobs) return { stop: async () => undefined };
    const job = repeat(...args);
    timed.push(job);
    return job;
  };
  // A moved clock (the browser tests' movable clock) runs them at once, not up to a minute later.
  clockMoves?.(async () => {
    await Promise.all(timed.map((job) => job.runNow()));
  });
  const prune = setInterval(() => {
    services.platform.limits
      .prune()
      .catch((err: unknown) => app.log.error({ err }, 'pruning rate counters failed'));
    services.platform.outbox
      .prune()
      .catch((err: unknown) => app.log.error({ err }, 'pruning the mail outbox failed'));
    services.desk.webhooks
      .prune()
      .catch((err: unknown) => app.log.error({ err }, 'pruning webhook deliveries failed'));
    // Deleted records older than the trash keeps them (services/content/revisions.ts).
    services.content.revisions
      .purge()
      .catch((err: unknown) => app.log.error({ err }, 'emptying the trash failed'));
  }, 3600_000);
  prune.unref();
  // Due mail and webhook deliveries are looked for by every instance (each row is claimed by one;
  // retryQueue.ts serves both).
  const poll = services.config.outboxPollSeconds * 1000;
  const retrying = atTimes(
    app,
    poll,
    () => services.platform.outbox.retryDue(),
    'retrying queued e-mail failed',
  );
  const webhooks = atTimes(
    app,
    poll,
    () => services.desk.webhooks.deliverDue(),
    'retrying webhook deliveries failed',
  );
  // The daily digest goes out at the company's first working minute; every instance looks each
  // minute and each mail is claimed once (services/digest.ts).
  const digest = atTimes(app, 60_000, () => services.desk.digest.runDue(), 'sending the daily digest failed');
  // Visitors' e-mail replies: every instance reads the desk's mailbox (IMAP IDLE and every
  // IMAP_POLL_SECONDS); each message is taken once (services/desk/inboundMail.ts).
  const stopInbound = services.desk.inboundMail.watch();
  // Scheduled publishing likewise: each transition claimed once, then the content version moves
  // and every instance's pages change (services/content/schedule.ts).
  const schedule = atTimes(
    app,
    60_000,
    () => services.content.schedule.runDue(),
    'making scheduled publishing failed',
  );
  // A job past its last day leaves every kept page at the end of that day (services/index.ts).
  const jobDeadlines = atTimes(
    app,
    60_000,
    () => services.content.closeJobsDue(),
    'closing jobs past their last day failed',
  );
  // The content version is kept in memory (no database read on a cache hit). On PostgreSQL a
  // change is announced (NOTIFY) and heard at once by every instance: no query per hit nor per
  // second. A lost listening connection costs one read (which also tells whether the database is
  // down), and each (re)connection one more, in case a change came while nobody listened.
  // SQLite serves one process, which sets the version itself when it changes content; a second
  // process on the same file is seen by a read each second.
  const listener = services.config.databaseUrl
    ? listen({
        url: services.config.databaseUrl,
        channel: CONTENT_VERSION_CHANNEL,
        onMessage: (version) => services.content.cache.heard(version),
        onConnected: () => void services.content.cache.refresh(),
        onLost: () => void services.content.cache.refresh(),
        log: app.log,
      })
    : null;
  const version = listener
    ? null
    : repeat(
        app,
        VERSION_POLL_MS,
        () => services.content.cache.refresh(),
        'reading the content version failed',
      );
  // Pictures a stop left half-derived are finished now, and pictures uploaded before the image
  // pipeline existed go through it (services/images.ts).
  services.platform.images.kick();
  const backfill = services.platform.images
    .backfill()
    .catch((err: unknown) =>
      app.log.error({ err }, 'sending earlier uploads through the image pipeline failed'),
    );
  app.addHook('onClose', async () => {
    clearInterval(prune);
    await Promise.all([
      retrying.stop(),
      webhooks.stop(),
      digest.stop(),
      stopInbound(),
      schedule.stop(),
      jobDeadlines.stop(),
      version?.stop(),
      listener?.close(),
    ]);
    await services.desk.webhooks.idle();
    await services.platform.images.stop();
    await backfill;
  });
}
