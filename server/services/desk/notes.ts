import type { EnquiryNote } from '#contract/desk.js';
import { found } from '../../lib/errors.js';
import type { ServiceContext } from '../platform/context.js';

/**
 * Internal notes on an enquiry: staff write them for each other. They live in their own
 * table, which the visitor's look-up and every mail never read, and they change neither the
 * enquiry's status nor its first-response measure.
 */
export function noteService(ctx: Pick<ServiceContext, 'db' | 'now'>) {
  const { db } = ctx;

  async function of(enquiryId: number): Promise<EnquiryNote[]> {
    const rows = await db
      .selectFrom('enquiry_note')
      .leftJoin('staff_user', 'staff_user.id', 'enquiry_note.staff_id')
      .select([
        'enquiry_note.id',
        'enquiry_note.staff_id',
        'staff_user.name as staff_name',
        'enquiry_note.content',
        'enquiry_note.create_time',
      ])
      .where('enquiry_note.enquiry_id', '=', enquiryId)
      .orderBy('enquiry_note.create_time')
      .orderBy('enquiry_note.id')
      .execute();
    return rows.map((n) => ({ ...n, staff_name: n.staff_name ?? '' }));
  }

  return {
    /** Adds a note to an enquiry (404 when there is none); answers the note's id. */
    async add(enquiryId: number, staffId: number, content: string): Promise<number> {
      found(await db.selectFrom('enquiry').select('id').where('id', '=', enquiryId).executeTakeFirst());
      const { id } = await db
        .insertInto('enquiry_note')
        .values({ enquiry_id: enquiryId, staff_id: staffId, content, create_time: ctx.now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** An enquiry's notes, oldest first, with their authors' names. */
    of,

    /** A console view of an enquiry with its notes added (the thread shows them in time order). */
    async withNotes<E extends { id: number }>(enquiry: E) {
      return { ...enquiry, notes: await of(enquiry.id) };
    },
  };
}

export type NoteService = ReturnType<typeof noteService>;
