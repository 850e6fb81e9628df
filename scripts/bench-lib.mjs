// Shared by the benchmarks: start the production server on a fresh data folder, measure with
// autocannon, print a table. Figures are only compared within one run (ratios), never to fixed times.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from './site-process.mjs';

export function ensureBuilt() {
  if (
    fs.existsSync(path.join(root, 'dist/server/main.js')) &&
    fs.existsSync(path.join(root, 'build/server/index.js'))
  )
    return;
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}

export { freePort, startSite as startServer } from './site-process.mjs';

export async function measure(url, { connections = 50, duration = 8, paths } = {}) {
  let next = 0;
  // The running number makes every URL new, so no cached answer can serve it.
  const requests = paths
    ? [{ setupRequest: (request) => ({ ...request, path: `${paths[next % paths.length]}&r=${next++}` }) }]
    : undefined;
  await autocannon({ url, connections, duration: 1, requests }); // warm-up
  const result = await autocannon({ url, connections, duration, requests });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
  };
}

/** Writes a static file of `bytes` bytes under the server's uploads and answers its URL path. */
export function staticTwin(dataDir, name, bytes) {
  const dir = path.join(dataDir, 'uploads', 'bench');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), Buffer.alloc(bytes, 0x61));
  return `/uploads/bench/${name}`;
}

export function printTable(rows) {
  const header = ['call', 'bytes', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'static req/s', 'ratio'];
  const lines = rows.map((r) => [
    r.name,
    String(r.bytes),
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p975),
    String(r.p99),
    r.staticRps ? r.staticRps.toFixed(0) : '',
    r.staticRps ? (r.rps / r.staticRps).toFixed(2) : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(fmt(line));
}

/**
 * p50/p99 latency of one URL in microsecond precision (autocannon rounds to whole milliseconds,
 * too coarse for answers that take under one): `connections` loops, each sending the next request
 * when the last answered, for `duration` seconds.
 */
export async function probe(url, { connections = 4, duration = 8 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const until = Date.now() + duration * 1000;
  const once = () =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      http
        .get(url, { agent }, (response) => {
          response.on('data', () => {});
          response.on('end', () => {
            if (response.statusCode !== 200) reject(new Error(`${url}: status ${response.statusCode}`));
            latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            resolve();
          });
        })
        .on('error', reject);
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) await once();
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { count: latencies.length, p50: at(0.5), p99: at(0.99) };
}
