// The staff console's sign-in: the JavaScript its page downloads before the form appears, against
// the whole console's entry bundle (what it would download if the small sign-in entry did not load
// the console behind the form), and the time from navigation to the form in Chromium on this
// machine. Budget (docs/design.md): the form within 1.5 s. Run by `npm run bench`, or alone after
// the build: `node scripts/bench-console.mjs`.
import os from 'node:os';
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
  const scriptMs = [];
  const taskMs = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      // A new context each time: an empty cache, as a member's first visit of the day.
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(`${site.url}/admin/`, { waitUntil: 'commit' });
      await page.locator('#email').waitFor({ state: 'visible' });
      times.push(await page.evaluate(() => performance.now()));
      // CPU time of the page's main thread, less sensitive to a busy machine than the clock.
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
      scriptMs.push(metric('ScriptDuration') * 1000);
      taskMs.push(metric('TaskDuration') * 1000);
      await context.close();
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  const middle = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const median = middle(times);
  console.log(
    `Sign-in form visible after ${times.map((t) => Math.round(t)).join(', ')} ms (median ${Math.round(median)} ms over ${RUNS} cold loads, main thread ${Math.round(middle(taskMs))} ms of which script ${Math.round(middle(scriptMs))} ms, load average ${os.loadavg()[0].toFixed(2)}): ${median <= 1500 ? 'within' : 'OVER'} the 1.5 s budget`,
  );
  return { ...bundles, medianMs: median };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchConsole();
