import { loadConfig, type Config } from '#server/config.js';
import { TEST_IMAGE_CACHE } from '#scripts/site-process.mjs';

/**
 * A test server's configuration on a test database and data folder (`env` adds to it). Free of
 * Vitest's runtime, so the run's globalSetup (tests/setup/seededTemplates.ts) uses it too.
 */
export function testConfig(
  database: { dataDir: string; databaseUrl: string },
  env: Record<string, string> = {},
): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    PUBLIC_URL: 'http://valve.test',
    IMAGE_CACHE_DIR: TEST_IMAGE_CACHE,
    ...env,
  });
}
