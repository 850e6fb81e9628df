import type { FastifyInstance } from 'fastify';
import { tagBody, tagFilter, TAG_SORTABLE } from '../../../contract/records.js';
import { EDITOR, registerResource } from '../resource.js';
import { parseBody, parsePatch } from '../validation.js';

/** tags (editor): the category tags items are filtered by (FAQ topics, case kinds…). */
export function tagResource(app: FastifyInstance): void {
  const { tags } = app.services;
  registerResource(app, {
    name: 'tags',
    entity: 'tag',
    access: EDITOR,
    content: true,
    filter: tagFilter,
    sortable: TAG_SORTABLE,
    defaultSort: { field: 'sort', order: 'ASC' },
    one: (id) => tags.record(id),
    list: (query) => tags.records(query),
    create: (body) => tags.create(parseBody(tagBody, body)),
    update: (id, body) => tags.update(id, parsePatch(tagBody, body)),
    remove: (id) => tags.remove(id),
  });
}
