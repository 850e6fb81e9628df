import { afterEach, describe, expect, it } from 'vitest';
import { browserMomentText, companyMomentText, zoneLabel } from './Moment.js';

const zone = process.env.TZ;
afterEach(() => {
  // Node reads TZ again whenever it changes.
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

/** 01:43:46 on 29 Nov 2026 in Shanghai; 18:43 the day before in Berlin. */
const AT = Date.UTC(2026, 10, 28, 17, 43, 46);

describe('the console’s one clock', () => {
  it('says company time with its zone, in each language, whatever the browser’s zone', () => {
    process.env.TZ = 'Europe/Berlin';
    expect(zoneLabel(AT)).toBe('UTC+8');
    expect(companyMomentText(AT, 'en')).toBe('29 Nov 2026, 01:43\u00a0UTC+8');
    expect(companyMomentText(AT, 'en', { seconds: true })).toBe('29 Nov 2026, 01:43:46\u00a0UTC+8');
    expect(companyMomentText(AT, 'zh')).toBe('2026年11月29日 01:43\u00a0UTC+8');
    // A day stays a day: the company's.
    expect(companyMomentText(AT, 'en', { dateOnly: true })).toBe('29 Nov 2026');
  });

  it('gives the browser’s own time only where it differs', () => {
    process.env.TZ = 'Europe/Berlin';
    expect(browserMomentText(AT, 'en')).toBe('28 Nov 2026, 18:43 CET');
    expect(browserMomentText(AT, 'en', { dateOnly: true })).toBe('28 Nov 2026');
    process.env.TZ = 'Asia/Shanghai';
    expect(browserMomentText(AT, 'en')).toBeNull();
    expect(browserMomentText(AT, 'zh', { dateOnly: true })).toBeNull();
    // Same offset, another zone name: the same clock, no tooltip.
    process.env.TZ = 'Asia/Singapore';
    expect(browserMomentText(AT, 'en')).toBeNull();
  });
});
