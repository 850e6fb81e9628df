// `npm run lighthouse`: Lighthouse (mobile) scores of the home page, a product page and the news
// page, in Debian's Chromium against the production server. Budget (docs/design.md): performance and
// accessibility at least 95, SEO 100. Then the home page with its banners as drawings (SVG), as
// camera photographs served as uploaded, and as the same kind of photographs uploaded through the
// staff API and the image pipeline: Lighthouse's performance and LCP, and the bytes a 360 px
// phone downloads, side by side in the same run. `npm run lighthouse -- home` runs named pages only;
// `-- banners` only the banner comparison.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, root, staffCookie, startSite } from './site-process.mjs';

const ADMIN = { email: 'lighthouse@mapleriver-controls.example', password: 'Lighthouse-run-2026' };
const site = await startSite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const product = (await (await fetch(`${site.url}/api/product/ProductList?limit=1`)).json()).data.list[0];
const only = process.argv.slice(2);
const allPages = [
  ['home', '/en'],
  ['product detail', `/en/prod_details?id=${product.cate_id}&sonId=${product.id}`],
  ['news', '/en/news'],
  ['home (zh)', '/zh'],
];
const pages = only.length ? allPages.filter(([name]) => only.includes(name)) : allPages;
const compareBanners = !only.length || only.includes('banners');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROMIUM_ARGS,
});

/** One Lighthouse run: scores, metrics, and what would help most (printed). */
async function audit(name, pagePath) {
  const result = await lighthouse(`${site.url}${pagePath}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const c = result.lhr.categories;
  const metric = (id) => result.lhr.audits[id]?.displayValue ?? '?';
  const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
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
  for (const a of failing) {
    const items = (a.details?.items ?? []).slice(0, 3);
    const what = items.map(
      (i) => i.node?.snippet ?? i.description ?? i.url ?? JSON.stringify(i).slice(0, 160),
    );
    console.log(`${name}: below par: ${a.id}${what.length ? `\n    ${what.join('\n    ')}` : ''}`);
  }
  return {
    name,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    FCP: metric('first-contentful-paint'),
    LCP: metric('largest-contentful-paint'),
    lcpMs: Math.round(result.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    TBT: metric('total-blocking-time'),
    CLS: metric('cumulative-layout-shift'),
    SI: metric('speed-index'),
  };
}

/** Bytes a 360 px phone (3x screen) downloads to show `pagePath`, all of it and its pictures. */
async function phoneBytes(browser, pagePath) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const sizes = [];
  page.on('requestfinished', (request) =>
    sizes.push(
      request
        .sizes()
        .then((s) => ({ type: request.resourceType(), bytes: s.responseBodySize + s.responseHeadersSize })),
    ),
  );
  await page.goto(`${site.url}${pagePath}`, { waitUntil: 'networkidle' });
  const all = await Promise.all(sizes);
  await context.close();
  const sum = (list) => list.reduce((total, s) => total + s.bytes, 0);
  return { total: sum(all), images: sum(all.filter((s) => s.type === 'image')) };
}

let session = '';
async function staff(method, apiPath, body) {
  const response = await fetch(`${site.url}/admin/api${apiPath}`, {
    method,
    headers: { origin: site.url, cookie: session, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Makes the home banners these pictures (no film before them) and waits for the page to show them. */
async function setBanners(images, ready) {
  const config = await staff('GET', '/config/site');
  await staff('PUT', '/config/site', {
    ...config,
    banner_video: '',
    banner_index: config.banner_index.map((banner, i) => ({ ...banner, image: images[i % images.length] })),
  });
  for (let tries = 0; ; tries++) {
    const html = await (await fetch(`${site.url}/en`)).text();
    if (ready(html)) return;
    if (tries > 300) throw new Error('the home page never showed the new banners');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const rows = [];
const bannerRows = [];
try {
  for (const [name, pagePath] of pages) rows.push(await audit(name, pagePath));

  if (compareBanners) {
    session = await staffCookie(site.url, ADMIN);
    const seed = (file) => import(pathToFileURL(path.join(root, 'dist/server/db/seed', file)).href);
    const { renderPicture } = await seed('pictures.js');
    const { renderPhoto } = await seed('photos.js');
    const uploads = path.join(site.dataDir, 'uploads', 'lighthouse');
    fs.mkdirSync(uploads, { recursive: true });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const photos = await Promise.all(
      [1, 2, 3].map((i) => renderPhoto({ scene: 'plant', seed: `lighthouse-${i}` })),
    );
    const phases = [
      [
        'drawings (SVG, before)',
        async () => {
          const urls = [1, 2, 3].map((i) => {
            const file = `banner-${i}.svg`;
            fs.writeFileSync(
              path.join(uploads, file),
              renderPicture({ scene: 'banner', label: `BANNER ${i}` }, `lh-${i}`, 1920, 800),
            );
            return `/uploads/lighthouse/${file}`;
          });
          await setBanners(urls, (html) => html.includes(urls[0]));
        },
      ],
      [
        'photographs as uploaded (no pipeline)',
        async () => {
          const urls = photos.map((photo, i) => {
            fs.writeFileSync(path.join(uploads, `photo-${i + 1}.jpg`), photo);
            return `/uploads/lighthouse/photo-${i + 1}.jpg`;
          });
          await setBanners(urls, (html) => html.includes(urls[0]));
        },
      ],
      [
        'photographs through the pipeline',
        async () => {
          const stored = [];
          for (const [i, photo] of photos.entries()) {
            const form = new FormData();
            form.append('file', new Blob([photo], { type: 'image/jpeg' }), `banner ${i + 1}.jpg`);
            const response = await fetch(`${site.url}/admin/api/uploads`, {
              method: 'POST',
              headers: { origin: site.url, cookie: session },
              body: form,
            });
            if (response.status !== 201)
              throw new Error(`upload: ${response.status} ${await response.text()}`);
            stored.push(await response.json());
          }
          for (const { path: p } of stored) {
            for (
              let tries = 0;
              (await staff('GET', `/uploads/image?path=${p}`)).status !== 'ready';
              tries++
            ) {
              if (tries > 600) throw new Error(`${p} was never processed`);
              await new Promise((resolve) => setTimeout(resolve, 200));
            }
          }
          await setBanners(
            stored.map((s) => s.url),
            (html) =>
              html.includes('type="image/avif"') && html.includes(stored[0].url.replace(/\.jpg$/, '')),
          );
        },
      ],
    ];
    for (const [name, prepare] of phases) {
      await prepare();
      const row = await audit(`home, banners: ${name}`, '/en');
      const bytes = await phoneBytes(browser, '/en');
      bannerRows.push({
        banners: name,
        performance: row.performance,
        LCP: row.LCP,
        'LCP ms': row.lcpMs,
        'phone KB': Math.round(bytes.total / 1024),
        'phone picture KB': Math.round(bytes.images / 1024),
      });
    }
    await browser.close();
  }
} finally {
  await chrome.kill();
  await site.stop();
}
if (rows.length) {
  console.table(rows.map(({ lcpMs: _lcpMs, ...row }) => row));
  const low = rows.filter((r) => r.performance < 95 || r.accessibility < 95 || r.seo < 100);
  console.log(
    low.length
      ? `BELOW BUDGET: ${low.map((r) => r.name).join(', ')}`
      : 'All pages within budget (performance ≥ 95, accessibility ≥ 95, SEO 100).',
  );
}
if (bannerRows.length) {
  console.log('\nHome page (mobile) with its banners as…');
  console.table(bannerRows);
  const [svg, , pipeline] = bannerRows;
  const ok = pipeline.performance >= 95 && pipeline['LCP ms'] <= svg['LCP ms'];
  console.log(
    ok
      ? `Photographs through the pipeline within budget: performance ${pipeline.performance} ≥ 95, LCP ${pipeline.LCP} against ${svg.LCP} with drawings.`
      : `BELOW BUDGET with photographs: performance ${pipeline.performance}, LCP ${pipeline.LCP} against ${svg.LCP} with drawings.`,
  );
}
