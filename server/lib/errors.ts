import type { MessageKey } from '../../contract/messages.js';

/**
 * A failure the visitor should read: answered as `{code: 0, msg, data: null}` with `msg` in the
 * request's language. Business and validation failures use HTTP 200 (the spec's client reads
 * `msg` from the body); 404, 413 and 429 keep their status.
 */
export class AppError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly status = 200,
    /** Extra fields for the client, e.g. seconds to wait. */
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(key);
    // The page bundle recognises it by name (app/lib/http.ts), not by instanceof.
    this.name = 'AppError';
  }
}
