import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LISTS } from '../../../contract/records.js';
import { ctxOf, registerResource, routeId, SUPPORT, type Ctx } from '../resource.js';
import { parseBody } from '../validation.js';

const replyBody = z.object({
  content: z.preprocess((v) => (v === null ? '' : v), z.string().trim().min(1).max(10_000)),
});

/**
 * enquiries (support): the inbox. A list (newest first, X-Unread-Count), one enquiry with its
 * attachments and thread (opening it marks it read), counts by status, reply (mails the
 * visitor) and close. Enquiries are made by visitors only and never deleted here.
 */
export function enquiryRoutes(app: FastifyInstance): void {
  const { audit, inbox } = app.services;
  const config = { access: SUPPORT };

  // Before /enquiries/:id, so "counts" is not read as an id.
  app.get('/enquiries/counts', { config }, async () => inbox.counts());

  registerResource(app, ['enquiries', 'enquiry', SUPPORT], LISTS.enquiries, {
    one: async (id) => app.services.notes.withNotes(await inbox.open(id)),
    list: (query, ctx) => inbox.list(query, ctx.staff.id),
    listHeaders: async () => ({ 'x-unread-count': String((await inbox.counts()).unread) }),
  });

  const log = (ctx: Ctx, action: string, id: number, detail: Record<string, unknown> = {}) =>
    audit.write({ staffId: ctx.staff.id, action, entity: 'enquiry', entityId: id, detail });

  app.post('/enquiries/:id/reply', { config }, async (request) => {
    const ctx = ctxOf(app, request);
    const id = routeId(request);
    const { content } = parseBody(replyBody, request.body);
    const outcome = await inbox.reply(id, ctx.staff.id, content, request.log);
    await log(ctx, 'reply', id, { ...outcome });
    return { ...(await inbox.detail(id)), ...outcome };
  });

  app.post('/enquiries/:id/close', { config }, async (request) => {
    const ctx = ctxOf(app, request);
    const id = routeId(request);
    if (await inbox.close(id)) await log(ctx, 'close', id);
    return inbox.detail(id);
  });
}
