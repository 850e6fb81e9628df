import { wallClockMs } from '#contract/businessCalendar.js';
import type { DeskStats, DeskStatsSeries, DeskStatsWeek } from '#contract/desk.js';
import { categoryNames } from '../content/bilingual.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';
import { overdue, type ResponseTimeService } from './responseTime.js';

/**
 * The sales desk's dashboard figures: enquiries per company-time week by
 * language, country and product family, the median measured first response, and what is
 * overdue now. Weeks and medians are computed here rather than in SQL: week arithmetic in a time
 * zone differs between SQLite and PostgreSQL, and the window (at most 52 weeks) bounds the rows.
 */

export const DESK_STATS_WEEKS = { default: 12, max: 52 } as const;
/** Countries shown by name; the rest add up to "other". */
const TOP_COUNTRIES = 6;

const DAY_MS = 86_400_000;
/** No zone is more than 14 hours off UTC: a query window this much wider catches every local day. */
const ZONE_SLACK_MS = 15 * 3600_000;

/** A series' key that is no value of its column: the rest, not known, no product linked. */
const OTHER = 'other';
const UNKNOWN = 'unknown';
const NO_FAMILY = 'none';

/** The median of numbers; the mean of the middle two for an even count; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** YYYY-MM-DD of a day number (days since 1970-01-01). */
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The ISO 8601 week (year and number) of the week starting on Monday `monday` (a day number). */
function isoWeekOf(monday: number): string {
  // An ISO week belongs to the year of its Thursday; week 1 holds the year's first Thursday.
  const thursday = monday + 3;
  const year = new Date(thursday * DAY_MS).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1) / DAY_MS) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The instant the zone's clocks read `wall` (wall-clock ms as UTC); midnights have no DST gap. */
function instantAt(timeZone: string, wall: number): number {
  const guess = wall - (wallClockMs(timeZone, wall) - wall);
  return wall - (wallClockMs(timeZone, guess) - guess);
}

/** Counts per week of each key, as series ordered by total (ties by key). */
function seriesOf(perWeek: Map<string, number[]>): DeskStatsSeries[] {
  return [...perWeek]
    .map(([key, counts]) => ({ key, counts, total: counts.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
}

/** What the figures need: the database and clock, and the response-time promise. */
type DeskStatsDeps = ServiceContext & { responseTime: ResponseTimeService };

/** A week's tally: its enquiries, and the first responses of those answered. */
interface WeekTally {
  total: number;
  responses: number[];
}

/** The window's weeks and, per series, per-week counts (what `tally` adds up). */
interface Tally {
  week: WeekTally[];
  byLang: Map<string, number[]>;
  byCountry: Map<string, number[]>;
  byFamily: Map<string, number[]>;
  bySizing: Map<string, number[]>;
}

/** The company-time weeks the figures cover: where the first begins, and a query's bounds. */
interface StatsWindow {
  timeZone: string;
  weeks: number;
  /** The first week's Monday, a day number. */
  firstMonday: number;
  since: number;
  now: number;
}

async function overdueNow({ db }: DeskStatsDeps, now: number): Promise<number> {
  const row = await db
    .selectFrom('enquiry')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(overdue(now, true))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The window's enquiries, their product families, those with a sizing, and what is overdue now. */
function windowRows(ctx: DeskStatsDeps, { since, now }: StatsWindow) {
  const { db } = ctx;
  return Promise.all([
    db
      .selectFrom('enquiry')
      .select(['id', 'create_time', 'lang', 'country', 'first_response_minutes'])
      .where('create_time', '>=', since)
      .where('create_time', '<=', now)
      .execute(),
    db
      .selectFrom('enquiry_item')
      .innerJoin('enquiry', 'enquiry.id', 'enquiry_item.enquiry_id')
      .select(['enquiry_item.enquiry_id', 'enquiry_item.family_id'])
      .distinct()
      .where('enquiry.create_time', '>=', since)
      .where('enquiry.create_time', '<=', now)
      .where('enquiry_item.family_id', 'is not', null)
      .execute(),
    db
      .selectFrom('enquiry_sizing')
      .innerJoin('enquiry', 'enquiry.id', 'enquiry_sizing.enquiry_id')
      .select('enquiry_sizing.enquiry_id')
      .where('enquiry.create_time', '>=', since)
      .where('enquiry.create_time', '<=', now)
      .execute(),
    overdueNow(ctx, now),
  ]);
}

type WindowRows = Awaited<ReturnType<typeof windowRows>>;

/** The product families of each enquiry, by its id. */
function familiesByEnquiry(items: WindowRows[1]): Map<number, Set<number>> {
  const familiesOf = new Map<number, Set<number>>();
  for (const item of items) {
    const families = familiesOf.get(item.enquiry_id) ?? new Set<number>();
    families.add(Number(item.family_id));
    familiesOf.set(item.enquiry_id, families);
  }
  return familiesOf;
}

/** Counts each enquiry of the window in its week and in every series. */
function tally(span: StatsWindow, [rows, items, sized]: WindowRows): Tally {
  const { timeZone, weeks, firstMonday } = span;
  const familiesOf = familiesByEnquiry(items);
  const week = Array.from({ length: weeks }, (): WeekTally => ({ total: 0, responses: [] }));
  const byLang = new Map<string, number[]>();
  const byCountry = new Map<string, number[]>();
  const byFamily = new Map<string, number[]>();
  const bySizing = new Map<string, number[]>();
  const withSizing = new Set(sized.map((s) => s.enquiry_id));
  const count = (series: Map<string, number[]>, key: string, index: number) => {
    const counts = series.get(key) ?? new Array<number>(weeks).fill(0);
    counts[index]! += 1;
    series.set(key, counts);
  };

  for (const row of rows) {
    const day = Math.floor(wallClockMs(timeZone, Number(row.create_time)) / DAY_MS);
    const index = Math.floor((day - firstMonday) / 7);
    if (index < 0) continue; // inside the slack, before the first week
    week[index]!.total += 1;
    if (row.first_response_minutes !== null) week[index]!.responses.push(Number(row.first_response_minutes));
    count(byLang, row.lang || UNKNOWN, index);
    count(byCountry, row.country || UNKNOWN, index);
    const families = familiesOf.get(row.id);
    if (!families) count(byFamily, NO_FAMILY, index);
    else for (const family of families) count(byFamily, String(family), index);
    count(bySizing, withSizing.has(row.id) ? 'sizing' : NO_FAMILY, index);
  }
  return { week, byLang, byCountry, byFamily, bySizing };
}

/** The families' series, each named by its category in both languages (unless it was deleted). */
async function familySeries(ctx: DeskStatsDeps, byFamily: Map<string, number[]>): Promise<DeskStatsSeries[]> {
  const familyIds = [...byFamily.keys()].filter((key) => key !== NO_FAMILY).map(Number);
  const names = await categoryNames(ctx.db, familyIds);
  const nameOf = new Map(
    [...names.values()].map((c) => [String(c.id), { en: c.en_cate_name, zh: c.cate_name }]),
  );
  return seriesOf(byFamily).map((s) => {
    const name = nameOf.get(s.key);
    return name ? { ...s, name } : s;
  });
}

/** The window's weeks as the console labels them, with each one's count and median. */
function weekRows({ timeZone, firstMonday }: StatsWindow, week: WeekTally[]): DeskStatsWeek[] {
  return week.map((w, i) => {
    const monday = firstMonday + 7 * i;
    return {
      monday: dateOf(monday),
      iso_week: isoWeekOf(monday),
      start_time: instantAt(timeZone, monday * DAY_MS),
      total: w.total,
      answered: w.responses.length,
      median_first_response_minutes: median(w.responses),
    };
  });
}

/** The dashboard's figures for the last `weeks` company-time weeks, the current one last. */
async function weekly(ctx: DeskStatsDeps, weeks: number): Promise<DeskStats> {
  const now = ctx.now();
  // Weeks are the company's (the business calendar's time zone); the target is the promise's.
  const promise = await ctx.responseTime.promise();
  const timeZone = promise.calendar.timeZone;
  const today = Math.floor(wallClockMs(timeZone, now) / DAY_MS);
  // Day 0 (1970-01-01) was a Thursday: three days after a Monday.
  const firstMonday = today - ((today + 3) % 7) - 7 * (weeks - 1);
  const since = firstMonday * DAY_MS - ZONE_SLACK_MS;
  const span: StatsWindow = { timeZone, weeks, firstMonday, since, now };

  const rows = await windowRows(ctx, span);
  const overdue = rows[3];
  const { week, byLang, byCountry, byFamily, bySizing } = tally(span, rows);
  const byFamilyNamed = await familySeries(ctx, byFamily);

  const responses = week.flatMap((w) => w.responses);
  return {
    time_zone: timeZone,
    target_minutes: promise.first_response_minutes,
    weeks: weekRows(span, week),
    by_lang: seriesOf(byLang),
    by_country: topCountries(seriesOf(byCountry), weeks),
    by_family: byFamilyNamed,
    by_sizing: seriesOf(bySizing),
    total: week.reduce((sum, w) => sum + w.total, 0),
    this_week: week[weeks - 1]!.total,
    median_first_response_minutes: median(responses),
    answered: responses.length,
    overdue,
  };
}

export function deskStatsService(ctx: ServiceContext, responseTime: ResponseTimeService) {
  return bindUseCases({ ...ctx, responseTime } satisfies DeskStatsDeps, { weekly });
}

/** The TOP_COUNTRIES known countries with most enquiries, the rest as OTHER, then UNKNOWN. */
function topCountries(series: DeskStatsSeries[], weeks: number): DeskStatsSeries[] {
  const known = series.filter((s) => s.key !== UNKNOWN);
  const unknown = series.filter((s) => s.key === UNKNOWN);
  const rest = known.slice(TOP_COUNTRIES);
  if (rest.length === 0) return [...known, ...unknown];
  const counts = Array.from({ length: weeks }, (_, i) => rest.reduce((sum, s) => sum + s.counts[i]!, 0));
  const other = { key: OTHER, counts, total: counts.reduce((a, b) => a + b, 0) };
  return [...known.slice(0, TOP_COUNTRIES), other, ...unknown];
}

export type DeskStatsService = ReturnType<typeof deskStatsService>;
