import { describe, expect, it } from 'vitest';
import { href, pxToRem, text } from './lang.js';

describe('language helpers', () => {
  it('reads the field of the current language, falling back to the other', () => {
    const item = { title: '调节阀', en_title: 'Control valve', summary: '简介', en_summary: '' };
    expect(text(item, 'title', 'en')).toBe('Control valve');
    expect(text(item, 'title', 'zh')).toBe('调节阀');
    expect(text(item, 'summary', 'en')).toBe('简介');
    expect(text(null, 'title', 'en')).toBe('');
  });

  it('prefixes paths with the language', () => {
    expect(href('/', 'zh')).toBe('/zh');
    expect(href('/about?index=2', 'en')).toBe('/en/about?index=2');
  });

  it('turns pixel sizes of rich text into rem at 16 px', () => {
    expect(pxToRem('<p style="font-size:18px;margin-top:8px">x</p>')).toBe(
      '<p style="font-size:1.125rem;margin-top:0.5rem">x</p>',
    );
  });
});
