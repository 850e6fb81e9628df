import type { FastifyInstance } from 'fastify';
import { LISTS } from '#contract/records.js';
import { AppError } from '../../lib/errors.js';
import { SPREADSHEET_FORMATS, type SpreadsheetFormat } from '../../lib/spreadsheet.js';
import { staffRoute, SUPPORT } from '../resource.js';
import { listQueryOf, parseListQuery } from '../validation.js';

const isFormat = (value: unknown): value is SpreadsheetFormat =>
  typeof value === 'string' && Object.hasOwn(SPREADSHEET_FORMATS, value);

/**
 * GET /enquiries/export?format=csv|xlsx&filter=…&sort=…&lang=…: what the console's list filters,
 * in its order, as a download (headers in `lang`, the console's language). Every export is in the
 * audit log with its filter and row count: it carries visitors' personal data.
 */
export function enquiryExportRoutes(app: FastifyInstance): void {
  const { enquiryExport } = app.services.desk;

  staffRoute(app, {
    method: 'GET',
    url: '/enquiries/export',
    access: SUPPORT,
    audit: { action: 'export', entity: 'enquiry' },
    async handler({ request, reply, staff, lang, audit }) {
      const { format } = request.query as { format?: unknown };
      if (!isFormat(format))
        throw new AppError('invalidQuery', { name: 'format', reason: 'csv or xlsx' }, 400);
      const { filter, sort } = listQueryOf(parseListQuery(request.query), LISTS.enquiries);
      const result = await enquiryExport.export(format, { filter, sort }, lang, staff.id);
      await audit(format, { format, rows: result.rows, filter });
      return reply
        .type(SPREADSHEET_FORMATS[format].contentType)
        .header('content-disposition', `attachment; filename="${result.fileName}"`)
        .send(result.stream);
    },
  });
}
