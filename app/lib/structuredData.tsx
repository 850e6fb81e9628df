import { useRouteLoaderData } from 'react-router';
import type { Lang } from '#contract/messages.js';
import { absoluteUrl, pageUrl } from '#contract/urls.js';
import { plainText } from './html.js';
import { text } from './lang.js';
import type { SiteMatchData } from './siteData.js';

/**
 * schema.org structured data (JSON-LD) of the public pages: typed builders, one per type a page
 * shows, and <JsonLd> that writes one block into the server-rendered HTML. Text is in the page's
 * language (the other one only where the page's own is empty, as on screen), rich text becomes
 * plain text, every address is absolute.
 */

/** What every builder needs: the page's language, the public origin and the site configuration. */
export type LdSite = SiteMatchData;

interface OrganizationRef {
  '@type': 'Organization';
  '@id': string;
  name: string;
  url: string;
  logo?: string;
}

interface PostalAddress {
  '@type': 'PostalAddress';
  streetAddress?: string;
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  /** ISO 3166 alpha-2. */
  addressCountry?: string;
}

interface ContactPoint {
  '@type': 'ContactPoint';
  contactType: string;
  telephone?: string;
  email?: string;
  availableLanguage: string[];
}

export interface Organization extends OrganizationRef {
  alternateName?: string;
  email?: string;
  telephone?: string;
  faxNumber?: string;
  address?: PostalAddress;
  contactPoint: ContactPoint[];
}

interface ListItem {
  '@type': 'ListItem';
  position: number;
  name: string;
  /** Left out for the last crumb, the page itself (schema.org and Google take the page's URL). */
  item?: string;
}

export interface BreadcrumbList {
  '@type': 'BreadcrumbList';
  itemListElement: ListItem[];
}

interface PropertyValue {
  '@type': 'PropertyValue';
  name: string;
  value: string;
}

export interface Product {
  '@type': 'Product';
  name: string;
  url: string;
  mpn?: string;
  sku?: string;
  image: string[];
  description?: string;
  category?: string;
  brand: { '@type': 'Brand'; name: string };
  manufacturer: OrganizationRef;
  additionalProperty: PropertyValue[];
}

export interface Article {
  '@type': 'NewsArticle' | 'Article';
  headline: string;
  description?: string;
  datePublished: string;
  dateModified: string;
  image: string[];
  inLanguage: string;
  author: OrganizationRef;
  publisher: OrganizationRef;
  mainEntityOfPage: { '@type': 'WebPage'; '@id': string };
}

export interface FaqPage {
  '@type': 'FAQPage';
  inLanguage: string;
  mainEntity: { '@type': 'Question'; name: string; acceptedAnswer: { '@type': 'Answer'; text: string } }[];
}

/** The site itself, with the search box search engines may show for it. */
export interface WebSite {
  '@type': 'WebSite';
  name: string;
  url: string;
  inLanguage: string;
  publisher: OrganizationRef;
  potentialAction: {
    '@type': 'SearchAction';
    target: { '@type': 'EntryPoint'; urlTemplate: string };
    'query-input': string;
  };
}

export interface JobPosting {
  '@type': 'JobPosting';
  title: string;
  description: string;
  url: string;
  datePosted: string;
  validThrough?: string;
  employmentType: string;
  /** Applied for on the page itself (its application form). */
  directApply: boolean;
  totalJobOpenings?: number;
  experienceRequirements?: string;
  educationRequirements?: string;
  jobLocation: { '@type': 'Place'; address: PostalAddress };
  hiringOrganization: OrganizationRef;
}

export interface VideoObject {
  '@type': 'VideoObject';
  name: string;
  description: string;
  thumbnailUrl: string[];
  contentUrl: string;
  uploadDate: string;
}

export type StructuredData =
  Organization | BreadcrumbList | Product | Article | FaqPage | JobPosting | VideoObject | WebSite;

/** The layout's data, which every page under /en and /zh has (routes/site.tsx). */
export function useLdSite(): LdSite {
  const data = useRouteLoaderData('routes/site') as LdSite | undefined;
  if (!data) throw new Error('structured data outside the site layout');
  return data;
}

const inLanguage = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : 'en');
/** '' as absent, so empty fields are left out of the JSON rather than written empty. */
const optional = (value: string) => value || undefined;
const absoluteAll = (origin: string, urls: readonly string[]) =>
  urls.map((url) => absoluteUrl(origin, url)).filter(Boolean);
/** The pictures of a comma-separated wire list, absolute. */
export const pictureList = (origin: string, csv: string) => absoluteAll(origin, csv.split(','));

/** The company as other things name it (author, publisher, employer, maker). */
function organizationRef({ lang, origin, site }: LdSite): OrganizationRef {
  return {
    '@type': 'Organization',
    // One id for the company on every page, whatever the language.
    '@id': `${origin}/#organization`,
    name: text(site, 'company_name', lang),
    url: pageUrl(origin, lang, '/'),
    logo: optional(absoluteUrl(origin, site.logo)),
  };
}

/** The company, on every page (the layout): its name in both languages, contacts and address. */
export function organization(ld: LdSite): Organization {
  const { lang, site } = ld;
  const other: Lang = lang === 'en' ? 'zh' : 'en';
  const name = text(site, 'company_name', lang);
  const otherName = text(site, 'company_name', other);
  const address = text(site, 'address', lang);
  const languages = ['en', 'zh-CN'];
  return {
    ...organizationRef(ld),
    alternateName: otherName && otherName !== name ? otherName : undefined,
    email: optional(site.email),
    telephone: optional(site.phone),
    faxNumber: optional(site.fax),
    address: address ? { '@type': 'PostalAddress', streetAddress: address } : undefined,
    contactPoint: [
      ...(site.phone || site.email
        ? [
            {
              '@type': 'ContactPoint' as const,
              contactType: 'sales',
              telephone: optional(site.phone),
              email: optional(site.email),
              availableLanguage: languages,
            },
          ]
        : []),
      ...(site.hotline
        ? [
            {
              '@type': 'ContactPoint' as const,
              contactType: 'customer service',
              telephone: site.hotline,
              availableLanguage: languages,
            },
          ]
        : []),
    ],
  };
}

/**
 * The breadcrumb trail as shown, home first; `to` is a site path with its language prefix. A
 * crumb shown without a link before the last has no address to give, and a ListItem before the
 * last needs one, so it is left out of the list.
 */
export function breadcrumbList(
  ld: LdSite,
  crumbs: readonly { label: string; to?: string }[],
): BreadcrumbList {
  const shown = crumbs.filter((crumb, i) => crumb.to || i === crumbs.length - 1);
  return {
    '@type': 'BreadcrumbList',
    itemListElement: shown.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: i < shown.length - 1 && crumb.to ? `${ld.origin}${crumb.to}` : undefined,
    })),
  };
}

/** A product page: names, model number, gallery, plain-text description and specification rows. */
export function product(
  ld: LdSite,
  p: {
    no: string;
    full_images: string;
    cate: object | null;
    specs: readonly object[];
  },
  url: string,
): Product {
  const { lang, origin } = ld;
  const maker = organizationRef(ld);
  return {
    '@type': 'Product',
    name: text(p, 'title', lang),
    url,
    mpn: optional(p.no),
    sku: optional(p.no),
    image: pictureList(origin, p.full_images),
    description: optional(text(p, 'summary', lang) || plainText(text(p, 'content', lang))),
    category: optional(text(p.cate, 'cate_name', lang)),
    brand: { '@type': 'Brand', name: maker.name },
    manufacturer: maker,
    additionalProperty: p.specs
      .map((spec) => ({
        '@type': 'PropertyValue' as const,
        name: text(spec, 'name', lang),
        value: text(spec, 'value', lang),
      }))
      .filter((row) => row.name && row.value),
  };
}

/** A news item (NewsArticle) or another article page, written and published by the company. */
export function article(
  ld: LdSite,
  item: object,
  options: { news: boolean; url: string; images: string[]; published: string; modified: string },
): Article {
  const { lang, origin } = ld;
  const company = organizationRef(ld);
  return {
    '@type': options.news ? 'NewsArticle' : 'Article',
    headline: text(item, 'title', lang),
    description: optional(text(item, 'summary', lang) || plainText(text(item, 'content', lang))),
    datePublished: options.published,
    dateModified: options.modified,
    image: absoluteAll(origin, options.images),
    inLanguage: inLanguage(lang),
    author: company,
    publisher: company,
    mainEntityOfPage: { '@type': 'WebPage', '@id': options.url },
  };
}

/**
 * Questions of the FAQ with their answers as plain text: one on its own page, or the questions a
 * list page shows, each answer as the list shows it (`answer`; search engines want the words the
 * visitor can read).
 */
export function faqPage<Q extends object>(
  { lang }: LdSite,
  questions: Q | Q[],
  answer = (question: Q) => plainText(text(question, 'content', lang)),
): FaqPage {
  return {
    '@type': 'FAQPage',
    inLanguage: inLanguage(lang),
    mainEntity: (Array.isArray(questions) ? questions : [questions]).map((question) => ({
      '@type': 'Question' as const,
      name: text(question, 'title', lang),
      acceptedAnswer: { '@type': 'Answer' as const, text: answer(question) },
    })),
  };
}

/** The home page's WebSite, whose search is the site search (/search?keyword=…). */
export function webSite(ld: LdSite): WebSite {
  const home = `${ld.origin}/${ld.lang}`;
  return {
    '@type': 'WebSite',
    name: text(ld.site, 'company_name', ld.lang),
    url: home,
    inLanguage: inLanguage(ld.lang),
    publisher: organizationRef(ld),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${home}/search?keyword={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * A job's own page (/joinIn/:id): its posting with the contract kind, the last day (when staff set
 * one), the full address with its country, and directApply (the page's own application form).
 */
export function jobPosting(
  ld: LdSite,
  job: {
    peoplenum: number;
    create_time_txt: string;
    employment_type: string;
    valid_through_time: string;
    postal_code: string;
    country: string;
  },
  url: string,
): JobPosting {
  const { lang } = ld;
  return {
    '@type': 'JobPosting',
    title: text(job, 'name', lang),
    description: text(job, 'content', lang) || text(job, 'name', lang),
    url,
    datePosted: job.create_time_txt,
    validThrough: optional(job.valid_through_time),
    employmentType: job.employment_type,
    directApply: true,
    totalJobOpenings: job.peoplenum > 0 ? job.peoplenum : undefined,
    experienceRequirements: optional(text(job, 'experience', lang)),
    educationRequirements: optional(text(job, 'educational', lang)),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: optional(text(job, 'street', lang)),
        addressLocality: optional(text(job, 'place', lang)),
        addressRegion: optional(text(job, 'region', lang)),
        postalCode: optional(job.postal_code),
        addressCountry: job.country,
      },
    },
    hiringOrganization: organizationRef(ld),
  };
}

/** A product video: poster, clip and the date it was published (YYYY-MM-DD). */
export function videoObject(
  { lang, origin }: LdSite,
  video: { full_image: string; files: string; publish_time_txt: string },
): VideoObject {
  const name = text(video, 'title', lang);
  return {
    '@type': 'VideoObject',
    name,
    description: text(video, 'summary', lang) || name,
    thumbnailUrl: absoluteAll(origin, [video.full_image]),
    contentUrl: absoluteUrl(origin, video.files),
    uploadDate: video.publish_time_txt,
  };
}

/** Characters that could end the <script> element or upset a parser, as JSON's own escapes. */
const UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON for a <script type="application/ld+json"> element. `<`, `>` and `&` become \u003c… so no
 * text ("</script><script>…", "<!--") can end the element or start markup; U+2028/U+2029 too,
 * for readers that take them as line ends. JSON.parse gives back the very same strings.
 */
export function serializeJsonLd(data: StructuredData): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
    UNSAFE,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * One JSON-LD block, rendered on the server with the page. It is data, never run, so the CSP
 * does not hash it (server/lib/csp.ts).
 */
export function JsonLd({ data }: { data: StructuredData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
