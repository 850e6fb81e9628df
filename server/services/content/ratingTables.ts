import type { Selectable } from 'kysely';
import { ratingTableBody, type RatingTableBody } from '#sizing/engine/ratingTable.js';
import type { RatingRow, RatingTable } from '#sizing/engine/ratings.js';
import type { Db } from '../../db/index.js';
import type { RatingTableTable } from '../../db/schema.js';
import { AppError, found } from '../../lib/errors.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';
import { listPage, textMatch, whereIds, type StaffList } from '../platform/listing.js';
import { bodyOf, type Edit, type RevisionService } from './revisions.js';

/** A rating table as the console edits it: its columns and rows read from their JSON. */
export type RatingTableRecord = Omit<Selectable<RatingTableTable>, 'ratings' | 'rows'> & {
  ratings: number[];
  rows: RatingRow[];
};

const recordOf = (row: Selectable<RatingTableTable>): RatingTableRecord => ({
  ...row,
  ratings: JSON.parse(row.ratings) as number[],
  rows: JSON.parse(row.rows) as RatingRow[],
});

const byId = async (from: Db, id: number) =>
  recordOf(found(await from.selectFrom('rating_table').selectAll().where('id', '=', id).executeTakeFirst()));

const snapshot = async (from: Db, id: number) => bodyOf(ratingTableBody, await byId(from, id));

/** The stored columns of a table's values (its columns and rows as JSON). */
function columns(values: Partial<RatingTableBody>) {
  const { ratings, rows, ...rest } = values;
  return {
    ...rest,
    ...(ratings ? { ratings: JSON.stringify(ratings) } : {}),
    ...(rows ? { rows: JSON.stringify(rows) } : {}),
  };
}

/** What the rating tables' use cases need: the database and clock, and the revisions of every save. */
type RatingDeps = ServiceContext & { revisions: RevisionService };

const ENTITY = 'rating_table';

/** Refuses a second table of a material and basis (409), naming the first. */
async function assertUnique(
  ctx: RatingDeps,
  material: string,
  basis: string,
  except?: number,
): Promise<void> {
  const { db } = ctx;
  let query = db
    .selectFrom('rating_table')
    .select('id')
    .where('material', '=', material)
    .where('basis', '=', basis as RatingTableTable['basis']);
  if (except !== undefined) query = query.where('id', '!=', except);
  const other = await query.executeTakeFirst();
  if (other)
    throw new AppError(
      'ratingTableExists',
      { material, basis: basis === 'class' ? 'ASME' : 'PN', id: other.id },
      409,
    );
}

function tableRecords(ctx: RatingDeps, { filter, sort, slice }: StaffList<'rating_tables'>) {
  const { db } = ctx;
  let query = whereIds(db.selectFrom('rating_table').selectAll(), filter.id);
  if (filter.q) query = query.where(textMatch(['material', 'name', 'en_name', 'source'], filter.q));
  if (filter.basis) query = query.where('basis', '=', filter.basis);
  return listPage(query, { sort, slice }, recordOf);
}

async function createTable(ctx: RatingDeps, values: RatingTableBody, edit?: Edit): Promise<number> {
  const { revisions } = ctx;
  await assertUnique(ctx, values.material, values.basis);
  const now = ctx.now();
  return revisions.save(
    ENTITY,
    edit,
    'create',
    async (trx) =>
      (
        await trx
          .insertInto('rating_table')
          .values({
            ...(edit?.id ? { id: edit.id } : {}),
            ...values,
            ratings: JSON.stringify(values.ratings),
            rows: JSON.stringify(values.rows),
            create_time: now,
            update_time: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    snapshot,
  );
}

async function updateTable(
  ctx: RatingDeps,
  id: number,
  values: Partial<RatingTableBody>,
  edit?: Edit,
): Promise<void> {
  const { db, revisions } = ctx;
  const current = await byId(db, id);
  if (values.material !== undefined || values.basis !== undefined)
    await assertUnique(ctx, values.material ?? current.material, values.basis ?? current.basis, id);
  await revisions.update(
    ENTITY,
    id,
    edit,
    async (trx) => {
      await trx
        .updateTable('rating_table')
        .set({ ...columns(values), update_time: ctx.now() })
        .where('id', '=', id)
        .execute();
    },
    snapshot,
  );
}

async function removeTable(ctx: RatingDeps, id: number, edit?: Edit): Promise<void> {
  const { revisions } = ctx;
  await revisions.remove(ENTITY, id, edit, snapshot, async (trx) => {
    await trx.deleteFrom('rating_table').where('id', '=', id).execute();
  });
}

/** Every table of these materials, as the selection reads them. */
async function ofMaterials(ctx: RatingDeps, materials: readonly string[]): Promise<RatingTable[]> {
  const { db } = ctx;
  if (materials.length === 0) return [];
  const rows = await db
    .selectFrom('rating_table')
    .select(['material', 'basis', 'ratings', 'rows'])
    .where('material', 'in', [...new Set(materials)])
    .orderBy('material')
    .orderBy('basis')
    .execute();
  return rows.map((row) => ({
    material: row.material,
    basis: row.basis,
    ratings: JSON.parse(row.ratings) as number[],
    rows: JSON.parse(row.rows) as RatingRow[],
  }));
}

/**
 * The pressure–temperature rating tables of body materials (sizing/engine/ratings.ts): kept by
 * editors in the console, one per material and basis (ASME classes or PN), each save a revision;
 * the selection reads them with the catalogue's flow tables.
 */
export function ratingTableService(ctx: ServiceContext, revisions: RevisionService) {
  const { db } = ctx;
  const deps: RatingDeps = { ...ctx, revisions };
  return {
    ...bindUseCases(deps, {
      records: tableRecords,
      create: createTable,
      update: updateTable,
      remove: removeTable,
      ofMaterials,
    }),
    record: (id: number) => byId(db, id),
    /** The table as a revision keeps it. */
    snapshot: (id: number) => snapshot(db, id),
  };
}

export type RatingTableService = ReturnType<typeof ratingTableService>;
