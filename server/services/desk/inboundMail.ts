import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { convert as htmlToText } from 'html-to-text';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_FILES } from '#contract/constants.js';
import { DESK_TEXT_MAX } from '#contract/enquiry.js';
import type { Lang } from '#contract/messages.js';
import { AppError, found } from '../../lib/errors.js';
import type { InboundMailStatus } from '../../db/schema.js';
import type { SiteConfigService } from '../content/siteConfig.js';
import { bareAddress, isOwnMessageId } from '../platform/caseMail.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';
import {
  mailboxReader,
  type MailboxMessage,
  type MailboxReader,
  type MessageFate,
} from '../platform/imap.js';
import { listPage, whereIds, type StaffList } from '../platform/listing.js';
import type { OutboxService } from '../platform/outbox.js';
import { LIMITS, type RateLimitService } from '../platform/rateLimit.js';
import type { UploadRow, UploadService } from '../platform/uploads.js';
import { addVisitorComment, enquiryLookupUrl } from './enquiries.js';
import { mailRefusalMail, type MailRefusal } from './mailRefusalMail.js';
import { replyText } from './replyText.js';
import type { WebhookService } from './webhooks.js';
import { attachToMessage } from './messageAttachments.js';

/** How long the instance that took a message has to move it before another files it. */
const FILING_GRACE_MS = 10 * 60_000;
const MB = 1024 * 1024;
/** A file of a visitor's e-mail may be this large (a mail server's usual limit, not the form's 500 MB). */
export const MAIL_FILE_MAX_BYTES = 10 * MB;
/**
 * A visitor's e-mail may be this large in all: UPLOAD_MAX_FILES files of MAIL_FILE_MAX_BYTES, a
 * third larger in base64, and the text. A larger one is not downloaded at all.
 */
export const MAIL_MESSAGE_MAX_BYTES = 30 * MB;

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
  /** Larger than MAIL_MESSAGE_MAX_BYTES in all: not read. */
  'too-large',
] as const;
export type InboundRejection = (typeof INBOUND_REJECTIONS)[number];

/** The enquiry a message answers, as far as the desk needs it. */
interface CaseOfMail {
  id: number;
  m_no: string;
  email: string;
  name: string;
  lang: Lang;
}

type Verdict =
  | { reject: InboundRejection; enquiry?: CaseOfMail; why?: MailRefusal }
  | { enquiry: CaseOfMail; content: string; files: { name: string; content: Buffer }[] };

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

/**
 * The words of a message: its plain-text part, or, for a message that has only HTML (mailparser
 * converts a lone HTML body itself, not one beside inline pictures or files), the HTML made text.
 * Text is all that is kept: no markup, script or picture of the HTML reaches the thread.
 */
function textOf(mail: ParsedMail): string {
  if (mail.text?.trim() || typeof mail.html !== 'string') return mail.text ?? '';
  return htmlToText(mail.html, {
    wordwrap: false,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  });
}

/** Why a file failed the upload rules, in the words the mail back uses. */
function fileRefusal(name: string, error: AppError): MailRefusal {
  if (error.key === 'uploadFormat') return { key: 'fileType', name, list: UPLOAD_EXTENSIONS.join(', ') };
  if (error.key === 'uploadContentMismatch') return { key: 'fileContent', name };
  if (error.key === 'uploadEmpty') return { key: 'fileEmpty', name };
  return { key: 'fileRefused', name };
}

/** The services the inbound mail works with, by name. */
export interface InboundMailDeps {
  uploads: UploadService;
  outbox: OutboxService;
  webhooks: WebhookService;
  limits: RateLimitService;
  site: SiteConfigService;
}

/** What the inbound mail's use cases need: the service context and the services it calls. */
type InboundContext = ServiceContext & InboundMailDeps;

/** The use cases that read the mailbox have its reader too (null without IMAP_URL). */
type MailboxContext = InboundContext & { reader: MailboxReader | null };

/** A message set aside, and why. */
type SetAside = Extract<Verdict, { reject: InboundRejection }>;

/** A reply to add to its enquiry's thread, with its files. */
type Accepted = Exclude<Verdict, SetAside>;

/** A file of a reply stored as an upload. */
type StoredFile = { name: string; upload: UploadRow };

/** Records a message once by its key; answers the new row's id, or null when it was recorded before. */
async function recordOnce(
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

/** The enquiry a message answers, or why it answers none it may write to (header checks only). */
async function caseOf(
  ctx: InboundContext,
  mail: ParsedMail,
): Promise<{ reject: InboundRejection } | { enquiry: CaseOfMail }> {
  const { db, config, outbox } = ctx;
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
    .select(['id', 'm_no', 'email', 'name', 'lang'])
    .where('m_no', '=', mNo)
    .executeTakeFirst();
  if (!enquiry) return { reject: 'unknown-case' };
  const answered = { ...enquiry, lang: enquiry.lang === 'zh' ? 'zh' : 'en' } as const;
  if (from !== enquiry.email.toLowerCase()) return { reject: 'wrong-sender', enquiry: answered };
  return { enquiry: answered };
}

async function judge(ctx: InboundContext, mail: ParsedMail, message: MailboxMessage): Promise<Verdict> {
  const addressed = await caseOf(ctx, mail);
  if ('reject' in addressed) return addressed;
  const { enquiry } = addressed;
  if (!message.complete)
    return {
      reject: 'too-large',
      enquiry,
      why: { key: 'messageTooLarge', size: message.size, max: MAIL_MESSAGE_MAX_BYTES },
    };
  const files = filesOf(mail);
  if (files.length > UPLOAD_MAX_FILES)
    return {
      reject: 'attachment',
      enquiry,
      why: { key: 'tooManyFiles', count: files.length, max: UPLOAD_MAX_FILES },
    };
  const large = files.find((f) => f.content.length > MAIL_FILE_MAX_BYTES);
  if (large)
    return {
      reject: 'attachment',
      enquiry,
      why: { key: 'fileTooLarge', name: large.name, size: large.content.length, max: MAIL_FILE_MAX_BYTES },
    };
  const content = replyText(textOf(mail)).slice(0, DESK_TEXT_MAX.comment);
  if (!content && files.length === 0) return { reject: 'empty', enquiry };
  return { enquiry, content, files };
}

/**
 * Records a message set aside; another instance that recorded it first is the one to move it.
 * A message of the enquiry's own address refused for its size or files is answered: the visitor
 * learns why (in the enquiry's language) and what to do, at most a few times an hour per case.
 */
async function setAside(ctx: InboundContext, key: string, mail: ParsedMail, verdict: SetAside) {
  const { reject: reason, enquiry, why } = verdict;
  const recorded = await recordOnce(
    ctx.db,
    key,
    mail,
    'rejected',
    { reason, enquiry_id: enquiry?.id ?? null },
    ctx.now(),
  );
  if (recorded === null) return 'keep';
  if (enquiry && why) await tellSender(ctx, enquiry, mail.subject ?? '', why);
  return 'rejected';
}

async function tellSender(
  ctx: InboundContext,
  enquiry: CaseOfMail,
  subject: string,
  why: MailRefusal,
): Promise<void> {
  const { config, limits, outbox, site } = ctx;
  try {
    await limits.hit(LIMITS.mailRefusalsPerCase(enquiry.m_no));
    const mail = mailRefusalMail(
      await site.brand(enquiry.lang),
      { to: enquiry.email, name: enquiry.name, m_no: enquiry.m_no, lang: enquiry.lang, subject },
      why,
      enquiryLookupUrl(config, enquiry.lang, enquiry.m_no),
    );
    await outbox.deliver(mail, { kind: 'mail-refused', ref: enquiry.m_no });
  } catch (error) {
    // The message is filed either way; a refusal past the limit, or one the outbox could not
    // even queue, is only logged.
    ctx.log.warn({ err: error, case: enquiry.m_no }, 'the mail back about a set-aside e-mail was not sent');
  }
}

/**
 * What became of a message taken before, by its key, or null when it is new. Another instance
 * took it and is moving it: two moves would file two copies. Still here later, its move failed:
 * it is filed as recorded.
 */
async function takenBefore(ctx: InboundContext, key: string): Promise<MessageFate | null> {
  const known = await ctx.db
    .selectFrom('inbound_mail')
    .select(['status', 'receive_time'])
    .where('message_key', '=', key)
    .executeTakeFirst();
  if (!known) return null;
  if (ctx.now() - known.receive_time < FILING_GRACE_MS) return 'keep';
  return known.status === 'added' ? 'processed' : 'rejected';
}

/**
 * Stores a reply's files as uploads from the form are (type, content). A file that fails the
 * upload rules sets the message aside (answered with its fate), and none of its files is kept.
 */
async function storeFiles(
  ctx: InboundContext,
  key: string,
  mail: ParsedMail,
  verdict: Accepted,
): Promise<StoredFile[] | MessageFate> {
  const { uploads } = ctx;
  const { enquiry } = verdict;
  const stored: StoredFile[] = [];
  for (const file of verdict.files) {
    try {
      stored.push({
        name: file.name,
        upload: await uploads.store(file.name, Readable.from(file.content), `mail:${enquiry.email}`),
      });
    } catch (error) {
      await uploads.discard(stored.map((s) => s.upload));
      if (!(error instanceof AppError)) throw error;
      ctx.log.info(
        { key, reason: error.key },
        'an e-mail reply was set aside: a file failed the upload rules',
      );
      return setAside(ctx, key, mail, { reject: 'attachment', enquiry, why: fileRefusal(file.name, error) });
    }
  }
  return stored;
}

/**
 * Adds a reply to its enquiry's thread with its stored files, unless another instance recorded
 * the message first (then its files are dropped and the message kept for that one to move).
 */
async function addReply(
  ctx: InboundContext,
  key: string,
  mail: ParsedMail,
  verdict: Accepted,
  stored: StoredFile[],
): Promise<MessageFate> {
  const { db, uploads, webhooks } = ctx;
  const { enquiry } = verdict;
  const now = ctx.now();
  let added: number | null;
  try {
    added = await db.transaction().execute(async (trx) => {
      // The claim: a second instance's insert finds the key taken and adds nothing.
      const claimed = await recordOnce(trx, key, mail, 'added', { enquiry_id: enquiry.id }, now);
      if (!claimed) return null;
      const messageId = await addVisitorComment(trx, enquiry.id, verdict.content, now);
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
  ctx.log.info({ key, enquiryId: enquiry.id }, "a visitor's e-mail reply was added to the thread");
  await webhooks.emit('enquiry.commented', enquiry.id, { content: verdict.content });
  return 'processed';
}

/** Decides one message's fate; throws (message kept) when the database cannot be reached. */
async function take(ctx: InboundContext, message: MailboxMessage): Promise<MessageFate> {
  const { source } = message;
  const mail = await simpleParser(source);
  const key = mail.messageId?.trim() || `sha256:${crypto.createHash('sha256').update(source).digest('hex')}`;
  const before = await takenBefore(ctx, key);
  if (before) return before;
  const verdict = await judge(ctx, mail, message);
  if ('reject' in verdict) {
    ctx.log.info({ key, reason: verdict.reject, why: verdict.why }, 'an e-mail to the desk was set aside');
    return setAside(ctx, key, mail, verdict);
  }
  const stored = await storeFiles(ctx, key, mail, verdict);
  if (typeof stored === 'string') return stored;
  return addReply(ctx, key, mail, verdict, stored);
}

/** Reads the mailbox once (tests, and the watch below). */
function poll({ reader }: MailboxContext) {
  if (!reader) throw new Error('IMAP_URL is not set');
  return reader.poll();
}

/** Reads the mailbox now, on news of new mail and every IMAP_POLL_SECONDS; answers a stop. */
function watch({ reader, config }: MailboxContext): () => Promise<void> {
  return reader ? reader.watch(config.imapPollSeconds * 1000) : async () => undefined;
}

/** Closes the connection to the mailbox. */
function close({ reader }: MailboxContext) {
  return reader?.close() ?? Promise.resolve();
}

/** The messages taken from the mailbox (the console's list for admins). */
function records({ db }: MailboxContext, { filter, sort, slice }: StaffList<'inbound_mail'>) {
  let query = whereIds(db.selectFrom('inbound_mail').selectAll(), filter.id);
  if (filter.status) query = query.where('status', '=', filter.status);
  return listPage(query, { sort, slice }, (row) => row, { ids: 'desc' });
}

/** One message taken from the mailbox. */
async function record({ db }: MailboxContext, id: number) {
  return found(await db.selectFrom('inbound_mail').selectAll().where('id', '=', id).executeTakeFirst());
}

/**
 * Visitors' e-mail replies: a message to a case's address (outbox's Reply-To) from
 * the enquiry's own address becomes the visitor's comment in its thread, with its files checked
 * as uploads from the form; anything else is set aside (Rejected folder, listed for admins).
 * Each message is recorded by its key in the same transaction as the comment: two instances
 * reading the mailbox add it once; a message read while the database is down stays for later.
 */
export function inboundMailService(ctx: ServiceContext, services: InboundMailDeps) {
  const deps: InboundContext = { ...ctx, ...services };
  const { imapUrl } = ctx.config;
  const reader = imapUrl
    ? mailboxReader(imapUrl, ctx.log, (message) => take(deps, message), MAIL_MESSAGE_MAX_BYTES)
    : null;
  return {
    /** Whether IMAP_URL names a mailbox. */
    configured: reader !== null,
    ...bindUseCases({ ...deps, reader } satisfies MailboxContext, { poll, watch, close, records, record }),
  };
}

export type InboundMailService = ReturnType<typeof inboundMailService>;
