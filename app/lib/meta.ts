import { META_DESCRIPTION_MAX } from '#contract/bilingual.js';
import type { Lang } from '#contract/messages.js';
import { shareCardUrl } from '#contract/shareCard.js';
import { absoluteUrl, pageUrl } from '#contract/urls.js';
import { catalogs } from '../i18n/index.js';
import { clipText } from './html.js';
import { siteData, type SiteMatchData } from './siteData.js';

/**
 * Title, description, canonical URL, hreflang alternates and Open Graph tags of a page, for a
 * route's `meta` export. `path` is the page's path without the language prefix, with its query.
 */
export function pageMeta(options: { lang: Lang; origin: string } & PageDescription) {
  const { lang, origin, path } = options;
  const site = catalogs[lang].meta.siteName;
  const title = options.title ? `${options.title} | ${site}` : site;
  // What search results and share previews show of it (about two lines), cut at a word.
  const description = clipText(
    (options.description || catalogs[lang].meta.description).replace(/<[^>]*>/g, ''),
    META_DESCRIPTION_MAX[lang],
  );
  const url = (l: Lang) => pageUrl(origin, l, path);
  const canonical = new URL(url(lang));
  // Every page has a raster card of 1200×630: its photo cropped, or its title over the brand.
  const card = shareCardUrl(
    origin,
    `${canonical.pathname}${canonical.search}`,
    title,
    absoluteUrl(origin, options.image),
  );
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url(lang) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: url('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'zh-CN', href: url('zh') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('en') },
    { property: 'og:type', content: ogType(path) },
    { property: 'og:site_name', content: site },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url(lang) },
    { property: 'og:locale', content: lang === 'zh' ? 'zh_CN' : 'en_US' },
    { property: 'og:image', content: card },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: title },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: card },
    ...(options.robots ? [{ name: 'robots', content: options.robots }] : []),
  ];
}

/** A news article or a case is an article, a product page a product; the rest websites. */
function ogType(path: string): string {
  if (/^\/(?:nText|programDetail)\?/i.test(path)) return 'article';
  if (/^\/prod_details\?/i.test(path)) return 'product';
  return 'website';
}

/** A record's own search-and-share fields, as the public API carries them ('' where staff set none). */
interface ShareFields {
  meta_description: string;
  en_meta_description: string;
  full_share_image: string;
}

/**
 * The description and picture of a record's page: what staff wrote for search and sharing, over
 * what the page generates. Only the page's own language counts: a description written for the
 * other language's readers would be the wrong language in a search result.
 */
export function sharedBy(
  record: ShareFields,
  lang: Lang,
  generated: { description?: string; image?: string },
): { description?: string; image?: string } {
  const own = (lang === 'en' ? record.en_meta_description : record.meta_description).trim();
  return { description: own || generated.description, image: record.full_share_image || generated.image };
}

/** What a page tells search engines and link previews about itself, in the page's language. */
interface PageDescription {
  /** The page's path without the language prefix, with its query. */
  path: string;
  title?: string;
  description?: string;
  image?: string;
  /** A `robots` directive (search result pages: `noindex, follow`). */
  robots?: string;
}

/**
 * A route's `meta`: nothing until the layout's data is there, nor when `describe` answers nothing
 * (a page whose loader failed); otherwise pageMeta of the page in the layout's language and origin.
 */
export function routeMeta(
  matches: Parameters<typeof siteData>[0],
  describe: (site: SiteMatchData) => PageDescription | null | undefined,
) {
  const site = siteData(matches);
  const page = site && describe(site);
  return site && page ? pageMeta({ lang: site.lang, origin: site.origin, ...page }) : [];
}

/** A route's `meta` for a page its copy describes (its title and description), at `path`. */
export function copyMeta(
  matches: Parameters<typeof siteData>[0],
  path: string,
  copy: (lang: Lang) => { title: string; description: string },
) {
  return routeMeta(matches, ({ lang }) => ({
    path,
    title: copy(lang).title,
    description: copy(lang).description,
  }));
}
