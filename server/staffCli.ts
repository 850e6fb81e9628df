import { parseArgs } from 'node:util';
import { z } from 'zod';
import { STAFF_ROLES } from '../contract/constants.js';
import { staffUsers } from './services/staff.js';
import { ConfigError, loadConfig, STAFF_PASSWORD_MIN } from './config.js';
import { migrate, openDatabase } from './db/index.js';
import type { StaffRole } from './db/schema.js';

/**
 * `npm run staff -- …` (scripts/staff.mjs runs the compiled file): staff users from the command
 * line, on the database the server uses (DATABASE_URL or DATA_DIR, as for `npm start`).
 */

const USAGE = `Usage:
  npm run staff -- add EMAIL --role admin|editor|support [--name NAME]
  npm run staff -- password EMAIL
  npm run staff -- list

The password is read from STAFF_PASSWORD, or asked for twice when run in a terminal.
It must be at least ${STAFF_PASSWORD_MIN} characters long.`;

class UsageError extends Error {}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { stdin, stdout } = process;
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new UsageError('cancelled'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  let password: string;
  if (fromEnv) {
    password = fromEnv;
  } else if (process.stdin.isTTY) {
    password = await promptHidden('Password: ');
    if ((await promptHidden('Password again: ')) !== password) throw new UsageError('The passwords differ.');
  } else {
    throw new UsageError('Set STAFF_PASSWORD (no terminal to ask for the password).');
  }
  if (password.length < STAFF_PASSWORD_MIN)
    throw new UsageError(`The password must be at least ${STAFF_PASSWORD_MIN} characters long.`);
  return password;
}

const emailSchema = z.email();

function emailArg(value: string | undefined): string {
  const email = (value ?? '').trim().toLowerCase();
  if (!emailSchema.safeParse(email).success) throw new UsageError(`Not an e-mail address: "${value ?? ''}"`);
  return email;
}

async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, target] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (!['add', 'password', 'list'].includes(command)) throw new UsageError(`Unknown command "${command}".`);
  const email = command === 'list' ? '' : emailArg(target);
  const role = values.role as StaffRole | undefined;
  if (command === 'add' && !STAFF_ROLES.includes(role as StaffRole))
    throw new UsageError(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
  const password = command === 'list' ? '' : await readPassword();

  const config = loadConfig(process.env);
  const handle = openDatabase(config, (err) => console.error(err.message));
  try {
    await migrate(handle);
    const users = staffUsers({ db: handle.db, now: Date.now });
    if (command === 'list') {
      const all = await users.all();
      if (!all.length) console.log('No staff users yet.');
      for (const u of all)
        console.log(`${u.email}\t${u.role}\t${u.status === 1 ? 'active' : 'disabled'}\t${u.name}`);
      return;
    }
    if (command === 'add') {
      const created = await users.create({
        email,
        role: role as StaffRole,
        name: values.name ?? email.split('@')[0] ?? '',
        password,
      });
      if (!created)
        throw new UsageError(`A staff user ${email} already exists (use "password" to reset it).`);
      console.log(`Added ${created.email} (${created.role}). They can sign in at ${config.publicUrl}/admin`);
      return;
    }
    const user = await users.byEmail(email);
    if (!user) throw new UsageError(`No staff user ${email}.`);
    await users.setPassword(user.id, password);
    console.log(`Password of ${user.email} changed; their sessions were signed out.`);
  } finally {
    await handle.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(error.message);
    if (error instanceof UsageError) console.error(`\n${USAGE}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
