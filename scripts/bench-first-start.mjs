// The first start (DESIGN.md: `npm start` on an empty data folder serves within 20 s after the
// build): the compiled server on a new data folder and a new image cache, as on a fresh machine,
// timed from the spawn to the first 200 of /en/, then to the end of the demo photographs it makes
// in the background. Run by `npm run bench`; alone: `node scripts/bench-first-start.mjs`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root } from './site-process.mjs';

export const FIRST_START_BUDGET_MS = 20_000;

export async function benchFirstStart() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-bench-first-'));
  const imageCache = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-bench-first-cache-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      IMAGE_CACHE_DIR: imageCache,
      LOG_REQUESTS: 'false',
    },
    stdio: 'ignore',
  });
  const waitFor = async (check) => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      try {
        if (await check()) return performance.now() - started;
      } catch {
        // not answering yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  try {
    const firstAnswer = await waitFor(async () => (await fetch(`${url}/en/`)).status === 200);
    const photographs = await waitFor(
      async () => (await (await fetch(`${url}/healthz`)).json()).demoPictures === undefined,
    );
    return { firstAnswer, photographs };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(imageCache, { recursive: true, force: true });
  }
}

export function printFirstStart({ firstAnswer, photographs }) {
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`first answer of /en/ after the spawn: ${s(firstAnswer)} (budget ${s(FIRST_START_BUDGET_MS)})`);
  console.log(`demo photographs drawn, cleaned and sized in the background: ${s(photographs)}`);
  return firstAnswer <= FIRST_START_BUDGET_MS;
}

if (path.resolve(process.argv[1] ?? '') === path.resolve(new URL(import.meta.url).pathname)) {
  const ok = printFirstStart(await benchFirstStart());
  if (!ok) console.log('OVER BUDGET: first start');
}
