import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { PageContext } from '#contract/pages.js';
import type { Config } from './config.js';
import { isDatabaseUnavailable, OUTAGE_RETRY_SECONDS } from './lib/databaseDown.js';
import { projectRoot } from './lib/paths.js';
import { requestLang } from './lib/requestLang.js';
import type { CacheState } from './lib/sendCached.js';
import { canonicalPages, type CanonicalPage } from './pages/canonical.js';
import { busyPage } from './pages/busyPage.js';
import { pageLoaders } from './pages/langData.js';
import { createRenderPool, RenderBusyError, type RenderPool } from './pages/renderPool.js';
import type { PreviewDraft, RenderedPage } from './pages/renderProtocol.js';
import { readyPage, sendReady, serialisePage } from './pages/readyPage.js';
import { changedAt } from './services/content/contentCache.js';
import type { Services } from './services/index.js';

export type SsrMode = 'production' | 'development';

/**
 * What every loader and action receives as `context`: the same services the /api routes use.
 * The pages know it as the contract's PageContext; building one here checks that the services
 * answer what the pages expect.
 */
// A type alias, not an interface: it must fit React Router's index-signature AppLoadContext.
export type LoadContext = PageContext & { services: Services; config: Config };

const buildDir = path.join(projectRoot, 'build');

/**
 * For this long after a content change a page's previous version may still be served while its
 * new version renders, so a change does not send every visitor to a cold cache at once.
 */
export const STALE_PAGE_MAX_MS = 60_000;

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
 * Mounts the React Router app: in production the compiled build, rendered by a pool of worker
 * threads behind the page cache; in development Vite in middleware mode, with HMR, inside this
 * same server.
 */
export async function mountSsr(
  app: FastifyInstance,
  options: { mode: SsrMode; services: Services; config: Config },
): Promise<void> {
  if (options.mode === 'development') return mountDevelopment(app, options);

  const { config, services } = options;
  const buildUrl = pathToFileURL(path.join(buildDir, 'server', 'index.js')).href;
  /** Request URLs seen and their pages: a hit does not parse its URL again. */
  const canonicalByUrl = new Map<string, CanonicalPage | null>();
  const canonical = (url: string): CanonicalPage | null => {
    let page = canonicalByUrl.get(url);
    if (page === undefined) {
      const mark = url.indexOf('?');
      page = canonicalOf(
        mark < 0 ? url : url.slice(0, mark),
        new URLSearchParams(mark < 0 ? '' : url.slice(mark + 1)),
      );
      // Bounded: made-up query strings cannot grow it.
      if (canonicalByUrl.size >= CANONICAL_URLS_KEPT) canonicalByUrl.clear();
      canonicalByUrl.set(url, page);
    }
    return page;
  };
  const pool = createRenderPool({
    workers: config.renderWorkers,
    queue: config.renderQueue,
    // The compiled twin of ./pages/renderWorker.ts beside this file.
    workerUrl: new URL('./pages/renderWorker.js', import.meta.url),
    data: { config, buildUrl },
    log: app.log,
  });
  // The workers load the site's build; this thread only matches URLs to its routes.
  const canonicalOf = canonicalPages(await pool.start());
  app.addHook('onClose', () => pool.close());
  app.decorate('renderPool', pool);

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
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const { cache } = services.content;
  /** Renders of one page and content version under way: identical misses share one render. */
  const rendering = new Map<string, Promise<{ rendered: RenderedPage; entry: string | null }>>();

  /**
   * Renders `page` once for every concurrent request, and keeps a 200 answer for its version
   * (`entry`, the cached form of it).
   */
  function renderShared(
    request: FastifyRequest,
    page: string,
    version: string,
    keep = true,
  ): Promise<{ rendered: RenderedPage; entry: string | null }> {
    const key = `page ${page}`;
    const shared = `${key}\0${version}`;
    let pending = rendering.get(shared);
    if (!pending) {
      pending = pool
        .render({
          method: 'GET',
          url: `${origin(request)}${page}`,
          headers: forwardedHeaders(request),
          contentVersion: version,
        })
        .then((rendered) => {
          const kept =
            keep && rendered.status === 200 && !rendered.headers.some(([name]) => name === 'set-cookie');
          const entry = kept
            ? serialisePage(
                { status: rendered.status, headers: Object.fromEntries(rendered.headers) },
                rendered.body,
              )
            : null;
          if (entry) cache.set(key, version, entry);
          return { rendered, entry };
        })
        .finally(() => rendering.delete(shared));
      rendering.set(shared, pending);
    }
    return pending;
  }

  await app.register(async (pages) => {
    // Leave request bodies unread: React Router reads form posts itself.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    pages.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/*',
      async handler(request, reply) {
        try {
          const canonicalPage = request.method === 'POST' ? null : canonical(request.url);
          const page = canonicalPage && 'path' in canonicalPage ? canonicalPage : null;
          const draft = page ? await previewDraft(request.url) : null;
          if (page && draft) return sendPreview(request, reply, page.path, draft);
          // Redirects, unknown paths and posts depend on more than the URL: rendered every time.
          if (!page || !config.pageCache) {
            const target =
              page?.path ?? (canonicalPage && 'notFound' in canonicalPage ? canonicalPage.notFound : null);
            const rendered = await pool.render({
              contentVersion: await cache.version(),
              method: request.method === 'HEAD' ? 'GET' : request.method,
              url: `${origin(request)}${target ?? request.url}`,
              headers: forwardedHeaders(request),
              clientIp: request.ip,
              ...(Buffer.isBuffer(request.body) ? { body: new Uint8Array(request.body) } : {}),
            });
            if (rendered.status >= 500 && (await databaseDownNow())) return outage(request, reply);
            return sendRendered(reply.header('x-cache', 'miss'), rendered);
          }
          // Pages show only published content and depend on nothing but their canonical URL (the
          // language is in the path), so a rendered page is kept until content changes.
          // A search page is never kept, so it is never found either: straight to its render.
          // The hit: the version from memory, one lookup, bytes and headers made when it was kept.
          const key = `page ${page.path}`;
          const version = cache.knownVersion() ?? (await cache.version());
          const hit = page.keep ? cache.derived(key, version, readyPage) : undefined;
          if (hit) return sendReady(reply, hit, request.headers['accept-encoding'], 'hit');
          const stale = cache.stale(key);
          if (await cache.stillDown()) {
            // Whatever is kept, however old, beats no page while the database is down.
            if (!stale) return outage(request, reply);
            request.log.warn({ page: page.path }, 'the database is down: a stale page was served');
            return sendKept(request, reply, key, stale, 'stale');
          }
          if (stale && Date.now() - changedAt(version) < STALE_PAGE_MAX_MS) {
            renderShared(request, page.path, version).catch((err: unknown) => {
              if (!(err instanceof RenderBusyError)) request.log.error({ err }, 'revalidating a page failed');
            });
            return sendKept(request, reply, key, stale, 'stale');
          }
          const { rendered, entry } = await renderShared(request, page.path, version, page.keep);
          if (rendered.status >= 500 && (await databaseDownNow())) return outage(request, reply);
          if (!entry) return sendRendered(reply.header('x-cache', 'miss'), rendered);
          return sendKept(request, reply, key, { version, body: entry }, 'miss');
        } catch (error) {
          if (isDatabaseUnavailable(error)) return outage(request, reply);
          if (!(error instanceof RenderBusyError)) throw error;
          const lang = /^\/zh(\/|$)/i.test(request.url) ? 'zh' : requestLang(request);
          // Paced: a client that retries at once (a flood, not a person) waits a moment for each
          // refusal, so it cannot turn the main thread into a 503 machine.
          await new Promise((resolve) => setTimeout(resolve, BUSY_DELAY_MS));
          return reply
            .status(503)
            .header('retry-after', String(BUSY_RETRY_SECONDS))
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(busyPage(lang, BUSY_RETRY_SECONDS));
        }
      },
    });
  });

  /**
   * The working draft a `preview` token in the URL stands for (a staff member's link from the
   * console); null without one or when it is not valid: the page everyone sees.
   */
  async function previewDraft(url: string): Promise<PreviewDraft | null> {
    if (!url.includes('preview=')) return null;
    const token = new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('preview');
    return token ? services.content.drafts.previewOf(token) : null;
  }

  /** A page with a record's draft: rendered for this request alone, kept by no cache. */
  async function sendPreview(
    request: FastifyRequest,
    reply: FastifyReply,
    page: string,
    draft: PreviewDraft,
  ) {
    const rendered = await pool.render({
      contentVersion: await cache.version(),
      method: 'GET',
      url: `${origin(request)}${page}`,
      headers: forwardedHeaders(request),
      draft,
    });
    const headers = rendered.headers.filter(([name]) => name !== 'cache-control');
    return sendRendered(
      reply
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('x-cache', 'preview'),
      { ...rendered, headers },
    );
  }

  /**
   * Whether a failed render met a database that is down. Asked now, not at the last poll: a page
   * that fails in the second after the database stopped still gets the outage page, not a 500.
   */
  async function databaseDownNow(): Promise<boolean> {
    await cache.refresh();
    return cache.databaseDown();
  }

  /** The database is down and nothing is kept: "try again shortly" in the visitor's language. */
  function outage(request: FastifyRequest, reply: FastifyReply) {
    const lang = /^\/zh(\/|$)/i.test(request.url) ? 'zh' : requestLang(request);
    return reply
      .status(503)
      .header('retry-after', String(OUTAGE_RETRY_SECONDS))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(busyPage(lang, OUTAGE_RETRY_SECONDS, 'outage'));
  }

  /** Sends a kept page (stale, or just rendered) as a hit would, made ready once for its version. */
  function sendKept(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    kept: { version: string; body: string },
    state: CacheState,
  ) {
    const ready = cache.derived(key, kept.version, readyPage) ?? readyPage(kept.body);
    return sendReady(reply, ready, request.headers['accept-encoding'], state);
  }
}

/** Request URLs whose canonical page is remembered (then forgotten all at once). */
const CANONICAL_URLS_KEPT = 2000;

/** How long a visitor turned away by a full render queue is asked to wait. */
const BUSY_RETRY_SECONDS = 2;
/** How long the busy answer itself takes. */
const BUSY_DELAY_MS = 1000;

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The request's headers for the renderer (cookies and languages decide redirects). */
function forwardedHeaders(request: FastifyRequest): [string, string][] {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length') continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.push([name, v]);
  }
  return headers;
}

function sendRendered(reply: FastifyReply, rendered: RenderedPage) {
  reply.status(rendered.status);
  const cookies: string[] = [];
  for (const [name, value] of rendered.headers) {
    if (name === 'set-cookie') cookies.push(value);
    else reply.header(name, value);
  }
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(rendered.body);
}

/** Development: Vite in middleware mode; each request loads the current modules (edits show at once). */
async function mountDevelopment(
  app: FastifyInstance,
  options: { services: Services; config: Config },
): Promise<void> {
  const [{ createServer }, middie] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({
    root: projectRoot,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  await app.register(middie.default);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  const base: LoadContext = { services: options.services, config: options.config };
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    pages.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/*',
      async handler(request, reply) {
        const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
        const response = await createRequestHandler(
          pageLoaders(build, options.services.platform.images.metaFor),
          'development',
        )(toFetchRequest(request, reply), { ...base, clientIp: request.ip });
        return sendFetchResponse(reply, response);
      },
    });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The page-render workers (production only): their load, for metrics and tests. */
    renderPool?: RenderPool;
  }
}
