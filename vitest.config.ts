import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'tests/**/*.test.ts',
      'server/**/*.test.ts',
      'contract/**/*.test.ts',
      'app/**/*.test.ts',
      'admin/**/*.test.ts',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
    pool: 'forks',
  },
});
