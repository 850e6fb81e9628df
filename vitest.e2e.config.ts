import { defineConfig } from 'vitest/config';
import { testSources } from './vite.sources.js';
import { SlowestFirst } from './tests/setup/slowestFirst.js';

export default defineConfig({
  ...testSources,
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 600_000,
    pool: 'forks',
    // One first start of the built site per run; each site starts on a copy of its data folder.
    globalSetup: ['tests/setup/siteTemplate.ts'],
    // Two files at a time: each starts its own site (own port, data directory and database) and
    // its own Chromium, so they share nothing but the derived-picture cache (written atomically).
    maxWorkers: 2,
    // The slowest files start first, so the workers finish together (tests/setup/slowestFirst.ts).
    sequence: { sequencer: SlowestFirst },
    // A condition waited for in a browser may take long on a slow, loaded machine (no timed checks).
    expect: { poll: { timeout: 120_000, interval: 100 } },
  },
});
