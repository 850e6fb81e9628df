import { describe, expect, it } from 'vitest';
import { intParam, pageParam, query } from './queryParams.js';

const params = (search: string) => new URLSearchParams(search);

describe('intParam', () => {
  it('reads a whole number, negative ones too (the overview tab is -1)', () => {
    expect(intParam(params('id=229'), 'id')).toBe(229);
    expect(intParam(params('index=-1'), 'index')).toBe(-1);
    expect(intParam(params('id=%20007%20'), 'id')).toBe(7);
  });

  it('is absent for anything else, so the page falls back instead of failing', () => {
    for (const value of ['', 'abc', '1.5', '1e3', '0x10', '12345678901', '--1']) {
      expect(intParam(params(`id=${encodeURIComponent(value)}`), 'id')).toBeUndefined();
    }
    expect(intParam(params(''), 'id')).toBeUndefined();
  });

  it('is absent outside the range the page allows', () => {
    expect(intParam(params('index=4'), 'index', 0, 3)).toBeUndefined();
    expect(intParam(params('index=3'), 'index', 0, 3)).toBe(3);
    expect(intParam(params('id=0'), 'id', 1)).toBeUndefined();
  });
});

describe('pageParam', () => {
  it('is 1 unless the query names a page', () => {
    expect(pageParam(params('page=3'))).toBe(3);
    expect(pageParam(params('page=0'))).toBe(1);
    expect(pageParam(params('page=-2'))).toBe(1);
    expect(pageParam(params('page=two'))).toBe(1);
    expect(pageParam(params(''))).toBe(1);
  });
});

describe('query', () => {
  it('writes the entries that are set', () => {
    expect(query({ index: 3, keyword: '', page: undefined, tag: 'seal' })).toBe('?index=3&tag=seal');
    expect(query({ keyword: '' })).toBe('');
  });
});
