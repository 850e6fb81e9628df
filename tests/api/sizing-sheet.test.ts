import { expect, it } from 'vitest';
import { defaultForm, encodeForm, type SizingForm } from '#sizing/form/sizingState.js';
import { describeEachDialect, useTestApp } from '../helpers/app.js';
import { pdfText } from '../helpers/pdfText.js';

/** The page's first sizing: water, 20 / 60 / 90 m³/h through a DN 80 valve. */
const water = encodeForm(defaultForm());

describeEachDialect('GET /api/sizing/sheet', (dialect) => {
  const t = useTestApp(dialect);
  let address = 0;
  /** Each call from an address of its own, so the rate limit only counts where a test wants it. */
  const sheet = (query: string, remoteAddress = `10.23.0.${++address % 250}`) =>
    t.app.inject({ method: 'GET', url: `/api/sizing/sheet?${query}`, remoteAddress });

  it('answers the sizing as a PDF named after its reference, in English', async () => {
    const response = await sheet(`s=${water}&lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="MRC-SZ-[0-9A-F]{8}-control-valve-data-sheet\.pdf"/);
    const reference = /MRC-SZ-[0-9A-F]{8}/.exec(disposition)![0];
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain(reference);
    expect(text).toContain('Liquid · Water');
    expect(text).toMatch(/Flow\s+m³\/h\s+20\s+60\s+90/);
    expect(text).toMatch(/Required flow coefficient Kv\s+m³\/h\s+11\.5\d\s+30\.0\d\s+38\.4\d/);
  });

  it('answers it in Chinese, with Chinese labels and a Chinese file name', async () => {
    const response = await sheet(`s=${water}&lang=zh`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toContain(`filename*=UTF-8''MRC-SZ-`);
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain('调节阀规格书.pdf');
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('调节阀规格书');
    expect(text).toContain('液体 · 水');
    expect(text).toMatch(/流量\s+m³\/h\s+20\s+60\s+90/);
    expect(text).toMatch(/所需流量系数 Kv\s+m³\/h\s+11\.5\d\s+30\.0\d\s+38\.4\d/);
  });

  it('names the size chosen on the page, with its travel per case, judged against its flow table', async () => {
    const products = await t.app.services.content.products.flowCatalogue();
    const gv300 = products.find((p) => p.model === 'MR-GV300')!;
    const response = await sheet(`s=${water}&lang=en&valve=${gv300.productId}-80`);
    expect(response.statusCode).toBe(200);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('MR-GV300');
    expect(text).toMatch(/DN 80/);
    expect(text).not.toContain('No valve chosen');
    // A key that is not in the catalogue gives the sheet without a valve, not an error.
    const unknown = await sheet(`s=${water}&lang=en&valve=999999-80`);
    expect(unknown.statusCode).toBe(200);
    expect((await pdfText(unknown.rawPayload)).text).toContain('No valve chosen');
    expect((await sheet(`s=${water}&lang=en&valve=DROP TABLE`)).statusCode).toBe(400);
  });

  it('refuses a state that is not one, in the visitor’s language, never a 500', async () => {
    for (const query of ['s=not-a-sizing!!', 's=', '', `s=${'A'.repeat(5000)}`, 's=WzEsMiwzXQ']) {
      const en = await sheet(`${query}&lang=en`);
      expect(en.statusCode, query).toBe(400);
      expect(en.json()).toEqual({
        code: 0,
        msg: 'This sizing link is incomplete or damaged; please open the sizing page and try again',
        data: null,
      });
    }
    const zh = await sheet('s=not-a-sizing!!&lang=zh');
    expect(zh.json().msg).toBe('该选型链接不完整或已损坏，请重新打开选型页面后再试');
  });

  it('refuses a sizing with a wrong figure, naming the field as the page does', async () => {
    const form = defaultForm();
    const wrong: SizingForm = {
      ...form,
      cases: [form.cases[0], form.cases[1], { ...form.cases[2], P2: 'three' }],
    };
    const en = await sheet(`s=${encodeForm(wrong)}&lang=en`);
    expect(en.statusCode).toBe(400);
    expect(en.json().msg).toMatch(/^Please check Outlet pressure P2 \(Maximum\): it /);
    const zh = await sheet(`s=${encodeForm(wrong)}&lang=zh`);
    expect(zh.json().msg).toMatch(/^请检查出口压力 P2 \(最大\)：/);
  });

  it('without a CJK font: the English sheet is made, the Chinese one refused with a 503 in Chinese', async () => {
    // A configured font that is not there (the operator's mistake) reads as no font at all.
    process.env.CJK_FONT_FILE = '/nowhere/no-such-font.ttc';
    try {
      const en = await sheet(`s=${water}&lang=en`);
      expect(en.statusCode).toBe(200);
      expect((await pdfText(en.rawPayload)).text).toContain('Required flow coefficient Kv');
      const zh = await sheet(`s=${water}&lang=zh`);
      expect(zh.statusCode).toBe(503);
      expect(zh.json()).toEqual({
        code: 0,
        msg: '本服务器暂时无法生成中文数据表，请下载英文版或与我们联系',
        data: null,
      });
    } finally {
      delete process.env.CJK_FONT_FILE;
    }
  });

  it('is rate-limited per address like the other public calls', async () => {
    let refused: Awaited<ReturnType<typeof sheet>> | undefined;
    for (let i = 0; i < 30 && !refused; i++) {
      const response = await sheet('s=not-a-sizing&lang=zh', '10.23.9.9');
      if (response.statusCode === 429) refused = response;
    }
    expect(refused?.json().code).toBe(0);
    expect(refused?.json().msg).toContain('请求过于频繁');
  });
});
