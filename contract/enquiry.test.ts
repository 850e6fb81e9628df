import { describe, expect, it } from 'vitest';
import {
  CASE_NUMBER,
  ENQUIRY,
  ENQUIRY_FIELDS,
  ENQUIRY_MAX_LENGTH,
  lookupFromWire,
  type EnquiryFieldSpec,
  lookupToWire,
} from './enquiry.js';
import { LANGS, message } from './messages.js';
import { problemOf, schemas } from './schemas.js';

/** A valid postAdvise body (what the contact form sends). */
const valid = {
  name: 'Aiko Tanaka',
  company_name: 'Northwind Refining',
  phone: '+81 3 1234 5678',
  email: 'aiko@example.com',
  duties: 'Maintenance engineer',
  content: 'We need six globe valves.',
};

/** What postAdvise says about `body`, in a language: the field and the words, as the API answers. */
function refusal(body: Record<string, unknown>, lang: 'en' | 'zh') {
  const result = schemas.postAdvise.safeParse(body);
  expect(result.success).toBe(false);
  const { field, key, params } = problemOf(result.error!.issues[0], lang);
  return { field, text: message(key, lang, params) };
}

describe('the enquiry definition', () => {
  it('gives every field one label per language, and the case number its own', () => {
    for (const f of ENQUIRY_FIELDS) for (const lang of LANGS) expect(ENQUIRY[f].label[lang]).not.toBe('');
    expect(CASE_NUMBER.label).toEqual({ en: 'Case number', zh: '留言编号' });
    // The visitor's form's words (the public pages show these; console and export follow them).
    expect(ENQUIRY.company_name.label.zh).toBe('公司名称');
    expect(ENQUIRY.phone.label.zh).toBe('联系电话');
  });

  it('postAdvise takes each field up to its limit and refuses one character more, naming the field in both languages', () => {
    for (const f of ENQUIRY_FIELDS) {
      const max = ENQUIRY_MAX_LENGTH[f];
      if (f === 'email') {
        const longest = `${'a'.repeat(max - 'a@example.com'.length + 1)}@example.com`;
        expect(longest.length).toBe(max);
        expect(schemas.postAdvise.safeParse({ ...valid, email: longest }).success).toBe(true);
        // The address's own check words it: too long is not a valid address.
        for (const lang of LANGS)
          expect(refusal({ ...valid, email: `a${longest}` }, lang)).toEqual({
            field: 'email',
            text: message('emailInvalid', lang),
          });
        continue;
      }
      expect(schemas.postAdvise.safeParse({ ...valid, [f]: 'x'.repeat(max) }).success, f).toBe(true);
      expect(refusal({ ...valid, [f]: 'x'.repeat(max + 1) }, 'en')).toEqual({
        field: f,
        text: `${ENQUIRY[f].label.en} is too long (at most ${max} characters)`,
      });
      expect(refusal({ ...valid, [f]: 'x'.repeat(max + 1) }, 'zh')).toEqual({
        field: f,
        text: `${ENQUIRY[f].label.zh}过长（最多 ${max} 个字符）`,
      });
    }
  });

  it('refuses a blank required field with its own message, and takes a blank optional one', () => {
    for (const f of ENQUIRY_FIELDS) {
      const spec: EnquiryFieldSpec = ENQUIRY[f];
      if (!spec.required) {
        expect(schemas.postAdvise.safeParse({ ...valid, [f]: '  ' }).success, f).toBe(true);
        continue;
      }
      for (const lang of LANGS)
        expect(refusal({ ...valid, [f]: '  ' }, lang)).toEqual({
          field: f,
          text: message(spec.required, lang),
        });
    }
  });

  it('looks up by a case number of at most its limit', () => {
    const lookup = (m_no: string) => schemas.lookup.safeParse({ email: valid.email, m_no });
    expect(lookup('M'.repeat(CASE_NUMBER.max)).success).toBe(true);
    expect(lookup('M'.repeat(CASE_NUMBER.max + 1)).success).toBe(false);
    const blank = lookup(' ');
    expect(problemOf(blank.error?.issues[0], 'zh')).toEqual({
      field: 'm_no',
      key: CASE_NUMBER.required,
      params: {},
    });
  });
});

describe('the look-up adapter', () => {
  const record = {
    m_no: 'MR261121-7KQ4XD',
    status: 0,
    name: 'Aiko Tanaka',
    company_name: 'Northwind Refining',
    duties: 'Maintenance engineer',
    phone: '+81 3 1234 5678',
    email: 'aiko@example.com',
  };

  it("answers with the specification's names, in the same order, and reads them back", () => {
    const wire = lookupToWire(record);
    expect(JSON.stringify(wire)).toBe(
      JSON.stringify({
        m_no: 'MR261121-7KQ4XD',
        status: 0,
        username: 'Aiko Tanaka',
        company: 'Northwind Refining',
        job: 'Maintenance engineer',
        phone: '+81 3 1234 5678',
        email: 'aiko@example.com',
      }),
    );
    expect(lookupFromWire(wire)).toEqual(record);
    expect(Object.keys(lookupFromWire(wire))).toEqual(Object.keys(record));
  });
});
