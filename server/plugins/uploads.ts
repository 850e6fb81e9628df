import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DERIVED_IMAGE } from '../../contract/images.js';
import { notFound } from './publicApi.js';

/** A Content-Disposition header that keeps a UTF-8 file name and has an ASCII fallback. */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Uploaded files under /uploads/: staff's pictures and files served as they are, visitors'
 * attachments only when the database knows them, each under the name it was uploaded with.
 */
export async function uploadsPlugin(app: FastifyInstance): Promise<void> {
  const { uploads } = app.services;
  fs.mkdirSync(uploads.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads.root,
    prefix: '/uploads/',
    index: false,
    setHeaders(res, filePath) {
      res.header('X-Content-Type-Options', 'nosniff');
      // Uploaded files can never run script in our origin, even an SVG opened directly.
      res.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
      const visitorFile = filePath.startsWith(path.join(uploads.root, 'files') + path.sep);
      // Visitors' attachments are personal data: no shared cache (proxy, CDN) may keep a copy. A
      // picture's derived copy never changes: its name is new with every upload (contract/images.ts).
      res.header(
        'Cache-Control',
        visitorFile
          ? 'private, no-store'
          : DERIVED_IMAGE.test(filePath)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=86400',
      );
      const inline = !visitorFile && /\.(svg|png|jpe?g|webp|avif|mp4|webm)$/i.test(filePath);
      // Visitors' files are downloads under the name they had (set by the route below).
      if (!inline && !visitorFile) res.header('Content-Disposition', attachment(path.basename(filePath)));
    },
  });
  app.get('/uploads/files/*', async (request, reply) => {
    const stored = `files/${(request.params as { '*': string })['*']}`;
    const upload = await uploads.byPath(stored);
    if (!upload) return notFound(request, reply);
    reply.header('Content-Disposition', attachment(upload.original_name));
    return reply.sendFile(stored);
  });
}
