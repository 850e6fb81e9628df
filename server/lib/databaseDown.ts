/**
 * Errors that mean the database cannot be reached (refused, reset, shut down, starting up, timed
 * out), as opposed to a bad query: the visitor is asked to try again shortly (503), never shown a
 * 500.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: connection exceptions (08xxx) and the server shutting down or starting (57P0x).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);

const UNAVAILABLE_TEXT =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (shutting down|starting up)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_TEXT.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
    e = e.cause;
  }
  return false;
}

/** How long a visitor turned away during an outage is asked to wait. */
export const OUTAGE_RETRY_SECONDS = 15;
