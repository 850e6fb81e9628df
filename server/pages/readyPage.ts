import type { FastifyReply } from 'fastify';
import { acceptedEncoding, MIN_BYTES, type CacheState } from '../lib/sendCached.js';
import { compress, type Derived, type Encoding } from '../services/content/contentCache.js';

/** The status and headers a rendered page was kept with (first line of its cache entry). */
export interface CachedHead {
  status: number;
  headers: Record<string, string>;
}

interface Variant {
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * A kept page as it is sent: its bytes uncompressed, gzip and brotli, each with its headers
 * made once, so a cache hit only picks one and writes it (no parsing, no encoding, no
 * compressing).
 */
export interface ReadyPage extends Derived {
  status: number;
  identity: Variant;
  gzip: Variant;
  br: Variant;
}

/**
 * What a shared cache in front (nginx, a CDN) may do with a kept page: keep it one second, and
 * serve it while every instance is down. The instances' own page caches answer at the speed of a
 * static file; the second saves them a flood's worth of identical requests, and a change reaches
 * visitors within about a second more. Browsers ask again each time (max-age=0), as before.
 */
export const SHARED_PAGE_CACHE = 'public, max-age=0, s-maxage=1, stale-if-error=86400';

/** Stored as one line of JSON (status, headers) and then the body. */
export function serialisePage(head: CachedHead, body: string): string {
  return `${JSON.stringify(head)}\n${body}`;
}

/** A cache entry (serialisePage) made ready to send. */
export function readyPage(entry: string): ReadyPage {
  const split = entry.indexOf('\n');
  const head = JSON.parse(entry.slice(0, split)) as CachedHead;
  const raw = Buffer.from(entry.slice(split + 1));
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(head.headers)) headers[name.toLowerCase()] = value;
  const vary = headers.vary;
  headers.vary = !vary
    ? 'Accept-Encoding'
    : /accept-encoding/i.test(vary)
      ? vary
      : `${vary}, Accept-Encoding`;
  headers['x-cache'] = 'hit';
  headers['cache-control'] ??= SHARED_PAGE_CACHE;
  const variant = (encoding: Encoding | null): Variant => {
    if (!encoding || raw.length < MIN_BYTES)
      return { headers: { ...headers, 'content-length': String(raw.length) }, body: raw };
    const body = compress(raw, encoding);
    return {
      headers: { ...headers, 'content-encoding': encoding, 'content-length': String(body.length) },
      body,
    };
  };
  const identity = variant(null);
  const gzip = variant('gzip');
  const br = variant('br');
  const bytes = new Set([identity.body, gzip.body, br.body]);
  return {
    status: head.status,
    identity,
    gzip,
    br,
    bytes: [...bytes].reduce((sum, body) => sum + body.length, 0),
  };
}

/** Accept-Encoding headers seen, and what they accept: browsers send a handful of spellings. */
const encodings = new Map<string, Encoding | null>();

/** Sends a ready page in the encoding the client accepts, marked with how it was found. */
export function sendReady(
  reply: FastifyReply,
  page: ReadyPage,
  acceptEncoding: string | undefined,
  state: CacheState,
): FastifyReply {
  const header = acceptEncoding ?? '';
  let encoding = encodings.get(header);
  if (encoding === undefined) {
    encoding = acceptedEncoding(header);
    // Bounded: a client making up headers cannot grow it.
    if (encodings.size > 100) encodings.clear();
    encodings.set(header, encoding);
  }
  const variant = encoding ? page[encoding] : page.identity;
  reply.status(page.status).headers(variant.headers);
  if (state !== 'hit') reply.header('x-cache', state);
  return reply.send(variant.body);
}
