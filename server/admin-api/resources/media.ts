import type { FastifyInstance } from 'fastify';
import { MEDIA_SORTABLE, mediaAltBody, mediaFilter } from '#contract/media.js';
import type { ListRules } from '#contract/records.js';
import { EDITOR, registerResource, staffRoute } from '../resource.js';
import { parseBody } from '../validation.js';
import { uploadedFile } from './uploads.js';

const MEDIA_LIST: ListRules<typeof mediaFilter, (typeof MEDIA_SORTABLE)[number]> = {
  filter: mediaFilter,
  sortable: MEDIA_SORTABLE,
  defaultSort: { field: 'create_time', order: 'DESC' },
};

/**
 * The media library (editor): GET /media (filters q, kind, unused, missing_alt), GET /media/:id
 * with where it is used, PUT /media/:id its alt text, DELETE /media/:id (refused while used),
 * POST /media/:id/file a new file in its place under every use. New files come through POST /uploads.
 * Every change is audit-logged and marks the content changed (the pages show alt text and files).
 */
export function mediaRoutes(app: FastifyInstance): void {
  const { media } = app.services.platform;
  registerResource(app, ['media', 'upload', EDITOR, true], MEDIA_LIST, {
    list: (query) => media.list(query),
    one: (id) => media.record(id),
    update: (id, body) => media.setAlt(id, parseBody(mediaAltBody, body)),
    remove: (id, ctx) => media.remove(id, ctx.lang),
  });

  staffRoute(app, {
    method: 'POST',
    url: '/media/:id/file',
    access: EDITOR,
    audit: { action: 'replace', entity: 'upload' },
    handler: async ({ request, id, audit }) => {
      const target = id();
      await media.record(target); // a 404 before the file is read
      const part = await uploadedFile(request);
      const swap = await media.replace(target, part.filename, part.file, request.ip);
      await audit(target, swap);
      return media.record(target);
    },
  });
}
