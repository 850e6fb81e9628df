// The first start (docs/design.md: `npm start` on an empty data folder serves within 20 s after the
// build): the compiled server on a new data folder and a new image cache, as on a fresh machine,
// timed from the spawn to the first 200 of /en/, then to the end of the demo photographs it makes
// in the background. Run by `npm run bench`; alone: `node scripts/bench-first-start.mjs`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSite } from './site-process.mjs';

export const FIRST_START_BUDGET_MS = 20_000;

export async function benchFirstStart() {
  const imageCache = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-bench-first-cache-'));
  const started = performance.now();
  const site = await startSite(
    { IMAGE_CACHE_DIR: imageCache, LOG_REQUESTS: 'false' },
    { waitForPictures: false },
  );
  const until = async (check) => {
    while (!(await check().catch(() => false))) await new Promise((resolve) => setTimeout(resolve, 50));
    return performance.now() - started;
  };
  try {
    const firstAnswer = await until(async () => (await fetch(`${site.url}/en/`)).status === 200);
    const photographs = await until(
      async () => (await (await fetch(`${site.url}/healthz`)).json()).demoPictures === undefined,
    );
    return { firstAnswer, photographs };
  } finally {
    await site.stop();
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
