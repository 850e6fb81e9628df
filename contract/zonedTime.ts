import { COMPANY_ZONE_NAME } from './constants.js';
import type { Lang } from './messages.js';

/**
 * A company time as the desk writes it everywhere a reader sees one (the look-up page, every
 * mail): "2026-11-26 18:24 China Standard Time (UTC+8)" / "… 中国标准时间 (UTC+8)" (an
 * overseas buyer misread China time without a zone). Empty stays empty. zod-free, so the
 * look-up page can use it without the calendar's schema.
 */
export function withCompanyZone(text: string, lang: Lang): string {
  return text ? `${text} ${COMPANY_ZONE_NAME[lang]}` : '';
}
