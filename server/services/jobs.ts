import type { ServiceContext } from './context.js';
import { countOf, dateText, offset, pairs, richPairs, type Page } from './wire.js';

export function jobService(ctx: ServiceContext) {
  const { db } = ctx;
  return {
    /** GET /api/recruiting/index: open positions in display order. */
    async list(page: Page) {
      const query = db.selectFrom('job').where('status', '=', 1);
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('sort').orderBy('id').limit(page.limit).offset(offset(page)).execute(),
        countOf(query),
      ]);
      return {
        list: rows.map((row) => ({
          id: row.id,
          peoplenum: row.peoplenum,
          ...pairs(row, ['name', 'place', 'experience', 'educational']),
          ...richPairs(row, ['content']),
          create_time_txt: dateText(row.create_time),
        })),
        count,
      };
    },
  };
}
