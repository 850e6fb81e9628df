import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { siteConfigBody } from '../../../contract/records.js';
import { notFound } from '../../lib/errors.js';
import { changedFields } from '../../services/staff/audit.js';
import type { SiteConfig } from '../../services/content/siteConfig.js';
import { ctxOf, EDITOR, sendList } from '../resource.js';
import { parseBody, parseListQuery } from '../validation.js';

/** The staff API checks the whole site configuration against the contract's rules. */
const siteConfigSchema = siteConfigBody satisfies z.ZodType<SiteConfig>;

const ID = 'site';

/**
 * config (editor): the site configuration as one record with id "site": GET /config (a list of
 * one), GET /config/site, PUT /config/site (replaces it whole).
 */
export function configRoutes(app: FastifyInstance): void {
  const config = { access: EDITOR };
  const read = async () => ({ id: ID, ...(await app.services.site.get()) });

  app.get('/config', { config }, async (request, reply) => {
    const params = parseListQuery(request.query);
    return sendList(reply, 'config', params, [await read()], 1);
  });

  app.get('/config/:id', { config }, async (request) => {
    if ((request.params as { id: string }).id !== ID) throw notFound();
    return read();
  });

  app.put('/config/:id', { config, bodyLimit: 4 * 1024 * 1024 }, async (request) => {
    if ((request.params as { id: string }).id !== ID) throw notFound();
    const ctx = ctxOf(app, request);
    const value = parseBody(siteConfigSchema, request.body);
    const before = await read();
    await app.services.site.save(value);
    const after = await read();
    await app.services.audit.write({
      staffId: ctx.staff.id,
      action: 'update',
      entity: 'site_config',
      entityId: ID,
      detail: { fields: changedFields(before, after) },
    });
    await app.services.cache.changed();
    return after;
  });
}
