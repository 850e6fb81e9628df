import fs from 'node:fs';
import path from 'node:path';
import type { Dialect } from '../index.js';
import { projectRoot } from '../../lib/paths.js';
import { withId, type AnyDb } from './helpers.js';

/** The published tables, as the seed carries them. */
const PUBLISHED = path.join(projectRoot, 'server/db/seed/content/rating-tables.json');

interface PublishedTable {
  material: string;
  basis: string;
  name: { en: string; zh: string };
  source: string;
  ratings: number[];
  rows: { celsius: number; bar: number[] }[];
}

/**
 * Pressure–temperature rating tables of body materials, as catalogue data staff keep (one per
 * material and basis: ASME classes or PN), the columns and rows as JSON. Until now the
 * published tables were part of the code: a database that already has its content gets them
 * here, with a revision each, so an upgrade rates every body it rated before; an empty one gets
 * them from the seed, with the rest of the demo content.
 */
export function ratingTables(dialect: Dialect) {
  return {
    async up(db: AnyDb): Promise<void> {
      await withId(db.schema.createTable('rating_table'), dialect)
        .addColumn('material', 'text', (c) => c.notNull())
        .addColumn('basis', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('en_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('ratings', 'text', (c) => c.notNull())
        .addColumn('rows', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('rating_table_material_basis', ['material', 'basis'])
        .execute();
      const hasContent = await db.selectFrom('category').select('id').limit(1).executeTakeFirst();
      if (!hasContent) return;
      const now = Date.now();
      const tables = JSON.parse(fs.readFileSync(PUBLISHED, 'utf8')) as PublishedTable[];
      for (const t of tables) {
        const record = {
          material: t.material,
          basis: t.basis,
          name: t.name.zh,
          en_name: t.name.en,
          source: t.source,
          ratings: t.ratings,
          rows: t.rows,
        };
        const { id } = await db
          .insertInto('rating_table')
          .values({
            ...record,
            ratings: JSON.stringify(t.ratings),
            rows: JSON.stringify(t.rows),
            create_time: now,
            update_time: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('revision')
          .values({
            entity: 'rating_table',
            entity_id: String(id),
            action: 'create',
            staff_id: null,
            data: JSON.stringify(record),
            create_time: now,
          })
          .execute();
      }
    },
  };
}
