import type { FastifyInstance } from 'fastify';
import { responsePromiseBody } from '#contract/staffApi.js';
import { notFound } from '../../lib/errors.js';
import type { StaffMessageKey } from '../../lib/staffMessages.js';
import { changedFields } from '../../services/staff/audit.js';
import {
  promiseRecord,
  RESPONSE_PROMISE_ID,
  type ResponsePromise,
} from '../../services/desk/responseTime.js';
import { ADMIN, staffRoute, SUPPORT } from '../resource.js';
import type { IssueWords } from '../validation.js';

const ID = RESPONSE_PROMISE_ID;

/**
 * The calendar's checks speak English (contract/businessCalendar.ts); these patterns give each
 * one its staff message in both languages, with the values it names.
 */
const CALENDAR_WORDS: Array<[RegExp, StaffMessageKey, string[]]> = [
  [/^Use a 24-hour time/, 'calendarTime', []],
  [/^The closing time must be after/, 'calendarCloseAfterOpen', []],
  [
    /^Openings must be in order and not overlap: (\S+) is before (\S+)$/,
    'calendarOverlap',
    ['open', 'close'],
  ],
  [/^Use a date in the form YYYY-MM-DD/, 'calendarDate', []],
  [/^This date does not exist$/, 'calendarNoSuchDate', []],
  [/^Use an IANA time zone name/, 'calendarTimeZone', []],
  [/^At least one weekday needs opening hours/, 'calendarNoWorkingDay', []],
  [/^(\S+) is both a holiday and an extra working day$/, 'calendarHolidayWorkday', ['date']],
];

const calendarWords: IssueWords = (issue) => {
  for (const [pattern, key, names] of CALENDAR_WORDS) {
    const match = pattern.exec(issue.message);
    if (match) return { key, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return undefined;
};

function record(p: ResponsePromise) {
  return { id: ID, ...promiseRecord(p) };
}

/**
 * business_calendar: the response-time promise as one record with id "current". Support and
 * admins read it (the enquiry list counts time left with it); admins change it, and the deadlines
 * of open, unanswered enquiries move with it.
 */
export function businessCalendarRoutes(app: FastifyInstance): void {
  const { responseTime } = app.services.desk;
  const url = '/business_calendar/:id';
  const id = (raw: string) => {
    if (raw !== ID) throw notFound();
  };

  staffRoute(app, {
    method: 'GET',
    url,
    access: SUPPORT,
    id,
    handler: async () => record(await responseTime.promise()),
  });

  staffRoute(app, {
    method: 'PUT',
    url,
    access: ADMIN,
    id,
    // The target is stored in minutes, edited in working hours.
    body: responsePromiseBody,
    words: calendarWords,
    audit: { action: 'update', entity: 'business_calendar' },
    async handler({ body, audit, staff }) {
      const before = record(await responseTime.promise());
      const moved = await responseTime.save(
        { calendar: body.calendar, first_response_minutes: Math.round(body.first_response_hours * 60) },
        { by: staff.id },
      );
      const after = record(await responseTime.promise());
      await audit(ID, {
        fields: changedFields(
          { ...before.calendar, target: before.first_response_hours },
          { ...after.calendar, target: after.first_response_hours },
        ),
        deadlines_moved: moved,
      });
      return { ...after, deadlines_moved: moved };
    },
  });
}
