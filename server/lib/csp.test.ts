import { describe, expect, it } from 'vitest';
import { inlineScripts, pageCsp } from './csp.js';

describe('page CSP', () => {
  const page = [
    '<script>window.a=1</script>',
    '<script src="/assets/x.js"></script>',
    '<script type="module">import("/b.js")</script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    "<script type='application/json'>{}</script>",
  ].join('');

  it('hashes the inline scripts a browser runs and not JSON data blocks', () => {
    expect(inlineScripts(page)).toEqual(['window.a=1', 'import("/b.js")']);
    const header = pageCsp(page, { development: false });
    expect(header.match(/'sha256-/g)).toHaveLength(2);
  });
});
