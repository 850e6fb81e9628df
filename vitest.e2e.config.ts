import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 600_000,
    pool: 'forks',
    fileParallelism: false,
    // A condition waited for in a browser may take long on a slow, loaded machine (no timed checks).
    expect: { poll: { timeout: 120_000, interval: 100 } },
  },
});
