import { describe, expect, it } from 'vitest';
import { forLang } from './langData.js';

const item = {
  id: 3,
  title: '蝶阀',
  en_title: 'Butterfly valve',
  summary: '简介',
  en_summary: '',
  cate: { cate_name: '产品', en_cate_name: 'Products' },
  list: [{ name: '甲', en_name: 'A' }],
  when: new Date(0),
};

describe('forLang: loader data as a page in one language reads it', () => {
  it('leaves out the other language where the own one is there', () => {
    expect(forLang('en', item)).toEqual({
      id: 3,
      en_title: 'Butterfly valve',
      // No English summary: the Chinese one stays, as text() falls back to it.
      summary: '简介',
      en_summary: '',
      cate: { en_cate_name: 'Products' },
      list: [{ en_name: 'A' }],
      when: new Date(0),
    });
    expect(forLang('zh', item)).toEqual({
      id: 3,
      title: '蝶阀',
      summary: '简介',
      cate: { cate_name: '产品' },
      list: [{ name: '甲' }],
      when: new Date(0),
    });
  });

  it('keeps fields without a twin and values that are not plain objects', () => {
    expect(forLang('en', { en_only: 'x', title: '标题' })).toEqual({ en_only: 'x', title: '标题' });
    expect(forLang('zh', [1, 'a', null])).toEqual([1, 'a', null]);
  });
});
