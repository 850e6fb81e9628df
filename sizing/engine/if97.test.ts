import { describe, expect, it } from 'vitest';
import {
  If97RangeError,
  P_CRITICAL,
  boundary23Pressure,
  saturatedLiquid,
  saturatedVapour,
  saturationPressure,
  saturationTemperature,
  waterState,
  waterViscosity,
} from './if97.js';

/** The release prints 9 significant digits: agree to within half a unit in the last one. */
function expectPrinted(actual: number, printed: number): void {
  const digits = 9;
  const exponent = Math.floor(Math.log10(Math.abs(printed)));
  const halfUlp = 0.5 * 10 ** (exponent - digits + 1);
  expect(Math.abs(actual - printed)).toBeLessThanOrEqual(halfUlp * 1.0001);
}

// IAPWS R7-97(2012) Table 5: region 1, eq. 7. Units of the release: MPa, K, m³/kg, kJ/kg, kJ/(kg·K), m/s.
const TABLE_5 = [
  {
    T: 300,
    p: 3,
    v: 0.100215168e-2,
    h: 0.115331273e3,
    u: 0.112324818e3,
    s: 0.392294792,
    cp: 0.417301218e1,
    w: 0.150773921e4,
  },
  {
    T: 300,
    p: 80,
    v: 0.971180894e-3,
    h: 0.184142828e3,
    u: 0.106448356e3,
    s: 0.368563852,
    cp: 0.401008987e1,
    w: 0.163469054e4,
  },
  {
    T: 500,
    p: 3,
    v: 0.1202418e-2,
    h: 0.975542239e3,
    u: 0.971934985e3,
    s: 0.258041912e1,
    cp: 0.465580682e1,
    w: 0.124071337e4,
  },
];

// R7-97 Table 15: region 2, eq. 15.
const TABLE_15 = [
  {
    T: 300,
    p: 0.0035,
    v: 0.394913866e2,
    h: 0.254991145e4,
    u: 0.24116916e4,
    s: 0.852238967e1,
    cp: 0.191300162e1,
    w: 0.427920172e3,
  },
  {
    T: 700,
    p: 0.0035,
    v: 0.923015898e2,
    h: 0.333568375e4,
    u: 0.301262819e4,
    s: 0.101749996e2,
    cp: 0.208141274e1,
    w: 0.644289068e3,
  },
  {
    T: 700,
    p: 30,
    v: 0.542946619e-2,
    h: 0.263149474e4,
    u: 0.246861076e4,
    s: 0.517540298e1,
    cp: 0.103505092e2,
    w: 0.480386523e3,
  },
];

describe('IAPWS-IF97 regions 1 and 2 against the release’s verification tables', () => {
  it.each([
    ['region 1 (Table 5)', 1, TABLE_5],
    ['region 2 (Table 15)', 2, TABLE_15],
  ] as const)('%s: v, h, u, s, cp, w to the nine printed digits', (_label, region, table) => {
    for (const row of table) {
      const st = waterState(row.p * 1e6, row.T);
      expect(st.region).toBe(region);
      expect(st.phase).toBe(region === 1 ? 'liquid' : 'vapour');
      expectPrinted(st.v, row.v);
      expectPrinted(st.h / 1e3, row.h);
      expectPrinted(st.u / 1e3, row.u);
      expectPrinted(st.s / 1e3, row.s);
      expectPrinted(st.cp / 1e3, row.cp);
      expectPrinted(st.w, row.w);
      // The derived quantities the gas equations take hold together.
      expect(st.rho * st.v).toBeCloseTo(1, 12);
      expect(st.kappa).toBeCloseTo((st.w * st.w * st.rho) / st.P, 9);
      expect(st.Z).toBeCloseTo((st.P * st.v) / (461.526 * st.T), 12);
      expect(st.cv).toBeLessThan(st.cp);
    }
  });

  it('the B23 boundary (R7-97 section 4 check value): 623.15 K ↔ 16.5291643 MPa', () => {
    expectPrinted(boundary23Pressure(623.15) / 1e6, 0.165291643e2);
  });
});

describe('IAPWS-IF97 region 4, the saturation line', () => {
  it('saturation pressure, R7-97 Table 35', () => {
    expectPrinted(saturationPressure(300) / 1e6, 0.353658941e-2);
    expectPrinted(saturationPressure(500) / 1e6, 0.263889776e1);
    expectPrinted(saturationPressure(600) / 1e6, 0.123443146e2);
  });

  it('saturation temperature, R7-97 Table 36', () => {
    expectPrinted(saturationTemperature(0.1e6), 0.372755919e3);
    expectPrinted(saturationTemperature(1e6), 0.453035632e3);
    expectPrinted(saturationTemperature(10e6), 0.584149488e3);
  });

  it('temperature → pressure → temperature round trip along the whole line', () => {
    for (let T = 273.15; T <= 647.096; T += 3.7) {
      expect(saturationTemperature(saturationPressure(T))).toBeCloseTo(T, 6);
    }
    expect(saturationPressure(647.096)).toBeCloseTo(P_CRITICAL, -1);
  });

  it('region choice at the saturation line: liquid just above Psat, vapour just below', () => {
    for (const T of [300, 373.15, 450, 550, 620]) {
      const ps = saturationPressure(T);
      expect(waterState(ps * 1.000001, T).region).toBe(1);
      expect(waterState(ps, T).region).toBe(1);
      expect(waterState(ps * 0.999999, T).region).toBe(2);
      // The two sides of the line differ as liquid and vapour do.
      expect(waterState(ps * 1.000001, T).rho).toBeGreaterThan(5 * waterState(ps * 0.999999, T).rho);
    }
  });

  it('saturated liquid and vapour at 1 bar: T, h, the latent heat of about 2257 kJ/kg', () => {
    const liquid = saturatedLiquid(101325);
    const vapour = saturatedVapour(101325);
    expect(liquid.T).toBeCloseTo(373.124, 2);
    expect(vapour.T).toBe(liquid.T);
    expect(liquid.region).toBe(1);
    expect(vapour.region).toBe(2);
    expect((vapour.h - liquid.h) / 1e3).toBeCloseTo(2256.5, 0);
    expect(liquid.rho).toBeCloseTo(958.4, 0);
    expect(vapour.rho).toBeCloseTo(0.5976, 3);
    // Steam near atmospheric pressure behaves almost as an ideal gas with κ ≈ 1.32.
    expect(vapour.Z).toBeGreaterThan(0.98);
    expect(vapour.kappa).toBeGreaterThan(1.3);
    expect(vapour.kappa).toBeLessThan(1.34);
    expect(vapour.Tsat).toBe(liquid.T);
  });

  it('Tsat is reported with the state, null above the critical pressure', () => {
    const st = waterState(1e6, 500);
    expect(st.region).toBe(2);
    expect(st.Tsat).toBeCloseTo(453.035632, 5);
    expect(waterState(30e6, 300).Tsat).toBeNull();
  });
});

describe('IAPWS-IF97: states outside regions 1 and 2 are refused with a code', () => {
  it.each([
    [Number.NaN, 300, 'not-finite'],
    [1e6, Number.POSITIVE_INFINITY, 'not-finite'],
    [0, 300, 'pressure-low'],
    [-5, 300, 'pressure-low'],
    [101e6, 300, 'pressure-high'],
    [1e5, 273.14, 'temperature-low'],
    [1e5, 1100, 'temperature-high'],
    [25e6, 650, 'region-3'],
    [50e6, 700, 'region-3'],
  ])('P = %s Pa, T = %s K → %s', (P, T, code) => {
    try {
      waterState(P, T);
      expect.unreachable('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(RangeError);
      expect((error as If97RangeError).code).toBe(code);
    }
  });

  it('region 2 above 863.15 K reaches 100 MPa; the saturation line stops at the critical point', () => {
    expect(waterState(100e6, 900).region).toBe(2);
    expect(() => saturationTemperature(23e6)).toThrow(If97RangeError);
    expect(() => saturationPressure(650)).toThrow(If97RangeError);
    expect(() => saturatedVapour(20e6)).toThrow(/region 3/);
  });
});

describe('IAPWS 2008 viscosity (R12-08) without the critical enhancement', () => {
  // R12-08 Table 4: check values with μ2 = 1, in μPa·s to the six printed decimals.
  const TABLE_4 = [
    [298.15, 998, 889.7351],
    [298.15, 1200, 1437.649467],
    [373.15, 1000, 307.883622],
    [433.15, 1, 14.538324],
    [433.15, 1000, 217.685358],
    [873.15, 1, 32.619287],
    [873.15, 100, 35.802262],
    [873.15, 600, 77.430195],
    [1173.15, 1, 44.217245],
    [1173.15, 100, 47.640433],
    [1173.15, 400, 64.154608],
  ] as const;

  it.each(TABLE_4)('T = %s K, ρ = %s kg/m³ → %s μPa·s', (T, rho, mu) => {
    expect(Math.abs(waterViscosity(rho, T) * 1e6 - mu)).toBeLessThanOrEqual(0.5e-6 * 1.0001);
  });

  it('water at 20 °C and 1 atm is about 1.0 mPa·s; refuses densities and temperatures outside', () => {
    const st = waterState(101325, 293.15);
    expect(waterViscosity(st.rho, st.T) * 1e3).toBeCloseTo(1.0016, 3);
    expect(() => waterViscosity(0, 300)).toThrow(If97RangeError);
    expect(() => waterViscosity(1000, 200)).toThrow(If97RangeError);
  });
});

describe('properties across regions 1 and 2', () => {
  it('a dilute vapour is an ideal gas: Z → 1 and κ → cp/cv', () => {
    for (const T of [300, 500, 800, 1000]) {
      const st = waterState(500, T);
      expect(st.Z).toBeCloseTo(1, 3);
      expect(st.kappa / (st.cp / st.cv)).toBeCloseTo(1, 3);
    }
  });

  it('the boundary to region 3 (B23) is kept from 623.15 K to 863.15 K', () => {
    for (const T of [630, 700, 800, 860]) {
      const pB23 = boundary23Pressure(T);
      expect(waterState(pB23 * 0.999, T).region).toBe(2);
      expect(() => waterState(pB23 * 1.001, T)).toThrow(If97RangeError);
    }
  });

  it('20 000 states across both regions are all finite and physical', () => {
    for (let k = 0; k < 20000; k++) {
      const T = 273.15 + ((k * 37) % 800);
      const pMax = T <= 623.15 || T > 863.15 ? 100e6 : boundary23Pressure(T);
      const st = waterState((pMax * ((k % 997) + 1)) / 998, T);
      expect(st.rho > 0 && st.cp > st.cv && st.cv > 0 && st.w > 0 && Number.isFinite(st.h)).toBe(true);
    }
  });
});
