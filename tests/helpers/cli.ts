import { execFile, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { root } from '../../scripts/site-process.mjs';

/** What a command line printed and how it ended. */
export interface CliResult {
  status: number | null;
  out: string;
  err: string;
}

const built = new Map<string, string>();

/**
 * A command line of server/ (`npm run staff`, `npm run backup`) as one JavaScript file, made from
 * the source once per test file: run through tsx, each call compiled its whole import graph again
 * (seconds a call, a dozen calls a file). Written under test-results/ so the packages resolve
 * from node_modules and server/lib/paths.ts finds the project root.
 */
function bundle(entry: string): string {
  const ready = built.get(entry);
  if (ready) return ready;
  const outfile = path.join(
    root,
    'test-results',
    'cli',
    `${path.basename(entry, '.ts')}-${process.pid}-${crypto.randomBytes(4).toString('hex')}.mjs`,
  );
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  buildSync({
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The packages load from node_modules as in production; only our TypeScript is bundled.
    packages: 'external',
    logLevel: 'warning',
  });
  built.set(entry, outfile);
  // Gone when the test file's process ends.
  process.once('exit', () => fs.rmSync(outfile, { force: true }));
  return outfile;
}

/** The environment of a command: PATH and what the test sets, nothing of this process's own. */
const cliEnv = (env: Record<string, string>) => ({ PATH: process.env.PATH ?? '', ...env });

/** Runs a command line of server/ (path from the project root) to its end. */
export function runCli(entry: string, args: string[], env: Record<string, string>): CliResult {
  const result = spawnSync(process.execPath, [bundle(entry), ...args], {
    env: cliEnv(env),
    encoding: 'utf8',
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

/** runCli without blocking this process (a server the command talks to lives here). */
export function runCliAsync(entry: string, args: string[], env: Record<string, string>): Promise<CliResult> {
  const file = bundle(entry);
  return new Promise((resolve) => {
    execFile(process.execPath, [file, ...args], { env: cliEnv(env), encoding: 'utf8' }, (error, out, err) =>
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, out, err }),
    );
  });
}
