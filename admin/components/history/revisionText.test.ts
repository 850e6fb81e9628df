import { describe, expect, it } from 'vitest';
import { htmlText, revisionDiff } from './revisionText.js';

describe('a revision compared with the record now', () => {
  it('reads rich text as lines of text, not HTML', () => {
    expect(htmlText('<p>Rated <strong>Kv</strong> 40</p><ul><li>DN50</li><li>A&amp;B</li></ul>')).toBe(
      'Rated Kv 40\nDN50\nA&B',
    );
  });

  it('shows each changed field once, its two languages side by side, words marked', () => {
    const fields = revisionDiff(
      {
        title: '截止阀',
        en_title: 'Globe valve',
        sort: 1,
        content: '<p>旧的正文</p>',
        en_content: '<p>Old body</p>',
      },
      {
        title: '截止阀',
        en_title: 'Globe valve H1',
        sort: 1,
        content: '<p>新的正文</p>',
        en_content: '<p>Old body</p>',
      },
    );
    expect(fields.map((f) => f.field)).toEqual(['title', 'content']);
    const [en, zh] = fields[0]!.langs;
    expect(en).toMatchObject({ lang: 'en', before: 'Globe valve', after: 'Globe valve H1' });
    expect(en!.pieces.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual(['H1']);
    expect(zh!.before).toBe(zh!.after);
    const content = fields[1]!.langs.find((l) => l.lang === 'zh')!;
    expect(content.pieces.some((p) => p.kind === 'removed')).toBe(true);
    expect(
      content.pieces
        .filter((p) => p.kind === 'same')
        .map((p) => p.text)
        .join(''),
    ).toContain('正文');
  });

  it('splits a specification table by language', () => {
    const spec = (value: string) => [{ name: '口径', en_name: 'Size', value, en_value: value }];
    const [specs] = revisionDiff({ specs: spec('DN50') }, { specs: spec('DN80') });
    expect(specs!.langs.map((l) => [l.lang, l.before, l.after])).toEqual([
      ['en', 'Size · DN50', 'Size · DN80'],
      ['zh', '口径 · DN50', '口径 · DN80'],
    ]);
  });
});

describe('schedule times in the company time zone', () => {
  it('shows and reads a time as Shanghai clocks do, whatever the browser zone', async () => {
    const { companyInput, companyInstant } = await import('./companyTime.js');
    const nineAmShanghai = Date.UTC(2026, 11, 1, 1, 0);
    expect(companyInput(nineAmShanghai)).toBe('2026-12-01T09:00');
    expect(companyInstant('2026-12-01T09:00')).toBe(nineAmShanghai);
    expect(companyInstant('')).toBeNull();
  });
});
