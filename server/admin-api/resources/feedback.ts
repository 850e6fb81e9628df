import type { FastifyInstance } from 'fastify';
import { feedbackFilter, FEEDBACK_SORTABLE } from '../../../contract/records.js';
import { registerResource, SUPPORT } from '../resource.js';

/** feedback (support, read-only): FAQ answers marked helpful or not, with the question's titles. */
export function feedbackResource(app: FastifyInstance): void {
  const { faq } = app.services;
  registerResource(app, {
    name: 'feedback',
    entity: 'faq_feedback',
    access: SUPPORT,
    content: false,
    filter: feedbackFilter,
    sortable: FEEDBACK_SORTABLE,
    defaultSort: { field: 'create_time', order: 'DESC' },
    one: (id) => faq.feedbackRecord(id),
    list: (query) => faq.feedbackRecords(query),
  });
}
