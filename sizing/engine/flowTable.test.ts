import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flowTableIssueText, flowTableSchema } from './flowTable.js';
import { DN50_ROW as row } from './test/flowRow.js';

const firstIssue = (table: unknown, lang: 'en' | 'zh') => {
  const parsed = flowTableSchema.safeParse(table);
  if (parsed.success) throw new Error('expected a refusal');
  return flowTableIssueText(parsed.error.issues[0]!, lang);
};

describe('flow table', () => {
  it('accepts a plausible table', () => {
    expect(
      flowTableSchema.parse([row, { ...row, dn: 80, nps: '3', Kv: 100, seatDiameter: 65 }]),
    ).toHaveLength(2);
  });

  it('names the row and the cell of each refusal, in English and Chinese', () => {
    const bad = [row, { ...row, dn: 80, nps: '3', Kv: -1 }];
    expect(firstIssue(bad, 'en')).toBe('Row 2, rated Kv must be between 0.0001 and 200000.');
    expect(firstIssue(bad, 'zh')).toBe('第 2 行，额定 Kv必须在 0.0001 到 200000 之间。');
    expect(firstIssue([{ ...row, characteristic: 'parabolic' }], 'en')).toBe(
      'Row 1, characteristic must be linear, equal-percentage or quick-opening.',
    );
    expect(firstIssue([{ ...row, asmeClasses: [125] }], 'en')).toContain(
      'Row 1, ASME classes must be one of 150',
    );
    expect(firstIssue([{ ...row, seatDiameter: 60 }], 'zh')).toBe(
      '第 1 行，阀座直径（mm）不能大于公称口径。',
    );
    expect(firstIssue([row, row], 'en')).toContain('Row 2, DN must be larger than the row above');
    expect(firstIssue([{ ...row, asmeClasses: [], pn: [] }], 'en')).toContain('give at least one ASME class');
    const { FL: _FL, ...noFL } = row;
    expect(firstIssue([noFL], 'en')).toBe('Row 1, F_L is required.');
    expect(firstIssue({ rows: [] }, 'en')).toBe('Flow table must be a list of rows.');
  });

  it('holds for every table of the demo catalogue', () => {
    const tables = JSON.parse(
      fs.readFileSync(new URL('../../server/db/seed/content/flow-tables.json', import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
    expect(Object.keys(tables).length).toBeGreaterThanOrEqual(20);
    for (const [key, table] of Object.entries(tables)) {
      const parsed = flowTableSchema.safeParse(table);
      expect(parsed.success ? 'ok' : `${key}: ${flowTableIssueText(parsed.error.issues[0]!, 'en')}`).toBe(
        'ok',
      );
    }
  });
});
