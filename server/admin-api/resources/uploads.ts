import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '#contract/constants.js';
import type { ImageService } from '../../services/platform/images.js';
import { AppError, notFound } from '../../lib/errors.js';
import { uploadUrl } from '../../services/platform/wire.js';
import { EDITOR, staffRoute } from '../resource.js';

/**
 * POST /admin/api/uploads (editor): one file in the multipart field `file`, streamed to disk and
 * checked by extension and content (services/uploads.ts). Answers the stored path to put in a
 * record (`image`, `images`, `files`…) and its URL.
 */
/** The one file of a staff upload (multipart field `file`, at most UPLOAD_MAX_BYTES), or a 400. */
export async function uploadedFile(request: FastifyRequest) {
  const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError('uploadMissing', {}, 400, null, { file: { key: 'required' } });
  }
  return part;
}

export function uploadRoutes(app: FastifyInstance): void {
  staffRoute(app, {
    method: 'POST',
    url: '/uploads',
    access: EDITOR,
    audit: { action: 'create', entity: 'upload' },
    handler: async ({ request, reply, audit }) => {
      const part = await uploadedFile(request);
      const row = await app.services.platform.uploads.store(part.filename, part.file, request.ip, 'staff');
      await audit(row.id, { path: row.path, size: row.size });
      const [image] = await app.services.platform.images.statusOf([row.path]);
      return reply.status(201).send({
        id: row.id,
        path: row.path,
        url: uploadUrl(row.path),
        name: row.original_name,
        size: row.size,
        mime: row.mime,
        image: image ? imageStatus(image) : null,
      });
    },
  });

  /**
   * GET /admin/api/uploads/image?path=media/… (editor): how far the pipeline is with a picture —
   * `processing`, `ready` with its size and derived widths, or `failed` with the reason. The
   * console asks until it is no longer processing.
   */
  staffRoute(app, {
    method: 'GET',
    url: '/uploads/image',
    access: EDITOR,
    handler: async ({ request }) => {
      const { path } = request.query as { path?: unknown };
      const [image] = typeof path === 'string' ? await app.services.platform.images.statusOf([path]) : [];
      if (!image) throw notFound();
      return imageStatus(image);
    },
  });
}

function imageStatus(image: Awaited<ReturnType<ImageService['statusOf']>>[number]) {
  return {
    path: image.path,
    status: image.status,
    width: image.width,
    height: image.height,
    widths: image.widths ? image.widths.split(',').map(Number) : [],
    error: image.status === 'failed' ? image.error : null,
  };
}
