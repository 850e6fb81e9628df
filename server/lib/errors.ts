import type { ErrorKey, StaffMessageKey } from './staffMessages.js';

/** Form fields of a failure: field name → message key (with its parameters). */
export type FieldErrors = Record<string, { key: StaffMessageKey; params?: Record<string, string | number> }>;

/**
 * A failure the visitor or staff member should read, in the request's language. The public API
 * answers `{code: 0, msg, data: null}`: business and validation failures use HTTP 200 (the spec's
 * client reads `msg` from the body); 404, 413 and 429 keep their status. The staff API answers
 * `{message, errors}` (what react-admin reads: `errors` marks form fields) with a 4xx status.
 */
export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly params: Record<string, string | number> = {},
    readonly status = 200,
    /** Extra fields for the client, e.g. seconds to wait (`retry_after`, also Retry-After). */
    readonly data: Record<string, unknown> | null = null,
    /** Form fields the failure is about (staff API); absent, logs of failures stay as they were. */
    readonly fields?: FieldErrors,
    /** The input field a public call's failure is about (its failed check), sent as X-Invalid-Field. */
    readonly field?: string,
  ) {
    super(key);
    // The page bundle recognises it by name (app/lib/http.ts), not by instanceof.
    this.name = 'AppError';
  }
}

/** A record that does not exist (staff API). */
export const notFound = () => new AppError('notFound', {}, 404);

/** The record read, or a 404 when there is none. */
export function found<T>(row: T | undefined): T {
  if (row === undefined) throw notFound();
  return row;
}

/** Refuses a staff form: every field named, with its message. */
export function failInput(fields: FieldErrors): never {
  throw new AppError('invalidInput', { fields: Object.keys(fields).join(', ') }, 400, null, fields);
}
