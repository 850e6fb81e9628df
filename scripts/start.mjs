// `npm start`: builds when the sources are newer than the build, then runs the compiled server
// (which migrates the database and loads the demo content into an empty one).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from './build-if-stale.mjs';
import { MEMORY_ENV } from './memory-env.mjs';

buildIfStale();
process.env.NODE_ENV ??= 'production';
const main = path.join(root, 'dist/server/main.js');
if (Object.keys(MEMORY_ENV).every((name) => process.env[name] !== undefined)) {
  await import(pathToFileURL(main).href);
} else {
  // glibc reads its allocator settings only when a process starts: the server runs in a child that
  // has them (the container sets them itself). Signals go on to it; its exit code is ours.
  const child = spawn(process.execPath, [...process.execArgv, main], {
    stdio: 'inherit',
    env: { ...MEMORY_ENV, ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
