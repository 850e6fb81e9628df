import type { FastifyBaseLogger } from 'fastify';
import { ImapFlow } from 'imapflow';

/** Where a message goes once read: added to a case, set aside, or left for the next look. */
export type MessageFate = 'processed' | 'rejected' | 'keep';

/** The folders the desk files messages into (made when missing). */
export const MAIL_FOLDERS = { processed: 'Processed', rejected: 'Rejected' } as const;

/** The parts of IMAP_URL: imap[s]://user:password@host[:port][/mailbox]. */
export function imapTarget(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'imaps:';
  return {
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 993 : 143),
    secure,
    auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) },
    mailbox: decodeURIComponent(parsed.pathname.replace(/^\/+/, '')) || 'INBOX',
  };
}

/**
 * One message as the reader hands it over: its whole source, or, for a message larger than the
 * reader takes whole, its header alone (`complete` false) with its size.
 */
export interface MailboxMessage {
  source: Buffer;
  size: number;
  complete: boolean;
}

/** What one look at the mailbox did. */
export interface PollResult {
  processed: number;
  rejected: number;
  kept: number;
}

/**
 * The desk's mailbox (IMAP_URL), read with a kept client (imapflow): `poll` reads every message
 * in it, asks `handle` what to do with each, and moves it to Processed or Rejected; a message
 * `handle` keeps (or throws on: the database is down) stays in the mailbox for the next look.
 * A message over `maxBytes` is not downloaded: `handle` gets its header alone. `watch` keeps a
 * connection open and looks again whenever the server announces new mail (IMAP IDLE, where the
 * server has it) and every `pollMs` anyway.
 */
export function mailboxReader(
  url: string,
  log: FastifyBaseLogger,
  handle: (message: MailboxMessage) => Promise<MessageFate>,
  maxBytes: number,
) {
  const target = imapTarget(url);
  let client: ImapFlow | null = null;
  let connecting: Promise<ImapFlow> | null = null;
  /** Called when the server tells of new messages in the mailbox. */
  let onNews: () => void = () => undefined;

  async function connect(): Promise<ImapFlow> {
    const next = new ImapFlow({
      host: target.host,
      port: target.port,
      secure: target.secure,
      auth: target.auth,
      logger: false,
      // IDLE (news of new mail) a second after the last command, not imapflow's default 15.
      autoIdleDelay: 1000,
      // The folders are made and the mailbox opened below; a lost connection is made again.
      emitLogs: false,
    });
    next.on('error', (err: unknown) => log.warn({ err }, 'the connection to the desk mailbox failed'));
    next.on('close', () => {
      if (client === next) client = null;
    });
    next.on('exists', () => onNews());
    await next.connect();
    const existing = new Set((await next.list()).map((m) => m.path));
    for (const folder of Object.values(MAIL_FOLDERS)) {
      if (existing.has(folder)) continue;
      try {
        await next.mailboxCreate(folder);
      } catch (err) {
        // Another instance made it at the same moment: fine.
        if (!(await next.list()).some((m) => m.path === folder)) throw err;
      }
    }
    // With the mailbox open and nothing to do, imapflow waits in IDLE and reports new mail.
    await next.mailboxOpen(target.mailbox);
    client = next;
    return next;
  }

  async function connected(): Promise<ImapFlow> {
    if (client?.usable) return client;
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    /** Reads every message in the mailbox once and files each as `handle` says. */
    async poll(): Promise<PollResult> {
      const imap = await connected();
      const result: PollResult = { processed: 0, rejected: 0, kept: 0 };
      const lock = await imap.getMailboxLock(target.mailbox);
      try {
        const uids = (await imap.search({ deleted: false }, { uid: true })) || [];
        for (const uid of uids) {
          const sized = await imap.fetchOne(String(uid), { size: true }, { uid: true });
          // Gone: another instance moved it meanwhile.
          if (!sized) continue;
          const size = sized.size ?? 0;
          const complete = size <= maxBytes;
          // A message too large to take is not downloaded: its header says whose it is.
          const message = await imap.fetchOne(String(uid), complete ? { source: true } : { headers: true }, {
            uid: true,
          });
          const source = message ? (complete ? message.source : message.headers) : undefined;
          if (!source) continue;
          let fate: MessageFate;
          try {
            fate = await handle({ source, size, complete });
          } catch (err) {
            log.error(
              { err, uid },
              'a message in the desk mailbox could not be read now; it stays for the next look',
            );
            result.kept++;
            // The same cause (the database down) would fail the rest too.
            break;
          }
          if (fate === 'keep') {
            result.kept++;
            continue;
          }
          await imap.messageMove(String(uid), MAIL_FOLDERS[fate], { uid: true });
          result[fate]++;
        }
      } finally {
        lock.release();
      }
      return result;
    },

    /** Looks now, on every announcement of new mail, and every `pollMs`; answers a stop. */
    watch(pollMs: number): () => Promise<void> {
      let stopped = false;
      let running: Promise<void> | null = null;
      let again = false;
      const run = () => {
        if (stopped) return;
        if (running) {
          again = true;
          return;
        }
        running = this.poll()
          .then(
            () => undefined,
            (err: unknown) => log.error({ err }, 'reading the desk mailbox failed; it is tried again'),
          )
          .finally(() => {
            running = null;
            if (again) {
              again = false;
              run();
            }
          });
      };
      onNews = run;
      const timer = setInterval(run, pollMs);
      timer.unref();
      run();
      return async () => {
        stopped = true;
        clearInterval(timer);
        await running;
        await this.close();
      };
    },

    async close(): Promise<void> {
      const open = client;
      client = null;
      if (open?.usable) await open.logout().catch(() => open.close());
      else open?.close();
    },
  };
}

export type MailboxReader = ReturnType<typeof mailboxReader>;
