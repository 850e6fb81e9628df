import { describe, expect, it } from 'vitest';
import { pageMeta } from './meta.js';

const ogImage = (image: string) =>
  pageMeta({ lang: 'en', origin: 'https://site.example', path: '/', image }).find(
    (tag) => 'property' in tag && tag.property === 'og:image',
  );

describe('pageMeta: og:image', () => {
  it('makes site paths absolute and keeps http(s) addresses', () => {
    expect(ogImage('/uploads/demo/banner-1.svg')).toMatchObject({
      content: 'https://site.example/uploads/demo/banner-1.svg',
    });
    expect(ogImage('demo/banner.jpg')).toMatchObject({
      content: 'https://site.example/uploads/demo/banner.jpg',
    });
    expect(ogImage('https://cdn.example.com/a.webp')).toMatchObject({
      content: 'https://cdn.example.com/a.webp',
    });
  });

  it('leaves out any other scheme, even one stored before links were checked', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:x',
      'data:image/png;base64,AAAA',
      '//evil.example/x.png',
    ])
      expect(ogImage(bad), bad).toBeUndefined();
  });
});
