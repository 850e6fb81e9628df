import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteRoutes } from './routes.js';
import {
  BROWSER_WAIT_MS,
  launchBrowser,
  newVisitor,
  signIn,
  startSite,
  type RunningSite,
  islandsLive,
} from './server.js';

const ADMIN = { email: 'csp.admin@mapleriver-controls.example', password: 'Csp-admin-console-2026' };
const LANGS = ['en', 'zh'] as const;

/**
 * The inline scripts of a page, its JSON-LD blocks (data a browser never runs, so never hashed)
 * and the script-src of its policy.
 */
function scriptsAndPolicy(html: string, policy: string) {
  const all = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    (m) => !/\bsrc=/.test(m[1]!),
  );
  const isData = (m: RegExpExecArray) => /\btype="application\/ld\+json"/.test(m[1]!);
  const inline = all.filter((m) => !isData(m)).map((m) => m[2]!);
  const data = all.filter(isData).map((m) => m[2]!);
  const scriptSrc = policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '))!;
  return { inline, data, scriptSrc };
}

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

/** Records every CSP violation a page reports, from before its first script runs. */
async function watchViolations(page: Page, violations: string[]) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __violations: string[] }).__violations ??= [];
      (window as unknown as { __violations: string[] }).__violations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
}

async function collected(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
}

describe('Content-Security-Policy without unsafe-inline scripts', () => {
  let site: RunningSite;
  let browser: Browser;
  let routes: string[];

  beforeAll(async () => {
    site = await startSite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    browser = await launchBrowser();
    routes = await siteRoutes(site.url);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('names every inline script of a page by its hash, rendered or from the cache, and nothing else', async () => {
    for (const path of ['/en', '/zh/news', '/en/prod_center', '/zh/callMe']) {
      for (const expected of ['miss', 'hit']) {
        const response = await fetch(`${site.url}${path}${expected === 'miss' ? '?csp=1' : ''}`);
        const html = await response.text();
        const policy = response.headers.get('content-security-policy') ?? '';
        const { inline, data, scriptSrc } = scriptsAndPolicy(html, policy);
        expect(scriptSrc, path).not.toContain('unsafe-inline');
        // The old hash links' redirect and the script that hydrates the page's islands.
        expect(inline.length, path).toBeGreaterThanOrEqual(2);
        for (const script of inline)
          expect(scriptSrc, `${path}: ${script.slice(0, 60)}`).toContain(sha256(script));
        // Only the page's own scripts: one hash each, no more.
        expect(scriptSrc.match(/'sha256-/g)?.length, path).toBe(new Set(inline).size);
        // Structured data is there and is not allowed to run.
        expect(data.length, path).toBeGreaterThan(0);
        for (const block of data) expect(scriptSrc).not.toContain(sha256(block));
        // A script changed by one character would not run.
        expect(scriptSrc).not.toContain(sha256(`${inline[0]} `));
      }
    }
    const api = await fetch(`${site.url}/api/common/getconfig?configname=site`);
    expect(api.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
  });

  it('runs every public screen in both languages without a CSP violation', async () => {
    const context = await newVisitor(browser);
    const page = await context.newPage();
    const violations: string[] = [];
    await watchViolations(page, violations);
    for (const lang of LANGS) {
      for (const route of routes) {
        const url = `${site.url}/${lang}${route === '/' ? '' : route}`;
        await page.goto(url);
        await islandsLive(page, { timeout: BROWSER_WAIT_MS });
        violations.push(...(await collected(page)).map((v) => `${url}: ${v}`));
      }
    }
    // A second visit is served from the page cache with the header stored beside it.
    const again = await page.goto(`${site.url}/en/news`);
    expect(again?.headers()['x-cache']).toBe('hit');
    await islandsLive(page);
    violations.push(...(await collected(page)));
    expect(violations).toEqual([]);
    await context.close();
  });

  it('runs the staff console and the API documentation without a CSP violation', async () => {
    const context = await newVisitor(browser);
    const page = await context.newPage();
    const violations: string[] = [];
    await watchViolations(page, violations);
    await signIn(page, site.url, ADMIN);
    violations.push(...(await collected(page)));
    // The sales desk's screens too: its settings parse with zod in the browser, and zod's probe
    // for `new Function` is a violation unless it is told not to (contract/zodConfig.ts).
    // And the sign-in's security screens (the QR code is an SVG picture, not markup).
    const screens = ['/enquiries', '/products', '/staff', '/audit', '/webhooks', '/config/site', '/security'];
    for (const screen of screens) {
      await page.goto(`${site.url}/admin${screen}`);
      await page.waitForLoadState('networkidle');
      violations.push(...(await collected(page)).map((v) => `${screen}: ${v}`));
    }
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByTestId('totp-key').waitFor();
    violations.push(...(await collected(page)).map((v) => `/security, QR code: ${v}`));
    for (const screen of ['/forgot', '/reset#a-token']) {
      await page.goto(`${site.url}/admin${screen}`);
      await page.locator('form').waitFor();
      violations.push(...(await collected(page)).map((v) => `${screen}: ${v}`));
    }
    await page.goto(`${site.url}/api/docs`);
    await page.locator('.swagger-ui .info').waitFor();
    violations.push(...(await collected(page)).map((v) => `/api/docs: ${v}`));
    expect(violations).toEqual([]);
    await context.close();
  });
});
