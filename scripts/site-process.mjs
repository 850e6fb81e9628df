// Starts the compiled production server as a child process on a fresh data folder: used by the
// benchmarks and the browser tests, so both meet the site as a visitor does.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEMORY_ENV } from './memory-env.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A TCP port nobody listens on right now. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Flags for Debian's Chromium, headless, in tests and scripts (never a downloaded browser). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Derived pictures, shared by the test sites and apps of a machine (services/platform/images.ts). */
export const TEST_IMAGE_CACHE = path.join(os.tmpdir(), 'valve-site-image-cache');

/**
 * `node dist/server/main.js` on 127.0.0.1, resolved once it answers (and, unless `waitForPictures` is false, has made the demo photographs
 * of a first start); `stop()` ends it. `startSeconds` bounds the wait (a safety net for a
 * slow machine, not a measure). `hostname`
 * names it in PUBLIC_URL and `url`: `localhost` where a browser wants a real host name (passkeys
 * refuse an IP address as their relying party). `movableClock` gives the server a clock that
 * `moveClock` moves forward (an IPC channel to the child: server/lib/testClock.ts). `template`, a
 * data folder a site of the same build left behind (SQLite file and uploads), is copied into the
 * new data folder first, so the start finds its database migrated and seeded.
 */
export async function startSite(
  env = {},
  { hostname = '127.0.0.1', waitForPictures = true, startSeconds = 600, movableClock = false, template } = {},
) {
  const main = path.join(root, 'dist/server/main.js');
  if (!fs.existsSync(main) || !fs.existsSync(path.join(root, 'build/server/index.js'))) {
    throw new Error('Run `npm run build` first: the compiled server is missing');
  }
  const port = await freePort();
  const ownDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'valve-site-'));
  if (template) {
    // Only into a folder of its own, and only for the SQLite database the folder holds.
    if (!ownDataDir || env.DATABASE_URL)
      throw new Error('a template is copied into a new SQLite data folder only');
    fs.cpSync(template, dataDir, { recursive: true });
  }
  const local = `http://127.0.0.1:${port}`;
  const url = `http://${hostname}:${port}`;
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      // No load balancer to warn: stop at once (a test that checks the drain sets its own).
      SHUTDOWN_DRAIN_SECONDS: '0',
      // Every site of a run shares the derived demo photographs (encoded once per machine).
      IMAGE_CACHE_DIR: TEST_IMAGE_CACHE,
      // As `npm start` and the container run it (scripts/memory-env.mjs).
      ...MEMORY_ENV,
      ...env,
      // The server's clock moves only over this IPC channel (server/lib/testClock.ts).
      ...(movableClock ? { TEST_CLOCK: 'ipc' } : {}),
    },
    stdio: movableClock ? ['ignore', 'ignore', 'inherit', 'ipc'] : ['ignore', 'ignore', 'inherit'],
  });
  // Up, then (unless asked not to) done with the demo photographs a first start makes in the
  // background, so pages show them with their sizes. Ten minutes is a safety net, not a measure.
  const ready = async () => {
    const [api, health] = await Promise.all([
      fetch(`${local}/api/cate/getCateListProduct`),
      fetch(`${local}/healthz`).then((r) => r.json()),
    ]);
    return api.ok && (!waitForPictures || health.demoPictures === undefined);
  };
  for (let attempt = 0; ; attempt++) {
    try {
      if (await ready()) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || attempt > startSeconds * 10) {
      // Not left running behind a failed start.
      child.kill('SIGKILL');
      if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the server did not start (exit ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    url,
    dataDir,
    /** The server process's id (its resident memory: /proc/<pid>/status). */
    pid: child.pid,
    /** Sends a signal to the server process. */
    signal: (name) => child.kill(name),
    /** Moves the server's clock forward by `ms` (`movableClock` only); resolves with its time then. */
    moveClock(ms) {
      if (!movableClock) throw new Error('the site was started without a movable clock');
      return new Promise((resolve) => {
        const answer = (message) => {
          if (message?.type !== 'valve-test-clock') return;
          child.off('message', answer);
          resolve(message.now);
        };
        child.on('message', answer);
        child.send({ type: 'valve-test-clock', advance: ms });
      });
    },
    /** Resolves with the process's exit code (or signal) once it has ended. */
    exited,
    async stop({ keepData = false } = {}) {
      // A process ended by a signal (a test's SIGKILL) has no exit code, only a signal code.
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      if (ownDataDir && !keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a staff user in through the staff API; answers the session cookie (`staff_session=…`). */
export async function staffCookie(url, { email, password }) {
  const login = await fetch(`${url}/admin/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('staff_session='));
  if (login.status !== 200 || !cookie) throw new Error(`staff sign-in failed: ${login.status}`);
  return cookie.split(';')[0];
}
