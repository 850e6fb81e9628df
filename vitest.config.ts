import { defineConfig } from 'vitest/config';
import { testSources } from './vite.sources.js';
import { SlowestFirst } from './tests/setup/slowestFirst.js';

export default defineConfig({
  ...testSources,
  test: {
    include: [
      'tests/**/*.test.ts',
      'server/**/*.test.ts',
      'contract/**/*.test.ts',
      'sizing/**/*.test.ts',
      'app/**/*.test.ts',
      'admin/**/*.test.ts',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // Migrates and seeds once per run and dialect; each test app starts on a copy.
    globalSetup: ['tests/setup/seededTemplates.ts'],
    // Staff passwords hashed at a test-only lower cost in these processes.
    setupFiles: ['tests/setup/testHashCost.ts'],
    // The slowest files start first, so the workers finish together (tests/setup/slowestFirst.ts).
    sequence: { sequencer: SlowestFirst },
    testTimeout: 180_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // The suites mostly wait on databases, mail servers and child processes: three files at a
    // time keep two cores busy (each file has its own databases, ports and data directory).
    maxWorkers: 3,
  },
});
