import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { message, type Lang, type MessageKey } from '#contract/messages.js';
import { problemOf } from '#contract/schemas.js';
import { AppError } from '../lib/errors.js';
import { requestLang } from '../lib/requestLang.js';
import { errorMessage, type ErrorKey } from '../lib/staffMessages.js';
import { findCached, sendCached } from '../lib/sendCached.js';

export interface Envelope {
  code: 0 | 1;
  msg: string;
  data: unknown;
}

export interface HandlerInput<Q, B> {
  query: Q;
  body: B;
  lang: Lang;
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface HandlerResult {
  data: unknown;
  msg?: MessageKey;
  params?: Record<string, string | number>;
}

interface RouteSpec<Q extends z.ZodType, B extends z.ZodType> {
  method: 'GET' | 'POST';
  url: string;
  tag: string;
  summary: string;
  description?: string;
  query?: Q;
  body?: B;
  /**
   * Public content that only staff change: the answer is kept per content version
   * (services/contentCache.ts) and served from memory until content changes.
   */
  cached?: boolean;
  /** Words a failed check of `body` itself, when the call names its fields its own way. */
  invalid?(error: z.ZodError, lang: Lang, value: unknown): AppError;
  handler(input: HandlerInput<z.output<Q>, z.output<B>>): Promise<HandlerResult>;
}

export function success(lang: Lang, result: HandlerResult): Envelope {
  return { code: 1, msg: message(result.msg ?? 'ok', lang, result.params), data: result.data };
}

export function failure(
  lang: Lang,
  key: ErrorKey,
  params: Record<string, string | number> = {},
  data: unknown = null,
): Envelope {
  return { code: 0, msg: errorMessage(key, lang, params), data };
}

/**
 * Turns the first failed check of a schema into an AppError in the visitor's words, naming the
 * field it is about (a form shows the message there: header X-Invalid-Field, the body unchanged).
 */
function validationError(error: z.ZodError, lang: Lang): AppError {
  const { key, params, field } = problemOf(error.issues[0], lang);
  return new AppError(key, params, 200, null, undefined, field);
}

export function parse<S extends z.ZodType>(
  schema: S,
  value: unknown,
  lang: Lang,
  invalid: (error: z.ZodError, lang: Lang, value: unknown) => AppError = validationError,
): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw invalid(result.error, lang, value);
  return result.data;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const toJsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

/**
 * Registers one call of the public contract: zod checks the input (the JSON schema given to
 * Fastify only documents it in OpenAPI), the handler calls a service, and the answer is wrapped
 * in the `{code, msg, data}` envelope.
 */
export function apiRoute<Q extends z.ZodType = z.ZodUnknown, B extends z.ZodType = z.ZodUnknown>(
  app: FastifyInstance,
  spec: RouteSpec<Q, B>,
): void {
  app.route({
    method: spec.method,
    url: spec.url,
    schema: {
      tags: [spec.tag],
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      ...(spec.query ? { querystring: toJsonSchema(spec.query) } : {}),
      ...(spec.body ? { body: toJsonSchema(spec.body) } : {}),
    },
    async handler(request, reply) {
      const lang = requestLang(request);
      const run = async () => {
        // A POST without a body schema takes its parameters from the query or, as well, a JSON body.
        const params =
          spec.method === 'POST' && !spec.body && isObject(request.body)
            ? { ...request.body, ...(request.query as object) }
            : request.query;
        const query = spec.query ? parse(spec.query, params, lang) : (undefined as z.output<Q>);
        const body = spec.body
          ? parse(spec.body, request.body, lang, spec.invalid)
          : (undefined as z.output<B>);
        return success(lang, await spec.handler({ query, body, lang, ip: request.ip, request, reply }));
      };
      if (!spec.cached) return run();
      const { cache } = app.services.content;
      const { key, version, body: kept } = await findCached(cache, `${lang} ${request.url}`);
      const json = () => reply.type('application/json; charset=utf-8');
      if (kept !== undefined) return sendCached(request, json(), cache, { key, version, body: kept }, 'hit');
      // Marked before the answer is made, so one that fails is marked a miss as well.
      reply.header('x-cache', 'miss');
      const body = JSON.stringify(await run());
      cache.set(key, version, body);
      return sendCached(request, json(), cache, { key, version, body }, 'miss');
    },
  });
}
