// `npm run bench`: requests/s and latency of public API calls next to a static file of the same
// size served by the same server in the same run (autocannon, 50 connections), then the site
// search over 50,000 items; first, one valve sizing per regime and the sizing page's first load,
// and the staff console's sign-in (its bundles, and the form's time in Chromium); last, Lighthouse
// on the pages of the budget. Budgets (docs/design.md): list calls p99 < 20 ms; search p95 < 20 ms;
// the sign-in form within 1.5 s; Lighthouse performance ≥ 95 and total blocking time ≤ 200 ms.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { freshStartMemory, memoryLine } from './bench-memory.mjs';
import { ensureBuilt, measure, printTable, probe, startServer, staticTwin } from './bench-lib.mjs';
import { benchSizing } from './bench-sizing.mjs';
import { benchConsole } from './bench-console.mjs';
import { root } from './site-process.mjs';
import { benchFirstStart, printFirstStart } from './bench-first-start.mjs';
import { benchPageCache, printPageCache } from './bench-page-cache.mjs';
import { PAGES, firstLoads } from './first-load.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const FLOOD_CONNECTIONS = 120;
ensureBuilt();

// In-process figures first, while the machine is quiet.
await benchSizing();

console.log('\n== Staff console sign-in (Chromium, cold cache)\n');
const consoleOk = (await benchConsole()).medianMs <= 1500;

const calls = [
  ['ProductList', '/api/product/ProductList?parent_id=43&limit=12&page=1'],
  ['getProductQuestion keyword', '/api/Product/getProductQuestion?keyword=valve&page=1&limit=10'],
  ['searchinfo article', '/api/common/searchinfo?type=article&keyword=steam&page=1&limit=10'],
  ['searchinfo product', '/api/common/searchinfo?type=product&keyword=MR-&page=1&limit=10'],
];

async function benchCalls(server, list) {
  const rows = [];
  for (const [name, url] of list) {
    const bytes = (await (await fetch(server.url + url)).arrayBuffer()).byteLength;
    const twin = staticTwin(server.dataDir, `${bytes}.json`, bytes);
    const call = await measure(server.url + url, { duration: DURATION });
    const file = await measure(server.url + twin, { duration: DURATION });
    rows.push({ name, bytes, ...call, staticRps: file.rps });
  }
  return rows;
}

console.log('\n== First-load JavaScript (gzip) of the pages with a budget\n');
const pageLoads = [];
const loads = await firstLoads();
for (const [name, pagePath, budget] of PAGES) {
  const { kb, files } = loads[pagePath];
  console.log(`${name}: ${kb.toFixed(1)} KB in ${files} files (budget ${budget} KB)`);
  pageLoads.push({ name: `first load of the ${name}`, kb, budget });
}

console.log('\n== First start: empty data folder, no image cache\n');
const firstStartOk = printFirstStart(await benchFirstStart());

console.log('\n== Page cache against a static file (50 connections, load generator at low priority)\n');
const pageCacheOk = printPageCache(await benchPageCache({ duration: DURATION }));

console.log(`\n== Public API on demo data (${DURATION} s per figure, 50 connections)\n`);
const demo = await startServer();
const demoRows = await benchCalls(demo, calls);
// The same calls with a new URL each time, so the content cache never answers: the cost of a miss.
const missRows = [];
for (const [name, url] of calls) {
  const figures = await measure(demo.url, { duration: DURATION, paths: [url] });
  missRows.push({
    name: `${name} (uncached)`,
    bytes: 0,
    ...figures,
    staticRps: demoRows.find((r) => r.name === name).staticRps,
  });
}
// Server-rendered pages, from the page cache and rendered anew, next to static files of their size.
const product = (await (await fetch(`${demo.url}/api/product/ProductList?limit=1`)).json()).data.list[0];
const pageCalls = [
  ['home page /en', '/en?'],
  ['product page /en/prod_details', `/en/prod_details?id=${product.cate_id}&sonId=${product.id}`],
];
const pageRows = await benchCalls(demo, pageCalls);
// Uncached rendering: a server with the page cache off renders every request (the same URLs as
// before the page cache learned to ignore junk parameters, so the figures compare across runs).
// A queue as long as the connections, so every request renders (none is turned away as busy).
const renderer = await startServer({ PAGE_CACHE: 'false', RENDER_QUEUE: '100' });
const renderRows = [];
for (const [name, url] of pageCalls) {
  const figures = await measure(renderer.url, { duration: DURATION, paths: [url] });
  const cached = pageRows.find((r) => r.name === name);
  renderRows.push({ name: `${name} (rendered, no cache)`, bytes: 0, ...figures, staticRps: cached.rps });
}
await renderer.stop();
printTable([...demoRows, ...missRows, ...pageRows]);
const slowPages = pageRows.filter((r) => r.rps < r.staticRps / 2);
if (slowPages.length)
  console.log(
    `OVER BUDGET (pages below half the static file's rate): ${slowPages.map((r) => r.name).join(', ')}`,
  );
console.log('\nUncached render throughput; "ratio" is to the same page served from the page cache:\n');
printTable(renderRows);

// A flood of cache-missing URLs (its own process, 120 connections) while a second client (4
// connections, latencies in microseconds) asks for a cached page and a cached list call: their
// p99 next to the same figures without the flood. Budget (docs/design.md): at most 3x.
console.log(`\n== Cache-miss flood (${FLOOD_CONNECTIONS} connections) against cached answers\n`);
const probes = [
  ['home page /en (cached)', '/en'],
  ['ProductList (cached)', calls[0][1]],
];
const quiet = [];
for (const [, url] of probes) await probe(demo.url + url, { duration: 2 }); // warm-up
for (const [, url] of probes) quiet.push(await probe(demo.url + url, { duration: DURATION }));
const flood = spawn(
  process.execPath,
  [path.join(root, 'scripts/bench-flood.mjs'), demo.url, String(DURATION * 2 + 4), String(FLOOD_CONNECTIONS)],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
let floodOut = '';
flood.stdout.on('data', (chunk) => (floodOut += chunk));
await new Promise((resolve) => setTimeout(resolve, 2000));
const loud = [];
for (const [, url] of probes) loud.push(await probe(demo.url + url, { duration: DURATION }));
await new Promise((resolve) => flood.once('exit', resolve));
console.log(`flood: ${floodOut.trim()}`);
const floodRows = probes.map(([name], i) => ({
  name,
  quietP99: quiet[i].p99,
  floodP99: loud[i].p99,
  ratio: loud[i].p99 / quiet[i].p99,
}));
console.log(['call', 'p99 quiet ms', 'p99 flood ms', 'ratio'].join('  '));
for (const r of floodRows)
  console.log([r.name, r.quietP99.toFixed(2), r.floodP99.toFixed(2), r.ratio.toFixed(2)].join('  '));
const floodOver = floodRows.filter((r) => r.ratio > 3);
console.log(
  floodOver.length
    ? `OVER BUDGET (p99 under the flood above 3x): ${floodOver.map((r) => r.name).join(', ')}`
    : 'Within budget: cached page and list call p99 under the flood at most 3x their quiet p99.',
);
// Beside the flood ratio: the memory a first start with demo content keeps.
console.log(memoryLine(await freshStartMemory()));
await demo.stop();

console.log('\n== Site search over 50,000 content items\n');
const big = await startServer();
await big.stop({ keepData: true });
const db = new Database(path.join(big.dataDir, 'site.db'));
const items = db
  .prepare('select * from content_item where cate_id in (10, 11, 12, 13, 75, 76, 23, 31)')
  .all();
const columns = Object.keys(items[0]).filter((c) => c !== 'id');
const insert = db.prepare(
  `insert into content_item (${columns.join(',')}) values (${columns.map(() => '?').join(',')})`,
);
const target = 50_000;
db.transaction(() => {
  for (let n = db.prepare('select count(*) as n from content_item').get().n; n < target; n++) {
    const item = items[n % items.length];
    insert.run(...columns.map((c) => (c === 'title' || c === 'en_title' ? `${item[c]} #${n}` : item[c])));
  }
})();
console.log(`content items: ${db.prepare('select count(*) as n from content_item').get().n}`);
db.close();
const bigServer = await startServer({ DATA_DIR: big.dataDir, SEED_DEMO: 'false' });
// Keywords from the content itself, English and Chinese, each asked once in turn: no cache helps.
const words = new Set();
for (const item of items) {
  for (const w of item.en_title.toLowerCase().match(/[a-z]{4,}/g) ?? []) words.add(w);
  for (const w of item.title.match(/\p{Script=Han}{2}/gu) ?? []) words.add(w);
}
const paths = [...words].map(
  (w, i) =>
    `/api/common/searchinfo?type=article&keyword=${encodeURIComponent(w)}&page=${(i % 3) + 1}&limit=10`,
);
console.log(`${paths.length} different keywords, each request a cache miss`);
const searchRows = [];
for (const connections of [1, 10, 50]) {
  const figures = await measure(bigServer.url, { connections, duration: DURATION, paths });
  searchRows.push({ name: `searchinfo, varied keywords, ${connections} conn.`, bytes: 0, ...figures });
}
const fileRps = (
  await measure(bigServer.url + staticTwin(bigServer.dataDir, 'search.json', 15000), { duration: DURATION })
).rps;
searchRows.forEach((r) => (r.staticRps = fileRps));
await bigServer.stop();
fs.rmSync(big.dataDir, { recursive: true, force: true });
printTable(searchRows);

// Budgets (docs/design.md): list calls p99 < 20 ms at 50 connections; search p95 < 20 ms, a latency
// budget, judged on one stream of queries (p97.5 bounds p95). The 10- and 50-connection rows show
// queueing on this machine, where the load generator shares the two cores.
const over = [
  ...pageLoads.filter((page) => page.kb > page.budget),
  ...(firstStartOk ? [] : [{ name: 'first start' }]),
  ...(consoleOk ? [] : [{ name: 'console sign-in form' }]),
  ...(pageCacheOk ? [] : [{ name: 'page cache against a static file' }]),
  ...demoRows.filter((r) => r.p99 >= 20),
  ...searchRows.filter((r) => r.name.includes(' 1 conn') && r.p975 >= 20),
];
console.log(
  over.length
    ? `\nOVER BUDGET: ${over.map((r) => r.name).join(', ')}`
    : '\nWithin budget: list calls p99 < 20 ms at 50 connections; search p97.5 (so p95) < 20 ms over 50,000 items.',
);

// Last, as it takes longest: Lighthouse on the pages of the budget, normalised to a machine of
// benchmark index 1,300 (scripts/lighthouse.mjs; alone: `npm run lighthouse`).
console.log('\n== Lighthouse (mobile), median of three, normalised to benchmark index 1,300\n');
await new Promise((resolve, reject) => {
  const lighthouse = spawn(process.execPath, [path.join(root, 'scripts/lighthouse.mjs')], {
    stdio: 'inherit',
  });
  lighthouse.once('exit', (code) =>
    code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}`)),
  );
});
