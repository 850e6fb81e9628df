import type { AnyDb } from './helpers.js';

/**
 * Search-and-share fields of the records with a page of their own (content items, products, jobs):
 * a meta description per language (`meta_description` Chinese, `en_meta_description` English) and
 * a share image (an upload path); empty means the page's generated text and card. And one library
 * row per stored file: the library registers the files records name (the demo's too) by path.
 */
export function mediaShare() {
  return {
    async up(db: AnyDb): Promise<void> {
      for (const table of ['content_item', 'product', 'job']) {
        for (const column of ['meta_description', 'en_meta_description', 'share_image'])
          await db.schema
            .alterTable(table)
            .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
            .execute();
      }
      await db.schema.createIndex('upload_path').unique().on('upload').column('path').execute();
    },
  };
}
