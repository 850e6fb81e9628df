import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, startTestApp, type TestApp } from '../helpers/app.js';

describeEachDialect('health and readiness', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const ready = async () => {
    const answer = await t.app.inject({ url: '/readyz' });
    return {
      status: answer.statusCode,
      body: answer.json() as { status: string; failed?: Record<string, string> },
    };
  };

  it('answers /healthz without asking the database, never cached', async () => {
    const answer = await t.app.inject({ url: '/healthz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('is ready with the database reachable, every migration run and uploads writable', async () => {
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).not.toMatch(/healthz|readyz/);
  });

  it('names the failing check with 503: a migration not run, uploads not writable, shutting down', async () => {
    const { db } = t.database;
    const last = await db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .orderBy('name' as never, 'desc')
      .executeTakeFirstOrThrow();
    const name = (last as { name: string }).name;
    await db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', name as never)
      .execute();
    const pending = await ready();
    expect(pending.status).toBe(503);
    expect(pending.body.failed?.migrations).toContain(name);
    await db
      .insertInto('kysely_migration' as never)
      .values({ name, timestamp: new Date().toISOString() } as never)
      .execute();

    const uploads = t.app.services.platform.files.folder!;
    fs.renameSync(uploads, `${uploads}.moved`);
    fs.writeFileSync(uploads, 'not a folder');
    try {
      const unwritable = await ready();
      expect(unwritable.status).toBe(503);
      expect(Object.keys(unwritable.body.failed ?? {})).toEqual(['uploads']);
    } finally {
      fs.rmSync(uploads);
      fs.renameSync(`${uploads}.moved`, uploads);
    }

    t.app.lifecycle.draining = true;
    const draining = await ready();
    t.app.lifecycle.draining = false;
    expect(draining.status).toBe(503);
    expect(Object.keys(draining.body.failed ?? {})).toEqual(['shutdown']);
    expect((await ready()).status).toBe(200);
    expect(path.isAbsolute(uploads)).toBe(true);
  });
});
