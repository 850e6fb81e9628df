import { sql, type Insertable, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { LISTS } from '#contract/records.js';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { failInput, found } from '../../lib/errors.js';

/** One page of a staff list: a validated filter, the order and the rows' place in the whole. */
export interface ListQuery<F, S extends string = string> {
  filter: F;
  sort: { field: S; order: 'asc' | 'desc' };
  slice: { offset: number; limit: number };
}

/** A checked request of one of the staff lists (contract LISTS). */
export type StaffList<K extends keyof typeof LISTS> = ListQuery<
  z.output<(typeof LISTS)[K]['filter']>,
  (typeof LISTS)[K]['sortable'][number]
>;

/** A page of records and how many match in all. */
export interface ListAnswer<R> {
  rows: R[];
  total: number;
}

/** The `id` filter: one id or the list getMany sends (none: every row). */
export function whereIds<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB, O>,
  ids: number | number[] | undefined,
  table?: TB,
): SelectQueryBuilder<Database, TB, O> {
  return ids === undefined ? query : query.where(sql.ref(table ? `${table}.id` : 'id'), 'in', [ids].flat());
}

/**
 * One page of a filtered query in the requested order (ties by id, ascending unless `ids` says
 * otherwise; columns of `table` where the query joins others), as records (`record` of each row),
 * and how many rows match in all.
 */
export async function listPage<TB extends keyof Database, O, R>(
  query: SelectQueryBuilder<Database, TB, O>,
  { sort, slice }: Pick<ListQuery<unknown>, 'sort' | 'slice'>,
  record: (row: O) => R,
  { table, ids = 'asc' }: { table?: TB; ids?: 'asc' | 'desc' } = {},
): Promise<ListAnswer<R>> {
  const column = (name: string) => sql.ref(table ? `${table}.${name}` : name);
  const [rows, total] = await Promise.all([
    query
      .orderBy(column(sort.field), sort.order)
      .orderBy(column('id'), ids)
      .limit(slice.limit)
      .offset(slice.offset)
      .execute(),
    query
      .clearSelect()
      .clearOrderBy() // a caller's leading order (e.g. enquiries by deadline) means nothing to a count
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => record(row)), total: Number(total.n) };
}

/** A free-text filter as a LIKE pattern, with the wildcard characters taken literally. */
function likePattern(q: string): string {
  return `%${q
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `q`: any of the columns contains the text, case-insensitively (LIKE on both dialects). */
export function textMatch(columns: readonly string[], q: string) {
  const pattern = likePattern(q);
  return sql<boolean>`(${sql.join(
    columns.map((c) => sql`lower(${sql.ref(c)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/** The tables of the records staff edit, each with an integer `id`. */
type RecordTable = 'content_item' | 'product' | 'category' | 'tag' | 'job';

/** One row of a record table by id, or a 404. */
export async function byId<T extends RecordTable>(
  db: Db,
  table: T,
  id: number,
): Promise<Selectable<Database[T]>> {
  // Kysely cannot narrow a generic table name; every one of these has the same `id` column.
  const row = await db
    .selectFrom(table as RecordTable)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return found(row as Selectable<Database[T]> | undefined);
}

/** How many rows of a table have a value in a column (what still uses a record). */
export async function countWhere(
  db: Db,
  table: 'category' | 'content_item' | 'product',
  column: 'parent_id' | 'cate_id' | 'type_id',
  value: number,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', value)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Refuses (400, on the field) ids that name no row of a table. */
export async function assertIds(
  db: Db,
  table: 'product' | 'content_item' | 'category' | 'tag',
  ids: readonly number[],
  field: string,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await db.selectFrom(table).select('id').where('id', 'in', unique).execute();
  const found = new Set(rows.map((r) => r.id));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length)
    failInput({ [field]: { key: 'referenceMissing', params: { name: field, ids: missing.join(', ') } } });
}

/** Tables of ordered rows that belong to one record; `sort` is a row's place. */
type OrderedTable =
  'product_image' | 'product_spec' | 'product_file' | 'product_link' | 'content_relation' | 'area_link';

/**
 * Replaces the ordered rows of `table` that `owner` names (its columns and values, e.g. a
 * product's id and a link kind) with `rows`, in their order.
 */
export async function replaceOrdered<T extends OrderedTable>(
  trx: Db,
  table: T,
  owner: Partial<Insertable<Database[T]>>,
  rows: readonly object[],
): Promise<void> {
  let old = trx.deleteFrom(table as OrderedTable);
  for (const [column, value] of Object.entries(owner)) old = old.where(sql.ref(column), '=', value);
  await old.execute();
  if (rows.length === 0) return;
  const values = rows.map((row, sort) => ({ ...owner, sort, ...row }));
  // Kysely cannot check a generic table's columns; the owner's and the rows' are those of `table`.
  await trx
    .insertInto(table as OrderedTable)
    .values(values as Insertable<Database[OrderedTable]>[])
    .execute();
}
