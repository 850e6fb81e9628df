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
