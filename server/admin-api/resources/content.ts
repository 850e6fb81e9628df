import type { FastifyInstance } from 'fastify';
import { categoryBody, itemBody, jobBody, LISTS, productBody, tagBody } from '#contract/records.js';
import { contentResource } from '../resource.js';
import type { DraftedKind } from '../../services/content/drafts.js';
import { withDraftTimes } from './drafts.js';

/**
 * The public content editors change, each written through its service (server/services):
 * - categories: the category tree; application areas carry their three lists;
 * - tags: the category tags items are filtered by (FAQ topics, case kinds…);
 * - items: content items of every kind (news, cases, FAQ, manuals, offices…) with their ordered
 *   related cases; `search_text` is rebuilt on every write so the site search sees it;
 * - products: a product with its ordered images, specification table, files and associated
 *   actuators / modified valves; a PUT replaces all of it in one transaction;
 * - jobs: the open positions of /joinIn.
 */
export function contentResources(app: FastifyInstance): void {
  const { categories, tags, items, products, jobs, drafts } = app.services.content;
  // Records that can have a working draft carry `draft_time`.
  const drafted = <S extends Parameters<typeof withDraftTimes>[2]>(entity: DraftedKind, service: S) =>
    withDraftTimes(drafts, entity, service);
  contentResource(
    app,
    ['categories', 'category'],
    LISTS.categories,
    categoryBody,
    drafted('category', categories),
    'cate_name',
  );
  contentResource(app, ['tags', 'tag'], LISTS.tags, tagBody, tags);
  contentResource(
    app,
    ['items', 'content_item'],
    LISTS.items,
    itemBody,
    drafted('content_item', items),
    'title',
  );
  contentResource(
    app,
    ['products', 'product'],
    LISTS.products,
    productBody,
    drafted('product', products),
    'title',
  );
  contentResource(app, ['jobs', 'job'], LISTS.jobs, jobBody, drafted('job', jobs), 'name');
}
