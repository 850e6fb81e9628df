// The staff console's sign-in: the JavaScript its page downloads before the form appears, against
// the entry bundle before decision 95 put the console behind it (the whole console), and the time
// from navigation to the form in Chromium on this machine. Budget (docs/design.md): the form within
// 1.5 s. Run by `npm run bench`, or alone after the build: `node scripts/bench-console.mjs`.
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { consoleBundles } from './first-load.mjs';
import { CHROMIUM_ARGS, startSite } from './site-process.mjs';

const RUNS = 5;

export async function benchConsole() {
  const bundles = consoleBundles();
  console.log(
    `Console JavaScript, KB gzip: entry ${bundles.entry.toFixed(1)}; sign-in page ${bundles.signIn.toFixed(1)} in ${bundles.signInFiles} files; whole console ${bundles.all.toFixed(1)}; sign-in / whole ${(bundles.signIn / bundles.all).toFixed(2)}`,
  );
  const site = await startSite({}, { waitForPictures: false });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const times = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      // A new context each time: an empty cache, as a member's first visit of the day.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${site.url}/admin/`, { waitUntil: 'commit' });
      await page.locator('#email').waitFor({ state: 'visible' });
      times.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `Sign-in form visible after ${times.map((t) => Math.round(t)).join(', ')} ms (median ${Math.round(median)} ms over ${RUNS} cold loads): ${median <= 1500 ? 'within' : 'OVER'} the 1.5 s budget`,
  );
  return { ...bundles, medianMs: median };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchConsole();
