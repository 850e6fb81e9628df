import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { flag01 } from '../../../contract/schemas.js';
import { WEBHOOK_EVENTS, WEBHOOK_LISTS, type WebhookEvent } from '../../../contract/webhooks.js';
import { ADMIN, ctxOf, registerResource, routeId, type Ctx } from '../resource.js';
import { parseBody, parsePatch } from '../validation.js';

/** A webhook as an admin writes it; the URL rule depends on the server's configuration. */
const webhookBody = (urlProblem: (url: string) => string | null) =>
  z.object({
    url: z
      .string()
      .trim()
      .min(1)
      .max(2000)
      .superRefine((value, check) => {
        const problem = urlProblem(value);
        if (problem) check.addIssue({ code: 'custom', message: problem });
      }),
    // One message on the field (not one per element) names the events there are.
    events: z
      .array(z.string())
      .min(1, 'webhookNoEvents')
      .superRefine((events, check) => {
        if (!events.every((e) => (WEBHOOK_EVENTS as readonly string[]).includes(e)))
          check.addIssue({ code: 'invalid_value', values: [...WEBHOOK_EVENTS], input: events });
      })
      .transform((events) => [...new Set(events)] as WebhookEvent[]),
    description: z.preprocess((v) => v ?? '', z.string().trim().max(500)).default(''),
    active: flag01.default(1),
  });

/**
 * webhooks (admin): CRM receivers of enquiry events. The secret is answered on creation and on
 * rotate only (otherwise masked); "test" sends a test event now; webhook_deliveries is the
 * read-only delivery log, with "retry" on one not delivered.
 */
export function webhookRoutes(app: FastifyInstance): void {
  const { webhooks, audit } = app.services;
  const config = { access: ADMIN };
  const body = webhookBody(webhooks.urlProblem);
  const log = (ctx: Ctx, action: string, entity: string, id: number, detail: Record<string, unknown> = {}) =>
    audit.write({ staffId: ctx.staff.id, action, entity, entityId: id, detail });

  // Creation answers the secret, which the shared create route (it answers `one`) would not.
  app.post('/webhooks', { config }, async (request, reply) => {
    const ctx = ctxOf(app, request);
    const created = await webhooks.create(parseBody(body, request.body));
    await log(ctx, 'create', 'webhook', created.id, { fields: ['url', 'events', 'description', 'active'] });
    return reply.status(201).send(created);
  });

  registerResource(app, ['webhooks', 'webhook', ADMIN], WEBHOOK_LISTS.webhooks, {
    one: (id) => webhooks.record(id),
    list: (query) => webhooks.records(query),
    update: (id, patch) => webhooks.update(id, parsePatch(body, patch)),
    remove: (id) => webhooks.remove(id),
  });

  app.post('/webhooks/:id/rotate', { config }, async (request) => {
    const ctx = ctxOf(app, request);
    const rotated = await webhooks.rotate(routeId(request));
    await log(ctx, 'rotate', 'webhook', rotated.id);
    return rotated;
  });

  app.post('/webhooks/:id/test', { config }, async (request) => webhooks.sendTest(routeId(request)));

  registerResource(app, ['webhook_deliveries', 'webhook_delivery', ADMIN], WEBHOOK_LISTS.webhook_deliveries, {
    one: (id) => webhooks.delivery(id),
    list: (query) => webhooks.deliveries(query),
  });

  app.post('/webhook_deliveries/:id/retry', { config }, async (request) => {
    const ctx = ctxOf(app, request);
    const id = routeId(request);
    const outcome = await webhooks.retry(id);
    await log(ctx, 'retry', 'webhook_delivery', id, { state: outcome.state });
    return outcome;
  });
}
