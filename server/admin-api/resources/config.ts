import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BILINGUAL } from '../../../contract/bilingual.js';
import { pairFields } from '../../../contract/records.js';
import { link, text } from '../../../contract/schemas.js';
import { notFound } from '../../lib/errors.js';
import { changedFields } from '../../services/audit.js';
import type { SiteConfig } from '../../services/siteConfig.js';
import { ctxOf, EDITOR, sendList } from '../resource.js';
import { parseBody, parseListQuery } from '../validation.js';

const picture = link(1000);
const nameMap = z.record(z.string().max(300), text(5000));

/** The SiteConfig interface as a schema: unknown keys are dropped, every field is required. */
const siteConfigSchema = z.object({
  ...pairFields(BILINGUAL.siteConfig),
  phone: text(100),
  hotline: text(100),
  email: text(254),
  fax: text(100),
  logo: picture,
  banner_video: picture,
  banner_index: z.array(z.object({ image: picture, ...pairFields(BILINGUAL.banner) })).max(30),
  mycustom_image: z.array(picture).max(200),
  mycustom_name: nameMap,
  en_mycustom_name: nameMap,
  capacity_pictures: z.array(picture).max(200),
  quality_pictures: z.array(picture).max(200),
  enterprise_qualification: nameMap,
  en_enterprise_qualification: nameMap,
  qualification_pictures: z.array(picture).max(200),
  counters: z.array(z.object({ value: text(50), ...pairFields(BILINGUAL.counter) })).max(20),
  vr_link: link(1000),
  consultation_link: link(1000),
  map_center: z.object({
    lat: z.coerce.number().min(-90).max(90),
    lng: z.coerce.number().min(-180).max(180),
  }),
  map_zoom: z.coerce.number().int().min(1).max(20),
  map_tile_url: link(1000),
  social: z.array(z.object({ ...pairFields(BILINGUAL.social), url: link(1000), qr_image: picture })).max(20),
}) satisfies z.ZodType<SiteConfig>;

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
