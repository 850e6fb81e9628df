import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterEach, expect, it } from 'vitest';
import type { Db } from '#server/db/index.js';
import { readDemoContent } from '#server/db/seed/content.js';
import { composeServices } from '#server/services/index.js';
import { describeEachDialect, freshDatabase } from '../helpers/app.js';
import { testConfig } from '../helpers/testConfig.js';
import { refuseInserts } from '../helpers/faults.js';

/** Every table the seed writes: the content, its links and the revisions of its saves. */
const SEEDED = [
  'category',
  'tag',
  'content_item',
  'content_relation',
  'product',
  'product_image',
  'product_spec',
  'product_file',
  'product_link',
  'area_link',
  'job',
  'site_config',
  'revision',
] as const;

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SEEDED) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describeEachDialect('the demo content seed', (dialect) => {
  /** The services of a new, migrated database of this dialect, closed and dropped after the test. */
  async function migratedSite() {
    const database = await freshDatabase(dialect);
    cleanups.push(database.drop);
    const site = composeServices(testConfig(database), pino({ level: 'silent' }));
    cleanups.push(site.close);
    await site.migrate();
    return site;
  }

  it('leaves the database empty when it fails half-way, so the next start loads it whole', async () => {
    const site = await migratedSite();
    const { db } = site.database;

    // Products come after the categories, tags and content items: the seed fails in its middle.
    await refuseInserts(db, dialect, 'product', true);
    await expect(site.seedIfEmpty()).rejects.toThrow(/refused by the test/);
    await refuseInserts(db, dialect, 'product', false);
    expect(Object.values(await rowCounts(db))).toEqual(SEEDED.map(() => 0));

    // Nothing half-written stands in the way: the next try loads everything.
    expect(await site.seedIfEmpty()).toBe(true);
    const demo = readDemoContent();
    const counts = await rowCounts(db);
    expect(counts.product).toBe(demo.products.length);
    expect(counts.content_item).toBe(demo.items.length + demo.offices.length);
    expect(counts.job).toBe(demo.jobs.length);
    expect(counts.site_config).toBe(1);
    const { count } = await site.services.content.products.list({ page: { page: 1, limit: 10 } });
    expect(count).toBe(demo.products.length);
  });

  it('names each drawing as a WebP picture, encoded after the seed, and again where a start stopped', async () => {
    const site = await migratedSite();
    await site.seedIfEmpty();
    const rows = await site.database.db.selectFrom('content_item').select('image').execute();
    const named = rows.flatMap((row) => /demo\/pictures\/[^",]+\.webp/.exec(row.image)?.[0] ?? []);
    expect(named.length).toBeGreaterThan(10);
    const file = (stored: string) => path.join(site.services.platform.files.folder!, stored);
    // The seed answers before the drawings are encoded: a first start serves at once.
    expect(fs.existsSync(file(named[0]!))).toBe(false);

    await site.makeDemoPhotos(() => false);
    for (const stored of named) expect((await sharp(file(stored)).metadata()).format, stored).toBe('webp');
    // A start stopped half-way left one out: the next start makes that one only.
    fs.rmSync(file(named[0]!));
    expect(await site.makeDemoPhotos(() => false)).toBe(1);
    expect(await sharp(file(named[0]!)).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 600,
    });
  });
});
