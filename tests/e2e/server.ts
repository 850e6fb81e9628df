import path from 'node:path';
import { CHROMIUM_ARGS, root } from '../../scripts/site-process.mjs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export { startSite, type RunningSite } from '../../scripts/site-process.mjs';

/** Debian's Chromium, headless, never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export async function newVisitor(
  browser: Browser,
  locale = 'en-US',
  viewport = { width: 1440, height: 900 },
): Promise<BrowserContext> {
  return browser.newContext({ locale, viewport, extraHTTPHeaders: { 'Accept-Language': locale } });
}

/** Where e2e screenshots go (test output, not committed). */
export const screenshotDir = path.join(root, 'test-results', 'screenshots');
