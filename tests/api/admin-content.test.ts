import { beforeAll, expect, it } from 'vitest';
import { CATE } from '#contract/constants.js';
import { describeEachDialect, useTestApp } from '../helpers/app.js';
import { client } from '../helpers/http.js';
import { multipart, ORIGIN, useSignedIn } from '../helpers/staff.js';

type Row = Record<string, unknown> & { id: number };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describeEachDialect(
  'staff content: lists, items, products, categories, configuration, uploads',
  (dialect) => {
    const t = useTestApp(dialect);
    const editor = useSignedIn(t, 'editor');
    let api: ReturnType<typeof client>;
    beforeAll(() => {
      api = client(t.app);
    });

    const newsItem = (title: string, extra: Record<string, unknown> = {}) => ({
      cate_id: CATE.newsCompany,
      title: `${title}（中文）`,
      en_title: title,
      summary: '',
      en_summary: `${title} summary`,
      content: '<p>中文正文</p>',
      en_content: '<p>English body</p>',
      status: 1,
      ...extra,
    });

    it('lists in the ra-data-simple-rest conventions: range, sort, filter, Content-Range, getMany', async () => {
      const page = await editor.get<Row[]>('/items', {
        range: [0, 4],
        sort: ['id', 'ASC'],
        filter: { cate_ids: [CATE.newsCompany, CATE.newsIndustry] },
      });
      expect(page.status).toBe(200);
      expect(page.body).toHaveLength(5);
      const total = Number(/\/(\d+)$/.exec(String(page.headers['content-range']))![1]);
      expect(page.headers['content-range']).toBe(`items 0-4/${total}`);
      expect(total).toBeGreaterThan(5);
      expect(page.headers['access-control-expose-headers']).toContain('Content-Range');
      const ids = page.body.map((r) => r.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(
        page.body.every((r) =>
          ([CATE.newsCompany, CATE.newsIndustry] as number[]).includes(r.cate_id as number),
        ),
      ).toBe(true);
      expect(page.body[0]).not.toHaveProperty('search_text');

      const next = await editor.get<Row[]>('/items', {
        range: [5, 9],
        sort: ['id', 'ASC'],
        filter: { cate_ids: [CATE.newsCompany, CATE.newsIndustry] },
      });
      expect(next.headers['content-range']).toBe(`items 5-9/${total}`);
      expect(next.body[0]!.id).toBeGreaterThan(ids[4]!);

      const many = await editor.get<Row[]>('/items', { filter: { id: [ids[3], ids[1]] } });
      expect(many.body.map((r) => r.id).sort()).toEqual([ids[1], ids[3]].sort());

      // The category list shows parents through getMany; a top category's parent_id 0 is no error.
      const parents = await editor.get<Row[]>('/categories', { filter: { id: [CATE.applicationRoot, 0] } });
      expect(parents.status).toBe(200);
      expect(parents.body.map((r) => r.id)).toEqual([CATE.applicationRoot]);
    });

    it('refuses an unknown sort field or filter and malformed parameters with 400 and a clear message', async () => {
      const sort = await editor.get('/items', { sort: ['password', 'ASC'] });
      expect(sort.status).toBe(400);
      expect(String(sort.body.message)).toMatch(/^Cannot sort by "password"; sortable fields: id, /);
      const filter = await editor.get('/products', { filter: { colour: 'red' } });
      expect(filter.status).toBe(400);
      expect(String(filter.body.message)).toMatch(/^Unknown filter "colour"/);
      const broken = await editor.call('GET', '/items?range=[0,', {});
      expect(broken.status).toBe(400);
      expect(broken.body.message).toBe('Invalid range parameter: not JSON');
      expect((await editor.get('/items/abc')).status).toBe(404);
      expect((await editor.get('/items/99999999')).status).toBe(404);
    });

    it('shows a content change on the public API at once (the page cache is invalidated)', async () => {
      const [first] = (
        await editor.get<Row[]>('/items', { range: [0, 0], filter: { cate_id: CATE.newsCompany } })
      ).body;
      const url = `/api/cases/getCase`;
      const before = await api.get<{ en_title: string }>(url, { id: first!.id });
      const cached = await api.get<{ en_title: string }>(url, { id: first!.id });
      expect(cached.headers['x-cache']).toBe('hit');
      const put = await editor.put<Row>(`/items/${first!.id}`, {
        ...first,
        en_title: 'Maple River opens a new valve test bench',
      });
      expect(put.status).toBe(200);
      expect(put.body.en_title).toBe('Maple River opens a new valve test bench');
      const after = await api.get<{ en_title: string }>(url, { id: first!.id });
      expect(before.body.data.en_title).not.toBe('Maple River opens a new valve test bench');
      expect(after.body.data.en_title).toBe('Maple River opens a new valve test bench');
    });

    it('sanitises staff HTML on the way in: no script reaches the record or the public page data', async () => {
      const created = await editor.post<Row>(
        '/items',
        newsItem('Sanitiser check', {
          en_content:
            '<p onclick="steal()">Safe <b>bold</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
        }),
      );
      expect(created.status).toBe(201);
      const stored = await editor.get<Row>(`/items/${created.body.id}`);
      expect(stored.body.en_content).toBe('<p>Safe <b>bold</b></p><img src="x" />');
      const publicItem = await api.get<{ en_content: string }>('/api/cases/getCase', { id: created.body.id });
      expect(publicItem.body.data.en_content).not.toMatch(/script|onerror|onclick/);
      expect(publicItem.body.data.en_content).toContain('<b>bold</b>');
    });

    it('rebuilds the search index on every write: the site search finds a new title, not an unpublished one', async () => {
      const keyword = 'Cryogenic Zephyrvalve';
      const created = await editor.post<Row>('/items', newsItem(`${keyword} for LNG terminals`));
      const search = () =>
        api.get<{ list: { id: number }[] }>('/api/common/searchinfo', {
          type: 'article',
          keyword: 'zephyrvalve',
        });
      expect((await search()).body.data.list.map((r) => r.id)).toEqual([created.body.id]);
      await editor.put(`/items/${created.body.id}`, { status: 0 });
      expect((await search()).body.data.list).toEqual([]);
    });

    it('flags records missing a language and filters by it', async () => {
      const created = await editor.post<Row>(
        '/items',
        newsItem('Only English so far', { title: '', content: '' }),
      );
      expect(created.body.missing_langs).toEqual(['zh']);
      const missingZh = await editor.get<Row[]>('/items', {
        filter: { missing_lang: 'zh', cate_id: CATE.newsCompany },
      });
      expect(missingZh.body.map((r) => r.id)).toContain(created.body.id);
      const missingEn = await editor.get<Row[]>('/items', {
        filter: { missing_lang: 'en' },
        range: [0, 999],
      });
      expect(missingEn.body.map((r) => r.id)).not.toContain(created.body.id);
      const complete = await editor.put<Row>(`/items/${created.body.id}`, {
        title: '仅有英文',
        content: '<p>正文</p>',
      });
      expect(complete.body.missing_langs).toEqual([]);
      // English title present but the English content empty while Chinese has one.
      const noEnBody = await editor.put<Row>(`/items/${created.body.id}`, { en_content: '' });
      expect(noEnBody.body.missing_langs).toEqual(['en']);
    });

    it('gives each record the public page that shows it', async () => {
      const news = await editor.post<Row>('/items', newsItem('Preview of a news item'));
      expect(news.body.preview_url).toBe(`/en/nText?id=${news.body.id}`);
      expect(news.body.preview_url_zh).toBe(`/zh/nText?id=${news.body.id}`);
      const faq = await editor.post<Row>(
        '/items',
        newsItem('How to preview an answer?', { cate_id: CATE.faq }),
      );
      expect(faq.body.preview_url).toBe(`/en/detail?index=3&id=${faq.body.id}`);
      const [product] = (await editor.get<Row[]>('/products', { range: [0, 0] })).body;
      expect(product!.preview_url).toBe(`/en/prod_details?id=${product!.cate_id}&sonId=${product!.id}`);
      const about = await editor.get<Row>(`/categories/${CATE.pageAbout}`);
      expect(about.body.preview_url).toBe('/en/about?index=1');
    });

    it('replaces a product whole on PUT: images, specification rows, files and links round-trip in order', async () => {
      const products = (await editor.get<Row[]>('/products', { range: [0, 3], sort: ['id', 'ASC'] })).body;
      const [target, a, b, c] = products as [Row, Row, Row, Row];
      const body = {
        ...target,
        en_title: 'Zephyr high-pressure globe valve',
        images: ['media/2026-11/b.png', 'media/2026-11/a.png'],
        specs: [
          { name: '口径', en_name: 'Size', value: 'DN25–DN300', en_value: 'DN25–DN300' },
          {
            name: '压力等级',
            en_name: 'Pressure class',
            value: 'Class 150–2500',
            en_value: 'Class 150–2500',
          },
        ],
        files: [
          {
            path: 'media/2026-11/sheet.pdf',
            files_name: '样本',
            en_files_name: 'Datasheet',
            summary: '',
            en_summary: '',
          },
        ],
        actuator_ids: [c.id, a.id],
        modified_valve_ids: [b.id],
        cpys: '<ul><li>Quiet</li></ul><script>x()</script>',
      };
      const put = await editor.put<Row>(`/products/${target.id}`, body);
      expect(put.status).toBe(200);
      const read = (await editor.get<Row>(`/products/${target.id}`)).body;
      expect(read.images).toEqual(['media/2026-11/b.png', 'media/2026-11/a.png']);
      expect(read.image_urls).toEqual(['/uploads/media/2026-11/b.png', '/uploads/media/2026-11/a.png']);
      expect(read.specs).toEqual(body.specs);
      expect(read.files).toEqual([{ ...body.files[0], url: '/uploads/media/2026-11/sheet.pdf' }]);
      expect(read.actuator_ids).toEqual([c.id, a.id]);
      expect(read.modified_valve_ids).toEqual([b.id]);
      expect(read.cpys).toBe('<ul><li>Quiet</li></ul>');

      const page = await api.get<{
        en_title: string;
        specs: { en_name: string }[];
        glzxq: { id: number }[];
        full_images: string;
      }>('/api/Product/getProduct', { id: target.id });
      expect(page.body.data.en_title).toBe('Zephyr high-pressure globe valve');
      expect(page.body.data.specs.map((s) => s.en_name)).toEqual(['Size', 'Pressure class']);
      expect(page.body.data.glzxq.map((p) => p.id)).toEqual([c.id, a.id]);
      expect(page.body.data.full_images).toBe('/uploads/media/2026-11/b.png,/uploads/media/2026-11/a.png');
      const found = await api.get<{ list: { id: number }[] }>('/api/common/searchinfo', {
        type: 'product',
        keyword: 'zephyr',
      });
      expect(found.body.data.list.map((p) => p.id)).toEqual([target.id]);

      const unknownLink = await editor.put(`/products/${target.id}`, { actuator_ids: [99999] });
      expect(unknownLink.status).toBe(400);
      expect(unknownLink.body.errors).toEqual({ actuator_ids: 'Unknown actuator_ids: 99999' });
      expect((await editor.get<Row>(`/products/${target.id}`)).body.actuator_ids).toEqual([c.id, a.id]);
    });

    it('names every invalid field in `errors`', async () => {
      const bad = await editor.post('/products', { cate_id: 'x', title: '', en_title: '', status: 7 });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toMatchObject({ cate_id: 'Must be a number', status: expect.any(String) });
      expect(String(bad.body.message)).toMatch(/^Please correct: /);
    });

    it('keeps the category tree whole: 409 for a category with content, application areas carry their lists', async () => {
      const inUse = await editor.del(`/categories/${CATE.newsCompany}`);
      expect(inUse.status).toBe(409);
      expect(String(inUse.body.message)).toMatch(/still has 0 sub-categories, \d+ items and 0 products/);
      const parent = await editor.del(`/categories/${CATE.newsAll}`);
      expect(String(parent.body.message)).toMatch(/still has 4 sub-categories/);

      const cycle = await editor.put(`/categories/${CATE.newsAll}`, { parent_id: CATE.newsCompany });
      expect(cycle.status).toBe(400);

      const [product] = (await editor.get<Row[]>('/products', { range: [0, 0] })).body;
      const area = await editor.post<Row>('/categories', {
        parent_id: CATE.applicationRoot,
        kind: 'application',
        cate_name: '氢能',
        en_cate_name: 'Hydrogen',
        area_product_ids: [product!.id],
        area_industry_ids: [],
        area_solution_ids: [],
      });
      expect(area.status).toBe(201);
      expect(area.body.area_product_ids).toEqual([product!.id]);
      expect(area.body.preview_url).toBe(`/en/yyly?detailsId=${area.body.id}`);
      const detail = await api.get<{ product_list: { id: number }[] }>('/api/cate/getCateDetailInfo', {
        cate_id: area.body.id,
      });
      expect(detail.body.data.product_list.map((p) => p.id)).toEqual([product!.id]);

      const removed = await editor.del<Row>(`/categories/${area.body.id}`);
      expect(removed.status).toBe(200);
      expect(removed.body.en_cate_name).toBe('Hydrogen');
      expect((await editor.get(`/categories/${area.body.id}`)).status).toBe(404);
    });

    it('refuses to delete a tag items still use', async () => {
      const [tag] = (await editor.get<Row[]>('/tags', { filter: { cate_id: CATE.faq }, range: [0, 0] })).body;
      const used = await editor.del(`/tags/${tag!.id}`);
      expect(used.status).toBe(409);
      expect(String(used.body.message)).toMatch(/^The tag is used by \d+ items/);
    });

    it('publishes a job at once on /joinIn', async () => {
      const job = await editor.post<Row>('/jobs', {
        name: '阀门装配技师',
        en_name: 'Valve assembly technician',
        place: '枫河',
        en_place: 'Maple River',
        peoplenum: 2,
        content: '<p>负责装配。</p>',
        en_content: '<p>Assembles valves.</p>',
      });
      expect(job.status).toBe(201);
      const list = await api.get<{ list: { en_name: string }[] }>('/api/recruiting/index');
      expect(list.body.data.list.map((j) => j.en_name)).toContain('Valve assembly technician');
    });

    it('edits the site configuration as one record and keeps unknown keys out', async () => {
      const current = await editor.get<Row>('/config/site');
      expect(current.body.id).toBe('site');
      const list = await editor.get<Row[]>('/config');
      expect(list.headers['content-range']).toBe('config 0-0/1');
      const put = await editor.put<Row>('/config/site', {
        ...current.body,
        vr_link: 'https://vr.mapleriver-controls.example/tour',
        injected: '<script>',
      });
      expect(put.status).toBe(200);
      expect(put.body).not.toHaveProperty('injected');
      const publicConfig = await api.get<Record<string, unknown>>('/api/common/getconfig', {
        configname: 'site',
      });
      expect(publicConfig.body.data.vr_link).toBe('https://vr.mapleriver-controls.example/tour');
      expect(publicConfig.body.data).not.toHaveProperty('injected');
      const bad = await editor.put('/config/site', { ...current.body, map_zoom: 99 });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toHaveProperty('map_zoom');
    });

    it('takes only paths on the site or http(s) addresses in link fields, naming the field otherwise', async () => {
      const created = await editor.post<Row>('/items', newsItem('Link check'));
      for (const bad of [
        'javascript:alert(1)',
        ' JaVaScRiPt:alert(1)',
        'data:text/html,x',
        '//evil.example/x.png',
      ]) {
        const put = await editor.put(`/items/${created.body.id}`, { image: bad, url: bad });
        expect(put.status, bad).toBe(400);
        expect(put.body.errors, bad).toHaveProperty('image');
        expect(put.body.errors, bad).toHaveProperty('url');
      }
      const list = await editor.put(`/items/${created.body.id}`, { images: '/uploads/a.jpg, javascript:x' });
      expect(list.status).toBe(400);
      expect(JSON.stringify(list.body.errors)).toContain('http://');
      const zh = await editor.call('PUT', `/items/${created.body.id}`, {
        body: { image: 'javascript:x' },
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(JSON.stringify(zh.body.errors)).toContain('网址');
      for (const good of [
        '/uploads/media/a.jpg',
        'demo/pictures/b.svg',
        'https://cdn.example.com/c.webp',
        '',
      ]) {
        expect((await editor.put(`/items/${created.body.id}`, { image: good })).status, good).toBe(200);
      }
      const current = await editor.get<Row>('/config/site');
      const social = (current.body.social as Row[]).map((entry) => ({
        ...entry,
        url: 'javascript:alert(1)',
      }));
      const config = await editor.put('/config/site', { ...current.body, social });
      expect(config.status).toBe(400);
      expect(Object.keys(config.body.errors as object)).toContain('social.0.url');
    });

    it('takes staff uploads checked by content: pictures and PDFs yes, SVG or a disguised file no', async () => {
      const upload = (name: string, content: Buffer, extra: Record<string, string> = {}) =>
        t.app.inject({
          method: 'POST',
          url: '/admin/api/uploads',
          ...multipart(name, content),
          headers: { ...multipart(name, content).headers, cookie: editor.cookie, origin: ORIGIN, ...extra },
        });
      const ok = await upload('Valve photo.png', PNG);
      expect(ok.statusCode).toBe(201);
      const body = ok.json<{ path: string; url: string; name: string; size: number; mime: string }>();
      expect(body).toMatchObject({ name: 'Valve photo.png', mime: 'image/png' });
      expect(body.path).toMatch(/^media\/\d{4}-\d{2}\/[A-Za-z0-9_-]+\.png$/);
      expect(body.url).toBe(`/uploads/${body.path}`);
      const served = await t.app.inject({ method: 'GET', url: body.url });
      expect(served.statusCode).toBe(200);
      // Pictures are stored as the image pipeline rewrote them (metadata removed; tests/api/images).
      expect(served.rawPayload.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
      expect(served.rawPayload.length).toBe(body.size);

      const svg = await upload(
        'logo.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      );
      expect(svg.statusCode).toBe(400);
      expect(svg.json().message).toMatch(/^This file type cannot be uploaded; allowed: .*webp/);
      const disguised = await upload('photo.jpg', Buffer.from('MZ this is not a picture'));
      expect(disguised.statusCode).toBe(400);
      expect(disguised.json().message).toBe('The content of the file is not a jpg file');
      const noOrigin = await upload('photo.png', PNG, { origin: 'https://evil.example' });
      expect(noOrigin.statusCode).toBe(403);
    });
  },
);
