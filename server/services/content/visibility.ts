import type { Db } from '../../db/index.js';

/**
 * Ids of the categories visitors cannot see: those switched off and everything below them. An
 * item or product is visible when it is published and its category is not in this list. The
 * category table is small, so one read per request answers it.
 */
export async function hiddenCategoryIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('category').select(['id', 'parent_id', 'status']).execute();
  const hidden = new Set(rows.filter((r) => r.status !== 1).map((r) => r.id));
  let grew = hidden.size > 0;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (!hidden.has(row.id) && hidden.has(row.parent_id)) {
        hidden.add(row.id);
        grew = true;
      }
    }
  }
  return [...hidden];
}
