import {
  CONSOLE_SEARCH_LIMIT,
  type ConsoleSearchGroup,
  type ConsoleSearchHit,
  type ConsoleSearchKind,
} from '#contract/consoleSearch.js';
import { sql } from 'kysely';
import type { StaffRole } from '../../db/schema.js';
import { DESK_ROLES } from './coverage.js';
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

  /** Records found by their title pair (Chinese, English), opened at `/<resource>/<id>`. */
  async function titled(
    table: 'content_item' | 'category' | 'job',
    [zh, en]: [string, string],
    order: 'sort' | 'publish_time desc',
    resource: string,
    q: string,
  ): Promise<ConsoleSearchHit[]> {
    const [column, direction] = order.split(' ') as [string, 'desc' | undefined];
    // Kysely cannot narrow a union of tables; every one has `id` and the named columns.
    const rows = (await db
      .selectFrom(table as 'job')
      .select([sql.ref<number>('id').as('id'), sql.ref<string>(zh).as('zh'), sql.ref<string>(en).as('en')])
      .where(textMatch([zh, en], q))
      .orderBy(sql.ref(column), direction ?? 'asc')
      .orderBy('id')
      .limit(limit)
      .execute()) as { id: number; zh: string; en: string }[];
    return rows.map((r) => ({
      id: r.id,
      title: r.zh,
      en_title: r.en,
      detail: '',
      to: `/${resource}/${r.id}`,
    }));
  }

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
    items: (q) => titled('content_item', ['title', 'en_title'], 'publish_time desc', 'items', q),
    categories: (q) => titled('category', ['cate_name', 'en_cate_name'], 'sort', 'categories', q),
    jobs: (q) => titled('job', ['name', 'en_name'], 'sort', 'jobs', q),
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
