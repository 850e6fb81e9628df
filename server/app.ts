import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../contract/constants.js';
import { DERIVED_IMAGE } from '../contract/images.js';
import articleRoutes from './api/article.js';
import attaRoutes from './api/atta.js';
import casesRoutes from './api/cases.js';
import cateRoutes from './api/cate.js';
import commonRoutes from './api/common.js';
import leaveMessageRoutes from './api/leavemessage.js';
import productRoutes from './api/product.js';
import recruitingRoutes from './api/recruiting.js';
import { failure } from './api/route.js';
import adminApi from './admin-api/index.js';
import adminStatic from './adminStatic.js';
import type { Config } from './config.js';
import { migrate, openDatabase, type DatabaseHandle } from './db/index.js';
import { seedIfEmpty } from './db/seed/load.js';
import { baseCsp } from './lib/csp.js';
import { AppError } from './lib/errors.js';
import { FRAMEWORK_ERRORS } from './lib/frameworkErrors.js';
import { requestLang } from './lib/requestLang.js';
import { createServices } from './services/index.js';
import { createMailer, type Mailer } from './services/mail.js';
import { healthRoutes } from './plugins/health.js';
import { requestId, requestIdPlugin } from './plugins/requestId.js';
import { seoRoutes } from './seo.js';
import { mountSsr, type SsrMode } from './ssr.js';

export interface AppOptions {
  /** 'production' serves the built app, 'development' Vite with HMR, 'none' no pages (API tests). */
  ssr?: SsrMode | 'none';
  /** Replaces the clock (tests of expiry and cool-downs). */
  now?: () => number;
  mailer?: Mailer;
  logger?: boolean;
}

/** A Content-Disposition header that keeps a UTF-8 file name and has an ASCII fallback. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Builds the whole server (not listening): database migrated, demo content seeded, routes mounted. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.nodeEnv === 'test' ? 'warn' : 'info',
            redact: ['req.headers.cookie', 'req.headers.token'],
          },
    trustProxy: config.trustProxy,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Time-outs a 500 MB upload over a slow line passes (it keeps sending) and a stalled or
    // trickled request does not: no bound on a whole request, a bound on silence (decision 37).
    requestTimeout: 0,
    connectionTimeout: config.idleTimeoutSeconds * 1000,
    // Longer than a load balancer's idle time-out (60 s on most), so it closes idle connections first.
    keepAliveTimeout: 72_000,
    genReqId: requestId,
    // Fastify's two lines per request are replaced by one (plugins/requestId.ts, LOG_REQUESTS).
    logController: new LogController({ disableRequestLogging: true }),
  });
  // Outside fastify-plugin scoping on purpose: the hooks must see every route of the app.
  await requestIdPlugin(app, { logRequests: config.logRequests });

  // Node checks it every `connectionsCheckingInterval` (30 s), so a trickled header ends within
  // about HEADERS_TIMEOUT_SECONDS + 30 s; silence ends sooner, at IDLE_TIMEOUT_SECONDS.
  app.server.headersTimeout = config.headersTimeoutSeconds * 1000;

  const database: DatabaseHandle = openDatabase(config, (err) =>
    app.log.warn({ err }, 'an idle PostgreSQL connection was closed by the server; the pool replaces it'),
  );
  await migrate(database);
  const mailer = options.mailer ?? createMailer(config);
  const services = createServices({
    db: database.db,
    dialect: database.dialect,
    config,
    mailer,
    log: app.log,
    now: options.now ?? Date.now,
  });
  if (config.seedDemo) {
    const loaded = await seedIfEmpty(services);
    app.log.info(
      loaded
        ? `demo content loaded (${config.seedDemoReason})`
        : `demo content not loaded: the database already has content (${config.seedDemoReason})`,
    );
  } else {
    app.log.info(`demo content not loaded (${config.seedDemoReason})`);
  }
  // Set when the process is told to stop: /readyz then answers 503 (main.ts).
  const lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  app.decorate('services', services);

  const prune = setInterval(() => {
    services.limits.prune().catch((err: unknown) => app.log.error({ err }, 'pruning rate counters failed'));
    services.outbox.prune().catch((err: unknown) => app.log.error({ err }, 'pruning the mail outbox failed'));
  }, 3600_000);
  prune.unref();
  // Queued mail is retried every minute by every instance (each row is claimed by one); one run
  // at a time here, and closing waits for it so it never meets a closed database.
  let retrying: Promise<void> | null = null;
  const retryMail = setInterval(() => {
    retrying ??= services.outbox
      .retryDue()
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, 'retrying queued e-mail failed'),
      )
      .finally(() => {
        retrying = null;
      });
  }, 60_000);
  retryMail.unref();
  // Pictures a stop left half-derived are finished now, and pictures uploaded before the image
  // pipeline existed go through it (services/images.ts).
  services.images.kick();
  const backfill = services.images
    .backfill()
    .catch((err: unknown) =>
      app.log.error({ err }, 'sending earlier uploads through the image pipeline failed'),
    );
  app.addHook('onClose', async () => {
    clearInterval(prune);
    clearInterval(retryMail);
    await retrying;
    await services.images.stop();
    await backfill;
    mailer.close();
    await database.close();
  });

  // JSON bodies may be empty (checkEmail and sendEmail carry their data in the query).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('invalidJson', {}, 400), undefined);
    }
  });
  // Plain HTML forms post url-encoded bodies; they get the same checks as JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // zod checks inputs in each route; the JSON schemas are documentation for OpenAPI only.
  app.setValidatorCompiler(() => (data) => ({ value: data }));

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = requestLang(request);
    if (error instanceof AppError) {
      const retryAfter = error.data?.retry_after;
      if (error.status === 429 && typeof retryAfter === 'number')
        reply.header('retry-after', String(retryAfter));
      return reply.status(error.status).send(failure(lang, error.key, error.params, error.data));
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(failure(lang, known.key));
    if (error.statusCode === 429)
      return reply.status(429).send(failure(lang, 'tooManyRequests', { minutes: 1 }));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(failure(lang, 'invalidParameter', { name: 'request' }));
    }
    request.log.error({ err: error }, 'request failed');
    // Every answer has the id in X-Request-Id; a failure of ours also names it in the envelope
    // (SPEC §7's fields stay as they are), for the visitor or staff to quote.
    return reply.status(500).send({ ...failure(lang, 'serverError'), request_id: request.id });
  });

  // Pages and API answers compressed per request (fast brotli); built assets are precompressed
  // at build time (scripts/compress-assets.mjs) and served as they are.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  // One policy for every answer (server/lib/csp.ts), its header made once; rendered pages replace
  // it with one that adds the hashes of their inline scripts. Helmet sets the other headers.
  const policy = baseCsp({ development: options.ssr === 'development' });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', policy);
  });
  await app.register(fastifyHelmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 10, parts: UPLOAD_MAX_FILES + 10 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'valve-site public API',
        version: '1.0.0',
        description:
          'The public contract of SPEC §7. Every answer is {code, msg, data}: code 1 is success; code 0 carries msg in the language of the lang query, the lang cookie or Accept-Language.',
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  for (const routes of [
    cateRoutes,
    productRoutes,
    attaRoutes,
    casesRoutes,
    articleRoutes,
    commonRoutes,
    leaveMessageRoutes,
    recruitingRoutes,
  ]) {
    await app.register(routes);
  }
  await app.register(adminApi, { prefix: '/admin/api' });

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send(failure(requestLang(request), 'notFound'));
  fs.mkdirSync(services.uploads.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: services.uploads.root,
    prefix: '/uploads/',
    index: false,
    setHeaders(res, filePath) {
      res.header('X-Content-Type-Options', 'nosniff');
      // Uploaded files can never run script in our origin, even an SVG opened directly.
      res.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
      const visitorFile = filePath.startsWith(path.join(services.uploads.root, 'files') + path.sep);
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
    const upload = await services.uploads.byPath(stored);
    if (!upload) return notFound(request, reply);
    reply.header('Content-Disposition', attachment(upload.original_name));
    return reply.sendFile(stored);
  });

  await app.register(healthRoutes, {
    database,
    uploadsRoot: services.uploads.root,
    isDraining: () => lifecycle.draining,
  });

  app.setNotFoundHandler(notFound);
  // Unknown API paths answer the envelope even though every other path goes to the pages.
  app.all('/api/*', notFound);

  await app.register(seoRoutes, { services, config });
  await app.register(adminStatic);

  if (options.ssr && options.ssr !== 'none') {
    await mountSsr(app, { mode: options.ssr, services, config });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `draining` is set when the process has been told to stop (main.ts, /readyz). */
    lifecycle: { draining: boolean };
  }
}
