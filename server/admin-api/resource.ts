import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Lang } from '#contract/messages.js';
import type { SessionStage, StaffRole } from '../db/schema.js';
import { requestLang } from '../lib/requestLang.js';
import { changedFields, filledFields } from '../services/staff/audit.js';
import type { Services } from '../services/index.js';
import { DESK_ROLES } from '../services/staff/coverage.js';
import type { ListAnswer, ListQuery } from '../services/platform/listing.js';
import type { StaffIdentity } from '../services/staff/sessions.js';
import type { Edit } from '../services/content/revisions.js';
import { requireStepUp, type StepUp } from './proof.js';
import type { ListRules } from '#contract/records.js';
import {
  idParam,
  listQueryOf,
  parseBody,
  parseListQuery,
  parsePatch,
  requireOneLanguage,
  type IssueWords,
  type ListParams,
} from './validation.js';

/** Who may call a route: anyone (sign-in), any signed-in staff, or some roles. */
export type Access = 'public' | 'staff' | readonly StaffRole[];

export const EDITOR: readonly StaffRole[] = ['admin', 'editor'];
/** The enquiry desk. */
export const SUPPORT = DESK_ROLES;
export const ADMIN: readonly StaffRole[] = ['admin'];

export interface Ctx {
  services: Services;
  staff: StaffIdentity;
  lang: Lang;
  request: FastifyRequest;
}

export function ctxOf(app: FastifyInstance, request: FastifyRequest): Ctx {
  // The access hook has set request.staff on every route that is not public.
  return { services: app.services, staff: request.staff!, lang: requestLang(request), request };
}

/** The `:id` of a route, or a 404. */
export const routeId = (request: FastifyRequest) => idParam((request.params as { id: string }).id);

/** What a staff route's handler gets: the checked body, who asks, and its audit line. */
export interface StaffCall<B> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The body checked with the route's schema (undefined without one). */
  body: B;
  /** The signed-in member (on a `public` route, nobody: do not read it there). */
  staff: StaffIdentity;
  lang: Lang;
  /** The route's `:id`, or a 404. */
  id(): number;
  /**
   * Writes the route's audit action about one record: by the signed-in member, or by `staffId`
   * when a sign-in names who it is (null: nobody signed in).
   */
  audit(entityId: string | number, detail?: Record<string, unknown>, staffId?: number | null): Promise<void>;
}

/** One staff route, declared as the public `apiRoute` is: method, URL, access, body, audit action. */
export interface StaffRouteSpec<B extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  access: Access;
  /** Sign-ins not finished that may call the route too (server/admin-api/index.ts). */
  stages?: readonly SessionStage[];
  /** A sensitive change: the fresh proof of who asks that it wants (proof.ts). */
  stepUp?: StepUp;
  /**
   * The check of a `:id` in the URL, made before the body's (a 404 before a 400); without it, a
   * record's number (idParam).
   */
  id?: (raw: string) => void;
  /** The body's schema, from the contract (contract/staffApi.ts, contract/records.ts). */
  body?: B;
  /** A schema's own words for some failed checks. */
  words?: IssueWords;
  bodyLimit?: number;
  /** What `call.audit` writes to the audit log: the action and the kind of record. */
  audit?: { action: string; entity: string };
  handler(call: StaffCall<z.output<B>>): unknown;
}

/** The audit log's line of a staff change; every staff route writes through this. */
export function writeAudit(
  app: FastifyInstance,
  staffId: number | null,
  [action, entity]: [action: string, entity: string],
  entityId: string | number,
  detail?: Record<string, unknown>,
) {
  return app.services.staff.audit.write({ staffId, action, entity, entityId, detail });
}

/**
 * Registers one staff route: the access hook (index.ts) checks who may call it, zod checks the
 * body, the handler calls a service and answers.
 */
export function staffRoute<B extends z.ZodType = z.ZodUnknown>(
  app: FastifyInstance,
  spec: StaffRouteSpec<B>,
) {
  const { method, url, access, stages, bodyLimit, audit } = spec;
  app.route({
    method,
    url,
    config: stages ? { access, stages } : { access },
    ...(bodyLimit ? { bodyLimit } : {}),
    async handler(request, reply) {
      const raw = (request.params as { id?: string }).id;
      if (raw !== undefined) (spec.id ?? idParam)(raw);
      const body = spec.body ? parseBody(spec.body, request.body, spec.words) : (undefined as z.output<B>);
      // After the body's check: a proof is not spent on a request that would be refused anyway.
      if (spec.stepUp) await requireStepUp(app, request, spec.stepUp);
      return spec.handler({
        request,
        reply,
        body,
        // The access hook has set request.staff on every route that is not public.
        staff: request.staff!,
        lang: requestLang(request),
        id: () => routeId(request),
        audit(entityId, detail, staffId = request.staff?.id ?? null) {
          if (!audit) throw new Error(`staff route ${method} ${url} declares no audit action`);
          return writeAudit(app, staffId, [audit.action, audit.entity], entityId, detail);
        },
      });
    },
  });
}

/** The list answer: an array, and its place in the whole in Content-Range. */
export function sendList(
  reply: FastifyReply,
  resource: string,
  params: ListParams,
  rows: unknown[],
  total: number,
) {
  const first = params.range?.[0] ?? 0;
  const last = rows.length ? first + rows.length - 1 : first;
  reply.header('content-range', `${resource} ${first}-${last}/${total}`);
  reply.header('access-control-expose-headers', 'Content-Range, X-Unread-Count');
  return reply.send(rows);
}

/**
 * A resource's path (`/name`), its name in the audit log (the table), who may call it, and
 * whether it is public content: then every write marks the content changed, so cached pages and
 * answers go.
 */
export type ResourceHead = [name: string, entity: string, access: readonly StaffRole[], content?: boolean];

/** One ra-data-simple-rest resource: list, one record, and whichever writes it allows. */
export interface ResourceDef<R extends { id: number }, S extends z.ZodObject, F extends string> {
  list(query: ListQuery<z.output<S>, F>, ctx: Ctx): Promise<ListAnswer<R>>;
  one(id: number, ctx: Ctx): Promise<R>;
  /** Answers the new record's id. */
  create?(body: unknown, ctx: Ctx): Promise<number>;
  /** May answer changed fields the record does not show (a new password). */
  update?(id: number, body: unknown, ctx: Ctx): Promise<void | string[]>;
  remove?(id: number, ctx: Ctx): Promise<void>;
  /** Hook for extra headers of a list (X-Unread-Count). */
  listHeaders?(ctx: Ctx): Promise<Record<string, string>>;
  /** Its writes are sensitive changes: the fresh proof they want (proof.ts). */
  writeStepUp?: StepUp;
}

/** Computed fields that change without anyone editing them: not "changed fields" in the audit. */
const NOT_EDITS = ['update_time', 'missing_langs', 'preview_url', 'preview_url_zh'];

/**
 * Registers GET /name, GET /name/:id, POST /name, PUT /name/:id, DELETE /name/:id in the
 * conventions of ra-data-simple-rest, with the audit log and cache invalidation done once here.
 */
export function registerResource<R extends { id: number }, S extends z.ZodObject, F extends string>(
  app: FastifyInstance,
  [name, entity, access, content = false]: ResourceHead,
  rules: ListRules<S, F>,
  def: ResourceDef<R, S, F>,
): void {
  const audit = (action: string) => ({ action, entity });
  /** After a write: the audit line, and for public content the cached pages and answers go. */
  async function afterWrite(call: StaffCall<unknown>, id: number, detail: Record<string, unknown>) {
    await call.audit(id, detail);
    if (content) await app.services.content.cache.changed();
  }
  const ctx = (call: StaffCall<unknown>): Ctx => ({
    services: app.services,
    staff: call.staff,
    lang: call.lang,
    request: call.request,
  });

  staffRoute(app, {
    method: 'GET',
    url: `/${name}`,
    access,
    async handler(call) {
      const params = parseListQuery(call.request.query);
      const { rows, total } = await def.list(listQueryOf(params, rules), ctx(call));
      if (def.listHeaders) call.reply.headers(await def.listHeaders(ctx(call)));
      return sendList(call.reply, name, params, rows, total);
    },
  });

  staffRoute(app, {
    method: 'GET',
    url: `/${name}/:id`,
    access,
    handler: (call) => def.one(call.id(), ctx(call)),
  });

  const { create, update, remove, writeStepUp: stepUp } = def;
  const bodyLimit = 16 * 1024 * 1024;
  if (create) {
    staffRoute(app, {
      method: 'POST',
      url: `/${name}`,
      access,
      bodyLimit,
      stepUp,
      audit: audit('create'),
      async handler(call) {
        const id = await create(call.request.body, ctx(call));
        const record = await def.one(id, ctx(call));
        await afterWrite(call, id, { fields: filledFields(record, ['id', 'create_time', ...NOT_EDITS]) });
        return call.reply.status(201).send(record);
      },
    });
  }
  if (update) {
    staffRoute(app, {
      method: 'PUT',
      url: `/${name}/:id`,
      access,
      bodyLimit,
      stepUp,
      audit: audit('update'),
      async handler(call) {
        const id = call.id();
        const before = await def.one(id, ctx(call));
        const hidden = (await update(id, call.request.body, ctx(call))) ?? [];
        const after = await def.one(id, ctx(call));
        await afterWrite(call, id, { fields: [...changedFields(before, after, NOT_EDITS), ...hidden] });
        return after;
      },
    });
  }
  if (remove) {
    staffRoute(app, {
      method: 'DELETE',
      url: `/${name}/:id`,
      access,
      stepUp,
      audit: audit('delete'),
      async handler(call) {
        const id = call.id();
        const before = await def.one(id, ctx(call));
        await remove(id, ctx(call));
        await afterWrite(call, id, {});
        return before;
      },
    });
  }
}

/** The reads and writes of a kind of record the console edits (server/services). */
export interface RecordService<R, B, Q> {
  record(id: number): Promise<R>;
  records(query: Q): Promise<ListAnswer<R>>;
  create(values: B, edit?: Edit): Promise<number>;
  update(id: number, values: Partial<B>, edit?: Edit): Promise<void>;
  remove(id: number, edit?: Edit): Promise<void>;
}

/**
 * An editor's resource of public content: the body checked with its schema (and, for a record
 * that has one, its `required` pair in one language at least), then the service's read or write.
 */
export function contentResource<
  R extends { id: number },
  B extends z.ZodObject,
  S extends z.ZodObject,
  F extends string,
>(
  app: FastifyInstance,
  [name, entity]: [name: string, entity: string],
  rules: ListRules<S, F>,
  body: B,
  service: RecordService<R, z.output<B>, ListQuery<z.output<S>, F>>,
  required?: string,
): void {
  registerResource(app, [name, entity, EDITOR, true], rules, {
    one: (id) => service.record(id),
    list: (query) => service.records(query),
    async create(input, ctx) {
      const values = parseBody(body, input);
      if (required) requireOneLanguage(values, required);
      return service.create(values, { by: ctx.staff.id });
    },
    update: (id, input, ctx) => service.update(id, parsePatch(body, input), { by: ctx.staff.id }),
    remove: (id, ctx) => service.remove(id, { by: ctx.staff.id }),
  });
}
