import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { MESSAGE_STATUS } from '../../../contract/constants.js';
import { parseLang } from '../../../contract/lang.js';
import type { EnquiryTable } from '../../db/schema.js';
import type { Delivery } from '../../services/outbox.js';
import { staffReplyMail } from '../../services/mailTemplates.js';
import { uploadUrl } from '../../services/wire.js';
import { writeAudit } from '../audit.js';
import {
  AdminError,
  commonFilters,
  idParam,
  listPage,
  notFound,
  parseBody,
  parseFilter,
  sortOf,
  textMatch,
  timeMs,
} from '../http.js';
import { ctxOf, registerResource, SUPPORT, type Ctx } from '../resource.js';

type EnquiryRow = Selectable<EnquiryTable> & { message_count: number };

const filterSchema = z.object({
  ...commonFilters,
  status: z.coerce
    .number()
    .refine((v) => (Object.values(MESSAGE_STATUS) as number[]).includes(v), 'status is 0, 1 or 5')
    .optional(),
  email: z.string().max(254).optional(),
  m_no: z.string().max(40).optional(),
  unread: z.boolean().optional(),
  date_from: timeMs.optional(),
  date_to: timeMs.optional(),
});

const SORTABLE = [
  'id',
  'create_time',
  'update_time',
  'status',
  'm_no',
  'email',
  'name',
  'read_time',
] as const;

const replyBody = z.object({
  content: z.preprocess((v) => (v === null ? '' : v), z.string().trim().min(1).max(10_000)),
});

function record(row: EnquiryRow) {
  return { ...row, message_count: Number(row.message_count), unread: row.read_time === null };
}

/**
 * enquiries (support): the inbox. A list (newest first, X-Unread-Count), one enquiry with its
 * attachments and thread (opening it marks it read), counts by status, reply (mails the
 * visitor) and close. Enquiries are made by visitors only and never deleted here.
 */
export function enquiryRoutes(app: FastifyInstance): void {
  const db = () => app.services.ctx.db;
  const now = () => app.services.ctx.now();

  const base = () =>
    db()
      .selectFrom('enquiry')
      .selectAll('enquiry')
      .select((eb) =>
        eb
          .selectFrom('enquiry_message')
          .select((m) => m.fn.countAll<number>().as('n'))
          .whereRef('enquiry_message.enquiry_id', '=', 'enquiry.id')
          .as('message_count'),
      );

  async function row(id: number) {
    const found = await base().where('enquiry.id', '=', id).executeTakeFirst();
    if (!found) throw notFound();
    return found as EnquiryRow;
  }

  async function detail(id: number) {
    const enquiry = await row(id);
    const [attachments, thread] = await Promise.all([
      db()
        .selectFrom('enquiry_attachment')
        .innerJoin('upload', 'upload.id', 'enquiry_attachment.upload_id')
        .select(['enquiry_attachment.name', 'upload.path', 'upload.size'])
        .where('enquiry_attachment.enquiry_id', '=', id)
        .orderBy('enquiry_attachment.sort')
        .execute(),
      db()
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
        .execute(),
    ]);
    return {
      ...record(enquiry),
      attachments: attachments.map((a) => ({ name: a.name, url: uploadUrl(a.path), size: a.size })),
      thread: thread.map((m) => ({ ...m, staff_name: m.staff_name ?? '' })),
    };
  }

  async function counts() {
    const rows = await db()
      .selectFrom('enquiry')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    const unread = await db()
      .selectFrom('enquiry')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('read_time', 'is', null)
      .executeTakeFirstOrThrow();
    const of = (status: number) => Number(rows.find((r) => r.status === status)?.n ?? 0);
    return {
      unread: Number(unread.n),
      pending: of(MESSAGE_STATUS.pending),
      processed: of(MESSAGE_STATUS.processed),
      finished: of(MESSAGE_STATUS.finished),
    };
  }

  // Before /enquiries/:id, so "counts" is not read as an id.
  app.get('/enquiries/counts', { config: { access: SUPPORT } }, async () => counts());

  registerResource(app, {
    name: 'enquiries',
    entity: 'enquiry',
    access: SUPPORT,
    content: false,

    async one(id) {
      const enquiry = await detail(id);
      if (enquiry.read_time === null) {
        const time = now();
        await db()
          .updateTable('enquiry')
          .set({ read_time: time })
          .where('id', '=', id)
          .where('read_time', 'is', null)
          .execute();
        return { ...enquiry, read_time: time, unread: false };
      }
      return enquiry;
    },

    async list(params) {
      const filter = parseFilter(filterSchema, params.filter);
      const sort = sortOf(params, SORTABLE, { field: 'create_time', order: 'DESC' });
      let query = base();
      if (filter.id !== undefined) query = query.where('enquiry.id', 'in', [filter.id].flat());
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
      const { rows, total } = await listPage(query, params, (q) =>
        q.orderBy(`enquiry.${sort.field}`, sort.order).orderBy('enquiry.id', 'desc'),
      );
      return { rows: rows.map((r) => record(r as EnquiryRow)), total };
    },

    async listHeaders() {
      return { 'x-unread-count': String((await counts()).unread) };
    },
  });

  async function audit(ctx: Ctx, action: string, id: number, detail: Record<string, unknown> = {}) {
    await writeAudit(db(), now(), { staffId: ctx.staff.id, action, entity: 'enquiry', entityId: id, detail });
  }

  app.post('/enquiries/:id/reply', { config: { access: SUPPORT } }, async (request) => {
    const ctx = ctxOf(app, request);
    const id = idParam((request.params as { id: string }).id);
    const { content } = parseBody(replyBody, request.body);
    const enquiry = await row(id);
    if (enquiry.status === MESSAGE_STATUS.finished) throw new AdminError('enquiryClosed', 409);
    const time = now();
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('enquiry_message')
          .values({ enquiry_id: id, author: 'staff', staff_id: ctx.staff.id, content, create_time: time })
          .execute();
        await trx
          .updateTable('enquiry')
          .set({ status: MESSAGE_STATUS.processed, update_time: time, read_time: enquiry.read_time ?? time })
          .where('id', '=', id)
          .execute();
      });
    // The reply is saved either way; a mail the server refuses is queued and retried. Staff see
    // which happened, and when neither did they must reach the visitor another way.
    const lang = parseLang(enquiry.lang) ?? 'en';
    let delivery: Delivery | 'failed' = 'failed';
    try {
      const { enquiries, outbox, site } = app.services;
      delivery = await outbox.deliver(
        staffReplyMail(
          await site.brand(lang),
          { m_no: enquiry.m_no, name: enquiry.name, email: enquiry.email, lang, reply: content },
          enquiries.lookupUrl(lang, enquiry.m_no),
        ),
        { kind: 'staff-reply', ref: enquiry.m_no },
      );
    } catch (err) {
      request.log.error({ err, m_no: enquiry.m_no }, 'the reply e-mail to a visitor could not be sent');
    }
    const outcome = {
      mail_sent: delivery === 'sent',
      mail_queued: delivery === 'queued',
      mail_rejected: delivery === 'rejected',
    };
    await audit(ctx, 'reply', id, outcome);
    return { ...(await detail(id)), ...outcome };
  });

  app.post('/enquiries/:id/close', { config: { access: SUPPORT } }, async (request) => {
    const ctx = ctxOf(app, request);
    const id = idParam((request.params as { id: string }).id);
    const enquiry = await row(id);
    if (enquiry.status !== MESSAGE_STATUS.finished) {
      const time = now();
      await db()
        .updateTable('enquiry')
        .set({ status: MESSAGE_STATUS.finished, close_time: time, update_time: time })
        .where('id', '=', id)
        .execute();
      await audit(ctx, 'close', id);
    }
    return detail(id);
  });
}
