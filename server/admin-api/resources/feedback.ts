import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FEEDBACK_NO, FEEDBACK_YES } from '../../../contract/constants.js';
import { commonFilters, listPage, notFound, parseFilter, sortOf, textMatch, timeMs } from '../http.js';
import { registerResource, SUPPORT } from '../resource.js';

const filterSchema = z.object({
  ...commonFilters,
  type: z.coerce
    .number()
    .refine((v) => v === FEEDBACK_YES || v === FEEDBACK_NO, 'type is 1 (helpful) or 5 (not helpful)')
    .optional(),
  question_id: z.coerce.number().int().optional(),
  date_from: timeMs.optional(),
  date_to: timeMs.optional(),
});

/** feedback (support, read-only): FAQ answers marked helpful or not, with the question's titles. */
export function feedbackResource(app: FastifyInstance): void {
  const db = () => app.services.ctx.db;
  const base = () =>
    db()
      .selectFrom('faq_feedback')
      .leftJoin('content_item', 'content_item.id', 'faq_feedback.question_id')
      .select([
        'faq_feedback.id',
        'faq_feedback.question_id',
        'faq_feedback.type',
        'faq_feedback.typename',
        'faq_feedback.content',
        'faq_feedback.lang',
        'faq_feedback.create_time',
        'content_item.title as question_title',
        'content_item.en_title as question_en_title',
      ]);
  const record = <R extends { question_title: string | null; question_en_title: string | null }>(row: R) => ({
    ...row,
    question_title: row.question_title ?? '',
    question_en_title: row.question_en_title ?? '',
  });

  registerResource(app, {
    name: 'feedback',
    entity: 'faq_feedback',
    access: SUPPORT,
    content: false,

    async one(id) {
      const row = await base().where('faq_feedback.id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      return record(row);
    },

    async list(params) {
      const filter = parseFilter(filterSchema, params.filter);
      const sort = sortOf(params, ['id', 'create_time', 'type', 'question_id'] as const, {
        field: 'create_time',
        order: 'DESC',
      });
      let query = base();
      if (filter.id !== undefined) query = query.where('faq_feedback.id', 'in', [filter.id].flat());
      if (filter.type !== undefined) query = query.where('faq_feedback.type', '=', filter.type);
      if (filter.question_id !== undefined)
        query = query.where('faq_feedback.question_id', '=', filter.question_id);
      if (filter.date_from !== undefined)
        query = query.where('faq_feedback.create_time', '>=', filter.date_from);
      if (filter.date_to !== undefined) query = query.where('faq_feedback.create_time', '<=', filter.date_to);
      if (filter.q)
        query = query.where(
          textMatch(
            ['faq_feedback.content', 'faq_feedback.typename', 'content_item.title', 'content_item.en_title'],
            filter.q,
          ),
        );
      const { rows, total } = await listPage(query, params, (q) =>
        q.orderBy(`faq_feedback.${sort.field}`, sort.order).orderBy('faq_feedback.id', 'desc'),
      );
      return { rows: rows.map(record), total };
    },
  });
}
