import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from './server.js';

/**
 * `npm start` on an empty data folder and a machine that has never drawn the demo photographs:
 * the site answers before they are made (they take minutes on a small machine), then pages show
 * them with their derived sizes once made. How long the first answer takes is measured by
 * `npm run bench` (scripts/bench-first-start.mjs), not asserted here.
 */
describe('the first start on an empty data folder', () => {
  let site: RunningSite;
  let imageCache: string;
  const health = async () => (await (await fetch(`${site.url}/healthz`)).json()) as { demoPictures?: string };
  const bannerTag = async () => {
    const html = await (await fetch(`${site.url}/en/`)).text();
    // The home banner's first slide is the first demo photograph of the page.
    return /<img[^>]*src="\/uploads\/media\/[^"]*demo-banner-1[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
  };

  beforeAll(async () => {
    imageCache = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-first-start-cache-'));
    site = await startSite({ IMAGE_CACHE_DIR: imageCache }, { waitForPictures: false, firstStart: true });
  });
  afterAll(async () => {
    await site?.stop();
    fs.rmSync(imageCache, { recursive: true, force: true });
  });

  it('answers pages while the demo photographs are still being made', async () => {
    // startSite resolved on the first answer; nothing was drawn yet, so the photographs are pending.
    expect(await health()).toEqual({ status: 'ok', demoPictures: 'making' });
    const home = await fetch(`${site.url}/en/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Maple River Controls');
  });

  it('then shows the photographs with their derived sizes, without a restart', async () => {
    await expect
      .poll(async () => (await health()).demoPictures, { timeout: 600_000, interval: 500 })
      .toBeUndefined();
    // Made in the background: every photograph is on disk and the page now offers its sizes.
    // The first request after the change may get the previous page while the new one renders (stale for up to 60 s).
    await expect.poll(bannerTag, { timeout: 180_000, interval: 500 }).toMatch(/srcset=/i);
    const photos = fs
      .readdirSync(path.join(site.dataDir, 'uploads', 'media'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /demo-(product|banner)-\d+\.jpg$/.test(file));
    expect(photos.length).toBeGreaterThanOrEqual(4);
  });
});
