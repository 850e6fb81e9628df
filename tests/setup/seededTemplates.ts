import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { composeServices } from '#server/services/index.js';
import { testConfig } from '../helpers/testConfig.js';

/**
 * Where the seeded templates of this run are: a migrated database with the demo content and its
 * data folder (uploads, demo photographs), one per dialect. Each test app starts on a copy
 * (tests/helpers/app.ts) instead of migrating and seeding again.
 */
export interface SeededTemplates {
  sqlite: { dataDir: string };
  postgres?: { dataDir: string; database: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplates: SeededTemplates;
  }
}

/** Migrates and seeds a database as a test app's start would, then closes it. */
async function seed(dataDir: string, databaseUrl: string): Promise<void> {
  const config = testConfig({ dataDir, databaseUrl });
  const composed = composeServices(config, pino({ level: 'warn' }));
  try {
    await composed.migrate();
    await composed.seedIfEmpty();
    await composed.makeDemoPhotos(() => false);
    await composed.services.platform.media.registerUsed();
    // What a start's background jobs do next (plugins/backgroundJobs.ts), done here once.
    const { images } = composed.services.platform;
    images.kick();
    await images.backfill();
    await images.idle();
    await images.stop();
  } finally {
    await composed.close();
  }
}

/**
 * Vitest's globalSetup for the unit and API suites: migrating and seeding took most of a test
 * app's start (seconds each, a few hundred starts a run), so it is done once per run and dialect
 * here, and removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-template-'));
  const pgUrl = process.env.TEST_DATABASE_URL ?? '';
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-template-'));
  const pgName = `template_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  const seedPostgres = async () => {
    await admin(`create database ${pgName}`);
    const url = new URL(pgUrl);
    url.pathname = `/${pgName}`;
    await seed(pgDir, url.toString());
  };
  await Promise.all([seed(sqliteDir, ''), pgUrl ? seedPostgres() : Promise.resolve()]);
  project.provide('seededTemplates', {
    sqlite: { dataDir: sqliteDir },
    ...(pgUrl ? { postgres: { dataDir: pgDir, database: pgName } } : {}),
  });
  return async () => {
    if (pgUrl) await admin(`drop database if exists ${pgName} with (force)`);
    for (const dir of [sqliteDir, pgDir]) fs.rmSync(dir, { recursive: true, force: true });
  };
}
