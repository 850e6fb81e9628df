import { describe, expect, it } from 'vitest';
import { EMPTY_SITE_CONFIG } from '#contract/content.js';
import { breadcrumbList, serializeJsonLd } from './structuredData.js';

const ld = { lang: 'en' as const, origin: 'https://site.example', site: EMPTY_SITE_CONFIG };

describe('serializeJsonLd', () => {
  it('leaves no character that could end the script element, and parses back to the same text', () => {
    const name = 'A </script><script>alert(1)</script> & <!-- \u2028\u2029 "q"';
    const json = serializeJsonLd(breadcrumbList(ld, [{ label: name }]));
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    const parsed = JSON.parse(json) as { '@context': string; itemListElement: { name: string }[] };
    expect(parsed['@context']).toBe('https://schema.org');
    expect(parsed.itemListElement[0]!.name).toBe(name);
  });
});

describe('breadcrumbList', () => {
  it('links every crumb but the page itself, and leaves out a crumb before it with no page', () => {
    const list = breadcrumbList(ld, [
      { label: 'Home', to: '/en' },
      { label: 'Section without a page' },
      { label: 'News', to: '/en/news?index=10' },
      { label: 'This page' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://site.example/en' },
      { '@type': 'ListItem', position: 2, name: 'News', item: 'https://site.example/en/news?index=10' },
      { '@type': 'ListItem', position: 3, name: 'This page', item: undefined },
    ]);
  });
});
