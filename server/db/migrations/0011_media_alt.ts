import type { AnyDb } from './helpers.js';

/**
 * The media library: a picture's alt text in both languages, kept on its upload
 * row (`alt` Chinese, `en_alt` English, as every language pair). Where a file is used is not
 * stored: it is read from the records themselves (services/platform/mediaLibrary.ts), so it cannot
 * drift from what the pages show.
 */
export function mediaAlt() {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .alterTable('upload')
        .addColumn('alt', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('upload')
        .addColumn('en_alt', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  };
}
