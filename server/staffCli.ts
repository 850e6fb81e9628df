import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { STAFF_ROLES } from '#contract/constants.js';
import type { Services } from './services/index.js';
import { ConfigError, loadConfig, STAFF_PASSWORD_MIN } from './config.js';
import type { StaffRole } from './db/schema.js';

/**
 * `npm run staff -- …` (scripts/staff.mjs runs the compiled file): staff users from the command
 * line, on the database the server uses (DATABASE_URL or DATA_DIR, as for `npm start`).
 */

const USAGE = `Usage:
  npm run staff -- add EMAIL --role admin|editor|support [--name NAME]
  npm run staff -- password EMAIL
  npm run staff -- list
  npm run staff -- reset-2fa EMAIL
  npm run staff -- sessions EMAIL [--end]

reset-2fa removes the member's authenticator app, recovery codes and passkeys, ends their
sessions and mails them (the way back for an admin who lost their second factor).
sessions lists where the member is signed in; --end signs them out everywhere.

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
    options: {
      role: { type: 'string' },
      name: { type: 'string' },
      end: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, target] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (!COMMANDS.includes(command)) throw new UsageError(`Unknown command "${command}".`);
  const email = command === 'list' ? '' : emailArg(target);
  const role = values.role as StaffRole | undefined;
  if (command === 'add' && !STAFF_ROLES.includes(role as StaffRole))
    throw new UsageError(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
  const password = command === 'add' || command === 'password' ? await readPassword() : '';

  const config = loadConfig(process.env);
  // Loaded once the arguments are good: a usage error answers at once.
  const { composeServices } = await import('./services/index.js');
  const composed = composeServices(config, cliLog);
  try {
    await composed.migrate();
    const { services } = composed;
    const users = services.staff.users;
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
    if (command === 'reset-2fa' || command === 'sessions') {
      await securityCommand(command, user.id, email, Boolean(values.end), services);
      return;
    }
    await users.setPassword(user.id, password);
    console.log(`Password of ${user.email} changed; their sessions were signed out.`);
  } finally {
    await composed.close();
  }
}

const COMMANDS = ['add', 'password', 'list', 'reset-2fa', 'sessions'];

/** Console lines of the command line's own log (the services log only failures of mail). */
const cliLog = {
  error: (o: unknown, m?: string) => console.error(m ?? '', o),
  warn: (o: unknown, m?: string) => console.error(m ?? '', o),
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  fatal: (o: unknown, m?: string) => console.error(m ?? '', o),
  child: () => cliLog,
  level: 'warn',
  silent: () => undefined,
} as unknown as FastifyBaseLogger; // the few methods services call; no pino in a CLI

/** reset-2fa and sessions: the staff API's services, on the server's database and mail. */
async function securityCommand(
  command: 'reset-2fa' | 'sessions',
  staffId: number,
  email: string,
  end: boolean,
  services: Services,
): Promise<void> {
  const audit = (action: string, detail: Record<string, unknown> = {}) =>
    services.staff.audit.write({
      staffId: null,
      action,
      entity: 'staff_user',
      entityId: staffId,
      detail: { ...detail, by: 'npm run staff' },
    });
  if (command === 'reset-2fa') {
    await services.staff.security.resetSecondFactor(staffId);
    await services.staff.sessions.endAllOf(staffId);
    await audit('second-factor-reset');
    await services.staff.security.notify(staffId, 'second-factor-reset', { by: 'npm run staff' });
    console.log(
      `Second factor of ${email} removed and their sessions ended; they were told by mail. ` +
        'They sign in with their password and set up a new one.',
    );
    return;
  }
  const sessions = await services.staff.sessions.listOf(staffId, null);
  if (!sessions.length) console.log(`${email} is not signed in anywhere.`);
  const time = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
  for (const s of sessions)
    console.log(
      `${s.browser}${s.os ? ` on ${s.os}` : ''}	${s.ip}	signed in ${time(s.create_time)}	last seen ${time(s.last_seen_time)} UTC`,
    );
  if (end) {
    const ended = await services.staff.sessions.endAllOf(staffId);
    await audit('sessions-end-all', { ended });
    console.log(`Ended ${ended} session(s) of ${email}.`);
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
