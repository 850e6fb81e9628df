import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { defaultForm, encodeForm, type SizingForm } from '#sizing/form/sizingState.js';
import { decodeDuty, sizeChosenActuator } from '#sizing/form/actuatorDuty.js';
import type { SizingSnapshot } from '#sizing/engine/snapshotText.js';
import { describeEachDialect, markVerified, useTestAppWithMail } from '../helpers/app.js';
import { enquiryIdOf } from '../helpers/desk.js';
import { client, enquiryForm } from '../helpers/http.js';
import { signedIn, type StaffClient } from '../helpers/staff.js';

const STAFF = 'desk@mapleriver-controls.example';

/** The sizing page's first sizing (water, 20 / 60 / 90 m³/h), from the product MR-GV300. */
const waterForm = (product: number): SizingForm => defaultForm(product);

interface Lookup {
  items: unknown[];
  quote: unknown;
  sizing?: SizingSnapshot;
}

describeEachDialect('enquiries with a sizing attached', (dialect) => {
  const { t, smtp } = useTestAppWithMail(dialect, { STAFF_NOTIFY_EMAIL: STAFF });
  let api: ReturnType<typeof client>;
  let support: StaffClient;
  let product: { id: number; no: string };
  /** The size of MR-GV300 the selection ranks first for the water case. */
  let valve: string;
  let n = 0;
  let email: string;
  let ip: string;

  beforeAll(async () => {
    api = client(t.app);
    product = await t.database.db
      .selectFrom('product')
      .select(['id', 'no'])
      .where('no', '=', 'MR-GV300')
      .executeTakeFirstOrThrow();
    const [catalogued] = await t.app.services.content.products.flowCatalogue(product.id);
    expect(catalogued?.sizes.length).toBeGreaterThan(0);
    // DN 80: the size the water case's flows need (20 / 60 / 90 m³/h at 2–5.5 bar drop).
    valve = `${product.id}-80`;
    expect(catalogued!.sizes.some((s) => s.dn === 80)).toBe(true);
  });
  beforeEach(async () => {
    email = `sized${++n}@example.com`;
    ip = `10.23.7.${n}`;
    await markVerified(t.app, email);
    support = await signedIn(t.app, 'support');
  });

  const send = (body: object, lang: 'en' | 'zh' = 'en') =>
    api.post<string | null>('/api/leavemessage/postAdvise', { ...enquiryForm(email), ...body }, { lang, ip });
  const lookup = (mNo: string, lang: 'en' | 'zh' = 'en') =>
    api.post<Lookup>('/api/leavemessage/getmessage', { email, m_no: mNo }, { lang, ip });
  const count = async (table: 'enquiry' | 'enquiry_sizing') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('keeps the sizing with the enquiry: inputs, results and the chosen size, shown in the look-up and the console', async () => {
    const state = encodeForm(waterForm(product.id));
    const sent = await send({ items: [{ kind: 'product', id: product.id }], sizing: { state, valve } }, 'zh');
    expect(sent.body.code).toBe(1);
    const mNo = sent.body.data!;
    const id = await enquiryIdOf(t, mNo);
    const row = await t.database.db
      .selectFrom('enquiry_sizing')
      .selectAll()
      .where('enquiry_id', '=', id)
      .executeTakeFirstOrThrow();
    const stored = JSON.parse(row.snapshot) as SizingSnapshot;
    expect(stored).toMatchObject({
      version: 1,
      state,
      medium: 'liquid',
      fluid: 'water',
      units: { flow: 'm3/h', T: 'C' },
      valve: { key: valve, productId: product.id, model: 'MR-GV300', dn: 80, fits: true },
    });
    expect(stored.reference).toMatch(/^MRC-SZ-[0-9A-F]{8}$/);
    expect(stored.cases.map((c) => [c.key, c.flow])).toEqual([
      ['min', '20'],
      ['normal', '60'],
      ['max', '90'],
    ]);
    // Kv grows with the flow; the chosen size opens further for more flow.
    const kv = stored.cases.map((c) => c.Kv!);
    expect(kv[0]).toBeLessThan(kv[1]!);
    expect(kv[1]).toBeLessThan(kv[2]!);
    const travel = stored.valve!.travel.map((c) => c.travel!);
    expect(travel[0]).toBeGreaterThanOrEqual(0.1);
    expect(travel[2]).toBeLessThanOrEqual(0.9);
    expect(travel[0]).toBeLessThan(travel[2]!);

    const found = await lookup(mNo, 'zh');
    expect(found.body.data.sizing).toEqual(stored);

    const opened = await support.get<{ sizing: SizingSnapshot | null }>(`/enquiries/${id}`);
    expect(opened.body.sizing).toEqual(stored);
  });

  it('mails the sizing to the visitor in their language and to staff', async () => {
    const before = smtp.inbox.length;
    const sent = await send({ sizing: { state: encodeForm(waterForm(product.id)), valve } }, 'zh');
    const mNo = sent.body.data!;
    const confirmation = await smtp.waitFor(email, (m) => (m.subject ?? '').includes(mNo), before);
    expect(confirmation.text).toContain('选型计算：');
    expect(confirmation.text).toContain('介质：水 (液体)');
    expect(confirmation.text).toContain('所选阀门：MR-GV300 DN 80');
    expect(confirmation.text).toMatch(/流量 \(m³\/h\)：最小 20, 正常 60, 最大 90/);
    expect(confirmation.html).toContain('MR-GV300 DN 80');

    const staff = await smtp.waitFor(STAFF, (m) => (m.subject ?? '').includes(mNo), before);
    expect(staff.text).toContain('Sizing:');
    expect(staff.text).toContain('Fluid: Water (Liquid)');
    expect(staff.text).toMatch(/Flow \(m³\/h\): Minimum 20, Normal 60, Maximum 90/);
    expect(staff.text).toMatch(/Travel \(MR-GV300 DN 80\): Minimum \d+ %, Normal \d+ %, Maximum \d+ %/);
    expect(staff.html).toContain('<table');
  });

  it('exports the medium, the required Kv at maximum flow and the chosen valve', async () => {
    const sent = await send({ sizing: { state: encodeForm(waterForm(product.id)), valve } });
    const mNo = sent.body.data!;
    const id = await enquiryIdOf(t, mNo);
    const maxKv = (await support.get<{ sizing: SizingSnapshot }>(`/enquiries/${id}`)).body.sizing.cases[2]!
      .Kv!;
    const download = (format: string, lang: string) =>
      t.app.inject({
        method: 'GET',
        url: '/admin/api/enquiries/export',
        query: { format, lang, filter: JSON.stringify({ m_no: mNo }) },
        headers: { cookie: support.cookie },
      });
    const csv = await download('csv', 'zh');
    expect(csv.statusCode).toBe(200);
    const lines = csv.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toContain('选型：介质,选型：最大流量所需 Kv,选型：所选阀门');
    expect(lines[1]).toContain(`水,${Number(maxKv.toPrecision(4))},MR-GV300 DN 80`);

    const xlsx = await download('xlsx', 'en');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(xlsx.rawPayload).buffer);
    const sheet = workbook.worksheets[0]!;
    const header = sheet.getRow(1).values as unknown[];
    const column = (name: string) => header.indexOf(name);
    expect(sheet.getRow(2).getCell(column('Sizing: medium')).value).toBe('Water');
    expect(sheet.getRow(2).getCell(column('Sizing: required Kv at maximum flow')).value).toBe(
      Number(maxKv.toPrecision(4)),
    );
    expect(sheet.getRow(2).getCell(column('Sizing: chosen valve')).value).toBe('MR-GV300 DN 80');
  });

  it('sends the whole snapshot in the webhook payload, and counts sized enquiries on the dashboard', async () => {
    const admin = await signedIn(t.app, 'admin');
    const hook = await admin.post<{ id: number }>('/webhooks', {
      url: 'https://crm.example.com/hook',
      events: ['enquiry.created'],
      description: 'CRM',
    });
    expect(hook.status).toBe(201);
    const stats = async () =>
      (await admin.get<{ by_sizing: { key: string; total: number }[] }>('/desk-stats', { weeks: 12 })).body
        .by_sizing;
    const before = (await stats()).find((s) => s.key === 'sizing')?.total ?? 0;
    const sent = await send({ sizing: { state: encodeForm(waterForm(product.id)), valve } });
    const plain = await send({});
    const deliveries = await t.database.db
      .selectFrom('webhook_delivery')
      .select(['ref', 'payload'])
      .where('webhook_id', '=', hook.body.id)
      .execute();
    const payload = (mNo: string) =>
      JSON.parse(deliveries.find((d) => d.ref === mNo)!.payload) as { data: { sizing?: SizingSnapshot } };
    const id = await enquiryIdOf(t, sent.body.data!);
    const stored = (await support.get<{ sizing: SizingSnapshot }>(`/enquiries/${id}`)).body.sizing;
    expect(payload(sent.body.data!).data.sizing).toEqual(stored);
    expect(payload(plain.body.data!).data).not.toHaveProperty('sizing');
    expect((await stats()).find((s) => s.key === 'sizing')?.total).toBe(before + 1);
    await admin.del(`/webhooks/${hook.body.id}`);
  });

  it('refuses a bad or oversized sizing in the visitor language, saving nothing', async () => {
    const enquiries = await count('enquiry');
    const sizings = await count('enquiry_sizing');
    const cases: [object, 'en' | 'zh', string][] = [
      [
        { sizing: { state: 'not a state!' } },
        'en',
        'The sizing attached to this message is incomplete or damaged; please remove it, or open the sizing page and ask for the quotation again',
      ],
      [
        { sizing: { state: 'bm90IGpzb24' } },
        'zh',
        '留言所附的选型计算不完整或已损坏，请移除后提交，或重新打开选型页面再次询价',
      ],
      [
        { sizing: 'water' },
        'en',
        'The sizing attached to this message is incomplete or damaged; please remove it, or open the sizing page and ask for the quotation again',
      ],
      [
        { sizing: { state: 'A'.repeat(4001) } },
        'en',
        'The sizing attached to this message is too large; please remove it, or open the sizing page and ask for the quotation again',
      ],
      [
        { sizing: { state: encodeForm(waterForm(product.id)), valve: '999999-80' } },
        'zh',
        '选型计算中所选的阀门已不在产品目录中，请移除选型计算，或在选型页面另选阀门',
      ],
    ];
    for (const [body, lang, msg] of cases) {
      const answer = await send(body, lang);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ code: 0, msg, data: null });
    }
    // A sizing whose figures cannot be sized names the field, as the sizing page does.
    const form = waterForm(product.id);
    form.cases[1] = { ...form.cases[1], P1: 'nine' };
    const wrong = await send({ sizing: { state: encodeForm(form) } });
    expect(wrong.body.code).toBe(0);
    expect(wrong.body.msg).toMatch(/^Please check .*Normal/);
    expect(await count('enquiry')).toBe(enquiries);
    expect(await count('enquiry_sizing')).toBe(sizings);
  });

  it('carries the chosen valve’s actuator, sized again on the server from the duty alone', async () => {
    const form = waterForm(product.id);
    const act = 'close-4-10-V';
    // A browser's own "actuator" is not taken: only the duty travels, and the server sizes it.
    const forged = { model: 'MR-FORGED', requiredThrust: 1, availableThrust: 1e9, margin: 9 };
    const sent = await send({ sizing: { state: encodeForm(form), valve, act, actuator: forged } }, 'zh');
    expect(sent.body.code).toBe(1);
    const id = await enquiryIdOf(t, sent.body.data!);
    const { content } = t.app.services;
    const expected = sizeChosenActuator(form, valve, decodeDuty(act)!, {
      valves: Object.fromEntries(await content.valveActuations.ofProducts([product.id])),
      actuators: await content.actuators.catalogue(),
    }).actuator!;
    expect(expected.model).not.toBe('MR-FORGED');
    const stored = (await support.get<{ sizing: SizingSnapshot }>(`/enquiries/${id}`)).body.sizing;
    expect(stored.actuator).toEqual({
      duty: { failAction: 'close', supplyPressure: 4e5, shutoffDeltaP: 10e5, leakageClass: 'V' },
      choice: {
        model: expected.model,
        kind: expected.kind,
        motion: 'linear',
        failAction: 'close',
        area: expected.area,
        springRange: expected.springRange,
        supplyPressure: 4e5,
        requiredThrust: expected.requiredThrust,
        availableThrust: expected.availableThrust,
        margin: expected.margin,
        warnings: expected.warnings,
      },
      reason: null,
    });
    // It closes the valve with the 25 % margin the sizing promises.
    expect(stored.actuator!.choice!.availableThrust!).toBeGreaterThanOrEqual(
      stored.actuator!.choice!.requiredThrust! * 1.25,
    );
    // The visitor's mail words it, in their language.
    const mail = await smtp.waitFor(email, (m) => (m.subject ?? '').includes(sent.body.data!));
    expect(mail.text).toContain(`执行机构 · 执行机构：${expected.model}`);
    expect(mail.text).toContain('执行机构 · 泄漏等级：V');
    expect(mail.html).toContain(expected.model);
  });

  it('refuses a duty it did not write, or one without a chosen valve, saving nothing', async () => {
    const enquiries = await count('enquiry');
    const state = encodeForm(waterForm(product.id));
    const damaged =
      'The sizing attached to this message is incomplete or damaged; please remove it, or open the sizing page and ask for the quotation again';
    for (const sizing of [
      { state, valve, act: 'close-4-10-VII' },
      { state, valve, act: 'shut-4-10-V' },
      { state, valve, act: 'close-4-9999-V' },
      { state, valve, act: 'close-4-0-V' },
      { state, act: 'close-4-10-V' },
    ]) {
      const answer = await send({ sizing });
      expect(answer.body, sizing.act).toEqual({ code: 0, msg: damaged, data: null });
    }
    expect(await count('enquiry')).toBe(enquiries);
  });

  it('answers an enquiry without a sizing exactly as before', async () => {
    const sent = await send({});
    const found = await lookup(sent.body.data!);
    expect(Object.keys(found.body.data)).not.toContain('sizing');
    expect(Object.keys(found.body.data).at(-1)).toBe('quote');
  });
});
