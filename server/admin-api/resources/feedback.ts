import type { FastifyInstance } from 'fastify';
import { LISTS } from '#contract/records.js';
import { registerResource, SUPPORT } from '../resource.js';

/** feedback (support, read-only): FAQ answers marked helpful or not, with the question's titles. */
export function feedbackResource(app: FastifyInstance): void {
  const { faq } = app.services.content;
  registerResource(app, ['feedback', 'faq_feedback', SUPPORT], LISTS.feedback, {
    one: (id) => faq.feedbackRecord(id),
    list: (query) => faq.feedbackRecords(query),
  });
}
