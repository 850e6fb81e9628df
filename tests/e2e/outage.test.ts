import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres } from '#scripts/pg.mjs';
import { launchBrowser, newVisitor, screenshotDir, startSite, type RunningSite } from './server.js';

/** Polls `url` until `ok(status)`; the outage and the recovery take their own time. */
async function until(url: string, ok: (status: number) => boolean): Promise<void> {
  for (;;) {
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (ok(status)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * While PostgreSQL is down, kept pages keep serving, the rest say "try again
 * shortly" in the visitor's language (503, Retry-After), and the site recovers by itself.
 */
describe('a PostgreSQL outage (pg_ctl stop, then start)', () => {
  let pg: Awaited<ReturnType<typeof startPostgres>>;
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    pg = await startPostgres();
    site = await startSite({ DATABASE_URL: pg.url });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await pg?.stop();
  });

  it('serves kept pages, asks for patience elsewhere, and recovers by itself', async () => {
    // Kept in the page cache: the second request is a hit.
    await fetch(`${site.url}/en/about`);
    const kept = await fetch(`${site.url}/en/about`);
    expect(kept.headers.get('x-cache')).toBe('hit');
    const keptText = await kept.text();

    pg.pause();
    await until(`${site.url}/readyz`, (status) => status === 503);

    const during = await fetch(`${site.url}/en/about`);
    expect(during.status).toBe(200);
    expect(await during.text()).toBe(keptText);

    const missed = await fetch(`${site.url}/en/joinIn`);
    expect(missed.status).toBe(503);
    expect(missed.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await missed.text()).toContain('Back in a moment');
    const missedZh = await fetch(`${site.url}/zh/joinIn`);
    expect(missedZh.status).toBe(503);
    expect(await missedZh.text()).toContain('请稍后再试');

    const form = await fetch(`${site.url}/api/common/sendEmail?email=outage@example.com&lang=en`, {
      method: 'POST',
    });
    expect(form.status).toBe(503);
    expect(form.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await form.json()).toMatchObject({
      code: 0,
      msg: 'The enquiry desk is briefly unavailable. Please try again in a minute; nothing you sent was saved',
    });

    fs.mkdirSync(screenshotDir, { recursive: true });
    for (const [lang, width] of [
      ['en', 1440],
      ['zh', 360],
    ] as const) {
      const context = await newVisitor(browser, lang === 'zh' ? 'zh-CN' : 'en-US', { width, height: 800 });
      const page = await context.newPage();
      await page.goto(`${site.url}/${lang}/joinIn`);
      await page.screenshot({ path: path.join(screenshotDir, `outage-${lang}-${width}.png`) });
      await context.close();
    }

    pg.resume();
    await until(`${site.url}/readyz`, (status) => status === 200);
    await until(`${site.url}/en/joinIn`, (status) => status === 200);
    const after = await fetch(`${site.url}/api/common/sendEmail?email=outage@example.com&lang=en`, {
      method: 'POST',
    });
    expect(((await after.json()) as { code: number }).code).toBe(1);
  });

  it('has no /metrics without METRICS_TOKEN: 404, not the language redirect', async () => {
    const answer = await fetch(`${site.url}/metrics`, { redirect: 'manual' });
    expect(answer.status).toBe(404);
  });
});
