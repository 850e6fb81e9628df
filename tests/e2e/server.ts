import fs from 'node:fs';
import sharp from 'sharp';
import path from 'node:path';
import { CHROMIUM_ARGS, root } from '#scripts/site-process.mjs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Response,
} from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

import { startSite as startSiteProcess, type RunningSite } from '#scripts/site-process.mjs';
import { startSmtp, type TestSmtp } from '../helpers/smtp.js';
import { madeInBeforeAll } from '../helpers/suite.js';

export { type RunningSite };

type StartOptions = NonNullable<Parameters<typeof startSiteProcess>[1]>;

/**
 * The compiled site on a copy of this run's first start (tests/setup/siteTemplate.ts): migrated,
 * seeded and with the demo photographs made, as a first start leaves a data folder. `firstStart`,
 * a DATA_DIR or a DATABASE_URL of the caller's start it on what they name instead (an empty folder
 * by default), for the tests of the first start itself.
 */
export function startSite(
  env: Record<string, string> = {},
  { firstStart = false, ...options }: Omit<StartOptions, 'template'> & { firstStart?: boolean } = {},
): Promise<RunningSite> {
  const own = firstStart || env.DATA_DIR !== undefined || env.DATABASE_URL !== undefined;
  // One render worker: a test site serves one browser, and each worker costs a second or more of
  // a loaded CI machine's start. The first-start test keeps one per core, as in production.
  const siteEnv = firstStart ? env : { RENDER_WORKERS: '1', ...env };
  return startSiteProcess(siteEnv, own ? options : { ...options, template: inject('siteTemplate') });
}

/** startSite for the suite around the call: started in beforeAll, stopped in afterAll; the answer stands for the site from then on. */
export function useSite(...args: Parameters<typeof startSite>): RunningSite {
  let site: RunningSite | undefined;
  beforeAll(async () => {
    site = await startSite(...args);
  });
  afterAll(async () => {
    await site?.stop();
  });
  return madeInBeforeAll(() => site);
}

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
  { timezoneId }: { timezoneId?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale,
    viewport,
    ...(timezoneId ? { timezoneId } : {}),
    extraHTTPHeaders: { 'Accept-Language': locale },
  });
  // Conditions, not time, decide a test: the waits are generous so a loaded or slow machine passes.
  context.setDefaultTimeout(BROWSER_WAIT_MS);
  context.setDefaultNavigationTimeout(BROWSER_WAIT_MS);
  return context;
}

/** The browser locale of a visitor who reads the site in a language. */
export const LOCALE = { en: 'en-US', zh: 'zh-CN' } as const;

/**
 * As a visitor who has arrived: a key press (Shift, which types nothing) is the first sign the
 * islands wait for (app/entry.client.tsx); then waits until every island of the page is live.
 */
export async function islandsLive(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await page.keyboard.press('Shift');
  await page.locator('html[data-hydrated]').waitFor(options);
}

/** A new visitor (newVisitor) with one page open at `url`, once the page has hydrated. */
export async function openHydrated(
  browser: Browser,
  url: string,
  locale?: string,
  viewport?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newVisitor(browser, locale, viewport);
  const page = await context.newPage();
  await page.goto(url);
  await islandsLive(page);
  return { context, page };
}

/** A new visitor of `locale` opening the site's address, which has no language in it (the redirect's test). */
export async function firstVisit(
  browser: Browser,
  siteUrl: string,
  locale: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newVisitor(browser, locale);
  const page = await context.newPage();
  await page.goto(siteUrl);
  return { context, page };
}

/** How long a browser action or wait may take before the test fails (a safety net, not a measure). */
export const BROWSER_WAIT_MS = 120_000;

/** Where e2e screenshots go (test output, not committed). */
export const screenshotDir = path.join(root, 'test-results', 'screenshots');

/** A staff member's sign-in. */
export interface StaffLogin {
  email: string;
  password: string;
}

/**
 * A browser context for the staff console whose page errors and failed requests are collected in
 * `problems` (a suite checks it stays empty); `expected` failed requests (a refused upload) are
 * not problems, nor is the 401 of a signed-out /auth/me or a refused sign-in.
 */
export async function consoleContext(
  browser: Browser,
  problems: string[],
  {
    locale = 'en-US',
    viewport = { width: 1280, height: 900 },
    expected = [] as RegExp[],
    timezoneId,
  }: {
    locale?: string;
    viewport?: { width: number; height: number };
    expected?: RegExp[];
    timezoneId?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newVisitor(browser, locale, viewport, { timezoneId });
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // Failed requests are recorded with their URL below.
    if (message.type() === 'error' && !/^Failed to load resource/.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  page.on('response', async (response) => {
    const line = `${response.status()} ${response.request().method()} ${response.url()}`;
    if (response.status() < 400 || response.status() === 401 || expected.some((e) => e.test(line))) return;
    // A 403 with `step_up` is the server asking for a fresh proof, which the console's dialog gives.
    if (response.status() === 403 && (await stepUpAsked(response))) return;
    problems.push(line);
  });
  return { context, page };
}

async function stepUpAsked(response: Response): Promise<boolean> {
  const body = (await response.json().catch(() => null)) as { step_up?: unknown } | null;
  return Boolean(body?.step_up);
}

/**
 * Answers the console's "Confirm it's you" dialog with `who`'s password (and `code`) if it asks
 * (a sensitive change wants a fresh proof; within minutes of the last one in that session it does
 * not), then waits for `done`, what the change shows once made.
 */
export async function confirmIfAsked(
  page: Page,
  who: StaffLogin,
  done: Locator,
  code?: string,
): Promise<void> {
  const dialog = page.getByTestId('step-up');
  await dialog.or(done).first().waitFor();
  if (await dialog.isVisible()) {
    await page.locator('#step_up_password').fill(who.password);
    if (code) await page.locator('#step_up_code').fill(code);
    await dialog.getByRole('button', { name: /^(Confirm|确认)$/ }).click();
  }
  await done.waitFor();
}

/** Signs in at /admin/ and waits for `ready`: by default the dashboard's first counter. */
export async function signIn(
  page: Page,
  siteUrl: string,
  who: StaffLogin,
  ready = '[data-testid=count-unread], [data-testid=count-missing-en]',
): Promise<void> {
  await page.goto(`${siteUrl}/admin/`);
  await page.locator('#email').fill(who.email);
  await page.locator('#password').fill(who.password);
  await page.locator('button[type=submit]').click();
  await page.locator(ready).first().waitFor();
}

/** The console's first admin, created at start-up by the suites that sign in. */
export const CONSOLE_ADMIN: StaffLogin = {
  email: 'admin@mapleriver-controls.example',
  password: 'Admin-console-2026',
};

/** A site whose console CONSOLE_ADMIN signs in to; `env` adds to it (SMTP_URL, …). */
export function startConsoleSite(
  env: Record<string, string> = {},
  options?: { hostname?: string; movableClock?: boolean },
): Promise<RunningSite> {
  return startSite(
    { ADMIN_EMAIL: CONSOLE_ADMIN.email, ADMIN_PASSWORD: CONSOLE_ADMIN.password, ...env },
    options,
  );
}

/** A console context with CONSOLE_ADMIN signed in (consoleContext, then signIn until `ready`). */
export async function signedInAdmin(
  browser: Browser,
  problems: string[],
  siteUrl: string,
  { ready, ...options }: Parameters<typeof consoleContext>[2] & { ready?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await consoleContext(browser, problems, options);
  await signIn(opened.page, siteUrl, CONSOLE_ADMIN, ready);
  return opened;
}

/** What a browser suite runs against. */
export interface Suite {
  site: RunningSite;
  browser: Browser;
  smtp?: TestSmtp;
}

interface SuiteOptions {
  /** The console's first admin is CONSOLE_ADMIN (startConsoleSite). */
  console?: boolean;
  /** An SMTP server in this process that the site sends through (SMTP_URL). */
  smtp?: boolean;
  /** More of the site's environment (TRUST_PROXY, …). */
  env?: Record<string, string>;
  /** The site's clock moves when the test says (`site.moveClock`). */
  movableClock?: boolean;
}

/** Starts a browser suite's world in its beforeAll: SMTP server, site, Chromium, screenshot folder. */
export async function openSuite(options: SuiteOptions & { smtp: true }): Promise<Suite & { smtp: TestSmtp }>;
export async function openSuite(options?: SuiteOptions): Promise<Suite>;
export async function openSuite({
  console = false,
  smtp = false,
  env = {},
  movableClock = false,
}: SuiteOptions = {}): Promise<Suite> {
  const mail = smtp ? await startSmtp() : undefined;
  const siteEnv = { ...(mail ? { SMTP_URL: mail.url } : {}), ...env };
  const site = await (console
    ? startConsoleSite(siteEnv, { movableClock })
    : startSite(siteEnv, { movableClock }));
  const browser = await launchBrowser();
  fs.mkdirSync(screenshotDir, { recursive: true });
  return { site, browser, smtp: mail };
}

/** The first `limit` products of the site's demo content, as the public list answers them. */
export async function demoProducts<Row>(site: RunningSite, limit: number): Promise<Row[]> {
  const answer = await fetch(`${site.url}/api/product/ProductList?limit=${limit}`);
  return ((await answer.json()) as { data: { list: Row[] } }).data.list;
}

/** Stops what openSuite started, in its afterAll; what never started (a failed beforeAll) is skipped. */
export async function closeSuite({ site, browser, smtp }: Partial<Suite>): Promise<void> {
  await browser?.close();
  await site?.stop();
  await smtp?.close();
}

/** Uploads a JPEG through the staff API as the console's media upload does; answers where it is stored. */
export async function uploadPhoto(
  siteUrl: string,
  cookie: string,
  jpeg: Buffer,
  name: string,
): Promise<{ path: string; url: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), name);
  const upload = await fetch(`${siteUrl}/admin/api/uploads`, {
    method: 'POST',
    headers: { origin: siteUrl, cookie },
    body: form,
  });
  if (upload.status !== 201) throw new Error(`the upload answered ${upload.status}`);
  return (await upload.json()) as { path: string; url: string };
}

/** A JPEG of `width`×`height` whose every pixel is `colour(x, y)` (a test's photograph). */
export async function drawJpeg(
  width: number,
  height: number,
  colour: (x: number, y: number) => readonly [number, number, number],
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels.set(colour(x, y), (y * width + x) * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
