/**
 * Pressure–temperature ratings of valve bodies: ASME B16.34, Standard Class (Table 2), the
 * working pressure (bar gauge) a body of a material group and class may hold at a temperature.
 * The tables are reproduced from the standard for the material groups of our catalogue, from
 * −29 °C to 538 °C; between two printed temperatures the standard allows linear interpolation,
 * and outside the printed range a body is not rated (the caller says so, it does not guess).
 * PN ratings (EN 1092-1 / EN 12516-1) are not tabulated yet: a PN-only size is reported as
 * "rating not checked", never as fitting.
 */

export const ASME_CLASSES = [150, 300, 600, 900, 1500, 2500] as const;
export type AsmeClass = (typeof ASME_CLASSES)[number];

/** ASME B16.34 Table 1 material groups tabulated here. */
export type MaterialGroup = '1.1' | '2.2';

/** Temperatures (°C) of the rows of Table 2; −29 °C stands for "−29 to 38 °C". */
const ROW_TEMPERATURES = [-29, 38, 50, 100, 150, 200, 250, 300, 325, 350, 375, 400, 425, 450, 475, 500, 538];

/** Working pressures, bar gauge, per row of ROW_TEMPERATURES, for Classes 150 … 2500. */
const STANDARD_CLASS: Record<MaterialGroup, readonly (readonly number[])[]> = {
  // Group 1.1: A216 WCB, A105, A350 LF2, A515 70, A516 70 (carbon steel).
  '1.1': [
    [19.6, 51.1, 102.1, 153.2, 255.3, 425.5],
    [19.6, 51.1, 102.1, 153.2, 255.3, 425.5],
    [19.2, 50.1, 100.2, 150.4, 250.6, 417.7],
    [17.7, 46.6, 93.2, 139.8, 233.0, 388.3],
    [15.8, 45.1, 90.2, 135.2, 225.4, 375.6],
    [13.8, 43.8, 87.6, 131.4, 219.0, 365.0],
    [12.1, 41.9, 83.9, 125.8, 209.7, 349.5],
    [10.2, 39.8, 79.6, 119.5, 199.1, 331.8],
    [9.3, 38.7, 77.4, 116.1, 193.6, 322.6],
    [8.4, 37.6, 75.1, 112.7, 187.8, 313.0],
    [7.4, 36.4, 72.7, 109.1, 181.8, 303.1],
    [6.5, 34.7, 69.4, 104.2, 173.6, 289.3],
    [5.5, 28.8, 57.5, 86.3, 143.8, 239.7],
    [4.6, 23.0, 46.0, 69.0, 115.0, 191.7],
    [3.7, 17.4, 34.9, 52.3, 87.2, 145.3],
    [2.8, 11.8, 23.5, 35.3, 58.8, 97.9],
    [1.4, 5.9, 11.8, 17.7, 29.5, 49.2],
  ],
  // Group 2.2: A351 CF8M and CF3M, A182 F316 (type 316 stainless steel).
  '2.2': [
    [19.0, 49.6, 99.3, 148.9, 248.2, 413.7],
    [19.0, 49.6, 99.3, 148.9, 248.2, 413.7],
    [18.4, 48.1, 96.2, 144.3, 240.6, 400.9],
    [16.2, 42.2, 84.4, 126.6, 211.0, 351.6],
    [14.8, 38.5, 77.0, 115.5, 192.5, 320.8],
    [13.7, 35.7, 71.3, 107.0, 178.3, 297.2],
    [12.1, 33.4, 66.8, 100.1, 166.9, 278.1],
    [10.2, 31.6, 63.2, 94.9, 158.1, 263.5],
    [9.3, 30.9, 61.8, 92.7, 154.4, 257.4],
    [8.4, 30.3, 60.7, 91.0, 151.6, 252.7],
    [7.4, 29.9, 59.8, 89.6, 149.4, 249.0],
    [6.5, 29.4, 58.9, 88.3, 147.2, 245.3],
    [5.5, 29.1, 58.3, 87.4, 145.7, 242.9],
    [4.6, 28.8, 57.7, 86.5, 144.2, 240.4],
    [3.7, 28.7, 57.3, 86.0, 143.4, 238.9],
    [2.8, 28.2, 56.5, 84.7, 140.9, 235.0],
    [1.4, 25.2, 50.0, 75.2, 125.5, 208.9],
  ],
};

/** Body materials by the name the catalogue uses, with their group and full designation. */
export const BODY_MATERIALS: Record<string, { group: MaterialGroup; en: string; zh: string }> = {
  WCB: { group: '1.1', en: 'carbon steel ASTM A216 WCB', zh: '碳钢 ASTM A216 WCB' },
  A105: { group: '1.1', en: 'forged carbon steel ASTM A105', zh: '锻造碳钢 ASTM A105' },
  CF8M: { group: '2.2', en: 'stainless steel ASTM A351 CF8M', zh: '不锈钢 ASTM A351 CF8M' },
  CF3M: { group: '2.2', en: 'stainless steel ASTM A351 CF3M', zh: '不锈钢 ASTM A351 CF3M' },
  F316: { group: '2.2', en: 'forged stainless steel ASTM A182 F316', zh: '锻造不锈钢 ASTM A182 F316' },
};

/** The printed temperature range of the tables, °C. */
export const RATED_TEMPERATURE = { min: ROW_TEMPERATURES[0]!, max: ROW_TEMPERATURES.at(-1)! };

/**
 * The working pressure (bar gauge) of a body of `material` in `asmeClass` at `celsius`, or null
 * when the material has no table here or the temperature is outside the printed range.
 */
export function allowablePressure(material: string, asmeClass: AsmeClass, celsius: number): number | null {
  const group = BODY_MATERIALS[material]?.group;
  if (!group || !Number.isFinite(celsius)) return null;
  if (celsius < RATED_TEMPERATURE.min || celsius > RATED_TEMPERATURE.max) return null;
  const column = ASME_CLASSES.indexOf(asmeClass);
  if (column < 0) return null;
  const rows = STANDARD_CLASS[group];
  // Up to 38 °C the first row holds; after that, interpolate between the printed rows.
  for (let i = 1; i < ROW_TEMPERATURES.length; i++) {
    const t1 = ROW_TEMPERATURES[i]!;
    if (celsius <= t1) {
      const t0 = ROW_TEMPERATURES[i - 1]!;
      const p0 = rows[i - 1]![column]!;
      const p1 = rows[i]![column]!;
      return t1 === t0 ? p1 : p0 + ((p1 - p0) * (celsius - t0)) / (t1 - t0);
    }
  }
  return null;
}
