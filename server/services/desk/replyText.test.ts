import { describe, expect, it } from 'vitest';
import { replyText } from './replyText.js';

describe('replyText: the new words of an e-mail reply', () => {
  it('cuts the quoted mail under a Gmail or Apple Mail reply line, and "> " lines', () => {
    expect(
      replyText(
        'Yes, DN150.\r\n\r\nOn Thu, 26 Nov 2026 at 09:00, Maple River Controls <no-reply@x.example> wrote:\r\n> Which size?\r\n',
      ),
    ).toBe('Yes, DN150.');
    expect(replyText('> quoted first\nMy answer\n>> older')).toBe('My answer');
  });

  it("cuts a Chinese client's quote (QQ Mail, Foxmail) and an Outlook header block", () => {
    expect(replyText('好的，请报价。\n\n在 2026年11月26日 09:00，枫河控制阀 写道：\n> 请问口径？')).toBe(
      '好的，请报价。',
    );
    expect(replyText('收到\n\n------------------ 原始邮件 ------------------\n发件人: 枫河控制阀')).toBe(
      '收到',
    );
    expect(
      replyText('Thanks.\n\n________________________________\nFrom: Maple River Controls\nSent: Thursday'),
    ).toBe('Thanks.');
  });

  it('cuts the signature at "-- " and "Sent from my …", keeps the words above', () => {
    expect(replyText('Cast steel.\n\nErin\n-- \nErin Walsh | Northshore Pulp\n+1 604 555 0199')).toBe(
      'Cast steel.\n\nErin',
    );
    expect(replyText('Fine by us.\n\nSent from my iPhone')).toBe('Fine by us.');
    expect(replyText('可以\n\n发自我的iPhone')).toBe('可以');
  });

  it('keeps a reply with nothing to cut as written, blank runs folded', () => {
    expect(replyText('Line one\n\n\n\nLine two  \n')).toBe('Line one\n\nLine two');
    expect(replyText('> only a quote')).toBe('');
  });
});
