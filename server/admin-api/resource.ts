import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Lang } from '../../contract/messages.js';
import type { StaffRole } from '../db/schema.js';
import { requestLang } from '../lib/requestLang.js';
import { changedFields, filledFields } from '../services/staff/audit.js';
import type { Services } from '../services/index.js';
import { DESK_ROLES } from '../services/desk/routing.js';
import type { ListAnswer, ListQuery } from '../services/platform/listing.js';
import type { StaffIdentity } from '../services/staff/sessions.js';
import type { ListRules } from '../../contract/records.js';
import {
  idParam,
  listQueryOf,
  parseBody,
  parseListQuery,
  parsePatch,
  requireOneLanguage,
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
  const config = { access };

  async function afterWrite(ctx: Ctx, action: string, id: number, detail: Record<string, unknown>) {
    await app.services.audit.write({
      staffId: ctx.staff.id,
      action,
      entity,
      entityId: id,
      detail,
    });
    if (content) await app.services.cache.changed();
  }

  app.get(`/${name}`, { config }, async (request, reply) => {
    const ctx = ctxOf(app, request);
    const params = parseListQuery(request.query);
    const { rows, total } = await def.list(listQueryOf(params, rules), ctx);
    if (def.listHeaders) reply.headers(await def.listHeaders(ctx));
    return sendList(reply, name, params, rows, total);
  });

  app.get(`/${name}/:id`, { config }, async (request) => def.one(routeId(request), ctxOf(app, request)));

  const { create, update, remove } = def;
  if (create) {
    app.post(`/${name}`, { config, bodyLimit: 16 * 1024 * 1024 }, async (request, reply) => {
      const ctx = ctxOf(app, request);
      const id = await create(request.body, ctx);
      const record = await def.one(id, ctx);
      await afterWrite(ctx, 'create', id, {
        fields: filledFields(record, ['id', 'create_time', ...NOT_EDITS]),
      });
      return reply.status(201).send(record);
    });
  }
  if (update) {
    app.put(`/${name}/:id`, { config, bodyLimit: 16 * 1024 * 1024 }, async (request) => {
      const ctx = ctxOf(app, request);
      const id = routeId(request);
      const before = await def.one(id, ctx);
      const hidden = (await update(id, request.body, ctx)) ?? [];
      const after = await def.one(id, ctx);
      await afterWrite(ctx, 'update', id, {
        fields: [...changedFields(before, after, NOT_EDITS), ...hidden],
      });
      return after;
    });
  }
  if (remove) {
    app.delete(`/${name}/:id`, { config }, async (request) => {
      const ctx = ctxOf(app, request);
      const id = routeId(request);
      const before = await def.one(id, ctx);
      await remove(id, ctx);
      await afterWrite(ctx, 'delete', id, {});
      return before;
    });
  }
}

/** The reads and writes of a kind of record the console edits (server/services). */
export interface RecordService<R, B, Q> {
  record(id: number): Promise<R>;
  records(query: Q): Promise<ListAnswer<R>>;
  create(values: B): Promise<number>;
  update(id: number, values: Partial<B>): Promise<void>;
  remove(id: number): Promise<void>;
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
    async create(input) {
      const values = parseBody(body, input);
      if (required) requireOneLanguage(values, required);
      return service.create(values);
    },
    update: (id, input) => service.update(id, parsePatch(body, input)),
    remove: (id) => service.remove(id),
  });
}
