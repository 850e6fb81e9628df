import type { FastifyInstance } from 'fastify';
import { applicationSchema } from '#contract/applicationSchema.js';
import { schemas } from '#contract/schemas.js';
import { apiRoute } from './route.js';
import { VISITOR_DEVICE } from './visitorProof.js';
import { visitorForms } from './visitorForm.js';

/** /api/recruiting: open positions, and applying for one. */
export default async function recruitingRoutes(app: FastifyInstance) {
  const { screen, markDevice } = visitorForms(app);

  apiRoute(app, {
    method: 'GET',
    cached: true,
    url: '/api/recruiting/index',
    tag: 'recruiting',
    summary: 'Jobs: name, place, peoplenum, experience, educational, content',
    query: schemas.jobs,
    handler: async ({ query }) => ({ data: await app.services.content.jobs.list(query) }),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/recruiting/apply',
    tag: 'recruiting',
    summary:
      'Apply for a job with a CV uploaded first (PDF, DOC, DOCX); needs email_code unless the address is verified; answers the case number',
    body: applicationSchema,
    handler: async ({ body, ip, lang, request, reply }) => {
      const decoy = screen(body, request);
      if (decoy) return { data: decoy, msg: 'applicationSubmitted', params: { m_no: decoy } };
      const mNo = await app.services.desk.applications.apply(body, ip, lang, request.cookies[VISITOR_DEVICE]);
      await markDevice(reply, body.email);
      return { data: mNo, msg: 'applicationSubmitted', params: { m_no: mNo } };
    },
  });
}
