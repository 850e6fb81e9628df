import type { FastifyInstance } from 'fastify';
import adminStatic from '../adminStatic.js';
import type { Config } from '../config.js';
import { seoRoutes } from '../seo.js';
import { mountSsr, type SsrMode } from '../ssr.js';
import { shareCards } from './shareCards.js';

/**
 * What a browser opens besides the API: sitemap and robots.txt, the staff console's files, and
 * the rendered site (last: its catch-all takes every path no other route has).
 */
export async function pagesPlugin(
  app: FastifyInstance,
  config: Config,
  ssr: SsrMode | 'none' | undefined,
): Promise<void> {
  const { services } = app;
  await app.register(seoRoutes, { services, config });
  await app.register(adminStatic);
  if (ssr && ssr !== 'none') {
    await app.register(shareCards, { files: services.platform.files, cacheDir: config.imageCacheDir });
    await mountSsr(app, { mode: ssr, services, config });
  }
}
