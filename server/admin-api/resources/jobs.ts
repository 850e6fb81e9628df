import type { FastifyInstance } from 'fastify';
import { jobBody, jobFilter, JOB_SORTABLE } from '../../../contract/records.js';
import { EDITOR, registerResource } from '../resource.js';
import { parseBody, parsePatch, requireOneLanguage } from '../validation.js';

/** jobs (editor): the open positions of /joinIn. */
export function jobResource(app: FastifyInstance): void {
  const { jobs } = app.services;
  registerResource(app, {
    name: 'jobs',
    entity: 'job',
    access: EDITOR,
    content: true,
    filter: jobFilter,
    sortable: JOB_SORTABLE,
    defaultSort: { field: 'sort', order: 'ASC' },
    one: (id) => jobs.record(id),
    list: (query) => jobs.records(query),
    async create(body) {
      const values = parseBody(jobBody, body);
      requireOneLanguage(values, 'name');
      return jobs.create(values);
    },
    update: (id, body) => jobs.update(id, parsePatch(jobBody, body)),
    remove: (id) => jobs.remove(id),
  });
}
