import type { FastifyBaseLogger } from 'fastify';
import { ImapFlow } from 'imapflow';
import { bindUseCases } from './context.js';

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

/** What a reader works with: where the mailbox is, what to do with each message, its connection. */
interface Reader {
  target: ReturnType<typeof imapTarget>;
  log: FastifyBaseLogger;
  handle: (message: MailboxMessage) => Promise<MessageFate>;
  maxBytes: number;
  /** The open connection, or null until one is made (and again once it closes). */
  client: ImapFlow | null;
  /** A connection being made: whoever needs one meanwhile waits for it. */
  connecting: Promise<ImapFlow> | null;
  /** Called when the server tells of new messages in the mailbox. */
  onNews: () => void;
}

/** Makes the folders the desk files messages into, where missing. */
async function makeFolders(imap: ImapFlow): Promise<void> {
  const existing = new Set((await imap.list()).map((m) => m.path));
  for (const folder of Object.values(MAIL_FOLDERS)) {
    if (existing.has(folder)) continue;
    try {
      await imap.mailboxCreate(folder);
    } catch (err) {
      // Another instance made it at the same moment: fine.
      if (!(await imap.list()).some((m) => m.path === folder)) throw err;
    }
  }
}

async function connect(reader: Reader): Promise<ImapFlow> {
  const { target, log } = reader;
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
    if (reader.client === next) reader.client = null;
  });
  next.on('exists', () => reader.onNews());
  await next.connect();
  await makeFolders(next);
  // With the mailbox open and nothing to do, imapflow waits in IDLE and reports new mail.
  await next.mailboxOpen(target.mailbox);
  reader.client = next;
  return next;
}

async function connected(reader: Reader): Promise<ImapFlow> {
  if (reader.client?.usable) return reader.client;
  reader.connecting ??= connect(reader).finally(() => {
    reader.connecting = null;
  });
  return reader.connecting;
}

/**
 * One message of the mailbox as `handle` gets it: whole, or its header alone when it is larger
 * than the reader takes; null when it is gone (another instance moved it meanwhile).
 */
async function fetchMessage(imap: ImapFlow, uid: number, maxBytes: number): Promise<MailboxMessage | null> {
  const sized = await imap.fetchOne(String(uid), { size: true }, { uid: true });
  // Gone: another instance moved it meanwhile.
  if (!sized) return null;
  const size = sized.size ?? 0;
  const complete = size <= maxBytes;
  // A message too large to take is not downloaded: its header says whose it is.
  const message = await imap.fetchOne(String(uid), complete ? { source: true } : { headers: true }, {
    uid: true,
  });
  const source = message ? (complete ? message.source : message.headers) : undefined;
  return source ? { source, size, complete } : null;
}

/** Reads every message in the mailbox once and files each as `handle` says. */
async function poll(reader: Reader): Promise<PollResult> {
  const { target, log, handle, maxBytes } = reader;
  const imap = await connected(reader);
  const result: PollResult = { processed: 0, rejected: 0, kept: 0 };
  const lock = await imap.getMailboxLock(target.mailbox);
  try {
    const uids = (await imap.search({ deleted: false }, { uid: true })) || [];
    for (const uid of uids) {
      const message = await fetchMessage(imap, uid, maxBytes);
      if (!message) continue;
      let fate: MessageFate;
      try {
        fate = await handle(message);
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
}

/** Looks now, on every announcement of new mail, and every `pollMs`; answers a stop. */
function watch(reader: Reader, pollMs: number): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = poll(reader)
      .then(
        () => undefined,
        (err: unknown) => reader.log.error({ err }, 'reading the desk mailbox failed; it is tried again'),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  reader.onNews = run;
  const timer = setInterval(run, pollMs);
  timer.unref();
  run();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
    await close(reader);
  };
}

async function close(reader: Reader): Promise<void> {
  const open = reader.client;
  reader.client = null;
  if (open?.usable) await open.logout().catch(() => open.close());
  else open?.close();
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
  const reader: Reader = {
    target: imapTarget(url),
    log,
    handle,
    maxBytes,
    client: null,
    connecting: null,
    onNews: () => undefined,
  };
  return bindUseCases(reader, { poll, watch, close });
}

export type MailboxReader = ReturnType<typeof mailboxReader>;
