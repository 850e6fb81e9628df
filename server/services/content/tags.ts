import { tagBody, type TagBody } from '#contract/records.js';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { ancestry, categoryTree, missingLangs, missingLangWhere } from './bilingual.js';
import type { ServiceContext } from '../platform/context.js';
import {
  assertIds,
  byId,
  countWhere,
  whereIds,
  listPage,
  textMatch,
  type StaffList,
} from '../platform/listing.js';
import { bodyOf, type Edit, type RevisionService } from './revisions.js';

/** A tag as the console edits it. */
const tagRecord = <R extends { name: string; en_name: string }>(row: R) => ({
  ...row,
  missing_langs: missingLangs(row, 'name'),
});

/** The tags items are filtered by (FAQ topics, case kinds…), kept on a category. */
const tagSnapshot = async (from: Db, id: number) => bodyOf(tagBody, await byId(from, 'tag', id));

export function tagService(ctx: ServiceContext, revisions: RevisionService) {
  const { db } = ctx;
  const ENTITY = 'tag';

  return {
    /** The tags of a category: its own, or those of its nearest ancestor that has tags. */
    async ofCategory(cateId: number) {
      const chain = ancestry(await categoryTree(db), cateId);
      const tags = await db
        .selectFrom('tag')
        .select(['id', 'cate_id', 'name', 'en_name'])
        .where('cate_id', 'in', chain)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const owner = chain.find((id) => tags.some((t) => t.cate_id === id));
      return tags.filter((t) => t.cate_id === owner).map(({ id, name, en_name }) => ({ id, name, en_name }));
    },

    // Staff (console) ---------------------------------------------------------------------------

    async record(id: number) {
      return tagRecord(await byId(db, 'tag', id));
    },

    async records({ filter, sort, slice }: StaffList<'tags'>) {
      let query = whereIds(db.selectFrom('tag'), filter.id);
      if (filter.cate_id !== undefined) query = query.where('cate_id', '=', filter.cate_id);
      if (filter.q) query = query.where(textMatch(['name', 'en_name'], filter.q));
      if (filter.missing_lang) query = query.where(missingLangWhere('tag', filter.missing_lang, 'name'));
      return listPage(query.selectAll(), { sort, slice }, tagRecord);
    },

    async create(values: TagBody, edit?: Edit): Promise<number> {
      await assertIds(db, 'category', [values.cate_id], 'cate_id');
      const row = { ...(edit?.id ? { id: edit.id } : {}), ...values };
      return revisions.save(
        ENTITY,
        edit,
        'create',
        async (trx) => (await trx.insertInto('tag').values(row).returning('id').executeTakeFirstOrThrow()).id,
        tagSnapshot,
      );
    },

    async update(id: number, values: Partial<TagBody>, edit?: Edit): Promise<void> {
      if (values.cate_id !== undefined) await assertIds(db, 'category', [values.cate_id], 'cate_id');
      await revisions.update(
        ENTITY,
        id,
        edit,
        async (trx) => {
          await trx.updateTable('tag').set(values).where('id', '=', id).execute();
        },
        tagSnapshot,
      );
    },

    /** The tag as a revision keeps it. */
    snapshot: (id: number) => tagSnapshot(db, id),

    /** Deletes a tag no item uses (409 otherwise). */
    async remove(id: number, edit?: Edit): Promise<void> {
      const items = await countWhere(db, 'content_item', 'type_id', id);
      if (items > 0) throw new AppError('tagInUse', { items }, 409);
      await revisions.remove(ENTITY, id, edit, tagSnapshot, async (trx) => {
        await trx.deleteFrom('tag').where('id', '=', id).execute();
      });
    },
  };
}

export type TagService = ReturnType<typeof tagService>;
