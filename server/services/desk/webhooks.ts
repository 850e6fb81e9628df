import { readSizingSnapshot } from '#sizing/engine/snapshot.js';
import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Selectable } from 'kysely';
import { MESSAGE_STATUS } from '#contract/constants.js';
import { parseLang } from '#contract/lang.js';
import { caseLookupUrl, enquiryConsoleUrl } from '#contract/urls.js';
import {
  WEBHOOK_TEST_EVENT,
  type DeliveryRecord,
  type DeliveryState,
  type WebhookEvent,
  type WEBHOOK_LISTS,
  type WebhookRecord,
} from '#contract/webhooks.js';
import type { WebhookDeliveryTable, WebhookTable } from '../../db/schema.js';
import { AppError, found } from '../../lib/errors.js';
import {
  INTERNAL_TARGET_ERROR,
  isInternalAddress,
  isLoopbackTarget,
  publicOnlyLookup,
  webhookTargetPolicy,
  webhookUrlProblem,
  type WebhookTargetPolicy,
} from '../../lib/webhookTarget.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';
import { listPage, textMatch, whereIds, type ListQuery } from '../platform/listing.js';
import { errorText, retryQueue, type RetryQueue } from '../platform/retryQueue.js';
import type { SameKeys } from '../platform/wire.js';

/** A receiver that has not answered in this long has failed the attempt. */
const WEBHOOK_TIMEOUT = 10_000;
/** A claimed delivery is not due again for this long: well past the timeout. */
const LEASE = 60_000;
/** How much of a receiver's answer is kept, for the delivery log. */
const ANSWER_KEPT = 300;

type ListOf<K extends keyof typeof WEBHOOK_LISTS> = ListQuery<
  ReturnType<(typeof WEBHOOK_LISTS)[K]['filter']['parse']>,
  (typeof WEBHOOK_LISTS)[K]['sortable'][number]
>;

/** What an admin writes of a webhook. */
export interface WebhookInput {
  url: string;
  events: WebhookEvent[];
  description: string;
  active: 0 | 1;
}

type DeliveryRow = Selectable<WebhookDeliveryTable>;

const STATUS_NAMES = Object.fromEntries(Object.entries(MESSAGE_STATUS).map(([name, n]) => [n, name]));

/** A secret the receiver checks signatures with: 32 random bytes. */
const newSecret = () => `whsec_${crypto.randomBytes(32).toString('base64url')}`;

/** The secret as the console shows it after creation: enough to tell two apart. */
const maskSecret = (secret: string) => `whsec_…${secret.slice(-4)}`;

/** `sha256=<hex>`: HMAC-SHA256 of "<timestamp>.<body>" with the webhook's secret. */
function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

function webhookRecord(row: Selectable<WebhookTable>): WebhookRecord {
  const { secret, events, ...rest } = row;
  return { ...rest, events: JSON.parse(events) as string[], secret_hint: maskSecret(secret) };
}

function deliveryState(row: DeliveryRow): DeliveryState {
  if (row.delivered_time !== null) return 'delivered';
  return row.next_attempt_time === null ? 'given_up' : 'waiting';
}

// The row is spread into the answer: the contract names every column but the payload (see SameKeys).
const _everyColumnInContract: SameKeys<
  DeliveryRecord,
  Omit<DeliveryRow, 'payload'> & { state: DeliveryState }
> = true;

function deliveryRecord(row: DeliveryRow): DeliveryRecord {
  const { payload: _payload, ...rest } = row;
  return { ...rest, state: deliveryState(row) };
}

/**
 * One POST to a receiver: its HTTP status and the start of its answer, kept only from a public
 * address (or a development receiver): what an internal service answers is not shown to admins,
 * so the log cannot be used to read the networks the server reaches. Throws when none came.
 */
function post(
  policy: WebhookTargetPolicy,
  target: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; answer: string }> {
  const url = new URL(target);
  const problem = webhookUrlProblem(target, policy);
  if (problem) return Promise.reject(new Error(`the URL is no longer allowed (${problem})`));
  const development = policy.loopbackByName && isLoopbackTarget(url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT),
        // Names are checked on the address connected to; the development receivers are loopback.
        ...(development ? {} : { lookup: publicOnlyLookup(policy) }),
      },
      (response) => {
        const from = response.socket.remoteAddress ?? '';
        const keep = development || (net.isIP(from) !== 0 && !isInternalAddress(from));
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (keep && answer.length < ANSWER_KEPT) answer += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, answer: answer.slice(0, ANSWER_KEPT) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', (err: NodeJS.ErrnoException) => {
      if (err.name === 'AbortError') reject(new Error(`no answer within ${WEBHOOK_TIMEOUT / 1000} s`));
      // A fixed name: the address a name led to is not the admin's business.
      else if (err.code === INTERNAL_TARGET_ERROR)
        reject(new Error('refused: the name leads to an internal network address'));
      else reject(err);
    });
    request.end(body);
  });
}

/** What the webhooks' use cases need: the service context, the URL policy and the delivery queue. */
type WebhookDeps = ServiceContext & {
  policy: WebhookTargetPolicy;
  queue: RetryQueue;
  /** Deliveries started after an event, awaited by `idle` (shutdown, tests). */
  inFlight: Set<Promise<unknown>>;
};

async function webhookRow({ db }: WebhookDeps, id: number) {
  return found(await db.selectFrom('webhook').selectAll().where('id', '=', id).executeTakeFirst());
}

async function deliveryRow({ db }: WebhookDeps, id: number) {
  return found(await db.selectFrom('webhook_delivery').selectAll().where('id', '=', id).executeTakeFirst());
}

/** POSTs a claimed delivery; records the outcome; answers whether the receiver took it (2xx). */
async function attempt(ctx: WebhookDeps, row: DeliveryRow): Promise<boolean> {
  const { db, policy, queue } = ctx;
  const tag = {
    delivery: row.id,
    webhook: row.webhook_id,
    event: row.event,
    ref: row.ref,
    attempts: row.attempts,
  };
  const hook = await db
    .selectFrom('webhook')
    .select(['url', 'secret', 'active'])
    .where('id', '=', row.webhook_id)
    .executeTakeFirst();
  if (!hook?.active) {
    // Disabled (or deleted) meanwhile: kept as given up; "Retry now" sends it once re-enabled.
    await db
      .updateTable('webhook_delivery')
      .set({ next_attempt_time: null, last_error: 'the webhook is disabled' })
      .where('id', '=', row.id)
      .execute();
    return false;
  }
  const timestamp = String(Math.floor(ctx.now() / 1000));
  const headers = {
    'user-agent': 'valve-site-webhooks',
    'x-valvesite-event': row.event,
    'x-valvesite-delivery': row.event_id,
    'x-valvesite-timestamp': timestamp,
    'x-valvesite-signature': webhookSignature(hook.secret, timestamp, row.payload),
  };
  let outcome: { status: number; answer: string } | undefined;
  let failure: unknown;
  try {
    outcome = await post(policy, hook.url, headers, row.payload);
  } catch (err) {
    failure = err;
  }
  if (outcome && outcome.status >= 200 && outcome.status < 300) {
    await db
      .updateTable('webhook_delivery')
      .set({
        delivered_time: ctx.now(),
        next_attempt_time: null,
        last_status: outcome.status,
        last_error: '',
      })
      .where('id', '=', row.id)
      .execute();
    ctx.log.info(tag, 'a webhook was delivered');
    return true;
  }
  const error = outcome
    ? `HTTP ${outcome.status}${outcome.answer ? `: ${outcome.answer}` : ''}`
    : errorText(failure);
  const next = await queue.failed(row, error, { last_status: outcome?.status ?? null });
  if (next === null) ctx.log.error({ ...tag, error }, 'a webhook delivery was given up');
  else ctx.log.warn({ ...tag, error }, 'a webhook delivery failed; it will be retried');
  return false;
}

/** Attempts these deliveries now, if due, and answers how many the receivers took. */
function attemptDue(ctx: WebhookDeps, ids?: readonly number[]): Promise<number> {
  return ctx.queue.runDue((row: DeliveryRow) => attempt(ctx, row), ids);
}

/** Attempts these due deliveries now, without anyone waiting (the next worker tick is the fallback). */
function deliverSoon(ctx: WebhookDeps, ids: number[]): void {
  const { inFlight } = ctx;
  const run = attemptDue(ctx, ids)
    .catch((err: unknown) => ctx.log.error({ err, ids }, 'delivering webhooks failed'))
    .finally(() => inFlight.delete(run));
  inFlight.add(run);
}

/** The event's body: the enquiry as a CRM needs it; never internal notes (enquiry_note). */
async function payload(
  ctx: WebhookDeps,
  event: string,
  eventId: string,
  enquiryId: number,
  extra: Record<string, unknown>,
) {
  const { db, config } = ctx;
  const [enquiry, items, sizingRow] = await Promise.all([
    db.selectFrom('enquiry').selectAll().where('id', '=', enquiryId).executeTakeFirstOrThrow(),
    db
      .selectFrom('enquiry_item')
      .select(['kind', 'ref_id', 'model', 'title'])
      .where('enquiry_id', '=', enquiryId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db.selectFrom('enquiry_sizing').select('snapshot').where('enquiry_id', '=', enquiryId).executeTakeFirst(),
  ]);
  // The whole sizing snapshot, only for an enquiry that came with one.
  const sizing = sizingRow ? readSizingSnapshot(sizingRow.snapshot) : null;
  const lang = parseLang(enquiry.lang) ?? 'en';
  return {
    ref: enquiry.m_no,
    body: JSON.stringify({
      id: eventId,
      type: event,
      created_at: new Date(ctx.now()).toISOString(),
      data: {
        m_no: enquiry.m_no,
        status: STATUS_NAMES[enquiry.status] ?? String(enquiry.status),
        lang,
        name: enquiry.name,
        company_name: enquiry.company_name,
        email: enquiry.email,
        phone: enquiry.phone,
        country: enquiry.country,
        ...extra,
        items: items.map((i) => ({ kind: i.kind, id: i.ref_id, model: i.model, title: i.title })),
        quote: {
          medium: enquiry.quote_medium,
          dn: enquiry.quote_dn,
          pressure_class: enquiry.quote_pressure_class,
          temperature: enquiry.quote_temperature,
          flow: enquiry.quote_flow,
          quantity: enquiry.quote_quantity,
        },
        ...(sizing ? { sizing } : {}),
        console_url: enquiryConsoleUrl(config.publicUrl, enquiry.id),
        lookup_url: caseLookupUrl(config.publicUrl, lang, enquiry.m_no),
      },
    }),
  };
}

/** Queues one delivery of an event to each of the webhooks; answers the new rows' ids. */
async function enqueue(
  ctx: WebhookDeps,
  webhookIds: number[],
  event: string,
  body: { ref: string; body: string },
  eventId: string,
) {
  if (webhookIds.length === 0) return [];
  const now = ctx.now();
  const rows = await ctx.db
    .insertInto('webhook_delivery')
    .values(
      webhookIds.map((webhook_id) => ({
        webhook_id,
        event,
        event_id: eventId,
        ref: body.ref,
        payload: body.body,
        attempts: 0,
        next_attempt_time: now,
        last_status: null,
        last_error: '',
        create_time: now,
        delivered_time: null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Why an admin may not save this receiver URL (a staff message key), or null. */
function urlProblem({ policy }: WebhookDeps, url: string) {
  return webhookUrlProblem(url, policy);
}

/**
 * An enquiry event: a delivery for every active webhook that receives it, attempted at once in
 * the background (the visitor's request does not wait). `content` is the new text (the
 * enquiry's or the comment's); `closedBy` says who closed it. Never throws: the change it
 * reports is already saved (a failure is logged).
 */
async function emit(
  ctx: WebhookDeps,
  event: WebhookEvent,
  enquiryId: number,
  detail: { content?: string; closedBy?: 'visitor' | 'staff' } = {},
): Promise<void> {
  try {
    const hooks = await ctx.db
      .selectFrom('webhook')
      .select(['id', 'events'])
      .where('active', '=', 1)
      .execute();
    const ids = hooks.filter((h) => (JSON.parse(h.events) as string[]).includes(event)).map((h) => h.id);
    if (ids.length === 0) return;
    const eventId = crypto.randomUUID();
    const extra = {
      ...(detail.content !== undefined ? { content: detail.content } : {}),
      ...(detail.closedBy ? { closed_by: detail.closedBy } : {}),
    };
    const body = await payload(ctx, event, eventId, enquiryId, extra);
    deliverSoon(ctx, await enqueue(ctx, ids, event, body, eventId));
  } catch (err) {
    // The visitor's or staff member's change is saved; only the CRM's copy is missing.
    ctx.log.error({ err, event, enquiryId }, 'a webhook event could not be queued');
  }
}

/** The worker's tick: deliveries due for a retry (each claimed by one instance); answers how many went. */
function deliverDue(ctx: WebhookDeps): Promise<number> {
  return attemptDue(ctx);
}

/** Resolves once the deliveries started by events have finished (shutdown, tests). */
async function idle({ inFlight }: WebhookDeps): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

// The console (admins) --------------------------------------------------------------------------

async function record(ctx: WebhookDeps, id: number): Promise<WebhookRecord> {
  return webhookRecord(await webhookRow(ctx, id));
}

async function records({ db }: WebhookDeps, { filter, sort, slice }: ListOf<'webhooks'>) {
  let query = whereIds(db.selectFrom('webhook').selectAll(), filter.id);
  if (filter.active !== undefined) query = query.where('active', '=', filter.active);
  if (filter.q) query = query.where(textMatch(['url', 'description'], filter.q));
  return listPage(query, { sort, slice }, webhookRecord);
}

/** Adds a webhook; answers it with its secret, which is shown this once. */
async function create(ctx: WebhookDeps, input: WebhookInput): Promise<WebhookRecord & { secret: string }> {
  const now = ctx.now();
  const secret = newSecret();
  const { id } = await ctx.db
    .insertInto('webhook')
    .values({
      ...input,
      events: JSON.stringify(input.events),
      secret,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...webhookRecord(await webhookRow(ctx, id)), secret };
}

async function update(ctx: WebhookDeps, id: number, input: Partial<WebhookInput>): Promise<void> {
  await webhookRow(ctx, id);
  const { events, ...rest } = input;
  await ctx.db
    .updateTable('webhook')
    .set({ ...rest, ...(events ? { events: JSON.stringify(events) } : {}), update_time: ctx.now() })
    .where('id', '=', id)
    .execute();
}

/** Deletes a webhook and its delivery log. */
async function remove(ctx: WebhookDeps, id: number): Promise<void> {
  await webhookRow(ctx, id);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('webhook_delivery').where('webhook_id', '=', id).execute();
    await trx.deleteFrom('webhook').where('id', '=', id).execute();
  });
}

/** A new secret (the old one stops working at once); answered this once. */
async function rotate(ctx: WebhookDeps, id: number): Promise<WebhookRecord & { secret: string }> {
  await webhookRow(ctx, id);
  const secret = newSecret();
  await ctx.db.updateTable('webhook').set({ secret, update_time: ctx.now() }).where('id', '=', id).execute();
  return { ...webhookRecord(await webhookRow(ctx, id)), secret };
}

/** "Send test event": one `webhook.test` delivery to this webhook, attempted now; answers how it went. */
async function sendTest(ctx: WebhookDeps, id: number): Promise<DeliveryRecord> {
  const hook = await webhookRow(ctx, id);
  if (!hook.active) throw new AppError('webhookDisabled', {}, 409);
  const eventId = crypto.randomUUID();
  const body = JSON.stringify({
    id: eventId,
    type: WEBHOOK_TEST_EVENT,
    created_at: new Date(ctx.now()).toISOString(),
    data: { webhook_id: id, console_url: `${ctx.config.publicUrl}/admin/webhooks/${id}` },
  });
  const [deliveryId] = await enqueue(ctx, [id], WEBHOOK_TEST_EVENT, { ref: '', body }, eventId);
  await attemptDue(ctx, [deliveryId!]);
  return deliveryRecord(await deliveryRow(ctx, deliveryId!));
}

async function delivery(ctx: WebhookDeps, id: number): Promise<DeliveryRecord> {
  return deliveryRecord(await deliveryRow(ctx, id));
}

/** The delivery log, newest first by default. */
async function deliveries({ db }: WebhookDeps, { filter, sort, slice }: ListOf<'webhook_deliveries'>) {
  let query = whereIds(db.selectFrom('webhook_delivery').selectAll(), filter.id);
  if (filter.webhook_id !== undefined) query = query.where('webhook_id', '=', filter.webhook_id);
  if (filter.state === 'delivered') query = query.where('delivered_time', 'is not', null);
  else if (filter.state)
    query = query
      .where('delivered_time', 'is', null)
      .where('next_attempt_time', filter.state === 'waiting' ? 'is not' : 'is', null);
  return listPage(query, { sort, slice }, deliveryRecord, { ids: 'desc' });
}

/**
 * "Retry now" on a delivery not delivered (failed and waiting, or given up): attempted at
 * once; answers how it went. A given-up one gets this one attempt more.
 */
async function retry(ctx: WebhookDeps, id: number): Promise<DeliveryRecord> {
  const row = await deliveryRow(ctx, id);
  if (row.delivered_time !== null) throw new AppError('webhookDelivered', {}, 409);
  await ctx.db
    .updateTable('webhook_delivery')
    .set({ next_attempt_time: ctx.now() })
    .where('id', '=', id)
    .where('delivered_time', 'is', null)
    .execute();
  await attemptDue(ctx, [id]);
  return deliveryRecord(await deliveryRow(ctx, id));
}

/**
 * Webhooks for the CRM hand-off: admins register receivers; enquiry events become one delivery
 * row per subscribed webhook, POSTed signed and retried on the mail outbox's schedule by every
 * instance (retryQueue.ts), each row claimed by one of them at a time.
 */
export function webhookService(ctx: ServiceContext) {
  const queue = retryQueue(ctx, 'webhook_delivery', LEASE);
  const deps: WebhookDeps = { ...ctx, policy: webhookTargetPolicy(ctx.config), queue, inFlight: new Set() };
  return {
    ...bindUseCases(deps, {
      urlProblem,
      emit,
      deliverDue,
      idle,
      // The console (admins).
      record,
      records,
      create,
      update,
      remove,
      rotate,
      sendTest,
      delivery,
      deliveries,
      retry,
    }),
    backlog: queue.backlog,
    /** Forgets deliveries made a week ago and those given up a month ago (they hold visitors' words). */
    prune: queue.prune,
  };
}

export type WebhookService = ReturnType<typeof webhookService>;
