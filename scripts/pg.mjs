// A throwaway PostgreSQL cluster for tests and benchmarks, from the machine's initdb/pg_ctl.
// As a module: `const pg = await startPostgres(); ...; await pg.stop()`.
// As a script: `node scripts/pg.mjs start` prints DATABASE_URL and keeps running until killed.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './site-process.mjs';

function findBinary(name) {
  const candidates = [
    ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, name)),
    ...['17', '16', '15', '14', '13'].map((v) => `/usr/lib/postgresql/${v}/bin/${name}`),
  ];
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

/** Runs a command as the `postgres` user when we are root (initdb refuses root). */
function run(file, args, asPostgres) {
  const result = asPostgres
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [file, ...args].map((a) => `'${a}'`).join(' ')], {
        encoding: 'utf8',
      })
    : spawnSync(file, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(file)} failed: ${result.stderr || result.stdout || result.error?.message}`,
    );
  }
}

export async function startPostgres() {
  const initdb = findBinary('initdb');
  const pgCtl = findBinary('pg_ctl');
  if (!initdb || !pgCtl) throw new Error('initdb/pg_ctl not found (install Debian package postgresql)');
  const asPostgres = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-pg-'));
  if (asPostgres) execFileSync('chown', ['-R', 'postgres:', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  run(initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'], asPostgres);
  const start = () =>
    run(
      pgCtl,
      [
        '-D',
        data,
        '-l',
        path.join(dir, 'log'),
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 -c shared_preload_libraries=pg_stat_statements`,
        '-w',
        'start',
      ],
      asPostgres,
    );
  start();
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** An outage: the cluster stops (connections are cut) and keeps its data for `resume`. */
    pause: () => run(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop'], asPostgres),
    resume: start,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        // A cluster a test paused and did not resume is already stopped: nothing left to stop.
        if (fs.existsSync(path.join(data, 'postmaster.pid')))
          run(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop'], asPostgres);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const pg = await startPostgres();
  console.log(`DATABASE_URL=${pg.url}`);
  const stop = () => pg.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => {}, 1 << 30);
}
