import { beforeAll, beforeEach, expect, it } from 'vitest';
import { CATE } from '#contract/constants.js';
import { describeEachDialect, markVerified, useTestAppWithMail } from '../helpers/app.js';
import { client, enquiryForm } from '../helpers/http.js';
import { signedIn } from '../helpers/staff.js';

const STAFF = 'desk@mapleriver-controls.example';

interface Lookup {
  items: { kind: string; id: number; model: string; title: string }[];
  quote: Record<string, string | number | null> | null;
}

interface ConsoleEnquiry {
  items: { kind: string; ref_id: number; model: string; family_id: number | null }[];
  quote: Record<string, string | number | null>;
}

describeEachDialect('enquiries about products and cases, with a quotation request', (dialect) => {
  const { t, smtp } = useTestAppWithMail(dialect, { STAFF_NOTIFY_EMAIL: STAFF });
  let api: ReturnType<typeof client>;
  let n = 0;
  let email: string;
  let ip: string;
  /** MR-GV300, a single-seat globe valve (category 201 under the family 43 "Globe Control Valves"). */
  let product: { id: number; no: string; title: string; en_title: string };
  let caseItem: { id: number; title: string; en_title: string };
  let solution: { id: number };

  beforeAll(async () => {
    api = client(t.app);
    const db = t.database.db;
    product = await db
      .selectFrom('product')
      .select(['id', 'no', 'title', 'en_title'])
      .where('no', '=', 'MR-GV300')
      .executeTakeFirstOrThrow();
    caseItem = await db
      .selectFrom('content_item')
      .select(['id', 'title', 'en_title'])
      .where('cate_id', '=', CATE.productCases)
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    solution = await db
      .selectFrom('content_item')
      .select(['id'])
      .where('cate_id', '=', CATE.solutions)
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  });
  beforeEach(async () => {
    email = `quote${++n}@example.com`;
    ip = `10.7.0.${n}`;
    await markVerified(t.app, email);
  });

  const send = (body: object, lang: 'en' | 'zh' = 'en') =>
    api.post<string>('/api/leavemessage/postAdvise', { ...enquiryForm(email), ...body }, { lang, ip });
  const lookup = (mNo: string, lang: 'en' | 'zh' = 'en') =>
    api.post<Lookup>('/api/leavemessage/getmessage', { email, m_no: mNo }, { lang, ip });
  const stored = (mNo: string) =>
    t.database.db.selectFrom('enquiry').selectAll().where('m_no', '=', mNo).executeTakeFirstOrThrow();

  it('links a product and a case: snapshots in the visitor language, the product family, the look-up', async () => {
    const sent = await send(
      {
        items: [
          { kind: 'product', id: product.id },
          { kind: 'case', id: caseItem.id },
        ],
        quote: {
          medium: 'Steam',
          dn: 'DN150',
          pressure_class: 'Class 600',
          temperature: '425 °C',
          flow: '',
          quantity: '6',
        },
      },
      'zh',
    );
    expect(sent.body.code).toBe(1);
    const enquiry = await stored(sent.body.data);
    const items = await t.database.db
      .selectFrom('enquiry_item')
      .select(['kind', 'ref_id', 'model', 'title', 'family_id', 'sort'])
      .where('enquiry_id', '=', enquiry.id)
      .orderBy('sort')
      .execute();
    expect(items).toEqual([
      {
        kind: 'product',
        ref_id: product.id,
        model: 'MR-GV300',
        title: product.title,
        family_id: 43,
        sort: 0,
      },
      { kind: 'case', ref_id: caseItem.id, model: '', title: caseItem.title, family_id: null, sort: 1 },
    ]);
    expect(enquiry).toMatchObject({
      quote_medium: 'Steam',
      quote_dn: 'DN150',
      quote_pressure_class: 'Class 600',
      quote_temperature: '425 °C',
      quote_flow: '',
      quote_quantity: 6,
    });

    const found = await lookup(sent.body.data);
    expect(found.body.data.items).toEqual([
      { kind: 'product', id: product.id, model: 'MR-GV300', title: product.title },
      { kind: 'case', id: caseItem.id, model: '', title: caseItem.title },
    ]);
    expect(found.body.data.quote).toEqual({
      medium: 'Steam',
      dn: 'DN150',
      pressure_class: 'Class 600',
      temperature: '425 °C',
      flow: '',
      quantity: 6,
    });

    const support = await signedIn(t.app, 'support');
    const opened = await support.get<ConsoleEnquiry>(`/enquiries/${enquiry.id}`);
    expect(opened.body.items.map((i) => i.family_id)).toEqual([43, null]);
    expect(opened.body.quote).toMatchObject({ dn: 'DN150', quantity: 6 });
    const list = await support.get<{ m_no: string; items: { model: string }[] }[]>('/enquiries', {
      filter: { m_no: sent.body.data },
    });
    expect(list.body[0]?.items.map((i) => i.model)).toEqual(['MR-GV300', '']);
  });

  it('mails the item and the quotation to the visitor and to staff, escaped in HTML', async () => {
    const before = smtp.inbox.length;
    const sent = await send({
      items: [{ kind: 'product', id: product.id }],
      quote: { medium: 'Acid <HCl>', quantity: 12 },
    });
    expect(sent.body.code).toBe(1);
    const confirmation = await smtp.waitFor(email, (m) => (m.subject ?? '').includes(sent.body.data), before);
    expect(confirmation.text).toContain(`Product: ${product.en_title}`);
    expect(confirmation.text).toContain('Medium: Acid <HCl>');
    expect(confirmation.text).toContain('Quantity: 12');
    expect(confirmation.html).toContain('Acid &#60;HCl&#62;');
    expect(confirmation.html).toContain('MR-GV300');

    const staff = await smtp.waitFor(STAFF, (m) => (m.subject ?? '').includes(sent.body.data), before);
    expect(staff.text).toContain(`Product: ${product.en_title}`);
    expect(staff.text).toContain('Quantity: 12');
    // The form's phone (+1 604 …) says Canada.
    expect(staff.text).toContain('Country: CA');
    expect(staff.html).toContain('Acid &#60;HCl&#62;');
    expect(staff.html).not.toContain('<HCl>');
  });

  it('answers quotation mistakes in the visitor language', async () => {
    for (const quantity of [0, 1.5, 'many', 1_000_001]) {
      expect((await send({ quote: { quantity } })).body).toMatchObject({
        code: 0,
        msg: 'Quantity must be a whole number from 1 to 1,000,000',
      });
    }
    expect((await send({ quote: { quantity: 0 } }, 'zh')).body.msg).toBe(
      '数量必须为 1 至 1,000,000 之间的整数',
    );
    expect((await send({ quote: { dn: 'x'.repeat(61) } })).body.msg).toBe(
      'DN size is too long (at most 60 characters)',
    );
    expect((await send({ quote: { medium: 'x'.repeat(61) } }, 'zh')).body.msg).toBe(
      '介质过长（最多 60 个字符）',
    );
    expect((await send({ country: 'Germany' })).body.msg).toBe('Please choose a country from the list');
    expect((await send({ country: 'XX' }, 'zh')).body.msg).toBe('请从列表中选择国家或地区');
    const six = Array.from({ length: 6 }, () => ({ kind: 'product', id: product.id }));
    expect((await send({ items: six })).body.msg).toBe('A message can be about at most 5 items');
    // A quantity with thousands separators is the number a person means.
    const ok = await send({ quote: { quantity: '1,000' } });
    expect(ok.body.code).toBe(1);
    expect((await stored(ok.body.data)).quote_quantity).toBe(1000);
  });

  it('takes the country the visitor chose, else the phone prefix', async () => {
    const chosen = await send({ country: 'de', phone: '+86 138 0013 8000' });
    expect((await stored(chosen.body.data)).country).toBe('DE');
    const cn = await send({ phone: '+86 138 0013 8000' });
    expect((await stored(cn.body.data)).country).toBe('CN');
    const us = await send({ phone: '+1 415 555 0100' });
    expect((await stored(us.body.data)).country).toBe('US');
    const none = await send({ phone: '021 5555 0100' });
    expect((await stored(none.body.data)).country).toBe('');
  });

  it('refuses unknown, hidden and mislabelled items with a clear message, saving nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('enquiry')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const unknown = await send({ items: [{ kind: 'product', id: 999_999 }] });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({
      code: 0,
      msg: 'The product or case this message is about is no longer available; please remove it and send again',
      data: null,
    });
    // A solution is not a case, and a product id is not a content item.
    expect((await send({ items: [{ kind: 'case', id: solution.id }] })).body.code).toBe(0);
    expect((await send({ items: [{ kind: 'solution', id: product.id }] })).body.code).toBe(0);
    expect((await send({ items: [{ kind: 'valve', id: product.id }] })).body.msg).toMatch(
      /no longer available/,
    );

    const hidden = await t.database.db
      .insertInto('product')
      .values({
        cate_id: 201,
        status: 0,
        sort: 0,
        no: 'MR-HIDDEN',
        search_text: '',
        create_time: 0,
        update_time: 0,
        title: '隐藏',
        en_title: 'Hidden',
        summary: '',
        en_summary: '',
        content: '',
        en_content: '',
        cpxn: '',
        en_cpxn: '',
        cpys: '',
        en_cpys: '',
        jgtd: '',
        en_jgtd: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await send({ items: [{ kind: 'product', id: hidden.id }] }, 'zh');
    expect(refused.body).toEqual({
      code: 0,
      msg: '留言所涉及的产品或案例已不存在或已下线，请移除后重新提交',
      data: null,
    });
    expect(await count()).toBe(before);
  });

  it('keeps the old contract: no items, no quotation, no country field', async () => {
    const sent = await send({});
    expect(sent.body.code).toBe(1);
    const found = await lookup(sent.body.data);
    expect(found.body.data.items).toEqual([]);
    expect(found.body.data.quote).toBeNull();
    const enquiry = await stored(sent.body.data);
    // The form's phone (+1 604 …) says Canada.
    expect(enquiry).toMatchObject({ country: 'CA', quote_dn: '', quote_quantity: null });
  });
});
