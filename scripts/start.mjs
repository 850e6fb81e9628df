// `npm start`: builds when the sources are newer than the build, then runs the compiled server
// (which migrates the database and loads the demo content into an empty one).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'build', '.built');
const sources = [
  'app',
  'server',
  'contract',
  'admin',
  'package.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.server.json',
];

function newestChange(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

const built =
  fs.existsSync(stamp) && fs.existsSync(path.join(root, 'dist/server/main.js'))
    ? fs.statSync(stamp).mtimeMs
    : 0;
if (built < Math.max(...sources.map(newestChange))) {
  console.log('Building valve-site (sources changed since the last build)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, new Date().toISOString());
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
