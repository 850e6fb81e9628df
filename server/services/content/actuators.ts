import type { Selectable } from 'kysely';
import type { Actuator, ActuationSize, ValveActuation } from '#sizing/engine/actuator.js';
import {
  actuatorOf,
  valveActuationOf,
  type ActuatorBody,
  type ValveActuationBody,
} from '#sizing/engine/actuatorCatalogue.js';
import type { Db } from '../../db/index.js';
import type { ValveActuationTable } from '../../db/schema.js';
import { AppError, found } from '../../lib/errors.js';
import type { ServiceContext } from '../platform/context.js';
import { listPage, textMatch, whereIds, type StaffList } from '../platform/listing.js';

/** A valve's actuation data as the console edits it: its sizes read from their JSON. */
export type ValveActuationRecord = Omit<Selectable<ValveActuationTable>, 'sizes'> & {
  sizes: ActuationSize[];
};

const valveRecordOf = (row: Selectable<ValveActuationTable>): ValveActuationRecord => ({
  ...row,
  sizes: JSON.parse(row.sizes) as ActuationSize[],
});

/** Refuses a second record with the same key (409), naming the first. */
async function assertFree(
  db: Db,
  table: 'actuator' | 'valve_actuation',
  key: { column: 'model' | 'product_id'; value: string | number },
  except?: number,
): Promise<void> {
  let query = db
    .selectFrom(table)
    .select('id')
    .where(key.column as never, '=', key.value as never);
  if (except !== undefined) query = query.where('id', '!=', except);
  const other = await query.executeTakeFirst();
  if (other) throw new AppError('actuationExists', { value: String(key.value), id: other.id }, 409);
}

/**
 * The actuator catalogue (sizing/engine/actuator.ts sizes with it): kept by editors in the
 * console, one row per model and spring; the public sizing reads every row.
 */
export function actuatorService({ db, now }: ServiceContext) {
  const byId = async (id: number) =>
    found(await db.selectFrom('actuator').selectAll().where('id', '=', id).executeTakeFirst());
  return {
    record: byId,
    records({ filter, sort, slice }: StaffList<'actuators'>) {
      let query = whereIds(db.selectFrom('actuator').selectAll(), filter.id);
      if (filter.q) query = query.where(textMatch(['model'], filter.q));
      if (filter.motion) query = query.where('motion', '=', filter.motion);
      if (filter.fail_action) query = query.where('fail_action', '=', filter.fail_action);
      return listPage(query, { sort, slice }, (row) => row);
    },
    async create(values: ActuatorBody): Promise<number> {
      await assertFree(db, 'actuator', { column: 'model', value: values.model });
      const t = now();
      const { id } = await db
        .insertInto('actuator')
        .values({ ...values, lever_arm: values.lever_arm ?? null, create_time: t, update_time: t })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    async update(id: number, values: Partial<ActuatorBody>): Promise<void> {
      await byId(id);
      if (values.model !== undefined)
        await assertFree(db, 'actuator', { column: 'model', value: values.model }, id);
      await db
        .updateTable('actuator')
        .set({ ...values, update_time: now() })
        .where('id', '=', id)
        .execute();
    },
    async remove(id: number): Promise<void> {
      await byId(id);
      await db.deleteFrom('actuator').where('id', '=', id).execute();
    },
    /** The record as its checks take it (for an update that sends some fields). */
    async snapshot(id: number): Promise<ActuatorBody> {
      const { id: _id, create_time: _c, update_time: _u, ...body } = await byId(id);
      return body;
    },
    /** Every actuator, as the sizing reads them. */
    async catalogue(): Promise<Actuator[]> {
      const rows = await db.selectFrom('actuator').selectAll().orderBy('model').execute();
      return rows.map((row) => actuatorOf(row));
    },
  };
}

/** Each control valve's actuation data, by product: kept by editors beside the flow tables. */
export function valveActuationService({ db, now }: ServiceContext) {
  const byId = async (id: number) =>
    valveRecordOf(
      found(await db.selectFrom('valve_actuation').selectAll().where('id', '=', id).executeTakeFirst()),
    );
  const columns = ({ sizes, ...rest }: Partial<ValveActuationBody>) => ({
    ...rest,
    ...(sizes ? { sizes: JSON.stringify(sizes) } : {}),
  });
  return {
    record: byId,
    records({ filter, sort, slice }: StaffList<'valve_actuations'>) {
      let query = whereIds(db.selectFrom('valve_actuation').selectAll(), filter.id);
      if (filter.motion) query = query.where('motion', '=', filter.motion);
      return listPage(query, { sort, slice }, valveRecordOf);
    },
    async create(values: ValveActuationBody): Promise<number> {
      await assertFree(db, 'valve_actuation', { column: 'product_id', value: values.product_id });
      const t = now();
      const { id } = await db
        .insertInto('valve_actuation')
        .values({ ...values, sizes: JSON.stringify(values.sizes), create_time: t, update_time: t })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    async update(id: number, values: Partial<ValveActuationBody>): Promise<void> {
      await byId(id);
      if (values.product_id !== undefined)
        await assertFree(db, 'valve_actuation', { column: 'product_id', value: values.product_id }, id);
      await db
        .updateTable('valve_actuation')
        .set({ ...columns(values), update_time: now() })
        .where('id', '=', id)
        .execute();
    },
    async remove(id: number): Promise<void> {
      await byId(id);
      await db.deleteFrom('valve_actuation').where('id', '=', id).execute();
    },
    async snapshot(id: number): Promise<ValveActuationBody> {
      const { id: _id, create_time: _c, update_time: _u, ...body } = await byId(id);
      return body;
    },
    /** The actuation data of these products, by product id. */
    async ofProducts(productIds: readonly number[]): Promise<Map<number, ValveActuation>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('valve_actuation')
        .selectAll()
        .where('product_id', 'in', [...new Set(productIds)])
        .execute();
      return new Map(rows.map((row) => [row.product_id, valveActuationOf(valveRecordOf(row))]));
    },
  };
}

export type ActuatorService = ReturnType<typeof actuatorService>;
export type ValveActuationService = ReturnType<typeof valveActuationService>;
