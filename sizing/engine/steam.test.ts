import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saturationTemperature, waterState, waterViscosity } from './if97.js';
import { sizeValve } from './sizeValve.js';
import {
  nonTurbulentGasFlow,
  nonTurbulentLiquidFlow,
  standardAnswer,
  turbulentGasFlow,
  turbulentLiquidFlow,
  type ForwardGas,
  type ForwardLiquid,
  type ForwardValve,
} from './test/forwardFlow.js';
import type { SizingRequest } from './types.js';

const valve = { d: 0.08, FL: 0.9, Fd: 0.46, xT: 0.72 };
const steam = (P1: number, P2: number, T: number, W: number): SizingRequest => ({
  medium: 'steam',
  fluid: {},
  valve,
  pipe: { D1: 0.1, D2: 0.15 },
  cases: [{ name: 'steam', P1, P2, T, W }],
});
const codes = (r: SizingRequest) => sizeValve(r).cases[0]!.warnings.map((w) => w.code);
const forwardValve: ForwardValve = { ...valve, D1: 0.1, D2: 0.15 };
/** The forward model's converged Kv for W: the standard's equations, each judged by its Re_v. */
const gasKv = (W: number, c: ForwardGas) =>
  standardAnswer(
    W,
    (Kv) => turbulentGasFlow(Kv, c, forwardValve),
    (Kv) => nonTurbulentGasFlow(Kv, c, forwardValve),
  )!.Kv;
const liquidKv = (W: number, c: ForwardLiquid) =>
  standardAnswer(
    W,
    (Kv) => turbulentLiquidFlow(Kv, c, forwardValve),
    (Kv) => nonTurbulentLiquidFlow(Kv, c, forwardValve),
  )!.Kv;

describe('steam by IAPWS-IF97', () => {
  it('sizes superheated steam with the IF97 density and isentropic exponent', () => {
    const result = sizeValve(steam(10e5, 6e5, 523.15, 5000)).cases[0]!;
    const state = waterState(10e5, 523.15);
    expect(result.density).toBeCloseTo(state.rho, 9);
    expect(result.regime).toBe('turbulent');
    expect(result.x).toBeCloseTo(0.4, 12);
    // The forward model's Kv for the same mass flow, with IF97's κ as γ.
    const expected = gasKv(5000, {
      P1: 10e5,
      P2: 6e5,
      rho1: state.rho,
      gamma: state.kappa,
      M: 18.015,
      Z: state.Z,
      T1: 523.15,
      mu: waterViscosity(state.rho, 523.15),
    });
    expect(Math.abs(result.Kv / expected - 1)).toBeLessThan(0.005);
    expect(sizeValve(steam(10e5, 6e5, 523.15, 5000)).assumed.map((a) => a.field)).toContain('noise.pipe.tS');
  });

  it("says 'steam-wet' at saturation and sizes dry saturated steam", () => {
    const Tsat = saturationTemperature(10e5);
    expect(codes(steam(10e5, 6e5, Tsat, 2000))).toContain('steam-wet');
    expect(codes(steam(10e5, 6e5, Tsat + 0.3, 2000))).toContain('steam-wet');
    expect(codes(steam(10e5, 6e5, Tsat + 5, 2000))).not.toContain('steam-wet');
  });

  it("says 'steam-liquid' for compressed water and sizes it as water", () => {
    const result = sizeValve(steam(10e5, 6e5, 353.15, 20000)).cases[0]!;
    expect(result.warnings.map((w) => w.code)).toContain('steam-liquid');
    expect(result.Y).toBeNull();
    const state = waterState(10e5, 353.15);
    const expected = liquidKv(20000, {
      P1: 10e5,
      P2: 6e5,
      Pv: 47.4e3,
      Pc: 22.064e6,
      rho: state.rho,
      mu: waterViscosity(state.rho, 353.15),
    });
    expect(Math.abs(result.Kv / expected - 1)).toBeLessThan(0.005);
  });

  it("says 'state-outside' where IF97 here does not reach (near the critical point, above 800 °C)", () => {
    expect(codes(steam(25e6, 20e6, 660, 1000))).toEqual(['state-outside']);
    expect(codes(steam(10e5, 6e5, 1200, 1000))).toEqual(['state-outside']);
  });

  it('round-trips superheated steam within 0.5 % over its range', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.5e5, max: 10e6, noNaN: true }),
        fc.double({ min: 5, max: 250, noNaN: true }), // superheat, K
        fc.double({ min: 0.03, max: 0.9, noNaN: true }),
        fc.double({ min: 1, max: 5e4, noNaN: true }),
        (P1, superheat, x, W) => {
          const T = Math.min(saturationTemperature(Math.min(P1, 16e6)) + superheat, 1000);
          let state;
          try {
            state = waterState(P1, T);
          } catch {
            return;
          }
          fc.pre(state.phase === 'vapour');
          const result = sizeValve(steam(P1, P1 * (1 - x), T, W)).cases[0]!;
          fc.pre(
            !result.warnings.some(
              (w) =>
                w.code === 'not-converged' || (w.code === 'state-outside' && w.params?.reason !== 'noise'),
            ),
          );
          const expected = gasKv(W, {
            P1,
            P2: P1 * (1 - x),
            rho1: state.rho,
            gamma: state.kappa,
            M: 18.015,
            Z: state.Z,
            T1: T,
            mu: waterViscosity(state.rho, T),
          });
          expect(Math.abs(result.Kv / expected - 1)).toBeLessThan(0.005);
        },
      ),
      { numRuns: 200, seed: 5, endOnFailure: true },
    );
  });
});
