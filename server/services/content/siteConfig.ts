import { EMPTY_SITE_CONFIG, type SiteConfig } from '#contract/content.js';
import { siteConfigBody } from '#contract/records.js';
import type { Db } from '../../db/index.js';
import type { ServiceContext } from '../platform/context.js';
import { bodyOf, type Edit, type RevisionService } from './revisions.js';
import type { Brand } from '../platform/mailLayout.js';
import { readSetting, saveSetting } from '../platform/settings.js';

/** The one record of the site configuration (its id in the staff API and in revisions). */
export const SITE_CONFIG_ID = 'site';

/** The site configuration (SiteConfig): one JSON document stored under the key `site`. */
export function siteConfigService(ctx: ServiceContext, revisions: RevisionService) {
  const { db } = ctx;

  /** The configuration, read in `from` (a transaction a caller is in; SQLite has one connection). */
  async function get(from: Db = db): Promise<SiteConfig> {
    return { ...EMPTY_SITE_CONFIG, ...(await readSetting<SiteConfig>(from, 'site')) };
  }

  return {
    get,

    /** Replaces the configuration whole, keeping it as a revision in the same transaction. */
    async save(value: SiteConfig, edit?: Edit): Promise<void> {
      await revisions.update(
        'site_config',
        SITE_CONFIG_ID,
        edit,
        (trx) => saveSetting(trx, 'site', value),
        async (trx) => bodyOf(siteConfigBody, await get(trx)),
      );
    },

    /** The configuration as a revision keeps it. */
    snapshot: async () => bodyOf(siteConfigBody, await get()),

    /** Name and contacts the e-mails are signed with, in a language. */
    async brand(lang: 'en' | 'zh'): Promise<Brand> {
      const site = await get();
      const name = (lang === 'zh' ? site.company_name : site.en_company_name) || 'Maple River Controls';
      return { name, phone: site.phone ?? '', email: site.email ?? '' };
    },
  };
}

export type SiteConfigService = ReturnType<typeof siteConfigService>;
