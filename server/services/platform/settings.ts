import type { Db } from '../../db/index.js';

/**
 * The staff's settings in site_config: one JSON document a key (`site`, the site configuration;
 * `business_calendar`, the desk's response-time promise). Each setting's service reads and saves
 * its document through these two and fills in its own defaults.
 */

/** A setting as last saved, read in `from` (a transaction a caller is in); undefined when never saved. */
export async function readSetting<T>(from: Db, key: string): Promise<Partial<T> | undefined> {
  const row = await from.selectFrom('site_config').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as Partial<T>) : undefined;
}

/** Saves a setting whole, in `trx` (the transaction that keeps its revision). */
export async function saveSetting(trx: Db, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await trx
    .insertInto('site_config')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
    .execute();
}
