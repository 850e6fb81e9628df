/**
 * Pressure–temperature ratings of valve bodies: ASME B16.34, Standard Class (Table 2), the
 * working pressure (bar gauge) a body of a material group and class may hold at a temperature.
 * The tables are reproduced from the standard for the material groups of our catalogue whose
 * printed figures we could read and check (decisions 103–104); between two printed temperatures
 * the standard allows linear interpolation, and outside a table's printed rows a body is not
 * rated (the caller says so, it does not guess). Other groups (WC6, WC9, CF8, duplex …) and the
 * PN ratings (EN 1092-1 / EN 12516-1) are not tabulated: such a size is reported as "rating not
 * checked", never as fitting.
 */

export const ASME_CLASSES = [150, 300, 600, 900, 1500, 2500] as const;
export type AsmeClass = (typeof ASME_CLASSES)[number];

/** ASME B16.34 Table 1 material groups tabulated here. */
export type MaterialGroup = '1.1' | '1.2' | '2.2';

/** Temperatures (°C) of the rows of Table 2; −29 °C stands for "−29 to 38 °C". */
const ROW_TEMPERATURES = [-29, 38, 50, 100, 150, 200, 250, 300, 325, 350, 375, 400, 425, 450, 475, 500, 538];

/**
 * Working pressures, bar gauge, for Classes 150 … 2500, one row per ROW_TEMPERATURES from
 * −29 °C up; a group whose printed rows we could not all read stops early, and its last row
 * is its last rated temperature.
 */
const STANDARD_CLASS: Record<MaterialGroup, readonly (readonly number[])[]> = {
  // Group 1.1 (Table 2-1.1): A216 WCB, A105, A350 LF2, A515 70, A516 70 (carbon steel). Every
  // cell agrees with the copy at reliaballvalve.com (below), whose "93" at 325 °C reads 9.3.
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
  // Group 1.2 (Table 2-1.2): A216 WCC, A352 LCC, LC2, LC3, A350 LF6 Cl. 2. Read from the
  // metric table reproduced at https://reliaballvalve.com/valve-material/valve-body-materials-asme-b16-34-pressure-temperature-ratings
  // (the 4500 column left out) and checked cell by cell against ASME B16.5-2003 Table F2-1.2 in
  // psi (https://ar.scribd.com/document/71300914/Asme-b16-5-2003-Table-f2-1, converted and
  // interpolated: all 36 cells within 0.2 bar). The rows from 300 °C on were cut off in the
  // copy we could read, so the table stops at 250 °C (LCC may be used to 343 °C).
  '1.2': [
    [19.8, 51.7, 103.4, 155.1, 258.6, 430.9],
    [19.8, 51.7, 103.4, 155.1, 258.6, 430.9],
    [19.5, 51.7, 103.4, 155.1, 258.6, 430.9],
    [17.7, 51.5, 103.0, 154.6, 257.6, 429.4],
    [15.8, 50.2, 100.3, 150.5, 250.8, 418.1],
    [13.8, 48.6, 97.2, 145.8, 243.2, 405.4],
    [12.1, 46.3, 92.7, 139.0, 231.8, 386.2],
  ],
  // Group 2.2 (Table 2-2.2): A351 CF8M and CF3M, A182 F316 (type 316 stainless steel).
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
  LF2: {
    group: '1.1',
    en: 'low-temperature forged carbon steel ASTM A350 LF2',
    zh: '低温锻造碳钢 ASTM A350 LF2',
  },
  LCC: { group: '1.2', en: 'low-temperature carbon steel ASTM A352 LCC', zh: '低温碳钢 ASTM A352 LCC' },
  WCC: { group: '1.2', en: 'carbon steel ASTM A216 WCC', zh: '碳钢 ASTM A216 WCC' },
  CF8M: { group: '2.2', en: 'stainless steel ASTM A351 CF8M', zh: '不锈钢 ASTM A351 CF8M' },
  CF3M: { group: '2.2', en: 'stainless steel ASTM A351 CF3M', zh: '不锈钢 ASTM A351 CF3M' },
  F316: { group: '2.2', en: 'forged stainless steel ASTM A182 F316', zh: '锻造不锈钢 ASTM A182 F316' },
};

/**
 * The temperature range (°C) over which `material` is rated here, or null when it has no
 * table: the page and the reasons state it rather than a single range for every body.
 */
export function ratedTemperature(material: string): { min: number; max: number } | null {
  const group = BODY_MATERIALS[material]?.group;
  if (!group) return null;
  return { min: ROW_TEMPERATURES[0]!, max: ROW_TEMPERATURES[STANDARD_CLASS[group].length - 1]! };
}

/**
 * The working pressure (bar gauge) of a body of `material` in `asmeClass` at `celsius`, or null
 * when the material has no table here or the temperature is outside its printed rows.
 */
export function allowablePressure(material: string, asmeClass: AsmeClass, celsius: number): number | null {
  const group = BODY_MATERIALS[material]?.group;
  const range = ratedTemperature(material);
  if (!group || !range || !Number.isFinite(celsius)) return null;
  if (celsius < range.min || celsius > range.max) return null;
  const column = ASME_CLASSES.indexOf(asmeClass);
  if (column < 0) return null;
  const rows = STANDARD_CLASS[group];
  // Up to 38 °C the first row holds; after that, interpolate between the printed rows.
  for (let i = 1; i < rows.length; i++) {
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

/** Every tabulated group's rows, for the tests that check each column falls with temperature. */
export const RATING_TABLES: Readonly<Record<MaterialGroup, { celsius: number; bar: readonly number[] }[]>> =
  Object.fromEntries(
    Object.entries(STANDARD_CLASS).map(([group, rows]) => [
      group,
      rows.map((bar, i) => ({ celsius: ROW_TEMPERATURES[i]!, bar })),
    ]),
  ) as Record<MaterialGroup, { celsius: number; bar: readonly number[] }[]>;
