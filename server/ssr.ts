import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Config } from './config.js';
import { projectRoot } from './lib/paths.js';
import type { Services } from './services/index.js';
import { sendCached } from './lib/sendCached.js';

export type SsrMode = 'production' | 'development';

/** What every loader and action receives as `context`: the same services the /api routes use. */
// A type alias, not an interface: it must fit React Router's index-signature AppLoadContext.
export type LoadContext = {
  services: Services;
  config: Config;
};

const buildDir = path.join(projectRoot, 'build');

interface CachedHead {
  status: number;
  headers: Record<string, string>;
}

/** Converts a Fastify request to a Fetch Request, its body left as the unread stream. */
function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const url = new URL(request.url, origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

/**
 * Mounts the React Router app: in production the compiled build and its assets; in development
 * Vite in middleware mode, with HMR, inside this same server.
 */
export async function mountSsr(
  app: FastifyInstance,
  options: { mode: SsrMode; services: Services; config: Config },
): Promise<void> {
  let handle: (request: Request, context: LoadContext) => Promise<Response>;
  if (options.mode === 'development') {
    const [{ createServer }, middie] = await Promise.all([import('vite'), import('@fastify/middie')]);
    const vite = await createServer({
      root: projectRoot,
      server: { middlewareMode: true },
      appType: 'custom',
    });
    await app.register(middie.default);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    // Each request loads the current modules, so edits show without a restart.
    handle = async (request, context) => {
      const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
      return createRequestHandler(build, 'development')(request, context);
    };
  } else {
    const build = (await import(
      pathToFileURL(path.join(buildDir, 'server', 'index.js')).href
    )) as ServerBuild;
    handle = createRequestHandler(build, 'production');
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed build assets never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  const context: LoadContext = { services: options.services, config: options.config };
  await app.register(async (pages) => {
    // Leave request bodies unread: React Router reads form posts itself.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    pages.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/*',
      async handler(request, reply) {
        // Pages show only published content and depend on nothing but their URL (the language is
        // in the path), so a rendered page is kept until content changes (services/contentCache.ts).
        const cacheable = request.method === 'GET' && options.mode === 'production';
        if (!cacheable)
          return sendFetchResponse(reply, await handle(toFetchRequest(request, reply), context));
        const { cache } = options.services;
        const key = `page ${request.url}`;
        const version = await cache.version();
        const hit = cache.get(key, version);
        if (hit !== undefined) {
          // Stored as one line of JSON (status, headers) and then the body, so a hit parses little.
          const split = hit.indexOf('\n');
          const head = JSON.parse(hit.slice(0, split)) as CachedHead;
          reply.status(head.status).headers(head.headers).header('x-cache', 'hit');
          return sendCached(request, reply, cache, { key, version, body: hit.slice(split + 1) });
        }
        const response = await handle(toFetchRequest(request, reply), context);
        if (response.status !== 200 || response.headers.has('set-cookie')) {
          return sendFetchResponse(reply.header('x-cache', 'miss'), response);
        }
        const head: CachedHead = {
          status: response.status,
          headers: Object.fromEntries([...response.headers].filter(([name]) => name !== 'content-length')),
        };
        const body = await response.text();
        cache.set(key, version, `${JSON.stringify(head)}\n${body}`);
        reply.status(head.status).headers(head.headers).header('x-cache', 'miss');
        return sendCached(request, reply, cache, { key, version, body });
      },
    });
  });
}
