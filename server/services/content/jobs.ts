import { BILINGUAL, namesOf } from '../../../contract/bilingual.js';
import { jobBody, type JobBody } from '../../../contract/records.js';
import type { Db } from '../../db/index.js';
import { jobPreview, missingLangs, missingLangWhere, sanitizeFields } from './bilingual.js';
import type { ServiceContext } from '../platform/context.js';
import { byId, whereIds, listPage, textMatch, type StaffList } from '../platform/listing.js';
import { bodyOf, type Edit, type RevisionService } from './revisions.js';
import { countOf, dateText, offset, pairs, richPairs, type Page } from '../platform/wire.js';

/** A job as the console edits it, with its preview links. */
const jobRecord = <R extends { name: string; en_name: string; content: string; en_content: string }>(
  row: R,
) => ({
  ...row,
  missing_langs: missingLangs(row, 'name', 'content'),
  ...jobPreview(),
});

/** The open positions of /joinIn. */
const jobSnapshot = async (from: Db, id: number) => bodyOf(jobBody, await byId(from, 'job', id));

export function jobService(ctx: ServiceContext, revisions: RevisionService) {
  const { db } = ctx;
  const ENTITY = 'job';
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
          ...pairs(row, namesOf(BILINGUAL.job, ['line', 'text'])),
          ...richPairs(row, namesOf(BILINGUAL.job, ['rich'])),
          create_time_txt: dateText(row.create_time),
        })),
        count,
      };
    },

    // Staff (console) ---------------------------------------------------------------------------

    async record(id: number) {
      return jobRecord(await byId(db, 'job', id));
    },

    async records({ filter, sort, slice }: StaffList<'jobs'>) {
      let query = whereIds(db.selectFrom('job'), filter.id);
      if (filter.status !== undefined) query = query.where('status', '=', filter.status);
      if (filter.q) query = query.where(textMatch(['name', 'en_name', 'place', 'en_place'], filter.q));
      if (filter.missing_lang)
        query = query.where(missingLangWhere('job', filter.missing_lang, 'name', 'content'));
      return listPage(query.selectAll(), { sort, slice }, jobRecord);
    },

    async create(values: JobBody, edit?: Edit): Promise<number> {
      const now = ctx.now();
      const row = {
        ...(edit?.id ? { id: edit.id } : {}),
        ...sanitizeFields(values, BILINGUAL.job),
        create_time: now,
        update_time: now,
      };
      return revisions.save(
        ENTITY,
        edit,
        'create',
        async (trx) => (await trx.insertInto('job').values(row).returning('id').executeTakeFirstOrThrow()).id,
        jobSnapshot,
      );
    },

    async update(id: number, values: Partial<JobBody>, edit?: Edit): Promise<void> {
      await revisions.update(
        ENTITY,
        id,
        edit,
        async (trx) => {
          await trx
            .updateTable('job')
            .set({ ...sanitizeFields(values, BILINGUAL.job), update_time: ctx.now() })
            .where('id', '=', id)
            .execute();
        },
        jobSnapshot,
      );
    },

    /** The job as a revision keeps it. */
    snapshot: (id: number) => jobSnapshot(db, id),

    async remove(id: number, edit?: Edit): Promise<void> {
      await revisions.remove(ENTITY, id, edit, jobSnapshot, async (trx) => {
        await trx.deleteFrom('job').where('id', '=', id).execute();
      });
    },
  };
}
