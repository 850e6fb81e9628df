import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { LISTS } from '#contract/records.js';
import { ratingTableBody, ratingTableIssueText } from '#sizing/engine/ratingTable.js';
import { EDITOR, registerResource } from '../resource.js';
import { parseBody, type IssueWords } from '../validation.js';

/** Each refusal named in both languages, its row and column too, by the table that was sent. */
const wordsFor =
  (sent: unknown): IssueWords =>
  (issue: z.core.$ZodIssue) => {
    const table = typeof sent === 'object' && sent !== null ? (sent as Record<string, unknown>) : {};
    return {
      key: 'ratingTableCell',
      params: {
        en: ratingTableIssueText(issue, 'en', table),
        zh: ratingTableIssueText(issue, 'zh', table),
      },
    };
  };

/**
 * rating_tables (editors): each body material's pressure–temperature rating table, by ASME class
 * or PN, kept with its history like the content; the selection rates bodies by them, so every
 * write moves the content version.
 */
export function ratingTableRoutes(app: FastifyInstance): void {
  const { ratingTables } = app.services.content;
  registerResource(app, ['rating_tables', 'rating_table', EDITOR, true], LISTS.rating_tables, {
    one: (id) => ratingTables.record(id),
    list: (query) => ratingTables.records(query),
    create: (input, ctx) =>
      ratingTables.create(parseBody(ratingTableBody, input, wordsFor(input)), { by: ctx.staff.id }),
    async update(id, input, ctx) {
      // The table's checks hold between its fields: what is sent is checked with the rest.
      const sent = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
      const whole = { ...(await ratingTables.snapshot(id)), ...sent };
      const values = parseBody(ratingTableBody, whole, wordsFor(whole));
      const patch = Object.fromEntries(Object.entries(values).filter(([key]) => key in sent));
      await ratingTables.update(id, patch, { by: ctx.staff.id });
    },
    remove: (id, ctx) => ratingTables.remove(id, { by: ctx.staff.id }),
  });
}
