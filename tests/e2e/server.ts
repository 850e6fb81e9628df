import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningSite {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The production server (compiled by `npm run build`) on a fresh SQLite database with the demo
 * content, as a visitor meets it.
 */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const main = path.join(root, 'dist/server/main.js');
  if (!fs.existsSync(main) || !fs.existsSync(path.join(root, 'build/server/index.js'))) {
    throw new Error('Run `npm run build` before the browser tests');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/cate/getCateListProduct`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || i > 600)
      throw new Error(`the server did not start (exit ${child.exitCode})`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium, headless, never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
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
