import type { SAVED_REPLY_LIST, SavedReplyInput, SavedReplyRecord } from '#contract/savedReplies.js';
import { found } from '../../lib/errors.js';
import type { ServiceContext } from '../platform/context.js';
import { listPage, textMatch, whereIds, type ListAnswer, type ListQuery } from '../platform/listing.js';
import type { z } from 'zod';

type SavedReplyList = ListQuery<
  z.output<(typeof SAVED_REPLY_LIST)['filter']>,
  (typeof SAVED_REPLY_LIST)['sortable'][number]
>;

/**
 * The desk's saved replies: kept and read by the desk's staff in the console; the
 * reply box fills one in (contract/savedReplies.ts) and the member edits it before sending.
 */
export function savedReplyService(ctx: Pick<ServiceContext, 'db' | 'now'>) {
  const { db } = ctx;
  const row = async (id: number): Promise<SavedReplyRecord> =>
    found(await db.selectFrom('saved_reply').selectAll().where('id', '=', id).executeTakeFirst());

  return {
    record: row,

    records({ filter, sort, slice }: SavedReplyList): Promise<ListAnswer<SavedReplyRecord>> {
      let query = whereIds(db.selectFrom('saved_reply').selectAll(), filter.id);
      if (filter.q) query = query.where(textMatch(['title', 'body_en', 'body_zh'], filter.q));
      return listPage(query, { sort, slice }, (r) => r);
    },

    async create(values: SavedReplyInput): Promise<number> {
      const now = ctx.now();
      const { id } = await db
        .insertInto('saved_reply')
        .values({ ...values, create_time: now, update_time: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async update(id: number, values: Partial<SavedReplyInput>): Promise<void> {
      await row(id);
      await db
        .updateTable('saved_reply')
        .set({ ...values, update_time: ctx.now() })
        .where('id', '=', id)
        .execute();
    },

    async remove(id: number): Promise<void> {
      await row(id);
      await db.deleteFrom('saved_reply').where('id', '=', id).execute();
    },
  };
}

export type SavedReplyService = ReturnType<typeof savedReplyService>;
