import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import type { Lang } from '../../contract/messages.js';
import type { Db } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { requestLang } from '../lib/requestLang.js';
import { sanitizeRichText } from '../lib/richText.js';
import { splitList, uploadUrl } from '../services/wire.js';
import { ADMIN_MESSAGES, adminMessage, type AdminMessageKey } from './messages.js';

/**
 * A refusal of the staff API, answered as `{message, errors}` (what react-admin reads: `message`
 * is shown, `errors` marks form fields) with an HTTP 4xx status.
 */
export class AdminError extends Error {
  constructor(
    readonly key: AdminMessageKey,
    readonly status = 400,
    readonly params: Record<string, string | number> = {},
    /** Field name → message key (with its parameters), for forms. */
    readonly fields: Record<string, { key: AdminMessageKey; params?: Record<string, string | number> }> = {},
    /** Seconds until a throttled request may be tried again (Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(key);
    this.name = 'AdminError';
  }

  body(lang: Lang) {
    const errors = Object.fromEntries(
      Object.entries(this.fields).map(([field, e]) => [field, adminMessage(e.key, lang, e.params)]),
    );
    return { message: adminMessage(this.key, lang, this.params), errors };
  }
}

export const notFound = () => new AdminError('notFound', 404);

/** The message key and parameters of one failed zod check, for a form field. */
function fieldMessage(issue: z.core.$ZodIssue): {
  key: AdminMessageKey;
  params?: Record<string, string | number>;
} {
  if (issue.message in ADMIN_MESSAGES) return { key: issue.message as AdminMessageKey };
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return { key: 'required' };
      return { key: issue.expected === 'number' ? 'notNumber' : 'invalid' };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'tooLong', params: { max: Number(issue.maximum) } }
        : { key: 'atMost', params: { max: Number(issue.maximum) } };
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? { key: 'required' }
          : { key: 'tooShort', params: { min: Number(issue.minimum) } };
      return { key: 'atLeast', params: { min: Number(issue.minimum) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'invalidEmail' : 'invalid' };
    case 'invalid_value':
      return { key: 'oneOf', params: { list: issue.values.map(String).join(', ') } };
    default:
      return { key: 'invalid' };
  }
}

/** Checks a body with zod; a failure names every bad field (400). */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  // reportInput: whether a value was missing or wrong decides the message.
  const result = schema.safeParse(value ?? {}, { reportInput: true });
  if (result.success) return result.data;
  const fields: AdminError['fields'] = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    fields[field] ??= fieldMessage(issue);
  }
  return failInput(fields);
}

export function failInput(fields: AdminError['fields']): never {
  throw new AdminError('invalidInput', 400, { fields: Object.keys(fields).join(', ') }, fields);
}

/** The answer to an error of a staff route, in the request's language. */
export function sendAdminError(request: FastifyRequest, reply: FastifyReply, error: AdminError) {
  if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
  const body = error.body(requestLang(request));
  // A failure of ours names its request id (also in X-Request-Id on every answer) for staff to quote.
  return reply.status(error.status).send(error.status >= 500 ? { ...body, request_id: request.id } : body);
}

// ra-data-simple-rest list parameters -------------------------------------------------------

export interface ListParams {
  sort: { field: string; order: 'ASC' | 'DESC' } | null;
  /** Inclusive first and last index, as react-admin sends them. */
  range: [number, number] | null;
  filter: Record<string, unknown>;
}

const MAX_PAGE = 1000;

function jsonParam(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new AdminError('invalidQuery', 400, { name, reason: 'not JSON' });
  try {
    return JSON.parse(raw);
  } catch {
    throw new AdminError('invalidQuery', 400, { name, reason: 'not JSON' });
  }
}

const sortSchema = z.tuple([z.string().min(1).max(64), z.string().transform((s) => s.toUpperCase())]);
const rangeSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);

/** `?sort=["title","ASC"]&range=[0,24]&filter={"q":"x"}` of a getList, getMany or getManyReference. */
export function parseListQuery(query: unknown): ListParams {
  const q = (query ?? {}) as Record<string, unknown>;
  const sortRaw = jsonParam('sort', q.sort);
  const rangeRaw = jsonParam('range', q.range);
  const filterRaw = jsonParam('filter', q.filter) ?? {};
  let sort: ListParams['sort'] = null;
  if (sortRaw !== undefined) {
    const parsed = sortSchema.safeParse(sortRaw);
    if (!parsed.success || !['ASC', 'DESC'].includes(parsed.data[1]))
      throw new AdminError('invalidQuery', 400, { name: 'sort', reason: '["field","ASC"|"DESC"]' });
    sort = { field: parsed.data[0], order: parsed.data[1] as 'ASC' | 'DESC' };
  }
  let range: ListParams['range'] = null;
  if (rangeRaw !== undefined) {
    const parsed = rangeSchema.safeParse(rangeRaw);
    if (!parsed.success || parsed.data[1] < parsed.data[0])
      throw new AdminError('invalidQuery', 400, { name: 'range', reason: '[first,last]' });
    range = [parsed.data[0], Math.min(parsed.data[1], parsed.data[0] + MAX_PAGE - 1)];
  }
  if (typeof filterRaw !== 'object' || filterRaw === null || Array.isArray(filterRaw))
    throw new AdminError('invalidQuery', 400, { name: 'filter', reason: 'an object' });
  return { sort, range, filter: filterRaw as Record<string, unknown> };
}

/** Offset and limit of a range; without one (getMany) the first MAX_PAGE rows. */
export function pageOf(params: ListParams): { offset: number; limit: number } {
  if (!params.range) return { offset: 0, limit: MAX_PAGE };
  return { offset: params.range[0], limit: params.range[1] - params.range[0] + 1 };
}

/** The sort of a list: a known field or a 400 naming the sortable ones. */
export function sortOf<F extends string>(
  params: ListParams,
  sortable: readonly F[],
  fallback: { field: F; order: 'ASC' | 'DESC' },
): { field: F; order: 'asc' | 'desc' } {
  const sort = params.sort ?? fallback;
  if (!(sortable as readonly string[]).includes(sort.field))
    throw new AdminError('unknownSort', 400, { field: sort.field, allowed: sortable.join(', ') });
  return { field: sort.field as F, order: sort.order === 'ASC' ? 'asc' : 'desc' };
}

/** Checks a list's filter: unknown names are refused (a typo must not list everything). */
export function parseFilter<S extends z.ZodObject>(schema: S, filter: Record<string, unknown>): z.output<S> {
  const allowed = Object.keys(schema.shape);
  const unknown = Object.keys(filter).find((k) => !allowed.includes(k));
  if (unknown) throw new AdminError('unknownFilter', 400, { field: unknown, allowed: allowed.join(', ') });
  const result = schema.safeParse(filter);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new AdminError('invalidQuery', 400, {
      name: `filter.${issue?.path.map(String).join('.') ?? ''}`,
      reason: issue?.message ?? '',
    });
  }
  return result.data;
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

// Shared zod pieces for records -------------------------------------------------------------

/** Blank inputs of react-admin arrive as null; a text field stores ''. */
export const text = (max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(max));

/**
 * A link a page may put in href, src or og:image: a path on this site (`/uploads/…`, `demo/…`) or
 * an http(s) address. No other scheme (`javascript:`, `data:`), no `//host` (another site without
 * saying so), no spaces or control characters.
 */
export function isSafeLink(value: string): boolean {
  if (/^https?:\/\/[^\s/]+[^\s]*$/i.test(value)) return true;
  // \s covers spaces and line breaks; other control characters are below U+0020.
  const hasControl = [...value].some((c) => c.charCodeAt(0) < 0x20);
  return (
    !/^[a-z][a-z\d+.-]*:/i.test(value) && !/^[/\\]{2}/.test(value) && !/[\s\\]/.test(value) && !hasControl
  );
}

/** One link field (empty allowed). */
export const link = (max: number) => text(max).refine((v) => v === '' || isSafeLink(v), 'unsafeLink');

/** Comma-separated links (`images`, `download`). */
export const linkList = (max: number) =>
  text(max).refine(
    (v) =>
      v
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .every(isSafeLink),
    'unsafeLink',
  );

export const requiredText = (max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().min(1).max(max));

export const int = (min: number, max: number) =>
  z.preprocess((v) => (v === null || v === '' ? undefined : v), z.coerce.number().int().min(min).max(max));

export const flag01 = z.preprocess(
  (v) => (v === true ? 1 : v === false ? 0 : v),
  z.union([z.literal(0), z.literal(1)]),
);

export const MAX_ID = 2_147_483_647;
export const idList = z.array(z.coerce.number().int().min(1).max(MAX_ID)).max(500);

/** Times of filters and records: milliseconds since the epoch (an ISO date is accepted too). */
export const timeMs = z.preprocess(
  (v) => (typeof v === 'string' && !/^\d+$/.test(v) ? Date.parse(v) : v),
  z.coerce.number().int().min(0).max(8.64e15),
);

export function idParam(raw: unknown): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw notFound();
  return id;
}

/** A free-text filter as a LIKE pattern, with the wildcard characters taken literally. */
export function likePattern(q: string): string {
  return `%${q
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `q`: any of the columns contains the text, case-insensitively (LIKE on both dialects). */
export function textMatch(columns: readonly string[], q: string) {
  const pattern = likePattern(q);
  return sql<boolean>`(${sql.join(
    columns.map((c) => sql`lower(${sql.ref(c)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/** zod fields of language pairs: `name` (Chinese) and `en_name` (English). */
export function pairFields<const K extends string>(names: readonly K[], max: number) {
  const shape = {} as Record<K | `en_${K}`, ReturnType<typeof text>>;
  for (const name of names) {
    shape[name] = text(max);
    shape[`en_${name}`] = text(max);
  }
  return shape;
}

/** Sanitises the HTML fields of a (partial) record on the way in. */
export function sanitizeFields<T extends object>(values: T, names: readonly string[]): T {
  const out = { ...values } as Record<string, unknown>;
  for (const name of names) {
    for (const key of [name, `en_${name}`]) {
      if (typeof out[key] === 'string') out[key] = sanitizeRichText(out[key]);
    }
  }
  return out as T;
}

/** Stored upload paths of a comma-separated column, as display URLs. */
export const urlsOf = (csv: string) => splitList(csv).map(uploadUrl);

/** Refuses (400, on the field) ids that name no row of a table. */
export async function assertIds(
  db: Db,
  table: 'product' | 'content_item' | 'category' | 'tag',
  ids: readonly number[],
  field: string,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await db.selectFrom(table).select('id').where('id', 'in', unique).execute();
  const found = new Set(rows.map((r) => r.id));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length)
    failInput({ [field]: { key: 'referenceMissing', params: { name: field, ids: missing.join(', ') } } });
}

/**
 * Checks the fields a PUT carries; fields it leaves out keep their values (zod 4 would fill in
 * the schema's defaults for them).
 */
export function parsePatch<S extends z.ZodObject>(schema: S, body: unknown): Partial<z.output<S>> {
  const parsed = parseBody(schema.partial(), body) as Record<string, unknown>;
  const given = typeof body === 'object' && body !== null ? body : {};
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => key in given)) as Partial<z.output<S>>;
}

/**
 * Filters every list takes: `id` (getMany sends a list) and the free text `q`. A 0 in the list
 * (a top-level category's `parent_id`, shown through a reference field) matches nothing.
 */
export const commonFilters = {
  id: z
    .union([z.array(z.coerce.number().int().min(0).max(MAX_ID)).max(500), z.coerce.number().int()])
    .optional(),
  q: z.string().max(200).optional(),
};

/** The `missing_lang` filter of bilingual resources. */
export const missingLangFilter = { missing_lang: z.enum(['en', 'zh', 'any']).optional() };

/** One page of a filtered query in the requested order, and how many rows match in all. */
export async function listPage<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB, O>,
  params: ListParams,
  order: (q: SelectQueryBuilder<Database, TB, O>) => SelectQueryBuilder<Database, TB, O>,
): Promise<{ rows: O[]; total: number }> {
  const { offset, limit } = pageOf(params);
  const [rows, total] = await Promise.all([
    order(query).limit(limit).offset(offset).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
