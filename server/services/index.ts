import { changedAt, contentCacheService } from './content/contentCache.js';
import { contentServices } from './content/index.js';
import { deskServices } from './desk/index.js';
import { applicationService } from './desk/applications.js';
import { scheduleService } from './content/schedule.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { migrate, openDatabase, type DatabaseHandle } from '../db/index.js';
import { makeDemoPhotos, seedIfEmpty } from '../db/seed/load.js';

/** A mistake in the demo content's files (the start names the file, item and field). */
export { ContentFileError } from '../db/seed/content.js';
import type { ServiceContext } from './platform/context.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { platformServices } from './platform/index.js';
import { staffServices } from './staff/index.js';

/**
 * Every service, built once per process; the /api routes, the SSR loaders and the staff API share
 * them. They alone reach the database. By area: platform/ (limits, mail, files), content/ (what
 * the site shows), staff/ (the console's people and the audit log), desk/ (enquiries).
 */
export function createServices(ctx: ServiceContext) {
  const cache = contentCacheService(ctx);
  const platform = platformServices(ctx, cache);
  const content = contentServices(ctx, platform);
  const staff = staffServices(ctx, platform, content);
  const desk = deskServices(ctx, platform, content, staff);
  // Scheduled publishing goes through each kind's own update (a revision), with the content version.
  const schedule = scheduleService(
    ctx,
    {
      content_item: content.items.update,
      product: content.products.update,
      job: content.jobs.update,
      category: content.categories.update,
    },
    cache,
  );
  return {
    /** The server's configuration (read-only). */
    config: ctx.config,
    /** The clock every service reads (tests move it). */
    now: ctx.now,
    /** Limits, mail, files and pictures: what every other area builds on. */
    platform,
    /** What the site shows, and its history, schedules and cache. */
    content: {
      ...content,
      cache,
      schedule,
      /**
       * Moves the content version when a job's last day has ended since it last moved, so no kept
       * page or answer shows the job open (with its form) past its last day. Every instance looks
       * each minute (plugins/backgroundJobs.ts); two moving it at once only re-render once more.
       */
      async closeJobsDue(): Promise<boolean> {
        if (!(await content.jobs.closedSince(changedAt(await cache.version())))) return false;
        await cache.changed();
        return true;
      },
    },
    /** The console's people, their sign-in and the audit log. */
    staff,
    /** Enquiries, replies and the desk's mail. */
    desk: {
      ...desk,
      /** Applications for a job: enquiries of kind "application" (desk/applications.ts). */
      applications: applicationService(desk.enquiries, content.jobs),
    },
  };
}

export type Services = ReturnType<typeof createServices>;

/** What a process may give the services instead of the defaults (tests: a mailer, a clock). */
export interface ComposeOptions {
  /**
   * An open database to run on instead of opening the configured one (a test that reads and writes
   * rows itself); closed with the services.
   */
  database?: DatabaseHandle | undefined;
  mailer?: Mailer | undefined;
  now?: (() => number) | undefined;
  readThrough?: ServiceContext['readThrough'];
}

/**
 * The services of one process on a database connection of its own: the server's (plugins/
 * services.ts), each render worker's and the staff CLI's. `close` closes the mailer, then the
 * database.
 */
export function composeServices(config: Config, log: FastifyBaseLogger, options: ComposeOptions = {}) {
  const database =
    options.database ??
    openDatabase(config, (err) =>
      log.warn({ err }, 'an idle PostgreSQL connection was closed by the server; the pool replaces it'),
    );
  const mailer = options.mailer ?? createMailer(config);
  const ctx: ServiceContext = {
    db: database.db,
    dialect: database.dialect,
    config,
    mailer,
    log,
    now: options.now ?? Date.now,
    ...(options.readThrough ? { readThrough: options.readThrough } : {}),
  };
  const services = createServices(ctx);
  return {
    database,
    ctx,
    services,
    /** Applies the migrations not yet run (the server's start does, before it answers). */
    migrate: () => migrate(database),
    /** Loads the demo content into an empty database; answers whether it did (server/db/seed). */
    seedIfEmpty: () => seedIfEmpty(ctx, services),
    /** Makes the demo photographs not made yet; answers how many it made. */
    makeDemoPhotos: (closing: () => boolean) => makeDemoPhotos(ctx, services, closing),
    async close() {
      mailer.close();
      await database.close();
    },
  };
}
