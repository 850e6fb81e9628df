// `npm run api-snapshot -- OUT_DIR`: the public API's answers, byte for byte, for a fixed
// set of calls (every call of the contract, both languages, good and bad input) on a fresh SQLite
// database with the demo content and a fixed clock. Run it on two commits and `diff -r` the
// folders: a refactoring that claims "the public API is unchanged" must show no difference.
import fs from 'node:fs';
import path from 'node:path';
import { startTestApp } from '#tests/helpers/app.js';
import { COOLING_WATER } from '#tests/helpers/sizing.js';
import { CATE } from '#contract/constants.js';

const out = process.argv[2];
if (!out) {
  console.error('usage: npm run api-snapshot -- OUT_DIR');
  process.exit(2);
}

/** 2026-01-15 09:30 China time: the demo content's dates follow from it. */
const FIXED_NOW = Date.UTC(2026, 0, 15, 1, 30);

type Call = { method: 'GET' | 'POST'; url: string; body?: Record<string, unknown> };
const get = (url: string): Call => ({ method: 'GET', url });
const post = (url: string, body: Record<string, unknown>): Call => ({ method: 'POST', url, body });

const calls: Call[] = [
  get('/api/common/getconfig'),
  get('/api/common/getconfig?configname=nothing'),
  get('/api/cate/getCateListProduct'),
  get('/api/cate/getCateListApplication'),
  get(`/api/cate/getCateDetailInfo?cate_id=${CATE.productRoot}`),
  get(`/api/cate/getCateDetailInfo?cate_id=${CATE.pageAbout}`),
  get(`/api/cate/getCateDetailInfo?cate_id=${CATE.history}&page=2&limit=3`),
  get('/api/cate/getCateDetailInfo?cate_id=abc'),
  get('/api/product/ProductList'),
  get('/api/product/ProductList?page=2&limit=5'),
  get('/api/product/ProductList?limit=100000'),
  get('/api/product/ProductList?page=-1'),
  get('/api/Product/getProduct?id=1'),
  get('/api/Product/getProduct?id=999999'),
  get('/api/Product/getProduct?id=x'),
  get('/api/Product/getProductQuestion'),
  get('/api/Product/getProductQuestion?keyword=seat&page=1'),
  get(`/api/article/getArticleList?cate_id=${CATE.newsAll}`),
  get(`/api/article/getArticleList?cate_id=${CATE.newsCompany}&page=2`),
  get(`/api/article/getArticleList?cate_id=${CATE.gallery}`),
  get(`/api/cases/getCaseList?cate_id=${CATE.cases}`),
  get(`/api/cases/getCaseList?cate_id=${CATE.maintenanceCases}&limit=3`),
  get('/api/cases/getCase?id=1'),
  get('/api/cases/getCase?id=0'),
  get('/api/atta/companyPdfList'),
  get('/api/atta/companyVideoList?page=2'),
  get('/api/common/searchinfo?keyword=valve'),
  get('/api/common/searchinfo?type=product&keyword=globe'),
  get('/api/common/searchinfo?type=other'),
  get('/api/recruiting/index'),
  post('/api/common/sendEmail', {}),
  post('/api/common/sendEmail?email=not-an-address', {}),
  post('/api/leavemessage/postAdvise', {}),
  post('/api/leavemessage/postAdvise', { name: 'A', email: 'bad', content: 'x' }),
  post('/api/leavemessage/getmessage', { email: 'nobody@example.com', m_no: 'XX1' }),
  post('/api/leavemessage/getmessage', {}),
  post('/api/leavemessage/replymessage', { email: 'nobody@example.com', m_no: 'XX1', content: 'hi' }),
  post('/api/leavemessage/checkEmail?email=nobody@example.com', {}),
  post('/api/Product/productQuestionFeedback', { type: 3 }),
  post('/api/sizing', { ...COOLING_WATER }),
  post('/api/sizing', { ...COOLING_WATER, select: true }),
  post('/api/sizing', { ...COOLING_WATER, cases: [{ name: 'max', P1: 680e3, P2: 220e3, T: 363, Q: 360 }] }),
  post('/api/sizing', {}),
];

// SEED_DEMO seeds at start with the fixed clock (the tests' seeded template needs vitest).
const site = await startTestApp('sqlite', { SEED_DEMO: 'true' }, { now: () => FIXED_NOW });
try {
  fs.mkdirSync(out, { recursive: true });
  let n = 0;
  for (const lang of ['en', 'zh'] as const) {
    for (const call of calls) {
      const url = `${call.url}${call.url.includes('?') ? '&' : '?'}lang=${lang}`;
      const res = await site.app.inject({
        method: call.method,
        url,
        ...(call.body ? { payload: call.body } : {}),
      });
      const name = `${String(++n).padStart(3, '0')}-${lang}-${call.method}-${call.url.replace(/[^a-z0-9]+/gi, '_').slice(0, 80)}.txt`;
      const headers = ['content-type', 'x-invalid-field']
        .map((h) => `${h}: ${res.headers[h] ?? ''}`)
        .join('\n');
      fs.writeFileSync(path.join(out, name), `${res.statusCode}\n${headers}\n\n${res.body}`);
    }
  }
  console.log(`${n} answers written to ${out}`);
} finally {
  await site.close();
}
