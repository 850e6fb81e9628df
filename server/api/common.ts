import type { FastifyInstance } from 'fastify';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_FILES } from '#contract/constants.js';
import { schemas } from '#contract/schemas.js';
import { AppError } from '../lib/errors.js';
import type { UploadRow } from '../services/platform/uploads.js';
import { apiRoute } from './route.js';
import { ownerProof } from './visitorProof.js';

/** /api/common: site search, verification codes, configuration and uploads. */
export default async function commonRoutes(app: FastifyInstance) {
  const { services } = app;

  apiRoute(app, {
    method: 'GET',
    cached: true,
    url: '/api/common/searchinfo',
    tag: 'common',
    summary: 'Site search: type article (news, cases, solutions, FAQ, resources) or product',
    query: schemas.search,
    handler: async ({ query }) => ({ data: await services.content.search(query.type, query.keyword, query) }),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/common/sendEmail',
    tag: 'common',
    summary: 'Mail a 4-digit verification code (valid 15 minutes; a new one after 60 s)',
    query: schemas.emailQuery,
    handler: async ({ query, ip, lang, request }) => {
      const owner = ownerProof(request);
      await services.desk.verification.sendCode(query.email, ip, lang, {
        knownDevice: await services.desk.enquiries.isOwnerDevice(query.email, owner.deviceMark),
        proof: owner.proof,
      });
      return { data: null, msg: 'codeSent' };
    },
  });

  apiRoute(app, {
    method: 'GET',
    cached: true,
    url: '/api/common/getconfig',
    tag: 'common',
    summary:
      'Site configuration (configname=site): banners, customers, pictures, qualifications, VR link, counters, contacts',
    query: schemas.config,
    handler: async ({ query }) => {
      if (query.configname !== 'site') throw new AppError('unknownConfig');
      return { data: await services.content.site.get() };
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/common/upload',
    tag: 'common',
    summary: `Upload an attachment (multipart field "file"; ${UPLOAD_EXTENSIONS.join(', ')}; 500 MB; at most ${UPLOAD_MAX_FILES} files)`,
    description: 'Answers data.fullurl, the URL to send back in the files of postAdvise.',
    handler: async ({ request, ip }) => {
      if (!request.isMultipart()) throw new AppError('uploadMissing');
      const stored: UploadRow[] = [];
      try {
        for await (const part of request.files()) {
          if (part.fieldname !== 'file') {
            part.file.resume();
            continue;
          }
          stored.push(await services.platform.uploads.store(part.filename, part.file, ip));
        }
      } catch (error) {
        // All or nothing: a refused file takes the request's other files with it.
        await services.platform.uploads.discard(stored);
        // A body that is not well-formed multipart is the client's fault, not ours.
        if (error instanceof Error && /multipart|boundary/i.test(error.message))
          throw new AppError('uploadFailed', {}, 400);
        throw error;
      }
      const [first] = stored;
      if (!first) throw new AppError('uploadMissing');
      return {
        data: { ...services.platform.uploads.wire(first), files: stored.map(services.platform.uploads.wire) },
      };
    },
  });
}
