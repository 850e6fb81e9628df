import { describe, expect, it } from 'vitest';
import { parseReply, replyHtml, replyPlainText } from './replyFormat.js';

describe('the staff reply format', () => {
  it('makes paragraphs, line breaks, lists, bold and links, and nothing else', () => {
    const text =
      'Hello **Erin**,\nsee below.\n\n- one\n- [two](https://example.com/2)\n\n1. first\n2) second\n\nhttps://example.com/a.';
    expect(replyHtml(text)).toBe(
      [
        '<p>Hello <strong>Erin</strong>,<br>see below.</p>',
        '<ul><li>one</li><li><a href="https://example.com/2" rel="noopener noreferrer">two</a></li></ul>',
        '<ol><li>first</li><li>second</li></ol>',
        '<p><a href="https://example.com/a" rel="noopener noreferrer">https://example.com/a</a>.</p>',
      ].join('\n'),
    );
    expect(replyPlainText(text)).toBe(
      'Hello Erin,\nsee below.\n\n- one\n- two (https://example.com/2)\n\n1. first\n2. second\n\nhttps://example.com/a.',
    );
  });

  it('keeps HTML and links to anything but the web or mail as the text typed', () => {
    const text =
      '<b onclick="x()">hi</b> [run](javascript:alert(1)) [data](data:text/html,x) [mail](mailto:sales@example.com)';
    const html = replyHtml(text);
    expect(html).not.toMatch(/<b |href="(javascript|data)/);
    expect(html).toContain('&#60;b onclick=&#34;x()&#34;&#62;hi&#60;/b&#62;');
    expect(html).toContain('[run](javascript:alert(1))');
    expect(html).toContain('<a href="mailto:sales@example.com" rel="noopener noreferrer">mail</a>');
    expect(parseReply('**unclosed bold')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '**unclosed bold' }] },
    ]);
  });

  it('makes *italic* of stars around words, never of arithmetic', () => {
    expect(replyHtml('delivery before *March*, **bold *and italic***')).toBe(
      '<p>delivery before <em>March</em>, <strong>bold <em>and italic</em></strong></p>',
    );
    expect(replyHtml('5 * 3 * 2 and *unclosed')).toBe('<p>5 * 3 * 2 and *unclosed</p>');
    expect(replyPlainText('before *March*')).toBe('before March');
  });
});
