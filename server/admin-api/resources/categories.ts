import type { FastifyInstance } from 'fastify';
import { categoryBody, categoryFilter, CATEGORY_SORTABLE } from '../../../contract/records.js';
import { EDITOR, registerResource } from '../resource.js';
import { parseBody, parsePatch, requireOneLanguage } from '../validation.js';

/** categories (editor): the category tree; application areas carry their three lists. */
export function categoryResource(app: FastifyInstance): void {
  const { categories } = app.services;
  registerResource(app, {
    name: 'categories',
    entity: 'category',
    access: EDITOR,
    content: true,
    filter: categoryFilter,
    sortable: CATEGORY_SORTABLE,
    defaultSort: { field: 'sort', order: 'ASC' },
    one: (id) => categories.record(id),
    list: (query) => categories.records(query),
    async create(body) {
      const values = parseBody(categoryBody, body);
      requireOneLanguage(values, 'cate_name');
      return categories.create(values);
    },
    update: (id, body) => categories.update(id, parsePatch(categoryBody, body)),
    remove: (id) => categories.remove(id),
  });
}
