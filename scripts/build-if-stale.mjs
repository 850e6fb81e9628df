// Builds (npm run build) when the sources are newer than the last build; used by `npm start` and
// `npm run staff`, which both run the compiled server from dist/.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'build', '.built');
const sources = [
  'app',
  'server',
  'contract',
  'sizing',
  'admin',
  'package.json',
  'vite.config.ts',
  'vite.admin.config.ts',
  'react-router.config.ts',
  'tsconfig.server.json',
];

// Read by the server from the source tree at run time (the demo content and clips): an edit there
// needs no new build.
const readAtRunTime = new Set(['server/db/seed/content', 'server/db/seed/media']);

function newestChange(entry) {
  const full = path.join(root, entry);
  if (readAtRunTime.has(entry) || !fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

/** Runs `npm run build` unless dist/server/main.js is newer than every source; exits on failure. */
export function buildIfStale() {
  const built =
    fs.existsSync(stamp) && fs.existsSync(path.join(root, 'dist/server/main.js'))
      ? fs.statSync(stamp).mtimeMs
      : 0;
  if (built >= Math.max(...sources.map(newestChange))) return;
  console.log('Building valve-site (sources changed since the last build)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, new Date().toISOString());
}
