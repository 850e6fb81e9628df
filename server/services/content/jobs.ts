import { BILINGUAL, namesOf } from '#contract/bilingual.js';
import type { JobListing, JobPosting } from '#contract/content.js';
import { jobBody, type JobBody } from '#contract/records.js';
import type { Db } from '../../db/index.js';
import { jobPreview, missingLangs, missingLangWhere, sanitizeFields } from './bilingual.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';
import { byId, whereIds, listPage, textMatch, type StaffList } from '../platform/listing.js';
import { bodyOf, type Edit, type RevisionService } from './revisions.js';
import { AppError } from '../../lib/errors.js';
import type { JobTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import {
  countOf,
  dateText,
  isoTime,
  offset,
  pairs,
  richPairs,
  uploadUrl,
  type Page,
} from '../platform/wire.js';
import { scheduledWhere } from './schedule.js';

/**
 * A job's last day (YYYY-MM-DD, company time) as the instant it ends, at the company's offset
 * that day: '2026-12-31T23:59:59+08:00' (schema.org validThrough).
 */
export function validThroughTime(date: string): string {
  return `${date}T23:59:59${isoTime(Date.parse(`${date}T12:00:00Z`)).slice(19)}`;
}

/** Has the job's last day passed at `now`? A job without one stays open. */
export function isExpired(validThrough: string | null, now: number): boolean {
  return validThrough !== null && Date.parse(validThroughTime(validThrough)) < now;
}

/** A published job as the pages show it: both languages, its posting facts, and whether it is open. */
function jobWire(row: Selectable<JobTable>, now: number): JobPosting {
  return {
    id: row.id,
    peoplenum: row.peoplenum,
    full_share_image: uploadUrl(row.share_image),
    ...pairs(row, namesOf(BILINGUAL.job, ['line', 'text'])),
    ...richPairs(row, namesOf(BILINGUAL.job, ['rich'])),
    create_time_txt: dateText(row.create_time),
    employment_type: row.employment_type,
    postal_code: row.postal_code,
    country: row.country,
    /** The last day it is open (YYYY-MM-DD), '' when it has none. */
    valid_through: row.valid_through ?? '',
    /** validThrough as schema.org wants it, '' when it has none. */
    valid_through_time: row.valid_through ? validThroughTime(row.valid_through) : '',
    open: !isExpired(row.valid_through, now),
  };
}

/** A job as the console edits it, with its preview links. */
const jobRecord = <
  R extends { id: number; name: string; en_name: string; content: string; en_content: string },
>(
  row: R,
) => ({
  ...row,
  missing_langs: missingLangs(row, 'name', 'content'),
  ...jobPreview(row.id),
});

/** The open positions of /joinIn. */
const jobSnapshot = async (from: Db, id: number) => bodyOf(jobBody, await byId(from, 'job', id));

/** What the job use cases need: the database and clock, and the revisions every edit goes through. */
type JobDeps = ServiceContext & { revisions: RevisionService };

const ENTITY = 'job';

/** GET /api/recruiting/index: open positions in display order (not those past their last day). */
async function openJobs({ db, now: clock }: JobDeps, page: Page): Promise<JobListing> {
  const now = clock();
  const query = db
    .selectFrom('job')
    .where('status', '=', 1)
    // YYYY-MM-DD compares as text; today's date in company time is still open.
    .where((eb) => eb.or([eb('valid_through', 'is', null), eb('valid_through', '>=', dateText(now))]));
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('sort').orderBy('id').limit(page.limit).offset(offset(page)).execute(),
    countOf(query),
  ]);
  return { list: rows.map((row) => jobWire(row, now)), count };
}

/**
 * One published job's page (open or past its last day); jobNotFound for others. With
 * `draft` (a staff preview), the job as its working draft would make it.
 */
async function jobDetail({ db, now }: JobDeps, id: number, draft?: Partial<JobBody>): Promise<JobPosting> {
  const row = await db
    .selectFrom('job')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!row) throw new AppError('jobNotFound');
  return jobWire({ ...row, ...sanitizeFields(draft ?? {}, BILINGUAL.job) }, now());
}

/**
 * Whether a published job's last day ended at or after `since` and before now: a page (or an
 * API answer) kept since `since` still shows it open, with its application form.
 */
async function closedSince({ db, now: clock }: JobDeps, since: number): Promise<boolean> {
  const now = clock();
  const rows = await db
    .selectFrom('job')
    .select('valid_through')
    .where('status', '=', 1)
    // A day's end is at most a day after its date's UTC noon: the dates that can qualify.
    .where('valid_through', '>=', dateText(since - 86_400_000))
    .where('valid_through', '<=', dateText(now))
    .execute();
  return rows.some(({ valid_through }) => {
    const end = Date.parse(validThroughTime(valid_through!));
    return end >= since && end < now;
  });
}

/** A job that takes applications now: jobNotFound when unpublished, jobClosed past its last day. */
async function openForApplications(deps: JobDeps, id: number) {
  const job = await jobDetail(deps, id);
  if (!job.open) throw new AppError('jobClosed');
  return job;
}

// Staff (console) -------------------------------------------------------------------------------

async function jobRecordOf({ db }: JobDeps, id: number) {
  return jobRecord(await byId(db, 'job', id));
}

async function jobRecords({ db }: JobDeps, { filter, sort, slice }: StaffList<'jobs'>) {
  let query = whereIds(db.selectFrom('job'), filter.id);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.q) query = query.where(textMatch(['name', 'en_name', 'place', 'en_place'], filter.q));
  if (filter.missing_lang)
    query = query.where(missingLangWhere('job', filter.missing_lang, 'name', 'content'));
  if (filter.scheduled) query = query.where(scheduledWhere('job'));
  return listPage(query.selectAll(), { sort, slice }, jobRecord);
}

async function createJob({ revisions }: JobDeps, values: JobBody, edit?: Edit): Promise<number> {
  return revisions.insertRow(ENTITY, 'job', edit, sanitizeFields(values, BILINGUAL.job), jobSnapshot);
}

async function updateJob(
  { revisions }: JobDeps,
  id: number,
  values: Partial<JobBody>,
  edit?: Edit,
): Promise<void> {
  await revisions.updateRow(ENTITY, 'job', id, edit, sanitizeFields(values, BILINGUAL.job), jobSnapshot);
}

async function removeJob({ revisions }: JobDeps, id: number, edit?: Edit): Promise<void> {
  await revisions.remove(ENTITY, id, edit, jobSnapshot, async (trx) => {
    await trx.deleteFrom('job').where('id', '=', id).execute();
  });
}

export function jobService(ctx: ServiceContext, revisions: RevisionService) {
  return bindUseCases({ ...ctx, revisions } satisfies JobDeps, {
    list: openJobs,
    detail: jobDetail,
    closedSince,
    openForApplications,
    record: jobRecordOf,
    records: jobRecords,
    create: createJob,
    update: updateJob,
    /** The job as a revision keeps it. */
    snapshot: ({ db }: JobDeps, id: number) => jobSnapshot(db, id),
    remove: removeJob,
  });
}

export type JobService = ReturnType<typeof jobService>;
