import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_ID } from '../../../contract/schemas.js';
import { ctxOf, routeId, SUPPORT } from '../resource.js';
import { parseBody } from '../validation.js';

const assigneeBody = z.object({
  // null (or a blank select) hands the enquiry back to the shared queue.
  assignee_id: z.preprocess((v) => (v === '' ? null : v), z.number().int().min(1).max(MAX_ID).nullable()),
});

const noteBody = z.object({
  content: z.preprocess((v) => (v === null ? '' : v), z.string().trim().min(1).max(10_000)),
});

/**
 * The sales desk's routes on an enquiry (admin and support): who may be assigned, reassigning
 * (mailed to the new assignee, audited), and internal notes (audited, never shown to the visitor).
 * Each answers the enquiry as GET /enquiries/:id does.
 */
export function deskRoutes(app: FastifyInstance): void {
  const { audit, routing, notes, inbox } = app.services;
  const config = { access: SUPPORT };

  app.get('/enquiries/assignees', { config }, () => routing.deskStaff());

  app.put('/enquiries/:id/assignee', { config }, async (request) => {
    const ctx = ctxOf(app, request);
    const id = routeId(request);
    const { assignee_id } = parseBody(assigneeBody, request.body);
    const enquiry = await inbox.detail(id);
    // Read again only when something changed (the same assignee again changes nothing).
    const changed = await routing.reassign(enquiry, assignee_id, ctx.staff, request.log);
    return notes.withNotes(changed ? await inbox.detail(id) : enquiry);
  });

  app.post('/enquiries/:id/notes', { config }, async (request) => {
    const ctx = ctxOf(app, request);
    const id = routeId(request);
    const { content } = parseBody(noteBody, request.body);
    const noteId = await notes.add(id, ctx.staff.id, content);
    await audit.write({
      staffId: ctx.staff.id,
      action: 'note',
      entity: 'enquiry',
      entityId: id,
      detail: { note_id: noteId },
    });
    return notes.withNotes(await inbox.detail(id));
  });
}
