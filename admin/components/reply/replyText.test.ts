import { describe, expect, it } from 'vitest';
import { replyHtml } from '#contract/replyFormat.js';
import { replyTextOf, type DocNode } from './replyText.js';

const text = (t: string, ...marks: DocNode['marks'] & object) => ({ type: 'text', text: t, marks });
const bold = { type: 'bold' };
const italic = { type: 'italic' };
const link = (href: string) => ({ type: 'link', attrs: { href } });
const p = (...content: DocNode[]) => ({ type: 'paragraph', content });
const item = (...content: DocNode[]) => ({ type: 'listItem', content: [p(...content)] });

describe('the reply editor’s document as the reply format', () => {
  it('writes what the toolbar made, and the format reads it back as the same HTML', () => {
    const doc = {
      type: 'doc',
      content: [
        p(text('Dear Erin,')),
        p(
          text('Our quotation: '),
          text('six ', bold),
          text('valves', bold, italic),
          text(', see '),
          text('the sheet', link('https://example.com/ds.pdf')),
          text('.'),
        ),
        {
          type: 'bulletList',
          content: [item(text('Class 600')), item(text('before '), text('March', italic))],
        },
        { type: 'orderedList', content: [item(text('first')), item(text('second'))] },
        p(text('Regards,'), { type: 'hardBreak' }, text('Lena')),
        p(),
      ],
    };
    const reply = replyTextOf(doc);
    expect(reply).toBe(
      [
        'Dear Erin,',
        'Our quotation: **six *valves***, see [the sheet](https://example.com/ds.pdf).',
        '- Class 600\n- before *March*',
        '1. first\n2. second',
        'Regards,\nLena',
      ].join('\n\n'),
    );
    expect(replyHtml(reply)).toBe(
      [
        '<p>Dear Erin,</p>',
        '<p>Our quotation: <strong>six <em>valves</em></strong>, see <a href="https://example.com/ds.pdf" rel="noopener noreferrer">the sheet</a>.</p>',
        '<ul><li>Class 600</li><li>before <em>March</em></li></ul>',
        '<ol><li>first</li><li>second</li></ol>',
        '<p>Regards,<br>Lena</p>',
      ].join('\n'),
    );
  });

  it('flattens a list inside a list, and an empty editor is empty', () => {
    const nested = {
      type: 'doc',
      content: [
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [p(text('valves')), { type: 'bulletList', content: [item(text('DN150'))] }],
            },
          ],
        },
      ],
    };
    expect(replyTextOf(nested)).toBe('- valves\n- DN150');
    expect(replyTextOf({ type: 'doc', content: [p()] })).toBe('');
  });
});
