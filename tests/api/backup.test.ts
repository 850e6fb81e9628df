import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BackupManifest } from '#server/db/backup.js';
import { loadConfig } from '#server/config.js';
import type { Db } from '#server/db/index.js';
import { startSite, TEST_IMAGE_CACHE } from '#scripts/site-process.mjs';
import {
  buildTestApp,
  databaseOf,
  describeEachDialect,
  freshDatabase,
  markVerified,
} from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { client } from '../helpers/http.js';
import { addStaff, multipart, PASSWORD, staffClient } from '../helpers/staff.js';

/** `npm run backup` / `npm run restore` run the compiled server/db/backupCli.ts; here its source, bundled once. */
const backupCli = (args: string[], env: Record<string, string>) =>
  runCli('server/db/backupCli.ts', args, env);

/** Every row of every table, in a stable order: two databases with equal dumps hold the same site. */
async function dumpTables(db: Db): Promise<Record<string, string[]>> {
  const tables = await db.introspection.getTables();
  const dump: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await db
      .selectFrom(name as never)
      .selectAll()
      .execute();
    dump[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return dump;
}

/** Every file under a folder with its SHA-256. */
function fileHashes(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.ready-'))
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [
          path.relative(dir, file),
          crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex'),
        ];
      })
      .sort(([a], [b]) => (a! < b! ? -1 : 1)),
  );
}

const envOf = (database: { dataDir: string; databaseUrl: string }) => ({
  NODE_ENV: 'test',
  DATA_DIR: database.dataDir,
  DATABASE_URL: database.databaseUrl,
  PUBLIC_URL: 'http://valve.test',
  IMAGE_CACHE_DIR: TEST_IMAGE_CACHE,
  RENDER_WORKERS: '1',
});

const REPLY = 'The quotation for six DN150 globe valves is attached to this case.';
const DRAWING = Buffer.from('%PDF-1.4\n% valve datasheet FV-101\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describeEachDialect('npm run backup / npm run restore', (dialect) => {
  let source: Awaited<ReturnType<typeof freshDatabase>>;
  let target: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let work: string;
  let staffEmail: string;
  let enquiry: { id: number; mNo: string; attachment: string };

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-backup-'));
    source = await freshDatabase(dialect);
    target = await freshDatabase(dialect);
    app = await buildTestApp(loadConfig(envOf(source)), { ssr: 'none', logger: false });

    // A site with its demo content, a staff user, and an enquiry with an attachment and a reply.
    staffEmail = await addStaff(app, 'support');
    const email = 'erin.walsh@example.com';
    await markVerified(app, email);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/common/upload',
      ...multipart('FV-101 datasheet.pdf', DRAWING),
    });
    const attachment = (uploaded.json() as { data: { fullurl: string } }).data.fullurl;
    const sent = await client(app).post<string>('/api/leavemessage/postAdvise', {
      name: 'Erin Walsh',
      company_name: 'Northshore Pulp Ltd.',
      phone: '+1 604 555 0199',
      email,
      content: 'We need a quote for six DN150 Class 600 globe control valves.',
      files: [{ name: 'FV-101 datasheet.pdf', url: attachment }],
    });
    expect(sent.body.code).toBe(1);
    const staff = staffClient(app);
    expect((await staff.login(staffEmail)).status).toBe(200);
    const [row] = (await staff.get<{ id: number }[]>('/enquiries', { filter: { m_no: sent.body.data } }))
      .body;
    expect((await staff.post(`/enquiries/${row!.id}/reply`, { content: REPLY })).status).toBe(200);
    enquiry = { id: row!.id, mNo: sent.body.data, attachment };
    // The demo photographs' sizes are made in the background: finished, so nothing changes below.
    await app.services.platform.images.idle();
  });

  afterAll(async () => {
    await app?.close();
    await source?.drop();
    await target?.drop();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('restores content, enquiries with attachments and replies, and staff users identically, and the site serves them', async () => {
    const dir = path.join(work, 'snapshot');
    // Online: the source site keeps running while it is backed up.
    const made = backupCli(['backup', dir], envOf(source));
    expect(made.err).toBe('');
    expect(made.status).toBe(0);
    expect(made.out).toContain(`Backed up the ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database`);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
    expect(manifest).toMatchObject({
      format: 1,
      app: { name: 'valve-site', version: JSON.parse(fs.readFileSync('package.json', 'utf8')).version },
      database: { kind: dialect, file: dialect === 'sqlite' ? 'site.db' : 'database.dump' },
    });
    expect(manifest.migrations).toContain('0001_initial');
    expect(manifest.tables.enquiry).toBe(await countRows(databaseOf(app).db, 'enquiry'));
    expect(manifest.tables.staff_user).toBe(1);
    const sourceFiles = fileHashes(path.join(source.dataDir, 'uploads'));
    expect(manifest.uploads.files).toBe(Object.keys(sourceFiles).length);
    expect(Object.keys(sourceFiles).some((f) => f.startsWith('files/'))).toBe(true);
    expect(manifest.notIncluded.join()).toContain('IMAGE_CACHE_DIR');

    const restored = backupCli(['restore', dir], envOf(target));
    expect(restored.err).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.out).toContain('Checked against manifest.json');

    const categories = (of: FastifyInstance) => client(of).get('/api/cate/getCateListProduct', {}, 'en');
    const categoryName = /"cate_name":"([^"]+)"/.exec(JSON.stringify((await categories(app)).body.data))![1]!;
    const site = await buildTestApp(loadConfig(envOf(target)), { ssr: 'none', logger: false });
    try {
      expect(await dumpTables(databaseOf(site).db)).toEqual(await dumpTables(databaseOf(app).db));
      expect(fileHashes(path.join(target.dataDir, 'uploads'))).toEqual(sourceFiles);

      // The staff user signs in with the same password and finds the enquiry, reply and attachment.
      const staff = staffClient(site);
      expect((await staff.login(staffEmail, PASSWORD)).status).toBe(200);
      const opened = await staff.get<{
        m_no: string;
        thread: { content: string }[];
        attachments: { name: string; url: string }[];
      }>(`/enquiries/${enquiry.id}`);
      expect(opened.body.m_no).toBe(enquiry.mNo);
      expect(opened.body.thread.map((m) => m.content)).toEqual([REPLY]);
      expect(opened.body.attachments).toEqual([
        expect.objectContaining({ name: 'FV-101 datasheet.pdf', url: enquiry.attachment }),
      ]);
      const download = await site.inject({ url: enquiry.attachment });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(DRAWING)).toBe(true);
      // New rows take new ids (PostgreSQL's sequences came back with their values).
      const again = await staff.post<{ thread: { content: string }[] }>(`/enquiries/${enquiry.id}/reply`, {
        content: 'A second reply, after the restore.',
      });
      expect(again.status).toBe(200);
      expect(again.body.thread).toHaveLength(2);

      // The public API answers as before.
      expect((await categories(site)).body).toEqual((await categories(app)).body);
    } finally {
      await site.close();
    }
    // And the compiled server (`npm start`; needs `npm run build`, as CI runs before the tests)
    // on the restored data renders pages with its content.
    const server = await startSite({
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl,
      RENDER_WORKERS: '1',
    });
    try {
      // `cate_name` is the Chinese name (the contract's), shown on the Chinese home page.
      const page = await fetch(`${server.url}/zh`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(categoryName);
    } finally {
      await server.stop();
    }
  });

  it('refuses a target that is not empty, unless --force; and a database of the other kind', async () => {
    const dir = path.join(work, 'snapshot');
    const refused = backupCli(['restore', dir], envOf(target));
    expect(refused.status).toBe(1);
    expect(refused.err).toContain('The target is not empty');
    expect(refused.err).toContain('--force');

    const forced = backupCli(['restore', dir, '--force'], envOf(target));
    expect(forced.err).toBe('');
    expect(forced.status).toBe(0);

    const otherKind =
      dialect === 'sqlite'
        ? { ...envOf(target), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }
        : { ...envOf(target), DATABASE_URL: '' };
    const across = backupCli(['restore', dir], otherKind);
    expect(across.status).toBe(1);
    expect(across.err).toContain('Restoring across database kinds is not supported');

    const again = backupCli(['backup', dir], envOf(source));
    expect(again.status).toBe(1);
    expect(again.err).toContain('is not empty: back up into a new folder');
    // The restore checks what it restored against the manifest, and says where they differ.
    const altered = path.join(work, 'altered');
    fs.cpSync(dir, altered, { recursive: true });
    const manifest = JSON.parse(
      fs.readFileSync(path.join(altered, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    manifest.tables.enquiry! += 1;
    fs.writeFileSync(path.join(altered, 'manifest.json'), JSON.stringify(manifest));
    const differs = backupCli(['restore', altered, '--force'], envOf(target));
    expect(differs.status).toBe(1);
    expect(differs.err).toContain('The restored site differs from manifest.json');
    expect(differs.err).toMatch(/table enquiry: \d+ rows, the backup had \d+/);

    const unfinished = fs.mkdtempSync(path.join(work, 'unfinished-'));
    expect(backupCli(['restore', unfinished], envOf(target)).err).toContain('has no manifest.json');
  });
});

async function countRows(db: Db, table: 'enquiry'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
