import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './userAgent.js';

describe('browser and system of a User-Agent', () => {
  it('tells the major browsers apart', () => {
    const cases: [string, string, string][] = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
        'Edge 131',
        'Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        'Safari 17',
        'macOS',
      ],
      ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133', 'Linux'],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'Safari 17',
        'iOS',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        'Chrome 131',
        'Android',
      ],
    ];
    for (const [header, browser, os] of cases) expect(parseUserAgent(header)).toEqual({ browser, os });
    expect(parseUserAgent('curl/8.5.0')).toEqual({ browser: 'curl/8.5.0', os: '' });
  });
});
