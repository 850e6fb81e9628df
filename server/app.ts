import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/index.js';
import type { Mailer } from './services/platform/mail.js';
import { backgroundJobs } from './plugins/backgroundJobs.js';
import { servicesPlugin } from './plugins/services.js';
import { healthPlugin } from './plugins/health.js';
import { metricsPlugin } from './plugins/metrics.js';
import { createServer, httpPlugin } from './plugins/http.js';
import { pagesPlugin } from './plugins/pages.js';
import { notFoundHandlers, publicApi } from './plugins/publicApi.js';
import { requestIdPlugin } from './plugins/requestId.js';
import { securityHeaders } from './plugins/securityHeaders.js';
import { staffApi } from './plugins/staffApi.js';
import { uploadsPlugin } from './plugins/uploads.js';
import type { SsrMode } from './ssr.js';

export interface AppOptions {
  /** 'production' serves the built app, 'development' Vite with HMR, 'none' no pages (API tests). */
  ssr?: SsrMode | 'none';
  /** Replaces the clock (tests of expiry and cool-downs). */
  now?: () => number;
  mailer?: Mailer;
  /**
   * An open database to run on instead of the configured one, closed with the app. Only the
   * services get it (a test keeps it too, to read and write rows itself).
   */
  database?: DatabaseHandle;
  logger?: boolean;
  /**
   * Serve before the demo photographs are made (the server process: a first start answers within
   * seconds). Off by default, so a test's app has its pictures when buildApp resolves.
   */
  demoPicturesInBackground?: boolean;
  /**
   * false: the jobs that act at a time of the clock (mail and webhook retries, the daily digest,
   * scheduled publishing) run only when called. For tests that move the clock and run them
   * themselves: a real timer firing between a move and the test's own call would take the work.
   */
  clockJobs?: boolean;
  /**
   * Given the run of those jobs; a movable clock (lib/testClock.ts) calls it after each move, so
   * what falls due runs then rather than at the next minute's tick.
   */
  clockMoves?: (runDue: () => Promise<void>) => void;
}

/**
 * Builds the whole server (not listening): database migrated, demo content seeded, routes mounted.
 * One plugin per concern (server/plugins/). The order matters: routes take the error handler set
 * before them, and onClose hooks run last-added first (the database closes last).
 */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = createServer(config, options);
  // Outside fastify-plugin scoping on purpose: the hooks must see every route of the app.
  await requestIdPlugin(app, { logRequests: config.logRequests });
  await servicesPlugin(app, config, options);
  // Also outside plugin scoping: its onResponse hook counts the answers of every route.
  await metricsPlugin(app, { token: config.metricsToken });
  backgroundJobs(app, { clockJobs: options.clockJobs ?? true, clockMoves: options.clockMoves });
  await httpPlugin(app);
  await securityHeaders(app, { development: options.ssr === 'development' });
  await publicApi(app);
  await staffApi(app);
  await uploadsPlugin(app);
  await healthPlugin(app);
  notFoundHandlers(app);
  await pagesPlugin(app, config, options.ssr);
  return app;
}
