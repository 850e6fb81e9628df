import { z } from 'zod';
import type { ListRules } from '#contract/records.js';
import { MAX_ID } from '#contract/schemas.js';
import { AppError, failInput, notFound, type FieldErrors } from '../lib/errors.js';
import { fieldMessage } from '../lib/fieldMessage.js';
import type { ListQuery } from '../services/platform/listing.js';

/** The checks of the staff API's inputs: bodies, list parameters and ids, refused with AppError. */

/** A schema's own words for a failed check, as a staff message (undefined: the usual words). */
export type IssueWords = (issue: z.core.$ZodIssue) => FieldErrors[string] | undefined;

/** Checks a body with zod; a failure names every bad field (400). */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown, words?: IssueWords): z.output<S> {
  // reportInput: whether a value was missing or wrong decides the message.
  const result = schema.safeParse(value ?? {}, { reportInput: true });
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    fields[field] ??= words?.(issue) ?? fieldMessage(issue);
  }
  return failInput(fields);
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

/** A record needs its pair (`title`, `en_title`) in one language at least. */
export function requireOneLanguage(values: Record<string, unknown>, name: string): void {
  if (!values[name] && !values[`en_${name}`])
    failInput({ [`en_${name}`]: { key: 'required' }, [name]: { key: 'required' } });
}

export function idParam(raw: unknown): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw notFound();
  return id;
}

// ra-data-simple-rest list parameters -------------------------------------------------------

export interface ListParams {
  sort: { field: string; order: 'ASC' | 'DESC' } | null;
  /** Inclusive first and last index, as react-admin sends them. */
  range: [number, number] | null;
  filter: Record<string, unknown>;
}

const MAX_PAGE = 1000;

const invalidQuery = (name: string, reason: string) => new AppError('invalidQuery', { name, reason }, 400);

function jsonParam(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw invalidQuery(name, 'not JSON');
  try {
    return JSON.parse(raw);
  } catch {
    throw invalidQuery(name, 'not JSON');
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
      throw invalidQuery('sort', '["field","ASC"|"DESC"]');
    sort = { field: parsed.data[0], order: parsed.data[1] as 'ASC' | 'DESC' };
  }
  let range: ListParams['range'] = null;
  if (rangeRaw !== undefined) {
    const parsed = rangeSchema.safeParse(rangeRaw);
    if (!parsed.success || parsed.data[1] < parsed.data[0]) throw invalidQuery('range', '[first,last]');
    range = [parsed.data[0], Math.min(parsed.data[1], parsed.data[0] + MAX_PAGE - 1)];
  }
  if (typeof filterRaw !== 'object' || filterRaw === null || Array.isArray(filterRaw))
    throw invalidQuery('filter', 'an object');
  return { sort, range, filter: filterRaw as Record<string, unknown> };
}

/** Offset and limit of a range; without one (getMany) the first MAX_PAGE rows. */
function sliceOf(params: ListParams): ListQuery<unknown>['slice'] {
  if (!params.range) return { offset: 0, limit: MAX_PAGE };
  return { offset: params.range[0], limit: params.range[1] - params.range[0] + 1 };
}

/** The sort of a list: a known field or a 400 naming the sortable ones. */
function sortOf<F extends string>(
  params: ListParams,
  sortable: readonly F[],
  fallback: { field: F; order: 'ASC' | 'DESC' },
): ListQuery<unknown, F>['sort'] {
  const sort = params.sort ?? fallback;
  if (!(sortable as readonly string[]).includes(sort.field))
    throw new AppError('unknownSort', { field: sort.field, allowed: sortable.join(', ') }, 400);
  return { field: sort.field as F, order: sort.order === 'ASC' ? 'asc' : 'desc' };
}

/** Checks a list's filter: unknown names are refused (a typo must not list everything). */
function parseFilter<S extends z.ZodObject>(schema: S, filter: Record<string, unknown>): z.output<S> {
  const allowed = Object.keys(schema.shape);
  const unknown = Object.keys(filter).find((k) => !allowed.includes(k));
  if (unknown) throw new AppError('unknownFilter', { field: unknown, allowed: allowed.join(', ') }, 400);
  const result = schema.safeParse(filter);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw invalidQuery(`filter.${issue?.path.map(String).join('.') ?? ''}`, issue?.message ?? '');
  }
  return result.data;
}

/** A list request checked against its rules: the filter first, then the sort. */
export function listQueryOf<S extends z.ZodObject, F extends string>(
  params: ListParams,
  rules: ListRules<S, F>,
): ListQuery<z.output<S>, F> {
  const filter = parseFilter(rules.filter, params.filter);
  const sort = sortOf(params, rules.sortable, rules.defaultSort);
  return { filter, sort, slice: sliceOf(params) };
}
