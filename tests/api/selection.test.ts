import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FlowSize } from '#sizing/engine/selection.js';
import type { SizingRequest } from '#sizing/engine/types.js';
import { describeEachDialect, startTestApp, type TestApp } from '../helpers/app.js';
import { client } from '../helpers/http.js';
import { COOLING_WATER, sizingCall } from '../helpers/sizing.js';
import { signedIn, type StaffClient } from '../helpers/staff.js';

const water: SizingRequest = COOLING_WATER;

interface Candidate {
  productId: number;
  model: string;
  dn: number;
  fits: boolean;
  travel: { name: string; Kv: number | null; travel: number | null }[];
  rating: { asmeClass?: number; pn?: number; material: string; allowable: number } | null;
  reasons: { code: string; message: string }[];
  notes: { code: string; message: string; params: Record<string, string | number> }[];
}
interface Answer {
  code: 0 | 1;
  msg: string;
  data: {
    cases: unknown[];
    selection?: {
      rules: string[];
      fitting: Candidate[];
      notFitting: Candidate[];
      beyondCatalogue: { case: string; model: string; dn: number; message: string } | null;
    };
  } | null;
}
type Row = Record<string, unknown> & { id: number; no: string; flow_sizes: FlowSize[] };

describeEachDialect(
  'valve selection: POST /api/sizing with select, and the catalogue flow tables',
  (dialect) => {
    let t: TestApp;
    let editor: StaffClient;
    beforeAll(async () => {
      t = await startTestApp(dialect);
      editor = await signedIn(t.app, 'editor');
    });
    afterAll(() => t.close());

    const call = sizingCall(() => t.app, '10.23.0');
    const size = (body: unknown, lang = 'en') => call<Answer>(body, lang);
    const productByModel = async (model: string) => {
      const list = await editor.get<Row[]>('/products', { filter: { q: model }, range: [0, 9] });
      return list.body.find((p) => p.no === model)!;
    };

    it('ranks the demo catalogue’s valves that fit, smallest first, with their travel and rating', async () => {
      const { status, body } = await size({ ...water, select: true });
      expect(status).toBe(200);
      const selection = body.data!.selection!;
      expect(selection.rules).toHaveLength(5);
      expect(selection.fitting.length).toBeGreaterThan(3);
      const dns = selection.fitting.map((c) => c.dn);
      expect(dns).toEqual([...dns].sort((a, b) => a - b));
      for (const c of selection.fitting) {
        expect(c.reasons).toEqual([]);
        const max = c.travel.find((x) => x.name === 'max')!.travel!;
        const min = c.travel.find((x) => x.name === 'min')!.travel!;
        expect(max).toBeLessThanOrEqual(0.9);
        expect(min).toBeGreaterThanOrEqual(0.1);
        // 7 bar(a) at 20 °C: well within the lowest class each size is offered in.
        expect(c.rating?.allowable).toBeGreaterThan(6);
      }
      expect(
        selection.notFitting.every((c) => c.reasons.length > 0 && c.reasons.every((r) => r.message)),
      ).toBe(true);
    });

    it('words the reasons and rules in Chinese when asked', async () => {
      const { body } = await size({ ...water, select: true }, 'zh');
      const selection = body.data!.selection!;
      expect(selection.rules[0]).toMatch(/最大流量/);
      expect(selection.notFitting[0]!.reasons[0]!.message).toMatch(/[\u4e00-\u9fff]/);
    });

    it('limits the list to one product for "Size this valve", and old clients get no selection', async () => {
      const product = await productByModel('MR-GV300');
      const { body } = await size({ ...water, select: true, productId: product.id });
      const all = [...body.data!.selection!.fitting, ...body.data!.selection!.notFitting];
      expect(all.length).toBe(product.flow_sizes.length);
      expect(new Set(all.map((c) => c.model))).toEqual(new Set(['MR-GV300']));
      const plain = await size(water);
      expect(plain.body.data).not.toHaveProperty('selection');
      const bad = await size({ ...water, select: true, productId: -3 }, 'zh');
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toContain('产品');
    });

    it('shows the flow table with the product, and a staff edit of it changes the selection', async () => {
      const product = await productByModel('MR-RP310');
      const api = client(t.app);
      const page = await api.get<{ flow_sizes: FlowSize[] }>('/api/Product/getProduct', { id: product.id });
      expect(page.body.data.flow_sizes.map((s) => s.dn)).toEqual(product.flow_sizes.map((s) => s.dn));

      const before = await size({ ...water, select: true, productId: product.id });
      expect(before.body.data!.selection!.fitting.length).toBeGreaterThan(0);
      // Staff correct every Kv upwards by 60 %: a smaller size now passes the maximum flow.
      const raised = product.flow_sizes.map((s) => ({ ...s, Kv: s.Kv * 1.6 }));
      const put = await editor.put<Row>(`/products/${product.id}`, { flow_sizes: raised });
      expect(put.status).toBe(200);
      expect(put.body.flow_sizes[0]!.Kv).toBe(product.flow_sizes[0]!.Kv * 1.6);
      const after = await size({ ...water, select: true, productId: product.id });
      expect(after.body.data!.selection!.fitting[0]!.dn).toBeLessThan(
        before.body.data!.selection!.fitting[0]!.dn,
      );
    });

    it('takes the LCC body in Class 300 for hot water WCB Class 300 cannot hold, and refuses once LCC is gone', async () => {
      // Boiler feed water at 200 °C, 48 → 46 bar(a): 46.99 bar(g), above WCB Class 300 there
      // (43.8 bar) and under LCC Class 300 (48.6 bar, ASME B16.34 Table 2-1.2).
      const feed: SizingRequest = {
        medium: 'liquid',
        fluid: { density: 864.7, vapourPressure: 1_554_900, criticalPressure: 22.064e6, viscosity: 1.35e-4 },
        pipe: { D1: 0.1, D2: 0.1 },
        cases: water.cases.map((c) => ({ ...c, P1: 4_800_000, P2: 4_600_000, T: 473.15 })),
      };
      const product = await productByModel('MR-SS730');
      const to300 = product.flow_sizes.map((s) => ({ ...s, asmeClasses: [150, 300] }));
      expect((await editor.put(`/products/${product.id}`, { flow_sizes: to300 })).status).toBe(200);
      const lcc = await size({ ...feed, select: true, productId: product.id });
      const fitting = lcc.body.data!.selection!.fitting;
      expect(fitting.length).toBeGreaterThan(0);
      for (const c of fitting) expect(c.rating).toEqual({ asmeClass: 300, material: 'LCC', allowable: 48.6 });

      const withoutLcc = to300.map((s) => ({ ...s, materials: s.materials.filter((m) => m !== 'LCC') }));
      expect((await editor.put(`/products/${product.id}`, { flow_sizes: withoutLcc })).status).toBe(200);
      const zh = await size({ ...feed, select: true, productId: product.id }, 'zh');
      const selection = zh.body.data!.selection!;
      expect(selection.fitting).toEqual([]);
      for (const c of selection.notFitting) {
        const rating = c.reasons.find((r) => r.code === 'rating-exceeded');
        // Said in Chinese, with the class and the most an offered body holds at 200 °C.
        expect(rating?.message).toContain('压力等级不足');
        expect(rating?.message).toContain('Class 300');
        expect(rating?.message).toContain('43.8');
      }
      await editor.put(`/products/${product.id}`, { flow_sizes: product.flow_sizes });
    });

    it('notes cavitation where the sizes that fit cavitate, and names the catalogue’s anti-cavitation trim', async () => {
      // Water at 90 °C, 12 → 3 bar(a): single-stage globe valves cavitate; the multi-stage
      // MR-AC610 (x_Fz 0.9 in its flow table) does not.
      const hot: SizingRequest = {
        medium: 'liquid',
        fluid: { density: 965.3, vapourPressure: 70_182, criticalPressure: 22.064e6, viscosity: 3.15e-4 },
        pipe: { D1: 0.1, D2: 0.1 },
        cases: water.cases.map((c) => ({ ...c, P1: 12e5, P2: 3e5, T: 363.15 })),
      };
      for (const lang of ['en', 'zh'] as const) {
        const { body } = await size({ ...hot, select: true }, lang);
        const fitting = body.data!.selection!.fitting;
        const calm = fitting.filter((c) => !c.notes.some((n) => n.code === 'cavitation'));
        expect(calm.map((c) => c.model)).toContain('MR-AC610');
        const cavitating = fitting.filter((c) => c.notes.some((n) => n.code === 'cavitation'));
        expect(cavitating.length).toBeGreaterThan(0);
        for (const c of cavitating) {
          const hint = c.notes.find((n) => n.code === 'anti-cavitation')!;
          expect(hint.params).toEqual({ model: calm[0]!.model, dn: calm[0]!.dn });
          expect(hint.message).toContain(calm[0]!.model);
          expect(c.notes[0]!.message).toMatch(lang === 'en' ? /^Cavitation begins in the/ : /开始空化/);
        }
      }
    });

    it('names the largest size of the catalogue when a case needs more than it passes', async () => {
      const flood: SizingRequest = {
        ...water,
        cases: water.cases.map((c) => ({ ...c, Q: c.Q! * 5000 })),
      };
      const { body } = await size({ ...flood, select: true }, 'zh');
      const selection = body.data!.selection!;
      expect(selection.fitting).toEqual([]);
      expect(selection.beyondCatalogue).toMatchObject({ case: 'max', model: 'MR-BF230', dn: 1200 });
      expect(selection.beyondCatalogue!.message).toContain('没有足够大的口径');
      expect((await size({ ...water, select: true })).body.data!.selection!.beyondCatalogue).toBeNull();
    });

    it('refuses a bad flow table, naming the row and the cell, and keeps the old one', async () => {
      const product = await productByModel('MR-GV400');
      const rows = product.flow_sizes.map((s, i) => (i === 1 ? { ...s, Kv: -5 } : s));
      const bad = await editor.put(`/products/${product.id}`, { flow_sizes: rows });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors as object)).toEqual(['flow_sizes.1.Kv']);
      // Each refusal names the row and the cell, in the staff member's language.
      expect(bad.body.errors).toEqual({
        'flow_sizes.1.Kv': 'Row 2, rated Kv must be between 0.0001 and 200000.',
      });
      const zh = await editor.call<{ errors: Record<string, string> }>('PUT', `/products/${product.id}`, {
        body: { flow_sizes: rows.map((s, i) => (i === 2 ? { ...s, characteristic: 'parabolic' } : s)) },
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(zh.body.errors).toEqual({
        'flow_sizes.1.Kv': '第 2 行，额定 Kv必须在 0.0001 到 200000 之间。',
        'flow_sizes.2.characteristic': '第 3 行，流量特性必须为线性、等百分比或快开。',
      });
      const unordered = await editor.put(`/products/${product.id}`, {
        flow_sizes: [product.flow_sizes[1], product.flow_sizes[0]],
      });
      expect(unordered.status).toBe(400);
      expect(Object.keys(unordered.body.errors as object)).toEqual(['flow_sizes.1.dn']);
      expect((await productByModel('MR-GV400')).flow_sizes).toEqual(product.flow_sizes);
    });
  },
);
