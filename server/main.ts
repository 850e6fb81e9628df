import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { ContentFileError } from './services/index.js';
import { ipcTestClock } from './lib/testClock.js';

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
  // Only a browser test's harness, over this process's IPC channel, can move it (lib/testClock.ts).
  const clock = ipcTestClock(process.env, (message) => console.warn(message));
  const app = await buildApp(config, {
    ssr: dev ? 'development' : 'production',
    demoPicturesInBackground: true,
    ...(clock ? { now: clock.now, clockMoves: clock.onMove } : {}),
  });

  /**
   * SIGTERM (an orchestrator, a load balancer's deploy): /readyz turns 503 at once so the balancer
   * stops sending, the server keeps serving for SHUTDOWN_DRAIN_SECONDS, then stops accepting, lets
   * requests and uploads in flight finish (at most SHUTDOWN_TIMEOUT_SECONDS), stops the outbox and
   * timers and closes the database (onClose hooks), and exits 0. SIGINT (Ctrl-C) skips the drain.
   */
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.lifecycle.draining = true;
    const drain = signal === 'SIGTERM' ? config.shutdownDrainSeconds : 0;
    app.log.info(`${signal} received: /readyz answers 503; closing in ${drain} s`);
    await new Promise((resolve) => setTimeout(resolve, drain * 1000));
    setTimeout(() => {
      app.log.error(`requests still in flight after ${config.shutdownTimeoutSeconds} s; exiting anyway`);
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000).unref();
    try {
      await app.close();
      app.log.info('closed: requests finished, database closed');
      process.exit(0);
    } catch (err: unknown) {
      app.log.error({ err }, 'closing failed');
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `valve-site serves ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'})`,
  );
}

main().catch((error: unknown) => {
  // A mistake in the demo content files is the editor's to fix: the message says where, no stack.
  console.error(error instanceof ContentFileError ? error.message : error);
  process.exit(1);
});
