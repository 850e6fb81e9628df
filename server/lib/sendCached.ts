import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentCacheService, Encoding } from '../services/contentCache.js';

/** Below this a compressed copy saves too little to be worth it (as @fastify/compress). */
const MIN_BYTES = 1024;

/** The encoding to answer in: brotli, else gzip, when the client accepts it (q > 0). */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Sends a cached text (page or API answer), compressed from the cache's kept copy when the
 * client accepts it, so a hit never compresses again (the compression plugin leaves an answer
 * that already has a Content-Encoding alone).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ContentCacheService,
  entry: { key: string; version: string; body: string },
): FastifyReply {
  const vary = reply.getHeader('vary');
  if (!/accept-encoding/i.test(String(vary ?? '')))
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding || Buffer.byteLength(entry.body) < MIN_BYTES) return reply.send(entry.body);
  return reply
    .header('content-encoding', encoding)
    .send(cache.compressed(entry.key, entry.version, entry.body, encoding));
}
