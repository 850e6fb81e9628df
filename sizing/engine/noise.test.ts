import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BAND_CENTRES,
  NoiseRangeError,
  aWeighting,
  aerodynamicNoise,
  defaultWallThickness,
  hydrodynamicNoise,
  type AerodynamicNoiseInput,
  type HydrodynamicNoiseInput,
  type NoiseRangeCode,
} from './noise.js';

// IEC 60534-8-3:2010 worked example (annex): steam-like gas through a globe valve with a reducer
// and expander, regime I. The standard's figure is L_pAe,1m ≈ 91.7 dB(A).
const GAS_EXAMPLE: AerodynamicNoiseInput = {
  massFlow: 2.22,
  P1: 1.0e6,
  P2: 7.2e5,
  T1: 450,
  rho1: 5.3,
  gamma: 1.22,
  molarMass: 19.8,
  Kv: 77.85,
  FL: 0.792 / 0.98, // F_LP/F_P with the fittings
  Fd: 0.296,
  Do: 0.1,
  pipe: { Di: 0.2031, tS: 0.008, cS: 5000, rhoS: 8000 },
  Aeta: -3.8,
};

// IEC 60534-8-4:2015 worked example: water, DN100 globe valve, cavitating. Figure ≈ 81.6 dB(A).
const LIQUID_EXAMPLE: HydrodynamicNoiseInput = {
  massFlow: 40,
  P1: 1.0e6,
  P2: 6.5e5,
  Pv: 2.32e3,
  rhoL: 997,
  cL: 1400,
  Kv: 77.848,
  FL: 0.92,
  Fd: 0.42,
  d: 0.1,
  pipe: { Di: 0.1071, tS: 0.0036, cS: 5000, rhoS: 7800 },
  Aeta: -4.6,
};

/** The prediction refuses its input with this code, naming this field. */
function expectRefusal(run: () => unknown, code: NoiseRangeCode, field: string): void {
  try {
    run();
    expect.unreachable('should have thrown');
  } catch (error) {
    expect(error).toBeInstanceOf(NoiseRangeError);
    expect((error as NoiseRangeError).code).toBe(code);
    expect((error as NoiseRangeError).field).toBe(field);
  }
}

describe('IEC 60534-8-3:2010 aerodynamic noise', () => {
  it('the worked example: regime I and 91.7 dB(A) to the printed decimal', () => {
    const r = aerodynamicNoise(GAS_EXAMPLE);
    expect(r.regime).toBe('I');
    expect(r.LpAe1m).toBeCloseTo(91.7, 1);
  });

  it('the example’s intermediate values, by hand from the equations', () => {
    const r = aerodynamicNoise(GAS_EXAMPLE);
    // x = 0.28; F_L = 0.792/0.98 = 0.808163; x/F_L² = 0.428706; P_vc/P1 = 0.571294;
    // (γ−1)/γ = 0.180328; (P_vc/P1)^−0.180328 = 1.106229; M_vc² = (2/0.22)·0.106229 = 0.965718.
    expect(r.Mj).toBeCloseTo(Math.sqrt(0.965718), 5);
    // c_vc = √(γ·P1/ρ1·(P_vc/P1)^0.180328) = √(230 188.7·0.903972) = 456.162 m/s;
    // W_m = m·(M_vc·c_vc)²/2 = 2.22·0.965718·456.162²/2 = 2.23055·10⁵ W.
    expect(r.Wm / 1e5).toBeCloseTo(2.23055, 4);
    // η_I = 10^−3.8 · F_L² · M_vc³ = 1.584893e-4 · 0.653128 · 0.949020 = 9.8237e-5.
    expect(r.eta * 1e5).toBeCloseTo(9.8237, 3);
    // D_j = N14·F_d·√(C·F_L) with C = Cv = 1.156·77.85 = 89.995: 4.6e-3·0.296·√72.730 = 0.011612 m.
    expect(r.Dj).toBeCloseTo(0.011612, 5);
    // c2 = √(γ·R·T/M) = √(1.22·8314·450/19.8) = 480.16 m/s; ρ2 = 5.3·0.72 = 3.816 kg/m³;
    // M2 = 4m/(π·Di²·ρ2·c2) = 8.88/(π·0.041250·3.816·480.16) = 0.03740.
    expect(r.M2).toBeCloseTo(0.0374, 4);
    // P2C = P1·(1 − F_L²·x_vcc), x_vcc = 1 − (2/2.22)^(1.22/0.22) = 0.439387: P2C = 713 024 Pa.
    expect(r.P2C / 1e3).toBeCloseTo(713.02, 1);
  });

  it('regimes I–V follow the outlet pressure, with their boundaries for γ = 1.4, F_L = 0.9', () => {
    // x_vcc = 1 − (2/2.4)^3.5 = 0.471718; x_C = 0.81·x_vcc = 0.382092; α = 0.528282/0.617908 = 0.854952;
    // x_B = 1 − (1/1.4)^3.5/α = 1 − 0.308001/0.854952 = 0.639745; x_CE = 1 − 1/(22α) = 0.946834.
    const base: AerodynamicNoiseInput = {
      massFlow: 1,
      P1: 1e6,
      P2: 0,
      T1: 300,
      rho1: 11.6,
      gamma: 1.4,
      molarMass: 28.97,
      Kv: 50,
      FL: 0.9,
      Fd: 0.46,
      Do: 0.15,
      pipe: { Di: 0.3, tS: 0.0095 },
    };
    const at = (x: number) => aerodynamicNoise({ ...base, P2: 1e6 * (1 - x) });
    expect(at(0.38).regime).toBe('I');
    expect(at(0.385).regime).toBe('II');
    expect(at(0.47).regime).toBe('II');
    expect(at(0.475).regime).toBe('III');
    expect(at(0.635).regime).toBe('III');
    expect(at(0.645).regime).toBe('IV');
    expect(at(0.945).regime).toBe('IV');
    expect(at(0.95).regime).toBe('V');
    expect(at(0.2).P2C).toBeCloseTo(1e6 * (1 - 0.382092), -1);
  });

  it('more pressure drop is never quieter in regime I; a thicker wall is quieter', () => {
    let last = -Infinity;
    for (let P2 = 9.9e5; P2 >= 7.3e5; P2 -= 1e4) {
      const r = aerodynamicNoise({ ...GAS_EXAMPLE, P2 });
      expect(r.regime).toBe('I');
      expect(r.LpAe1m).toBeGreaterThanOrEqual(last);
      last = r.LpAe1m;
    }
    const thin = aerodynamicNoise({ ...GAS_EXAMPLE, pipe: { ...GAS_EXAMPLE.pipe, tS: 0.005 } });
    const thick = aerodynamicNoise({ ...GAS_EXAMPLE, pipe: { ...GAS_EXAMPLE.pipe, tS: 0.0127 } });
    expect(thick.LpAe1m).toBeLessThan(thin.LpAe1m);
  });

  it('a fast valve outlet (Mach above 0.3) adds the outlet jet’s noise (clause 7)', () => {
    // Valves above 0.15 m, where the size correction ΔTL is nil, so only the outlet Mach number differs.
    const pipe = { Di: 0.6, tS: 0.0095 };
    const slowOutlet = aerodynamicNoise({ ...GAS_EXAMPLE, massFlow: 15, Do: 0.3, pipe });
    const fastOutlet = aerodynamicNoise({ ...GAS_EXAMPLE, massFlow: 15, Do: 0.16, pipe });
    expect(slowOutlet.Mo).toBeLessThan(0.3);
    expect(fastOutlet.Mo).toBeGreaterThan(0.3);
    expect(fastOutlet.LpAe1m).toBeGreaterThan(slowOutlet.LpAe1m);
  });

  it('says which defaults it used', () => {
    const r = aerodynamicNoise({ ...GAS_EXAMPLE, Aeta: undefined, pipe: { Di: 0.2031, tS: 0.008 } });
    expect(r.defaults.sort()).toEqual(['Aeta', 'Pa', 'pipe.cS', 'pipe.rhoS']);
  });

  it.each([
    [{ P2: 1.0e6 }, 'pressure-order', 'P2'],
    [{ massFlow: Number.NaN }, 'not-finite', 'massFlow'],
    [{ rho1: 0 }, 'not-positive', 'rho1'],
    [{ gamma: 1 }, 'factor-range', 'gamma'],
    [{ FL: 1.2 }, 'factor-range', 'FL'],
    [{ Kv: 1e9 }, 'out-of-range', 'Kv'],
    [{ massFlow: 200, Do: 0.02 }, 'outlet-mach', 'Do'],
  ] as const)('refuses %o with %s', (patch, code, field) => {
    expectRefusal(() => aerodynamicNoise({ ...GAS_EXAMPLE, ...patch }), code, field);
  });
});

describe('IEC 60534-8-4:2015 hydrodynamic noise', () => {
  it('the worked example: cavitating and 81.6 dB(A) to the printed decimal', () => {
    const r = hydrodynamicNoise(LIQUID_EXAMPLE);
    expect(r.regime).toBe('cavitating');
    expect(r.LpAe1m).toBeCloseTo(81.6, 1);
  });

  it('the example’s intermediate values, by hand from the equations', () => {
    const r = hydrodynamicNoise(LIQUID_EXAMPLE);
    // x_F = 3.5e5/(1e6 − 2320) = 0.350814.
    expect(r.xF).toBeCloseTo(0.350814, 6);
    // x_Fz estimate: C = 1.156·77.848 = 89.992; √(C/(1.17·0.92)) = √83.605 = 9.1436;
    // 0.90/√(1 + 3·0.42·9.1436) = 0.90/√12.5209 = 0.254346.
    expect(r.xFz).toBeCloseTo(0.254346, 5);
    expect(r.xFzAssumed).toBe(true);
    // U_vc = √(2ΔP/ρ)/F_L = √(2·3.5e5/997)/0.92 = 26.4973/0.92 = 28.8014 m/s (not choked).
    expect(r.Uvc).toBeCloseTo(28.8014, 3);
    // W_m = m·U_vc²·F_L²/2 = 40·829.52·0.8464/2 = 14 042 W.
    expect(r.Wm).toBeCloseTo(14042.1, 0);
    // η_turb = 10^−4.6·U_vc/c_L = 2.51189e-5·28.8014/1400 = 5.1676e-7; the cavitating part adds the rest.
    expect(r.eta).toBeGreaterThan(5.1676e-7);
  });

  it('turbulent below the incipient point, cavitating above, flashing at P2 ≤ Pv — finite throughout', () => {
    const at = (P2: number) => hydrodynamicNoise({ ...LIQUID_EXAMPLE, P2, xFz: 0.3 });
    // x_Fz at P1 = 0.3·(6e5/1e6)^0.125 = 0.281443: x_F = 0.25 is turbulent, 0.35 cavitating.
    expect(at(1e6 - 0.25 * (1e6 - 2320)).regime).toBe('turbulent');
    expect(at(1e6 - 0.35 * (1e6 - 2320)).regime).toBe('cavitating');
    const flashing = at(1000);
    expect(flashing.regime).toBe('flashing');
    expect(Number.isFinite(flashing.LpAe1m)).toBe(true);
    expect(hydrodynamicNoise({ ...LIQUID_EXAMPLE, xFz: 0.3 }).xFzAssumed).toBe(false);
  });

  it('more pressure drop is never quieter up to strong cavitation; a thicker wall is quieter', () => {
    // Beyond x_F ≈ 0.7 the standard's cavitation peak frequency falls towards 10 Hz, where the
    // A-weighting hides it, and the level in dB(A) drops again: the check stops at x_F = 0.6.
    let last = -Infinity;
    for (let P2 = 9.9e5; P2 >= 4e5; P2 -= 2e4) {
      const r = hydrodynamicNoise({ ...LIQUID_EXAMPLE, P2 });
      expect(r.LpAe1m).toBeGreaterThanOrEqual(last);
      last = r.LpAe1m;
    }
    const thin = hydrodynamicNoise(LIQUID_EXAMPLE);
    const thick = hydrodynamicNoise({ ...LIQUID_EXAMPLE, pipe: { ...LIQUID_EXAMPLE.pipe, tS: 0.0086 } });
    expect(thick.LpAe1m).toBeLessThan(thin.LpAe1m);
  });

  it.each([
    [{ Pv: 1.1e6 }, 'pressure-order', 'Pv'],
    [{ P2: 1.2e6 }, 'pressure-order', 'P2'],
    [{ rhoL: Number.POSITIVE_INFINITY }, 'not-finite', 'rhoL'],
    [{ xFz: 1.5 }, 'factor-range', 'xFz'],
    [{ pipe: { Di: 0.1, tS: 0.2 } }, 'pipe-geometry', 'pipe.tS'],
  ] as const)('refuses %o with %s', (patch, code, field) => {
    expectRefusal(() => hydrodynamicNoise({ ...LIQUID_EXAMPLE, ...patch }), code, field);
  });
});

describe('shared pieces', () => {
  it('A-weighting at the exact band centres matches IEC 61672’s table to its decimal', () => {
    const table: Record<string, number> = { 31.5: -39.4, 100: -19.1, 1000: 0, 4000: 1.0, 10000: -2.5 };
    for (const f of BAND_CENTRES) {
      const nominal = Object.keys(table).find((n) => Math.abs(Number(n) / f - 1) < 0.03);
      if (nominal !== undefined) expect(aWeighting(f)).toBeCloseTo(table[nominal]!, 1);
    }
    expect(BAND_CENTRES).toHaveLength(33);
    expect(BAND_CENTRES[0]).toBeCloseTo(12.59, 2);
    expect(BAND_CENTRES[32]).toBeCloseTo(19953, 0);
  });

  it('the default wall is schedule 40 of the nearest standard size', () => {
    expect(defaultWallThickness(0.1023)).toBeCloseTo(0.00602, 8); // NPS 4
    expect(defaultWallThickness(0.0525)).toBeCloseTo(0.00391, 8); // NPS 2
    expect(defaultWallThickness(0.2)).toBeCloseTo(0.00818, 8); // NPS 8 (ID 202.7 mm)
    expect(defaultWallThickness(5)).toBeCloseTo(0.01748, 8); // beyond NPS 24: its wall
  });
});

describe('any input within the limits gives a finite level', () => {
  const between = (min: number, max: number) => fc.double({ min, max, noNaN: true });
  const pipe = fc.record({
    Di: between(0.01, 1),
    tS: between(0.001, 0.01),
  });
  it('gases', () => {
    fc.assert(
      fc.property(
        between(1e5, 1e7),
        between(0.001, 0.999),
        between(1.05, 1.67),
        between(0.5, 1),
        between(0.1, 1),
        between(0.1, 2000),
        pipe,
        (P1, x, gamma, FL, Fd, Kv, p) => {
          const input: AerodynamicNoiseInput = {
            massFlow: 0.5,
            P1,
            P2: P1 * (1 - x),
            T1: 350,
            rho1: P1 / 1e5,
            gamma,
            molarMass: 20,
            Kv,
            FL,
            Fd,
            Do: p.Di,
            pipe: p,
          };
          try {
            const r = aerodynamicNoise(input);
            for (const v of [r.LpAe1m, r.Lpi, r.eta, r.fp, r.Mj, r.Wa]) expect(Number.isFinite(v)).toBe(true);
          } catch (error) {
            expect(error).toBeInstanceOf(NoiseRangeError); // only the outlet Mach limit can refuse here
            expect((error as NoiseRangeError).code).toBe('outlet-mach');
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('liquids', () => {
    fc.assert(
      fc.property(
        between(1e5, 5e7),
        between(0.0001, 1),
        between(0, 0.9),
        between(0.3, 1),
        between(0.05, 1),
        between(0.1, 2000),
        pipe,
        (P1, drop, pvShare, FL, Fd, Kv, p) => {
          const r = hydrodynamicNoise({
            massFlow: 10,
            P1,
            P2: P1 * (1 - drop * 0.999999),
            Pv: P1 * pvShare,
            rhoL: 1000,
            Kv,
            FL,
            Fd,
            pipe: p,
          });
          for (const v of [r.LpAe1m, r.Lpi, r.eta, r.fpTurb, r.Uvc, r.Wa])
            expect(Number.isFinite(v)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
