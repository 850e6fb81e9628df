import { describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor, useSite, islandsLive } from './server.js';
import { staffCookie } from '#scripts/site-process.mjs';

type Row = { id: number; cate_id: number; en_title: string };
const ADMIN = { email: 'pages.admin@mapleriver-controls.example', password: 'Pages-admin-2026' };

async function get(url: string, init?: RequestInit) {
  const response = await fetch(url, { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('page cache: canonical URLs, bounded rendering, stale-while-revalidate', () => {
  const site = useSite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

  it('serves junk parameters, another case and a trailing slash from the cached canonical page', async () => {
    const first = await get(`${site.url}/en/news?page=2`);
    expect(first.status).toBe(200);
    for (const variant of [
      '/en/news?page=2&utm_source=newsletter&utm_medium=email',
      '/en/news?gclid=abc&page=02&fbclid=xyz',
      '/en/NEWS/?page=2',
    ]) {
      const again = await get(`${site.url}${variant}`);
      expect(again.status, variant).toBe(200);
      expect(again.headers.get('x-cache'), variant).toBe('hit');
      expect(again.body, variant).toBe(first.body);
    }
    expect(canonicalOf(first.body)).toBe(`${site.url}/en/news?page=2`);
    // A parameter the page does not take changes nothing, and the home page ignores them all.
    expect((await get(`${site.url}/en?utm_campaign=x`)).headers.get('x-cache')).toMatch(/hit|miss/);
    expect((await get(`${site.url}/en?utm_campaign=y&ref=z`)).headers.get('x-cache')).toBe('hit');
  });

  it('renders a search page every time but never keeps it, so made-up searches cannot flush the cache', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await get(`${site.url}/en/search/article?keyword=butterfly`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-cache')).toBe('miss');
    }
    expect((await get(`${site.url}/en/search/article`)).status).toBe(200);
    expect((await get(`${site.url}/en/search/article?utm_source=x`)).headers.get('x-cache')).toBe('hit');
  });

  it('answers 404 for a page number out of range, and never caches it', async () => {
    for (const path of ['/en/news?page=99999999999', '/zh/news?page=500', '/en/cpzy?index=1&page=0']) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const answer = await get(`${site.url}${path}`);
        expect(answer.status, path).toBe(404);
        expect(answer.headers.get('x-cache'), path).toBe('miss');
      }
    }
    const zh = await get(`${site.url}/zh/news?page=500`);
    expect(zh.body).toContain('<html lang="zh-CN"');
  });

  it('shows a content change at once to the next visitors, serving the previous page while it renders', async () => {
    const news = (
      (await (await fetch(`${site.url}/api/article/getArticleList?cate_id=9&limit=1`)).json()) as {
        data: { list: Row[] };
      }
    ).data.list[0]!;
    const page = `${site.url}/en/nText?id=${news.id}`;
    const before = await get(page);
    expect(titleOf(before.body)).toContain(news.en_title);

    const cookie = await staffCookie(site.url, ADMIN);
    const changed = `${news.en_title} (updated)`;
    const put = await fetch(`${site.url}/admin/api/items/${news.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: site.url, cookie },
      body: JSON.stringify({ en_title: changed }),
    });
    expect(put.status).toBe(200);

    // The first visitor after the change gets the previous page at once, and its re-render starts.
    const during = await get(page);
    expect(during.headers.get('x-cache')).toBe('stale');
    expect(titleOf(during.body)).not.toContain('(updated)');
    let after = await get(page);
    for (let tries = 0; after.headers.get('x-cache') !== 'hit' && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await get(page);
    }
    expect(after.headers.get('x-cache')).toBe('hit');
    expect(titleOf(after.body)).toContain('(updated)');
  });

  it('hydrates a page opened with junk parameters, showing what the parameters it takes ask for', async () => {
    const browser = await launchBrowser();
    try {
      const context = await newVisitor(browser);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${site.url}/en/news?utm_source=ad&index=10&page=1&gclid=1`);
      await islandsLive(page);
      expect(page.url()).toContain('utm_source=ad');
      // The tab of category 10 is the current one, as the URL's own parameters ask.
      expect(await page.locator('a[aria-current="page"][href*="index=10"]').count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
    }
  });
});

describe('first paint before hydration', () => {
  const site = useSite();

  it('paints the page before it fetches its scripts and hydrates, then hydrates the server page in place without errors', async () => {
    const browser = await launchBrowser();
    try {
      const context = await newVisitor(browser);
      // Marks the server's <main> once the HTML is parsed, before any module script runs: hydration
      // must keep that node (islands adopting the page), not build a second page beside it.
      await context.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          const main = document.querySelector('main');
          if (document.readyState === 'interactive' && main) main.dataset.fromServer = 'yes';
          if (document.readyState === 'interactive')
            document.documentElement.dataset.serverSheets = [
              ...document.querySelectorAll('link[rel=stylesheet]'),
            ]
              .map((link) => link.getAttribute('href'))
              .join(' ');
        });
      });
      for (const path of ['/en/', '/zh/callMe', '/en/prod_details?id=201&sonId=1', '/zh/nText?id=229']) {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error' && !message.text().includes('ERR_NAME_NOT_RESOLVED'))
            errors.push(message.text());
        });
        await page.goto(`${site.url}${path}`);
        await islandsLive(page);
        const times = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          hydration: performance.getEntriesByName('hydration-start')[0]?.startTime,
        }));
        expect(times.paint, path).toBeGreaterThan(0);
        expect(times.hydration, path).toBeGreaterThan(times.paint ?? Infinity);
        // The scripts are fetched once the page has loaded, or 3 s after it was read;
        // the fallback's timer starts no sooner than the document became interactive.
        const scripts = await page.evaluate(() => {
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          const starts = performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
            .map((entry) => entry.startTime);
          return {
            count: starts.length,
            first: Math.min(...starts),
            allowed: Math.min(navigation!.loadEventStart || Infinity, navigation!.domInteractive + 3000),
          };
        });
        expect(scripts.count, path).toBeGreaterThan(3);
        // Chromium's timers may fire a few milliseconds before the performance timeline says 3 s.
        expect(scripts.first, path).toBeGreaterThanOrEqual(scripts.allowed - 25);
        expect(errors, path).toEqual([]);
        // Hydration adds no stylesheet: the client names each sheet as the server did.
        const sheets = await page.evaluate(() => ({
          server: document.documentElement.dataset.serverSheets,
          hydrated: [...document.querySelectorAll('link[rel=stylesheet]')]
            .map((link) => link.getAttribute('href'))
            .join(' '),
        }));
        expect(sheets.hydrated, path).toBe(sheets.server);
        const page1 = await page.evaluate(() => ({
          fromServer: document.querySelector('main')?.dataset.fromServer,
          counts: ['html', 'head', 'body', 'main', 'title', 'header.site-header', 'footer.site-footer'].map(
            (selector) => document.querySelectorAll(selector).length,
          ),
        }));
        expect(page1, path).toEqual({ fromServer: 'yes', counts: [1, 1, 1, 1, 1, 1, 1] });
        await page.close();
      }
      await context.close();
    } finally {
      await browser.close();
    }
  });
});

describe('the contact page for callers abroad', () => {
  const site = useSite({}, { waitForPictures: false });

  it('gives the 24/7 hotline box the head office number in international form, in both languages', async () => {
    for (const [lang, words] of [
      ['en', 'From outside China'],
      ['zh', '境外请拨'],
    ] as const) {
      const { body } = await get(`${site.url}/${lang}/callMe`);
      const box = /<div class="company-contact__hotline">([\s\S]*?)<\/div>/.exec(body)?.[1] ?? '';
      expect(box, lang).toContain('400-865-1965');
      expect(box, lang).toContain(words);
      expect(box, lang).toContain('href="tel:+8651986001965"');
      expect(box, lang).toContain('+86 519 8600 1965');
    }
  });
});

describe('render queue: one render per page at a time, a busy page beyond the queue', () => {
  // One renderer and no queue: any render beyond the one running is refused at once.
  const site = useSite({ RENDER_WORKERS: '1', RENDER_QUEUE: '0' });

  it('renders identical concurrent misses once: every request gets the page', async () => {
    const url = `${site.url}/en/search/article?keyword=actuator`;
    const answers = await Promise.all(Array.from({ length: 12 }, () => get(url)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('turns away renders beyond the queue with 503, Retry-After and a page in the visitor language, while cached pages and the API answer', async () => {
    await get(`${site.url}/en`); // cached from here on
    const misses = Array.from({ length: 30 }, (_, i) =>
      get(`${site.url}/${i % 2 ? 'zh' : 'en'}/search/article?keyword=busy${i}`),
    );
    const alongside = [get(`${site.url}/en`), get(`${site.url}/api/product/ProductList?limit=3`)];
    const answers = await Promise.all(misses);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    for (const answer of busy) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.body).not.toContain('<script');
    }
    expect(busy.some((a) => a.body.includes('请稍候'))).toBe(true);
    expect(busy.some((a) => a.body.includes('One moment, please'))).toBe(true);
    const [home, list] = await Promise.all(alongside);
    expect(home!.status).toBe(200);
    expect(home!.headers.get('x-cache')).toBe('hit');
    expect(list!.status).toBe(200);
  });
});
