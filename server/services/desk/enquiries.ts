import crypto from 'node:crypto';
import { companyTime } from '#contract/businessCalendar.js';
import type { EnquiryInput } from '#contract/schemas.js';
import type { EnquiryLookup } from '#contract/desk.js';
import { MESSAGE_STATUS, MESSAGE_TYPE_ID, UPLOAD_MAX_FILES } from '#contract/constants.js';
import type { EnquiryKind } from '#contract/jobs.js';
import type { Lang } from '#contract/messages.js';
import { hasQuote } from '#contract/quotation.js';
import { caseLookupUrl } from '#contract/urls.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { enquiryCountry, isCountryCode } from '../../lib/country.js';
import type { SiteConfigService } from '../content/siteConfig.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';
import { enquiryConfirmationMail, staffNotificationMail, type EnquirySummary } from './enquiryMail.js';
import type { Delivery, OutboxService } from '../platform/outbox.js';
import { LIMITS, type RateLimitService } from '../platform/rateLimit.js';
import type { UploadService } from '../platform/uploads.js';
import { dateTimeText, uploadUrl } from '../platform/wire.js';
import { quoteColumns, quoteOf, type EnquiryItemService } from './enquiryItems.js';
import { messageAttachmentsOf } from './messageAttachments.js';
import type { EnquirySizingService } from './enquirySizing.js';
import type { ResponseTimeService } from './responseTime.js';
import { notifyAddresses, type RoutingService } from './routing.js';
import type { VerificationService } from './verification.js';
import type { WebhookService } from './webhooks.js';

const CASE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Whose device marks are for visitors' e-mail addresses (staff sign-ins have their own). */
const visitorDevice = (email: string) => `visitor:${email.toLowerCase()}`;

/**
 * A case number such as MR261121-7KQ4XD: the date for the reader, then 30 random bits, so one
 * number says nothing about another (no sequence to walk).
 */
export function newCaseNumber(now: number): string {
  const date = companyTime(now).slice(2, 10).replace(/-/g, '');
  const random = Array.from(crypto.randomBytes(6), (b) => CASE_ALPHABET[b % 32]).join('');
  return `MR${date}-${random}`;
}

/** The visitor's look-up page of a case on this site. */
export const enquiryLookupUrl = (config: Pick<Config, 'publicUrl'>, lang: Lang, mNo: string) =>
  caseLookupUrl(config.publicUrl, lang, mNo);

/** An enquiry's attachments, in the visitor's order (the look-up page and the console show them). */
export function attachmentsOf(db: Db, enquiryId: number) {
  return db
    .selectFrom('enquiry_attachment')
    .innerJoin('upload', 'upload.id', 'enquiry_attachment.upload_id')
    .select(['enquiry_attachment.name', 'upload.path', 'upload.size'])
    .where('enquiry_attachment.enquiry_id', '=', enquiryId)
    .orderBy('enquiry_attachment.sort')
    .execute();
}

/** Closes an open enquiry and tells the webhooks who closed it. */
export async function closeEnquiry(
  db: Db,
  webhooks: WebhookService,
  id: number,
  now: number,
  closedBy: 'visitor' | 'staff',
): Promise<void> {
  await db
    .updateTable('enquiry')
    .set({ status: MESSAGE_STATUS.finished, close_time: now, update_time: now })
    .where('id', '=', id)
    .execute();
  await webhooks.emit('enquiry.closed', id, { closedBy });
}

/**
 * The visitor's comment in the thread (from the look-up page or an e-mail reply): the enquiry is
 * open again, pending and unread for staff. Answers the message's id.
 */
export async function addVisitorComment(db: Db, enquiryId: number, content: string, now: number) {
  const { id } = await db
    .insertInto('enquiry_message')
    .values({ enquiry_id: enquiryId, author: 'visitor', staff_id: null, content, create_time: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('enquiry')
    .set({ status: MESSAGE_STATUS.pending, update_time: now, read_time: null, close_time: null })
    .where('id', '=', enquiryId)
    .execute();
  return id;
}

export function normalizeCaseNumber(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * What a visitor's browser shows of owning an address: its device cookie (set once it proved the
 * address with a mailed code or a correct case number) and a proof-of-work solution, if any.
 */
export interface OwnerProof {
  deviceMark?: string | undefined;
  proof?: string | undefined;
}

/** The services the visitors' side of the desk works with, by name. */
export interface EnquiryDeps {
  limits: RateLimitService;
  verification: VerificationService;
  uploads: UploadService;
  site: SiteConfigService;
  outbox: OutboxService;
  webhooks: WebhookService;
  routing: RoutingService;
  responseTime: ResponseTimeService;
  enquiryItems: EnquiryItemService;
  enquirySizing: EnquirySizingService;
}

/** What the visitors' side needs: the service context and the services it calls. */
type EnquiryContext = ServiceContext & EnquiryDeps;

/** Where an enquiry comes from: a message, or an application naming its job (./applications.ts). */
type EnquiryOrigin = { kind: EnquiryKind; job_id: number | null };

/** The visitor's look-up page of a case on this site. */
function lookupUrl({ config }: EnquiryContext, lang: Lang, mNo: string) {
  return enquiryLookupUrl(config, lang, mNo);
}

/** The mark that tells a browser which looked up (or sent) an enquiry of `email` (find). */
function deviceMarkOf({ limits }: EnquiryContext, email: string) {
  return limits.deviceMark(visitorDevice(email));
}

/** Does this browser's device cookie say it proved it owns `email`? */
function isOwnerDevice({ limits }: EnquiryContext, email: string, deviceMark: string | undefined) {
  return limits.isKnownDevice(visitorDevice(email), deviceMark);
}

/**
 * POST /api/leavemessage/checkEmail: true only for a verified address in a browser that proved
 * it (docs/product.md §4: falsy opens the code dialog), so nobody writes in someone else's name.
 */
async function verifiedHere(
  { limits, verification }: EnquiryContext,
  email: string,
  deviceMark: string | undefined,
): Promise<boolean> {
  return (
    (await limits.isKnownDevice(visitorDevice(email), deviceMark)) && (await verification.isVerified(email))
  );
}

/** Mails the visitor's confirmation, and the staff notification to STAFF_NOTIFY_EMAIL and the assignee. */
async function mailAfterSubmit(
  ctx: EnquiryContext,
  summary: EnquirySummary,
  assigneeEmail?: string,
): Promise<void> {
  const { config, outbox, site } = ctx;
  // The enquiry is already saved; a mail the server refuses is queued and retried (outbox.ts).
  const sends: Promise<Delivery>[] = [
    (async () =>
      outbox.deliver(
        enquiryConfirmationMail(
          await site.brand(summary.lang),
          summary,
          lookupUrl(ctx, summary.lang, summary.m_no),
        ),
        { kind: 'confirmation', ref: summary.m_no },
      ))(),
  ];
  for (const to of notifyAddresses(config.staffNotifyEmail, assigneeEmail)) {
    sends.push(
      (async () =>
        outbox.deliver(staffNotificationMail(await site.brand('en'), to, summary, config.publicUrl), {
          kind: 'staff-notification',
          ref: summary.m_no,
        }))(),
    );
  }
  const results = await Promise.allSettled(sends);
  for (const result of results) {
    if (result.status === 'rejected') {
      ctx.log.error({ err: result.reason, m_no: summary.m_no }, 'an enquiry e-mail could not be sent');
    }
  }
}

/**
 * Finds the visitor's enquiry. Every try is counted before the look-up (per address, per address
 * and e-mail, and per e-mail for browsers that never proved they own it), and a successful one is
 * taken back: a burst gets no more tries than the limits, and strangers' failures against an
 * e-mail cannot block its owner's browser.
 */
async function find(ctx: EnquiryContext, email: string, mNo: string, ip: string, owner: OwnerProof) {
  const { db, limits } = ctx;
  const known = await limits.isKnownDevice(visitorDevice(email), owner.deviceMark);
  // Past the shared per-e-mail limit a stranger may have filled, a browser without the device
  // cookie proves work instead of being refused.
  const attempt = await limits.attempt(
    [LIMITS.lookupFailuresPerIp(ip), LIMITS.lookupFailuresPerIpEmail(ip, email)],
    'lookupThrottled',
    { limits: known ? [] : [LIMITS.lookupFailuresPerEmail(email)], proof: owner.proof },
  );
  const row = await db
    .selectFrom('enquiry')
    .selectAll()
    .where('email', '=', email)
    .where('m_no', '=', normalizeCaseNumber(mNo))
    .executeTakeFirst();
  if (!row) throw new AppError('lookupNotFound');
  await attempt.succeeded();
  return row;
}

/**
 * The e-mail code a new enquiry uses up (its id), or null when none is needed: a code is needed
 * unless this browser already proved the address. "Verified" is per browser, so knowing
 * someone's address is not enough to write in their name.
 */
async function codeToConsume(ctx: EnquiryContext, input: EnquiryInput, deviceMark?: string) {
  if (await verifiedHere(ctx, input.email, deviceMark)) return null;
  if (!input.email_code) throw new AppError('emailCodeRequired');
  return ctx.verification.check(input.email, input.email_code);
}

/** What a new enquiry is made of, each part checked: its files, items, quotation, sizing and details. */
async function enquiryParts(ctx: EnquiryContext, input: EnquiryInput, lang: Lang) {
  const { uploads, enquiryItems, enquirySizing } = ctx;
  const attachments = await uploads.resolve(input.files);
  const items = await enquiryItems.resolve(input.items ?? [], lang);
  if (input.country && !isCountryCode(input.country)) throw new AppError('countryInvalid');
  const quote = input.quote && hasQuote(input.quote) ? input.quote : null;
  const sizing = input.sizing ? await enquirySizing.snapshot(input.sizing, lang) : null;
  const details = {
    name: input.name,
    company_name: input.company_name,
    phone: input.phone,
    email: input.email,
    duties: input.duties,
    content: input.content,
    lang,
    country: enquiryCountry(input.country ?? '', input.phone),
  };
  return { attachments, items, quote, sizing, details };
}

type EnquiryParts = Awaited<ReturnType<typeof enquiryParts>>;

/** A case number no enquiry has yet. */
async function unusedCaseNumber(trx: Db, now: number): Promise<string> {
  let candidate = newCaseNumber(now);
  // 2^30 numbers a day: a clash is unlikely, but never reuse one.
  while (await trx.selectFrom('enquiry').select('id').where('m_no', '=', candidate).executeTakeFirst()) {
    candidate = newCaseNumber(now);
  }
  return candidate;
}

/** What `submit` saves: the enquiry's checked parts, where it came from, its times and its e-mail code. */
interface NewEnquiry {
  parts: EnquiryParts;
  origin: EnquiryOrigin;
  ip: string;
  now: number;
  dueTime: number;
  /** The e-mail code it uses up, if it needed one. */
  codeId: number | null;
}

/** Saves a new enquiry with its files, items, sizing and used e-mail code, in the caller's transaction. */
async function saveEnquiry(ctx: EnquiryContext, trx: Db, enquiry: NewEnquiry) {
  const { verification, enquiryItems, enquirySizing } = ctx;
  const { parts, origin, ip, now, dueTime, codeId } = enquiry;
  const { attachments, items, quote, sizing, details } = parts;
  const candidate = await unusedCaseNumber(trx, now);
  const { id } = await trx
    .insertInto('enquiry')
    .values({
      m_no: candidate,
      type_id: MESSAGE_TYPE_ID,
      status: MESSAGE_STATUS.pending,
      ...details,
      ...(quote ? quoteColumns(quote) : {}),
      ...origin,
      ip,
      create_time: now,
      update_time: now,
      close_time: null,
      read_time: null,
      due_time: dueTime,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (attachments.length > 0) {
    await trx
      .insertInto('enquiry_attachment')
      .values(attachments.map((a, sort) => ({ enquiry_id: id, upload_id: a.upload.id, sort, name: a.name })))
      .execute();
  }
  await enquiryItems.save(trx, id, items);
  if (sizing) await enquirySizing.save(trx, id, sizing);
  if (codeId !== null) await verification.consume(trx, codeId, details.email);
  return { id, mNo: candidate };
}

/**
 * POST /api/leavemessage/postAdvise: saves the enquiry and answers its case number. `origin`:
 * an application names its kind and job (./applications.ts).
 */
async function submit(
  ctx: EnquiryContext,
  input: EnquiryInput,
  ip: string,
  lang: Lang,
  deviceMark?: string,
  origin: EnquiryOrigin = { kind: 'message', job_id: null },
): Promise<string> {
  const { db, limits, responseTime, routing, webhooks } = ctx;
  if (input.files.length > UPLOAD_MAX_FILES) throw new AppError('uploadTooMany');
  const codeId = await codeToConsume(ctx, input, deviceMark);
  const parts = await enquiryParts(ctx, input, lang);
  await limits.hitAll([LIMITS.enquiryPerIp(ip), LIMITS.enquiryPerEmail(input.email)]);
  const now = ctx.now();
  const dueTime = await responseTime.dueTime(now);
  const { id, mNo } = await db
    .transaction()
    .execute((trx) => saveEnquiry(ctx, trx, { parts, origin, ip, now, dueTime, codeId }));
  const assignee = await routing.assignNew(id);
  await webhooks.emit('enquiry.created', id, { content: input.content });
  const { attachments, items, quote, sizing, details } = parts;
  await mailAfterSubmit(
    ctx,
    {
      m_no: mNo,
      ...details,
      attachments: attachments.map((a) => ({ name: a.name, url: uploadUrl(a.upload.path) })),
      items,
      quote,
      sizing,
    },
    assignee?.email,
  );
  return mNo;
}

/** POST /api/leavemessage/getmessage: the enquiry, its attachments and its thread. */
async function lookup(
  ctx: EnquiryContext,
  email: string,
  mNo: string,
  ip: string,
  owner: OwnerProof = {},
): Promise<EnquiryLookup> {
  const { db, enquiryItems, enquirySizing } = ctx;
  const row = await find(ctx, email, mNo, ip, owner);
  const [attachments, thread, about, sizing] = await Promise.all([
    attachmentsOf(db, row.id),
    db
      .selectFrom('enquiry_message')
      .select(['id', 'author', 'content', 'create_time'])
      .where('enquiry_id', '=', row.id)
      .orderBy('create_time')
      .orderBy('id')
      .execute(),
    enquiryItems.of([row.id]),
    enquirySizing.ofOne(row.id),
  ]);
  const quote = quoteOf(row);
  const files = await messageAttachmentsOf(
    db,
    thread.map((m) => m.id),
  );
  return {
    m_no: row.m_no,
    type_id: row.type_id,
    type: '在线留言',
    en_type: 'Online message',
    status: row.status,
    // Domain names; the public API renames them (contract/enquiry.ts lookupToWire).
    name: row.name,
    company_name: row.company_name,
    duties: row.duties,
    phone: row.phone,
    email: row.email,
    content: row.content,
    create_time_txt: dateTimeText(row.create_time),
    update_time_txt: dateTimeText(row.update_time),
    close_time_txt: row.close_time ? dateTimeText(row.close_time) : '',
    attachments: attachments.map((a) => ({ name: a.name, url: uploadUrl(a.path), size: a.size })),
    thread: thread.map((m) => ({
      id: m.id,
      author: m.author,
      content: m.content,
      create_time_txt: dateTimeText(m.create_time),
      /** Files of a visitor's e-mail reply. */
      attachments: files.get(m.id) ?? [],
    })),
    /** What the enquiry is about: the items' snapshots, the quotation request or null. */
    items: (about.get(row.id) ?? []).map(({ kind, ref_id, model, title }) => ({
      kind,
      id: ref_id,
      model,
      title,
    })),
    quote: hasQuote(quote) ? quote : null,
    /** The sizing it came with; absent without one, so such answers are as before. */
    ...(sizing ? { sizing } : {}),
  };
}

/** POST /api/leavemessage/replymessage with content: the visitor's comment reopens the case for staff. */
async function comment(
  ctx: EnquiryContext,
  email: string,
  mNo: string,
  content: string,
  ip: string,
  owner: OwnerProof = {},
): Promise<void> {
  const { db, limits, webhooks } = ctx;
  const row = await find(ctx, email, mNo, ip, owner);
  if (row.status === MESSAGE_STATUS.finished) throw new AppError('messageAlreadyClosed');
  await limits.hit(LIMITS.commentPerIp(ip));
  const now = ctx.now();
  await db.transaction().execute((trx) => addVisitorComment(trx, row.id, content, now));
  await webhooks.emit('enquiry.commented', row.id, { content });
}

/** POST /api/leavemessage/replymessage with close: true. Closing twice is not an error. */
async function close(
  ctx: EnquiryContext,
  email: string,
  mNo: string,
  ip: string,
  owner: OwnerProof = {},
): Promise<void> {
  const row = await find(ctx, email, mNo, ip, owner);
  if (row.status === MESSAGE_STATUS.finished) return;
  await closeEnquiry(ctx.db, ctx.webhooks, row.id, ctx.now(), 'visitor');
}

/**
 * The visitors' side of the enquiry desk: sending an enquiry (with its e-mail code), looking it
 * up, commenting on it and closing it. The staff side is ./inbox.ts.
 */
export function enquiryService(ctx: ServiceContext, services: EnquiryDeps) {
  // The routes call every use case through this object (`services.desk.enquiries.verifiedHere(…)`),
  // so a test can replace one of them on it.
  return bindUseCases({ ...ctx, ...services } satisfies EnquiryContext, {
    lookupUrl,
    deviceMark: deviceMarkOf,
    isOwnerDevice,
    verifiedHere,
    submit,
    lookup,
    comment,
    close,
  });
}

export type EnquiryService = ReturnType<typeof enquiryService>;
