import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATE } from '#contract/constants.js';
import { readDemoContent } from '#server/db/seed/content.js';
import { PHOTO_PRODUCTS } from '#server/db/seed/load.js';
import { describeEachDialect, startTestApp, type TestApp } from '../helpers/app.js';
import { client } from '../helpers/http.js';

const demoContent = readDemoContent();

type Row = Record<string, unknown> & { id: number };
type Page = { list: Row[]; count: number; type_info?: Row[] };

const countItems = (...cateIds: number[]) =>
  demoContent.items.filter((i) => cateIds.includes(i.cate_id)).length;
const childIds = (parent: number) =>
  demoContent.productCategories.filter((c) => c.parent_id === parent).map((c) => c.id);
const productsIn = (...cateIds: number[]) => demoContent.products.filter((p) => cateIds.includes(p.cate_id));

describeEachDialect('public contract: content calls', (dialect) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    api = client(t.app);
  });
  afterAll(() => t.close());

  it('serves the product category tree with children, in both languages', async () => {
    const { body } = await api.get<(Row & { cate_list: Row[] })[]>('/api/cate/getCateListProduct');
    expect(body.code).toBe(1);
    expect(body.data).toHaveLength(8);
    for (const top of body.data) {
      expect(top.cate_name).not.toBe('');
      expect(top.en_cate_name).not.toBe('');
      expect(top.cate_list.length).toBeGreaterThan(0);
      expect(top.cate_list.map((c) => c.id)).toEqual(childIds(top.id));
    }
    const image = await t.app.inject({ url: String(body.data[0]!.full_image) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('lists the products of a top category and pages through them', async () => {
    const top = demoContent.productCategories.find((c) => c.parent_id === CATE.productRoot)!;
    const expected = productsIn(top.id, ...childIds(top.id)).length;
    const first = await api.get<Page>('/api/product/ProductList', { parent_id: top.id, limit: 2, page: 1 });
    const second = await api.get<Page>('/api/product/ProductList', { parent_id: top.id, limit: 2, page: 2 });
    expect(first.body.data.count).toBe(expected);
    expect(first.body.data.list).toHaveLength(Math.min(2, expected));
    expect(second.body.data.list[0]?.id).not.toBe(first.body.data.list[0]?.id);
    for (const product of first.body.data.list) {
      // A drawing, or one of the demo photographs that lead the first products' galleries.
      expect(String(product.full_image)).toMatch(
        /^\/uploads\/(demo\/pictures\/.+\.webp|media\/\d{4}-\d{2}\/demo-product-\d+\.jpg)$/,
      );
      expect(product.title).not.toBe('');
      expect(product.en_title).not.toBe('');
    }
  });

  it('lists only one sub-category when cate_id is given with parent_id 0', async () => {
    const sub = demoContent.productCategories.find((c) => c.parent_id !== CATE.productRoot)!;
    const { body } = await api.get<Page>('/api/product/ProductList', {
      parent_id: 0,
      cate_id: sub.id,
      limit: 12,
    });
    expect(body.data.count).toBe(productsIn(sub.id).length);
    expect(body.data.list.every((p) => p.cate_id === sub.id)).toBe(true);
  });

  it('answers a product with gallery, specification table, files and associated products', async () => {
    const list = await api.get<Page>('/api/product/ProductList', { parent_id: CATE.productRoot, limit: 100 });
    const withLinks = demoContent.products.findIndex((p) => (p.actuators?.length ?? 0) > 0);
    const seedProduct = demoContent.products[withLinks]!;
    const id = list.body.data.list.find((p) => p.en_title === seedProduct.title.en)!.id;
    const { body } = await api.get<Row>('/api/Product/getProduct', { id });
    expect(body.code).toBe(1);
    const data = body.data as Record<string, unknown>;
    expect(String(data.full_images).split(',')).toHaveLength(
      seedProduct.pictures.length + (withLinks < PHOTO_PRODUCTS ? 1 : 0),
    );
    expect(Object.keys(data.en_gzxh_json as object)).toEqual(seedProduct.specs.map((s) => s.name.en));
    expect(Object.values(data.gzxh_json as object)).toEqual(seedProduct.specs.map((s) => s.value.zh));
    expect((data.glzxq as Row[]).length).toBeGreaterThan(0);
    expect(data.en_cpys).toBe(seedProduct.advantages.en);
    const files = data.files as { url: string; en_files_name: string }[];
    expect(files.length).toBe(seedProduct.files.length);
    const pdf = await t.app.inject({ url: files[0]!.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain('attachment');
  });

  it('refuses an unknown or malformed product id in the visitor language', async () => {
    const en = await api.get('/api/Product/getProduct', { id: 999999 }, 'en');
    expect(en.status).toBe(200);
    expect(en.body).toEqual({ code: 0, msg: 'The product does not exist or has been removed', data: null });
    const zh = await api.get('/api/Product/getProduct', { id: 999999 }, 'zh');
    expect(zh.body.msg).toBe('产品不存在或已下线');
    const bad = await api.get('/api/Product/getProduct', { id: 'abc' }, 'en');
    expect(bad.body).toEqual({ code: 0, msg: 'Invalid parameter: id', data: null });
    const missing = await api.get('/api/Product/getProduct', {}, 'zh');
    expect(missing.body.msg).toBe('参数无效：id');
  });

  it('serves application areas and an area with its products, industries and solutions', async () => {
    const areas = await api.get<Row[]>('/api/cate/getCateListApplication');
    expect(areas.body.data.map((a) => a.id)).toEqual(demoContent.applicationAreas.map((a) => a.id));
    const seedArea = demoContent.applicationAreas[0]!;
    const { body } = await api.get<Record<string, Row[]>>('/api/cate/getCateDetailInfo', {
      cate_id: seedArea.id,
    });
    expect(body.data.product_list).toHaveLength(seedArea.products.length);
    expect(body.data.industry_list).toHaveLength(seedArea.industries.length);
    expect(body.data.applicationandsolution_list).toHaveLength(seedArea.solutions.length);
    expect((body.data as unknown as Row).en_summary2).toBe(seedArea.summary2.en);
  });

  it('serves the announcement and page categories, and refuses unknown ones', async () => {
    const announcement = await api.get<Row>('/api/cate/getCateDetailInfo', { cate_id: CATE.announcement });
    expect(announcement.body.data.status).toBe(1);
    expect(announcement.body.data.en_title).not.toBe('');
    const summary = await api.get<Row>('/api/cate/getCateDetailInfo', { cate_id: CATE.productCenterSummary });
    expect(summary.body.data.en_summary).not.toBe('');
    const unknown = await api.get('/api/cate/getCateDetailInfo', { cate_id: 123456 }, 'en');
    expect(unknown.body).toEqual({ code: 0, msg: 'The category does not exist', data: null });
  });

  it('pages manuals by 12 with real PDF files and videos by 6 with clips', async () => {
    const manuals = countItems(CATE.manuals);
    const first = await api.get<Page>('/api/atta/companyPdfList', {
      cate_id: CATE.manuals,
      page: 1,
      limit: 12,
    });
    expect(first.body.data.count).toBe(manuals);
    expect(first.body.data.list).toHaveLength(Math.min(12, manuals));
    const last = await api.get<Page>('/api/atta/companyPdfList', {
      cate_id: CATE.manuals,
      page: 2,
      limit: 12,
    });
    expect(last.body.data.list).toHaveLength(manuals - 12);
    const file = await t.app.inject({ url: String(first.body.data.list[0]!.files) });
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const videos = await api.get<Page>('/api/atta/companyVideoList', {
      cate_id: CATE.videos,
      page: 1,
      limit: 6,
    });
    expect(videos.body.data.count).toBe(countItems(CATE.videos));
    expect(videos.body.data.list).toHaveLength(6);
    const clip = await t.app.inject({ url: String(videos.body.data.list[0]!.files) });
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['content-type']).toContain('video/mp4');
  });

  it('answers FAQ pages with an All tag first, tag and keyword filters and title_list', async () => {
    const all = await api.get<Page & { title_list: Row[] }>('/api/Product/getProductQuestion', {
      page: 1,
      limit: 10,
    });
    expect(all.body.data.count).toBe(countItems(CATE.faq));
    expect(all.body.data.list).toHaveLength(10);
    expect(all.body.data.type_info![0]).toEqual({ id: 0, name: '全部', en_name: 'All' });
    expect(all.body.data.list[0]!.en_content).not.toBe('');

    const tag = all.body.data.type_info![1]!;
    const tagged = await api.get<Page>('/api/Product/getProductQuestion', { title: tag.id, limit: 100 });
    expect(tagged.body.data.count).toBeGreaterThan(0);
    expect(tagged.body.data.list.every((q) => q.type_id === tag.id)).toBe(true);

    const word = 'actuator';
    const found = await api.get<Page & { title_list: Row[] }>('/api/Product/getProductQuestion', {
      keyword: word,
    });
    expect(found.body.data.count).toBeGreaterThan(0);
    for (const q of found.body.data.list) {
      const text = [q.title, q.en_title, q.en_content, q.content, q.en_summary].join(' ').toLowerCase();
      expect(text).toContain(word);
    }
    expect(found.body.data.title_list).toHaveLength(found.body.data.count);

    const none = await api.get<Page>('/api/Product/getProductQuestion', { keyword: 'zzzz-no-such-thing' });
    expect(none.body).toMatchObject({ code: 1, data: { list: [], count: 0 } });
  });

  it('records FAQ feedback: yes at once, no with a reason, refused without one', async () => {
    const { body: faq } = await api.get<Page>('/api/Product/getProductQuestion', { limit: 1 });
    const question = faq.data.list[0]!;
    const yes = await api.post(
      '/api/Product/productQuestionFeedback',
      { type: 1, question_id: question.id, typename: '', content: '' },
      { lang: 'en' },
    );
    expect(yes.body).toEqual({ code: 1, msg: 'Thank you for your feedback!', data: null });
    const noReason = await api.post(
      '/api/Product/productQuestionFeedback',
      { type: 5, question_id: question.id },
      { lang: 'zh' },
    );
    expect(noReason.body).toEqual({ code: 0, msg: '请选择原因', data: null });
    const no = await api.post(
      '/api/Product/productQuestionFeedback',
      {
        type: 5,
        question_id: question.id,
        typename: 'outdated',
        content: 'The torque table lists the old actuator.',
      },
      { lang: 'zh' },
    );
    expect(no.body).toEqual({ code: 1, msg: '感谢您的反馈！', data: null });
    const stored = await t.database.db
      .selectFrom('faq_feedback')
      .select(['type', 'typename', 'content', 'lang'])
      .where('question_id', '=', question.id)
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { type: 1, typename: '', content: '', lang: 'en' },
      { type: 5, typename: 'outdated', content: 'The torque table lists the old actuator.', lang: 'zh' },
    ]);
    const badType = await api.post(
      '/api/Product/productQuestionFeedback',
      { type: 3, question_id: question.id },
      { lang: 'en' },
    );
    expect(badType.body.msg).toBe('Please choose whether the answer was helpful');
    const notFaq = await api.post(
      '/api/Product/productQuestionFeedback',
      { type: 1, question_id: 999999 },
      { lang: 'en' },
    );
    expect(notFaq.body.msg).toBe('The question does not exist');
  });

  it('accepts and ignores a stored token header', async () => {
    const plain = await t.app.inject({ url: '/api/recruiting/index?page=1&limit=100' });
    const withToken = await t.app.inject({
      url: '/api/recruiting/index?page=1&limit=100',
      headers: { token: 'abc.def' },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json()).toEqual(plain.json());
  });

  it('treats LIKE wildcards in a keyword as plain characters', async () => {
    const percent = await api.get<Page>('/api/Product/getProductQuestion', { keyword: '%' });
    const underscore = await api.get<Page>('/api/common/searchinfo', { type: 'article', keyword: '_' });
    expect(percent.body.data.count).toBeLessThan(countItems(CATE.faq));
    expect(underscore.body.data.count).toBe(0);
  });

  it('lists cases of 22 across 75 and 76 with the industry tags, and filters by tag', async () => {
    const all = await api.get<Page>('/api/cases/getCaseList', { cate_id: CATE.cases, page: 1, limit: 15 });
    expect(all.body.data.count).toBe(countItems(CATE.productCases, CATE.maintenanceCases));
    expect(all.body.data.list).toHaveLength(15);
    expect(all.body.data.type_info!.map((t) => t.en_name)).toEqual([
      'All',
      ...demoContent.categories.find((c) => c.id === CATE.cases)!.tags!.map((t) => t.en),
    ]);
    const tag = all.body.data.type_info![1]!;
    const power = await api.get<Page>('/api/cases/getCaseList', {
      cate_id: CATE.productCases,
      type_id: tag.id,
      limit: 100,
    });
    const expected = demoContent.items.filter((i) => i.cate_id === CATE.productCases && i.tag === 0).length;
    expect(power.body.data.count).toBe(expected);
    const offices = await api.get<Page>('/api/cases/getCaseList', { cate_id: CATE.network, limit: 1000 });
    expect(offices.body.data.count).toBe(demoContent.offices.length);
  });

  it('answers any item with its content and at most two related cases', async () => {
    const cases = await api.get<Page>('/api/cases/getCaseList', { cate_id: CATE.productCases, limit: 100 });
    const seedCase = demoContent.items.find(
      (i) => i.cate_id === CATE.productCases && (i.related?.length ?? 0) > 0,
    )!;
    const id = cases.body.data.list.find((c) => c.en_title === seedCase.title.en)!.id;
    const { body } = await api.get<Row & { case_gl: Row[] }>('/api/cases/getCase', { id });
    expect(body.data.en_content).toBe(seedCase.content!.en);
    expect(body.data.en_customer).toBe(seedCase.customer!.en);
    expect(body.data.en_working_condition).toBe(seedCase.working_condition!.en);
    expect(body.data.case_gl.length).toBe(Math.min(2, seedCase.related!.length));
    expect(body.data.case_gl[0]!.cate).toMatchObject({
      id: expect.any(Number),
      en_cate_name: expect.any(String),
    });
    const gone = await api.get('/api/cases/getCase', { id: 987654 }, 'zh');
    expect(gone.body).toEqual({ code: 0, msg: '内容不存在或已下线', data: null });
  });

  it('lists news of every category under 9, 15 a page, newest first', async () => {
    const news = countItems(CATE.newsCompany, CATE.newsIndustry, CATE.newsEvents, CATE.newsTechnical);
    const { body } = await api.get<Page>('/api/article/getArticleList', {
      cate_id: CATE.newsAll,
      page: 1,
      limit: 15,
    });
    expect(body.data.count).toBe(news);
    expect(body.data.list).toHaveLength(15);
    const dates = body.data.list.map((n) => String(n.publish_time_txt));
    expect([...dates].sort().reverse()).toEqual(dates);
    const company = await api.get<Page>('/api/article/getArticleList', {
      cate_id: CATE.newsCompany,
      limit: 100,
    });
    expect(company.body.data.count).toBe(countItems(CATE.newsCompany));
  });

  it('searches articles and products in both languages', async () => {
    const seedProduct = demoContent.products[0]!;
    const byModel = await api.get<Page>('/api/common/searchinfo', {
      type: 'product',
      keyword: seedProduct.no,
    });
    expect(byModel.body.data.list.map((p) => p.en_title)).toContain(seedProduct.title.en);
    const zhWord = seedProduct.title.zh.slice(0, 2);
    const byChinese = await api.get<Page>('/api/common/searchinfo', { type: 'product', keyword: zhWord });
    expect(byChinese.body.data.count).toBeGreaterThan(0);
    const news = demoContent.items.find((i) => i.cate_id === CATE.newsCompany)!;
    const articles = await api.get<Page>('/api/common/searchinfo', {
      type: 'article',
      keyword: news.title.en.slice(0, 20),
      limit: 100,
    });
    expect(articles.body.data.list.map((a) => a.en_title)).toContain(news.title.en);
    const bad = await api.get('/api/common/searchinfo', { type: 'video', keyword: 'x' }, 'en');
    expect(bad.body).toEqual({ code: 0, msg: 'The search type must be article or product', data: null });
  });

  it('serves the site configuration with the counters and contacts', async () => {
    const { body } = await api.get<Record<string, unknown>>('/api/common/getconfig', { configname: 'site' });
    const counters = (body.data.counters as { value: string }[]).map((c) => c.value);
    expect(counters).toEqual(['860+', '960', '99%', '80000+']);
    expect(body.data.vr_link).toBe(demoContent.siteConfig.vr_link);
    expect(Object.keys(body.data.en_mycustom_name as object)).toHaveLength(
      demoContent.siteConfig.customers.length,
    );
    expect((body.data.banner_index as unknown[]).length).toBe(demoContent.siteConfig.banners.length);
    const other = await api.get('/api/common/getconfig', { configname: 'secrets' }, 'en');
    expect(other.body.code).toBe(0);
  });

  it('lists the jobs', async () => {
    const { body } = await api.get<Page>('/api/recruiting/index', { page: 1, limit: 100 });
    expect(body.data.count).toBe(demoContent.jobs.length);
    expect(body.data.list[0]).toMatchObject({
      en_name: demoContent.jobs[0]!.name.en,
      peoplenum: demoContent.jobs[0]!.peoplenum,
    });
  });

  it('answers unknown API paths with a 404 envelope in the visitor language', async () => {
    const zh = await api.get('/api/nothing/here', {}, 'zh');
    expect(zh.status).toBe(404);
    expect(zh.body).toEqual({ code: 0, msg: '请求的地址不存在', data: null });
  });

  it('picks the language from lang, then the cookie, then Accept-Language', async () => {
    const ask = (headers: Record<string, string>, query = '') =>
      t.app
        .inject({ url: `/api/Product/getProduct?id=999999${query}`, headers })
        .then((r) => r.json().msg as string);
    expect(await ask({ 'accept-language': 'zh-CN' })).toBe('产品不存在或已下线');
    expect(await ask({ 'accept-language': 'zh-CN', cookie: 'lang=en' })).toMatch(/^The product/);
    expect(await ask({ cookie: 'lang=en' }, '&lang=zh')).toBe('产品不存在或已下线');
    expect(await ask({})).toMatch(/^The product/);
  });

  it('lists the whole catalogue when no category is given', async () => {
    const { body } = await api.get<Page>('/api/product/ProductList', { limit: 1 });
    expect(body.data.count).toBe(demoContent.products.length);
  });

  it('hides a hidden category everywhere: lists, details, search, related lists', async () => {
    const sub = demoContent.productCategories.find((c) => c.parent_id !== CATE.productRoot)!;
    /** Shows or hides the sub-category and the maintenance cases, as staff would. */
    const setStatus = async (status: 0 | 1) => {
      await t.database.db
        .updateTable('category')
        .set({ status })
        .where('id', 'in', [sub.id, CATE.maintenanceCases])
        .execute();
      await t.app.services.content.cache.changed();
    };
    const top = sub.parent_id;
    const all = await api.get<Page>('/api/product/ProductList', {
      parent_id: 0,
      cate_id: sub.id,
      limit: 100,
    });
    const hiddenProduct = all.body.data.list[0]!;
    const cases = await api.get<Page>('/api/cases/getCaseList', {
      cate_id: CATE.maintenanceCases,
      limit: 100,
    });
    const hiddenCase = cases.body.data.list[0]!;
    const before = (await api.get<Page>('/api/product/ProductList', { parent_id: top, limit: 1 })).body.data
      .count;

    await setStatus(0);
    try {
      const after = (await api.get<Page>('/api/product/ProductList', { parent_id: top, limit: 1 })).body.data
        .count;
      expect(after).toBe(before - productsIn(sub.id).length);
      const direct = await api.get('/api/product/ProductList', { parent_id: 0, cate_id: sub.id }, 'en');
      expect(direct.body.msg).toBe('The category does not exist');
      const product = await api.get('/api/Product/getProduct', { id: hiddenProduct.id }, 'en');
      expect(product.body.msg).toBe('The product does not exist or has been removed');
      const found = await api.get<Page>('/api/common/searchinfo', {
        type: 'product',
        keyword: String(hiddenProduct.no),
      });
      expect(found.body.data.list.map((p) => p.id)).not.toContain(hiddenProduct.id);

      const listed = await api.get<Page>('/api/cases/getCaseList', { cate_id: CATE.cases, limit: 1 });
      expect(listed.body.data.count).toBe(countItems(CATE.productCases));
      const hidden = await api.get('/api/cases/getCaseList', { cate_id: CATE.maintenanceCases }, 'en');
      expect(hidden.body.msg).toBe('The category does not exist');
      const detail = await api.get('/api/cases/getCase', { id: hiddenCase.id }, 'en');
      expect(detail.body.msg).toBe('The content does not exist or has been removed');
      const searched = await api.get<Page>('/api/common/searchinfo', {
        type: 'article',
        keyword: String(hiddenCase.en_title),
        limit: 100,
      });
      expect(searched.body.data.list.map((c) => c.id)).not.toContain(hiddenCase.id);
      const relatedAnywhere = await api.get<Page>('/api/cases/getCaseList', {
        cate_id: CATE.productCases,
        limit: 100,
      });
      for (const item of relatedAnywhere.body.data.list) {
        const { body } = await api.get<Row & { case_gl: Row[] }>('/api/cases/getCase', { id: item.id });
        expect(body.data.case_gl.every((c) => c.cate_id !== CATE.maintenanceCases)).toBe(true);
      }
    } finally {
      await setStatus(1);
    }
  });

  it('sanitises rich text on the way out too', async () => {
    const { db } = t.database;
    const row = await db
      .selectFrom('content_item')
      .select('id')
      .where('cate_id', '=', CATE.newsCompany)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('content_item')
      .set({ en_content: '<p onmouseover="x()">Safe<script>alert(1)</script></p>' })
      .where('id', '=', row.id)
      .execute();
    await t.app.services.content.cache.changed();
    const { body } = await api.get<Row>('/api/cases/getCase', { id: row.id });
    expect(body.data.en_content).toBe('<p>Safe</p>');
  });

  it('reads zh-Hans and en-GB as language names', async () => {
    const zh = await t.app.inject({ url: '/api/Product/getProduct?id=999999&lang=zh-Hans' });
    expect(zh.json().msg).toBe('产品不存在或已下线');
    const en = await t.app.inject({
      url: '/api/Product/getProduct?id=999999&lang=en-GB',
      headers: { 'accept-language': 'zh' },
    });
    expect(en.json().msg).toMatch(/^The product/);
  });

  it('serves content from the cache until content changes, on every instance', async () => {
    const url = '/api/product/ProductList?parent_id=43&limit=1';
    const first = await t.app.inject({ url });
    const again = await t.app.inject({ url });
    expect(first.headers['x-cache']).toBe('miss');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.json()).toEqual(first.json());
    const id = (first.json() as { data: Page }).data.list[0]!.id;
    const { db } = t.database;
    await db.updateTable('product').set({ en_title: 'Renamed by staff' }).where('id', '=', id).execute();
    await t.app.services.content.cache.changed();
    const fresh = await t.app.inject({ url });
    expect(fresh.headers['x-cache']).toBe('miss');
    expect((fresh.json() as { data: Page }).data.list[0]!.en_title).toBe('Renamed by staff');
  });

  it('clamps page sizes above the maximum instead of refusing them', async () => {
    const { body } = await api.get<Page>('/api/cases/getCaseList', { cate_id: CATE.cases, limit: 100000 });
    expect(body.code).toBe(1);
    expect(body.data.list).toHaveLength(body.data.count);
  });
});
