import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db, Dialect } from '../../db/index.js';
import type { Mailer } from './mail.js';

/** What every service needs: the database, the configuration, mail and a logger. */
export interface ServiceContext {
  db: Db;
  dialect: Dialect;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The clock, so tests can move time forward (code expiry, cool-downs). */
  now(): number;
  /**
   * Keeps the result of a small, hot read for the current content version, where one is known
   * for the whole of a unit of work: a page-render worker sets it per page (server/pages/). Absent,
   * every read goes to the database.
   */
  readThrough?: <T>(key: string, read: () => Promise<T>) => Promise<T>;
}

/**
 * What platform needs of the content cache (content/contentCache.ts): to say the pages changed, as
 * when a picture gets its derived copies. Declared here so platform imports nothing from content.
 */
export interface ContentChanges {
  changed(): Promise<void>;
}

/** A use case: a plain function taking what it needs (`deps`) first, then its caller's arguments. */
type UseCase<D> = (deps: D, ...args: never[]) => unknown;

/** The use cases with their `deps` given: what the service's callers call. */
export type Bound<F> = {
  [K in keyof F]: F[K] extends (deps: never, ...args: infer A) => infer R ? (...args: A) => R : never;
};

/**
 * A service as its callers know it (`services.content.jobs.list(page)`), from the area's plain functions
 * and what they need: each function gets `deps` as its first argument. This keeps a service's
 * factory a short list of its use cases, while each use case stays a module-level function.
 */
export function bindUseCases<D, F extends Record<string, UseCase<D>>>(deps: D, useCases: F): Bound<F> {
  const bound = Object.entries(useCases).map(([name, useCase]) => [
    name,
    (...args: never[]) => useCase(deps, ...args),
  ]);
  return Object.fromEntries(bound) as Bound<F>;
}
