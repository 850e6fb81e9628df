import { describe, expect, it } from 'vitest';
import { reynoldsFactor, fittingLosses, liquidCriticalPressureRatio } from './iec60534.js';
import { sizeValve } from './sizeValve.js';
import type { SizingRequest } from './types.js';

/**
 * IEC 60534-2-1 Annex D, water at 363 K for Examples 1 and 2: ρ1 = 965.4 kg/m³,
 * Pv = 70.1 kPa, Pc = 22 120 kPa, ν = 3.26·10⁻⁷ m²/s, P1 = 680 kPa, P2 = 220 kPa, Q = 360 m³/h.
 */
const water363 = {
  density: 965.4,
  vapourPressure: 70.1e3,
  criticalPressure: 22120e3,
  viscosity: 3.26e-7 * 965.4,
};
const annexDCase = { name: 'Annex D', P1: 680e3, P2: 220e3, T: 363, Q: 360 };

const one = (request: SizingRequest) => sizeValve(request).cases[0]!;
const codes = (request: SizingRequest) => one(request).warnings.map((w) => w.code);
/** Examples 1 and 2: the Annex D water case through a valve of size d between pipes of its size. */
const annexDLiquid = (valve: { d: number; FL: number; Fd: number }) =>
  one({
    medium: 'liquid',
    fluid: water363,
    valve,
    pipe: { D1: valve.d, D2: valve.d },
    cases: [annexDCase],
  });

describe('IEC 60534-2-1 Annex D worked examples', () => {
  it('Example 1 (liquid, turbulent, not choked; globe valve DN150, F_L 0.90, F_d 0.46): C = 165 m³/h', () => {
    const result = annexDLiquid({ d: 0.15, FL: 0.9, Fd: 0.46 });
    // The standard prints F_F = 0.944, the choked ΔP F_L²·(P1 − F_F·Pv) = 497 kPa > 460 kPa (not
    // choked), C = 165 m³/h and Re_v = 2.97·10⁶ (turbulent, F_R = 1).
    expect(liquidCriticalPressureRatio(70.1, 22120).toFixed(3)).toBe('0.944');
    expect((result.chokedDeltaP / 1000).toFixed(0)).toBe('497');
    expect(result.regime).toBe('turbulent');
    expect(result.Kv.toFixed(0)).toBe('165');
    expect(result.Rev!.toPrecision(3)).toBe('2.97e+6');
    expect(result.FR).toBe(1);
    // Not in the example: IEC 60534-8-4 predicts this 460 kPa water drop above 85 dB(A).
    expect(result.noise_dBA).toBeGreaterThan(85);
    expect(result.warnings.map((w) => w.code)).toEqual(['noise-high']);
  });

  it('Example 2 (liquid, choked; segmented ball valve DN100, F_L 0.60, F_d 0.98): C = 238 m³/h', () => {
    const result = annexDLiquid({ d: 0.1, FL: 0.6, Fd: 0.98 });
    // Printed: choked ΔP = 0.60²·(680 − 0.944·70.1) = 221 kPa < 460 kPa, so choked; C = 238 m³/h;
    // Re_v = 6.6·10⁶.
    expect((result.chokedDeltaP / 1000).toFixed(0)).toBe('221');
    expect(result.regime).toBe('choked');
    expect(result.Kv.toFixed(0)).toBe('238');
    expect(result.Rev!.toPrecision(2)).toBe('6.6e+6');
    // 360 m³/h in a 100 mm pipe is 12.7 m/s, above the 10 m/s for liquids.
    expect(result.warnings.map((w) => w.code)).toEqual([
      'choked',
      'cavitation-incipient',
      'velocity-high',
      'noise-high',
    ]);
    expect(result.outletVelocity!.toFixed(1)).toBe('12.7');
  });
  it('Example 3 (gas with reducers: CO2, rotary eccentric plug DN50 between 80 mm and 100 mm pipes)', () => {
    // Inputs as the example gives them: T1 = 433 K, M = 44.01, γ = 1.30, Z = 0.988,
    // P1 = 680 kPa, P2 = 310 kPa, Qs = 3 800 m³/h at normal conditions, F_L 0.85, F_d 0.42,
    // x_T 0.60. Printed and checked here: x = 0.544, F_γ = 0.929, not choked. The example's final
    // printed C could not be found in the sources available while writing this, so it is not
    // asserted; our figure (C = 71.0 m³/h, F_P = 0.866) is the converged fixed point of the
    // standard's iteration, and the round-trip tests check it against the forward model.
    const result = one({
      medium: 'gas',
      fluid: { molarMass: 44.01, gamma: 1.3, Z: 0.988, viscosity: 1.5e-5 },
      valve: { d: 0.05, FL: 0.85, Fd: 0.42, xT: 0.6 },
      pipe: { D1: 0.08, D2: 0.1 },
      cases: [{ name: 'Example 3', P1: 680e3, P2: 310e3, T: 433, Q: 3800 }],
    });
    expect(result.x!.toFixed(3)).toBe('0.544');
    expect((1.3 / 1.4).toFixed(3)).toBe('0.929');
    expect(result.regime).toBe('turbulent');
    expect(result.FP).toBeLessThan(1);
    expect(result.Kv.toFixed(1)).toBe('71.0');
  });
});

describe('sizeValve', () => {
  it('says when the outlet pressure is not below the inlet pressure, and gives no coefficient', () => {
    const result = one({ medium: 'liquid', fluid: water363, cases: [{ ...annexDCase, P2: 680e3 }] });
    expect(result.Kv).toBe(0);
    expect(result.warnings.map((w) => w.code)).toEqual(['pressure-order']);
  });

  it('warns of flashing when the outlet pressure is at or below the vapour pressure', () => {
    expect(codes({ medium: 'liquid', fluid: water363, cases: [{ ...annexDCase, P2: 60e3 }] })).toContain(
      'flashing',
    );
  });

  it('states the generic valve it assumed', () => {
    const result = sizeValve({ medium: 'liquid', fluid: water363, pipe: { D1: 0.1 }, cases: [annexDCase] });
    expect(result.assumed).toEqual(
      expect.arrayContaining([
        { field: 'valve.FL', value: 0.9 },
        { field: 'valve.xT', value: 0.72 },
        { field: 'valve.Fd', value: 0.46 },
        { field: 'valve.d', value: 0.1 },
      ]),
    );
  });

  it('sizes a gas by mass or by normal volume flow to the same coefficient', () => {
    const base = { medium: 'gas' as const, fluid: { molarMass: 28.96, gamma: 1.4, Z: 1, viscosity: 1.8e-5 } };
    const rhoN = (101325 * 28.96) / (8314.462618 * 273.15);
    const byQ = one({ ...base, cases: [{ name: 'q', P1: 500e3, P2: 400e3, T: 293.15, Q: 1000 }] });
    const byW = one({ ...base, cases: [{ name: 'w', P1: 500e3, P2: 400e3, T: 293.15, W: 1000 * rhoN }] });
    expect(byW.Kv).toBeCloseTo(byQ.Kv, 9);
    expect(byQ.regime).toBe('turbulent');
  });

  it('warns of choked gas flow beyond F_γ·x_T and sizes it at the choked ratio', () => {
    const gas = {
      medium: 'gas' as const,
      fluid: { molarMass: 28.96, gamma: 1.4, Z: 1 },
      valve: { d: 0.05, xT: 0.7 },
    };
    const result = one({ ...gas, cases: [{ name: 'c', P1: 1000e3, P2: 100e3, T: 300, W: 5000 }] });
    expect(result.regime).toBe('choked');
    expect(result.Y).toBeCloseTo(2 / 3, 12);
    expect(result.chokedDeltaP).toBeCloseTo(0.7 * 1000e3, 6);
    expect(result.warnings.map((w) => w.code)).toContain('choked');
  });
});

describe('the factors', () => {
  it('gives the reducer losses of the standard: Σζ = 0.658 for DN50 between 80 mm and 100 mm pipes', () => {
    // Annex D Example 3's valve: d = 50 mm, D1 = 80 mm, D2 = 100 mm.
    expect(fittingLosses(50, 80, 100).sum.toFixed(3)).toBe('0.658');
  });

  it('gives F_R for reduced trim in transitional flow (Annex D Example 4: Re_v 1202, d 15 mm)', () => {
    // The small-flow trim of Example 4 (F_L 0.98, C = 0.0155 in Kv): F_R = 0.715 at Re_v = 1202.
    // The example's full input data (viscosity basis) could not be found, so only this step is checked.
    expect(reynoldsFactor(1202, 0.015483, 15, 0.98).FR.toFixed(3)).toBe('0.715');
  });
});
