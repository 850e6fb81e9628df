import type { FastifyInstance } from 'fastify';
import { LISTS } from '#contract/records.js';
import { replyBody, replyPreviewBody, type ReplyPreview } from '#contract/staffApi.js';
import { registerResource, staffRoute, SUPPORT } from '../resource.js';
import { uploadedFile } from './uploads.js';

/**
 * enquiries (support): the inbox. A list (newest first, X-Unread-Count), one enquiry with its
 * attachments and thread (opening it marks it read), counts by status, reply (mails the
 * visitor) and close. Enquiries are made by visitors only and never deleted here.
 */
export function enquiryRoutes(app: FastifyInstance): void {
  const { inbox } = app.services.desk;
  const access = SUPPORT;

  // Before /enquiries/:id, so "counts" is not read as an id.
  staffRoute(app, { method: 'GET', url: '/enquiries/counts', access, handler: () => inbox.counts() });

  registerResource(app, ['enquiries', 'enquiry', SUPPORT], LISTS.enquiries, {
    one: async (id) => app.services.desk.notes.withNotes(await inbox.open(id)),
    list: (query, ctx) => inbox.list(query, ctx.staff.id),
    listHeaders: async () => ({ 'x-unread-count': String((await inbox.counts()).unread) }),
  });

  staffRoute(app, {
    method: 'POST',
    url: '/enquiries/:id/reply',
    access,
    body: replyBody,
    audit: { action: 'reply', entity: 'enquiry' },
    async handler({ id, body, staff, request, audit }) {
      const outcome = await inbox.reply(id(), staff.id, body, request.log);
      await audit(id(), { ...outcome, files: body.files.length });
      return { ...(await inbox.detail(id())), ...outcome };
    },
  });

  /**
   * POST /admin/api/enquiries/:id/reply/preview (support): the mail a reply with this text would
   * send the visitor, rendered as it would be sent; nothing is saved or sent.
   */
  staffRoute(app, {
    method: 'POST',
    url: '/enquiries/:id/reply/preview',
    access,
    body: replyPreviewBody,
    handler: ({ id, body, staff }): Promise<ReplyPreview> => inbox.previewReply(id(), staff.id, body.content),
  });

  /**
   * POST /admin/api/enquiries/:id/files (support): one file for a reply (multipart field `file`),
   * under the visitors' upload rules (type, size, content); the reply names it in `files`.
   */
  staffRoute(app, {
    method: 'POST',
    url: '/enquiries/:id/files',
    access,
    handler: async ({ id, request, reply }) => {
      await inbox.detail(id());
      const part = await uploadedFile(request);
      const row = await app.services.platform.uploads.store(part.filename, part.file, request.ip, 'desk');
      return reply.status(201).send({ ...app.services.platform.uploads.wire(row), path: row.path });
    },
  });

  staffRoute(app, {
    method: 'POST',
    url: '/enquiries/:id/close',
    access,
    audit: { action: 'close', entity: 'enquiry' },
    async handler({ id, audit }) {
      if (await inbox.close(id())) await audit(id(), {});
      return inbox.detail(id());
    },
  });
}
