import type { FastifyInstance } from 'fastify';
import { itemBody, itemFilter, ITEM_SORTABLE } from '../../../contract/records.js';
import { EDITOR, registerResource } from '../resource.js';
import { parseBody, parsePatch, requireOneLanguage } from '../validation.js';

/**
 * items (editor): content items of every kind (news, cases, FAQ, manuals, offices…), with their
 * ordered related cases; `search_text` is rebuilt on every write so the site search sees it.
 */
export function itemResource(app: FastifyInstance): void {
  const { items } = app.services;
  registerResource(app, {
    name: 'items',
    entity: 'content_item',
    access: EDITOR,
    content: true,
    filter: itemFilter,
    sortable: ITEM_SORTABLE,
    defaultSort: { field: 'publish_time', order: 'DESC' },
    one: (id) => items.record(id),
    list: (query) => items.records(query),
    async create(body) {
      const values = parseBody(itemBody, body);
      requireOneLanguage(values, 'title');
      return items.create(values);
    },
    update: (id, body) => items.update(id, parsePatch(itemBody, body)),
    remove: (id) => items.remove(id),
  });
}
