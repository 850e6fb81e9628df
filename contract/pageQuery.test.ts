import { describe, expect, it } from 'vitest';
import { pageExists, pageQuery, PAGE_MAX, STATE_MAX } from './pageQuery.js';

const news = pageQuery({ index: 'int', page: 'page', keyword: 'text', tab: ['1', '2'] });
const canonical = (search: string) => news.canonical(new URLSearchParams(search));

describe('pageQuery: the canonical query of a page', () => {
  it('keeps only declared parameters, in declared order, whatever else the URL carries', () => {
    expect(canonical('utm_source=x&page=2&gclid=1&index=10&fbclid=2')).toBe('?index=10&page=2');
    expect(canonical('utm_source=x')).toBe('');
    expect(pageQuery().canonical(new URLSearchParams('a=1'))).toBe('');
  });

  it('writes values one way: numbers without zeros or spaces, text trimmed and cut, lists by value', () => {
    expect(canonical('index=010&page= 3 ')).toBe('?index=10&page=3');
    expect(canonical('index=-1')).toBe('?index=-1');
    expect(canonical(`keyword=${encodeURIComponent('  ball valve ')}`)).toBe('?keyword=ball+valve');
    expect(canonical(`keyword=${'a'.repeat(300)}`)).toBe(`?keyword=${'a'.repeat(100)}`);
    expect(canonical('tab=2')).toBe('?tab=2');
    expect(canonical('tab=3')).toBe('');
  });

  it('leaves out what the loaders read as absent, and takes the first of repeated parameters', () => {
    expect(canonical('index=abc&page=x&keyword=')).toBe('');
    expect(canonical('index=1234567890')).toBe('');
    expect(canonical('page=2&page=3')).toBe('?page=2');
  });

  it('says a page number out of range is no page at all', () => {
    expect(canonical('page=0')).toBeNull();
    expect(canonical('page=-2')).toBeNull();
    expect(canonical('page=99999999999')).toBeNull();
    expect(canonical(`page=${PAGE_MAX}`)).toBe(`?page=${PAGE_MAX}`);
  });

  it('knows a page past the last one', () => {
    expect(pageExists(1, 0, 15)).toBe(true);
    expect(pageExists(2, 15, 15)).toBe(false);
    expect(pageExists(2, 16, 15)).toBe(true);
  });

  it('keeps no page that shows a search a visitor typed', () => {
    const search = pageQuery({ keyword: 'search', page: 'page' });
    expect(search.canonical(new URLSearchParams('keyword=%20valve%20&x=1'))).toBe('?keyword=valve');
    expect(search.keep(new URLSearchParams('keyword=valve'))).toBe(false);
    expect(search.keep(new URLSearchParams('keyword=%20&page=2'))).toBe(true);
    expect(news.keep(new URLSearchParams('keyword=valve'))).toBe(true);
  });

  it('takes a page state whole (base64url, at most STATE_MAX characters) and keeps no page showing one', () => {
    const sizing = pageQuery({ s: 'state', product: 'int' });
    const state = 'eyJtZWRpdW0iOiJnYXMifQ';
    expect(sizing.canonical(new URLSearchParams(`s=${state}&product=3&utm=x`))).toBe(`?s=${state}&product=3`);
    expect(sizing.canonical(new URLSearchParams('s=not%20base64!'))).toBe('');
    expect(sizing.canonical(new URLSearchParams(`s=${'a'.repeat(STATE_MAX + 1)}`))).toBe('');
    expect(sizing.keep(new URLSearchParams(`s=${state}`))).toBe(false);
    expect(sizing.keep(new URLSearchParams('product=3'))).toBe(true);
  });
});
