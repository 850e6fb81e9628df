// The page cache against a static file: `/en/` from the page cache and the same bytes as a
// file served by the same server (precompressed copies beside it, as the build's assets are), in
// one run, 50 connections, the load generator in its own process at low priority. Gzip and
// uncompressed. Target: a cache hit at least 0.8 of the static file in both.
// `node scripts/bench-page-cache.mjs` runs this part alone; `npm run bench` runs it too.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { ensureBuilt, printTable, startServer } from './bench-lib.mjs';
import { root } from './site-process.mjs';

const run = promisify(execFile);
const CONNECTIONS = 50;
/** The target: a cache hit's rate over the static file's. */
export const PAGE_CACHE_TARGET = 0.8;

async function load(url, headers, duration) {
  const { stdout } = await run(
    'nice',
    [
      '-n',
      '10',
      process.execPath,
      path.join(root, 'scripts/bench-load.mjs'),
      JSON.stringify({ url, headers, connections: CONNECTIONS, duration }),
    ],
    { maxBuffer: 1 << 20 },
  );
  const figures = JSON.parse(stdout.trim().split('\n').pop());
  if (figures.non2xx > 0 || figures.errors > 0)
    throw new Error(`${url}: ${figures.non2xx} non-2xx answers, ${figures.errors} errors`);
  return figures;
}

/** Rows of the table (page and file per encoding); `ok` when every ratio meets the target. */
export async function benchPageCache({ duration = 8 } = {}) {
  ensureBuilt();
  // The static twin is a file of the build's client folder, served with its .gz and .br beside
  // it; the server lists that folder when it starts, so it is written first and the server started
  // again on the same data.
  const twinName = `bench-page-${process.pid}.html`;
  const twin = path.join(root, 'build', 'client', twinName);
  const first = await startServer();
  const page = Buffer.from(
    await (await fetch(`${first.url}/en/`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
  );
  await first.stop({ keepData: true });
  fs.writeFileSync(twin, page);
  fs.writeFileSync(`${twin}.gz`, zlib.gzipSync(page, { level: 9 }));
  fs.writeFileSync(`${twin}.br`, zlib.brotliCompressSync(page));
  const server = await startServer({ DATA_DIR: first.dataDir });
  const rows = [];
  try {
    for (const [label, headers] of [
      ['gzip', { 'accept-encoding': 'gzip' }],
      ['uncompressed', {}],
    ]) {
      // The page once first, so the measured requests are hits.
      await (await fetch(`${server.url}/en/`, { headers })).arrayBuffer();
      const hit = await load(`${server.url}/en/`, headers, duration);
      const file = await load(`${server.url}/${twinName}`, headers, duration);
      rows.push({
        name: `/en/ cache hit, ${label}`,
        bytes: page.length,
        ...hit,
        p975: '',
        staticRps: file.rps,
      });
    }
  } finally {
    await server.stop();
    fs.rmSync(first.dataDir, { recursive: true, force: true });
    for (const file of [twin, `${twin}.gz`, `${twin}.br`]) fs.rmSync(file, { force: true });
  }
  return { rows, ok: rows.every((r) => r.rps >= PAGE_CACHE_TARGET * r.staticRps) };
}

export function printPageCache({ rows, ok }) {
  printTable(rows);
  console.log(
    ok
      ? `Within target: a cache hit answers at least ${PAGE_CACHE_TARGET} of the static file's rate, gzip and uncompressed.`
      : `OVER BUDGET: a cache hit below ${PAGE_CACHE_TARGET} of the static file's rate.`,
  );
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`\n== Page cache against a static file (${CONNECTIONS} connections, load generator niced)\n`);
  printPageCache(await benchPageCache({ duration: Number(process.env.BENCH_SECONDS ?? 8) }));
}
