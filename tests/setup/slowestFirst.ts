import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds the slowest files took in CI (run 7 of 2026-11-26, after decision 118's changes where
 * they moved the figure), heaviest first. CI runs on a clean clone, where Vitest has no timings of
 * an earlier run and orders files by size: a long file that happened to be small started last and
 * ran on alone while the other workers idled.
 */
const SECONDS: Record<string, number> = {
  // Browser suites (vitest.e2e.config.ts).
  'tests/e2e/admin.test.ts': 208,
  'tests/e2e/site.test.ts': 199,
  'tests/e2e/sizing-quote.test.ts': 116,
  'tests/e2e/csp.test.ts': 112,
  'tests/e2e/enquiry.test.ts': 109,
  'tests/e2e/media-library.test.ts': 107,
  'tests/e2e/pictures.test.ts': 104,
  'tests/e2e/history.test.ts': 102,
  'tests/e2e/admin-security.test.ts': 95,
  'tests/e2e/sizing.test.ts': 88,
  'tests/e2e/mail-reply.test.ts': 83,
  'tests/e2e/webhooks.test.ts': 79,
  'tests/e2e/quotation.test.ts': 79,
  'tests/e2e/sitemap-canonical.test.ts': 76,
  'tests/e2e/dashboard.test.ts': 66,
  'tests/e2e/drafts.test.ts': 66,
  'tests/e2e/job-application.test.ts': 65,
  'tests/e2e/desk.test.ts': 57,
  'tests/e2e/first-start.test.ts': 54,
  'tests/e2e/schedule.test.ts': 50,
  // Unit and API suites (vitest.config.ts).
  'tests/api/admin-cli.test.ts': 148,
  'tests/api/desk-denial.test.ts': 134,
  'tests/api/backup.test.ts': 114,
  'tests/api/revisions.test.ts': 64,
  'tests/api/admin-auth.test.ts': 55,
  'tests/api/response-time.test.ts': 51,
  'tests/api/admin-security.test.ts': 49,
  'tests/api/images.test.ts': 48,
  'tests/api/fuzz.test.ts': 47,
};

/**
 * Vitest's order (a failed file first, then the longest by its last run, else the largest) with
 * the files known to be slow moved to the front, slowest first, so the workers finish together.
 */
export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) =>
      SECONDS[path.relative(this.ctx.config.root, file.moduleId).split(path.sep).join('/')] ?? 0;
    // Array#sort is stable: files of no known time keep Vitest's order behind them.
    return (await super.sort(files)).sort((a, b) => seconds(b) - seconds(a));
  }
}
