import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentCacheService, Encoding } from '../services/content/contentCache.js';

/** Below this a compressed copy saves too little to be worth it (as @fastify/compress). */
export const MIN_BYTES = 1024;

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

/** How an answer was found in the content cache (its `x-cache` header). */
export type CacheState = 'hit' | 'miss' | 'stale';

/** A text kept in the content cache under `key` for the content `version`. */
export interface CachedText {
  key: string;
  version: string;
  body: string;
}

/**
 * The current content version and what `key` keeps for it (`body`, undefined when nothing is
 * kept or `look` is false): the first step of every cached answer, page or API.
 */
export async function findCached(
  cache: ContentCacheService,
  key: string,
  look = true,
): Promise<{ key: string; version: string; body: string | undefined }> {
  const version = await cache.version();
  return { key, version, body: look ? cache.get(key, version) : undefined };
}

/**
 * Sends a cached text (page or API answer) marked with how it was found, compressed from the
 * cache's kept copy when the client accepts it, so a hit never compresses again (the
 * compression plugin leaves an answer that already has a Content-Encoding alone).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ContentCacheService,
  entry: CachedText,
  state: CacheState,
): FastifyReply {
  reply.header('x-cache', state);
  const vary = reply.getHeader('vary');
  if (!/accept-encoding/i.test(String(vary ?? '')))
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding || Buffer.byteLength(entry.body) < MIN_BYTES) return reply.send(entry.body);
  return reply
    .header('content-encoding', encoding)
    .send(cache.compressed(entry.key, entry.version, entry.body, encoding));
}
