import { createIndex, type AnyDb } from './helpers.js';

/**
 * One row per raster picture under uploads/media: its size after orientation, dominant colour and
 * the widths derived from it (server/services/images.ts). `status` is `processing` until the
 * derived files are written, so a restart finishes what a stop interrupted.
 */
export function imageAsset() {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('image_asset')
        .addColumn('path', 'varchar(300)', (c) => c.primaryKey())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('color', 'varchar(7)', (c) => c.notNull())
        .addColumn('fallback', 'varchar(4)', (c) => c.notNull())
        .addColumn('widths', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('error', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();
      await createIndex(db, 'image_asset_status', 'image_asset', ['status']);
    },
  };
}
