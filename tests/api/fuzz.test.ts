import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeEachDialect, useTestApp } from '../helpers/app.js';

const CALLS: ['GET' | 'POST', string][] = [
  ['GET', '/api/cate/getCateListProduct'],
  ['GET', '/api/product/ProductList'],
  ['GET', '/api/Product/getProduct'],
  ['GET', '/api/cate/getCateListApplication'],
  ['GET', '/api/cate/getCateDetailInfo'],
  ['GET', '/api/atta/companyPdfList'],
  ['GET', '/api/atta/companyVideoList'],
  ['GET', '/api/Product/getProductQuestion'],
  ['POST', '/api/Product/productQuestionFeedback'],
  ['GET', '/api/cases/getCaseList'],
  ['GET', '/api/cases/getCase'],
  ['GET', '/api/common/searchinfo'],
  ['POST', '/api/leavemessage/postAdvise'],
  ['POST', '/api/leavemessage/getmessage'],
  ['POST', '/api/leavemessage/replymessage'],
  ['POST', '/api/leavemessage/checkEmail'],
  ['POST', '/api/common/sendEmail'],
  ['GET', '/api/article/getArticleList'],
  ['GET', '/api/common/getconfig'],
  ['GET', '/api/recruiting/index'],
  ['POST', '/api/common/upload'],
];

const FIELDS = [
  'id',
  'cate_id',
  'parent_id',
  'page',
  'limit',
  'keyword',
  'title',
  'type',
  'type_id',
  'sonId',
  'email',
  'm_no',
  'content',
  'name',
  'phone',
  'company_name',
  'email_code',
  'files',
  'close',
  'question_id',
  'typename',
  'configname',
  'lang',
];

/** Values a careless or hostile client sends: wrong types, huge numbers, SQL and markup, odd Unicode. */
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1e309',
    'NaN',
    '99999999999999999999',
    "' or 1=1 --",
    '%',
    '_',
    '\\',
    '<script>',
    '\u0000',
    'null',
    'true',
    '[]',
    '{}',
  ),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('', '-1', '0', '1e309', 'NaN', '2147483648', '%', "'", '\u0000'),
);

describeEachDialect('fuzz: malformed input never yields a 500', (dialect) => {
  const t = useTestApp(dialect);

  it('answers every call with the envelope, whatever the query and body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CALLS),
        fc.dictionary(fc.constantFrom(...FIELDS), queryValue, { maxKeys: 5 }),
        fc.oneof(
          fc.dictionary(fc.constantFrom(...FIELDS), nasty, { maxKeys: 8 }).map((o) => JSON.stringify(o)),
          fc.jsonValue().map((v) => JSON.stringify(v)),
          fc.string({ maxLength: 50 }),
          fc.constant(''),
        ),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
        ),
        async ([method, url], query, body, contentType) => {
          const response = await t.app.inject({
            method,
            url,
            query,
            ...(method === 'POST' ? { payload: body, headers: { 'content-type': contentType } } : {}),
          });
          expect(response.statusCode).toBeLessThan(500);
          const envelope = response.json() as { code: number; msg: string };
          expect([0, 1]).toContain(envelope.code);
          expect(typeof envelope.msg).toBe('string');
        },
      ),
      { numRuns: 1500, seed: 20261121 },
    );
    const alive = await t.app.inject({ url: '/api/cate/getCateListProduct' });
    expect(alive.json()).toMatchObject({ code: 1 });
  });
});
