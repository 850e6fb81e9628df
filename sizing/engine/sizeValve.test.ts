import { describe, expect, it } from 'vitest';
import {
  combinedRecoveryFactor,
  CV_PER_KV,
  fittingLosses,
  liquidCriticalPressureRatio,
  pipingGeometryFactor,
  reynoldsFactor,
  RHO_WATER_REFERENCE,
} from './iec60534.js';
import { fluidAt } from './fluidProperties.js';
import { waterState } from './if97.js';
import { sizeValve } from './sizeValve.js';
import { formatNumber } from './units.js';
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

/**
 * IEC 60534-2-1:2011 Annex D and its US adoption ANSI/ISA-75.01.01-2012 Annex E (the same
 * reference calculations: Examples 1 and 2 are printed in both).
 */
describe('IEC 60534-2-1 worked examples', () => {
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
    // Printed: C/(N18·d²) = 0.0085, within the standard's scope (0.047).
    expect((result.Kv / (0.865 * 150 * 150)).toFixed(4)).toBe('0.0085');
    // Not in the example: IEC 60534-8-4 puts cavitation onset far below this 460 kPa drop (x_F
    // 0.75 against an estimated x_Fz near 0.2) and predicts the noise above 85 dB(A).
    expect(result.noise_dBA).toBeGreaterThan(85);
    expect(result.warnings.map((w) => w.code)).toEqual(['cavitation-incipient', 'noise-high']);
  });

  it('Example 2 (liquid, choked; segmented ball valve DN100, F_L 0.60, F_d 0.98): C = 238 m³/h', () => {
    const result = annexDLiquid({ d: 0.1, FL: 0.6, Fd: 0.98 });
    // Printed: choked ΔP = 0.60²·(680 − 0.944·70.1) = 221 kPa < 460 kPa, so choked; C = 238 m³/h;
    // Re_v = 6.6·10⁶.
    expect((result.chokedDeltaP / 1000).toFixed(0)).toBe('221');
    expect(result.regime).toBe('choked');
    expect(result.Kv.toFixed(0)).toBe('238');
    expect(result.Rev!.toPrecision(2)).toBe('6.6e+6');
    expect((result.Kv / (0.865 * 100 * 100)).toFixed(3)).toBe('0.028');
    // 360 m³/h in a 100 mm pipe is 12.7 m/s, above the 10 m/s for liquids. Cavitation begins
    // before the flow chokes, so it is named first.
    expect(result.warnings.map((w) => w.code)).toEqual([
      'cavitation-incipient',
      'choked',
      'velocity-high',
      'noise-high',
    ]);
    expect(result.outletVelocity!.toFixed(1)).toBe('12.7');
  });
  /**
   * ISA Annex E Examples 3 and 4: carbon dioxide through a line-sized rotary eccentric plug valve
   * DN100 (x_T 0.60, F_L 0.85, F_d 0.42) at 680 kPa and 433 K, Z1 0.991, γ 1.30, 3 800 m³/h at
   * 101.325 kPa and 273 K, ν 2.526·10⁻⁶ m²/s. The example works in the standard-volume form
   * (eq. 7, N9 = 24.6); this sizing converts the flow to mass and uses eq. 5 (N6 = 3.16), and the
   * two constants as printed differ by 0.15 %. Eq. 7 with the printed inputs gives 67.3 and 62.7,
   * not the printed 67.2 and 62.6, so the coefficients are held to 0.5 % and the factors to the
   * printed digits. The printed Re_v took the actual flow with a normal-state Z of 0.994 (895.4
   * m³/h, 0.7 % above the ideal one here): two digits.
   */
  const isaCarbonDioxide = (P2: number) =>
    one({
      medium: 'gas',
      fluid: { molarMass: 44.01, gamma: 1.3, Z: 0.991, viscosity: 2.526e-6 * 8.389 },
      valve: { d: 0.1, FL: 0.85, Fd: 0.42, xT: 0.6 },
      cases: [{ name: 'CO2', P1: 680e3, P2, T: 433, Q: 3800 }],
    });

  it('ISA Example 3 (gas, not choked): x 0.338, x_choked 0.557, Y 0.798, Kv 67.2, Re_v 1.40·10⁶', () => {
    const result = isaCarbonDioxide(450e3);
    expect(result.density!.toFixed(2)).toBe('8.39');
    expect(result.x!.toFixed(3)).toBe('0.338');
    expect((result.chokedDeltaP / 680e3).toFixed(3)).toBe('0.557');
    expect(result.Y!.toFixed(3)).toBe('0.798');
    expect(result.regime).toBe('turbulent');
    expect(Math.abs(result.Kv / 67.2 - 1)).toBeLessThan(0.005);
    expect(result.Rev!.toPrecision(2)).toBe('1.4e+6');
    expect((result.Kv / (0.865 * 100 * 100)).toFixed(4)).toBe('0.0078');
  });

  it('ISA Example 4 (gas, choked): x 0.632, x_sizing 0.557, Y 0.667, Kv 62.6, Re_v 1.45·10⁶', () => {
    const result = isaCarbonDioxide(250e3);
    expect(result.x!.toFixed(3)).toBe('0.632');
    expect(result.regime).toBe('choked');
    expect((result.chokedDeltaP / 680e3).toFixed(3)).toBe('0.557');
    expect(result.Y!.toFixed(3)).toBe('0.667');
    expect(Math.abs(result.Kv / 62.6 - 1)).toBeLessThan(0.005);
    expect(result.Rev!.toPrecision(2)).toBe('1.4e+6');
    expect((result.Kv / (0.865 * 100 * 100)).toFixed(4)).toBe('0.0073');
  });

  it('ISA Example 5 (liquid, butterfly DN 101.6 between 154.1 and 202.7 mm pipes): the piping factors', () => {
    // The example's valve changes F_L with travel, which a sizing request does not carry; its
    // factors at the printed C and F_L are checked here (C in Cv there, Kv = Cv/1.156 here).
    const d = 101.6;
    const f = fittingLosses(d, 154.1, 202.7);
    const z1 = 0.5 * (1 - (d / 154.1) ** 2) ** 2;
    const zB1 = 1 - (d / 154.1) ** 4;
    const z2 = (1 - (d / 202.7) ** 2) ** 2;
    const zB2 = 1 - (d / 202.7) ** 4;
    expect([z1, z2, zB1, zB2].map((z) => z.toFixed(3))).toEqual(['0.160', '0.561', '0.811', '0.937']);
    expect(f.inlet).toBeCloseTo(z1 + zB1, 12);
    expect(f.sum).toBeCloseTo(z1 + z2 + zB1 - zB2, 12);
    // Printed steps: C 774.192 with F_L 0.54, C 387.096 with F_L 0.576, the final C 183.7 with
    // F_L 0.725: F_P 0.625, 0.848, 0.959; F_LP 0.409, 0.523, 0.699; ΔP_choked 1885 kPa at the end
    // (P1 3550 kPa, Pv 4 kPa, F_F 0.956).
    const at = (Cv: number, FL: number) => {
      const Kv = Cv / CV_PER_KV;
      const FP = pipingGeometryFactor(f, Kv, d);
      const FLP = combinedRecoveryFactor(FL, f, Kv, d);
      return { FP, FLP, choked: (FLP / FP) ** 2 * (3550 - 0.956 * 4) };
    };
    // Within a unit of the printed third decimal: N2 for Kv (0.0016) and for Cv (0.00214) differ
    // by 0.09 %, and the example rounds 0.6245 up.
    const printed = (Cv: number, FL: number, FP: number, FLP: number) => {
      expect(Math.abs(at(Cv, FL).FP - FP)).toBeLessThanOrEqual(0.001);
      expect(Math.abs(at(Cv, FL).FLP - FLP)).toBeLessThanOrEqual(0.001);
    };
    printed(774.192, 0.54, 0.625, 0.409);
    printed(387.096, 0.576, 0.848, 0.523);
    printed(183.7, 0.725, 0.959, 0.699);
    expect(Math.abs(at(183.7, 0.725).choked - 1885)).toBeLessThan(2);
    expect(liquidCriticalPressureRatio(4, 22120).toFixed(3)).toBe('0.956');
  });

  it('IEC 2011 Example 3 (gas with reducers: CO2, rotary eccentric plug DN50 between 80 mm and 100 mm pipes)', () => {
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

describe('non-turbulent flow by Annex A', () => {
  /** A viscous liquid through DN25 with a 37.5 mm inlet reducer: Re_v near 8 000. */
  const viscous: SizingRequest = {
    medium: 'liquid',
    fluid: { density: 847.4, vapourPressure: 16_418, viscosity: 0.004779 },
    valve: { d: 0.025, FL: 0.798, Fd: 0.2 },
    pipe: { D1: 0.0375, D2: 0.025 },
    cases: [{ name: 'viscous', P1: 594_798, P2: 572_244, T: 300, Q: 12.495 }],
  };

  it('sizes a transitional liquid between reducers by eq. A.2 for the line-sized valve: Kv 24.97', () => {
    const result = one(viscous);
    // Not the turbulent equations' 75.9 with F_P 0.32: in non-turbulent flow the standard has no
    // F_P and takes the valve as line-sized (A.4); C·F_R = Q/N1·√(ρ1/ρ0/ΔP) = 24.23.
    expect(result.Kv.toFixed(2)).toBe('24.97');
    expect(result.regime).toBe('transitional');
    expect(result.Rev!).toBeGreaterThan(10);
    expect(result.Rev!).toBeLessThan(10_000);
    expect(result.FP).toBe(1);
    expect(result.FR.toFixed(3)).toBe('0.970');
    expect(result.Kv * result.FR).toBeCloseTo((12.495 / 0.1) * Math.sqrt(847.4 / 999.1 / 22.554), 6);
  });

  it('calls laminar flow laminar only below Re_v 10, and turbulent flow turbulent only from 10 000', () => {
    const syrup = one({ ...viscous, fluid: { ...viscous.fluid, viscosity: 20 }, pipe: {} });
    expect(syrup.regime).toBe('laminar');
    expect(syrup.Rev!).toBeLessThan(10);
    const thin = one({ ...viscous, fluid: { ...viscous.fluid, viscosity: 1e-4 }, pipe: {} });
    expect(thin.regime).toBe('turbulent');
    expect(thin.Rev!).toBeGreaterThanOrEqual(10_000);
  });

  it('states both figures where the reducers make the turbulent answer fall below Re_v 10 000', () => {
    // Line-sized the flow is just turbulent (F_R = 1); the larger C the reducers need has Re_v
    // below 10 000. Neither set of equations holds by its own Re_v: the larger C is given, and
    // the other named.
    const edge = one({ ...viscous, fluid: { ...viscous.fluid, viscosity: 0.0036 } });
    expect(edge.regime).toBe('turbulent');
    expect(edge.Rev!).toBeLessThan(10_000);
    const boundary = edge.warnings.find((w) => w.code === 'regime-boundary')!;
    expect(boundary.params).toMatchObject({ turbulent: 1 });
    expect(Number(boundary.params!.otherKv)).toBeLessThan(edge.Kv);
    expect(Number(boundary.params!.otherRev)).toBeGreaterThanOrEqual(10_000);
    expect(boundary.message).toContain('Neither holds');
  });

  it('gives F_R for reduced trim by the rated Kv when one is given (A.8)', () => {
    // C_rated/(N18·d²) decides the trim style: 40 through DN50 is full-size (0.0185 ≥ 0.016),
    // 10 is reduced (0.0046): n and F_R differ at the same Re_v and C.
    expect(reynoldsFactor(500, 5, 50, 0.9, 40).FR).not.toBeCloseTo(reynoldsFactor(500, 5, 50, 0.9, 10).FR, 3);
    expect(reynoldsFactor(500, 5, 50, 0.9, 10).FR).toBeCloseTo(reynoldsFactor(500, 5, 50, 0.9).FR, 12);
  });
});

describe('the relative density ρ1/ρ0', () => {
  it('is 1 for water at 15 °C (ρ0 = 999.1 kg/m³, IAPWS-IF97 at 101.325 kPa)', () => {
    expect(waterState(101_325, 288.15).rho.toFixed(1)).toBe(RHO_WATER_REFERENCE.toFixed(1));
    // 1 m³/h of that water at 1 bar is Kv 1 by definition.
    const water15 = { density: RHO_WATER_REFERENCE, vapourPressure: 1_705, viscosity: 1.138e-3 };
    const result = one({
      medium: 'liquid',
      fluid: water15,
      valve: { d: 0.05 },
      cases: [{ name: 'Kv', P1: 300e3, P2: 200e3, T: 288.15, Q: 1 }],
    });
    expect(result.Kv).toBeCloseTo(1, 9);
  });
});

describe('cavitation onset (IEC 60534-8-4)', () => {
  it('warns of incipient cavitation well before choking: water at 90 °C, ΔP 9 bar, chokes at 9.18 bar', () => {
    const P1 = 1_200e3;
    const result = one({
      medium: 'liquid',
      fluid: fluidAt('water', P1, 363.15)!,
      valve: { d: 0.08 },
      pipe: { D1: 0.1, D2: 0.1 },
      cases: [{ name: 'hot', P1, P2: 300e3, T: 363.15, Q: 60 }],
    });
    expect((result.chokedDeltaP / 1e5).toFixed(2)).toBe('9.17');
    expect(result.regime).toBe('turbulent');
    const codes = result.warnings.map((w) => w.code);
    expect(codes).toContain('cavitation-incipient');
    expect(codes).not.toContain('choked');
    const cavitation = result.warnings.find((w) => w.code === 'cavitation-incipient')!;
    // The estimated x_Fz, corrected to 12 bar, puts the onset near 3.4 bar.
    expect(Number(cavitation.params!.onset) / 1e5).toBeGreaterThan(3);
    expect(Number(cavitation.params!.onset) / 1e5).toBeLessThan(4.5);
    expect(cavitation.params!.assumed).toBe(1);
  });

  it("takes the valve's own x_Fz when given, and is silent below the onset", () => {
    const request = (xFz: number): SizingRequest => ({
      medium: 'liquid',
      fluid: water363,
      valve: { d: 0.15, FL: 0.9, Fd: 0.46, xFz },
      cases: [{ name: 'x', P1: 680e3, P2: 500e3, T: 363, Q: 200 }],
    });
    // x_F = 180/609.9 = 0.295; at 680 kPa x_Fz 0.29 becomes 0.285 and 0.35 becomes 0.345.
    expect(codes(request(0.29))).toContain('cavitation-incipient');
    expect(codes(request(0.35))).not.toContain('cavitation-incipient');
  });
});

describe('no figure outside the methods’ range', () => {
  const water20 = fluidAt('water', 300e3, 293.15)!;
  /** Water at 20 °C through a valve of 80 mm, 300 kPa to P2, at Q m³/h. */
  const through80 = (name: string, P2: number, Q: number) =>
    one({
      medium: 'liquid',
      fluid: water20,
      valve: { d: 0.08 },
      cases: [{ name, P1: 300e3, P2, T: 293.15, Q }],
    });
  it('gives no noise level below the methods’ range, and says so', () => {
    const result = one({
      medium: 'liquid',
      fluid: water20,
      valve: { d: 0.08 },
      pipe: { D1: 0.08, D2: 0.08 },
      cases: [{ name: 'trickle', P1: 300e3, P2: 290e3, T: 293.15, Q: 0.05 }],
    });
    expect(result.noise_dBA).toBeNull();
    expect(result.warnings.map((w) => w.code)).toContain('noise-below-range');
  });

  it('names a Kv a valve of the given size cannot pass, and gives no velocity or noise for it', () => {
    const result = through80('flood', 280e3, 50_000);
    const exceeded = result.warnings.find((w) => w.code === 'size-exceeded')!;
    expect(Number(exceeded.params!.Kv)).toBeCloseTo(result.Kv, 6);
    expect(exceeded.message).toContain('cannot pass');
    expect(exceeded.message).toContain(`Kv ${formatNumber(result.Kv, 3)}`);
    expect(result.noise_dBA).toBeNull();
    expect(result.outletVelocity).toBeUndefined();
    expect(result.warnings.map((w) => w.code)).toContain('velocity-sonic');
    expect(JSON.stringify(result.warnings)).not.toMatch(/2[ ,]?7\d\d m\/s/);
  });

  it('says where a Kv leaves the standard’s scope but a valve of the size may still pass it', () => {
    const result = through80('wide', 280e3, 150);
    // Kv ≈ 335 through 80 mm: C/(N18·d²) ≈ 0.06, above 0.047.
    expect(result.warnings.map((w) => w.code)).toContain('size-scope');
    expect(result.warnings.map((w) => w.code)).not.toContain('size-exceeded');
  });

  it('says "sonic", not a Mach number, for a gas expanding to 100 Pa', () => {
    const result = one({
      medium: 'gas',
      fluid: fluidAt('air', 200e3, 293.15)!,
      valve: { d: 0.05 },
      cases: [{ name: 'vacuum', P1: 200e3, P2: 100, T: 293.15, Q: 500 }],
    });
    expect(result.outletVelocity).toBeUndefined();
    const sonic = result.warnings.find((w) => w.code === 'velocity-sonic')!;
    expect(sonic.message).toContain('speed of sound');
    expect(result.warnings.map((w) => w.code)).not.toContain('velocity-high');
    expect(JSON.stringify(result.warnings)).not.toMatch(/Mach \d/);
  });

  it('warns where Z matters and was not given (CO2 at 10 MPa, 320 K), and not once it is given', () => {
    const co2 = fluidAt('carbonDioxide', 10e6, 320)!;
    const base = { medium: 'gas' as const, valve: { d: 0.05 } };
    const c = [{ name: 'dense', P1: 10e6, P2: 8e6, T: 320, W: 20_000 }];
    const ideal = one({ ...base, fluid: co2, cases: c });
    expect(ideal.warnings.map((w) => w.code)).toContain('compressibility');
    const real = one({ ...base, fluid: { ...co2, Z: 0.45 }, cases: c });
    expect(real.warnings.map((w) => w.code)).not.toContain('compressibility');
    expect(real.Kv / ideal.Kv).toBeCloseTo(Math.sqrt(0.45), 2);
    // Air at 5 bar is near enough ideal; a gas with no critical constants is asked for them.
    expect(
      codes({
        ...base,
        fluid: fluidAt('air', 5e5, 293.15)!,
        cases: [{ ...c[0]!, P1: 5e5, P2: 4e5, T: 293.15 }],
      }),
    ).not.toContain('compressibility');
    const unknown = one({
      ...base,
      fluid: { molarMass: 30, gamma: 1.3 },
      cases: [{ ...c[0]!, P1: 5e5, P2: 4e5 }],
    });
    expect(unknown.warnings.find((w) => w.code === 'compressibility')!.params).toMatchObject({
      reason: 'unknown',
    });
  });

  it('refuses to size as a gas what is a liquid at the inlet (CO2 at 7 MPa, 290 K)', () => {
    const result = one({
      medium: 'gas',
      fluid: fluidAt('carbonDioxide', 7e6, 290)!,
      valve: { d: 0.05 },
      cases: [{ name: 'liquid CO2', P1: 7e6, P2: 6e6, T: 290, W: 20_000 }],
    });
    expect(result.Kv).toBe(0);
    const refusal = result.warnings.find((w) => w.code === 'state-outside')!;
    expect(refusal.params).toMatchObject({ reason: 'gas-liquid' });
    // Lee–Kesler with CO2's constants: about 5.3 MPa (NIST: 5.3 MPa at 17 °C).
    expect(Number(refusal.params!.Psat) / 1e6).toBeCloseTo(5.3, 1);
    // Above the critical temperature there is no liquid: sized (and warned for Z).
    expect(
      one({
        medium: 'gas',
        fluid: fluidAt('carbonDioxide', 7e6, 310)!,
        valve: { d: 0.05 },
        cases: [{ name: 'x', P1: 7e6, P2: 6e6, T: 310, W: 20_000 }],
      }).Kv,
    ).toBeGreaterThan(0);
  });
});
