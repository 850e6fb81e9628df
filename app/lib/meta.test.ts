import { describe, expect, it } from 'vitest';
import { pageMeta, sharedBy } from './meta.js';

const tags = (image: string | undefined, path = '/nText?id=7', lang: 'en' | 'zh' = 'en') =>
  pageMeta({ lang, origin: 'https://site.example', path, title: 'Steam line', image });
const content = (list: ReturnType<typeof tags>, key: string) =>
  list.find((tag) => ('property' in tag && tag.property === key) || ('name' in tag && tag.name === key))?.[
    'content' as never
  ] as string | undefined;
const card = (image: string | undefined, path?: string, lang?: 'en' | 'zh') =>
  new URL(content(tags(image, path, lang), 'og:image')!);

describe('pageMeta: the share card', () => {
  it('is a card of the page, 1200×630, cut from a raster upload of the site', () => {
    const url = card('/uploads/media/2026-11/banner.jpg');
    expect(url.origin + url.pathname).toBe('https://site.example/share-card');
    expect(url.searchParams.get('page')).toBe('/en/nText?id=7');
    expect(url.searchParams.get('photo')).toBe('/uploads/media/2026-11/banner.jpg');
    expect(card('media/banner.png').searchParams.get('photo')).toBe('/uploads/media/banner.png');
    const list = tags('/uploads/a.jpg');
    expect(content(list, 'og:image:width')).toBe('1200');
    expect(content(list, 'og:image:height')).toBe('630');
    expect(content(list, 'twitter:card')).toBe('summary_large_image');
    expect(card(undefined, '/', 'zh').searchParams.get('page')).toBe('/zh');
  });

  it('never points at an SVG, another site or a stored bad scheme: a title card then', () => {
    for (const bad of [
      '/uploads/demo/banner-1.svg',
      'https://cdn.example.com/a.webp',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/x.png',
      '/uploads/../../etc/x.jpg',
      undefined,
    ])
      expect(card(bad).searchParams.has('photo'), String(bad)).toBe(false);
  });

  it('is a new address when the title changes (networks keep cards by address)', () => {
    const a = pageMeta({ lang: 'en', origin: 'https://s.example', path: '/', title: 'A' });
    const b = pageMeta({ lang: 'en', origin: 'https://s.example', path: '/', title: 'B' });
    expect(content(a, 'og:image')).not.toBe(content(b, 'og:image'));
  });

  it('says article for news and cases, product for a product, website elsewhere', () => {
    expect(content(tags(undefined, '/nText?id=1'), 'og:type')).toBe('article');
    expect(content(tags(undefined, '/programDetail?id=1'), 'og:type')).toBe('article');
    expect(content(tags(undefined, '/prod_details?id=1&sonId=2'), 'og:type')).toBe('product');
    expect(content(tags(undefined, '/news'), 'og:type')).toBe('website');
  });
});

describe("sharedBy: a record's own search-and-share fields over the generated ones", () => {
  const generated = { description: 'The summary', image: '/uploads/media/2026-11/first.jpg' };
  const record = (en: string, zh: string, image = '') => ({
    en_meta_description: en,
    meta_description: zh,
    full_share_image: image,
  });

  it("uses staff's description in the page's language and their share picture", () => {
    const set = record('For search results', '用于搜索结果', '/uploads/demo/pictures/share.webp');
    expect(sharedBy(set, 'en', generated)).toEqual({
      description: 'For search results',
      image: '/uploads/demo/pictures/share.webp',
    });
    expect(sharedBy(set, 'zh', generated).description).toBe('用于搜索结果');
  });

  it("falls back to the generated text and picture, never to the other language's description", () => {
    expect(sharedBy(record('', ''), 'en', generated)).toEqual(generated);
    expect(sharedBy(record('English only', ''), 'zh', generated).description).toBe('The summary');
    expect(sharedBy(record('  ', ''), 'en', generated).description).toBe('The summary');
  });
});
