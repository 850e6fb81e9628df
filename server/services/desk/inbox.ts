import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import { MESSAGE_STATUS, REPLY_MAX_FILES } from '#contract/constants.js';
import type { EnquiryCounts, EnquiryDetail, EnquiryRecord, ReplyOutcome } from '#contract/desk.js';
import { parseLang } from '#contract/lang.js';
import type { Db } from '../../db/index.js';
import type { EnquiryTable } from '../../db/schema.js';
import { AppError, found } from '../../lib/errors.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';
import { listPage, textMatch, whereIds, type StaffList } from '../platform/listing.js';
import type { SameKeys } from '../platform/wire.js';
import { staffReplyMail, type ReplyFile } from './enquiryMail.js';
import type { Delivery, OutboxService } from '../platform/outbox.js';
import type { UploadService } from '../platform/uploads.js';
import { uploadUrl } from '../platform/wire.js';
import type { SiteConfigService } from '../content/siteConfig.js';
import { attachmentsOf, closeEnquiry, enquiryLookupUrl } from './enquiries.js';
import { quoteOf, type EnquiryItemService } from './enquiryItems.js';
import type { EnquirySizingService } from './enquirySizing.js';
import { dueGroup, overdue, type ResponseTimeService } from './responseTime.js';
import type { FileLinkService } from './fileLinks.js';
import { attachToMessage, withMessageFiles } from './messageAttachments.js';
import { whereAssignee } from './routing.js';
import type { WebhookService } from './webhooks.js';

type EnquiryRow = Selectable<EnquiryTable> & { message_count: number };

// The row is spread into the answer: the contract names every column (see SameKeys).
const _everyColumnInContract: SameKeys<EnquiryRecord, EnquiryRow & { unread: boolean }> = true;

/** An enquiry in the staff inbox: its thread's length and whether anyone has opened it. */
function enquiryRecord(row: EnquiryRow): EnquiryRecord {
  return { ...row, message_count: Number(row.message_count), unread: row.read_time === null };
}

/** Every enquiry with the length of its thread: the rows of the inbox. */
const inboxRows = (db: Db) =>
  db
    .selectFrom('enquiry')
    .selectAll('enquiry')
    .select((eb) =>
      eb
        .selectFrom('enquiry_message')
        .select((m) => m.fn.countAll<number>().as('n'))
        .whereRef('enquiry_message.enquiry_id', '=', 'enquiry.id')
        .as('message_count'),
    );

/** An enquiry's thread with the names of the staff who wrote in it, oldest first. */
function staffThreadOf(db: Db, id: number) {
  return db
    .selectFrom('enquiry_message')
    .leftJoin('staff_user', 'staff_user.id', 'enquiry_message.staff_id')
    .select([
      'enquiry_message.id',
      'enquiry_message.author',
      'enquiry_message.staff_id',
      'staff_user.name as staff_name',
      'enquiry_message.content',
      'enquiry_message.create_time',
    ])
    .where('enquiry_message.enquiry_id', '=', id)
    .orderBy('enquiry_message.create_time')
    .orderBy('enquiry_message.id')
    .execute();
}

/** How many enquiries are unread, and how many have each status. */
async function countsOf(db: Db): Promise<EnquiryCounts> {
  const [rows, unread] = await Promise.all([
    db
      .selectFrom('enquiry')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('enquiry')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('read_time', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const of = (status: number) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return {
    unread: Number(unread.n),
    pending: of(MESSAGE_STATUS.pending),
    processed: of(MESSAGE_STATUS.processed),
    finished: of(MESSAGE_STATUS.finished),
  };
}

/** The inbox narrowed by a list's filter; `viewer` is the staff user asking (the "Mine" filter). */
function filteredInbox(db: Db, now: number, filter: StaffList<'enquiries'>['filter'], viewer?: number) {
  let query = whereIds(inboxRows(db), filter.id, 'enquiry');
  if (filter.assignee_id !== undefined) query = whereAssignee(query, filter.assignee_id, viewer);
  if (filter.status !== undefined) query = query.where('enquiry.status', '=', filter.status);
  if (filter.email) query = query.where('enquiry.email', '=', filter.email.trim().toLowerCase());
  if (filter.m_no) query = query.where('enquiry.m_no', '=', filter.m_no.trim().toUpperCase());
  if (filter.unread !== undefined)
    query = query.where('enquiry.read_time', filter.unread ? 'is' : 'is not', null);
  if (filter.date_from !== undefined) query = query.where('enquiry.create_time', '>=', filter.date_from);
  if (filter.date_to !== undefined) query = query.where('enquiry.create_time', '<=', filter.date_to);
  if (filter.q)
    query = query.where(
      textMatch(
        ['enquiry.m_no', 'enquiry.name', 'enquiry.company_name', 'enquiry.email', 'enquiry.content'],
        filter.q,
      ),
    );
  if (filter.overdue !== undefined) query = query.where(overdue(now, filter.overdue));
  return query;
}

/** The services the staff inbox works with, by name. */
export interface InboxDeps {
  site: SiteConfigService;
  outbox: OutboxService;
  webhooks: WebhookService;
  responseTime: ResponseTimeService;
  enquiryItems: EnquiryItemService;
  enquirySizing: EnquirySizingService;
  uploads: UploadService;
  fileLinks: FileLinkService;
}

/** A staff reply as the console sends it: its text and the files uploaded for it. */
export interface StaffReplyInput {
  content: string;
  files: { name: string; url: string }[];
}

/** What the inbox's use cases need: the service context and the services it calls. */
type InboxContext = ServiceContext & InboxDeps;

async function inboxRow(ctx: InboxContext, id: number) {
  const { db } = ctx;
  return found(await inboxRows(db).where('enquiry.id', '=', id).executeTakeFirst()) as EnquiryRow;
}

/** One enquiry with its attachments and thread (staff names included). */
async function detail(ctx: InboxContext, id: number): Promise<EnquiryDetail> {
  const { db, enquiryItems, enquirySizing } = ctx;
  const enquiry = await inboxRow(ctx, id);
  const [attachments, thread, about, sizing] = await Promise.all([
    attachmentsOf(db, id),
    staffThreadOf(db, id),
    enquiryItems.of([id]),
    enquirySizing.ofOne(id),
  ]);
  return {
    ...enquiryRecord(enquiry),
    items: about.get(id) ?? [],
    quote: quoteOf(enquiry),
    /** The sizing it came with, or null. */
    sizing,
    attachments: attachments.map((a) => ({ name: a.name, url: uploadUrl(a.path), size: a.size })),
    thread: await withMessageFiles(
      db,
      thread.map((m) => ({ ...m, staff_name: m.staff_name ?? '' })),
    ),
  };
}

/**
 * Which of a reply's files its mail carries: in their order, each that still fits in the
 * operator's MAIL_ATTACH_MAX_BYTES (all together); the others as expiring links.
 */
async function mailFilesOf(ctx: InboxContext, files: Awaited<ReturnType<UploadService['resolve']>>) {
  const { config, fileLinks } = ctx;
  let room = config.mailAttachMaxBytes;
  const listed: ReplyFile[] = [];
  const carried: { name: string; path: string }[] = [];
  for (const { name, upload } of files) {
    if (upload.size <= room) {
      room -= upload.size;
      carried.push({ name, path: upload.path });
      listed.push({ name, size: upload.size, link: null });
    } else {
      listed.push({ name, size: upload.size, link: await fileLinks.linkOf(upload) });
    }
  }
  return { listed, carried };
}

/** Sends a reply's queued mail now: sent, queued for retries, refused, or not sent (logged). */
async function sendReply(
  ctx: InboxContext,
  outboxId: number,
  mNo: string,
  log: FastifyBaseLogger,
): Promise<ReplyOutcome> {
  const { outbox } = ctx;
  let delivery: Delivery | 'failed' = 'failed';
  try {
    delivery = await outbox.sendQueued(outboxId);
  } catch (err) {
    log.error({ err, m_no: mNo }, 'the reply e-mail to a visitor could not be sent');
  }
  return {
    mail_sent: delivery === 'sent',
    mail_queued: delivery === 'queued',
    mail_rejected: delivery === 'rejected',
  };
}

/** One enquiry with its attachments and thread; opening it marks it read. */
async function open(ctx: InboxContext, id: number): Promise<EnquiryDetail> {
  const { db } = ctx;
  const enquiry = await detail(ctx, id);
  if (enquiry.read_time !== null) return enquiry;
  const time = ctx.now();
  await db
    .updateTable('enquiry')
    .set({ read_time: time })
    .where('id', '=', id)
    .where('read_time', 'is', null)
    .execute();
  return { ...enquiry, read_time: time, unread: false };
}

/** The inbox list; `viewer` is the staff user asking (the "Mine" filter). */
async function list(ctx: InboxContext, { filter, sort, slice }: StaffList<'enquiries'>, viewer?: number) {
  const { db, enquiryItems } = ctx;
  let query = filteredInbox(db, ctx.now(), filter, viewer);
  if (sort.field === 'due_time') query = query.orderBy(dueGroup);
  const page = await listPage(query, { sort, slice }, (r) => enquiryRecord(r as EnquiryRow), {
    table: 'enquiry',
    ids: 'desc',
  });
  // The inbox's "Product" column: what each enquiry of the page is about.
  const about = await enquiryItems.of(page.rows.map((r) => r.id));
  return { ...page, rows: page.rows.map((r) => ({ ...r, items: about.get(r.id) ?? [] })) };
}

/**
 * The mail a staff reply sends the visitor, in the visitor's language, signed by the member
 * (one without a name signs as the company).
 */
async function replyMail(
  ctx: InboxContext,
  enquiry: EnquiryRow,
  staffId: number,
  content: string,
  files: ReplyFile[],
) {
  const { db, config, site } = ctx;
  const lang = parseLang(enquiry.lang) ?? 'en';
  const brand = await site.brand(lang);
  const author = await db
    .selectFrom('staff_user')
    .select('name')
    .where('id', '=', staffId)
    .executeTakeFirst();
  return staffReplyMail(
    brand,
    {
      m_no: enquiry.m_no,
      name: enquiry.name,
      email: enquiry.email,
      lang,
      reply: content,
      files,
      from: author?.name.trim() ? author.name : brand.name,
    },
    enquiryLookupUrl(config, lang, enquiry.m_no),
  );
}

/**
 * The mail a reply with this text would send, as the visitor would get it, without saving or
 * sending anything: the console's preview of a draft.
 */
async function previewReply(ctx: InboxContext, id: number, staffId: number, content: string) {
  const enquiry = await inboxRow(ctx, id);
  const { subject, html } = await replyMail(ctx, enquiry, staffId, content, []);
  return { subject, html };
}

/**
 * A staff reply: saved to the thread with its files (the enquiry becomes processed and read),
 * and its mail written to the outbox in the same transaction, then sent. The reply is saved
 * either way; staff see whether the mail went, and when it did not they must reach the
 * visitor another way.
 */
async function reply(
  ctx: InboxContext,
  id: number,
  staffId: number,
  { content, files }: StaffReplyInput,
  log: FastifyBaseLogger,
) {
  const { db, outbox, responseTime, uploads } = ctx;
  const enquiry = await inboxRow(ctx, id);
  if (enquiry.status === MESSAGE_STATUS.finished) throw new AppError('enquiryClosed', {}, 409);
  if (files.length > REPLY_MAX_FILES) throw new AppError('uploadTooMany');
  const attached = await uploads.resolve(files);
  const { listed, carried } = await mailFilesOf(ctx, attached);
  const mail = await replyMail(ctx, enquiry, staffId, content, listed);
  const time = ctx.now();
  const outboxId = await db.transaction().execute(async (trx) => {
    const { id: messageId } = await trx
      .insertInto('enquiry_message')
      .values({ enquiry_id: id, author: 'staff', staff_id: staffId, content, create_time: time })
      .returning('id')
      .executeTakeFirstOrThrow();
    await attachToMessage(trx, messageId, attached);
    await trx
      .updateTable('enquiry')
      .set({ status: MESSAGE_STATUS.processed, update_time: time, read_time: enquiry.read_time ?? time })
      .where('id', '=', id)
      .execute();
    await responseTime.recordFirstResponse(trx, enquiry, time);
    return outbox.queue(trx, { ...mail, files: carried }, { kind: 'staff-reply', ref: enquiry.m_no });
  });
  return sendReply(ctx, outboxId, enquiry.m_no, log);
}

/** Closes an enquiry; answers whether it was open. */
async function close(ctx: InboxContext, id: number): Promise<boolean> {
  const { db, webhooks } = ctx;
  const enquiry = await inboxRow(ctx, id);
  if (enquiry.status === MESSAGE_STATUS.finished) return false;
  await closeEnquiry(db, webhooks, id, ctx.now(), 'staff');
  return true;
}

/**
 * The staff side of the enquiry desk: every enquiry, its counts, one with its thread (opening it
 * marks it read), replies mailed to the visitor, and closing. Visitors' side: ./enquiries.ts.
 */
export function inboxService(ctx: ServiceContext, services: InboxDeps) {
  const { db } = ctx;
  const deps: InboxContext = { ...ctx, ...services };
  return {
    ...bindUseCases(deps, {
      open,
      list,
      reply,
      previewReply,
      close,
      detail,
    }),
    /** How many enquiries are unread, and how many have each status. */
    counts: () => countsOf(db),
    /** The inbox narrowed by a list's filter (the console's list and its export); `viewer` is the
     * staff user asking (the "Mine" filter). */
    filtered: (filter: StaffList<'enquiries'>['filter'], viewer?: number) =>
      filteredInbox(db, ctx.now(), filter, viewer),
  };
}

export type InboxService = ReturnType<typeof inboxService>;
