import type { FastifyInstance } from 'fastify';

/**
 * Work no request waits for: hourly pruning of rate counters, the mail outbox and webhook
 * deliveries, queued mail and webhook deliveries retried every OUTBOX_POLL_SECONDS (a minute), and pictures sent through the image pipeline. Closing stops the timers
 * and waits for work under way, before the database closes (plugins/database.ts).
 */
export function backgroundJobs(app: FastifyInstance): void {
  const { services } = app;
  const prune = setInterval(() => {
    services.limits.prune().catch((err: unknown) => app.log.error({ err }, 'pruning rate counters failed'));
    services.outbox.prune().catch((err: unknown) => app.log.error({ err }, 'pruning the mail outbox failed'));
    services.webhooks
      .prune()
      .catch((err: unknown) => app.log.error({ err }, 'pruning webhook deliveries failed'));
  }, 3600_000);
  prune.unref();
  // Due mail is looked for by every instance (each row is claimed by one); one run
  // at a time here, and closing waits for it so it never meets a closed database.
  // Webhook deliveries due for a retry go on the same tick (retryQueue.ts serves both).
  let retrying: Promise<void> | null = null;
  const retryMail = setInterval(() => {
    retrying ??= Promise.all([
      services.outbox
        .retryDue()
        .catch((err: unknown) => app.log.error({ err }, 'retrying queued e-mail failed')),
      services.webhooks
        .deliverDue()
        .catch((err: unknown) => app.log.error({ err }, 'retrying webhook deliveries failed')),
    ])
      .then(() => undefined)
      .finally(() => {
        retrying = null;
      });
  }, services.config.outboxPollSeconds * 1000);
  retryMail.unref();
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
    await retrying;
    await services.webhooks.idle();
    await services.images.stop();
    await backfill;
  });
}
