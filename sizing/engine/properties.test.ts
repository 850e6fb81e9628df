import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cvFromKv, kvFromCv } from './iec60534.js';
import { sizeValve } from './sizeValve.js';
import type { CaseResult, SizingRequest, SizingWarningCode } from './types.js';

const R = 8314.462618;
const one = (request: SizingRequest): CaseResult => sizeValve(request).cases[0]!;
const clean = (r: CaseResult) =>
  !r.warnings.some(
    (w) => w.code === 'not-converged' || (w.code === 'state-outside' && w.params?.reason !== 'noise'),
  );
/**
 * Re_v from 10 to about 25: where the transitional F_R equation falls below the laminar one
 * (high F_L, C/d² at its 0.04 cap), the standard's "lesser of the two" makes F_R rise faster
 * than the flow, so there a larger flow can need a smaller C. The sizing follows the standard;
 * docs/decisions.md records it. Properties that need monotony leave that band out.
 */
const outsideFRBand = (r: CaseResult) => !((r.Rev ?? 0) >= 9.5 && (r.Rev ?? 0) <= 25);

// A failing property is reported at once: shrinking through the sizing can take minutes.
fc.configureGlobal({ endOnFailure: true });

/** A liquid request with any valve, reducers or none, and viscosities from water to syrup. */
const liquidArb = fc.record({
  FL: fc.double({ min: 0.5, max: 0.98, noNaN: true }),
  Fd: fc.double({ min: 0.05, max: 1, noNaN: true }),
  d: fc.double({ min: 0.01, max: 0.3, noNaN: true }),
  D1: fc.option(fc.double({ min: 1, max: 2.5, noNaN: true }), { nil: undefined }),
  D2: fc.option(fc.double({ min: 1, max: 2.5, noNaN: true }), { nil: undefined }),
  P1: fc.double({ min: 2e5, max: 5e6, noNaN: true }),
  drop: fc.double({ min: 0.02, max: 0.95, noNaN: true }),
  pv: fc.double({ min: 0, max: 0.3, noNaN: true }),
  rho: fc.double({ min: 600, max: 1400, noNaN: true }),
  logMu: fc.double({ min: -3.5, max: 1, noNaN: true }),
  W: fc.double({ min: 1, max: 1e6, noNaN: true }),
});
type LiquidSample = typeof liquidArb extends fc.Arbitrary<infer T> ? T : never;

function liquid(s: LiquidSample, change: { W?: number; P2?: number } = {}): SizingRequest {
  return {
    medium: 'liquid',
    fluid: {
      density: s.rho,
      vapourPressure: s.P1 * s.pv,
      criticalPressure: 22.064e6,
      viscosity: 10 ** s.logMu,
    },
    valve: { FL: s.FL, Fd: s.Fd, d: s.d },
    pipe: { ...(s.D1 ? { D1: s.d * s.D1 } : {}), ...(s.D2 ? { D2: s.d * s.D2 } : {}) },
    cases: [{ name: 'p', P1: s.P1, P2: change.P2 ?? s.P1 * (1 - s.drop), T: 300, W: change.W ?? s.W }],
  };
}

const gasArb = fc.record({
  xT: fc.double({ min: 0.2, max: 0.85, noNaN: true }),
  Fd: fc.double({ min: 0.05, max: 1, noNaN: true }),
  d: fc.double({ min: 0.01, max: 0.3, noNaN: true }),
  D1: fc.option(fc.double({ min: 1, max: 2.5, noNaN: true }), { nil: undefined }),
  P1: fc.double({ min: 1.2e5, max: 5e6, noNaN: true }),
  x: fc.double({ min: 0.03, max: 0.95, noNaN: true }),
  M: fc.double({ min: 2, max: 120, noNaN: true }),
  gamma: fc.double({ min: 1.05, max: 1.67, noNaN: true }),
  logMu: fc.double({ min: -5.5, max: -3, noNaN: true }),
  W: fc.double({ min: 0.01, max: 1e5, noNaN: true }),
});
type GasSample = typeof gasArb extends fc.Arbitrary<infer T> ? T : never;

function gas(s: GasSample, change: { W?: number; P2?: number } = {}): SizingRequest {
  return {
    medium: 'gas',
    fluid: { molarMass: s.M, gamma: s.gamma, Z: 1, viscosity: 10 ** s.logMu },
    valve: { xT: s.xT, Fd: s.Fd, d: s.d },
    pipe: s.D1 ? { D1: s.d * s.D1, D2: s.d * s.D1 } : {},
    cases: [{ name: 'p', P1: s.P1, P2: change.P2 ?? s.P1 * (1 - s.x), T: 350, W: change.W ?? s.W }],
  };
}

/** How a sample becomes a request, with another flow or outlet pressure. */
type RequestOf<S> = (s: S, change?: { W?: number; P2?: number }) => SizingRequest;

/** A flow k > 1 times the sample's needs a larger Kv (both sized cleanly, outside the F_R band). */
function moreFlowNeedsLargerKv<S extends { W: number }>(arb: fc.Arbitrary<S>, request: RequestOf<S>): void {
  fc.assert(
    fc.property(arb, fc.double({ min: 1.001, max: 10, noNaN: true }), (s, k) => {
      const small = one(request(s));
      const large = one(request(s, { W: s.W * k }));
      fc.pre(clean(small) && clean(large) && outsideFRBand(small) && outsideFRBand(large));
      expect(large.Kv).toBeGreaterThan(small.Kv);
    }),
    { numRuns: 400, seed: 7 },
  );
}

/**
 * A choked sample's outlet pressure times a factor from `lowest` to 0.99 sizes the same Kv;
 * `alsoCheck` asserts more of that second result.
 */
function chokedStaysPut<S>(
  arb: fc.Arbitrary<S>,
  request: RequestOf<S>,
  lowest: number,
  alsoCheck: (again: CaseResult) => void = () => {},
): void {
  fc.assert(
    fc.property(arb, fc.double({ min: lowest, max: 0.99, noNaN: true }), (s, lower) => {
      const chokedRequest = request(s);
      const choked = one(chokedRequest);
      fc.pre(choked.regime === 'choked' && clean(choked));
      const P2 = chokedRequest.cases[0]!.P2 * lower;
      const again = one(request(s, { P2 }));
      fc.pre(clean(again));
      // The same, to within what the reducer iteration settles to (it stops at steps of 10⁻¹⁰).
      expect(again.Kv / choked.Kv).toBeCloseTo(1, 8);
      alsoCheck(again);
    }),
    { numRuns: 300, seed: 8 },
  );
}

describe('properties of the sizing', () => {
  it('more flow needs a larger coefficient (liquids, every regime)', () => {
    moreFlowNeedsLargerKv(liquidArb, liquid);
  });

  it('more flow needs a larger coefficient (gases, every regime)', () => {
    moreFlowNeedsLargerKv(gasArb, gas);
  });

  it('once choked, lowering the outlet pressure changes nothing (liquids and gases)', () => {
    // Choking is turbulent flow: thin fluids and real flows, so that most samples choke.
    chokedStaysPut(
      liquidArb.map((s) => ({ ...s, logMu: Math.min(s.logMu, -2.5), W: Math.max(s.W, 1e3) })),
      liquid,
      0.01,
    );
    chokedStaysPut(
      gasArb.map((s) => ({ ...s, W: Math.max(s.W, 100) })),
      gas,
      0,
      (again) => expect(again.Y).toBeCloseTo(2 / 3, 12),
    );
  });

  it('Kv → Cv → Kv round-trips, and every result has Cv = 1.156·Kv', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e6, noNaN: true }), (Kv) => {
        expect(kvFromCv(cvFromKv(Kv))).toBeCloseTo(Kv, 9);
        expect(cvFromKv(Kv) / Kv).toBeCloseTo(1.156, 12);
      }),
    );
    fc.assert(
      fc.property(liquidArb, (s) => {
        const r = one(liquid(s));
        expect(r.Cv).toBeCloseTo(1.156 * r.Kv, 9);
      }),
      { numRuns: 100, seed: 9 },
    );
  });

  it('in turbulent flow without reducers Kv scales with the flow, and with 1/√ΔP (liquids)', () => {
    fc.assert(
      fc.property(liquidArb, fc.double({ min: 0.1, max: 10, noNaN: true }), (s, k) => {
        const plain = { ...s, D1: undefined, D2: undefined, logMu: -3.5 };
        const base = one(liquid(plain));
        const scaled = one(liquid(plain, { W: s.W * k }));
        fc.pre(clean(base) && clean(scaled) && base.regime === 'turbulent' && scaled.regime === 'turbulent');
        expect(scaled.Kv / base.Kv).toBeCloseTo(k, 9);
        // Pressures (P1, P2, Pv, Pc) ×k² and flow ×k: the same coefficient.
        const squeezed = one({
          ...liquid(plain, { W: s.W * k }),
          fluid: {
            density: s.rho,
            vapourPressure: s.P1 * s.pv * k * k,
            criticalPressure: 22.064e6 * k * k,
            viscosity: 10 ** -3.5,
          },
          cases: [{ name: 'k', P1: s.P1 * k * k, P2: s.P1 * (1 - s.drop) * k * k, T: 300, W: s.W * k }],
        });
        fc.pre(clean(squeezed) && squeezed.regime === 'turbulent');
        expect(squeezed.Kv / base.Kv).toBeCloseTo(1, 9);
      }),
      { numRuns: 300, seed: 10 },
    );
  });

  it('in turbulent gas flow Kv depends on the pressures only through x when flow scales with P1', () => {
    fc.assert(
      fc.property(gasArb, fc.double({ min: 0.2, max: 5, noNaN: true }), (s, k) => {
        const base = one(gas({ ...s, logMu: -5.5 }));
        // ρ1 ∝ P1 at a fixed temperature, so W ∝ P1 keeps C (eq. 6: W ∝ C·Y·P1·√(x/…)).
        const scaled = one(gas({ ...s, logMu: -5.5, P1: s.P1 * k, W: s.W * k }));
        fc.pre(
          clean(base) &&
            clean(scaled) &&
            base.regime !== 'laminar' &&
            base.regime !== 'transitional' &&
            scaled.regime === base.regime,
        );
        expect(scaled.Kv / base.Kv).toBeCloseTo(1, 6);
      }),
      { numRuns: 300, seed: 11 },
    );
  });
});

describe('never NaN, Infinity, a throw or a hang', () => {
  const anyNumber = fc.oneof(
    fc.double(),
    fc.constantFrom(0, -1, 1e-300, 1e300, Number.MAX_VALUE, Number.MIN_VALUE),
    fc.double({ min: 1e-3, max: 1e7, noNaN: true }),
  );
  const optional = fc.option(anyNumber, { nil: undefined });
  it('gives finite figures or a warning for any numbers in any field', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('liquid', 'gas', 'steam') as fc.Arbitrary<SizingRequest['medium']>,
        fc.record({
          density: optional,
          vapourPressure: optional,
          criticalPressure: optional,
          molarMass: optional,
          gamma: optional,
          Z: optional,
          viscosity: optional,
        }),
        fc.option(fc.record({ d: optional, FL: optional, Fd: optional, xT: optional, xFz: optional }), {
          nil: undefined,
        }),
        fc.option(fc.record({ D1: optional, D2: optional }), { nil: undefined }),
        fc.array(
          fc.record({
            name: fc.string(),
            P1: anyNumber,
            P2: anyNumber,
            T: anyNumber,
            Q: optional,
            W: optional,
          }),
          { minLength: 1, maxLength: 3 },
        ),
        (medium, fluid, valve, pipe, cases) => {
          const strip = <T extends object>(o: T) =>
            Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
          const request: SizingRequest = {
            medium,
            fluid: strip(fluid),
            ...(valve ? { valve: strip(valve) } : {}),
            ...(pipe ? { pipe: strip(pipe) } : {}),
            cases: cases.map(strip),
          };
          const result = sizeValve(request);
          expect(result.cases).toHaveLength(cases.length);
          for (const c of result.cases) {
            for (const value of [
              c.Kv,
              c.Cv,
              c.FP,
              c.FR,
              c.chokedDeltaP,
              c.Y ?? 0,
              c.x ?? 0,
              c.noise_dBA ?? 0,
              c.Rev ?? 0,
              c.outletVelocity ?? 0,
            ])
              expect(Number.isFinite(value)).toBe(true);
            expect(c.Kv).toBeGreaterThanOrEqual(0);
            if (c.Kv === 0) expect(c.warnings.length).toBeGreaterThan(0);
            for (const w of c.warnings) expect(w.message).not.toMatch(/NaN|Infinity|undefined/);
          }
          for (const a of result.assumed) expect(Number.isFinite(a.value)).toBe(true);
        },
      ),
      { numRuns: 1500, seed: 12 },
    );
  });

  it('names the field a case cannot be sized without', () => {
    const codes = (r: CaseResult): SizingWarningCode[] => r.warnings.map((w) => w.code);
    const r = one({
      medium: 'gas',
      fluid: { gamma: 1.4 },
      cases: [{ name: 'a', P1: 2e5, P2: 1e5, T: 300, W: 10 }],
    });
    expect(codes(r)).toEqual(['state-outside']);
    expect(r.warnings[0]!.params).toEqual({ reason: 'missing', field: 'fluid.molarMass' });
    expect(r.warnings[0]!.message).toContain('molar mass');
  });
});

/** ρ1 of an ideal gas, for the readers of these tests. */
export const idealDensity = (P: number, M: number, T: number) => (P * M) / (R * T);
