import { expect, it } from 'vitest';
import type { SizingRequest } from '#sizing/engine/types.js';
import { fluidAt } from '#sizing/engine/fluidProperties.js';
import { describeEachDialect, useTestApp } from '../helpers/app.js';
import { sizingCall } from '../helpers/sizing.js';

interface Warning {
  code: string;
  message: string;
  params?: Record<string, number | string>;
}
interface Result {
  Kv: number;
  regime: string;
  Rev?: number;
  FP: number;
  noise_dBA: number | null;
  outletVelocity?: number;
  warnings: Warning[];
}
interface Answer {
  code: 0 | 1;
  data: { cases: Result[]; assumed: { field: string; value: number }[] } | null;
}

/** Water at 20 °C (IAPWS-IF97 at 3 bar). */
const water20 = { density: 998.3, vapourPressure: 2_339, criticalPressure: 22.064e6, viscosity: 1.0e-3 };
/** Carbon dioxide as the page's preset gives it (critical constants, no Z), at 10 MPa and 320 K. */
const co2 = fluidAt('carbonDioxide', 10e6, 320)!;

/**
 * The figures an engineer reviewing a data sheet would reject, through POST /api/sizing in both
 * languages: what the answer says instead of them.
 */
describeEachDialect('POST /api/sizing: no figure outside the method’s range', (dialect) => {
  const t = useTestApp(dialect);
  const call = sizingCall(() => t.app, '10.42.0');
  const size = async (body: SizingRequest, lang: 'en' | 'zh' = 'en') => {
    const { status, body: answer, text } = await call<Answer>(body, lang);
    expect(status).toBe(200);
    expect(text).not.toMatch(/NaN|Infinity/);
    return answer.data!.cases[0]!;
  };
  /** The case in both languages: the English answer, and the Chinese warning of `code`. */
  const both = async (body: SizingRequest, code: string) => {
    const en = await size(body);
    const zh = await size(body, 'zh');
    const warningZh = zh.warnings.find((w) => w.code === code);
    expect(warningZh?.message, code).toMatch(/\p{Script=Han}/u);
    return { en, warning: en.warnings.find((w) => w.code === code)!, zh: warningZh! };
  };

  it('sizes transitional flow between reducers by the non-turbulent equations: Kv 24.97, not 75.9', async () => {
    const { en } = await both(
      {
        medium: 'liquid',
        fluid: { density: 847.4, vapourPressure: 16_418, viscosity: 0.004779 },
        valve: { d: 0.025, FL: 0.798, Fd: 0.2 },
        pipe: { D1: 0.0375, D2: 0.025 },
        cases: [{ name: 'viscous', P1: 594_798, P2: 572_244, T: 300, Q: 12.495 }],
      },
      'noise-below-range',
    );
    expect(en.Kv.toFixed(2)).toBe('24.97');
    expect(en.regime).toBe('transitional');
    expect(en.Rev!).toBeLessThan(10_000);
    expect(en.FP).toBe(1);
  });

  it('warns of incipient cavitation in water at 90 °C, ΔP 9 bar, though it chokes only at 9.18 bar', async () => {
    const { en, warning, zh } = await both(
      {
        medium: 'liquid',
        fluid: { density: 965.8, vapourPressure: 70_182, criticalPressure: 22.064e6, viscosity: 3.15e-4 },
        valve: { d: 0.08 },
        pipe: { D1: 0.1, D2: 0.1 },
        cases: [{ name: 'hot', P1: 12e5, P2: 3e5, T: 363.15, Q: 60 }],
      },
      'cavitation-incipient',
    );
    expect(en.regime).toBe('turbulent');
    expect(en.warnings.map((w) => w.code)).not.toContain('choked');
    expect(warning.message).toMatch(/^Cavitation begins: the pressure drop \(900 kPa\) is past 3\d\d kPa/);
    expect(zh.message).toMatch(/^开始空化/);
  });

  it('gives no noise level below the methods’ range, and says so', async () => {
    const { en, warning, zh } = await both(
      {
        medium: 'liquid',
        fluid: water20,
        valve: { d: 0.08 },
        pipe: { D1: 0.08, D2: 0.08 },
        cases: [{ name: 'trickle', P1: 3e5, P2: 2.9e5, T: 293.15, Q: 0.05 }],
      },
      'noise-below-range',
    );
    expect(en.noise_dBA).toBeNull();
    expect(warning.message).toContain('below 40 dB(A)');
    expect(zh.message).toContain('低于 40 dB(A)');
  });

  it('names a Kv a valve of 80 mm cannot pass, with no velocity or noise for it', async () => {
    const { en, warning, zh } = await both(
      {
        medium: 'liquid',
        fluid: water20,
        valve: { d: 0.08 },
        cases: [{ name: 'flood', P1: 3e5, P2: 2.8e5, T: 293.15, Q: 50_000 }],
      },
      'size-exceeded',
    );
    expect(en.Kv).toBeGreaterThan(100_000);
    // The message rounds the figure as engineers read it (3 significant figures here).
    expect(warning.message).toContain(`Kv ${(Math.round(en.Kv / 1000) * 1000).toLocaleString('en')}`);
    expect(warning.message).toContain('cannot pass');
    expect(zh.message).toContain('无法通过此流量');
    expect(en.noise_dBA).toBeNull();
    expect(en.outletVelocity).toBeUndefined();
    expect(en.warnings.map((w) => w.code)).toContain('velocity-sonic');
  });

  it('says "sonic" rather than a Mach number for a gas expanding to 100 Pa', async () => {
    const { en, warning, zh } = await both(
      {
        medium: 'gas',
        fluid: { molarMass: 28.965, gamma: 1.4, Z: 1, viscosity: 1.81e-5 },
        valve: { d: 0.05 },
        cases: [{ name: 'vacuum', P1: 2e5, P2: 100, T: 293.15, Q: 500 }],
      },
      'velocity-sonic',
    );
    expect(en.outletVelocity).toBeUndefined();
    expect(warning.message).toContain('speed of sound');
    expect(JSON.stringify(en.warnings)).not.toMatch(/Mach \d|m\/s \(Mach/);
    expect(zh.message).toContain('声速');
  });

  it('warns where Z matters and was not given (CO2 at 10 MPa, 320 K); sizes it with the Z given', async () => {
    const dense = (fluid: SizingRequest['fluid']): SizingRequest => ({
      medium: 'gas',
      fluid,
      valve: { d: 0.05 },
      cases: [{ name: 'dense', P1: 10e6, P2: 8e6, T: 320, W: 20_000 }],
    });
    const { en, warning, zh } = await both(dense(co2), 'compressibility');
    expect(warning.params).toMatchObject({ reason: 'matters' });
    expect(zh.message).toContain('压缩因子');
    const real = await size(dense({ ...co2, Z: 0.45 }));
    expect(real.warnings.map((w) => w.code)).not.toContain('compressibility');
    expect(real.Kv / en.Kv).toBeCloseTo(Math.sqrt(0.45), 2);
    // Without Z or the critical constants, the sizing asks for them.
    const { warning: unknown } = await both(
      dense({ molarMass: 44.01, gamma: 1.29, viscosity: 1.47e-5 }),
      'compressibility',
    );
    expect(unknown.message).toContain('critical temperature and pressure');
  });

  it('refuses to size as a gas carbon dioxide that is liquid at 7 MPa and 290 K', async () => {
    const { en, warning, zh } = await both(
      {
        medium: 'gas',
        fluid: co2,
        valve: { d: 0.05 },
        cases: [{ name: 'liquid CO2', P1: 7e6, P2: 6e6, T: 290, W: 20_000 }],
      },
      'state-outside',
    );
    expect(en.Kv).toBe(0);
    expect(warning.params).toMatchObject({ reason: 'gas-liquid' });
    expect(warning.message).toContain('this is a liquid, not a gas');
    expect(zh.message).toContain('是液体而非气体');
  });

  it('publishes the new fields in the OpenAPI schema', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const body = docs.json<{ paths: Record<string, { post?: unknown }> }>();
    const sizing = JSON.stringify(body.paths['/api/sizing']!.post);
    for (const field of ['criticalTemperature', 'acentricFactor', 'ratedKv']) expect(sizing).toContain(field);
    expect(sizing).toContain('valve Reynolds number');
  });
});
