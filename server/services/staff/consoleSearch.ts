import {
  CONSOLE_SEARCH_LIMIT,
  type ConsoleSearchGroup,
  type ConsoleSearchHit,
  type ConsoleSearchKind,
} from '../../../contract/consoleSearch.js';
import type { StaffRole } from '../../db/schema.js';
import { DESK_ROLES } from '../desk/routing.js';
import type { ServiceContext } from '../platform/context.js';
import { textMatch } from '../platform/listing.js';

/** Who may find what: the kinds each role may open in the console (admin/roles.ts). */
const CONTENT_ROLES: readonly StaffRole[] = ['admin', 'editor'];
const KINDS_OF = (role: StaffRole): ConsoleSearchKind[] => [
  ...(CONTENT_ROLES.includes(role) ? (['products', 'items', 'categories', 'jobs'] as const) : []),
  ...(DESK_ROLES.includes(role) ? (['enquiries'] as const) : []),
];

/**
 * The console's search box: content by title in either language, products by model or title,
 * enquiries by case number, e-mail or name. Each kind is one indexed-or-small LIKE query of
 * CONSOLE_SEARCH_LIMIT rows; a kind the role may not open is not read at all.
 */
export function consoleSearchService(ctx: ServiceContext) {
  const { db } = ctx;
  const limit = CONSOLE_SEARCH_LIMIT;

  const searches: Record<ConsoleSearchKind, (q: string) => Promise<ConsoleSearchHit[]>> = {
    async products(q) {
      const rows = await db
        .selectFrom('product')
        .select(['id', 'no', 'title', 'en_title'])
        .where(textMatch(['no', 'title', 'en_title'], q))
        .orderBy('sort')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        en_title: r.en_title,
        detail: r.no,
        to: `/products/${r.id}`,
      }));
    },
    async items(q) {
      const rows = await db
        .selectFrom('content_item')
        .select(['id', 'title', 'en_title'])
        .where(textMatch(['title', 'en_title'], q))
        .orderBy('publish_time', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        en_title: r.en_title,
        detail: '',
        to: `/items/${r.id}`,
      }));
    },
    async categories(q) {
      const rows = await db
        .selectFrom('category')
        .select(['id', 'cate_name', 'en_cate_name'])
        .where(textMatch(['cate_name', 'en_cate_name'], q))
        .orderBy('sort')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        title: r.cate_name,
        en_title: r.en_cate_name,
        detail: '',
        to: `/categories/${r.id}`,
      }));
    },
    async jobs(q) {
      const rows = await db
        .selectFrom('job')
        .select(['id', 'name', 'en_name'])
        .where(textMatch(['name', 'en_name'], q))
        .orderBy('sort')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        title: r.name,
        en_title: r.en_name,
        detail: '',
        to: `/jobs/${r.id}`,
      }));
    },
    async enquiries(q) {
      const rows = await db
        .selectFrom('enquiry')
        .select(['id', 'm_no', 'name', 'email', 'company_name'])
        .where(textMatch(['m_no', 'email', 'name'], q))
        .orderBy('create_time', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        title: r.m_no,
        en_title: r.m_no,
        detail: [r.name, r.email, r.company_name].filter(Boolean).join(' · '),
        to: `/enquiries/${r.id}/show`,
      }));
    },
  };

  return {
    /** The groups with hits, in a fixed order, for a member of `role`. */
    async search(q: string, role: StaffRole): Promise<ConsoleSearchGroup[]> {
      const kinds = KINDS_OF(role);
      const groups = await Promise.all(kinds.map(async (kind) => ({ kind, hits: await searches[kind](q) })));
      return groups.filter((g) => g.hits.length > 0);
    },
  };
}

export type ConsoleSearchService = ReturnType<typeof consoleSearchService>;
