// `npm run lighthouse`: Lighthouse (mobile) scores of the home page, a product page and the news
// page, in Debian's Chromium against the production server. Budget (DESIGN.md): performance and
// accessibility at least 95, SEO 100.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, startSite } from './site-process.mjs';

const site = await startSite();
const product = (await (await fetch(`${site.url}/api/product/ProductList?limit=1`)).json()).data.list[0];
const only = process.argv.slice(2);
const allPages = [
  ['home', '/en'],
  ['product detail', `/en/prod_details?id=${product.cate_id}&sonId=${product.id}`],
  ['news', '/en/news'],
  ['home (zh)', '/zh'],
];
// `npm run lighthouse -- home` runs the named pages only.
const pages = only.length ? allPages.filter(([name]) => only.includes(name)) : allPages;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROMIUM_ARGS,
});
const rows = [];
try {
  for (const [name, path] of pages) {
    const result = await lighthouse(`${site.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const c = result.lhr.categories;
    const metric = (id) => result.lhr.audits[id]?.displayValue ?? '?';
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    rows.push({
      name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      SI: metric('speed-index'),
    });
    // What would speed the page up most (largest estimated saving first).
    const opportunities = Object.values(result.lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
      .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
      .slice(0, 3)
      .map((a) => `${a.id} ${Math.round(a.details.overallSavingsMs)} ms`);
    if (opportunities.length) console.log(`${name}: could save ${opportunities.join(', ')}`);
    if (result.lhr.runtimeError) console.log(`${name}: ${result.lhr.runtimeError.message}`);
    const failing = Object.values(result.lhr.audits).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary',
    );
    for (const audit of failing) {
      const items = (audit.details?.items ?? []).slice(0, 3);
      const what = items.map(
        (i) => i.node?.snippet ?? i.description ?? i.url ?? JSON.stringify(i).slice(0, 160),
      );
      console.log(`${name}: below par: ${audit.id}${what.length ? `\n    ${what.join('\n    ')}` : ''}`);
    }
  }
} finally {
  await chrome.kill();
  await site.stop();
}
console.table(rows);
const low = rows.filter((r) => r.performance < 95 || r.accessibility < 95 || r.seo < 100);
console.log(
  low.length
    ? `BELOW BUDGET: ${low.map((r) => r.name).join(', ')}`
    : 'All pages within budget (performance ≥ 95, accessibility ≥ 95, SEO 100).',
);
