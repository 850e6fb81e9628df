import fs from 'node:fs';
import path from 'node:path';
import type { Dialect } from '../index.js';
import { projectRoot } from '../../lib/paths.js';
import { withId, type AnyDb } from './helpers.js';

const SEED = path.join(projectRoot, 'server/db/seed/content');

interface SeedValveActuation {
  motion: string;
  plug: string;
  packing: string;
  sizes: unknown[];
}

/**
 * The actuator catalogue (one row per model and spring) and each control valve's actuation data
 * (its plug, packing and, per size, port, stem and travel or torque factors, as JSON): what
 * actuator sizing reads beside the flow tables. A database that already has its content gets the
 * demo catalogue here, the valves found by their model number; an empty one gets it from the seed.
 */
export function actuators(dialect: Dialect) {
  return {
    async up(db: AnyDb): Promise<void> {
      await withId(db.schema.createTable('actuator'), dialect)
        .addColumn('model', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('motion', 'text', (c) => c.notNull())
        .addColumn('fail_action', 'text', (c) => c.notNull())
        .addColumn('area', 'double precision', (c) => c.notNull())
        .addColumn('spring_low', 'double precision', (c) => c.notNull())
        .addColumn('spring_high', 'double precision', (c) => c.notNull())
        .addColumn('stroke', 'double precision', (c) => c.notNull())
        .addColumn('max_supply', 'double precision', (c) => c.notNull())
        .addColumn('lever_arm', 'double precision')
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('valve_actuation'), dialect)
        .addColumn('product_id', 'integer', (c) => c.notNull().unique())
        .addColumn('motion', 'text', (c) => c.notNull())
        .addColumn('plug', 'text', (c) => c.notNull())
        .addColumn('packing', 'text', (c) => c.notNull())
        .addColumn('sizes', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();
      const hasContent = await db.selectFrom('category').select('id').limit(1).executeTakeFirst();
      if (!hasContent) return;
      const now = Date.now();
      const read = (file: string) => JSON.parse(fs.readFileSync(path.join(SEED, file), 'utf8')) as unknown;
      for (const a of read('actuators.json') as Record<string, unknown>[])
        await db
          .insertInto('actuator')
          .values({ ...a, create_time: now, update_time: now })
          .execute();
      const valves = read('valve-actuation.json') as Record<string, SeedValveActuation>;
      for (const [key, v] of Object.entries(valves)) {
        const product = await db
          .selectFrom('product')
          .select('id')
          .where('no', '=', key.toUpperCase())
          .executeTakeFirst();
        if (!product) continue;
        await db
          .insertInto('valve_actuation')
          .values({
            product_id: product.id,
            motion: v.motion,
            plug: v.plug,
            packing: v.packing,
            sizes: JSON.stringify(v.sizes),
            create_time: now,
            update_time: now,
          })
          .execute();
      }
    },
  };
}
