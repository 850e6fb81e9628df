import type { Selectable } from 'kysely';
import type { MailKind, MailOutboxTable } from '../db/schema.js';
import type { ServiceContext } from './context.js';
import type { Mail } from './mail.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The wait after the 1st, 2nd, 3rd and 4th failed attempt; the last one repeats. */
export const RETRY_DELAYS = [MINUTE, 5 * MINUTE, 15 * MINUTE, HOUR, 6 * HOUR] as const;
/** A mail is retried for this long after its first attempt, then given up. */
export const GIVE_UP_AFTER = DAY;
/**
 * A claimed row is not due again for this long: longer than nodemailer's slowest timeout (10 min
 * without socket activity), so a slow send is never sent twice, and a crashed instance's row is
 * picked up afterwards.
 */
const LEASE = 15 * MINUTE;
const BATCH = 50;

export interface MailTag {
  kind: MailKind;
  /** The case number the mail is about. */
  ref: string;
}

/** When to try again after `attempts` failures, at most at the give-up time; null to give up. */
function nextAttempt(createTime: number, attempts: number, now: number): number | null {
  const giveUpTime = createTime + GIVE_UP_AFTER;
  if (now >= giveUpTime) return null;
  const delay = RETRY_DELAYS[Math.min(attempts, RETRY_DELAYS.length) - 1]!;
  return Math.min(now + delay, giveUpTime);
}

function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 1000);
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

/**
 * Mail that matters (enquiry confirmations, staff notifications, staff replies) survives a mail
 * server that is briefly down: what fails is kept in the database and retried by every instance,
 * each row claimed by one of them at a time.
 */
export function outboxService(ctx: ServiceContext) {
  const { db } = ctx;

  /**
   * Notes on the enquiry that the visitor's server refused a mail to them for good (a staff
   * notification or digest refused is only logged: it is the company's own address).
   */
  async function recordRejection(tag: MailTag, answer: string): Promise<void> {
    if (tag.kind === 'staff-notification' || tag.kind === 'staff-digest') return;
    await db
      .updateTable('enquiry')
      .set({ mail_rejection: answer, mail_rejection_time: ctx.now() })
      .where('m_no', '=', tag.ref)
      .execute();
  }

  /** Sends a claimed row; records the outcome. */
  async function attempt(row: Selectable<MailOutboxTable>): Promise<boolean> {
    const tag = { id: row.id, kind: row.kind, ref: row.ref, attempts: row.attempts };
    try {
      await ctx.mailer.send({ to: row.recipient, subject: row.subject, text: row.text, html: row.html });
    } catch (err) {
      const answer = permanentAnswer(err);
      if (answer) {
        await db
          .updateTable('mail_outbox')
          .set({ next_attempt_time: null, last_error: errorText(err) })
          .where('id', '=', row.id)
          .execute();
        await recordRejection(row, answer);
        ctx.log.warn(
          { err, ...tag },
          "the recipient's mail server refused an e-mail for good; no more retries",
        );
        return false;
      }
      const next = nextAttempt(row.create_time, row.attempts, ctx.now());
      await db
        .updateTable('mail_outbox')
        .set({ next_attempt_time: next, last_error: errorText(err) })
        .where('id', '=', row.id)
        .execute();
      if (next === null) ctx.log.error({ err, ...tag }, 'an e-mail was given up after 24 hours of retries');
      else ctx.log.warn({ err, ...tag }, 'a queued e-mail failed again; it will be retried');
      return false;
    }
    await db.updateTable('mail_outbox').set({ sent_time: ctx.now() }).where('id', '=', row.id).execute();
    ctx.log.info(tag, 'a queued e-mail was sent');
    return true;
  }

  return {
    /**
     * Sends at once; when that fails for a while, queues the mail for retries; when the recipient's
     * server refuses it for good, records that on the enquiry. Throws only when the mail could be
     * neither sent nor queued.
     */
    async deliver(mail: Mail, tag: MailTag): Promise<Delivery> {
      try {
        await ctx.mailer.send(mail);
        return 'sent';
      } catch (err) {
        const answer = permanentAnswer(err);
        if (answer) {
          await recordRejection(tag, answer);
          ctx.log.warn({ err, ...tag }, "the recipient's mail server refused an e-mail for good");
          return 'rejected';
        }
        const now = ctx.now();
        try {
          await db
            .insertInto('mail_outbox')
            .values({
              recipient: mail.to,
              subject: mail.subject,
              text: mail.text,
              html: mail.html,
              ...tag,
              attempts: 1,
              next_attempt_time: nextAttempt(now, 1, now),
              last_error: errorText(err),
              create_time: now,
              sent_time: null,
            })
            .execute();
        } catch (queueErr) {
          ctx.log.error({ err, ...tag }, 'an e-mail could not be sent, nor queued for retries');
          throw queueErr;
        }
        ctx.log.warn({ err, ...tag }, 'an e-mail could not be sent; it is queued for retries');
        return 'queued';
      }
    },

    /**
     * Tries the queued mail that is due; answers how many were sent. Each row is claimed by an
     * update that only succeeds on the values read (attempts, due time), so instances running this
     * together never send one twice.
     */
    async retryDue(): Promise<number> {
      const due = await db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('sent_time', 'is', null)
        .where('next_attempt_time', '<=', ctx.now())
        .orderBy('next_attempt_time')
        .limit(BATCH)
        .$narrowType<{ next_attempt_time: number }>()
        .execute();
      let sent = 0;
      for (const row of due) {
        const claimed = await db
          .updateTable('mail_outbox')
          .set({ attempts: row.attempts + 1, next_attempt_time: ctx.now() + LEASE })
          .where('id', '=', row.id)
          .where('attempts', '=', row.attempts)
          .where('next_attempt_time', '=', row.next_attempt_time)
          .where('sent_time', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) continue; // another instance has it
        if (await attempt({ ...row, attempts: row.attempts + 1 })) sent++;
      }
      return sent;
    },

    /** Mail not sent: waiting for a retry, and given up (for /metrics; the same on every instance). */
    async backlog(): Promise<{ waiting: number; givenUp: number }> {
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => [
          eb.fn
            .count<number>(eb.case().when('next_attempt_time', 'is not', null).then(1).end())
            .as('waiting'),
          eb.fn.count<number>(eb.case().when('next_attempt_time', 'is', null).then(1).end()).as('given_up'),
        ])
        .where('sent_time', 'is', null)
        .executeTakeFirstOrThrow();
      return { waiting: Number(row.waiting), givenUp: Number(row.given_up) };
    },

    /** Forgets mail sent a week ago and mail given up a month ago (it holds visitors' words). */
    async prune(): Promise<void> {
      const now = ctx.now();
      await db
        .deleteFrom('mail_outbox')
        .where((eb) =>
          eb.or([
            eb('sent_time', '<', now - 7 * DAY),
            eb.and([
              eb('sent_time', 'is', null),
              eb('next_attempt_time', 'is', null),
              eb('create_time', '<', now - 30 * DAY),
            ]),
          ]),
        )
        .execute();
    },
  };
}

export type OutboxService = ReturnType<typeof outboxService>;
