import { describe, expect, it } from 'vitest';
import { fillSavedReply, unknownFields } from './savedReplies.js';

const values = {
  name: 'Ana Souza',
  case: 'LY2611260001',
  company: 'Porto Refining',
  product: 'MR-GV300',
  staff: 'Li Wei',
};

describe('saved replies', () => {
  it('fills the fields in the visitor’s language', () => {
    const reply = {
      body_en: 'Dear {name}, case {case}: {product}. {staff}',
      body_zh: '{name}，您好（{case}）',
    };
    expect(fillSavedReply(reply, 'en', values)).toBe('Dear Ana Souza, case LY2611260001: MR-GV300. Li Wei');
    expect(fillSavedReply(reply, 'zh', values)).toBe('Ana Souza，您好（LY2611260001）');
  });

  it('falls back to the other language when the visitor’s is empty, and leaves a blank where the enquiry has nothing', () => {
    const reply = { body_en: 'About {product} for {company}', body_zh: '  ' };
    expect(fillSavedReply(reply, 'zh', { ...values, product: '' })).toBe('About  for Porto Refining');
  });

  it('leaves other braces alone and names them', () => {
    expect(fillSavedReply({ body_en: 'Use {braces} and {name}', body_zh: '' }, 'en', values)).toBe(
      'Use {braces} and Ana Souza',
    );
    expect(unknownFields('{name} {x} {case} {x} {y z}')).toEqual(['x']);
  });
});
