import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, startTestApp, type TestApp } from '../helpers/app.js';
import { COOLING_WATER, sizingCall } from '../helpers/sizing.js';
import { signedIn, type StaffClient } from '../helpers/staff.js';

const BAR = 1e5;

interface Actuator {
  model: string;
  motion: 'linear' | 'rotary';
  failAction: string;
  requiredThrust?: number;
  availableThrust?: number;
  requiredTorque?: number;
  availableTorque?: number;
  margin: number;
  springRange: { low: number; high: number };
  warnings: { code: string; message: string }[];
}
interface Candidate {
  productId: number;
  model: string;
  dn: number;
  fits: boolean;
  reasons: { code: string; message: string }[];
  actuator?: Actuator;
}
interface Answer {
  code: 0 | 1;
  msg: string;
  data: { selection?: { fitting: Candidate[]; notFitting: Candidate[] } } | null;
}

const duty = (shutoffBar: number) => ({
  failAction: 'close',
  supplyPressure: 4 * BAR,
  shutoffDeltaP: shutoffBar * BAR,
  leakageClass: 'V',
});
const key = (c: Candidate) => `${c.productId}-${c.dn}`;
const required = (a: Actuator) => a.requiredThrust ?? a.requiredTorque!;
const available = (a: Actuator) => a.availableThrust ?? a.availableTorque!;

describeEachDialect('actuator sizing: POST /api/sizing with select and actuator', (dialect) => {
  let t: TestApp;
  let editor: StaffClient;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    editor = await signedIn(t.app, 'editor');
  });
  afterAll(() => t.close());

  const call = sizingCall(() => t.app, '10.43.0');
  const size = (body: unknown, lang = 'en') => call<Answer>(body, lang);

  it('gives every fitting valve an actuator that closes it at 10 bar, class V, and a larger one or a reason at 40 bar', async () => {
    const low = (await size({ ...COOLING_WATER, select: true, actuator: duty(10) })).body.data!.selection!;
    expect(low.fitting.length).toBeGreaterThan(0);
    for (const c of low.fitting) {
      const a = c.actuator!;
      expect(a.failAction).toBe('close');
      expect(available(a)).toBeGreaterThanOrEqual(required(a) * 1.25);
      expect(a.margin).toBeGreaterThanOrEqual(0.25);
      expect(a.springRange.high).toBeGreaterThan(a.springRange.low);
    }
    const high = (await size({ ...COOLING_WATER, select: true, actuator: duty(40) })).body.data!.selection!;
    const highByKey = new Map([...high.fitting, ...high.notFitting].map((c) => [key(c), c]));
    for (const c of low.fitting) {
      const now = highByKey.get(key(c))!;
      if (now.fits) {
        expect(required(now.actuator!)).toBeGreaterThan(required(c.actuator!));
        expect(available(now.actuator!)).toBeGreaterThanOrEqual(required(now.actuator!) * 1.25);
        // A larger actuator, or the same one when it was already strong enough.
        expect(available(now.actuator!)).toBeGreaterThanOrEqual(available(c.actuator!));
      } else {
        expect(now.reasons.map((r) => r.code)).toEqual(['actuator']);
        expect(now.reasons[0]!.message).toMatch(/actuator/i);
      }
    }
    // Forty bar across a class V seat is beyond some of the diaphragm actuators chosen at ten.
    expect(
      low.fitting.some(
        (c) =>
          available(highByKey.get(key(c))!.actuator ?? c.actuator!) > available(c.actuator!) ||
          !highByKey.get(key(c))!.fits,
      ),
    ).toBe(true);
  });

  it('says in Chinese why no actuator closes a valve', async () => {
    const { body } = await size({ ...COOLING_WATER, select: true, actuator: duty(400) }, 'zh');
    const moved = body.data!.selection!.notFitting.filter((c) =>
      c.reasons.some((r) => r.code === 'actuator'),
    );
    expect(moved.length).toBeGreaterThan(0);
    expect(moved[0]!.reasons[0]!.message).toMatch(/执行机构/);
  });

  it('refuses a wrong duty in the caller’s language', async () => {
    const wrong = await size(
      { ...COOLING_WATER, select: true, actuator: { ...duty(10), leakageClass: 'II' } },
      'zh',
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toMatch(/泄漏等级/);
    const noSelect = await size({ ...COOLING_WATER, actuator: duty(10) });
    expect(noSelect.status).toBe(400);
    expect(noSelect.body.msg).toMatch(/"select": true/);
    const supply = await size({
      ...COOLING_WATER,
      select: true,
      actuator: { ...duty(10), supplyPressure: 50 * BAR },
    });
    expect(supply.status).toBe(400);
    expect(supply.body.msg).toMatch(/Supply pressure/);
  });

  it('lets an editor keep the actuator catalogue, with clear refusals in both languages', async () => {
    const list = await editor.get<{ model: string; area: number }[]>('/actuators', {
      filter: { motion: 'linear', fail_action: 'close' },
      range: [0, 99],
    });
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(5);
    const bad = await editor.post('/actuators', {
      model: 'MR-TEST-1',
      kind: 'diaphragm',
      motion: 'linear',
      fail_action: 'close',
      area: 400,
      spring_low: 1.2,
      spring_high: 0.4,
      stroke: 25,
      max_supply: 4,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/above the lower end of the spring range/);
    const valves = await editor.get<{ id: number; sizes: { dn: number }[] }[]>('/valve_actuations', {
      range: [0, 99],
    });
    expect(valves.body.length).toBe(28);
    const first = valves.body[0]!;
    const unordered = await editor.put(`/valve_actuations/${first.id}`, {
      sizes: [...first.sizes].reverse(),
    });
    expect(unordered.status).toBe(400);
    expect(JSON.stringify(unordered.body)).toMatch(/Row 2, DN must be larger than the row above/);
  });
});
