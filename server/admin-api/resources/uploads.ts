import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../../contract/constants.js';
import { uploadUrl } from '../../services/wire.js';
import { writeAudit } from '../audit.js';
import { AdminError } from '../http.js';
import { ctxOf, EDITOR } from '../resource.js';

/**
 * POST /admin/api/uploads (editor): one file in the multipart field `file`, streamed to disk and
 * checked by extension and content (services/uploads.ts). Answers the stored path to put in a
 * record (`image`, `images`, `files`…) and its URL.
 */
export function uploadRoutes(app: FastifyInstance): void {
  app.post('/uploads', { config: { access: EDITOR } }, async (request, reply) => {
    const ctx = ctxOf(app, request);
    const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw new AdminError('uploadMissing', 400, {}, { file: { key: 'required' } });
    }
    const row = await app.services.uploads.store(part.filename, part.file, request.ip, 'staff');
    await writeAudit(app.services.ctx.db, app.services.ctx.now(), {
      staffId: ctx.staff.id,
      action: 'create',
      entity: 'upload',
      entityId: row.id,
      detail: { path: row.path, size: row.size },
    });
    return reply.status(201).send({
      id: row.id,
      path: row.path,
      url: uploadUrl(row.path),
      name: row.original_name,
      size: row.size,
      mime: row.mime,
    });
  });
}
