import { describe, expect, it } from 'vitest';
import { plainText } from './html.js';

describe('plainText', () => {
  it('drops the tags and collapses the white space between blocks', () => {
    expect(plainText('<p>Globe valves</p>\n<ul><li>DN25</li><li>DN50</li></ul>')).toBe(
      'Globe valves DN25 DN50',
    );
  });

  it('reads the entities the sanitiser writes, and the non-breaking space', () => {
    expect(
      plainText('<p>ΔP &lt; 2&nbsp;bar &amp; &quot;tight&quot; shut-off, it&#39;s Class&nbsp;V &gt; IV</p>'),
    ).toBe(`ΔP < 2 bar & "tight" shut-off, it's Class V > IV`);
  });

  it('reads each entity once: an escaped entity stays as written text', () => {
    expect(plainText('Write &amp;lt;p&amp;gt; for a paragraph, &amp;amp; for an ampersand')).toBe(
      'Write &lt;p&gt; for a paragraph, &amp; for an ampersand',
    );
  });

  it('keeps an escaped tag as text instead of dropping it', () => {
    expect(plainText('<p>&lt;b&gt;bold&lt;/b&gt;</p>')).toBe('<b>bold</b>');
  });
});
