import { MESSAGE_STATUS } from '#contract/constants.js';
import { addWorkingTime, wallClockMs, workingMinutesBetween } from '#contract/businessCalendar.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';
import { digestMail, type DigestEntry } from './digestMail.js';
import type { OutboxService } from '../platform/outbox.js';
import { overdue, type ResponseTimeService } from './responseTime.js';
import type { SiteConfigService } from '../content/siteConfig.js';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** Claims of sent digests are kept this long (site_state), then pruned. */
const KEEP_CLAIMS_DAYS = 14;
const CLAIM_PREFIX = 'digest:';

/** What the digest needs: the database and clock, the response promise, the outbox and the site's brand. */
type DigestDeps = ServiceContext & {
  responseTime: ResponseTimeService;
  outbox: OutboxService;
  site: SiteConfigService;
};

/** Today's company date and whether its working day has begun (none on a closed day). */
async function today(ctx: DigestDeps, now: number) {
  const { responseTime } = ctx;
  const { calendar } = await responseTime.promise();
  const wall = wallClockMs(calendar.timeZone, now);
  const dayStartWall = Math.floor(wall / DAY) * DAY;
  const midnight = now - (wall - dayStartWall);
  // The instant one working minute after midnight, less that minute: the day's first opening.
  const opening = addWorkingTime(calendar, new Date(midnight), 1).getTime() - MINUTE;
  const openingDay = Math.floor(wallClockMs(calendar.timeZone, opening) / DAY) * DAY;
  return {
    calendar,
    date: new Date(dayStartWall).toISOString().slice(0, 10),
    begun: openingDay === dayStartWall && now >= opening,
  };
}

/** Takes the day's digest of one staff user for this instance; false when another has it. */
async function claim(ctx: DigestDeps, key: string, now: number): Promise<boolean> {
  const { db } = ctx;
  const row = await db
    .insertInto('site_state')
    .values({ key, value: String(now) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Sends the digests of today that are due and not yet sent by any instance; answers how many
 * this call sent or queued. Cheap when there is nothing to do: one read of the calendar.
 */
async function runDue(ctx: DigestDeps): Promise<number> {
  const { db, outbox, site } = ctx;
  const now = ctx.now();
  const { calendar, date, begun } = await today(ctx, now);
  if (!begun) return 0;
  const [enquiries, staff] = await Promise.all([
    db
      .selectFrom('enquiry')
      .select(['id', 'm_no', 'name', 'company_name', 'assignee_id', 'due_time', 'first_response_time'])
      .where('status', '!=', MESSAGE_STATUS.finished)
      .where((eb) => eb.or([eb('assignee_id', 'is not', null), overdue(now, true)]))
      .orderBy('due_time')
      .orderBy('id')
      .execute(),
    db.selectFrom('staff_user').select(['id', 'email', 'name', 'role']).where('status', '=', 1).execute(),
  ]);
  const entry = (e: (typeof enquiries)[number]): DigestEntry => {
    const state: DigestEntry['state'] =
      e.first_response_time !== null
        ? { status: 'answered' }
        : e.due_time === null
          ? { status: 'none' }
          : e.due_time <= now
            ? {
                status: 'overdue',
                minutes: workingMinutesBetween(calendar, new Date(e.due_time), new Date(now)),
              }
            : {
                status: 'waiting',
                minutes: workingMinutesBetween(calendar, new Date(now), new Date(e.due_time)),
              };
    return { id: e.id, m_no: e.m_no, name: e.name, company_name: e.company_name, state };
  };
  const overdueFirst = (a: DigestEntry, b: DigestEntry) =>
    Number(b.state.status === 'overdue') - Number(a.state.status === 'overdue');
  const shared = enquiries.filter((e) => e.assignee_id === null).map(entry);
  let sent = 0;
  let brand: Awaited<ReturnType<typeof site.brand>> | undefined;
  for (const person of staff) {
    const own = enquiries
      .filter((e) => e.assignee_id === person.id)
      .map(entry)
      .sort(overdueFirst);
    const theirShared = person.role === 'admin' ? shared : [];
    if (own.length === 0 && theirShared.length === 0) continue;
    const key = `${CLAIM_PREFIX}${date}:${person.id}`;
    if (!(await claim(ctx, key, now))) continue;
    // One read of the company's name for the run, once a digest is to go out.
    brand ??= await site.brand('en');
    const mail = digestMail(
      brand,
      { to: person.email, staffName: person.name || person.email, date, own, shared: theirShared },
      ctx.config.publicUrl,
    );
    try {
      await outbox.deliver(mail, { kind: 'staff-digest', ref: key });
      sent++;
    } catch (err) {
      // Neither sent nor queued: give the claim back so the next run tries again.
      await db.deleteFrom('site_state').where('key', '=', key).execute();
      ctx.log.error({ err, staff_id: person.id, date }, 'a daily digest could not be sent');
    }
  }
  if (sent > 0) {
    const oldest = new Date(Date.parse(date) - KEEP_CLAIMS_DAYS * DAY).toISOString().slice(0, 10);
    await db
      .deleteFrom('site_state')
      .where('key', 'like', `${CLAIM_PREFIX}%`)
      .where('key', '<', `${CLAIM_PREFIX}${oldest}`)
      .execute();
  }
  return sent;
}

/**
 * The daily digest: at the company's first working minute of a day, each staff
 * user with open enquiries assigned to them gets one mail listing them, and every admin also the
 * overdue enquiries of the shared queue (nobody assigned). Every instance runs it; each mail of a
 * day is claimed first in site_state (a unique key), so it goes out once however many run it.
 */
export function digestService(
  ctx: ServiceContext,
  responseTime: ResponseTimeService,
  outbox: OutboxService,
  site: SiteConfigService,
) {
  return bindUseCases({ ...ctx, responseTime, outbox, site } satisfies DigestDeps, {
    runDue,
  });
}

export type DigestService = ReturnType<typeof digestService>;
