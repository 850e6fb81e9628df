import type { FastifyInstance } from 'fastify';

/**
 * Work no request waits for: hourly pruning of rate counters and the mail outbox, queued mail
 * retried every OUTBOX_POLL_SECONDS (a minute), the daily digest of open enquiries, and pictures sent through the image pipeline. Closing stops the timers
 * and waits for work under way, before the database closes (plugins/database.ts).
 */
export function backgroundJobs(app: FastifyInstance): void {
  const { services } = app;
  const prune = setInterval(() => {
    services.limits.prune().catch((err: unknown) => app.log.error({ err }, 'pruning rate counters failed'));
    services.outbox.prune().catch((err: unknown) => app.log.error({ err }, 'pruning the mail outbox failed'));
  }, 3600_000);
  prune.unref();
  // Due mail is looked for by every instance (each row is claimed by one); one run
  // at a time here, and closing waits for it so it never meets a closed database.
  let retrying: Promise<void> | null = null;
  const retryMail = setInterval(() => {
    retrying ??= services.outbox
      .retryDue()
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, 'retrying queued e-mail failed'),
      )
      .finally(() => {
        retrying = null;
      });
  }, services.config.outboxPollSeconds * 1000);
  retryMail.unref();
  // The daily digest goes out at the company's first working minute; every instance looks each
  // minute and each mail is claimed once (services/digest.ts). Closing waits for a run under way.
  let digesting: Promise<void> | null = null;
  const digest = setInterval(() => {
    digesting ??= services.digest
      .runDue()
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, 'sending the daily digest failed'),
      )
      .finally(() => {
        digesting = null;
      });
  }, 60_000);
  digest.unref();
  // Pictures a stop left half-derived are finished now, and pictures uploaded before the image
  // pipeline existed go through it (services/images.ts).
  services.images.kick();
  const backfill = services.images
    .backfill()
    .catch((err: unknown) =>
      app.log.error({ err }, 'sending earlier uploads through the image pipeline failed'),
    );
  app.addHook('onClose', async () => {
    clearInterval(prune);
    clearInterval(retryMail);
    clearInterval(digest);
    await retrying;
    await digesting;
    await services.images.stop();
    await backfill;
  });
}
