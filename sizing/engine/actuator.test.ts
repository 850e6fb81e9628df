import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LEAKAGE_CLASSES,
  N_PER_M_PER_LBF_PER_IN,
  actuatorReasonText,
  availableThrust,
  packingFriction,
  requiredThrust,
  requiredTorque,
  seatLoad,
  sizeActuator,
  type Actuator,
  type ActuatorDuty,
  type ValveActuation,
} from './actuator.js';

const LBF = 4.4482216152605;
const PSI = 6894.757293168;
const LBF_IN = LBF * 0.0254; // N·m
const BAR = 1e5;

describe('the published relations, in the units they are printed in', () => {
  it('converts lbf per linear inch of port circumference to N/m', () => {
    expect(N_PER_M_PER_LBF_PER_IN).toBeCloseTo(175.1268, 4);
  });

  /**
   * Fisher V150 Vee-Ball reference manual, Table 2-3 "Typical Packing Friction Values (Lb)": single
   * PTFE 1/2-inch stem 50 lb, 3/4-inch 75 lb; graphite ribbon, Class 300, 1/2-inch 230 lb, 1-inch 610 lb.
   */
  it("reads packing friction from Fisher's table to its printed pounds", () => {
    expect(packingFriction(12.7, 'ptfe') / LBF).toBeCloseTo(50, 6);
    expect(packingFriction(19.05, 'ptfe') / LBF).toBeCloseTo(75, 6);
    expect(packingFriction(12.7, 'graphite') / LBF).toBeCloseTo(230, 6);
    expect(packingFriction(25.4, 'graphite') / LBF).toBeCloseTo(610, 6);
  });

  /**
   * Fisher's sliding-stem method (Control Valve Handbook, "Actuator Sizing": total force = unbalance
   * force + seat load + packing friction), worked for a 2-inch port, 1/2-inch stem with single PTFE
   * packing, unbalanced plug, 100 psi shut-off, Class IV (40 lb per linear inch of port circumference):
   * unbalance 100 × π/4 × 2² = 314.16 lb; seat load 40 × π × 2 = 251.33 lb; packing 50 lb; total 615.49 lb.
   */
  it('sums unbalance, seat load and packing friction like Fisher’s sliding-stem method', () => {
    const thrust = requiredThrust(
      { plug: 'unbalanced', packing: 'ptfe' },
      { dn: 50, portDiameter: 50.8, stemDiameter: 12.7, travel: 29 },
      { shutoffDeltaP: 100 * PSI, leakageClass: 'IV' },
    );
    expect(thrust.unbalance / LBF).toBeCloseTo(314.16, 2);
    expect(thrust.seatLoad / LBF).toBeCloseTo(251.33, 2);
    expect(thrust.packingFriction / LBF).toBeCloseTo(50, 6);
    expect(thrust.total / LBF).toBeCloseTo(615.49, 2);
  });

  /**
   * Fisher V150 reference manual, "Torque Equations" T_B = A(ΔP_shutoff) + B, T_D = C(ΔP_eff), with
   * Table 2-5 (high-performance butterfly, PTFE seal), NPS 4: A 0.99, B 232, C 7.65 at 60°, lbf·in
   * per psi. At 100 psi shut-off: T_B = 0.99 × 100 + 232 = 331 lbf·in; at 50 psi flowing, 60° open:
   * T_D = 7.65 × 50 = 382.5 lbf·in, which governs.
   */
  it("gives the butterfly torque of Fisher's table 2-5 to its printed digits", () => {
    const perPsi = LBF_IN / (PSI / BAR); // lbf·in per psi → N·m per bar
    const size = {
      dn: 100,
      stemDiameter: 19.05,
      breakoutA: 0.99 * perPsi,
      breakoutB: 232 * LBF_IN,
      dynamicC: 7.65 * perPsi,
    };
    const torque = requiredTorque(size, { shutoffDeltaP: 100 * PSI, flowingDeltaP: 50 * PSI });
    expect(torque.breakout / LBF_IN).toBeCloseTo(331, 6);
    expect(torque.dynamic / LBF_IN).toBeCloseTo(382.5, 6);
    expect(torque.total / LBF_IN).toBeCloseTo(382.5, 6);
  });

  it('takes the spring at its lower bench set for fail-close, supply less the upper bench set for fail-open', () => {
    const base: Actuator = {
      model: 'T',
      kind: 'diaphragm',
      motion: 'linear',
      failAction: 'close',
      area: 500,
      springLow: 0.4,
      springHigh: 1.2,
      stroke: 40,
      maxSupply: 4,
    };
    // 500 cm² = 0.05 m²: 0.4 bar → 2000 N; (4 − 1.2) bar → 14 000 N; 4 bar double-acting → 20 000 N.
    expect(availableThrust(base, 4 * BAR)).toBeCloseTo(2000, 6);
    expect(availableThrust({ ...base, failAction: 'open' }, 4 * BAR)).toBeCloseTo(14000, 6);
    expect(
      availableThrust({ ...base, failAction: 'last', springLow: 0, springHigh: 0 }, 4 * BAR),
    ).toBeCloseTo(20000, 6);
  });
});

const globe: ValveActuation = {
  motion: 'linear',
  plug: 'unbalanced',
  packing: 'ptfe',
  sizes: [{ dn: 50, portDiameter: 40, stemDiameter: 12.7, travel: 25 }],
};
const diaphragm = (model: string, area: number, failAction: Actuator['failAction'] = 'open'): Actuator => ({
  model,
  kind: 'diaphragm',
  motion: 'linear',
  failAction,
  area,
  springLow: 0.2,
  springHigh: 1.0,
  stroke: 25,
  maxSupply: 4,
});
const catalogue = [diaphragm('D-800', 800), diaphragm('D-250', 250), diaphragm('D-500', 500)];
const duty: ActuatorDuty = {
  failAction: 'open',
  supplyPressure: 4 * BAR,
  shutoffDeltaP: 10 * BAR,
  leakageClass: 'IV',
};

describe('choosing the actuator', () => {
  it('takes the smallest that closes with the margin, and a larger one for a higher shut-off', () => {
    const low = sizeActuator(globe, 50, catalogue, duty);
    expect(low.actuator?.model).toBe('D-250');
    expect(low.actuator!.availableThrust!).toBeGreaterThanOrEqual(low.actuator!.requiredThrust! * 1.25);
    const high = sizeActuator(globe, 50, catalogue, { ...duty, shutoffDeltaP: 40 * BAR });
    expect(high.actuator?.model).toBe('D-500');
  });

  it('says why none fits, in both languages', () => {
    const none = sizeActuator(globe, 50, catalogue, { ...duty, shutoffDeltaP: 200 * BAR });
    expect(none.reason?.code).toBe('too-weak');
    expect(actuatorReasonText(none.reason!, 'en')).toMatch(/strongest, D-800/);
    expect(actuatorReasonText(none.reason!, 'zh')).toMatch(/D-800/);
    expect(sizeActuator(globe, 50, catalogue, { ...duty, failAction: 'last' }).reason?.code).toBe(
      'none-of-action',
    );
    expect(sizeActuator(globe, 80, catalogue, duty).reason?.code).toBe('no-data');
  });

  it('refuses a fail-close actuator whose spring the supply cannot overcome', () => {
    const closing = [diaphragm('C-500', 500, 'close')];
    const result = sizeActuator(globe, 50, closing, {
      ...duty,
      failAction: 'close',
      supplyPressure: 0.8 * BAR,
    });
    expect(result.reason?.code).toBe('supply-range');
  });
});

describe('properties', () => {
  const sizeArb = fc.record({
    portDiameter: fc.double({ min: 1, max: 600, noNaN: true }),
    stemDiameter: fc.double({ min: 4, max: 80, noNaN: true }),
    sealFriction: fc.double({ min: 0, max: 5000, noNaN: true }),
  });
  const valveArb = fc.record({
    plug: fc.constantFrom('unbalanced' as const, 'balanced' as const),
    packing: fc.constantFrom('ptfe' as const, 'graphite' as const),
  });

  it('more shut-off pressure drop never needs less thrust or torque', () => {
    fc.assert(
      fc.property(
        valveArb,
        sizeArb,
        fc.double({ min: 0, max: 500 * BAR, noNaN: true }),
        fc.double({ min: 0, max: 500 * BAR, noNaN: true }),
        fc.constantFrom(...LEAKAGE_CLASSES),
        (valve, size, a, b, leakageClass) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const at = (dp: number) =>
            requiredThrust(valve, { dn: 50, ...size }, { shutoffDeltaP: dp, leakageClass }).total;
          expect(at(hi)).toBeGreaterThanOrEqual(at(lo));
          const rotary = {
            dn: 50,
            stemDiameter: 20,
            breakoutA: size.sealFriction / 100,
            breakoutB: 5,
            dynamicC: 1,
          };
          const torque = (dp: number) => requiredTorque(rotary, { shutoffDeltaP: dp }).total;
          expect(torque(hi)).toBeGreaterThanOrEqual(torque(lo));
        },
      ),
    );
  });

  it('a tighter leakage class never needs less seat load', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 3000, noNaN: true }), (port) => {
        const loads = LEAKAGE_CLASSES.map((c) => seatLoad(port, c));
        for (let i = 1; i < loads.length; i++) expect(loads[i]).toBeGreaterThanOrEqual(loads[i - 1]!);
      }),
    );
  });

  it('never answers NaN nor throws, whatever it is given', () => {
    const anyNumber = fc.oneof(fc.double(), fc.constant(Number.NaN), fc.constant(Infinity), fc.integer());
    fc.assert(
      fc.property(
        fc.record({
          dn: anyNumber,
          stemDiameter: anyNumber,
          portDiameter: anyNumber,
          travel: anyNumber,
          sealFriction: anyNumber,
          breakoutA: anyNumber,
          breakoutB: anyNumber,
          dynamicC: anyNumber,
        }),
        fc.record({
          area: anyNumber,
          springLow: anyNumber,
          springHigh: anyNumber,
          stroke: anyNumber,
          maxSupply: anyNumber,
          leverArm: anyNumber,
        }),
        fc.record({ supplyPressure: anyNumber, shutoffDeltaP: anyNumber, flowingDeltaP: anyNumber }),
        fc.constantFrom('linear' as const, 'rotary' as const),
        fc.constantFrom('close' as const, 'open' as const, 'last' as const),
        (size, numbers, pressures, motion, failAction) => {
          const valve: ValveActuation = { motion, plug: 'balanced', packing: 'graphite', sizes: [size] };
          const actuator: Actuator = { model: 'X', kind: 'piston', motion, failAction, ...numbers };
          const result = sizeActuator(valve, size.dn, [actuator], {
            failAction,
            leakageClass: 'VI',
            ...pressures,
          });
          const figures = result.actuator
            ? [
                result.actuator.margin,
                result.actuator.requiredThrust ?? 0,
                result.actuator.availableThrust ?? 0,
                result.actuator.requiredTorque ?? 0,
                result.actuator.availableTorque ?? 0,
              ]
            : Object.values(result.reason.params).filter((v): v is number => typeof v === 'number');
          for (const v of figures) expect(Number.isNaN(v)).toBe(false);
          expect(
            actuatorReasonText(result.reason ?? { code: 'no-data', params: { dn: 1 } }, 'zh'),
          ).not.toMatch(/NaN/);
        },
      ),
    );
  });
});
