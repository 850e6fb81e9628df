import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import { INVALID_FIELD_HEADER, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '#contract/constants.js';
import { failure } from '../api/route.js';
import { isDatabaseUnavailable, OUTAGE_RETRY_SECONDS } from '../lib/databaseDown.js';
import { AppError } from '../lib/errors.js';
import { FRAMEWORK_ERRORS } from '../lib/frameworkErrors.js';
import { requestLang } from '../lib/requestLang.js';
import type { AppOptions } from '../app.js';
import type { Config } from '../config.js';
import { requestId } from './requestId.js';

/** The Fastify instance with the server's limits and time-outs, logging and request ids. */
export function createServer(config: Config, options: AppOptions): FastifyInstance {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.nodeEnv === 'test' ? 'warn' : 'info',
            redact: ['req.headers.cookie', 'req.headers.token'],
          },
    // A hop count as a function: the client is the right-most address not written by one of the
    // `n` proxies in front (Fastify's own types take no number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Time-outs a 500 MB upload over a slow line passes (it keeps sending) and a stalled or
    // trickled request does not: no bound on a whole request, a bound on silence.
    requestTimeout: 0,
    connectionTimeout: config.idleTimeoutSeconds * 1000,
    // Longer than a load balancer's idle time-out (60 s on most), so it closes idle connections first.
    keepAliveTimeout: 72_000,
    genReqId: requestId,
    // Fastify's two lines per request are replaced by one (plugins/requestId.ts, LOG_REQUESTS).
    logController: new LogController({ disableRequestLogging: true }),
  });
  // Node checks it every `connectionsCheckingInterval` (30 s), so a trickled header ends within
  // about HEADERS_TIMEOUT_SECONDS + 30 s; silence ends sooner, at IDLE_TIMEOUT_SECONDS.
  app.server.headersTimeout = config.headersTimeoutSeconds * 1000;
  return app;
}

/**
 * How requests are read and answers written, for every route: body parsers (JSON, forms,
 * multipart uploads), the error handler that turns any failure into the `{code, msg, data}`
 * envelope, compression and cookies. Before any route, which takes the error handler it finds.
 */
export async function httpPlugin(app: FastifyInstance): Promise<void> {
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
      // A form puts the message at this field; the body stays the specification's envelope.
      if (error.field) reply.header(INVALID_FIELD_HEADER, error.field);
      return reply.status(error.status).send(failure(lang, error.key, error.params, error.data));
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(failure(lang, known.key));
    if (error.statusCode === 429)
      return reply.status(429).send(failure(lang, 'tooManyRequests', { minutes: 1 }));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(failure(lang, 'invalidParameter', { name: 'request' }));
    }
    if (isDatabaseUnavailable(error)) {
      // The bucket's client fails the same way when the file store cannot be reached.
      const what = '$metadata' in error ? 'the file store' : 'the database';
      request.log.warn({ err: error }, `${what} does not answer: asked to try again shortly`);
      return reply
        .status(503)
        .header('retry-after', String(OUTAGE_RETRY_SECONDS))
        .send(failure(lang, 'serviceUnavailable', {}, { retry_after: OUTAGE_RETRY_SECONDS }));
    }
    request.log.error({ err: error }, 'request failed');
    // Every answer has the id in X-Request-Id; a failure of ours also names it in the envelope
    // (docs/product.md §7's fields stay as they are), for the visitor or staff to quote.
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
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 10, parts: UPLOAD_MAX_FILES + 10 },
  });
}
