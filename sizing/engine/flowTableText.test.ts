import { describe, expect, it } from 'vitest';
import { flowTableIssueText, flowTableSchema } from './flowTable.js';
import { flowRowText, flowRowValue, pastedFlowRows } from './flowTableText.js';
import { DN50_ROW } from './test/flowRow.js';

/** The DN80 row after it in a table. */
const ROW = { ...DN50_ROW, dn: 80, nps: '3', Kv: 100, seatDiameter: 80 };

describe('the flow table editor’s text', () => {
  it('reads a row back to the values it came from', () => {
    expect(flowRowValue(flowRowText(ROW))).toEqual(ROW);
    expect(flowTableSchema.safeParse([flowRowValue(flowRowText(ROW))]).success).toBe(true);
  });

  it('takes rows pasted without a header in the editor’s column order', () => {
    const rows = pastedFlowRows(
      '50\t2\t40\t0.9\t0.72\t0.46\tlinear\t30\t50\t150, 300\t16\tWCB\r\n80\t3\t100\t0.9\t0.7\t0.46\tequal-percentage\t50\t80\t300\tPN 40\tWCB; CF8M\n',
    );
    expect(rows).toHaveLength(2);
    const values = rows.map(flowRowValue);
    expect(values[0]).toMatchObject({
      dn: 50,
      nps: '2',
      Kv: 40,
      characteristic: 'linear',
      asmeClasses: [150, 300],
    });
    expect(values[1]).toMatchObject({ dn: 80, pn: [40], materials: ['WCB', 'CF8M'] });
    expect(flowTableSchema.safeParse(values).success).toBe(true);
  });

  it('matches a header row’s columns by name, in either language, in any order', () => {
    const rows = pastedFlowRows(
      '额定 Kv\tDN\tNPS\tF_L\tx_T\tF_d\t流量特性\t可调比\t阀座直径（mm）\tASME\tPN\t阀体材料\tNote\n63\t65\t2-1/2\t0.9\t0.7\t0.45\tlinear\t30\t65\t150\t\tCF8M\tspare',
    );
    expect(flowRowValue(rows[0]!)).toMatchObject({
      dn: 65,
      Kv: 63,
      nps: '2-1/2',
      asmeClasses: [150],
      pn: [],
      materials: ['CF8M'],
    });
  });

  it('leaves what is not a number for the schema to name, row and cell', () => {
    const [row] = pastedFlowRows('80\t3\tabout 100\t0.9\t0.72\t0.46\tlinear\t50\t80\t300\t\tWCB');
    const checked = flowTableSchema.safeParse([flowRowValue(row!)]);
    expect(checked.success).toBe(false);
    const issue = checked.error!.issues[0]!;
    expect(flowTableIssueText(issue, 'en')).toBe('Row 1, rated Kv must be a number.');
    expect(flowTableIssueText(issue, 'zh')).toBe('第 1 行，额定 Kv必须为数字。');
  });
});
