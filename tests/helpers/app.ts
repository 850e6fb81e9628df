import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp, type AppOptions } from '#server/app.js';
import { openDatabase, type DatabaseHandle } from '#server/db/index.js';
import { createServices } from '#server/services/index.js';
import { createMailer } from '#server/services/platform/mail.js';
import type { Config } from '#server/config.js';
import { testConfig } from './testConfig.js';
import { ownBrowsers } from './http.js';
import { startSmtp, type TestSmtp } from './smtp.js';
import { madeInBeforeAll } from './suite.js';

export type DialectName = 'sqlite' | 'postgres';

const pgUrl = process.env.TEST_DATABASE_URL ?? '';

/** The dialects every database suite runs on; PostgreSQL only when scripts/test.mjs started one. */
export const dialects: DialectName[] = pgUrl ? ['sqlite', 'postgres'] : ['sqlite'];

if (!pgUrl) {
  console.warn(
    '\n!!! TEST_DATABASE_URL is not set: the PostgreSQL variants of the database suites are SKIPPED. Run `npm test`, which starts PostgreSQL. !!!\n',
  );
}

/** describe() once per dialect, in the style of Kysely's own tests. */
export function describeEachDialect(name: string, body: (dialect: DialectName) => void): void {
  for (const dialect of dialects) describe(`${name} [${dialect}]`, () => body(dialect));
}

/**
 * A fresh database of a dialect: a temporary SQLite file or a new PostgreSQL database, empty, or
 * with `seeded` a copy of this run's migrated template with the demo content and its uploads
 * (tests/setup/seededTemplates.ts), as a first start would leave it.
 */
export async function freshDatabase(
  dialect: DialectName,
  { seeded = false } = {},
): Promise<{ dataDir: string; databaseUrl: string; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-test-'));
  const template = seeded ? inject('seededTemplates')[dialect] : undefined;
  if (seeded && !template) throw new Error(`no seeded ${dialect} template: run through vitest.config.ts`);
  if (template) fs.cpSync(template.dataDir, dataDir, { recursive: true });
  if (dialect === 'sqlite') {
    return {
      dataDir,
      databaseUrl: '',
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  // A copy of the template database is made by PostgreSQL itself, file by file.
  await admin.query(
    template && 'database' in template
      ? `create database ${name} template ${template.database}`
      : `create database ${name}`,
  );
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The database each app of buildTestApp runs on: the test's own way to its rows. */
const databases = new WeakMap<FastifyInstance, DatabaseHandle>();

/**
 * buildApp on a database the test holds too (the app gives its database to its services alone):
 * `databaseOf(app)` reads and writes its rows. Closed with the app.
 */
export async function buildTestApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const database = openDatabase(config, () => undefined);
  try {
    const app = await buildApp(config, { ...options, database });
    databases.set(app, database);
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The database of an app of buildTestApp. */
export function databaseOf(app: FastifyInstance): DatabaseHandle {
  const database = databases.get(app);
  if (!database) throw new Error('not an app of buildTestApp: its database is its services’ alone');
  return database;
}

export interface TestApp {
  app: FastifyInstance;
  /** The database the app runs on, to read and write rows directly. */
  database: DatabaseHandle;
  config: Config;
  clock: { now: number; advance(ms: number): void };
  close(): Promise<void>;
}

/** The whole server on a fresh database with the demo content, no pages, a movable clock. */
export async function startTestApp(
  dialect: DialectName,
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<TestApp> {
  // The template holds what a test start seeds; an env that may change the seed starts empty.
  const database = await freshDatabase(dialect, { seeded: !('SEED_DEMO' in env || 'NODE_ENV' in env) });
  return startTestAppOn(database, env, options);
}

/** startTestApp on a database made by freshDatabase (closing the app drops it). */
export async function startTestAppOn(
  database: Awaited<ReturnType<typeof freshDatabase>>,
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<TestApp> {
  const config = testConfig(database, env);
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const app = await buildTestApp(config, { ssr: 'none', now: () => clock.now, ...options });
  return {
    app,
    database: databaseOf(app),
    config,
    clock,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * startTestApp for the suite around the call: started in beforeAll, closed in afterAll. The
 * answer stands for the app from then on.
 */
export function useTestApp(...args: Parameters<typeof startTestApp>): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(...args);
  });
  afterAll(() => started?.close());
  return madeInBeforeAll(() => started);
}

/** useTestApp sending its mail to an SMTP server in this process (tests/helpers/smtp.ts). */
export function useTestAppWithMail(
  dialect: DialectName,
  env: Record<string, string> = {},
  options: AppOptions = {},
): { t: TestApp; smtp: TestSmtp } {
  let smtp: TestSmtp | undefined;
  let started: TestApp | undefined;
  beforeAll(async () => {
    smtp = await startSmtp();
    started = await startTestApp(dialect, { SMTP_URL: smtp.url, ...env }, options);
  });
  afterAll(async () => {
    await started?.close();
    await smtp?.close();
  });
  return { t: madeInBeforeAll(() => started), smtp: madeInBeforeAll(() => smtp) };
}

/** Marks an address as verified at `at` (its owner confirmed a code), so its enquiries send at once. */
export async function markVerified(app: TestApp['app'], email: string, at = Date.now()): Promise<void> {
  await databaseOf(app).db.insertInto('verified_email').values({ email, verify_time: at }).execute();
  // Verified in the visitor's own browser: the test client sends its device cookie from now on.
  const jar = ownBrowsers.get(app) ?? new Map<string, string>();
  ownBrowsers.set(app, jar);
  jar.set(email.toLowerCase(), await app.services.desk.enquiries.deviceMark(email));
}

/**
 * A second instance beside a test app: its own services and database connection on the same
 * database and clock (work claimed once across instances). `close` when done.
 */
export function secondInstance(t: TestApp) {
  const database = openDatabase(t.config, () => undefined);
  const mailer = createMailer(t.config);
  const services = createServices({
    db: database.db,
    dialect: database.dialect,
    config: t.config,
    mailer,
    log: t.app.log,
    now: () => t.clock.now,
  });
  return {
    services,
    async close() {
      mailer.close();
      await database.close();
    },
  };
}
