import type { FastifyInstance } from 'fastify';
import { LISTS } from '#contract/records.js';
import { ADMIN, registerResource } from '../resource.js';

/** inbound_mail (admin, read-only): the desk mailbox's messages, those set aside with the reason. */
export function inboundMailResource(app: FastifyInstance): void {
  const { inboundMail } = app.services.desk;
  registerResource(app, ['inbound_mail', 'inbound_mail', ADMIN], LISTS.inbound_mail, {
    one: (id) => inboundMail.record(id),
    list: (query) => inboundMail.records(query),
  });
}
