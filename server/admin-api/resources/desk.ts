import type { FastifyInstance } from 'fastify';
import { assigneeBody, noteBody } from '#contract/staffApi.js';
import { staffRoute, SUPPORT } from '../resource.js';

/**
 * The sales desk's routes on an enquiry (admin and support): who may be assigned, reassigning
 * (mailed to the new assignee, audited), and internal notes (audited, never shown to the visitor).
 * Each answers the enquiry as GET /enquiries/:id does.
 */
export function deskRoutes(app: FastifyInstance): void {
  const { routing, notes, inbox } = app.services.desk;
  const access = SUPPORT;

  staffRoute(app, { method: 'GET', url: '/enquiries/assignees', access, handler: () => routing.deskStaff() });

  staffRoute(app, {
    method: 'PUT',
    url: '/enquiries/:id/assignee',
    access,
    body: assigneeBody,
    async handler({ id, body, staff, request }) {
      const enquiry = await inbox.detail(id());
      // Read again only when something changed (the same assignee again changes nothing).
      const changed = await routing.reassign(enquiry, body.assignee_id, staff, request.log);
      return notes.withNotes(changed ? await inbox.detail(id()) : enquiry);
    },
  });

  staffRoute(app, {
    method: 'POST',
    url: '/enquiries/:id/notes',
    access,
    body: noteBody,
    audit: { action: 'note', entity: 'enquiry' },
    async handler({ id, body, staff, audit }) {
      const noteId = await notes.add(id(), staff.id, body.content);
      await audit(id(), { note_id: noteId });
      return notes.withNotes(await inbox.detail(id()));
    },
  });
}
