import { expect, it } from 'vitest';
import type { SizingRequest } from '#sizing/engine/types.js';
import { describeEachDialect, useTestApp } from '../helpers/app.js';

/** Water at 20 °C, 8 → 6 bar(a), 60 m³/h: no pipe reducers, so Kv = Q·√(ρ/ρ₀ / ΔP[bar]). */
const water: SizingRequest = {
  medium: 'liquid',
  fluid: { density: 998.2, vapourPressure: 2_339, criticalPressure: 22.064e6, viscosity: 1.0e-3 },
  valve: { d: 0.08, FL: 0.9, xT: 0.72, Fd: 0.46 },
  cases: [{ name: 'normal', P1: 800_000, P2: 600_000, T: 293.15, Q: 60 }],
};

/** Air dropping from 10 to 1.5 bar(a): choked whatever the valve. */
const air: SizingRequest = {
  medium: 'gas',
  fluid: { molarMass: 28.965, gamma: 1.4, Z: 1, viscosity: 1.81e-5 },
  valve: { d: 0.05, FL: 0.9, xT: 0.72, Fd: 0.46 },
  cases: [
    { name: 'max', P1: 1_000_000, P2: 150_000, T: 293.15, Q: 3_000 },
    { name: 'lower', P1: 1_000_000, P2: 120_000, T: 293.15, Q: 3_000 },
  ],
};

/** Superheated steam, 10 bar(a) and 200 °C (saturation is 179.9 °C), to 7 bar(a). */
const steam: SizingRequest = {
  medium: 'steam',
  fluid: {},
  valve: { d: 0.1 },
  pipe: { D1: 0.15, D2: 0.15 },
  cases: [{ name: 'normal', P1: 1_000_000, P2: 700_000, T: 473.15, W: 5_000 }],
};

interface Answer {
  code: 0 | 1;
  msg: string;
  data: {
    cases: {
      name: string;
      Kv: number;
      Cv: number;
      regime: string;
      Y: number | null;
      x: number | null;
      density?: number;
      warnings: { code: string; message: string }[];
    }[];
  } | null;
}

describeEachDialect('POST /api/sizing', (dialect) => {
  const t = useTestApp(dialect);
  let address = 0;
  /** Each call from an address of its own, so the rate limit only counts where a test wants it. */
  const size = async (body: unknown, lang = 'en', remoteAddress = `10.22.0.${++address % 250}`) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sizing?lang=${lang}`,
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    // Never NaN or Infinity: JSON has no words for them, so they could only show up as null or text.
    expect(response.body).not.toMatch(/NaN|Infinity/);
    return { status: response.statusCode, answer: response.json<Answer>() };
  };

  it('sizes a liquid: Kv from the turbulent equation, Cv = 1.156 Kv', async () => {
    const { status, answer } = await size(water);
    expect(status).toBe(200);
    expect(answer.code).toBe(1);
    const [result] = answer.data!.cases;
    expect(result!.regime).toBe('turbulent');
    const expected = 60 * Math.sqrt(998.2 / 1000 / 2);
    expect(result!.Kv).toBeGreaterThan(expected * 0.995);
    expect(result!.Kv).toBeLessThan(expected * 1.005);
    expect(result!.Cv).toBeCloseTo(result!.Kv * 1.156, 6);
    expect(result!.Y).toBeNull();
  });

  it('sizes a choked gas: same coefficient whatever lower outlet pressure, warned in the language asked', async () => {
    const en = await size(air);
    expect(en.answer.code).toBe(1);
    const [max, lower] = en.answer.data!.cases;
    expect(max!.regime).toBe('choked');
    expect(lower!.Kv).toBeCloseTo(max!.Kv, 9);
    const choked = max!.warnings.find((w) => w.code === 'choked');
    expect(choked?.message).toMatch(/[a-z]{4,}/i);
    const zh = await size(air, 'zh');
    const chokedZh = zh.answer.data!.cases[0]!.warnings.find((w) => w.code === 'choked');
    expect(chokedZh?.message).toMatch(/\p{Script=Han}/u);
    expect(chokedZh?.message).not.toBe(choked?.message);
  });

  it('sizes steam from IAPWS-IF97: the inlet density and x = ΔP/P1', async () => {
    const { answer } = await size(steam);
    expect(answer.code).toBe(1);
    const [result] = answer.data!.cases;
    expect(result!.Kv).toBeGreaterThan(0);
    expect(result!.x).toBeCloseTo(0.3, 9);
    expect(result!.Y).toBeGreaterThan(0.6);
    expect(result!.Y).toBeLessThan(1);
    // IAPWS-IF97 at 1 MPa, 473.15 K: v = 0.2060 m³/kg.
    if (result!.density !== undefined) expect(result!.density).toBeCloseTo(1 / 0.206, 1);
  });

  /** A request with one field changed (`undefined` removes it), and how the answer must name it. */
  const wrongFields: { change(r: SizingRequest): unknown; wire: string; en: string; zh: string }[] = [
    { change: (r) => ({ ...r, medium: 'plasma' }), wire: 'medium', en: 'Medium', zh: '介质' },
    {
      change: (r) => ({ ...r, fluid: { ...r.fluid, density: -5 } }),
      wire: 'fluid.density',
      en: 'Density',
      zh: '密度',
    },
    {
      change: (r) => ({ ...r, fluid: { ...r.fluid, vapourPressure: undefined } }),
      wire: 'fluid.vapourPressure',
      en: 'Vapour pressure',
      zh: '饱和蒸汽压',
    },
    { change: (r) => ({ ...r, valve: { FL: 1.5 } }), wire: 'valve.FL', en: 'F_L', zh: 'F_L' },
    {
      change: (r) => ({ ...r, cases: [{ ...r.cases[0], P1: 1e308 }] }),
      wire: 'cases[0].P1',
      en: 'Inlet pressure P1',
      zh: '入口压力 P1',
    },
    {
      change: (r) => ({ ...r, cases: [{ ...r.cases[0], P2: '6 bar' }] }),
      wire: 'cases[0].P2',
      en: 'Outlet pressure P2',
      zh: '出口压力 P2',
    },
    {
      change: (r) => ({ ...r, cases: [{ ...r.cases[0], T: undefined }] }),
      wire: 'cases[0].T',
      en: 'Inlet temperature T',
      zh: '入口温度 T',
    },
    {
      change: (r) => ({ ...r, cases: [{ ...r.cases[0], Q: undefined }] }),
      wire: 'cases[0].Q',
      en: 'Q or as W',
      zh: 'Q 或质量流量 W',
    },
    {
      change: (r) => ({ ...r, cases: [{ ...r.cases[0], W: 5000 }] }),
      wire: 'cases[0].Q',
      en: 'one of the two',
      zh: '二者之一',
    },
    { change: (r) => ({ ...r, cases: [] }), wire: 'cases', en: '1 to 10 cases', zh: '1 至 10 个工况' },
  ];

  it('names every wrong field, in English and in Chinese, with a 400', async () => {
    for (const wrong of wrongFields) {
      const body = JSON.parse(JSON.stringify(wrong.change(water))) as unknown;
      for (const lang of ['en', 'zh'] as const) {
        const { status, answer } = await size(body, lang);
        expect(status, wrong.wire).toBe(400);
        expect(answer.code, wrong.wire).toBe(0);
        expect(answer.msg, wrong.wire).toContain(wrong.wire);
        expect(answer.msg, wrong.wire).toContain(wrong[lang]);
        if (lang === 'zh') expect(answer.msg).toMatch(/^请检查/);
        else expect(answer.msg).toMatch(/^Please check /);
      }
    }
  });

  it('refuses 11 cases, and takes 10', async () => {
    const many = (n: number) => ({
      ...water,
      cases: Array.from({ length: n }, (_, i) => ({ ...water.cases[0], name: `c${i}` })),
    });
    const eleven = await size(many(11));
    expect(eleven.status).toBe(400);
    expect(eleven.answer.msg).toContain('1 to 10 cases');
    const ten = await size(many(10));
    expect(ten.answer.code).toBe(1);
    expect(ten.answer.data!.cases).toHaveLength(10);
  });

  it('answers hostile input with a 4xx, never a 500', async () => {
    const hostile: unknown[] = [
      'not json',
      '[]',
      'null',
      '{}',
      { ...water, cases: [{ ...water.cases[0], Q: 1e308 }] },
      { ...water, cases: [{ ...water.cases[0], Q: -60 }] },
      { ...water, cases: [{ ...water.cases[0], T: -300 }] },
      { ...water, fluid: 'water' },
      { ...water, cases: 'many' },
      { ...water, cases: [{ ...water.cases[0], name: 'x'.repeat(500) }] },
      { ...air, fluid: { molarMass: 1e308, gamma: 1e308 } },
      { ...steam, cases: [{ ...steam.cases[0], P1: 1e-300, P2: 1e-301 }] },
    ];
    for (const body of hostile) {
      const { status, answer } = await size(body);
      expect(status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
      expect(answer.code).toBe(0);
    }
  });

  it('answers states the equations do not cover with a warning, not a failure', async () => {
    // Steam asked at a compressed-liquid state and with P2 above P1.
    const { status, answer } = await size({
      ...steam,
      cases: [
        { name: 'liquid', P1: 1_000_000, P2: 700_000, T: 350, W: 5_000 },
        { name: 'backwards', P1: 700_000, P2: 1_000_000, T: 473.15, W: 5_000 },
      ],
    });
    expect(status).toBeLessThan(500);
    if (answer.code === 1) {
      const codes = answer.data!.cases.map((c) => c.warnings.map((w) => w.code));
      expect(codes[0]!.some((c) => c === 'steam-liquid' || c === 'state-outside')).toBe(true);
      expect(codes[1]).toContain('pressure-order');
    }
  });

  it('is rate-limited per address like the other public calls', async () => {
    let refused: Awaited<ReturnType<typeof size>> | undefined;
    for (let i = 0; i < 70 && !refused; i++) {
      const answer = await size(water, 'zh', '10.22.9.9');
      if (answer.status === 429) refused = answer;
    }
    expect(refused?.answer.code).toBe(0);
    expect(refused?.answer.msg).toContain('请求过于频繁');
  });
});
