import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds the slowest files took in CI (run 7 of 2026-11-26), heaviest first. CI runs on a clean
 * clone, where Vitest has no timings of an earlier run and orders files by size: a long file that
 * happened to be small started last and ran on alone while the other workers idled.
 */
const SECONDS: Record<string, number> = {
  // Browser suites (vitest.e2e.config.ts).
  'tests/e2e/site-screens-desktop.test.ts': 110,
  'tests/e2e/admin-screens.test.ts': 155,
  'tests/e2e/drafts.test.ts': 127,
  'tests/e2e/site-screens-phone.test.ts': 110,
  'tests/e2e/sizing-quote.test.ts': 120,
  'tests/e2e/enquiry.test.ts': 119,
  'tests/e2e/csp.test.ts': 115,
  'tests/e2e/media-library.test.ts': 112,
  'tests/e2e/photo-zoom.test.ts': 103,
  'tests/e2e/pictures.test.ts': 95,
  'tests/e2e/sizing.test.ts': 91,
  'tests/e2e/mail-reply.test.ts': 83,
  'tests/e2e/first-start.test.ts': 81,
  'tests/e2e/sitemap-canonical.test.ts': 50,
  'tests/e2e/quotation.test.ts': 81,
  'tests/e2e/pages.test.ts': 76,
  'tests/e2e/admin-security.test.ts': 76,
  'tests/e2e/admin.test.ts': 69,
  'tests/e2e/history.test.ts': 68,
  'tests/e2e/webhooks.test.ts': 67,
  'tests/e2e/job-application.test.ts': 66,
  'tests/e2e/dashboard.test.ts': 63,
  'tests/e2e/schedule.test.ts': 58,
  'tests/e2e/desk.test.ts': 54,
  'tests/e2e/site.test.ts': 52,
  // Unit and API suites (vitest.config.ts).
  // Measured in a full local run (2 cores, 3 files at a time), not CI's.
  'tests/api/object-storage.test.ts': 300,
  'tests/api/admin-cli.test.ts': 148,
  'tests/api/desk-denial.test.ts': 134,
  'tests/api/backup.test.ts': 114,
  'tests/api/revisions.test.ts': 64,
  'tests/api/admin-auth.test.ts': 55,
  'tests/api/response-time.test.ts': 51,
  'tests/api/admin-security.test.ts': 49,
  'tests/api/images.test.ts': 48,
  'tests/api/fuzz.test.ts': 47,
  'tests/api/two-instances.test.ts': 97,
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
