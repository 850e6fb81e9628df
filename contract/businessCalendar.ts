import { z } from 'zod';

/**
 * The company's business calendar and working-time arithmetic for the sales desk's response-time
 * promise. It lives in contract/ because both sides need the same arithmetic:
 * the server stores deadlines, measures first-response times and writes the daily digest, and the
 * console counts the time left down live without asking the server every minute. It uses only
 * zod and Intl, so it runs in the browser as well as in Node.
 *
 * Working time is real elapsed time inside opening hours: on a day the clocks change, an opening
 * that spans the change is an hour shorter or longer, as the staff on duty would see it.
 */

/** docs/product.md §1: Mon–Fri 8:00–16:30 company time, UTC+8 (China has no daylight saving time). */
export const COMPANY_TIME_ZONE = 'Asia/Shanghai';
export { COMPANY_ZONE_NAME } from './constants.js';
/** The default first-response target: docs/product.md §1's 8-hour promise, in working minutes. */
export const DEFAULT_FIRST_RESPONSE_MINUTES = 8 * 60;

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Minutes since midnight of an "HH:MM" already checked by clockTime. */
function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const clockTime = z.string().regex(CLOCK_TIME, { message: 'Use a 24-hour time such as 08:00 or 16:30' });

const openingSchema = z
  .object({ open: clockTime, close: clockTime })
  .strict()
  .refine((o) => minutesOf(o.close) > minutesOf(o.open), {
    message: 'The closing time must be after the opening time',
    path: ['close'],
    // Only compare two well-formed times; a malformed one already has its own message.
    when: (payload) => {
      const o: unknown = payload.value;
      return (
        typeof o === 'object' &&
        o !== null &&
        'open' in o &&
        'close' in o &&
        [o.open, o.close].every((t) => typeof t === 'string' && CLOCK_TIME.test(t))
      );
    },
  });
export type Opening = z.infer<typeof openingSchema>;

/** One day's openings, e.g. a morning and an afternoon around a lunch break. */
const dayHoursSchema = z.array(openingSchema).superRefine((openings, ctx) => {
  for (let i = 1; i < openings.length; i++) {
    const previous = openings[i - 1];
    const current = openings[i];
    if (previous && current && minutesOf(current.open) < minutesOf(previous.close)) {
      ctx.addIssue({
        code: 'custom',
        message: `Openings must be in order and not overlap: ${current.open} is before ${previous.close}`,
        path: [i, 'open'],
      });
    }
  }
});

/** A YYYY-MM-DD date that exists; one message per mistake. */
export const calendarDate = z.string().superRefine((s, ctx) => {
  const [y = 0, m = 0, d = 0] = s.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) {
    ctx.addIssue({ code: 'custom', message: 'Use a date in the form YYYY-MM-DD, e.g. 2026-10-01' });
  } else if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    ctx.addIssue({ code: 'custom', message: 'This date does not exist' });
  }
});

const officeDay = [{ open: '08:00', close: '16:30' }];

export const businessCalendarSchema = z
  .object({
    /** IANA name; dates and opening hours below are in this zone ("company time"). */
    timeZone: z
      .string()
      .refine(isTimeZone, { message: 'Use an IANA time zone name such as Asia/Shanghai or Europe/Berlin' })
      .default(COMPANY_TIME_ZONE),
    weeklyHours: z
      .object({
        mon: dayHoursSchema.default(officeDay),
        tue: dayHoursSchema.default(officeDay),
        wed: dayHoursSchema.default(officeDay),
        thu: dayHoursSchema.default(officeDay),
        fri: dayHoursSchema.default(officeDay),
        sat: dayHoursSchema.default([]),
        sun: dayHoursSchema.default([]),
      })
      .strict()
      .prefault({})
      .refine((week) => WEEKDAYS.some((day) => week[day].length > 0), {
        message: 'At least one weekday needs opening hours, or no deadline could ever be reached',
      }),
    /** Closed days (public holidays), whatever their weekday. */
    holidays: z.array(calendarDate).default([]),
    /** Days open although their weekday is closed: China's make-up workdays on a weekend. */
    extraWorkingDays: z.array(calendarDate).default([]),
    /** Opening hours of an extra working day; when absent, Monday's (a make-up day is a normal day). */
    extraWorkingDayHours: dayHoursSchema.optional(),
  })
  .strict()
  .superRefine((calendar, ctx) => {
    const holidays = new Set(calendar.holidays);
    calendar.extraWorkingDays.forEach((date, i) => {
      if (holidays.has(date)) {
        ctx.addIssue({
          code: 'custom',
          message: `${date} is both a holiday and an extra working day`,
          path: ['extraWorkingDays', i],
        });
      }
    });
  });

/**
 * A checked calendar, as stored in configuration (JSON-serialisable, same shape as the input).
 * Treat it as immutable: its opening hours as instants are cached per object.
 */
export type BusinessCalendar = z.output<typeof businessCalendarSchema>;
/** What staff may write: every field has a default. */
export type BusinessCalendarInput = z.input<typeof businessCalendarSchema>;

export const DEFAULT_BUSINESS_CALENDAR: BusinessCalendar = businessCalendarSchema.parse({});

// ---- Time-zone conversion with Intl (no date library: zone data comes with the runtime) ----

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The wall-clock time at `instant` (milliseconds) in `timeZone`, as if it were UTC: what a clock
 * in that zone shows. Also what a spreadsheet cell (which has no zone) shows for an instant.
 */
export function wallClockMs(timeZone: string, instant: number): number {
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) fields[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  // Intl drops milliseconds, so add the instant's own back.
  return Date.UTC(year, month - 1, day, hour, minute, second) + (((instant % 1000) + 1000) % 1000);
}

/**
 * An instant as the company's clocks read it (COMPANY_TIME_ZONE), in ISO 8601 with the zone's
 * offset: '2026-03-05T09:30:00.000+08:00'. Its slices are the company's date, minute and second.
 */
export function companyTime(instant: number): string {
  const wall = wallClockMs(COMPANY_TIME_ZONE, instant);
  const offset = Math.round((wall - instant) / MINUTE_MS);
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${new Date(wall).toISOString().slice(0, 23)}${offset < 0 ? '-' : '+'}${hours}:${minutes}`;
}

function offsetMs(timeZone: string, instant: number): number {
  return wallClockMs(timeZone, instant) - instant;
}

/**
 * The instant at which the zone's clocks read `wall` (a wall-clock time as UTC milliseconds).
 * A time that occurs twice (clocks going back) is its first occurrence; a time the clocks skip
 * (going forward) is moved on by the skipped span — the rules of JavaScript's Temporal
 * ("compatible"), so 02:30 on a spring-forward night in Berlin is 03:30 summer time.
 */
function instantOf(timeZone: string, wall: number): number {
  const before = offsetMs(timeZone, wall - DAY_MS);
  const after = offsetMs(timeZone, wall + DAY_MS);
  const candidates = [wall - before, wall - after].filter((t) => offsetMs(timeZone, t) === wall - t);
  return candidates.length > 0 ? Math.min(...candidates) : wall - before;
}

/** Day number (days since 1970-01-01) of the zone's calendar date at `instant`. */
function localDayOf(timeZone: string, instant: number): number {
  return Math.floor(wallClockMs(timeZone, instant) / DAY_MS);
}

// ---- Opening hours as instants ----

interface CompiledCalendar {
  timeZone: string;
  weekly: number[][][]; // by getUTCDay(): [open, close] minutes since midnight
  extraDayHours: number[][];
  holidays: Set<string>;
  extraWorkingDays: Set<string>;
  /** Openings by day number: a console list asks for the same few days again and again. */
  days: Map<number, Array<[number, number]>>;
}

/** About ten years of days; beyond that the cache starts again rather than grow without bound. */
const DAYS_CACHED = 4000;

const compiled = new WeakMap<BusinessCalendar, CompiledCalendar>();

function toMinutes(openings: Opening[]): number[][] {
  return openings.map((o) => [minutesOf(o.open), minutesOf(o.close)]);
}

function compile(calendar: BusinessCalendar): CompiledCalendar {
  let c = compiled.get(calendar);
  if (!c) {
    c = {
      timeZone: calendar.timeZone,
      weekly: WEEKDAYS.map((day) => toMinutes(calendar.weeklyHours[day])),
      extraDayHours: toMinutes(calendar.extraWorkingDayHours ?? calendar.weeklyHours.mon),
      holidays: new Set(calendar.holidays),
      extraWorkingDays: new Set(calendar.extraWorkingDays),
      days: new Map(),
    };
    compiled.set(calendar, c);
  }
  return c;
}

/** The openings of local day `day` (a day number) as [start, end) instants in milliseconds. */
function openingsOn(c: CompiledCalendar, day: number): Array<[number, number]> {
  const cached = c.days.get(day);
  if (cached) return cached;
  const midnight = day * DAY_MS;
  const date = new Date(midnight);
  const key = date.toISOString().slice(0, 10);
  const minutes = c.holidays.has(key)
    ? []
    : c.extraWorkingDays.has(key)
      ? c.extraDayHours
      : (c.weekly[date.getUTCDay()] ?? []);
  const openings: Array<[number, number]> = [];
  for (const [open = 0, close = 0] of minutes) {
    const start = instantOf(c.timeZone, midnight + open * MINUTE_MS);
    const end = instantOf(c.timeZone, midnight + close * MINUTE_MS);
    if (end > start) openings.push([start, end]);
  }
  if (c.days.size >= DAYS_CACHED) c.days.clear();
  c.days.set(day, openings);
  return openings;
}

/** How far ahead addWorkingTime looks for the end of a target: 100 years. */
const MAX_SEARCH_DAYS = 36_525;

function checkedInstant(date: Date, name: string): number {
  const t = date.getTime();
  if (!Number.isFinite(t)) throw new RangeError(`${name} is not a valid date`);
  return t;
}

/**
 * The instant at which `minutes` working minutes have passed since `start`: the deadline of a
 * first-response target. A target that ends exactly at closing time is due at closing time, not
 * at the next opening. `minutes` may be fractional (its milliseconds count).
 */
export function addWorkingTime(calendar: BusinessCalendar, start: Date, minutes: number): Date {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError('minutes must be a finite number ≥ 0');
  const from = checkedInstant(start, 'start');
  let left = Math.round(minutes * MINUTE_MS);
  if (left === 0) return new Date(from);
  const c = compile(calendar);
  const firstDay = localDayOf(c.timeZone, from);
  // The schema guarantees an open weekday; the limit stops a mistyped target looping for ages.
  for (let day = firstDay; day < firstDay + MAX_SEARCH_DAYS; day++) {
    for (const [open, close] of openingsOn(c, day)) {
      const begin = Math.max(open, from);
      if (begin >= close) continue;
      if (left <= close - begin) return new Date(begin + left);
      left -= close - begin;
    }
  }
  throw new RangeError(`${minutes} working minutes reach beyond 100 years`);
}

/**
 * Working minutes from `a` to `b` (negative when `b` is before `a`): a measured first-response
 * time. Exact: fractional when the instants have seconds.
 */
export function workingMinutesBetween(calendar: BusinessCalendar, a: Date, b: Date): number {
  const from = checkedInstant(a, 'a');
  const to = checkedInstant(b, 'b');
  if (to < from) return -workingMinutesBetween(calendar, b, a);
  const c = compile(calendar);
  let total = 0;
  const lastDay = localDayOf(c.timeZone, to);
  for (let day = localDayOf(c.timeZone, from); day <= lastDay; day++) {
    for (const [open, close] of openingsOn(c, day)) {
      total += Math.max(0, Math.min(close, to) - Math.max(open, from));
    }
  }
  return total / MINUTE_MS;
}

/**
 * Where an enquiry stands against its first-response target, for the console's list and the
 * daily digest. Minutes are working minutes, whole, rounded up (one second late is a minute late).
 * For a given `now`, ordering by `deadline` is ordering by time left, so a list can sort on a
 * stored deadline column.
 */
export type ResponseState =
  | { status: 'waiting'; deadline: Date; remainingMinutes: number }
  | { status: 'overdue'; deadline: Date; overdueMinutes: number }
  | {
      status: 'answered';
      deadline: Date;
      met: boolean;
      /** The measured first-response time. */
      responseMinutes: number;
      /** How late the first response was; 0 when met. */
      overdueMinutes: number;
    };

export function responseState(
  calendar: BusinessCalendar,
  receivedAt: Date,
  targetMinutes: number,
  now: Date,
  firstResponseAt?: Date | null,
): ResponseState {
  const deadline = addWorkingTime(calendar, receivedAt, targetMinutes);
  const deadlineMs = deadline.getTime();
  if (firstResponseAt) {
    const met = checkedInstant(firstResponseAt, 'firstResponseAt') <= deadlineMs;
    return {
      status: 'answered',
      deadline,
      met,
      responseMinutes: Math.ceil(Math.max(0, workingMinutesBetween(calendar, receivedAt, firstResponseAt))),
      overdueMinutes: met ? 0 : Math.ceil(workingMinutesBetween(calendar, deadline, firstResponseAt)),
    };
  }
  if (checkedInstant(now, 'now') < deadlineMs) {
    return {
      status: 'waiting',
      deadline,
      remainingMinutes: Math.ceil(workingMinutesBetween(calendar, now, deadline)),
    };
  }
  return {
    status: 'overdue',
    deadline,
    overdueMinutes: Math.ceil(workingMinutesBetween(calendar, deadline, now)),
  };
}
