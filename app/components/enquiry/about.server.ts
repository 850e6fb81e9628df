import { redirect } from 'react-router';
import { ENQUIRY_ITEM_KINDS } from '#contract/quotation.js';
import type { Lang } from '#contract/messages.js';
import type { PageServices } from '#contract/pages.js';
import { COUNTRY_CODES } from '#server/lib/country.js';
import { href } from '../../lib/lang.js';
import type { AboutItem } from './about.js';
import { intParam } from '../../lib/queryParams.js';

/**
 * The item the contact page's address names (the first of `?product=`, `?case=`, … present). An
 * item that is gone or hidden sends the visitor to the plain form rather than showing a chip the
 * server would refuse (and such addresses make no page of their own in the cache).
 */
export async function aboutFromUrl(
  request: Request,
  services: PageServices,
  lang: Lang,
): Promise<AboutItem | null> {
  const search = new URL(request.url).searchParams;
  for (const kind of ENQUIRY_ITEM_KINDS) {
    if (!search.get(kind)?.trim()) continue;
    const id = intParam(search, kind, 1) ?? 0;
    const item = id > 0 ? await services.desk.enquiryItems.about(kind, id, lang) : null;
    if (!item) throw redirect(`${href('/callMe', lang)}#contact-form`);
    return { kind, id, model: item.model, title: item.title };
  }
  return null;
}

const countryOptionsByLang = new Map<Lang, [code: string, name: string][]>();

/**
 * The countries of the form's select, named in the page's language (Intl.DisplayNames) and in its
 * alphabetical order. Named here, on the server, so the browser shows what the page was rendered with.
 */
export function countryOptions(lang: Lang): [code: string, name: string][] {
  // The same ~250 names for every contact page of a language: named and sorted once per process.
  let options = countryOptionsByLang.get(lang);
  if (!options) {
    const locale = lang === 'zh' ? 'zh-CN' : 'en';
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    const collator = new Intl.Collator(locale);
    options = COUNTRY_CODES.flatMap((code): [string, string][] => {
      const name = names.of(code);
      return name ? [[code, name]] : [];
    }).sort((a, b) => collator.compare(a[1], b[1]));
    countryOptionsByLang.set(lang, options);
  }
  return options;
}
