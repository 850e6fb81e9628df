import type { FastifyInstance } from 'fastify';
import { siteConfigBody } from '#contract/records.js';
import { notFound } from '../../lib/errors.js';
import { changedFields } from '../../services/staff/audit.js';
import { SITE_CONFIG_ID } from '../../services/content/siteConfig.js';
import { EDITOR, sendList, staffRoute } from '../resource.js';
import { parseListQuery } from '../validation.js';

const ID = SITE_CONFIG_ID;

/**
 * config (editor): the site configuration as one record with id "site": GET /config (a list of
 * one), GET /config/site, PUT /config/site (replaces it whole).
 */
export function configRoutes(app: FastifyInstance): void {
  const access = EDITOR;
  const read = async () => ({ id: ID, ...(await app.services.content.site.get()) });
  const id = (raw: string) => {
    if (raw !== ID) throw notFound();
  };

  staffRoute(app, {
    method: 'GET',
    url: '/config',
    access,
    handler: async ({ request, reply }) =>
      sendList(reply, 'config', parseListQuery(request.query), [await read()], 1),
  });

  staffRoute(app, { method: 'GET', url: '/config/:id', access, id, handler: read });

  staffRoute(app, {
    method: 'PUT',
    url: '/config/:id',
    access,
    id,
    bodyLimit: 4 * 1024 * 1024,
    // The whole site configuration, checked against the contract's rules (SiteConfig is its output).
    body: siteConfigBody,
    audit: { action: 'update', entity: 'site_config' },
    async handler({ body, audit, staff }) {
      const before = await read();
      await app.services.content.site.save(body, { by: staff.id });
      const after = await read();
      await audit(ID, { fields: changedFields(before, after) });
      await app.services.content.cache.changed();
      return after;
    },
  });
}
