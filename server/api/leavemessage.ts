import type { FastifyInstance } from 'fastify';
import { lookupToWire } from '#contract/enquiry.js';
import { schemas } from '#contract/schemas.js';
import { AppError } from '../lib/errors.js';
import { apiRoute } from './route.js';

import { ownerProof, VISITOR_DEVICE } from './visitorProof.js';
import { visitorForms } from './visitorForm.js';

/** /api/leavemessage: enquiries: submit, look up, comment, close, and "is this address verified". */
export default async function leaveMessageRoutes(app: FastifyInstance) {
  const { enquiries } = app.services.desk;
  const { screen, markDevice } = visitorForms(app);

  apiRoute(app, {
    method: 'POST',
    url: '/api/leavemessage/postAdvise',
    tag: 'leavemessage',
    summary: 'Submit an enquiry; needs email_code unless the address is verified; answers the case number',
    body: schemas.postAdvise,
    handler: async ({ body, ip, lang, request, reply }) => {
      const decoy = screen(body, request);
      if (decoy) return { data: decoy, msg: 'messageSubmitted', params: { m_no: decoy } };
      const mNo = await enquiries.submit(body, ip, lang, request.cookies[VISITOR_DEVICE]);
      await markDevice(reply, body.email);
      return { data: mNo, msg: 'messageSubmitted', params: { m_no: mNo } };
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/leavemessage/getmessage',
    tag: 'leavemessage',
    summary: 'Look up an enquiry by e-mail and case number (m_no): details, attachments, thread, status',
    body: schemas.lookup,
    handler: async ({ body, ip, request, reply }) => {
      const found = await enquiries.lookup(body.email, body.m_no, ip, ownerProof(request));
      await markDevice(reply, body.email);
      return { data: lookupToWire(found) };
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/leavemessage/replymessage',
    tag: 'leavemessage',
    summary: '{email, m_no, content} adds a visitor comment; {email, m_no, close: true} closes the enquiry',
    body: schemas.reply,
    handler: async ({ body, ip, request }) => {
      const owner = ownerProof(request);
      if (body.close) {
        await enquiries.close(body.email, body.m_no, ip, owner);
        return { data: null, msg: 'messageClosed' };
      }
      if (!body.content) throw new AppError('commentRequired');
      await enquiries.comment(body.email, body.m_no, body.content, ip, owner);
      return { data: null, msg: 'commentAdded' };
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/leavemessage/checkEmail',
    tag: 'leavemessage',
    summary:
      'Has this address been verified in this browser? data true: submit directly; false: ask for a code',
    query: schemas.checkEmail,
    handler: async ({ query, request }) => ({
      data: await enquiries.verifiedHere(query.email, request.cookies[VISITOR_DEVICE]),
    }),
  });
}
