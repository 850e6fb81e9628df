import { siteConfigBody } from '#contract/records.js';
import type { Db } from '../../db/index.js';
import type { ServiceContext } from '../platform/context.js';
import { bodyOf, type Edit, type RevisionService } from './revisions.js';
import type { Brand } from '../platform/mailLayout.js';
import { readSetting, saveSetting } from '../platform/settings.js';

/**
 * The site configuration (GET /api/common/getconfig?configname=site): one JSON document stored
 * under the key `site`, in its wire shape with root-relative picture URLs.
 */
export interface SiteConfig {
  company_name: string;
  en_company_name: string;
  address: string;
  en_address: string;
  working_hours: string;
  en_working_hours: string;
  phone: string;
  hotline: string;
  email: string;
  fax: string;
  logo: string;
  banner_video: string;
  banner_index: { image: string; title: string; en_title: string; subtitle: string; en_subtitle: string }[];
  mycustom_image: string[];
  mycustom_name: Record<string, string>;
  en_mycustom_name: Record<string, string>;
  capacity_pictures: string[];
  quality_pictures: string[];
  enterprise_qualification: Record<string, string>;
  en_enterprise_qualification: Record<string, string>;
  qualification_pictures: string[];
  counters: { value: string; label: string; en_label: string }[];
  vr_link: string;
  consultation_link: string;
  map_center: { lat: number; lng: number };
  map_zoom: number;
  map_tile_url: string;
  social: { name: string; en_name: string; url: string; qr_image: string }[];
}

/** What a database without configuration answers: every field present, nothing filled in. */
export const EMPTY_SITE_CONFIG: SiteConfig = {
  company_name: '',
  en_company_name: '',
  address: '',
  en_address: '',
  working_hours: '',
  en_working_hours: '',
  phone: '',
  hotline: '',
  email: '',
  fax: '',
  logo: '',
  banner_video: '',
  banner_index: [],
  mycustom_image: [],
  mycustom_name: {},
  en_mycustom_name: {},
  capacity_pictures: [],
  quality_pictures: [],
  enterprise_qualification: {},
  en_enterprise_qualification: {},
  qualification_pictures: [],
  counters: [],
  vr_link: '',
  consultation_link: '',
  map_center: { lat: 0, lng: 0 },
  map_zoom: 18,
  map_tile_url: '',
  social: [],
};

/** The one record of the site configuration (its id in the staff API and in revisions). */
export const SITE_CONFIG_ID = 'site';

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
