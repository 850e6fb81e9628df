import { execFile, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { root } from '#scripts/site-process.mjs';
import { SOURCE_CONDITION } from '../../vite.sources.js';

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
 * (seconds a call, a dozen calls a file). Named by its content under test-results/cli/ (packages
 * resolve from node_modules, server/lib/paths.ts finds the project root): processes making the
 * same bundle share one file, written whole by a rename.
 */
function bundle(entry: string): string {
  const ready = built.get(entry);
  if (ready) return ready;
  const [output] = buildSync({
    entryPoints: [path.join(root, entry)],
    write: false,
    outfile: 'cli.mjs',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The packages load from node_modules as in production; only our TypeScript is bundled.
    packages: 'external',
    // #server/… and #contract/… from their sources, not from a build that may be missing or old.
    conditions: [SOURCE_CONDITION],
    logLevel: 'warning',
  }).outputFiles;
  if (!output) throw new Error(`esbuild made nothing of ${entry}`);
  const hash = crypto.createHash('sha256').update(output.contents).digest('hex').slice(0, 16);
  const dir = path.join(root, 'test-results', 'cli');
  const file = path.join(dir, `${path.basename(entry, '.ts')}-${hash}.mjs`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(partial, output.contents);
    fs.renameSync(partial, file);
  }
  built.set(entry, file);
  return file;
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
