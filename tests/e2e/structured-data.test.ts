import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from './server.js';
import { staffCookie } from '#scripts/site-process.mjs';

/**
 * Structured data as a search engine reads it: the server-rendered HTML of each page, every
 * <script type="application/ld+json"> block parsed on its own, no browser.
 */

type Lang = 'en' | 'zh';
type Json = Record<string, unknown>;
const LANGS: Lang[] = ['en', 'zh'];
const ADMIN = { email: 'ld.admin@mapleriver-controls.example', password: 'Structured-data-2026' };
const HAN = /[\u4e00-\u9fff]/;
const EVIL = 'Valve news </script><script>alert(1)</script> & <!-- “quoted” \u2028 end';

/** The wire text of a field in a language, the other language where it is empty (as pages show it). */
const textOf = (record: Json, field: string, lang: Lang) =>
  String(
    (lang === 'en' ? record[`en_${field}`] || record[field] : record[field] || record[`en_${field}`]) ?? '',
  );

describe('structured data (JSON-LD) in the server-rendered pages', () => {
  let site: RunningSite;
  const paths = { product: '', news: '', faq: '' };
  let product: Json;
  let news: Json;
  let faq: Json;

  async function html(path: string): Promise<string> {
    const response = await fetch(`${site.url}${path}`);
    expect(response.status, path).toBe(200);
    return response.text();
  }

  /** Every JSON-LD block of a page, parsed (a block that does not parse fails the test). */
  async function blocks(path: string): Promise<Json[]> {
    const page = await html(path);
    return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => {
      const data = JSON.parse(m[1]!) as Json;
      expect(data['@context'], path).toBe('https://schema.org');
      return data;
    });
  }

  const ofType = (all: Json[], type: string) => all.filter((block) => block['@type'] === type);
  const one = (all: Json[], type: string) => {
    const found = ofType(all, type);
    expect(found, type).toHaveLength(1);
    return found[0]!;
  };
  const api = async (path: string) =>
    ((await (await fetch(`${site.url}${path}`)).json()) as { data: Json }).data;

  /** Text in the page's language: Chinese has Han characters, the demo's English none. */
  function inLanguage(value: unknown, lang: Lang) {
    expect(typeof value).toBe('string');
    expect(HAN.test(value as string), `${String(value)} in ${lang}`).toBe(lang === 'zh');
  }

  function expectOrganizationRef(org: unknown, lang: Lang) {
    expect(org).toMatchObject({
      '@type': 'Organization',
      '@id': `${site.url}/#organization`,
      url: `${site.url}/${lang}`,
    });
    inLanguage((org as Json).name, lang);
  }

  beforeAll(async () => {
    site = await startSite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const first = (pattern: RegExp) => pattern.exec(sitemap)![1]!.replace(/&(?:amp|#38);/g, '&');
    paths.product = first(/<loc>http:\/\/[^/]+\/en(\/prod_details\?[^<]+)<\/loc>/);
    paths.faq = first(/<loc>http:\/\/[^/]+\/en(\/detail\?index=3&(?:amp;|#38;)?id=\d+)<\/loc>/);
    const list = await api('/api/article/getArticleList?cate_id=9&limit=1');
    news = (list.list as Json[])[0]!;
    paths.news = `/nText?id=${String(news.id)}`;
    product = await api(
      `/api/Product/getProduct?id=${new URLSearchParams(paths.product.split('?')[1]).get('sonId')}`,
    );
    faq = await api(`/api/cases/getCase?id=${new URLSearchParams(paths.faq.split('?')[1]).get('id')}`);
  });
  afterAll(async () => {
    await site?.stop();
  });

  it('names the company once on every page, in the page language with the other as alternate name', async () => {
    for (const lang of LANGS) {
      for (const path of ['', '/about', paths.product, paths.news, paths.faq, '/joinIn']) {
        const org = one(await blocks(`/${lang}${path}`), 'Organization');
        expectOrganizationRef(org, lang);
        expect(org.alternateName, path).toBe(
          lang === 'en' ? '枫河控制阀有限公司' : 'Maple River Controls Co., Ltd.',
        );
        expect(org.name).toBe(lang === 'en' ? 'Maple River Controls Co., Ltd.' : '枫河控制阀有限公司');
        expect(org.logo).toMatch(new RegExp(`^${site.url}/uploads/.+`));
        expect(org.telephone).toBe('+86 519 8600 1965');
        expect(org.email).toBe('info@mapleriver-controls.example');
        expect(org.address).toMatchObject({ '@type': 'PostalAddress' });
        inLanguage((org.address as Json).streetAddress, lang);
        const contacts = org.contactPoint as Json[];
        expect(contacts.map((c) => c.telephone)).toEqual(['+86 519 8600 1965', '400-865-1965']);
        for (const contact of contacts) expect(contact['@type']).toBe('ContactPoint');
      }
    }
  });

  it('gives the breadcrumb shown on a page as a BreadcrumbList of absolute links, and none on home', async () => {
    for (const lang of LANGS) {
      expect(ofType(await blocks(`/${lang}`), 'BreadcrumbList')).toEqual([]);
      const page = await html(`/${lang}${paths.product}`);
      const shown = [...page.matchAll(/<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/g)];
      expect(shown).toHaveLength(1);
      const labels = [...shown[0]![0].matchAll(/<(?:a|span)[^>]*>([^<]+)<\/(?:a|span)>/g)].map((m) => m[1]);
      const list = one(await blocks(`/${lang}${paths.product}`), 'BreadcrumbList');
      const items = list.itemListElement as Json[];
      expect(items.map((item) => item.name)).toEqual(
        labels.map((label) =>
          label!
            .replace(/&amp;/g, '&')
            .replace(/&quot;/g, '"')
            .replace(/&#x27;/g, "'"),
        ),
      );
      expect(items.map((item) => item.position)).toEqual(items.map((_, i) => i + 1));
      expect(items[0]).toMatchObject({
        '@type': 'ListItem',
        name: lang === 'en' ? 'Home' : '首页',
        item: `${site.url}/${lang}`,
      });
      for (const item of items.slice(0, -1))
        expect(String(item.item).startsWith(`${site.url}/${lang}`)).toBe(true);
      expect(items.length).toBeGreaterThanOrEqual(3);
      // The last crumb is the page itself: its name is the product's, in the page language.
      expect(items.at(-1)!.name).toBe(textOf(product, 'title', lang));
      inLanguage(items.at(-1)!.name, lang);
    }
  });

  it('describes a product: name, model number, absolute gallery, plain-text description, brand and specification rows', async () => {
    for (const lang of LANGS) {
      const data = one(await blocks(`/${lang}${paths.product}`), 'Product');
      expect(data.name).toBe(textOf(product, 'title', lang));
      inLanguage(data.name, lang);
      expect(data.mpn).toBe(product.no);
      expect(data.sku).toBe(product.no);
      expect(data.url).toBe(`${site.url}/${lang}${paths.product}`);
      const gallery = String(product.full_images).split(',').filter(Boolean);
      expect(gallery.length).toBeGreaterThan(0);
      expect(data.image).toEqual(gallery.map((path) => `${site.url}${path}`));
      expect(typeof data.description).toBe('string');
      expect(data.description).not.toMatch(/<[a-z/]/i);
      inLanguage(data.description, lang);
      expect(data.brand).toEqual({
        '@type': 'Brand',
        name: lang === 'en' ? 'Maple River Controls Co., Ltd.' : '枫河控制阀有限公司',
      });
      const specs = product.specs as Json[];
      expect(specs.length).toBeGreaterThan(0);
      expect(data.additionalProperty).toEqual(
        specs.map((spec) => ({
          '@type': 'PropertyValue',
          name: textOf(spec, 'name', lang),
          value: textOf(spec, 'value', lang),
        })),
      );
    }
  });

  it('marks a news item as a NewsArticle with ISO 8601 dates, its picture, the company and the page', async () => {
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2})$/;
    for (const lang of LANGS) {
      const data = one(await blocks(`/${lang}${paths.news}`), 'NewsArticle');
      expect(data.headline).toBe(textOf(news, 'title', lang));
      inLanguage(data.headline, lang);
      expect(data.datePublished).toMatch(iso);
      expect(data.dateModified).toMatch(iso);
      expect(String(data.datePublished).slice(0, 10)).toBe(news.publish_time_txt);
      expect(Date.parse(String(data.dateModified))).toBeGreaterThanOrEqual(
        Date.parse(String(data.datePublished)),
      );
      const picture = String(news.full_image || String(news.full_images).split(',')[0]);
      expect(data.image).toEqual([`${site.url}${picture}`]);
      expectOrganizationRef(data.author, lang);
      expectOrganizationRef(data.publisher, lang);
      expect(data.mainEntityOfPage).toEqual({
        '@type': 'WebPage',
        '@id': `${site.url}/${lang}${paths.news}`,
      });
      expect(data.inLanguage).toBe(lang === 'en' ? 'en' : 'zh-CN');
    }
  });

  it('gives a FAQ detail as an FAQPage whose answer is plain text', async () => {
    for (const lang of LANGS) {
      const data = one(await blocks(`/${lang}${paths.faq}`), 'FAQPage');
      const questions = data.mainEntity as Json[];
      expect(questions).toHaveLength(1);
      expect(questions[0]).toMatchObject({ '@type': 'Question', name: textOf(faq, 'title', lang) });
      inLanguage(questions[0]!.name, lang);
      const answer = questions[0]!.acceptedAnswer as Json;
      expect(answer['@type']).toBe('Answer');
      expect(String(answer.text).length).toBeGreaterThan(20);
      expect(answer.text).not.toMatch(/<[a-z/]|&(?:amp|lt|gt|nbsp);/i);
      inLanguage(answer.text, lang);
      // The answer says what the page says, minus the markup.
      const firstWords = textOf(faq, 'content', lang)
        .replace(/<[^>]*>/g, ' ')
        .trim()
        .split(/\s+/)[0]!;
      expect(answer.text).toContain(firstWords);
    }
  });

  it('marks a case as an Article of the company, with its page and dates', async () => {
    const cases = await api('/api/cases/getCaseList?cate_id=75&limit=1');
    const item = (cases.list as Json[])[0]!;
    const path = `/programDetail?id=${String(item.id)}`;
    for (const lang of LANGS) {
      const data = one(await blocks(`/${lang}${path}`), 'Article');
      expect(data.headline).toBe(textOf(item, 'title', lang));
      inLanguage(data.headline, lang);
      expect(String(data.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expectOrganizationRef(data.author, lang);
      expect(data.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': `${site.url}/${lang}${path}` });
    }
  });

  it('gives the FAQ list the questions it shows as one FAQPage, each answer as the list shows it', async () => {
    for (const lang of LANGS) {
      const page = await html(`/${lang}/cpzy?index=3`);
      const shown = [...page.matchAll(/class="content-faq-item__title">([\s\S]*?)<\/span>/g)].length;
      expect(shown).toBeGreaterThan(1);
      const data = one(await blocks(`/${lang}/cpzy?index=3`), 'FAQPage');
      const questions = data.mainEntity as Json[];
      expect(questions).toHaveLength(shown);
      for (const question of questions) {
        inLanguage(question.name, lang);
        const answer = String((question.acceptedAnswer as Json).text);
        expect(answer).not.toMatch(/<[a-z/]/i);
        // Words the visitor can read on the list.
        expect(page).toContain(answer.slice(0, 12));
      }
    }
  });

  it('offers the site search on the home page as a WebSite SearchAction that finds things', async () => {
    for (const lang of LANGS) {
      const data = one(await blocks(`/${lang}`), 'WebSite');
      expect(data.url).toBe(`${site.url}/${lang}`);
      inLanguage(data.name, lang);
      const action = data.potentialAction as Json;
      expect(action['query-input']).toBe('required name=search_term_string');
      const template = String((action.target as Json).urlTemplate);
      expect(template).toBe(`${site.url}/${lang}/search?keyword={search_term_string}`);
      // The template is a real search: it answers with results for a word of the catalogue.
      const results = await html(template.replace(site.url, '').replace('{search_term_string}', 'valve'));
      expect(results).toContain('class="content-result"');
    }
  });

  it('gives each open position a page of its own with one complete JobPosting, and the list none', async () => {
    const jobs = (await api('/api/recruiting/index')).list as Json[];
    expect(jobs.length).toBeGreaterThan(0);
    for (const lang of LANGS) {
      expect(ofType(await blocks(`/${lang}/joinIn`), 'JobPosting')).toEqual([]);
      for (const job of jobs) {
        const path = `/${lang}/joinIn/${String(job.id)}`;
        const posting = one(await blocks(path), 'JobPosting');
        expect(posting.title).toBe(textOf(job, 'name', lang));
        inLanguage(posting.title, lang);
        expect(posting.url).toBe(`${site.url}${path}`);
        expect(posting.datePosted).toBe(job.create_time_txt);
        expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        // The last day staff set, to its last second at the company's offset.
        expect(posting.validThrough).toBe(`${String(job.valid_through)}T23:59:59+08:00`);
        expect(Date.parse(String(posting.validThrough))).toBeGreaterThan(Date.now());
        expect(posting.employmentType).toBe('FULL_TIME');
        expect(posting.directApply).toBe(true);
        expect(String(posting.description).length).toBeGreaterThan(20);
        inLanguage(posting.description, lang);
        const address = (posting.jobLocation as Json).address as Json;
        expect(posting.jobLocation).toMatchObject({ '@type': 'Place' });
        expect(address).toEqual({
          '@type': 'PostalAddress',
          streetAddress: textOf(job, 'street', lang),
          addressLocality: textOf(job, 'place', lang),
          addressRegion: textOf(job, 'region', lang),
          ...(job.postal_code ? { postalCode: job.postal_code } : {}),
          addressCountry: job.country,
        });
        expect(address.addressCountry).toMatch(/^[A-Z]{2}$/);
        expect(String(address.streetAddress).length).toBeGreaterThan(3);
        expectOrganizationRef(posting.hiringOrganization, lang);
      }
      // Other tabs show no positions, so they describe none.
      expect(ofType(await blocks(`/${lang}/joinIn?index=3`), 'JobPosting')).toEqual([]);
    }
  });

  it('describes each product video shown with its poster, clip and upload date', async () => {
    for (const lang of LANGS) {
      const videos = ofType(await blocks(`/${lang}/cpzy?index=2`), 'VideoObject');
      expect(videos.length).toBeGreaterThan(0);
      for (const video of videos) {
        inLanguage(video.name, lang);
        expect(typeof video.description).toBe('string');
        expect(video.thumbnailUrl).toEqual([expect.stringMatching(new RegExp(`^${site.url}/uploads/`))]);
        expect(video.contentUrl).toMatch(new RegExp(`^${site.url}/uploads/.+\\.(mp4|webm)$`));
        expect(video.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      // The overview tab shows videos too.
      expect(ofType(await blocks(`/${lang}/cpzy`), 'VideoObject').length).toBeGreaterThan(0);
    }
  });

  it('keeps a title with </script> inside its JSON: nothing breaks out, the name comes back whole', async () => {
    const cookie = await staffCookie(site.url, ADMIN);
    const put = await fetch(`${site.url}/admin/api/items/${String(news.id)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: site.url, cookie },
      body: JSON.stringify({ en_title: EVIL, title: EVIL }),
    });
    expect(put.status).toBe(200);

    for (const lang of LANGS) {
      const path = `/${lang}${paths.news}`;
      // After a change the previous page may be served once while the new one renders.
      let page = await html(path);
      for (let tries = 0; !page.includes('alert(1)') && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        page = await html(path);
      }
      expect(page).toContain('alert(1)');
      expect(page).not.toContain('<script>alert(1)</script>');
      expect(page.match(/<script\b/g)?.length).toBe(page.match(/<\/script>/g)?.length);
      const all = await blocks(path);
      expect(one(all, 'NewsArticle').headline).toBe(EVIL);
      const crumbs = one(all, 'BreadcrumbList').itemListElement as Json[];
      expect(crumbs.at(-1)!.name).toBe(EVIL);
      // The raw block carries the escapes, not the characters.
      const raw =
        /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"NewsArticle"[\s\S]*?)<\/script>/.exec(
          page,
        )![1]!;
      expect(raw).toContain(
        '\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\u003c!--',
      );
      expect(raw).toContain('\\u2028');
      expect(raw).not.toMatch(/[<>&\u2028]/);
    }
  });
});
