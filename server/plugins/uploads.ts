import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DERIVED_IMAGE } from '../../contract/images.js';
import { escapeHtml } from '../services/platform/mail.js';
import { notFound } from './publicApi.js';

/** A Content-Disposition header that keeps a UTF-8 file name and has an ASCII fallback. */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * What a download link that no longer leads to its file says, in both languages (the link is in
 * a mail; the visitor's language is not known here): the look-up page still has the file.
 */
function linkProblemPage(publicUrl: string, state: 'expired' | 'unknown'): string {
  const en =
    state === 'expired'
      ? 'This download link has expired.'
      : 'This download link is not valid. Check that it was copied whole.';
  const zh = state === 'expired' ? '此下载链接已过期。' : '此下载链接无效，请检查链接是否完整。';
  const look = { en: `${publicUrl}/en/message-record`, zh: `${publicUrl}/zh/message-record` };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${en} / ${zh}</title></head><body>
<h1>${en}</h1><p>The file is still on your enquiry's look-up page: open <a href="${escapeHtml(look.en)}">${escapeHtml(look.en)}</a> and enter your e-mail address and case number.</p>
<h1 lang="zh-CN">${zh}</h1><p lang="zh-CN">文件仍可在留言查询页面下载：打开 <a href="${escapeHtml(look.zh)}">${escapeHtml(look.zh)}</a>，输入您的邮箱和留言编号即可。</p>
</body></html>`;
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
  // A staff reply's file too large for its mail, by the expiring link the mail carries (issue 25).
  app.get('/uploads/link/:token', async (request, reply) => {
    const linked = await app.services.fileLinks.open((request.params as { token: string }).token);
    if (linked.state !== 'valid') {
      return reply
        .status(linked.state === 'expired' ? 410 : 404)
        .header('Cache-Control', 'private, no-store')
        .type('text/html; charset=utf-8')
        .send(linkProblemPage(app.services.config.publicUrl, linked.state));
    }
    reply.header('Content-Disposition', attachment(linked.name));
    reply.header('Cache-Control', 'private, no-store');
    return reply.sendFile(linked.upload.path);
  });
  app.get('/uploads/files/*', async (request, reply) => {
    const stored = `files/${(request.params as { '*': string })['*']}`;
    const upload = await uploads.byPath(stored);
    if (!upload) return notFound(request, reply);
    reply.header('Content-Disposition', attachment(upload.original_name));
    return reply.sendFile(stored);
  });
}
