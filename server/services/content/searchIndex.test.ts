import { describe, expect, it } from 'vitest';
import { indexTokens, queryTokens } from './searchIndex.js';

const matches = (text: string, keyword: string) => {
  const stored = new Set(indexTokens(text).split(' '));
  const wanted = queryTokens(keyword);
  return wanted.length > 0 && wanted.every((t) => stored.has(t));
};

describe('search tokens', () => {
  it('finds whole and partial English words, case-blind', () => {
    expect(matches('Triple-offset Butterfly Valve MR-BF500', 'butterfly')).toBe(true);
    expect(matches('Triple-offset Butterfly Valve MR-BF500', 'BUTTER')).toBe(true);
    expect(matches('Triple-offset Butterfly Valve MR-BF500', 'mr-bf5')).toBe(true);
    expect(matches('Triple-offset Butterfly Valve MR-BF500', 'globe')).toBe(false);
  });

  it('finds Chinese words of one, two and more characters', () => {
    const text = '三偏心蝶阀用于蒸汽管线';
    expect(matches(text, '蝶阀')).toBe(true);
    expect(matches(text, '阀')).toBe(true);
    expect(matches(text, '蒸汽管线')).toBe(true);
    expect(matches(text, '球阀')).toBe(false);
  });

  it('splits Latin from Chinese even without a space', () => {
    expect(matches('DN100 阀门', 'DN100阀门')).toBe(true);
    expect(matches('DN100阀门', 'dn100 阀门')).toBe(true);
  });

  it('needs every word of the keyword', () => {
    expect(matches('High-pressure steam bypass valve', 'steam valve')).toBe(true);
    expect(matches('High-pressure steam bypass valve', 'steam gate')).toBe(false);
  });

  it('ignores markup, entities and punctuation', () => {
    expect(indexTokens('<p>Class&nbsp;900 <strong>trim</strong></p>').split(' ')).toContain('trim');
    expect(queryTokens('%_\\\'"')).toEqual([]);
    expect(queryTokens('a')).toEqual([]);
  });
});
