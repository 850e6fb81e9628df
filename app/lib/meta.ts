import type { Lang } from '../../contract/messages.js';
import { absoluteUrl, pageUrl } from '../../contract/urls.js';
import { catalogs } from '../i18n/index.js';

/**
 * Title, description, canonical URL, hreflang alternates and Open Graph tags of a page, for a
 * route's `meta` export. `path` is the page's path without the language prefix, with its query.
 */
export function pageMeta(options: {
  lang: Lang;
  origin: string;
  path: string;
  title?: string;
  description?: string;
  image?: string;
}) {
  const { lang, origin, path } = options;
  const site = catalogs[lang].meta.siteName;
  const title = options.title ? `${options.title} | ${site}` : site;
  const description = (options.description || catalogs[lang].meta.description)
    .replace(/<[^>]*>/g, '')
    .slice(0, 300);
  const url = (l: Lang) => pageUrl(origin, l, path);
  const image = absoluteUrl(origin, options.image);
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url(lang) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: url('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'zh-CN', href: url('zh') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('en') },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url(lang) },
    { property: 'og:locale', content: lang === 'zh' ? 'zh_CN' : 'en_US' },
    ...(image ? [{ property: 'og:image', content: image }] : []),
  ];
}
