import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';

/** Debian's dovecot-imapd (.ci/run installs it). */
const DOVECOT = '/usr/sbin/dovecot';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until something accepts connections on the port (dovecot has started). */
async function listening(port: number, child: ChildProcess, log: string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(
        `dovecot stopped (${child.exitCode}): ${fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''}`,
      );
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A real IMAP server for a test file: dovecot with a generated configuration in a temporary
 * directory (its own base_dir, a free 127.0.0.1 port, plain-text log-in without TLS, users from a
 * passwd-file, maildirs in the directory), run in the foreground (-F) and stopped by `close`.
 * As root (CI) the mail is kept by the `dovecot` system user, since dovecot refuses mail access
 * as UID 0; as another user, every dovecot process runs as that user.
 */
export async function startImap(users: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-imap-'));
  const port = await freePort();
  const password = 'desk-test-password';
  const root = process.getuid?.() === 0;
  const me = os.userInfo();
  const mailDir = path.join(dir, 'mail');
  fs.mkdirSync(mailDir);
  fs.mkdirSync(path.join(dir, 'run'));
  if (root) {
    // dovecot's own processes must reach the directory; the mail belongs to the dovecot user.
    fs.chmodSync(dir, 0o755);
    const id = (flag: string) => Number(execFileSync('id', [flag, 'dovecot'], { encoding: 'utf8' }).trim());
    fs.chownSync(mailDir, id('-u'), id('-g'));
  }
  fs.writeFileSync(path.join(dir, 'passwd'), users.map((u) => `${u}:{PLAIN}${password}::::::\n`).join(''));
  const account = root ? 'uid=dovecot gid=dovecot' : `uid=${me.uid} gid=${me.gid}`;
  const unprivileged = root
    ? ''
    : `default_internal_user = ${me.username}\ndefault_login_user = ${me.username}\n`;
  const config = `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = 1
${unprivileged}passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = ${account} home=${mailDir}/%u
}
mail_location = maildir:~/Maildir
namespace inbox {
  inbox = yes
  separator = /
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
`;
  const configFile = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(configFile, config);
  const log = path.join(dir, 'dovecot.log');
  const child = spawn(DOVECOT, ['-c', configFile, '-F'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    await listening(port, child, log);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${stderr}`, { cause: error });
  }

  /** A client of one user's mailbox, connected (the test's own, to append and look). */
  async function clientOf(user: string): Promise<ImapFlow> {
    const imap = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      auth: { user, pass: password },
      logger: false,
    });
    imap.on('error', () => undefined);
    await imap.connect();
    return imap;
  }

  return {
    /** IMAP_URL of a user's inbox. */
    url: (user: string) => `imap://${user}:${password}@127.0.0.1:${port}/INBOX`,

    /** Puts a message into a user's inbox, as a mail server delivering it would. */
    async deliver(user: string, message: string | Buffer): Promise<void> {
      const imap = await clientOf(user);
      try {
        await imap.append('INBOX', message);
      } finally {
        await imap.logout();
      }
    },

    /** The subjects of the messages in a user's folder ([] when it does not exist yet). */
    async subjects(user: string, folder: string): Promise<string[]> {
      const imap = await clientOf(user);
      try {
        if (!(await imap.list()).some((m) => m.path === folder)) return [];
        const status = await imap.status(folder, { messages: true });
        if (!status || !status.messages) return [];
        const lock = await imap.getMailboxLock(folder);
        try {
          const found: string[] = [];
          for await (const message of imap.fetch('1:*', { envelope: true }))
            found.push(message.envelope?.subject ?? '');
          return found;
        } finally {
          lock.release();
        }
      } finally {
        await imap.logout();
      }
    },

    async close(): Promise<void> {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestImap = Awaited<ReturnType<typeof startImap>>;
