import { expect, it } from 'vitest';
import type { FlowSize } from '#sizing/engine/selection.js';
import type { SizingRequest } from '#sizing/engine/types.js';
import { sql } from 'kysely';
import { ratingTables } from '#server/db/migrations/0019_rating_tables.js';
import { describeEachDialect, useTestApp } from '../helpers/app.js';
import { COOLING_WATER, sizingCall } from '../helpers/sizing.js';
import { signedIn, useSignedIn } from '../helpers/staff.js';

interface Candidate {
  model: string;
  dn: number;
  fits: boolean;
  rating: { asmeClass?: number; pn?: number; material: string; allowable: number } | null;
  reasons: { code: string; message: string }[];
}
interface Answer {
  data: { selection: { fitting: Candidate[]; notFitting: Candidate[] } } | null;
}
type Row = { id: number; no: string; flow_sizes: FlowSize[] };
interface RatingTableRecord {
  id: number;
  material: string;
  basis: string;
  ratings: number[];
  rows: { celsius: number; bar: number[] }[];
}

/**
 * WC9 (ASME A217, chromium–molybdenum) in Classes 600 to 2500: made-up figures for the test, not
 * the standard's (the seed carries no WC9 table: no printed copy of Group 1.10 could be read).
 */
const wc9 = {
  material: 'WC9',
  basis: 'class',
  name: '铬钼钢 ASTM A217 WC9',
  en_name: 'chromium-molybdenum steel ASTM A217 WC9',
  source: 'Test figures',
  ratings: [600, 900, 1500, 2500],
  rows: [
    { celsius: -29, bar: [103.4, 155.1, 258.6, 430.9] },
    { celsius: 200, bar: [97.2, 145.8, 243.2, 405.4] },
    { celsius: 400, bar: [80.0, 120.0, 200.0, 333.0] },
  ],
};

describeEachDialect(
  'rating tables as catalogue data: the console keeps them, the selection rates by them',
  (dialect) => {
    const t = useTestApp(dialect);
    const editor = useSignedIn(t, 'editor');

    const call = sizingCall(() => t.app, '10.41.0');
    const select = async (body: SizingRequest & { productId: number }, lang = 'en') =>
      (await call<Answer>({ ...body, select: true }, lang)).body.data!.selection;
    /** Boiler feed water at 200 °C, at P1 bar(a): through MR-AC630, WC9 among its bodies. */
    const feed = (P1bar: number, productId: number) => ({
      medium: 'liquid' as const,
      fluid: { density: 864.7, vapourPressure: 1_554_900, criticalPressure: 22.064e6, viscosity: 1.35e-4 },
      pipe: { D1: 0.1, D2: 0.1 },
      cases: COOLING_WATER.cases.map((c) => ({ ...c, P1: P1bar * 1e5, P2: P1bar * 1e5 - 2e5, T: 473.15 })),
      productId,
    });
    const product = async (model: string) =>
      (await editor.get<Row[]>('/products', { filter: { q: model }, range: [0, 9] })).body.find(
        (p) => p.no === model,
      )!;

    it('carries the published tables from the seed, each with its history', async () => {
      const list = await editor.get<RatingTableRecord[]>('/rating_tables', { range: [0, 49] });
      expect(list.status).toBe(200);
      expect(list.body.map((r) => r.material).sort()).toEqual(
        ['A105', 'CF3M', 'CF8M', 'F316', 'LCC', 'LF2', 'WCB', 'WCC'].sort(),
      );
      const wcb = list.body.find((r) => r.material === 'WCB')!;
      expect(wcb.ratings).toEqual([150, 300, 600, 900, 1500, 2500]);
      expect(wcb.rows.find((r) => r.celsius === 200)!.bar[1]).toBe(43.8);
      const history = await editor.get<{ action: string }[]>(`/history/rating_table/${wcb.id}`);
      expect(history.body.map((r) => r.action)).toEqual(['create']);
    });

    it('leaves a body without a table unrated, then rates it once staff add one: fits, or rating exceeded', async () => {
      const ac630 = await product('MR-AC630');
      // F22, F91, WC9, C12A: none has a table yet.
      const before = await select(feed(60, ac630.id));
      expect(before.fitting).toEqual([]);
      expect(before.notFitting.every((c) => c.reasons.some((r) => r.code === 'rating-unchecked'))).toBe(true);

      const created = await editor.post<RatingTableRecord>('/rating_tables', wc9);
      expect(created.status).toBe(201);
      const fits = await select(feed(60, ac630.id));
      expect(fits.fitting.length).toBeGreaterThan(0);
      for (const c of fits.fitting)
        expect(c.rating).toEqual({ asmeClass: 600, material: 'WC9', allowable: 97.2 });

      // 420 bar(a) at 200 °C is above even Class 2500 there (405.4 bar(g)).
      const over = await select(feed(420, ac630.id), 'zh');
      expect(over.fitting).toEqual([]);
      for (const c of over.notFitting) {
        const exceeded = c.reasons.find((r) => r.code === 'rating-exceeded')!;
        expect(exceeded.message).toContain('压力等级不足');
        expect(exceeded.message).toContain('Class 2500');
        expect(exceeded.message).toContain('405');
      }

      // An edit is a revision, and the selection follows it at once.
      const lower = { rows: wc9.rows.map((r) => ({ ...r, bar: r.bar.map((b) => b / 2) })) };
      expect((await editor.put(`/rating_tables/${created.body.id}`, lower)).status).toBe(200);
      const halved = await select(feed(60, ac630.id));
      for (const c of halved.fitting) expect(c.rating).toMatchObject({ asmeClass: 900, material: 'WC9' });
      const history = await editor.get<{ action: string }[]>(`/history/rating_table/${created.body.id}`);
      expect(history.body.map((r) => r.action)).toEqual(['update', 'create']);

      // Gone again: not rated, never fitting.
      expect((await editor.del(`/rating_tables/${created.body.id}`)).status).toBe(200);
      const after = await select(feed(60, ac630.id));
      expect(after.fitting).toEqual([]);
    });

    it('refuses a table that is not one, naming the cell in the staff member’s language, and a second one', async () => {
      const rising = { ...wc9, rows: [wc9.rows[0], { celsius: 200, bar: [110, 155.1, 258.6, 430.9] }] };
      const bad = await editor.post<{ errors: Record<string, string> }>('/rating_tables', rising);
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({
        'rows.1.bar.0':
          'Row 2 (200 °C), Class 600 is higher than at the temperature above: a body holds less as it gets hotter.',
      });
      const zh = await editor.call<{ errors: Record<string, string> }>('POST', '/rating_tables', {
        body: { ...wc9, basis: 'pn' },
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(zh.status).toBe(400);
      expect(zh.body.errors['ratings.0']).toMatch(/^第 1 列必须为 PN 2\.5、/);
      const wcb = { ...wc9, material: 'WCB' };
      const twice = await editor.post<{ message: string }>('/rating_tables', wcb);
      expect(twice.status).toBe(409);
      expect(twice.body.message).toMatch(/WCB already has a rating table by ASME/);
      // Only editors and admins keep them.
      const support = await signedIn(t.app, 'support');
      expect((await support.get('/rating_tables')).status).toBe(403);
    });

    it('gives a database that had its content before the tables were data the published tables, with a revision each', async () => {
      // As the database was before: no rating_table. Its migration then runs (alone: the later
      // ones have run, and the migrator refuses to run an earlier one after them).
      const handle = t.database;
      await sql`drop table rating_table`.execute(handle.db);
      await sql`delete from revision where entity = 'rating_table'`.execute(handle.db);
      await ratingTables(dialect).up(handle.db);
      const list = await editor.get<RatingTableRecord[]>('/rating_tables', { range: [0, 49] });
      expect(list.body).toHaveLength(8);
      const lcc = list.body.find((r) => r.material === 'LCC')!;
      expect(lcc.rows.at(-1)).toEqual({ celsius: 250, bar: [12.1, 46.3, 92.7, 139, 231.8, 386.2] });
      const history = await editor.get<{ action: string }[]>(`/history/rating_table/${lcc.id}`);
      expect(history.body.map((r) => r.action)).toEqual(['create']);
    });
  },
);
