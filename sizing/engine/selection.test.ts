import { describe, expect, it } from 'vitest';
import { ASME_CLASSES, ratedTemperature, ratingLabel, type RatingTable } from './ratings.js';
import {
  beyondCatalogueText,
  CHARACTERISTICS,
  relativeFlow,
  SELECTION_RULES,
  selectionNoteText,
  selectionReasonText,
  selectionRulesText,
  selectValves,
  travelFor,
  type CatalogueValve,
  type FlowSize,
  type SelectionReasonCode,
} from './selection.js';
import { sizeValve } from './sizeValve.js';
import { PUBLISHED_RATINGS, publishedAllowable as allowablePressure } from './test/publishedRatings.js';
import type { SizingRequest } from './types.js';

const tableOf = (material: string) => PUBLISHED_RATINGS.find((t) => t.material === material)!;

describe('the published rating tables: ASME B16.34 Standard Class', () => {
  it('gives the printed working pressures', () => {
    expect(allowablePressure('WCB', 150, 20)).toBe(19.6);
    expect(allowablePressure('WCB', 300, 200)).toBe(43.8);
    expect(allowablePressure('WCB', 600, 400)).toBe(69.4);
    expect(allowablePressure('CF8M', 150, 38)).toBe(19.0);
    expect(allowablePressure('CF8M', 300, 100)).toBe(42.2);
  });

  it('interpolates linearly between printed temperatures', () => {
    expect(allowablePressure('WCB', 150, 225)).toBeCloseTo((13.8 + 12.1) / 2, 10);
  });

  it('rates nothing outside the printed range or for a material without a table', () => {
    expect(allowablePressure('WCB', 150, -46)).toBeNull();
    expect(allowablePressure('CF8M', 300, 600)).toBeNull();
    expect(allowablePressure('Hastelloy C', 150, 20)).toBeNull();
  });
});

describe('ASME B16.34 Group 1.2 (LCC, WCC) and the forgings of Group 1.1', () => {
  it('gives the cells as printed in Table 2-1.2', () => {
    expect(allowablePressure('LCC', 150, 38)).toBe(19.8);
    expect(allowablePressure('LCC', 150, 50)).toBe(19.5);
    expect(allowablePressure('LCC', 300, 100)).toBe(51.5);
    expect(allowablePressure('LCC', 600, 200)).toBe(97.2);
    expect(allowablePressure('LCC', 900, 150)).toBe(150.5);
    expect(allowablePressure('WCC', 1500, 250)).toBe(231.8);
    expect(allowablePressure('LCC', 2500, 250)).toBe(386.2);
  });

  it('interpolates linearly between printed temperatures', () => {
    expect(allowablePressure('LCC', 300, 225)).toBeCloseTo((48.6 + 46.3) / 2, 10);
    expect(allowablePressure('LCC', 150, 120)).toBeCloseTo(17.7 + ((15.8 - 17.7) * 20) / 50, 10);
  });

  it('refuses above the last row read (250 °C), where WCB is still rated', () => {
    expect(ratedTemperature(tableOf('LCC'))).toEqual({ min: -29, max: 250 });
    expect(allowablePressure('LCC', 300, 250)).toBe(46.3);
    expect(allowablePressure('LCC', 300, 250.5)).toBeNull();
    expect(allowablePressure('WCB', 300, 300)).toBe(39.8);
    expect(PUBLISHED_RATINGS.some((t) => t.material === 'Hastelloy C')).toBe(false);
  });

  it('rates A350 LF2 forgings with Group 1.1, as Table 2-1.1 lists them', () => {
    for (const celsius of [20, 100, 330, 538])
      for (const asmeClass of ASME_CLASSES)
        expect(allowablePressure('LF2', asmeClass, celsius)).toBe(
          allowablePressure('WCB', asmeClass, celsius),
        );
  });

  it('has, in every table, higher classes above lower ones and no rise with temperature', () => {
    for (const { rows } of PUBLISHED_RATINGS) {
      for (let i = 0; i < rows.length; i++) {
        const { bar } = rows[i]!;
        expect(bar).toHaveLength(ASME_CLASSES.length);
        for (let c = 1; c < bar.length; c++) expect(bar[c]!).toBeGreaterThan(bar[c - 1]!);
        if (i > 0)
          for (let c = 0; c < bar.length; c++) expect(bar[c]!).toBeLessThanOrEqual(rows[i - 1]!.bar[c]!);
      }
    }
  });
});

describe('inherent characteristics', () => {
  it('travelFor inverts relativeFlow for every characteristic', () => {
    for (const characteristic of CHARACTERISTICS)
      for (const h of [0, 0.1, 0.37, 0.5, 0.9, 1])
        expect(travelFor(characteristic, 50, relativeFlow(characteristic, 50, h))).toBeCloseTo(h, 12);
  });

  it('opens an equal-percentage valve to half its travel at 1/√R of its flow coefficient', () => {
    expect(travelFor('equal-percentage', 50, 1 / Math.sqrt(50))).toBeCloseTo(0.5, 12);
    // Below the rangeability the valve cannot throttle: negative travel.
    expect(travelFor('equal-percentage', 50, 1 / 100)).toBeLessThan(0);
  });
});

/** A globe valve line: equal percentage, R = 50, WCB and CF8M, Class 150 and 300. */
function globe(sizes: [dn: number, nps: string, Kv: number][], over: Partial<FlowSize> = {}): FlowSize[] {
  return sizes.map(([dn, nps, Kv]) => ({
    dn,
    nps,
    Kv,
    FL: 0.9,
    xT: 0.72,
    Fd: 0.46,
    characteristic: 'equal-percentage',
    rangeability: 50,
    seatDiameter: dn * 0.8,
    asmeClasses: [150, 300],
    pn: [16, 40],
    materials: ['WCB', 'CF8M'],
    ...over,
  }));
}

const catalogue: CatalogueValve[] = [
  {
    productId: 1,
    model: 'MR-G100',
    ratings: PUBLISHED_RATINGS,
    sizes: globe([
      [25, '1', 10],
      [40, '1-1/2', 25],
      [50, '2', 40],
      [80, '3', 100],
      [100, '4', 160],
      [150, '6', 360],
    ]),
  },
];

/** Water at 20 °C, 6 bar(g) to 4 bar(g), 12 / 30 / 45 m³/h, in 100 mm pipe. */
const water = (flows: [number, number, number], P1 = 701325, T = 293.15): SizingRequest => ({
  medium: 'liquid',
  fluid: { density: 998.2, vapourPressure: 2339, criticalPressure: 22.064e6, viscosity: 1.0e-3 },
  pipe: { D1: 0.1, D2: 0.1 },
  cases: [
    { name: 'min', P1, P2: P1 - 2e5, T, Q: flows[0] },
    { name: 'normal', P1, P2: P1 - 2e5, T, Q: flows[1] },
    { name: 'max', P1, P2: P1 - 2e5, T, Q: flows[2] },
  ],
});

describe('selectValves', () => {
  it('ranks the smallest size that fits first and says why each other size does not fit', () => {
    const request = water([12, 30, 45]);
    const { fitting, notFitting } = selectValves(request, catalogue);
    expect(fitting.length).toBeGreaterThan(0);
    for (const c of fitting) {
      const at = (name: string) => c.travel.find((t) => t.name === name)!.travel!;
      expect(at('max')).toBeLessThanOrEqual(SELECTION_RULES.maxTravel);
      expect(at('min')).toBeGreaterThanOrEqual(SELECTION_RULES.minTravel);
      expect(c.reasons).toEqual([]);
    }
    const best = fitting[0]!;
    expect(Math.min(...fitting.map((c) => c.dn))).toBe(best.dn);
    for (const c of notFitting) expect(c.reasons.length).toBeGreaterThan(0);
    // Each smaller size is too small; a much larger one is oversized.
    for (const c of notFitting.filter((n) => n.dn < best.dn))
      expect(c.reasons.map((r) => r.code)).toEqual(
        expect.arrayContaining([expect.stringMatching(/too-small|max-travel-high/)]),
      );
    // The wording of each reason names the case it is about.
    for (const c of notFitting)
      for (const r of c.reasons) expect(selectionReasonText(r, 'en')).not.toMatch(/undefined|NaN/);
    expect(notFitting.find((n) => n.dn === 150)?.reasons.map((r) => r.code)).toContain('min-travel-low');
  });

  it('computes travel from the required Kv at that size, its piping factors included', () => {
    const request = water([12, 30, 45]);
    const best = selectValves(request, catalogue).fitting[0]!;
    const size = catalogue[0]!.sizes.find((s) => s.dn === best.dn)!;
    const atSize = sizeValve({
      ...request,
      valve: { d: size.dn / 1000, FL: size.FL, xT: size.xT, Fd: size.Fd },
    });
    const maxKv = atSize.cases[2]!.Kv;
    expect(best.travel[2]!.Kv).toBe(maxKv);
    // Equal percentage, R = 50: h = 1 + ln(Kv/Kv100)/ln 50.
    expect(best.travel[2]!.travel).toBeCloseTo(1 + Math.log(maxKv / size.Kv) / Math.log(50), 12);
    // A size that cannot pass a case at all shows no figure for it rather than a meaningless one.
    const tiny = selectValves(request, catalogue).notFitting.find((c) => c.dn === 25)!;
    expect(tiny.travel[2]).toEqual({ name: 'max', Kv: null, travel: null });
    // A valve smaller than the pipe loses capacity to its reducers: more Kv than with no pipe.
    const bare = sizeValve({
      ...request,
      pipe: undefined,
      valve: { d: size.dn / 1000, FL: size.FL, xT: size.xT, Fd: size.Fd },
    });
    expect(maxKv).toBeGreaterThan(bare.cases[2]!.Kv);
  });

  it('ranks sizes of one DN by normal-flow travel nearest the middle', () => {
    const twoTrims: CatalogueValve[] = [
      { productId: 3, model: 'A full trim', sizes: globe([[80, '3', 100]]), ratings: PUBLISHED_RATINGS },
      { productId: 4, model: 'B reduced trim', sizes: globe([[80, '3', 63]]), ratings: PUBLISHED_RATINGS },
    ];
    const { fitting } = selectValves(water([12, 30, 45]), twoTrims);
    expect(fitting.map((c) => c.dn)).toEqual([80, 80]);
    const normal = fitting.map((c) => Math.abs(c.travel[1]!.travel! - SELECTION_RULES.targetTravel));
    expect(normal[0]).toBeLessThan(normal[1]!);
  });

  it('never chooses a smaller first size for more flow', () => {
    let last = 0;
    for (const scale of [0.5, 0.8, 1, 1.5, 2, 3]) {
      const best = selectValves(water([12 * scale, 30 * scale, 45 * scale]), catalogue).fitting[0];
      if (!best) continue;
      expect(best.dn).toBeGreaterThanOrEqual(last);
      last = best.dn;
    }
    expect(last).toBeGreaterThan(0);
  });

  it('takes the lowest class that holds P1 at T, and refuses a size whose classes do not', () => {
    const high = water([12, 30, 45], 30e5 + 101325);
    const best = selectValves(high, catalogue).fitting[0]!;
    expect(best.rating).toMatchObject({ asmeClass: 300, material: 'WCB', allowable: 51.1 });
    const only150: CatalogueValve[] = [
      { ...catalogue[0]!, sizes: catalogue[0]!.sizes.map((s) => ({ ...s, asmeClasses: [150] })) },
    ];
    const { fitting, notFitting } = selectValves(high, only150);
    expect(fitting).toEqual([]);
    expect(notFitting.every((c) => c.reasons.some((r) => r.code === 'rating-exceeded'))).toBe(true);
  });

  it('takes an LCC body where WCB in the same class does not hold, and not above LCC’s table', () => {
    // 47 bar(g) at 200 °C: WCB Class 300 holds 43.8 bar there, LCC Class 300 48.6 bar.
    const hot = water([12, 30, 45], 48e5 + 101325, 473.15);
    const wcbOnly = selectValves(hot, catalogue);
    expect(wcbOnly.fitting).toEqual([]);
    expect(wcbOnly.notFitting.every((c) => c.reasons.some((r) => r.code === 'rating-exceeded'))).toBe(true);
    const withLcc: CatalogueValve[] = [
      { ...catalogue[0]!, sizes: catalogue[0]!.sizes.map((s) => ({ ...s, materials: ['WCB', 'LCC'] })) },
    ];
    const best = selectValves(hot, withLcc).fitting[0]!;
    expect(best.rating).toEqual({ asmeClass: 300, material: 'LCC', allowable: 48.6 });
    // At 300 °C the LCC rows we hold end; WCB Class 300 (39.8 bar) cannot hold 47 bar.
    const hotter = selectValves(water([12, 30, 45], 48e5 + 101325, 573.15), withLcc);
    expect(hotter.fitting).toEqual([]);
    for (const c of hotter.notFitting)
      expect(c.reasons.find((r) => r.code === 'rating-exceeded')?.params).toMatchObject({
        asmeClass: 300,
        allowable: 39.8,
      });
    // Only when no offered body is tabulated at T is the temperature the reason.
    const lccOnly = withLcc.map((v) => ({ ...v, sizes: v.sizes.map((s) => ({ ...s, materials: ['LCC'] })) }));
    const codes = selectValves(water([12, 30, 45], 48e5 + 101325, 573.15), lccOnly).notFitting.flatMap((c) =>
      c.reasons.map((r) => r.code),
    );
    expect(codes).toContain('temperature-range');
    expect(codes).not.toContain('rating-exceeded');
  });

  it('does not rate a body it has no table for, nor a temperature outside the tables', () => {
    const pnOnly: CatalogueValve[] = [
      {
        productId: 2,
        model: 'MR-X',
        sizes: globe([[50, '2', 40]], { asmeClasses: [], materials: ['Hastelloy C'] }),
      },
    ];
    expect(selectValves(water([6, 12, 18]), pnOnly).notFitting[0]!.reasons.map((r) => r.code)).toEqual([
      'rating-unchecked',
    ]);
    const cold = water([12, 30, 38], 701325, 273.15 - 40);
    const codes = selectValves(cold, catalogue).notFitting.flatMap((c) => c.reasons.map((r) => r.code));
    expect(codes).toContain('temperature-range');
  });

  it('words every reason and the rules in English and Chinese', () => {
    const codes: SelectionReasonCode[] = [
      'too-small',
      'max-travel-high',
      'min-travel-low',
      'case-not-sized',
      'rating-exceeded',
      'temperature-range',
      'rating-unchecked',
    ];
    const params = {
      case: 'max',
      Kv: 12,
      ratedKv: 10,
      travel: 0.95,
      P1: 30,
      T: 20,
      asmeClass: 150,
      rating: 'Class 150',
      allowable: 19.6,
      materials: 'X',
    };
    for (const code of codes) {
      const en = selectionReasonText({ code, params }, 'en');
      const zh = selectionReasonText({ code, params }, 'zh');
      expect(en).not.toMatch(/undefined|NaN/);
      expect(zh).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(selectionRulesText('en')[0]).toContain('90 %');
    expect(selectionRulesText('zh')[1]).toContain('10 %');
  });
});

describe('rating tables as catalogue data', () => {
  /** A PN table for WC6 (made-up figures for the test: PN 16 and 40 from −10 to 300 °C). */
  const wc6Pn: RatingTable = {
    material: 'WC6',
    basis: 'pn',
    ratings: [16, 40],
    rows: [
      { celsius: -10, bar: [16, 40] },
      { celsius: 100, bar: [16, 40] },
      { celsius: 300, bar: [12, 30] },
    ],
  };
  const wc6Valve = (ratings: RatingTable[]): CatalogueValve[] => [
    { productId: 9, model: 'MR-W', ratings, sizes: globe([[80, '3', 100]], { materials: ['WC6'] }) },
  ];

  it('leaves a body without a table "rating not checked", never fitting', () => {
    const { fitting, notFitting } = selectValves(water([12, 30, 45]), wc6Valve([]));
    expect(fitting).toEqual([]);
    expect(notFitting[0]!.reasons.map((r) => r.code)).toEqual(['rating-unchecked']);
  });

  it('fits a body by its PN table once there is one, and refuses it beyond the table', () => {
    const fits = selectValves(water([12, 30, 45]), wc6Valve([wc6Pn])).fitting[0]!;
    expect(fits.rating).toEqual({ pn: 16, material: 'WC6', allowable: 16 });
    expect(ratingLabel(fits.rating!)).toBe('PN 16');
    // 35 bar(g) at 200 °C: PN 40 holds 35 there (interpolated), PN 16 does not.
    const hot = selectValves(water([12, 30, 45], 35e5 + 101325, 473.15), wc6Valve([wc6Pn])).fitting[0]!;
    expect(hot.rating).toMatchObject({ pn: 40, material: 'WC6' });
    expect(hot.rating!.allowable).toBeCloseTo(35, 10);
    const over = selectValves(water([12, 30, 45], 38e5 + 101325, 473.15), wc6Valve([wc6Pn]));
    const reason = over.notFitting[0]!.reasons.find((r) => r.code === 'rating-exceeded')!;
    expect(reason.params).toMatchObject({ rating: 'PN 40', pn: 40 });
    expect(selectionReasonText(reason, 'en')).toContain('PN 40');
    expect(selectionReasonText(reason, 'zh')).toContain('PN 40');
  });
});

describe('cavitation in the selection', () => {
  /** Water at 90 °C, 12 → 3 bar(a): a single-stage globe valve cavitates (x_F 0.8). */
  const hotWater: SizingRequest = {
    medium: 'liquid',
    fluid: { density: 965.3, vapourPressure: 70_182, criticalPressure: 22.064e6, viscosity: 3.15e-4 },
    pipe: { D1: 0.1, D2: 0.1 },
    cases: [
      { name: 'min', P1: 12e5, P2: 3e5, T: 363.15, Q: 12 },
      { name: 'normal', P1: 12e5, P2: 3e5, T: 363.15, Q: 30 },
      { name: 'max', P1: 12e5, P2: 3e5, T: 363.15, Q: 45 },
    ],
  };
  const antiCavitation: CatalogueValve = {
    productId: 7,
    model: 'MR-AC',
    ratings: PUBLISHED_RATINGS,
    sizes: globe(
      [
        [25, '1', 16],
        [40, '1-1/2', 25],
      ],
      { FL: 0.97, xT: 0.85, Fd: 0.1, characteristic: 'linear', xFz: 0.92 },
    ),
  };

  it("notes cavitation at each size that fits and names the catalogue's anti-cavitation trim", () => {
    const { fitting } = selectValves(hotWater, [...catalogue, antiCavitation]);
    const globeFit = fitting.find((c) => c.model === 'MR-G100')!;
    const calm = fitting.find((c) => c.model === 'MR-AC')!;
    expect(calm.notes).toEqual([]);
    expect(globeFit.notes.map((n) => n.code)).toEqual([
      'cavitation',
      'cavitation',
      'cavitation',
      'anti-cavitation',
    ]);
    expect(globeFit.notes.at(-1)!.params).toEqual({ model: 'MR-AC', dn: calm.dn });
    for (const note of globeFit.notes) {
      expect(selectionNoteText(note, 'en')).not.toMatch(/undefined|NaN/);
      expect(selectionNoteText(note, 'zh')).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(selectionNoteText(globeFit.notes[0]!, 'en')).toMatch(/Cavitation begins in the "min" case/);
  });

  it('asks for anti-cavitation trim where no size that fits stays below the onset', () => {
    const { fitting } = selectValves(hotWater, catalogue);
    expect(fitting.length).toBeGreaterThan(0);
    for (const c of fitting) expect(c.notes.at(-1)!.code).toBe('anti-cavitation-none');
  });

  it('names the largest size when a case needs more than the catalogue passes', () => {
    const flood = water([500, 2000, 9000]);
    const { fitting, beyondCatalogue } = selectValves(flood, catalogue);
    expect(fitting).toEqual([]);
    expect(beyondCatalogue).toMatchObject({ case: 'max', model: 'MR-G100', dn: 150, ratedKv: 360 });
    expect(beyondCatalogue!.Kv).toBeGreaterThan(360);
    expect(beyondCatalogueText(beyondCatalogue!, 'en')).toContain('DN 150');
    expect(beyondCatalogueText(beyondCatalogue!, 'zh')).toContain('DN 150');
    expect(selectValves(water([12, 30, 45]), catalogue).beyondCatalogue).toBeNull();
  });
});
