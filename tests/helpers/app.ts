import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import { TEST_IMAGE_CACHE } from '../../scripts/site-process.mjs';

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

/** A fresh, empty database of a dialect: a temporary SQLite file or a new PostgreSQL database. */
export async function freshDatabase(
  dialect: DialectName,
): Promise<{ dataDir: string; databaseUrl: string; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-test-'));
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
  await admin.query(`create database ${name}`);
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

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
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
  const database = await freshDatabase(dialect);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    PUBLIC_URL: 'http://valve.test',
    IMAGE_CACHE_DIR: TEST_IMAGE_CACHE,
    ...env,
  });
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const app = await buildApp(config, { ssr: 'none', now: () => clock.now, ...options });
  return {
    app,
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
 * answer stands for the app from then on (reading it before beforeAll has run is an error).
 */
export function useTestApp(...args: Parameters<typeof startTestApp>): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(...args);
  });
  afterAll(() => started?.close());
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!started) throw new Error('the test app starts in beforeAll: use it inside a test or hook');
      return Reflect.get(started, key);
    },
  });
}
