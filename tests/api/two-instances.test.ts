import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATE } from '#contract/constants.js';
import { IMAGE_WIDTHS, MODERN_FORMATS, variantUrl } from '#contract/images.js';
import { buildTestApp, dialects, markVerified } from '../helpers/app.js';
import { client, enquiryForm } from '../helpers/http.js';
import { filesUnder, startS3, startTestAppOnBucket, type TestS3 } from '../helpers/s3.js';
import { multipart, ORIGIN, signedIn, type Signed } from '../helpers/staff.js';
import { testConfig } from '../helpers/testConfig.js';

type Row = Record<string, unknown> & { id: number; en_title: string };

/**
 * The README's "several instances" on object storage: A and B share the PostgreSQL database and
 * the bucket, and nothing else (each its own data folder). B connects as a role of its own, so
 * PostgreSQL itself counts B's queries (pg_stat_statements) and can cut B off alone.
 */
describe.skipIf(!dialects.includes('postgres'))(
  'two instances sharing only PostgreSQL and a bucket [postgres]',
  () => {
    let s3: TestS3;
    let a: Awaited<ReturnType<typeof startTestAppOnBucket>>;
    let b: FastifyInstance;
    let bDataDir: string;
    let admin: pg.Client;
    const role = `instance_b_${crypto.randomBytes(3).toString('hex')}`;
    let editorOnA: Signed;

    beforeAll(async () => {
      s3 = await startS3();
      a = await startTestAppOnBucket('postgres', s3);
      admin = new pg.Client({ connectionString: a.config.databaseUrl });
      await admin.connect();
      await admin.query(`create role ${role} login superuser`);
      await admin.query('create extension if not exists pg_stat_statements');
      const asB = new URL(a.config.databaseUrl);
      asB.username = role;
      bDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-instance-b-'));
      b = await buildTestApp(
        testConfig({ dataDir: bDataDir, databaseUrl: asB.toString() }, { UPLOADS_URL: a.uploadsUrl }),
        { ssr: 'none', now: () => a.clock.now },
      );
      editorOnA = await signedIn(a.app, 'editor');
    });
    afterAll(async () => {
      await b?.close();
      // Before A's database is dropped, which ends every connection to it.
      await admin?.query(`drop role if exists ${role}`);
      await admin?.end();
      await a?.close();
      await s3?.close();
      if (bDataDir) fs.rmSync(bDataDir, { recursive: true, force: true });
    });

    /** B's reads of the content version (table site_state) since the last reset, as PostgreSQL counted them. */
    async function versionReadsByB(): Promise<number> {
      const { rows } = await admin.query<{ calls: number }>(
        `select coalesce(sum(s.calls), 0)::int as calls from pg_stat_statements s
       join pg_roles r on r.oid = s.userid
       where r.rolname = $1 and s.dbid = (select oid from pg_database where datname = current_database())
         and s.query ilike '%site_state%'`,
        [role],
      );
      return rows[0]!.calls;
    }

    /**
     * Resolves when B's content version is `version`: checked after each version B hears or reads
     * (its cache's own events), so the test waits for the event, not for a time.
     */
    function bKnows(version: string): Promise<void> {
      const cache = b.services.content.cache;
      return new Promise((resolve) => {
        const { heard, refresh } = cache;
        const look = () => {
          if (cache.knownVersion() !== version) return;
          cache.heard = heard;
          cache.refresh = refresh;
          resolve();
        };
        cache.heard = (v) => {
          heard(v);
          look();
        };
        cache.refresh = async () => {
          await refresh();
          look();
        };
        look();
      });
    }

    /** The public API answer of the `index`th company news item, cached on B (asked twice). */
    async function cachedOnB(index: number): Promise<{ id: number; url: string }> {
      const [item] = (
        await editorOnA.get<Row[]>('/items', { range: [index, index], filter: { cate_id: CATE.newsCompany } })
      ).body;
      const url = `/api/cases/getCase?id=${item!.id}`;
      await b.inject({ url });
      expect((await b.inject({ url })).headers['x-cache']).toBe('hit');
      return { id: item!.id, url };
    }

    /** Publishes a working draft of a news item on A (the console's "Publish changes"). */
    async function publishOnA(id: number, en_title: string): Promise<string> {
      const current = (await editorOnA.get<Row>(`/items/${id}`)).body;
      expect((await editorOnA.put(`/items/${id}/draft`, { ...current, en_title })).status).toBe(200);
      expect((await editorOnA.post(`/items/${id}/draft/publish`, {})).status).toBe(200);
      return a.app.services.content.cache.knownVersion()!;
    }

    it('serves a photo uploaded through A in every derived size from B', async () => {
      const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#4a7c59' } })
        .jpeg()
        .toBuffer();
      const uploaded = await a.app.inject({
        method: 'POST',
        url: '/admin/api/uploads',
        ...multipart('Valve yard.jpg', photo),
        headers: { ...multipart('Valve yard.jpg', photo).headers, cookie: editorOnA.cookie, origin: ORIGIN },
      });
      expect(uploaded.statusCode).toBe(201);
      const { url } = uploaded.json<{ url: string }>();
      // Either instance's queue may take the picture (each row is claimed once).
      await Promise.all([a.app.services.platform.images.idle(), b.services.platform.images.idle()]);
      const original = await b.inject({ url });
      expect(original.statusCode).toBe(200);
      expect(original.headers['content-type']).toBe('image/jpeg');
      for (const width of IMAGE_WIDTHS.filter((w) => w < 2000))
        for (const format of [...MODERN_FORMATS, 'jpg' as const]) {
          const served = await b.inject({ url: variantUrl(url, width, format) });
          expect(served.statusCode, `${width} ${format}`).toBe(200);
          expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
        }
      expect(filesUnder(a.config.dataDir)).toEqual([]);
      expect(filesUnder(bDataDir)).toEqual([]);
    });

    it("lets staff on A download a visitor's attachment sent through B", async () => {
      const report = Buffer.from(
        `%PDF-1.4\n% seat leakage test, sent through B\n${'0'.repeat(3000)}\n%%EOF\n`,
      );
      const sent = await b.inject({
        method: 'POST',
        url: '/api/common/upload',
        ...multipart('leak test.pdf', report),
      });
      const { fullurl } = sent.json<{ data: { fullurl: string } }>().data;
      const email = 'plant.engineer@example.com';
      await markVerified(b, email);
      const enquiry = await client(b).post<string>('/api/leavemessage/postAdvise', {
        ...enquiryForm(email),
        content: 'Seat leakage above class IV on two DN100 valves: report attached.',
        files: [{ name: 'leak test.pdf', url: fullurl }],
      });
      expect(enquiry.body.code).toBe(1);

      const support = await signedIn(a.app, 'support');
      const [row] = (
        await support.get<{ id: number }[]>('/enquiries', { filter: { m_no: enquiry.body.data } })
      ).body;
      const detail = await support.get<{ attachments: { name: string; url: string }[] }>(
        `/enquiries/${row!.id}`,
      );
      expect(detail.body.attachments).toEqual([
        expect.objectContaining({ name: 'leak test.pdf', url: fullurl }),
      ]);
      const download = await a.app.inject({ url: fullurl, headers: { cookie: support.cookie } });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(report)).toBe(true);
      expect(download.headers['content-disposition']).toContain('leak%20test.pdf');
      expect(filesUnder(a.config.dataDir)).toEqual([]);
      expect(filesUnder(bDataDir)).toEqual([]);
    });

    it("drops B's cached answer when A publishes, by NOTIFY alone: no content-version read per hit", async () => {
      const { id, url } = await cachedOnB(0);
      await admin.query('select pg_stat_statements_reset()');
      for (let i = 0; i < 50; i++) expect((await b.inject({ url })).headers['x-cache']).toBe('hit');
      expect(await versionReadsByB()).toBe(0);

      const version = await publishOnA(id, 'Maple River ships its 80,000th valve');
      await bKnows(version);
      const after = await b.inject({ url });
      expect(after.headers['x-cache']).toBe('miss');
      expect(after.json<{ data: Row }>().data.en_title).toBe('Maple River ships its 80,000th valve');
      for (let i = 0; i < 50; i++) expect((await b.inject({ url })).headers['x-cache']).toBe('hit');
      // B heard the change and served 100 hits without once asking the database for the version.
      expect(await versionReadsByB()).toBe(0);
    });

    it('keeps B correct when its PostgreSQL connections are cut, and hears changes again after', async () => {
      const { id, url } = await cachedOnB(1);
      await admin.query('select pg_stat_statements_reset()');

      // B is cut off: every connection of its role ends, and no new one is let in.
      await admin.query(`alter role ${role} nologin`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where usename = $1', [role]);
      // What B has kept it still serves meanwhile.
      expect((await b.inject({ url })).statusCode).toBe(200);
      const missed = await publishOnA(id, 'Published while B was cut off');
      expect(b.services.content.cache.knownVersion()).not.toBe(missed);

      // Let back in: B listens again and reads the version once, finding the change it missed.
      await admin.query(`alter role ${role} login`);
      await bKnows(missed);
      const caught = await b.inject({ url });
      expect(caught.json<{ data: Row }>().data.en_title).toBe('Published while B was cut off');
      const reads = await versionReadsByB();
      console.log(`B's reads of the content version for one cut and return: ${reads}`);
      expect(reads).toBeGreaterThanOrEqual(1);
      expect(reads).toBeLessThanOrEqual(2);

      // And hears the next change by NOTIFY, with no read of its own.
      const next = await publishOnA(id, 'Heard again by B');
      await bKnows(next);
      expect((await b.inject({ url })).json<{ data: Row }>().data.en_title).toBe('Heard again by B');
      expect(await versionReadsByB()).toBe(reads);
    });
  },
);
