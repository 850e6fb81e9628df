import type { FastifyInstance } from 'fastify';
import { webhookBody } from '#contract/staffApi.js';
import { WEBHOOK_LISTS } from '#contract/webhooks.js';
import { ADMIN, registerResource, staffRoute } from '../resource.js';
import { parsePatch } from '../validation.js';

/**
 * webhooks (admin): CRM receivers of enquiry events. The secret is answered on creation and on
 * rotate only (otherwise masked); "test" sends a test event now; webhook_deliveries is the
 * read-only delivery log, with "retry" on one not delivered.
 */
export function webhookRoutes(app: FastifyInstance): void {
  const { webhooks } = app.services.desk;
  const access = ADMIN;
  const body = webhookBody(webhooks.urlProblem);

  // Creation answers the secret, which the shared create route (it answers `one`) would not.
  staffRoute(app, {
    method: 'POST',
    url: '/webhooks',
    access,
    body,
    // Where enquiries (names, addresses, messages) are sent, and with which secret.
    stepUp: 'recent',
    audit: { action: 'create', entity: 'webhook' },
    async handler(call) {
      const created = await webhooks.create(call.body);
      await call.audit(created.id, { fields: ['url', 'events', 'description', 'active'] });
      return call.reply.status(201).send(created);
    },
  });

  registerResource(app, ['webhooks', 'webhook', ADMIN], WEBHOOK_LISTS.webhooks, {
    one: (id) => webhooks.record(id),
    list: (query) => webhooks.records(query),
    update: (id, patch) => webhooks.update(id, parsePatch(body, patch)),
    remove: (id) => webhooks.remove(id),
    writeStepUp: 'recent',
  });

  staffRoute(app, {
    method: 'POST',
    url: '/webhooks/:id/rotate',
    access,
    stepUp: 'recent',
    audit: { action: 'rotate', entity: 'webhook' },
    async handler({ id, audit }) {
      const rotated = await webhooks.rotate(id());
      await audit(rotated.id, {});
      return rotated;
    },
  });

  staffRoute(app, {
    method: 'POST',
    url: '/webhooks/:id/test',
    access,
    handler: ({ id }) => webhooks.sendTest(id()),
  });

  registerResource(app, ['webhook_deliveries', 'webhook_delivery', ADMIN], WEBHOOK_LISTS.webhook_deliveries, {
    one: (id) => webhooks.delivery(id),
    list: (query) => webhooks.deliveries(query),
  });

  staffRoute(app, {
    method: 'POST',
    url: '/webhook_deliveries/:id/retry',
    access,
    audit: { action: 'retry', entity: 'webhook_delivery' },
    async handler({ id, audit }) {
      const outcome = await webhooks.retry(id());
      await audit(id(), { state: outcome.state });
      return outcome;
    },
  });
}
