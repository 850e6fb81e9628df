import type { Insertable } from 'kysely';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { MESSAGE_STATUS } from '#contract/constants.js';
import { DEFAULT_BUSINESS_CALENDAR } from '#contract/businessCalendar.js';
import type { EnquiryItemTable, EnquiryTable } from '#server/db/schema.js';
import type { DeskStats, DeskStatsSeries } from '#contract/desk.js';
import { describeEachDialect, useTestApp } from '../helpers/app.js';
import { signedIn, type StaffClient } from '../helpers/staff.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** Wednesday 25 November 2026, 10:00 in Shanghai: its week began on Monday the 23rd. */
const NOW = Date.UTC(2026, 10, 25, 2, 0);
/** Monday 23 November 2026, 00:00 in Shanghai. */
const THIS_MONDAY = Date.UTC(2026, 10, 22, 16, 0);

const countsOf = (series: DeskStatsSeries[], key: string) => series.find((s) => s.key === key)?.counts;

describeEachDialect('staff dashboard figures (desk-stats)', (dialect) => {
  const t = useTestApp(dialect);
  let support: StaffClient;
  let admin: StaffClient;
  let editor: StaffClient;
  let families: { id: number; cate_name: string; en_cate_name: string }[];
  let n = 0;

  beforeAll(async () => {
    t.clock.now = NOW;
    support = await signedIn(t.app, 'support');
    admin = await signedIn(t.app, 'admin');
    editor = await signedIn(t.app, 'editor');
    // Two product families: categories of the demo catalogue (a family is a category id).
    families = await t.database.db
      .selectFrom('category')
      .select(['id', 'cate_name', 'en_cate_name'])
      .where('kind', '=', 'product')
      .where('parent_id', '!=', 0)
      .orderBy('id')
      .limit(2)
      .execute();
    expect(families).toHaveLength(2);
  });

  beforeEach(async () => {
    const { db } = t.database;
    await db.deleteFrom('enquiry_item').execute();
    await db.deleteFrom('enquiry').execute();
    await db.deleteFrom('site_config').where('key', '=', 'business_calendar').execute();
  });

  /** An enquiry as the other parts of the desk leave it, written straight to the database. */
  async function enquiry(
    at: number,
    fields: Partial<Insertable<EnquiryTable>> = {},
    items: Pick<Insertable<EnquiryItemTable>, 'kind' | 'family_id'>[] = [],
  ) {
    const { db } = t.database;
    const { id } = await db
      .insertInto('enquiry')
      .values({
        m_no: `MR261125-STAT${String(++n).padStart(2, '0')}`,
        type_id: 13,
        status: MESSAGE_STATUS.pending,
        name: 'Erin Walsh',
        company_name: 'Northshore Pulp Ltd.',
        phone: '+1 604 555 0199',
        email: `visitor${n}@example.com`,
        duties: '',
        content: 'Six DN150 globe valves, please.',
        lang: 'en',
        ip: '10.9.0.1',
        create_time: at,
        update_time: at,
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let sort = 0;
    for (const item of items) {
      await db
        .insertInto('enquiry_item')
        .values({ enquiry_id: id, sort: sort++, ref_id: 1, model: '', title: 'Linked', ...item })
        .execute();
    }
    return id;
  }

  async function stats(query: Record<string, string> = {}, client: StaffClient = support) {
    const answer = await client.call<DeskStats>('GET', '/desk-stats', { query });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  it('counts an enquiry by its week in company time: Sunday 17:00 UTC is Monday 01:00 in Shanghai', async () => {
    await enquiry(Date.UTC(2026, 10, 22, 17, 0)); // Mon 23 Nov 01:00 Shanghai
    await enquiry(Date.UTC(2026, 10, 22, 15, 59)); // Sun 22 Nov 23:59 Shanghai
    await enquiry(THIS_MONDAY); // the first instant of the week
    await enquiry(THIS_MONDAY - 1); // the last of the week before
    await enquiry(THIS_MONDAY - 11 * 7 * DAY); // the first of the twelfth week back
    await enquiry(THIS_MONDAY - 11 * 7 * DAY - 1); // just outside the window
    await enquiry(NOW + HOUR); // not yet received (a clock ahead): not counted

    const figures = await stats();
    expect(figures.time_zone).toBe('Asia/Shanghai');
    expect(figures.weeks).toHaveLength(12);
    const last = figures.weeks.at(-1)!;
    expect(last).toMatchObject({
      monday: '2026-11-23',
      iso_week: '2026-W48',
      start_time: THIS_MONDAY,
      total: 2,
    });
    expect(figures.weeks.at(-2)).toMatchObject({ monday: '2026-11-16', iso_week: '2026-W47', total: 2 });
    expect(figures.weeks[0]).toMatchObject({ monday: '2026-09-07', iso_week: '2026-W37', total: 1 });
    expect(figures.weeks.map((w) => w.total)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2]);
    expect(figures).toMatchObject({ total: 5, this_week: 2 });

    // A business calendar in another zone moves the same instants: 17:00 UTC Sunday is 18:00 in Berlin.
    // Saved as the console saves it; the dashboard's target follows the promise too.
    await t.app.services.desk.responseTime.save({
      calendar: { ...DEFAULT_BUSINESS_CALENDAR, timeZone: 'Europe/Berlin' },
      first_response_minutes: 240,
    });
    const berlin = await stats({ weeks: '2' });
    expect(berlin).toMatchObject({ time_zone: 'Europe/Berlin', target_minutes: 240 });
    expect(berlin.weeks.map((w) => [w.monday, w.total])).toEqual([
      ['2026-11-16', 4],
      ['2026-11-23', 0],
    ]);
    expect(berlin.weeks[1]!.start_time).toBe(Date.UTC(2026, 10, 22, 23, 0)); // 00:00 CET
  });

  it('breaks the weeks down by language, country (top six, other, unknown) and product family', async () => {
    const [a, b] = families;
    const lastWeek = THIS_MONDAY - 3 * DAY;
    const thisWeek = THIS_MONDAY + HOUR;
    await enquiry(lastWeek, { lang: 'zh', country: 'CN' }, [{ kind: 'product', family_id: a!.id }]);
    // Two families: counted once in each; two products of one family: once.
    await enquiry(thisWeek, { lang: 'zh', country: 'CN' }, [
      { kind: 'product', family_id: a!.id },
      { kind: 'product', family_id: b!.id },
      { kind: 'product', family_id: b!.id },
    ]);
    await enquiry(thisWeek, { lang: 'en', country: '' }, [{ kind: 'case', family_id: null }]);
    // Eight more countries: DE twice, then seven with one each (two of them below the top six).
    for (const country of ['DE', 'DE', 'US', 'AU', 'BR', 'FR', 'GB', 'JP']) {
      await enquiry(thisWeek, { lang: 'en', country });
    }

    const figures = await stats({ weeks: '2' });
    expect(figures.weeks.map((w) => w.total)).toEqual([1, 10]);
    expect(figures.by_lang).toEqual([
      { key: 'en', counts: [0, 9], total: 9 },
      { key: 'zh', counts: [1, 1], total: 2 },
    ]);
    // CN and DE lead; then alphabetical among equals: AU, BR, FR, GB; US and JP are "other".
    expect(figures.by_country.map((s) => [s.key, s.total])).toEqual([
      ['CN', 2],
      ['DE', 2],
      ['AU', 1],
      ['BR', 1],
      ['FR', 1],
      ['GB', 1],
      ['other', 2],
      ['unknown', 1],
    ]);
    expect(countsOf(figures.by_country, 'CN')).toEqual([1, 1]);
    expect(countsOf(figures.by_country, 'other')).toEqual([0, 2]);
    expect(figures.by_family).toContainEqual({
      key: String(a!.id),
      name: { en: a!.en_cate_name, zh: a!.cate_name },
      counts: [1, 1],
      total: 2,
    });
    expect(figures.by_family).toContainEqual({
      key: String(b!.id),
      name: { en: b!.en_cate_name, zh: b!.cate_name },
      counts: [0, 1],
      total: 1,
    });
    // A case only, or nothing linked: no product family.
    expect(countsOf(figures.by_family, 'none')).toEqual([0, 9]);
  });

  it('takes the median first response per week and overall, of odd and even counts', async () => {
    const lastWeek = THIS_MONDAY - 2 * DAY;
    const thisWeek = THIS_MONDAY + HOUR;
    for (const minutes of [30, 600, 90]) await enquiry(lastWeek, { first_response_minutes: minutes });
    for (const minutes of [100, 20, 400, 61]) await enquiry(thisWeek, { first_response_minutes: minutes });
    await enquiry(thisWeek); // not answered yet: not in the median
    await enquiry(THIS_MONDAY - 7 * DAY - HOUR); // a week with no answers

    const figures = await stats({ weeks: '3' });
    expect(figures.weeks.map((w) => [w.total, w.answered, w.median_first_response_minutes])).toEqual([
      [1, 0, null],
      [3, 3, 90],
      [5, 4, 80.5],
    ]);
    // All seven answers: 20 30 61 90 100 400 600.
    expect(figures).toMatchObject({ median_first_response_minutes: 90, answered: 7 });
  });

  it('counts what is overdue now: open, unanswered and past due, whenever it arrived', async () => {
    const longAgo = NOW - 400 * DAY;
    await enquiry(longAgo, { due_time: longAgo + DAY }); // overdue for a year, outside the window
    await enquiry(NOW - DAY, { due_time: NOW - 1, status: MESSAGE_STATUS.processed });
    await enquiry(NOW - DAY, { due_time: NOW - HOUR, status: MESSAGE_STATUS.finished });
    await enquiry(NOW - DAY, { due_time: NOW - HOUR, first_response_time: NOW - 2 * HOUR });
    await enquiry(NOW - DAY, { due_time: NOW + HOUR }); // still in time
    await enquiry(NOW - DAY, { due_time: NOW }); // its deadline is now: late, as the list counts it
    await enquiry(NOW - DAY); // no promise applies

    expect((await stats()).overdue).toBe(3);
  });

  it('answers an empty window with zeros and no medians', async () => {
    const figures = await stats({ weeks: '1' });
    expect(figures).toMatchObject({
      weeks: [{ monday: '2026-11-23', total: 0, answered: 0, median_first_response_minutes: null }],
      by_lang: [],
      by_country: [],
      by_family: [],
      total: 0,
      this_week: 0,
      median_first_response_minutes: null,
      overdue: 0,
      target_minutes: 480,
    });
  });

  it('takes 1 to 52 weeks and refuses anything else in the staff member’s language', async () => {
    expect((await stats({ weeks: '52' })).weeks).toHaveLength(52);
    expect((await stats({ weeks: '1' }, admin)).weeks).toHaveLength(1);
    for (const weeks of ['0', '53', '1.5', 'twelve', '', '-3', '100000']) {
      const answer = await support.call('GET', '/desk-stats', { query: { weeks } });
      expect(answer.status, weeks).toBe(400);
      expect(answer.body.message).toBe('Weeks must be a whole number from 1 to 52');
    }
    const zh = await support.call('GET', '/desk-stats', {
      query: { weeks: '60' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.message).toBe('周数必须是 1 到 52 之间的整数');
  });

  it('is for the enquiry desk only: an editor is refused', async () => {
    const answer = await editor.call('GET', '/desk-stats');
    expect(answer.status).toBe(403);
  });
});
