import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { DESK_STATS_WEEKS } from '../../services/desk/deskStats.js';
import { staffRoute, SUPPORT } from '../resource.js';

const weeksQuery = z.object({
  weeks: z
    .string()
    .regex(/^\d{1,2}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(DESK_STATS_WEEKS.max))
    .default(DESK_STATS_WEEKS.default),
});

/** desk-stats (admin, support): the dashboard's enquiry figures for the last `weeks` weeks. */
export function deskStatsRoutes(app: FastifyInstance): void {
  const { deskStats } = app.services.desk;
  staffRoute(app, {
    method: 'GET',
    url: '/desk-stats',
    access: SUPPORT,
    async handler({ request }) {
      const query = weeksQuery.safeParse(request.query ?? {});
      if (!query.success) throw new AppError('weeksRange', { max: DESK_STATS_WEEKS.max }, 400);
      return deskStats.weekly(query.data.weeks);
    },
  });
}
