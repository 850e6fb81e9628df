import type { FastifyInstance } from 'fastify';
import { productBody, productFilter, PRODUCT_SORTABLE } from '../../../contract/records.js';
import { EDITOR, registerResource } from '../resource.js';
import { parseBody, parsePatch, requireOneLanguage } from '../validation.js';

/**
 * products (editor): a product with its ordered images, specification table, files and
 * associated actuators / modified valves; a PUT replaces all of it in one transaction.
 */
export function productResource(app: FastifyInstance): void {
  const { products } = app.services;
  registerResource(app, {
    name: 'products',
    entity: 'product',
    access: EDITOR,
    content: true,
    filter: productFilter,
    sortable: PRODUCT_SORTABLE,
    defaultSort: { field: 'sort', order: 'ASC' },
    one: (id) => products.record(id),
    list: (query) => products.records(query),
    async create(body) {
      const values = parseBody(productBody, body);
      requireOneLanguage(values, 'title');
      return products.create(values);
    },
    update: (id, body) => products.update(id, parsePatch(productBody, body)),
    remove: (id) => products.remove(id),
  });
}
