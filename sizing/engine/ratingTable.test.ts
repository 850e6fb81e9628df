import { describe, expect, it } from 'vitest';
import {
  pastedRatingGrid,
  ratingGridText,
  ratingGridValue,
  ratingTableBody,
  ratingTableIssueText,
} from './ratingTable.js';
import { PUBLISHED_RATINGS } from './test/publishedRatings.js';

const wc6 = {
  material: 'WC6',
  basis: 'class',
  name: '铬钼钢 ASTM A217 WC6',
  en_name: 'chromium-molybdenum steel ASTM A217 WC6',
  source: 'Test figures',
  ratings: [150, 300],
  rows: [
    { celsius: -29, bar: [19.8, 51.7] },
    { celsius: 200, bar: [13.8, 47.0] },
  ],
};

/** The first refusal of a table, in a language, with the table as sent to name its cells. */
function refusal(table: unknown, lang: 'en' | 'zh' = 'en'): string {
  const checked = ratingTableBody.safeParse(table);
  if (checked.success) throw new Error('accepted');
  return ratingTableIssueText(checked.error.issues[0]!, lang, table as Record<string, unknown>);
}

describe('a rating table', () => {
  it('accepts every published table and a new one', () => {
    for (const table of PUBLISHED_RATINGS) expect(ratingTableBody.safeParse(table).success).toBe(true);
    expect(ratingTableBody.parse(wc6).ratings).toEqual([150, 300]);
  });

  it('names the cell it refuses, with its temperature and class, in both languages', () => {
    const rising = { ...wc6, rows: [wc6.rows[0], { celsius: 200, bar: [21, 47] }] };
    expect(refusal(rising)).toBe(
      'Row 2 (200 °C), Class 150 is higher than at the temperature above: a body holds less as it gets hotter.',
    );
    expect(refusal(rising, 'zh')).toBe(
      '第 2 行（200 °C），Class 150高于上一行（较低温度）的压力：温度越高，阀体可承受的压力越低。',
    );
    const pn = { ...wc6, basis: 'pn', ratings: [16, 45] };
    expect(refusal(pn)).toMatch(/^Column 2 must be one of PN 2\.5, 6/);
    expect(
      refusal({ ...wc6, rows: [{ celsius: 100, bar: [19.8, 51.7] }, wc6.rows[1]!, wc6.rows[0]!] }),
    ).toMatch(/^Row 3 \(-29 °C\), temperature must be hotter than the row above/);
    expect(refusal({ ...wc6, rows: [{ celsius: 20, bar: [19.8] }] })).toBe(
      'Row 1 (20 °C) needs one pressure in each column.',
    );
    expect(refusal({ ...wc6, rows: [{ celsius: 20, bar: ['x', 51] }] })).toBe(
      'Row 1 (20 °C), Class 150 must be a number.',
    );
    expect(refusal({ ...wc6, material: '' }, 'zh')).toBe('材料为必填项。');
  });

  it('reads the editor’s grid and a table pasted from a spreadsheet, head or none', () => {
    const grid = ratingGridText(wc6);
    expect(grid.ratings).toEqual(['150', '300']);
    expect(ratingTableBody.safeParse({ ...wc6, ...ratingGridValue(grid) }).success).toBe(true);
    const pasted = pastedRatingGrid('°C\tClass 150\tClass 300\n-29\t19.8\t51.7\n200\t13.8\t47\n')!;
    expect(ratingGridValue(pasted)).toEqual({
      ratings: [150, 300],
      rows: [
        { celsius: -29, bar: [19.8, 51.7] },
        { celsius: 200, bar: [13.8, 47] },
      ],
    });
    const bare = pastedRatingGrid('38\t19.6\t51.1')!;
    expect(bare.ratings).toEqual(['', '']);
    expect(bare.rows).toEqual([{ celsius: '38', bar: ['19.6', '51.1'] }]);
    expect(pastedRatingGrid(' \n')).toBeNull();
  });
});
