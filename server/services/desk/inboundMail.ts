import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { UPLOAD_MAX_FILES } from '../../../contract/constants.js';
import { DESK_TEXT_MAX } from '../../../contract/enquiry.js';
import { AppError, found } from '../../lib/errors.js';
import type { InboundMailStatus } from '../../db/schema.js';
import { bareAddress, isOwnMessageId } from '../platform/caseMail.js';
import type { ServiceContext } from '../platform/context.js';
import { mailboxReader, type MessageFate } from '../platform/imap.js';
import { listPage, whereIds, type StaffList } from '../platform/listing.js';
import type { OutboxService } from '../platform/outbox.js';
import type { UploadRow, UploadService } from '../platform/uploads.js';
import { addVisitorComment } from './enquiries.js';
import { replyText } from './replyText.js';
import type { WebhookService } from './webhooks.js';
import { attachToMessage } from './messageAttachments.js';

/** How long the instance that took a message has to move it before another files it. */
const FILING_GRACE_MS = 10 * 60_000;

/** Why a message was set aside (the console names them). */
export const INBOUND_REJECTIONS = [
  /** Not sent to a case address (or its signature is wrong). */
  'not-a-case',
  /** A case address of no enquiry here (deleted). */
  'unknown-case',
  /** From someone else than the enquiry's own address. */
  'wrong-sender',
  /** An out-of-office or other automatic answer. */
  'auto-reply',
  /** A delivery report: a mail of ours could not be delivered. */
  'bounce',
  /** One of our own mails come back. */
  'loop',
  /** Nothing new in it once the quoted mail and the signature are cut. */
  'empty',
  /** A file that fails the site's upload rules (type, size, content, number). */
  'attachment',
] as const;
export type InboundRejection = (typeof INBOUND_REJECTIONS)[number];

type Verdict =
  | { reject: InboundRejection; enquiryId?: number; detail?: string }
  | { enquiryId: number; email: string; content: string; files: { name: string; content: Buffer }[] };

const header = (mail: ParsedMail, name: string) => {
  const value = mail.headers.get(name);
  if (value === undefined) return '';
  if (typeof value === 'string') return value.trim().toLowerCase();
  if (typeof value === 'object' && value !== null && 'value' in value)
    return String((value as { value: unknown }).value).toLowerCase();
  return String(value).toLowerCase();
};

/** Every address the message was sent to (To, Cc, and the delivery headers of catch-alls). */
function recipients(mail: ParsedMail): string[] {
  const of = (a: AddressObject | AddressObject[] | undefined) =>
    (Array.isArray(a) ? a : a ? [a] : []).flatMap((o) => o.value.map((v) => v.address ?? ''));
  const delivered = mail.headerLines
    .filter((h) => ['delivered-to', 'x-original-to', 'envelope-to'].includes(h.key))
    .map((h) => h.line.slice(h.line.indexOf(':') + 1));
  return [...of(mail.to), ...of(mail.cc), ...delivered].map(bareAddress).filter(Boolean);
}

/**
 * Automatic mail never enters a thread: out-of-office answers (Auto-Submitted, Precedence, the
 * X-Autoreply family), delivery reports (multipart/report, the mailer daemon), our own mails.
 */
function automatic(mail: ParsedMail, config: ServiceContext['config']): InboundRejection | null {
  const from = bareAddress(mail.from?.value[0]?.address ?? '');
  if (
    header(mail, 'content-type') === 'multipart/report' ||
    /^(mailer-daemon|postmaster)@/.test(from) ||
    from === ''
  )
    return 'bounce';
  if (
    (mail.messageId && isOwnMessageId(config, mail.messageId)) ||
    from === bareAddress(config.mailFrom) ||
    from === config.replyToAddress
  )
    return 'loop';
  const autoSubmitted = header(mail, 'auto-submitted');
  if (autoSubmitted && autoSubmitted !== 'no') return 'auto-reply';
  if (['bulk', 'junk', 'list', 'auto_reply'].includes(header(mail, 'precedence'))) return 'auto-reply';
  if (['x-autoreply', 'x-autorespond', 'x-autoresponse'].some((h) => mail.headers.has(h)))
    return 'auto-reply';
  return null;
}

/** The files a reply carries (inline pictures of an HTML signature are not files the visitor sent). */
const filesOf = (mail: ParsedMail) =>
  mail.attachments
    .filter((a) => !a.related && a.contentDisposition !== 'inline')
    .map((a, i) => ({ name: a.filename || `attachment-${i + 1}`, content: a.content }));

/** The services the inbound mail works with, by name. */
export interface InboundMailDeps {
  uploads: UploadService;
  outbox: OutboxService;
  webhooks: WebhookService;
}

/**
 * Visitors' e-mail replies (issue 25): a message to a case's address (outbox's Reply-To) from
 * the enquiry's own address becomes the visitor's comment in its thread, with its files checked
 * as uploads from the form; anything else is set aside (Rejected folder, listed for admins).
 * Each message is recorded by its key in the same transaction as the comment: two instances
 * reading the mailbox add it once; a message read while the database is down stays for later.
 */
export function inboundMailService(ctx: ServiceContext, { uploads, outbox, webhooks }: InboundMailDeps) {
  const { db, config } = ctx;

  async function judge(mail: ParsedMail): Promise<Verdict> {
    const auto = automatic(mail, config);
    if (auto) return { reject: auto };
    let mNo: string | null = null;
    for (const address of recipients(mail)) {
      mNo = await outbox.cases.caseOf(address);
      if (mNo) break;
    }
    if (!mNo) return { reject: 'not-a-case' };
    const from = bareAddress(mail.from?.value[0]?.address ?? '');
    // A case address writing to a case: our own mail forwarded back.
    if (await outbox.cases.caseOf(from)) return { reject: 'loop' };
    const enquiry = await db
      .selectFrom('enquiry')
      .select(['id', 'email'])
      .where('m_no', '=', mNo)
      .executeTakeFirst();
    if (!enquiry) return { reject: 'unknown-case' };
    if (from !== enquiry.email.toLowerCase()) return { reject: 'wrong-sender', enquiryId: enquiry.id };
    const files = filesOf(mail);
    if (files.length > UPLOAD_MAX_FILES)
      return { reject: 'attachment', enquiryId: enquiry.id, detail: `${files.length} files` };
    const content = replyText(mail.text ?? '').slice(0, DESK_TEXT_MAX.comment);
    if (!content && files.length === 0) return { reject: 'empty', enquiryId: enquiry.id };
    return { enquiryId: enquiry.id, email: enquiry.email, content, files };
  }

  /** Records a message set aside; another instance that recorded it first is the one to move it. */
  async function setAside(key: string, mail: ParsedMail, reason: InboundRejection, enquiryId?: number) {
    const recorded = await record(
      db,
      key,
      mail,
      'rejected',
      { reason, enquiry_id: enquiryId ?? null },
      ctx.now(),
    );
    return recorded === null ? 'keep' : 'rejected';
  }

  /** Decides one message's fate; throws (message kept) when the database cannot be reached. */
  async function take(source: Buffer): Promise<MessageFate> {
    const mail = await simpleParser(source);
    const key =
      mail.messageId?.trim() || `sha256:${crypto.createHash('sha256').update(source).digest('hex')}`;
    const known = await db
      .selectFrom('inbound_mail')
      .select(['status', 'receive_time'])
      .where('message_key', '=', key)
      .executeTakeFirst();
    if (known) {
      // Another instance took it and is moving it: two moves would file two copies. Still here
      // later, its move failed: it is filed as recorded.
      if (ctx.now() - known.receive_time < FILING_GRACE_MS) return 'keep';
      return known.status === 'added' ? 'processed' : 'rejected';
    }
    const verdict = await judge(mail);
    if ('reject' in verdict) {
      ctx.log.info(
        { key, reason: verdict.reject, detail: verdict.detail },
        'an e-mail to the desk was set aside',
      );
      return setAside(key, mail, verdict.reject, verdict.enquiryId);
    }
    // The files are checked and stored as uploads from the form are (type, size, content).
    const stored: { name: string; upload: UploadRow }[] = [];
    try {
      for (const file of verdict.files) {
        stored.push({
          name: file.name,
          upload: await uploads.store(file.name, Readable.from(file.content), `mail:${verdict.email}`),
        });
      }
    } catch (error) {
      await uploads.discard(stored.map((s) => s.upload));
      if (!(error instanceof AppError)) throw error;
      ctx.log.info(
        { key, reason: error.key },
        'an e-mail reply was set aside: a file failed the upload rules',
      );
      return setAside(key, mail, 'attachment', verdict.enquiryId);
    }
    const now = ctx.now();
    let added: number | null;
    try {
      added = await db.transaction().execute(async (trx) => {
        // The claim: a second instance's insert finds the key taken and adds nothing.
        const claimed = await record(trx, key, mail, 'added', { enquiry_id: verdict.enquiryId }, now);
        if (!claimed) return null;
        const messageId = await addVisitorComment(trx, verdict.enquiryId, verdict.content, now);
        await attachToMessage(trx, messageId, stored);
        await trx
          .updateTable('inbound_mail')
          .set({ message_id: messageId })
          .where('id', '=', claimed)
          .execute();
        return messageId;
      });
    } catch (error) {
      await uploads.discard(stored.map((s) => s.upload)).catch(() => undefined);
      throw error;
    }
    if (added === null) {
      await uploads.discard(stored.map((s) => s.upload));
      return 'keep';
    }
    ctx.log.info({ key, enquiryId: verdict.enquiryId }, "a visitor's e-mail reply was added to the thread");
    await webhooks.emit('enquiry.commented', verdict.enquiryId, { content: verdict.content });
    return 'processed';
  }

  const reader = config.imapUrl ? mailboxReader(config.imapUrl, ctx.log, take) : null;

  return {
    /** Whether IMAP_URL names a mailbox. */
    configured: reader !== null,

    /** Reads the mailbox once (tests, and the watch below). */
    poll: () => {
      if (!reader) throw new Error('IMAP_URL is not set');
      return reader.poll();
    },

    /** Reads the mailbox now, on news of new mail and every IMAP_POLL_SECONDS; answers a stop. */
    watch: (): (() => Promise<void>) =>
      reader ? reader.watch(config.imapPollSeconds * 1000) : async () => undefined,

    /** Closes the connection to the mailbox. */
    close: () => reader?.close() ?? Promise.resolve(),

    /** The messages taken from the mailbox (the console's list for admins). */
    records({ filter, sort, slice }: StaffList<'inbound_mail'>) {
      let query = whereIds(db.selectFrom('inbound_mail').selectAll(), filter.id);
      if (filter.status) query = query.where('status', '=', filter.status);
      return listPage(query, { sort, slice }, (row) => row, { ids: 'desc' });
    },

    /** One message taken from the mailbox. */
    async record(id: number) {
      return found(await db.selectFrom('inbound_mail').selectAll().where('id', '=', id).executeTakeFirst());
    },
  };
}

/** Records a message once by its key; answers the new row's id, or null when it was recorded before. */
async function record(
  db: ServiceContext['db'],
  key: string,
  mail: ParsedMail,
  status: InboundMailStatus,
  fields: { reason?: string; enquiry_id: number | null },
  now: number,
): Promise<number | null> {
  const row = await db
    .insertInto('inbound_mail')
    .values({
      message_key: key.slice(0, 500),
      status,
      reason: fields.reason ?? '',
      sender: (mail.from?.text ?? '').slice(0, 300),
      subject: (mail.subject ?? '').slice(0, 300),
      enquiry_id: fields.enquiry_id,
      message_id: null,
      receive_time: now,
    })
    .onConflict((oc) => oc.column('message_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export type InboundMailService = ReturnType<typeof inboundMailService>;
