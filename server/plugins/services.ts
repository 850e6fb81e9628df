import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app.js';
import type { Config } from '../config.js';
import { composeServices, type Services } from '../services/index.js';

/**
 * Makes the services every route uses (`app.services`) on a migrated database, and loads the
 * demo content when configured. Closing closes the mailer, then the database.
 */
export async function servicesPlugin(
  app: FastifyInstance,
  config: Config,
  options: AppOptions,
): Promise<void> {
  const composed = composeServices(config, app.log, {
    mailer: options.mailer,
    now: options.now,
    database: options.database,
  });
  const { services } = composed;
  await composed.migrate();
  const demoPictures = { making: false };
  let closing = false;
  let photographs: Promise<void> = Promise.resolve();
  // Every file a record names is in the media library (the demo's once made): at every start, so a
  // site whose records named files before the library registered them gets them too.
  const registerFiles = async () => {
    if (closing) return;
    const registered = await services.platform.media.registerUsed();
    if (registered > 0) app.log.info(`media library: ${registered} files the records use registered`);
  };
  if (config.seedDemo) {
    const loaded = await composed.seedIfEmpty();
    app.log.info(
      loaded
        ? `demo content loaded (${config.seedDemoReason})`
        : `demo content not loaded: the database already has content (${config.seedDemoReason})`,
    );
    // The demo photographs take minutes on a small machine: made while the site answers (pages
    // show each as it is ready), unless the caller (a test) wants them before the first request.
    demoPictures.making = true;
    photographs = composed
      .makeDemoPhotos(() => closing)
      .then((made) => {
        if (made > 0) app.log.info(`demo photographs ready (${made} made)`);
      })
      .then(registerFiles)
      .catch((error: unknown) => {
        if (closing) return app.log.debug({ err: error }, 'demo photographs left unfinished: closing');
        app.log.error({ err: error }, 'the demo photographs could not be made');
        // A caller that waits for them (a test) must not go on without them.
        if (!options.demoPicturesInBackground) throw error;
      })
      .finally(() => {
        demoPictures.making = false;
      });
    if (!options.demoPicturesInBackground) await photographs;
  } else {
    app.log.info(`demo content not loaded (${config.seedDemoReason})`);
    photographs = registerFiles().catch((error: unknown) => {
      app.log.error({ err: error }, 'the files the records use could not be registered in the media library');
    });
  }
  app.decorate('services', services);
  app.decorate('demoPictures', demoPictures);
  // onClose hooks run last-registered first, so this one, registered before every other, runs
  // after them: nothing that closes later still needs the database.
  app.addHook('onClose', async () => {
    closing = true;
    await photographs;
    await composed.close();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    // No database handle here: routes reach the database only through the services.
    services: Services;
    /** Whether the demo photographs are still being made in the background (/healthz says so). */
    demoPictures: { making: boolean };
  }
}
