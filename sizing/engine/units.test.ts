import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertFlow,
  cvToKv,
  density,
  displayUnitsOf,
  FLOW_UNITS,
  flowFromSI,
  flowToSI,
  formatNumber,
  kvToCv,
  length,
  NOMINAL_SIZES,
  normalDensity,
  PRESSURE_UNITS,
  pressureDifference,
  pressureFromSI,
  pressureToSI,
  quantityIn,
  quantityText,
  SIZE_UNITS,
  sizeFromSI,
  sizeToSI,
  TEMPERATURE_UNITS,
  temperatureFromSI,
  temperatureToSI,
  viscosity,
} from './units.js';

const positive = fc.double({ min: 1e-6, max: 1e9, noNaN: true });

/** Equal to 1 part in 10⁹ (or 1e-9 absolute near zero). */
const close = (a: number, b: number) =>
  expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(b)));

describe('unit conversions', () => {
  it('known figures: a US gallon, a psi, a pound per cubic foot, an inch, Cv', () => {
    expect(flowToSI(1, 'gpm')).toBeCloseTo(0.227125, 6);
    expect(flowToSI(60, 'L/min')).toBeCloseTo(3.6, 12);
    expect(flowToSI(1, 'lb/h')).toBeCloseTo(0.45359237, 12);
    // 1 Nm³ is about 37.3 scf (60 °F, 14.696 psia).
    expect(flowFromSI(1, 'scfh')).toBeCloseTo(37.33, 1);
    expect(pressureToSI(14.696, 'psi_a')).toBeCloseTo(101_325, 0);
    expect(pressureToSI(0, 'bar_g')).toBe(101_325);
    expect(pressureToSI(1, 'bar_g', 95_000)).toBe(195_000);
    expect(density.toSI(1, 'lb/ft3')).toBeCloseTo(16.0185, 4);
    expect(temperatureToSI(212, 'F')).toBeCloseTo(373.15, 10);
    expect(length.toSI(1, 'in')).toBe(0.0254);
    expect(kvToCv(100)).toBeCloseTo(115.6, 10);
    // Air: about 1.293 kg/Nm³.
    expect(normalDensity(28.965)).toBeCloseTo(1.2923, 3);
  });

  it('every flow unit round trips, and mass ↔ volume through a density', () => {
    fc.assert(
      fc.property(positive, fc.constantFrom(...FLOW_UNITS), (value, unit) => {
        close(flowFromSI(flowToSI(value, unit), unit), value);
      }),
    );
    fc.assert(
      fc.property(
        positive,
        fc.double({ min: 0.01, max: 20_000, noNaN: true }),
        fc.constantFrom(...FLOW_UNITS),
        fc.constantFrom(...FLOW_UNITS),
        (value, rho, from, to) => {
          const there = convertFlow(value, from, to, rho);
          const volumeToNormal =
            (from.includes('N') || from === 'scfh') !== (to.includes('N') || to === 'scfh') &&
            !from.includes('lb') &&
            !from.includes('kg') &&
            !to.includes('lb') &&
            !to.includes('kg');
          if (volumeToNormal) expect(there).toBeNaN();
          else close(convertFlow(there, to, from, rho), value);
        },
      ),
    );
  });

  it('every pressure unit round trips, gauge or absolute, at any atmospheric pressure', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e5, max: 1e8, noNaN: true }),
        fc.constantFrom(...PRESSURE_UNITS),
        fc.double({ min: 50_000, max: 110_000, noNaN: true }),
        (pa, unit, atmosphere) => {
          close(pressureToSI(pressureFromSI(pa, unit, atmosphere), unit, atmosphere), pa);
        },
      ),
    );
    fc.assert(
      fc.property(positive, fc.constantFrom(...pressureDifference.units), (v, unit) => {
        close(pressureDifference.fromSI(pressureDifference.toSI(v, unit), unit), v);
      }),
    );
  });

  it('temperature, viscosity, density and size round trip', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 3000, noNaN: true }),
        fc.constantFrom(...TEMPERATURE_UNITS),
        (k, unit) => {
          close(temperatureToSI(temperatureFromSI(k, unit), unit), k);
        },
      ),
    );
    for (const quantity of [viscosity, density, length]) {
      fc.assert(
        fc.property(positive, fc.constantFrom(...quantity.units), (v, unit: string) => {
          const u = unit as never;
          close(quantity.fromSI(quantity.toSI(v, u), u), v);
        }),
      );
    }
    for (const unit of SIZE_UNITS) {
      for (const { dn } of NOMINAL_SIZES) {
        const metres = dn / 1000;
        close(sizeToSI(sizeFromSI(metres, unit), unit), metres);
      }
    }
  });

  it('Kv → Cv → Kv round trips', () => {
    fc.assert(
      fc.property(positive, (kv) => {
        close(cvToKv(kvToCv(kv)), kv);
      }),
    );
  });
});

describe('figures as people read them', () => {
  it('rounds to significant figures, grouped, in either language', () => {
    expect(formatNumber(132.086, 4)).toBe('132.1');
    expect(formatNumber(132.086, 3)).toBe('132');
    expect(formatNumber(174.045, 4, 'zh')).toBe('174');
    expect(formatNumber(43.5113, 3)).toBe('43.5');
    expect(formatNumber(111_758, 3)).toBe('112,000');
    expect(formatNumber(5000, 4, 'zh')).toBe('5,000');
    expect(formatNumber(0.000012, 3)).toBe('1.20e-5');
    expect(formatNumber(Number.NaN)).toBe('–');
  });

  it('writes an SI figure in the units of the visitor’s inputs', () => {
    const us = displayUnitsOf({ P1: 'psi_g', T: 'F' });
    const bar = displayUnitsOf({ P1: 'bar_g', T: 'C' });
    expect(us.system).toBe('us');
    expect(quantityText('pressure', 1_200_000, us)).toBe('174 psia');
    expect(quantityText('pressureDrop', 1_000_000, us)).toBe('145 psi');
    expect(quantityText('pressureDrop', 1_000_000, bar)).toBe('10 bar');
    expect(quantityText('temperature', 353.15, us)).toBe('176 °F');
    expect(quantityText('velocity', 3.048, us)).toBe('10 ft/s');
    expect(quantityText('density', 998, us, 'en', 4)).toBe('62.3 lb/ft³');
    expect(quantityText('length', 0.00602, us)).toBe('0.237 in');
    expect(quantityText('length', 0.00602, bar)).toBe('6.02 mm');
    expect(quantityIn('molarMass', 28.96, us).unit).toBe('lb/lbmol');
    expect(quantityText('ratio', 0.72, us)).toBe('0.72');
  });
});
