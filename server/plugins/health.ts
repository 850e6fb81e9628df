import type { FastifyInstance } from 'fastify';
import type { FileStore } from '../lib/storage.js';

type Check = 'database' | 'migrations' | 'uploads' | 'shutdown';

/**
 * The health routes below for this app's database and uploads, and `app.lifecycle`, whose
 * `draining` main.ts sets when the process is told to stop (/readyz then answers 503).
 */
export async function healthPlugin(app: FastifyInstance): Promise<void> {
  const lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  await app.register(healthRoutes, {
    databaseProblems: () => app.services.platform.health.databaseProblems(),
    files: app.services.platform.files,
    isDraining: () => lifecycle.draining,
    demoPicturesMaking: () => app.demoPictures.making,
  });
}

/**
 * GET /healthz: the process answers (no database call; for a container's HEALTHCHECK and a
 * liveness probe). GET /readyz: this instance can serve: database reachable, every migration run,
 * uploads writable (the folder) or reachable (the bucket), not shutting down; 503 naming the failing check otherwise (for a load
 * balancer, which stops sending before the instance stops accepting). Never cached.
 */
async function healthRoutes(
  app: FastifyInstance,
  options: {
    databaseProblems(): Promise<Partial<Record<Check, string>>>;
    files: FileStore;
    isDraining(): boolean;
    demoPicturesMaking(): boolean;
  },
): Promise<void> {
  const noStore = { 'cache-control': 'no-store' };

  // While the demo photographs are being made after a first start, it says so (the site answers).
  app.get('/healthz', async (_request, reply) =>
    reply
      .headers(noStore)
      .send({ status: 'ok', ...(options.demoPicturesMaking() ? { demoPictures: 'making' } : {}) }),
  );

  app.get('/readyz', async (_request, reply) => {
    const failed: Partial<Record<Check, string>> = {};
    if (options.isDraining()) failed.shutdown = 'the instance is shutting down';
    Object.assign(failed, await options.databaseProblems());
    try {
      await options.files.check();
    } catch (error) {
      failed.uploads = error instanceof Error ? error.message : String(error);
    }
    const ok = Object.keys(failed).length === 0;
    return reply
      .status(ok ? 200 : 503)
      .headers(noStore)
      .send({ status: ok ? 'ready' : 'unavailable', ...(ok ? {} : { failed }) });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `draining` is set when the process has been told to stop (main.ts, /readyz). */
    lifecycle: { draining: boolean };
  }
}
