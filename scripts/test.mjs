// `npm test`: the unit and API suites on SQLite and on a throwaway PostgreSQL cluster.
// Without PostgreSQL the PostgreSQL suites are skipped with a loud warning; in CI that is a failure.
import { spawnSync } from 'node:child_process';
import { startPostgres } from './pg.mjs';

const extraArgs = process.argv.slice(2);
let pg = null;
if (process.env.TEST_DATABASE_URL) {
  console.log(`Using PostgreSQL at TEST_DATABASE_URL for the PostgreSQL suites.`);
} else {
  try {
    pg = await startPostgres();
    console.log(`Started a throwaway PostgreSQL cluster for the PostgreSQL suites.`);
  } catch (error) {
    const banner = '!'.repeat(78);
    console.error(
      `\n${banner}\n  PostgreSQL could not be started: ${error.message}\n  THE POSTGRESQL SUITES WILL BE SKIPPED.\n${banner}\n`,
    );
    if (process.env.CI) {
      console.error('CI must run the PostgreSQL suites: failing.');
      process.exit(1);
    }
  }
}

const env = { ...process.env, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? pg?.url ?? '' };
// The JSON report lets .ci/run print one plain "N passed, N failed" line for both suites.
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/unit.json',
    ...extraArgs,
  ],
  { stdio: 'inherit', env },
);
await pg?.stop();
process.exit(result.status ?? 1);
