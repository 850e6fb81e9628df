import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/index.js';
import type { MailKind, MailOutboxTable } from '../../db/schema.js';
import type { FileStore } from '../../lib/storage.js';
import { caseMail, type CaseMail } from './caseMail.js';
import { bindUseCases, type ServiceContext } from './context.js';
import type { Mail, MailFile } from './mail.js';
import { errorText, nextAttempt, retryQueue, type RetryQueue } from './retryQueue.js';

export { GIVE_UP_AFTER, RETRY_DELAYS } from './retryQueue.js';

/**
 * A claimed row is not due again for this long: longer than nodemailer's slowest timeout (10 min
 * without socket activity), so a slow send is never sent twice, and a crashed instance's row is
 * picked up afterwards.
 */
const LEASE = 15 * 60_000;

export interface MailTag {
  kind: MailKind;
  /** The case number the mail is about. */
  ref: string;
}

/**
 * A refusal for good: an SMTP 5xx answer (`550 Mailbox unavailable`), which trying again cannot
 * change. 4xx answers and connection failures are temporary and keep the retry schedule.
 */
function permanentAnswer(err: unknown): string | null {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  if (typeof code !== 'number' || code < 500 || code > 599) return null;
  const response = (err as { response?: unknown }).response;
  return (typeof response === 'string' && response ? response : `${code} ${errorText(err)}`).slice(0, 500);
}

/** What became of a mail: sent now, queued for retries, or refused for good by the recipient's server. */
export type Delivery = 'sent' | 'queued' | 'rejected';

/** A mail written to the outbox with what it is about: its files are uploads, by their stored path. */
export type QueuedMail = Omit<Mail, 'attachments'> & { files?: { name: string; path: string }[] };

/** A new outbox row of a mail, due as `state` says. */
function outboxRow(
  mail: QueuedMail,
  tag: MailTag,
  now: number,
  state: Pick<MailOutboxTable, 'attempts' | 'next_attempt_time' | 'last_error'>,
) {
  return {
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: JSON.stringify(mail.files ?? []),
    ...tag,
    ...state,
    create_time: now,
    sent_time: null,
  };
}

/** The `attachments` column of mail_outbox (migration 0016). */
const storedFiles = z.array(z.object({ name: z.string(), path: z.string() }));

/** What the outbox needs: the database and clock, the file store, its retry queue and the case mails' headers. */
type OutboxDeps = ServiceContext & { files: FileStore; retries: RetryQueue; cases: CaseMail };

/**
 * A row's files as the mailer sends them, read from the file store (together at most
 * MAIL_ATTACH_MAX_BYTES: larger ones go as links). One that is gone fails the attempt.
 */
async function filesOf(ctx: OutboxDeps, row: Selectable<MailOutboxTable>): Promise<MailFile[]> {
  const { files } = ctx;
  const out: MailFile[] = [];
  for (const f of storedFiles.parse(JSON.parse(row.attachments))) {
    const content = await files.read(f.path);
    if (!content) throw new Error(`the attachment ${f.path} is not in ${files.where}`);
    out.push({ filename: f.name, content });
  }
  return out;
}

/**
 * Notes on the enquiry that the visitor's server refused a mail to them for good (a mail to
 * staff refused is only logged: it is the company's own address).
 */
async function recordRejection(ctx: OutboxDeps, tag: MailTag, answer: string): Promise<void> {
  const { db } = ctx;
  if (tag.kind !== 'confirmation' && tag.kind !== 'staff-reply') return;
  await db
    .updateTable('enquiry')
    .set({ mail_rejection: answer, mail_rejection_time: ctx.now() })
    .where('m_no', '=', tag.ref)
    .execute();
}

/** Sends a claimed row; records the outcome. */
async function attempt(ctx: OutboxDeps, row: Selectable<MailOutboxTable>): Promise<boolean> {
  const { db, retries, cases } = ctx;
  const tag = { id: row.id, kind: row.kind, ref: row.ref, attempts: row.attempts };
  try {
    await ctx.mailer.send(
      await cases.addressed(
        {
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          html: row.html,
          attachments: await filesOf(ctx, row),
        },
        row,
      ),
    );
  } catch (err) {
    const answer = permanentAnswer(err);
    if (answer) {
      await db
        .updateTable('mail_outbox')
        .set({ next_attempt_time: null, last_error: errorText(err) })
        .where('id', '=', row.id)
        .execute();
      await recordRejection(ctx, row, answer);
      ctx.log.warn(
        { err, ...tag },
        "the recipient's mail server refused an e-mail for good; no more retries",
      );
      return false;
    }
    const next = await retries.failed(row, err);
    if (next === null) ctx.log.error({ err, ...tag }, 'an e-mail was given up after 24 hours of retries');
    else ctx.log.warn({ err, ...tag }, 'a queued e-mail failed again; it will be retried');
    return false;
  }
  await db.updateTable('mail_outbox').set({ sent_time: ctx.now() }).where('id', '=', row.id).execute();
  ctx.log.info(tag, 'a queued e-mail was sent');
  return true;
}

/**
 * Sends at once; when that fails for a while, queues the mail for retries; when the recipient's
 * server refuses it for good, records that on the enquiry. Throws only when the mail could be
 * neither sent nor queued.
 */
async function deliver(ctx: OutboxDeps, mail: Mail, tag: MailTag): Promise<Delivery> {
  const { db, cases } = ctx;
  try {
    await ctx.mailer.send(await cases.addressed(mail, tag));
    return 'sent';
  } catch (err) {
    const answer = permanentAnswer(err);
    if (answer) {
      await recordRejection(ctx, tag, answer);
      ctx.log.warn({ err, ...tag }, "the recipient's mail server refused an e-mail for good");
      return 'rejected';
    }
    const now = ctx.now();
    try {
      await db
        .insertInto('mail_outbox')
        .values(
          outboxRow(mail, tag, now, {
            attempts: 1,
            next_attempt_time: nextAttempt(now, 1, now),
            last_error: errorText(err),
          }),
        )
        .execute();
    } catch (queueErr) {
      ctx.log.error({ err, ...tag }, 'an e-mail could not be sent, nor queued for retries');
      throw queueErr;
    }
    ctx.log.warn({ err, ...tag }, 'an e-mail could not be sent; it is queued for retries');
    return 'queued';
  }
}

/**
 * Writes a mail to the outbox in the caller's transaction, so it exists exactly when what it
 * is about does (a staff reply and its files); `sendQueued` sends it once that is committed.
 */
async function queue(ctx: OutboxDeps, trx: Db, mail: QueuedMail, tag: MailTag): Promise<number> {
  const now = ctx.now();
  const { id } = await trx
    .insertInto('mail_outbox')
    .values(outboxRow(mail, tag, now, { attempts: 0, next_attempt_time: now, last_error: '' }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Tries a queued mail now (unless another instance already has it) and answers what became
 * of it; one that fails stays on the retry schedule.
 */
async function sendQueued(ctx: OutboxDeps, id: number): Promise<Delivery> {
  const { db, retries } = ctx;
  await retries.runDue((row: Selectable<MailOutboxTable>) => attempt(ctx, row), [id]);
  const row = await db
    .selectFrom('mail_outbox')
    .select(['sent_time', 'next_attempt_time'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (row.sent_time !== null) return 'sent';
  return row.next_attempt_time === null ? 'rejected' : 'queued';
}

/**
 * Mail that matters (enquiry confirmations, staff notifications, staff replies) survives a mail
 * server that is briefly down: what fails is kept in the database and retried by every instance,
 * each row claimed by one of them at a time.
 */
export function outboxService(ctx: ServiceContext, files: FileStore) {
  const retries = retryQueue(ctx, 'mail_outbox', LEASE);
  // A visitor's mail about a case carries its Reply-To and threading headers, retried ones too.
  const cases = caseMail(ctx.db, ctx.config);
  const deps: OutboxDeps = { ...ctx, files, retries, cases };
  return {
    ...bindUseCases(deps, {
      deliver,
      queue,
      sendQueued,
    }),
    /** Tries the queued mail that is due (each row claimed by one instance); answers how many were sent. */
    retryDue: (): Promise<number> => retries.runDue((row: Selectable<MailOutboxTable>) => attempt(deps, row)),
    /** Mail not sent: waiting for a retry, and given up (for /metrics; the same on every instance). */
    backlog: retries.backlog,
    /** Forgets mail sent a week ago and mail given up a month ago (it holds visitors' words). */
    prune: retries.prune,
    /** Case addresses and our own Message-IDs (the inbound mail reads them). */
    cases,
  };
}

export type OutboxService = ReturnType<typeof outboxService>;
