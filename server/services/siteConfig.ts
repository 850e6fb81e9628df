import type { ServiceContext } from './context.js';
import type { Brand } from './mailTemplates.js';

/**
 * The site configuration (GET /api/common/getconfig?configname=site): one JSON document stored
 * under the key `site`, already in its wire shape with root-relative picture URLs.
 */
export type SiteConfig = Record<string, unknown> & {
  company_name?: string;
  en_company_name?: string;
  phone?: string;
  email?: string;
};

export function siteConfigService(ctx: ServiceContext) {
  const { db } = ctx;

  async function get(): Promise<SiteConfig> {
    const row = await db
      .selectFrom('site_config')
      .select('value')
      .where('key', '=', 'site')
      .executeTakeFirst();
    return row ? (JSON.parse(row.value) as SiteConfig) : {};
  }

  return {
    get,

    async save(value: SiteConfig): Promise<void> {
      await db
        .insertInto('site_config')
        .values({ key: 'site', value: JSON.stringify(value) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
        .execute();
    },

    /** Name and contacts the e-mails are signed with, in a language. */
    async brand(lang: 'en' | 'zh'): Promise<Brand> {
      const site = await get();
      const name = (lang === 'zh' ? site.company_name : site.en_company_name) || 'Maple River Controls';
      return { name, phone: site.phone ?? '', email: site.email ?? '' };
    },
  };
}

export type SiteConfigService = ReturnType<typeof siteConfigService>;
