import { describe, expect, it } from 'vitest';
import { clipText, plainText, proseText } from './html.js';

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

describe('proseText and clipText: a description from staff-written HTML', () => {
  const job =
    '<h3>Responsibilities</h3><ul><li>Size and select control valves for refinery projects</li><li>Support customers at start-up</li></ul><h3>Requirements</h3><p>Five years in valve engineering.</p>';

  it('leaves out the headings and ends each item as a sentence', () => {
    expect(proseText(job)).toBe(
      'Size and select control valves for refinery projects. Support customers at start-up. Five years in valve engineering.',
    );
    expect(proseText('<h3>岗位职责</h3><ul><li>负责调节阀选型</li><li>现场调试；</li></ul>')).toBe(
      '负责调节阀选型。现场调试；',
    );
  });

  it('cuts at a word with an ellipsis, and Chinese at the limit', () => {
    const text = proseText(job);
    const clipped = clipText(text, 60);
    expect(clipped).toBe('Size and select control valves for refinery projects…');
    expect(clipped.length).toBeLessThanOrEqual(61);
    expect(clipText('负责调节阀选型，以及炼油项目的现场调试和客户培训。', 10)).toBe('负责调节阀选型，以及…');
    expect(clipText('Short enough.', 60)).toBe('Short enough.');
  });
});
