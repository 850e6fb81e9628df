// The cost of one valve sizing (IEC 60534-2-1, sizing/engine/sizeValve.ts as built into dist/)
// in each regime, as a ratio to a trivial call timed the same way, and the sizing page's
// first-load JavaScript. Budget (docs/design.md): one case well under 1 ms; the page within 150 KB gzip.
// Run by `npm run bench`, or alone after the build: `node scripts/bench-sizing.mjs`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { budgetOf, firstLoads } from './first-load.mjs';
import { root } from './site-process.mjs';

/** One case of each regime, SI as POST /api/sizing takes it. */
const CASES = [
  [
    'liquid, turbulent',
    {
      medium: 'liquid',
      fluid: { density: 998, vapourPressure: 2_339, criticalPressure: 22.064e6, viscosity: 1e-3 },
      valve: { d: 0.08 },
      pipe: { D1: 0.1, D2: 0.1 },
      cases: [{ name: 'normal', P1: 800_000, P2: 600_000, T: 293.15, Q: 60 }],
    },
  ],
  [
    'gas, turbulent',
    {
      medium: 'gas',
      fluid: { molarMass: 28.965, gamma: 1.4, Z: 1, viscosity: 1.81e-5 },
      valve: { d: 0.05 },
      cases: [{ name: 'normal', P1: 600_000, P2: 500_000, T: 293.15, Q: 1_500 }],
    },
  ],
  [
    'steam',
    {
      medium: 'steam',
      fluid: {},
      valve: { d: 0.1 },
      pipe: { D1: 0.15, D2: 0.15 },
      cases: [{ name: 'normal', P1: 1_000_000, P2: 700_000, T: 473.15, W: 5_000 }],
    },
  ],
  [
    'gas, choked',
    {
      medium: 'gas',
      fluid: { molarMass: 28.965, gamma: 1.4 },
      cases: [{ name: 'max', P1: 1_000_000, P2: 150_000, T: 293.15, Q: 3_000 }],
    },
  ],
  [
    'liquid, laminar',
    {
      medium: 'liquid',
      fluid: { density: 900, vapourPressure: 100, viscosity: 0.5 },
      valve: { d: 0.025 },
      cases: [{ name: 'min', P1: 300_000, P2: 200_000, T: 313.15, Q: 0.5 }],
    },
  ],
];

/** Mean time of one call of `run`, µs, after a warm-up, over at least `ms` milliseconds. */
function timeOf(run, ms = 400) {
  for (let i = 0; i < 200; i++) run();
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 100; i++) run();
    calls += 100;
    now = performance.now();
  }
  return ((now - start) * 1000) / calls;
}

export async function benchSizing() {
  const { sizeValve } = await import(pathToFileURL(path.join(root, 'dist/sizing/engine/sizeValve.js')).href);
  // The trivial call: as many arguments, one object answered; what calling anything costs here.
  let sink = 0;
  const trivial = timeOf(() => {
    sink += Math.hypot(sink % 7, 3);
  });
  console.log(`\n== Valve sizing, one case (trivial call: ${(trivial * 1000).toFixed(1)} ns)\n`);
  console.log(['case', 'regime', 'µs', 'ratio to trivial'].join('  '));
  let worst = 0;
  for (const [name, request] of CASES) {
    const regime = sizeValve(request).cases[0].regime;
    const us = timeOf(() => sizeValve(request));
    worst = Math.max(worst, us);
    console.log([name, regime, us.toFixed(1), Math.round(us / trivial)].join('  '));
  }
  console.log(
    worst < 1000 ? 'Within budget: every regime under 1 ms.' : 'OVER BUDGET: a case takes 1 ms or more.',
  );
  const { kb, files } = (await firstLoads(['/en/sizing']))['/en/sizing'];
  const budget = budgetOf('/en/sizing');
  console.log(
    `Sizing page first-load JavaScript: ${kb.toFixed(1)} KB gzip in ${files} files (budget ${budget} KB)${kb > budget ? ' — OVER BUDGET' : ''}`,
  );
  return sink;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchSizing();
