// `react-router <command>` (build, typegen), less one line it cannot help printing: its config loader starts Vite with
// `envFile: false`, which Vite 8 reports as deprecated on every run (three times). Nothing in
// this project sets it. Every other line, and the exit code, pass through.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const DEPRECATION = /The `envFile` option is deprecated, please use `envDir: false` instead\./;
const child = spawn('npx', ['react-router', ...process.argv.slice(2)], {
  stdio: ['inherit', 'pipe', 'pipe'],
  env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
});
for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  createInterface({ input: from }).on('line', (line) => {
    if (!DEPRECATION.test(line)) to.write(`${line}\n`);
  });
}
// 'close' comes after both streams ended, so no line is lost.
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
