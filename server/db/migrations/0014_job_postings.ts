import type { AnyDb } from './helpers.js';

/**
 * A page per job: what a JobPosting needs that a job did not have — the last day it is
 * open (`valid_through`, a company-time date, null: open until staff unpublish it), the kind of
 * contract, and a full postal address (street and region in both languages, postal code, ISO
 * country). Applications arrive as enquiries of kind "application", naming their job.
 */
export function jobPostings() {
  return {
    async up(db: AnyDb): Promise<void> {
      const jobText: [string, string][] = [
        ['street', ''],
        ['en_street', ''],
        ['region', ''],
        ['en_region', ''],
        ['postal_code', ''],
        ['country', 'CN'],
        ['employment_type', 'FULL_TIME'],
      ];
      for (const [name, fallback] of jobText) {
        await db.schema
          .alterTable('job')
          .addColumn(name, 'text', (c) => c.notNull().defaultTo(fallback))
          .execute();
      }
      await db.schema.alterTable('job').addColumn('valid_through', 'text').execute();
      await db.schema
        .alterTable('enquiry')
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('message'))
        .execute();
      await db.schema.alterTable('enquiry').addColumn('job_id', 'integer').execute();
    },
  };
}
