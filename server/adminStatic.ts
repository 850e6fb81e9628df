import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { projectRoot } from './lib/paths.js';

/** Where `vite build --config vite.admin.config.ts` writes the staff console. */
export const adminBuildDir = path.join(projectRoot, 'build', 'admin');

/**
 * Serves the staff console, a separate single-page bundle: hashed assets under /admin/assets/
 * cached for a year, and index.html (never cached) for /admin and every client route under it.
 * The same built files serve production and `npm run dev` (`npm run dev:admin` rebuilds them
 * on change), so the public site's Vite server never sees the console's code.
 */
export default async function adminStatic(app: FastifyInstance): Promise<void> {
  // Present even before the first build, so the console appears once built without a restart.
  await fs.mkdir(path.join(adminBuildDir, 'assets'), { recursive: true });
  await app.register(fastifyStatic, {
    root: path.join(adminBuildDir, 'assets'),
    prefix: '/admin/assets/',
    index: false,
    decorateReply: false,
    // `npm run build` writes .br/.gz twins (scripts/compress-assets.mjs); a watch build has none.
    preCompressed: true,
    setHeaders(res) {
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });

  async function sendIndex(_request: unknown, reply: FastifyReply) {
    let html: string;
    try {
      html = await fs.readFile(path.join(adminBuildDir, 'index.html'), 'utf8');
    } catch {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send('The staff console is not built yet: run `npm run build` (or `npm run dev:admin`).');
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .send(html);
  }

  app.get('/admin', sendIndex);
  app.get('/admin/*', async (request, reply) => {
    // Unknown staff API paths fall through to here (a wildcard beats a plugin's 404 handler).
    if (request.url.startsWith('/admin/api/') || request.url.startsWith('/admin/assets/')) {
      return reply.status(404).header('Cache-Control', 'no-store').send({ message: 'Not found', errors: {} });
    }
    return sendIndex(request, reply);
  });
}
