import type { AnyDb } from './helpers.js';

/**
 * A control valve's flow table: its sizes with rated Kv, F_L, x_T, F_d, characteristic,
 * seat, ratings and materials, kept as one JSON document on the product (checked by
 * sizing/engine/flowTable.ts on every write). It is read and written whole with the product, so
 * a revision of the product carries it, and selection reads every table in one query.
 */
export function flowTables() {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema.alterTable('product').addColumn('flow_sizes', 'text').execute();
    },
  };
}
