import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/** Process entry: `node dist/server/main.js` (production) or `tsx server/main.ts --dev`. */
async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  let config;
  try {
    config = loadConfig(dev ? { NODE_ENV: 'development', ...process.env } : process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config, { ssr: dev ? 'development' : 'production' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      app.close().then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'closing failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `valve-site serves ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
