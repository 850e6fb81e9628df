import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DERIVED_IMAGE } from '#contract/images.js';
import { contentTypeOf, isStoredKey, type FileStore } from '../lib/storage.js';
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

/** A stored file's headers, the same from the folder and from the bucket. */
function uploadHeaders(key: string): Record<string, string> {
  const visitorFile = key.startsWith('files/');
  const inline = !visitorFile && /\.(svg|png|jpe?g|webp|avif|gif|mp4|webm)$/i.test(key);
  return {
    'x-content-type-options': 'nosniff',
    // Uploaded files can never run script in our origin, even an SVG opened directly.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    // Visitors' attachments are personal data: no shared cache (proxy, CDN) may keep a copy. A
    // picture's derived copy never changes: its name is new with every upload (contract/images.ts).
    'cache-control': visitorFile
      ? 'private, no-store'
      : DERIVED_IMAGE.test(key)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=86400',
    // Visitors' files are downloads under the name they had (set by the routes below).
    ...(!inline && !visitorFile ? { 'content-disposition': attachment(path.posix.basename(key)) } : {}),
  };
}

/**
 * Sends a file of the bucket as @fastify/static sends one from the folder: its type, length,
 * ETag and Last-Modified, one byte range (206, or 416 past the end), 304 for a copy the client
 * has, HEAD without the body. The bytes stream from the bucket; nothing is kept in memory.
 * False when the bucket has no such file. (A boolean, not the reply: a reply is a thenable, so an
 * async function returning it resolves to undefined.)
 */
async function sendFromBucket(
  files: FileStore,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
): Promise<boolean> {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const opened = await files.open(key, {
    range: header('range'),
    ifNoneMatch: header('if-none-match'),
    ifModifiedSince: header('if-modified-since'),
    headOnly: request.method === 'HEAD',
  });
  if (opened.status === 404) return false;
  const { file } = opened;
  reply.header('accept-ranges', 'bytes');
  if (file.etag) reply.header('etag', file.etag);
  if (file.modified) reply.header('last-modified', new Date(file.modified).toUTCString());
  if (opened.status === 304) {
    reply.status(304).send();
    return true;
  }
  if (opened.status === 416) {
    reply.status(416).header('content-range', `bytes */${file.size}`).send();
    return true;
  }
  const type = contentTypeOf(key);
  reply
    .status(opened.status)
    .header('content-type', type.startsWith('text/') ? `${type}; charset=utf-8` : type)
    .header('content-length', String(opened.length));
  if (opened.contentRange) reply.header('content-range', opened.contentRange);
  // HEAD: no body, and the length stays the file's.
  if (opened.body) reply.send(opened.body);
  else reply.send();
  return true;
}

/**
 * Uploaded files under /uploads/: staff's pictures and files served as they are, visitors'
 * attachments only when the database knows them, each under the name it was uploaded with. From
 * the folder by @fastify/static; from a bucket through this server (the bucket stays private).
 */
export async function uploadsPlugin(app: FastifyInstance): Promise<void> {
  const { uploads, files } = app.services.platform;
  /** Sends a stored file with its headers (a route may have set Content-Disposition first). */
  async function sendStored(request: FastifyRequest, reply: FastifyReply, key: string) {
    if (files.folder) return reply.sendFile(key);
    for (const [name, value] of Object.entries(uploadHeaders(key)))
      if (!reply.hasHeader(name)) reply.header(name, value);
    if (!(await sendFromBucket(files, request, reply, key))) return notFound(request, reply);
    return reply;
  }
  if (files.folder) {
    fs.mkdirSync(files.folder, { recursive: true });
    await app.register(fastifyStatic, {
      root: files.folder,
      prefix: '/uploads/',
      index: false,
      setHeaders(res, filePath) {
        const key = path.relative(files.folder!, filePath).split(path.sep).join('/');
        // Over @fastify/static's own Cache-Control; a visitor file's name (set by its route) is
        // not among them.
        for (const [name, value] of Object.entries(uploadHeaders(key))) res.header(name, value);
      },
    });
  } else {
    app.route({
      method: ['GET', 'HEAD'],
      url: '/uploads/*',
      handler: async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        // The bucket may hold more than the site wrote there (another prefix's files): only what
        // the site stores is served, and never a visitor's file by this route.
        if (!isStoredKey(key) || key.startsWith('files/')) return notFound(request, reply);
        return sendStored(request, reply, key);
      },
    });
  }
  // A staff reply's file too large for its mail, by the expiring link the mail carries.
  // GET and HEAD declared together: Fastify's own HEAD route would send a length of 0.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/link/:token',
    handler: async (request, reply) => {
      const linked = await app.services.desk.fileLinks.open((request.params as { token: string }).token);
      if (linked.state !== 'valid') {
        return reply
          .status(linked.state === 'expired' ? 410 : 404)
          .header('Cache-Control', 'private, no-store')
          .type('text/html; charset=utf-8')
          .send(linkProblemPage(app.services.config.publicUrl, linked.state));
      }
      reply.header('Content-Disposition', attachment(linked.name));
      reply.header('Cache-Control', 'private, no-store');
      return sendStored(request, reply, linked.upload.path);
    },
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/files/*',
    handler: async (request, reply) => {
      const stored = `files/${(request.params as { '*': string })['*']}`;
      const upload = await uploads.byPath(stored);
      if (!upload) return notFound(request, reply);
      reply.header('Content-Disposition', attachment(upload.original_name));
      return sendStored(request, reply, stored);
    },
  });
}
