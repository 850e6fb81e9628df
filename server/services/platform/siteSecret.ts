import crypto from 'node:crypto';
import type { Db } from '../../db/index.js';

/**
 * A random key kept in the database under `key` (site_state, shared by every instance), made on
 * first use; a failed read is tried again on the next call.
 */
export function siteSecret(db: Db, key: string): () => Promise<Buffer> {
  let kept: Promise<Buffer> | null = null;
  return () => {
    kept ??= (async () => {
      const made = crypto.randomBytes(32).toString('base64');
      await db
        .insertInto('site_state')
        .values({ key, value: made })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db
        .selectFrom('site_state')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      return Buffer.from(row.value, 'base64');
    })().catch((error: unknown) => {
      kept = null;
      throw error;
    });
    return kept;
  };
}
