import { describe, expect, it } from 'vitest';
import { regimeText, sizingTableRows, sizingWarningLines, type SizingSnapshot } from './snapshotText.js';

/** A cavitating water sizing as an enquiry keeps it: inputs as typed, results, warnings' codes. */
const snapshot: SizingSnapshot = {
  version: 1,
  reference: 'MRC-SZ-0000ABCD',
  state: 'e30',
  medium: 'liquid',
  fluid: 'water',
  units: { flow: 'gpm', P: 'psi_a', T: 'F' },
  cases: [
    {
      key: 'min',
      flow: '88.06',
      P1: '145',
      P2: '101.5',
      T: '68',
      Kv: 11.6,
      Cv: 13.4,
      regime: 'turbulent',
      warnings: [],
    },
    {
      key: 'max',
      flow: '396.3',
      P1: '123.3',
      P2: '17.4',
      T: '68',
      Kv: 34.5,
      Cv: 39.9,
      regime: 'choked',
      warnings: ['cavitation-incipient', 'choked', 'default-assumed'],
    },
  ],
  valve: null,
};

describe("an enquiry's sizing as staff and the mails read it", () => {
  it('words each case’s regime as a sales engineer reads it', () => {
    expect(regimeText('liquid', 'turbulent', [], 'en')).toBe('Turbulent');
    expect(regimeText('liquid', 'turbulent', ['cavitation-incipient'], 'en')).toBe('Turbulent, cavitating');
    expect(regimeText('liquid', 'choked', ['choked'], 'zh')).toBe('阻塞流，空化');
    expect(regimeText('liquid', 'choked', ['flashing'], 'en')).toBe('Flashing');
    expect(regimeText('gas', 'turbulent', [], 'en')).toBe('Subsonic');
    expect(regimeText('steam', 'choked', [], 'zh')).toBe('阻塞流（阀内达声速）');
    expect(regimeText('liquid', 'laminar', [], 'en')).toBe('Laminar');
    expect(regimeText('liquid', null, [], 'en')).toBe('–');
  });

  it('has a regime row and the warnings per case in words, the assumed defaults left out', () => {
    const regime = sizingTableRows(snapshot, 'en').find(([label]) => label === 'Flow regime');
    expect(regime).toEqual(['Flow regime', 'Turbulent', 'Choked, cavitating']);
    expect(sizingWarningLines(snapshot, 'en')).toEqual([
      ['Maximum', 'cavitation begins: consider anti-cavitation trim; choked flow'],
    ]);
    expect(sizingWarningLines(snapshot, 'zh')).toEqual([['最大', '开始空化：建议抗空化内件；阻塞流']]);
  });
});
