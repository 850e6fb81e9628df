// Resident memory after a first start with demo content (budget 300 MB, docs/design.md): an
// empty DATA_DIR and an empty image cache, so the demo photographs are drawn and every derived
// size is encoded, as on a new machine. Used by `npm run bench`; alone: `node scripts/bench-memory.mjs`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSite } from './site-process.mjs';

const MB = 1024 * 1024;

function residentBytes(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0) * 1024;
}

/** Starts a fresh site and answers its resident memory once it has settled, and the highest seen. */
export async function freshStartMemory({ settleSeconds = 20, env = {} } = {}) {
  const imageCache = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-bench-images-'));
  const started = Date.now();
  // Drawing and encoding the demo photographs takes a minute or more on a busy 2-core machine.
  const site = await startSite(
    { IMAGE_CACHE_DIR: imageCache, LOG_REQUESTS: 'false', ...env },
    { startSeconds: 600 },
  );
  const startSeconds = (Date.now() - started) / 1000;
  try {
    // A visitor's first pages, then quiet: what the process keeps is what it holds from then on.
    for (const page of ['/en', '/zh', '/en/prod_center', '/en/about'])
      await (await fetch(site.url + page)).text();
    let peak = 0;
    let settled = 0;
    for (let i = 0; i < settleSeconds; i++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      settled = residentBytes(site.pid);
      peak = Math.max(peak, settled);
    }
    return { settledMb: settled / MB, peakMb: peak / MB, startSeconds };
  } finally {
    await site.stop();
    fs.rmSync(imageCache, { recursive: true, force: true });
  }
}

export function memoryLine({ settledMb, peakMb, startSeconds }) {
  const verdict = settledMb <= 300 ? 'within budget (300 MB)' : 'OVER BUDGET (300 MB)';
  return `resident memory after a fresh start with demo content: ${settledMb.toFixed(0)} MB settled (highest ${peakMb.toFixed(0)} MB; started in ${startSeconds.toFixed(1)} s): ${verdict}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  console.log(memoryLine(await freshStartMemory()));
}
