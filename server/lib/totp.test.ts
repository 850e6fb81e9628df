import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, totpStep } from './totp.js';

// RFC 6238 Appendix B: the key is ASCII "12345678901234567890" (SHA-1), 8 digits.
const KEY = Buffer.from('12345678901234567890');
const VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238) and HOTP (RFC 4226)', () => {
  it("gives RFC 6238 Appendix B's SHA-1 codes", () => {
    for (const [seconds, code] of VECTORS) expect(hotp(KEY, totpStep(seconds * 1000), 8)).toBe(code);
  });

  it("gives RFC 4226 Appendix D's HOTP values", () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, i) => hotp(KEY, i))).toEqual(expected);
  });

  it('round-trips base32 and accepts a code one step early or late, not two', () => {
    const secret = base32Encode(KEY);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(secret)).toEqual(KEY);
    const now = 1111111111_000;
    const step = totpStep(now);
    expect(matchTotp(secret, hotp(KEY, step), now)).toBe(step);
    expect(matchTotp(secret, hotp(KEY, step - 1), now)).toBe(step - 1);
    expect(matchTotp(secret, hotp(KEY, step + 1), now)).toBe(step + 1);
    expect(matchTotp(secret, hotp(KEY, step + 2), now)).toBeNull();
    expect(matchTotp(secret, '12345', now)).toBeNull();
  });
});
