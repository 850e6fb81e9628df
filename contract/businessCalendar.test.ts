import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addWorkingTime,
  businessCalendarSchema,
  companyTime,
  DEFAULT_BUSINESS_CALENDAR,
  DEFAULT_FIRST_RESPONSE_MINUTES,
  responseState,
  workingMinutesBetween,
  type BusinessCalendarInput,
} from './businessCalendar.js';

const at = (iso: string) => new Date(iso);
const shanghai = DEFAULT_BUSINESS_CALENDAR;
const promise = DEFAULT_FIRST_RESPONSE_MINUTES;
const calendar = (input: BusinessCalendarInput) => businessCalendarSchema.parse(input);

/** Golden Week as a staff member might enter it (a test calendar, not the official one). */
const goldenWeek = calendar({
  holidays: ['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07'],
  extraWorkingDays: ['2026-10-10'],
});
const berlin = calendar({ timeZone: 'Europe/Berlin' });

/** Every issue's path and message, for readable assertions. */
function problems(input: unknown): string[] {
  const result = businessCalendarSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('business calendar schema', () => {
  it('defaults to docs/product.md §1: Mon–Fri 08:00–16:30, Asia/Shanghai, no holidays', () => {
    expect(shanghai.timeZone).toBe('Asia/Shanghai');
    expect(shanghai.weeklyHours.mon).toEqual([{ open: '08:00', close: '16:30' }]);
    expect(shanghai.weeklyHours.fri).toEqual([{ open: '08:00', close: '16:30' }]);
    expect(shanghai.weeklyHours.sat).toEqual([]);
    expect(shanghai.weeklyHours.sun).toEqual([]);
    expect(shanghai.holidays).toEqual([]);
    expect(DEFAULT_FIRST_RESPONSE_MINUTES).toBe(480);
  });

  it('keeps the days staff did not change when they change one', () => {
    const c = calendar({ weeklyHours: { sat: [{ open: '09:00', close: '12:00' }] } });
    expect(c.weeklyHours.sat).toEqual([{ open: '09:00', close: '12:00' }]);
    expect(c.weeklyHours.tue).toEqual([{ open: '08:00', close: '16:30' }]);
  });

  it('explains each mistake at its field', () => {
    expect(problems({ timeZone: 'China/Beijing' })).toEqual([
      'timeZone: Use an IANA time zone name such as Asia/Shanghai or Europe/Berlin',
    ]);
    expect(problems({ weeklyHours: { mon: [{ open: '8:00', close: '16:30' }] } })).toEqual([
      'weeklyHours.mon.0.open: Use a 24-hour time such as 08:00 or 16:30',
    ]);
    expect(problems({ weeklyHours: { mon: [{ open: '16:30', close: '08:00' }] } })).toEqual([
      'weeklyHours.mon.0.close: The closing time must be after the opening time',
    ]);
    expect(
      problems({
        weeklyHours: {
          mon: [
            { open: '08:00', close: '12:30' },
            { open: '12:00', close: '16:30' },
          ],
        },
      }),
    ).toEqual(['weeklyHours.mon.1.open: Openings must be in order and not overlap: 12:00 is before 12:30']);
    expect(problems({ holidays: ['2026-02-30', '1.10.2026'] })).toEqual([
      'holidays.0: This date does not exist',
      'holidays.1: Use a date in the form YYYY-MM-DD, e.g. 2026-10-01',
    ]);
    expect(problems({ holidays: ['2026-10-10'], extraWorkingDays: ['2026-10-10'] })).toEqual([
      'extraWorkingDays.0: 2026-10-10 is both a holiday and an extra working day',
    ]);
    expect(problems({ weeklyHours: { mon: [], tue: [], wed: [], thu: [], fri: [] } })).toEqual([
      'weeklyHours: At least one weekday needs opening hours, or no deadline could ever be reached',
    ]);
    expect(problems({ holiday: ['2026-10-01'] })).toEqual([': Unrecognized key: "holiday"']);
  });

  it('accepts 24:00 as a closing time and a day split by a lunch break', () => {
    expect(
      problems({
        weeklyHours: {
          sat: [{ open: '20:00', close: '24:00' }],
          mon: [
            { open: '08:00', close: '12:00' },
            { open: '13:00', close: '16:30' },
          ],
        },
      }),
    ).toEqual([]);
  });
});

describe('addWorkingTime (deadline of a first-response target) in company time', () => {
  it('keeps the 8-hour promise from Friday 15:00 to Monday 14:30 (1.5 h Friday + 6.5 h Monday)', () => {
    // 2026-11-27 is a Friday; 15:00 in Shanghai is 07:00 UTC.
    expect(addWorkingTime(shanghai, at('2026-11-27T07:00:00Z'), promise)).toEqual(at('2026-11-30T06:30:00Z'));
  });

  it('starts counting at the next opening for an enquiry at night, before opening, after closing or on a Sunday', () => {
    // Tuesday 22:00 → Wednesday 08:00 + 8 h = Wednesday 16:00 (08:00 UTC).
    expect(addWorkingTime(shanghai, at('2026-11-24T14:00:00Z'), promise)).toEqual(at('2026-11-25T08:00:00Z'));
    // Wednesday 06:00 (Tuesday 22:00 UTC) → Wednesday 16:00.
    expect(addWorkingTime(shanghai, at('2026-11-24T22:00:00Z'), promise)).toEqual(at('2026-11-25T08:00:00Z'));
    // Wednesday 17:00 → Thursday 16:00.
    expect(addWorkingTime(shanghai, at('2026-11-25T09:00:00Z'), promise)).toEqual(at('2026-11-26T08:00:00Z'));
    // Sunday 10:00 → Monday 16:00.
    expect(addWorkingTime(shanghai, at('2026-11-29T02:00:00Z'), promise)).toEqual(at('2026-11-30T08:00:00Z'));
  });

  it('reads the day in company time: Friday 17:00 UTC is already Saturday 01:00 in Shanghai', () => {
    const saturdayNight = at('2026-11-27T17:00:00Z');
    // Not "Friday evening, 30 minutes left that day": nothing is counted until Monday 08:00.
    expect(addWorkingTime(shanghai, saturdayNight, 30)).toEqual(at('2026-11-30T00:30:00Z'));
    expect(addWorkingTime(shanghai, saturdayNight, promise)).toEqual(at('2026-11-30T08:00:00Z'));
    // Friday 16:00 in Shanghai (08:00 UTC) to that instant: only Friday's last half hour.
    expect(workingMinutesBetween(shanghai, at('2026-11-27T08:00:00Z'), saturdayNight)).toBe(30);
    // And the same instant UTC-wise one hour earlier (Friday 16:00 UTC = Saturday 00:00) too.
    expect(workingMinutesBetween(shanghai, at('2026-11-27T08:00:00Z'), at('2026-11-27T16:00:00Z'))).toBe(30);
  });

  it('is due at closing time when the target ends exactly then, not at the next opening', () => {
    expect(addWorkingTime(shanghai, at('2026-11-27T07:00:00Z'), 90)).toEqual(at('2026-11-27T08:30:00Z'));
  });

  it('skips holidays and counts a make-up workday on a Saturday', () => {
    // Wednesday 30 September 15:00: 1.5 h, then 1–7 October are closed (with the weekend),
    // Thursday 8 October 08:00 + 6.5 h = 14:30.
    expect(addWorkingTime(goldenWeek, at('2026-09-30T07:00:00Z'), promise)).toEqual(
      at('2026-10-08T06:30:00Z'),
    );
    // Friday 9 October 12:00: 4.5 h, then Saturday 10 October is a workday: 08:00 + 3.5 h = 11:30.
    expect(addWorkingTime(goldenWeek, at('2026-10-09T04:00:00Z'), promise)).toEqual(
      at('2026-10-10T03:30:00Z'),
    );
    // Without the make-up day it would be Monday 12 October 11:30.
    expect(addWorkingTime(shanghai, at('2026-10-09T04:00:00Z'), promise)).toEqual(at('2026-10-12T03:30:00Z'));
  });

  it('gives a make-up day Monday’s hours unless it has its own', () => {
    const lunch = calendar({
      weeklyHours: {
        mon: [
          { open: '08:00', close: '12:00' },
          { open: '13:00', close: '17:00' },
        ],
      },
      extraWorkingDays: ['2026-10-10'],
    });
    // Saturday 10 October 11:00 + 2 h: one hour before lunch, one after → 14:00.
    expect(addWorkingTime(lunch, at('2026-10-10T03:00:00Z'), 120)).toEqual(at('2026-10-10T06:00:00Z'));
    const short = calendar({
      extraWorkingDays: ['2026-10-10'],
      extraWorkingDayHours: [{ open: '09:00', close: '12:00' }],
    });
    expect(workingMinutesBetween(short, at('2026-10-09T16:00:00Z'), at('2026-10-11T16:00:00Z'))).toBe(180);
  });

  it('refuses a negative or non-finite target and an invalid date', () => {
    expect(() => addWorkingTime(shanghai, at('2026-11-27T07:00:00Z'), -1)).toThrow(RangeError);
    expect(() => addWorkingTime(shanghai, at('2026-11-27T07:00:00Z'), Number.NaN)).toThrow(RangeError);
    expect(() => addWorkingTime(shanghai, new Date('not a date'), 60)).toThrow('start is not a valid date');
    expect(() => addWorkingTime(shanghai, at('2026-11-27T07:00:00Z'), 1e9)).toThrow(
      '1000000000 working minutes reach beyond 100 years',
    );
  });
});

describe('workingMinutesBetween (measured first-response time)', () => {
  it('counts only opening hours across a weekend', () => {
    // Friday 15:00 → Monday 14:30 is the 8-hour promise.
    expect(workingMinutesBetween(shanghai, at('2026-11-27T07:00:00Z'), at('2026-11-30T06:30:00Z'))).toBe(480);
    // A whole week is five 8.5-hour days.
    expect(workingMinutesBetween(shanghai, at('2026-11-22T16:00:00Z'), at('2026-11-29T16:00:00Z'))).toBe(
      5 * 510,
    );
  });

  it('is negative when the end is before the start and exact to the second', () => {
    expect(workingMinutesBetween(shanghai, at('2026-11-30T06:30:00Z'), at('2026-11-27T07:00:00Z'))).toBe(
      -480,
    );
    expect(workingMinutesBetween(shanghai, at('2026-11-30T00:00:00Z'), at('2026-11-30T00:00:30Z'))).toBe(0.5);
  });

  it('does not count holidays', () => {
    expect(workingMinutesBetween(goldenWeek, at('2026-09-30T07:00:00Z'), at('2026-10-08T06:30:00Z'))).toBe(
      480,
    );
  });
});

describe('a zone with daylight saving time (Europe/Berlin)', () => {
  it('keeps opening hours in local time across the spring change (29 March 2026)', () => {
    // Friday 27 March 15:00 CET (14:00 UTC) → Monday 30 March 14:30 CEST (12:30 UTC).
    expect(addWorkingTime(berlin, at('2026-03-27T14:00:00Z'), promise)).toEqual(at('2026-03-30T12:30:00Z'));
    expect(workingMinutesBetween(berlin, at('2026-03-27T14:00:00Z'), at('2026-03-30T12:30:00Z'))).toBe(480);
  });

  it('keeps opening hours in local time across the autumn change (25 October 2026)', () => {
    // Friday 23 October 15:00 CEST (13:00 UTC) → Monday 26 October 14:30 CET (13:30 UTC).
    expect(addWorkingTime(berlin, at('2026-10-23T13:00:00Z'), promise)).toEqual(at('2026-10-26T13:30:00Z'));
  });

  it('counts real time on the night the clocks change', () => {
    const roundTheClock = calendar({
      timeZone: 'Europe/Berlin',
      weeklyHours: { sun: [{ open: '00:00', close: '24:00' }] },
    });
    const sunday = (start: string, end: string) => workingMinutesBetween(roundTheClock, at(start), at(end));
    // 29 March has 23 hours, 25 October 25.
    expect(sunday('2026-03-28T12:00:00Z', '2026-03-29T23:00:00Z')).toBe(23 * 60);
    expect(sunday('2026-10-24T12:00:00Z', '2026-10-25T23:00:00Z')).toBe(25 * 60);
  });

  it('moves a skipped opening time on and takes the first of a repeated one', () => {
    // 02:30 does not exist on 29 March: the opening starts at 03:30 CEST and lasts 30 minutes.
    const skipped = calendar({
      timeZone: 'Europe/Berlin',
      weeklyHours: { sun: [{ open: '02:30', close: '04:00' }] },
    });
    expect(workingMinutesBetween(skipped, at('2026-03-28T12:00:00Z'), at('2026-03-29T12:00:00Z'))).toBe(30);
    expect(addWorkingTime(skipped, at('2026-03-28T12:00:00Z'), 1)).toEqual(at('2026-03-29T01:31:00Z'));
    // 02:30 happens twice on 25 October: from the first (CEST) to 03:30 CET is two hours.
    const repeated = calendar({
      timeZone: 'Europe/Berlin',
      weeklyHours: { sun: [{ open: '02:30', close: '03:30' }] },
    });
    expect(addWorkingTime(repeated, at('2026-10-24T12:00:00Z'), 1)).toEqual(at('2026-10-25T00:31:00Z'));
    expect(workingMinutesBetween(repeated, at('2026-10-24T12:00:00Z'), at('2026-10-25T12:00:00Z'))).toBe(120);
  });
});

describe('responseState (the console list and the digest)', () => {
  const receivedAt = at('2026-11-27T07:00:00Z'); // Friday 15:00, due Monday 14:30
  const deadline = at('2026-11-30T06:30:00Z');

  it('shows working time left while waiting, frozen over the weekend', () => {
    expect(responseState(shanghai, receivedAt, promise, at('2026-11-28T04:00:00Z'))).toEqual({
      status: 'waiting',
      deadline,
      remainingMinutes: 390,
    });
    // Monday 14:29:30: half a minute left reads as one minute.
    expect(responseState(shanghai, receivedAt, promise, at('2026-11-30T06:29:30Z'))).toEqual({
      status: 'waiting',
      deadline,
      remainingMinutes: 1,
    });
  });

  it('shows working time overdue once the deadline has passed', () => {
    // Tuesday 09:00: Monday 14:30–16:30 and Tuesday 08:00–09:00.
    expect(responseState(shanghai, receivedAt, promise, at('2026-12-01T01:00:00Z'))).toEqual({
      status: 'overdue',
      deadline,
      overdueMinutes: 180,
    });
  });

  it('keeps the measured first-response time and whether the promise was met', () => {
    const now = at('2026-12-10T00:00:00Z');
    expect(responseState(shanghai, receivedAt, promise, now, at('2026-11-30T02:00:00Z'))).toEqual({
      status: 'answered',
      deadline,
      met: true,
      responseMinutes: 90 + 120,
      overdueMinutes: 0,
    });
    expect(responseState(shanghai, receivedAt, promise, now, at('2026-12-01T01:00:00Z'))).toEqual({
      status: 'answered',
      deadline,
      met: false,
      responseMinutes: 480 + 180,
      overdueMinutes: 180,
    });
  });
});

describe('properties', () => {
  const calendars = fc.constantFrom(
    shanghai,
    goldenWeek,
    berlin,
    calendar({ timeZone: 'America/New_York', weeklyHours: { sun: [{ open: '01:00', close: '03:00' }] } }),
    calendar({
      timeZone: 'Australia/Lord_Howe', // a half-hour DST shift
      weeklyHours: {
        mon: [
          { open: '00:00', close: '02:30' },
          { open: '13:00', close: '24:00' },
        ],
      },
    }),
  );
  const instants = fc.date({
    min: at('2025-01-01T00:00:00Z'),
    max: at('2027-12-31T00:00:00Z'),
    noInvalidDate: true,
  });
  const minutes = fc.integer({ min: 0, max: 20_000 });
  /** Up to 60 days, in milliseconds. */
  const spans = fc.integer({ min: 0, max: 60 * 86_400_000 });

  it('measures back exactly the working time that was added', () => {
    fc.assert(
      fc.property(calendars, instants, minutes, (c, start, m) => {
        expect(workingMinutesBetween(c, start, addWorkingTime(c, start, m))).toBe(m);
      }),
    );
  });

  it('adds in steps the same as at once', () => {
    fc.assert(
      fc.property(calendars, instants, minutes, minutes, (c, start, m1, m2) => {
        expect(addWorkingTime(c, addWorkingTime(c, start, m1), m2)).toEqual(
          addWorkingTime(c, start, m1 + m2),
        );
      }),
    );
  });

  it('adds up working time over consecutive spans', () => {
    fc.assert(
      fc.property(calendars, instants, spans, spans, (c, x, first, second) => {
        const y = new Date(x.getTime() + first);
        const z = new Date(y.getTime() + second);
        const sum = workingMinutesBetween(c, x, y) + workingMinutesBetween(c, y, z);
        expect(sum).toBeCloseTo(workingMinutesBetween(c, x, z), 9);
      }),
    );
  });

  it('sets company-time deadlines inside opening hours on a working day', () => {
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Shanghai',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(instants, fc.integer({ min: 1, max: 20_000 }), (start, m) => {
        const [weekday, time] = local.format(addWorkingTime(shanghai, start, m)).split(' ') as [
          string,
          string,
        ];
        expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']).toContain(weekday);
        expect(time >= '08:00' && time <= '16:30').toBe(true);
      }),
    );
  });
});

describe('companyTime', () => {
  it('reads an instant on the company clocks, with the offset, across the date line of UTC', () => {
    expect(companyTime(Date.parse('2026-03-05T01:30:00.250Z'))).toBe('2026-03-05T09:30:00.250+08:00');
    expect(companyTime(Date.parse('2026-12-31T16:00:00Z'))).toBe('2027-01-01T00:00:00.000+08:00');
  });

  it('is the company date, minute and second that the pages and case numbers show', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('2000-01-01'), max: Date.parse('2099-12-31') }), (ms) => {
        // Asia/Shanghai has kept UTC+8 without daylight saving since 1991.
        expect(companyTime(ms)).toBe(`${new Date(ms + 8 * 3_600_000).toISOString().slice(0, 23)}+08:00`);
      }),
    );
  });
});
