import type { AnyDb } from './helpers.js';

/**
 * Sizing projects saved from the /sizing page without an account: a name and its tags (JSON,
 * sizing/form/sizingProject.ts), under a random public id that only a signed link opens;
 * `revision` counts the saves, so a save over a newer one is refused instead of lost. And the
 * project a quotation came with: a copy of it as sent (its tags sized into snapshots), kept with
 * the enquiry, which later saves of the link do not change.
 */
export function sizingProjects() {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('sizing_project')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('tags', 'text', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('enquiry_sizing_project')
        .addColumn('enquiry_id', 'integer', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('snapshot', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
