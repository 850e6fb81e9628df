import {
  displayUnitsOf,
  formatNumber,
  quantityIn,
  unitLabel,
  type PressureUnit,
} from '#sizing/engine/units.js';
import { sizingCopy } from '#sizing/words/sizingCopy.js';
import { fill, usePageCopy } from '../../lib/copy.js';
import { ScrollTable } from '../ScrollTable.js';
import { useLang } from '../../lib/lang.js';
import type { CaseView, SizingView } from '#sizing/form/sizingEngine.js';
import { CASE_KEYS, dropIn, readNumber, type SizingForm } from '#sizing/form/sizingState.js';

/** The results of every case in a table a data sheet would print, then each case's warnings. */
export function SizingResults({ form, view }: { form: SizingForm; view: SizingView }) {
  const outcomes = view.cases;
  const assumed = view.assumed;
  const copy = usePageCopy(sizingCopy);
  const lang = useLang();
  const n = (v: number | null | undefined, digits = 4) =>
    v === null || v === undefined ? '–' : formatNumber(v, digits, lang);
  const pressureUnit = form.units.P1;
  const scale = unitLabel(pressureUnit.split('_')[0]!);
  // Derived figures in the units of the visitor's inputs: ft/s and lb/ft³ beside psi.
  const shown = displayUnitsOf(form.units);
  const inUnits = (kind: 'velocity' | 'density', v: number | undefined, digits: number) =>
    v === undefined ? '–' : n(quantityIn(kind, v, shown).value, digits);
  const rows: { key: string; label: string; cell(o: CaseView): string }[] = [
    { key: 'Kv', label: copy.rows.Kv, cell: (o) => n(o.result?.Kv) },
    { key: 'Cv', label: copy.rows.Cv, cell: (o) => n(o.result?.Cv) },
    { key: 'regime', label: copy.rows.regime, cell: (o) => (o.result ? copy.regimes[o.result.regime] : '–') },
    { key: 'x', label: copy.rows.x, cell: (o) => n(o.result?.x, 3) },
    { key: 'Y', label: copy.rows.Y, cell: (o) => n(o.result?.Y, 3) },
    { key: 'FP', label: copy.rows.FP, cell: (o) => n(o.result?.FP, 3) },
    { key: 'FR', label: copy.rows.FR, cell: (o) => n(o.result?.FR, 3) },
    {
      key: 'chokedDeltaP',
      label: `${copy.rows.chokedDeltaP}, ${scale}`,
      cell: (o) => (o.result ? n(dropIn(o.result.chokedDeltaP, pressureUnit)) : '–'),
    },
    {
      key: 'noise',
      label: copy.rows.noise,
      cell: (o) =>
        o.noiseBelow ? fill(copy.belowRange, { limit: o.noiseBelow }) : n(o.result?.noise_dBA, 3),
    },
    {
      key: 'velocity',
      label: `${copy.rows.velocity}${lang === 'zh' ? '，' : ', '}${quantityIn('velocity', 1, shown).unit}`,
      cell: (o) => (o.sonic ? copy.sonic : inUnits('velocity', o.result?.outletVelocity, 3)),
    },
    {
      key: 'density',
      label: `${copy.rows.density}${lang === 'zh' ? '，' : ', '}${quantityIn('density', 1, shown).unit}`,
      cell: (o) => inUnits('density', o.result?.density, 4),
    },
  ];
  if (outcomes.length === 0) return <p>{copy.noResults}</p>;
  return (
    <>
      <ScrollTable className="sizing-table-wrap" label={copy.results}>
        <table className="sizing-table" data-testid="sizing-results">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{copy.quantity}</span>
              </th>
              {outcomes.map((o) => (
                <th scope="col" key={o.index}>
                  {copy.caseNames[CASE_KEYS[o.index]!]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-row={row.key}>
                <th scope="row">{row.label}</th>
                {outcomes.map((o) => (
                  <td key={o.index} data-case={CASE_KEYS[o.index]}>
                    {row.cell(o)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>

      <h3 className="sizing-subtitle">{copy.warnings}</h3>
      <div className="sizing-warnings">
        {outcomes.map((o) => (
          <section key={o.index} className="sizing-warnings__case" data-case={CASE_KEYS[o.index]}>
            <h4>{copy.caseNames[CASE_KEYS[o.index]!]}</h4>
            {o.fluidUnknown ? (
              <p className="sizing-warning">{copy.fluidUnknown}</p>
            ) : o.failed ? (
              <p className="sizing-warning">{copy.failed}</p>
            ) : !o.result && o.warnings.length === 0 ? (
              <p className="sizing-warning">{copy.errorsSummary}</p>
            ) : o.warnings.length === 0 ? (
              <p>{copy.noWarnings}</p>
            ) : (
              <ul>
                {o.warnings.map((w, i) => (
                  <li key={i} className="sizing-warning" data-code={w.code}>
                    {w.text}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>

      {assumed.length > 0 && (
        <>
          <h3 className="sizing-subtitle">{copy.assumed}</h3>
          <ul className="sizing-assumed" data-testid="sizing-assumed">
            {assumed.map(({ field, text }) => (
              <li key={field}>{text}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** The charts' case colours (min, normal, max) and frame, shared with the selection's chart. */
export const COLOURS = ['#12406d', '#c8352e', '#2f7d4f'];
export const W = 520;
export const H = 300;
// Room on the left for tick labels at the phone's larger type, above the plot for the y-axis title.
export const PAD = { left: 74, right: 16, top: 40, bottom: 48 };

/** A chart's grid lines with their labels, the x tick labels and both axis titles (SVG, in the frame above). */
export function ChartAxes({
  x,
  y,
  xTitle,
  yTitle,
}: {
  x: { at: number; label: string }[];
  y: { at: number; label: string }[];
  xTitle: string;
  yTitle: string;
}) {
  return (
    <>
      {y.map((t) => (
        <g key={`y${t.at}`}>
          <line x1={PAD.left} x2={W - PAD.right} y1={t.at} y2={t.at} className="sizing-chart__grid" />
          <text x={PAD.left - 6} y={t.at + 4} textAnchor="end">
            {t.label}
          </text>
        </g>
      ))}
      {x.map((t, i) => (
        // The last label ends at the plot's edge, so it is never cut off.
        <text
          key={`x${t.at}`}
          x={t.at}
          y={H - PAD.bottom + 18}
          textAnchor={i === x.length - 1 ? 'end' : 'middle'}
        >
          {t.label}
        </text>
      ))}
      <text x={(PAD.left + W - PAD.right) / 2} y={H - 6} textAnchor="middle" className="sizing-chart__axis">
        {xTitle}
      </text>
      {/* Level above the tick labels, never across them (the phone's type is larger). */}
      <text x={4} y={PAD.top - 16} textAnchor="start" className="sizing-chart__axis">
        {yTitle}
      </text>
    </>
  );
}

/** "Nice" tick values from 0 to max. */
export function ticks(max: number): number[] {
  if (!(max > 0)) return [0];
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  // Up to the first tick at or past the largest value, so every curve stays inside the axes.
  const out: number[] = [0];
  while (out[out.length - 1]! < max * 0.9999) out.push(out.length * step);
  return out;
}

/** Flow against pressure drop for each sized case, in the visitor's units; inline SVG. */
export function SizingChart({ form, view }: { form: SizingForm; view: SizingView }) {
  const outcomes = view.cases;
  const copy = usePageCopy(sizingCopy);
  const lang = useLang();
  const unit = form.units.P1 as PressureUnit;
  const curves = outcomes
    .filter((o) => o.result)
    .map((o) => {
      const flow = readNumber(form.cases[o.index]!.flow) ?? 0;
      return {
        outcome: o,
        flow,
        points: o.curve.map((p) => ({ x: dropIn(p.dp, unit), y: p.flow * flow })),
        operating: { x: dropIn(o.P1 - o.P2, unit), y: flow },
        choke: dropIn(o.result!.chokedDeltaP, unit),
      };
    })
    .filter((c) => c.points.length > 1);
  if (curves.length === 0) return null;
  const maxX = Math.max(...curves.flatMap((c) => [...c.points.map((p) => p.x), c.operating.x]));
  const maxY = Math.max(...curves.flatMap((c) => [...c.points.map((p) => p.y), c.operating.y])) * 1.1;
  const xTicks = ticks(maxX);
  const yTicks = ticks(maxY);
  const top = { x: xTicks[xTicks.length - 1]! || 1, y: yTicks[yTicks.length - 1]! || 1 };
  const px = (x: number) => PAD.left + (x / top.x) * (W - PAD.left - PAD.right);
  const py = (y: number) => H - PAD.bottom - (y / top.y) * (H - PAD.top - PAD.bottom);
  const f = (v: number) => formatNumber(v, 3, lang);
  const pressureScale = unitLabel(unit.split('_')[0]!);
  const flowUnit = unitLabel(form.units.flow);
  return (
    <figure className="sizing-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="sizing-chart-title sizing-chart-text">
        <title id="sizing-chart-title">{copy.chart}</title>
        <ChartAxes
          x={xTicks.map((t) => ({ at: px(t), label: f(t) }))}
          y={yTicks.map((t) => ({ at: py(t), label: f(t) }))}
          xTitle={`${copy.chartX}, ${pressureScale}`}
          yTitle={`${copy.chartY}, ${flowUnit}`}
        />
        {curves.map(({ outcome, points, operating, choke }) => {
          const colour = COLOURS[outcome.index]!;
          return (
            <g key={outcome.index} data-case={CASE_KEYS[outcome.index]}>
              <polyline
                fill="none"
                stroke={colour}
                strokeWidth="2.5"
                points={points.map((p) => `${px(p.x).toFixed(1)},${py(p.y).toFixed(1)}`).join(' ')}
              />
              {choke > 0 && choke <= top.x && (
                <line
                  x1={px(choke)}
                  x2={px(choke)}
                  y1={PAD.top}
                  y2={H - PAD.bottom}
                  stroke={colour}
                  strokeDasharray="5 4"
                  className="sizing-chart__choke"
                />
              )}
              <circle cx={px(operating.x)} cy={py(operating.y)} r="5" fill={colour} />
            </g>
          );
        })}
      </svg>
      <figcaption id="sizing-chart-text">
        <ul className="sizing-chart__legend">
          {curves.map(({ outcome, choke }) => (
            <li key={outcome.index}>
              <svg className="sizing-chart__swatch" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                <rect width="12" height="12" fill={COLOURS[outcome.index]} />
              </svg>
              {copy.caseNames[CASE_KEYS[outcome.index]!]}: {copy.chokesAt} {f(choke)} {pressureScale}
            </li>
          ))}
        </ul>
        <p>{copy.chartText}</p>
      </figcaption>
    </figure>
  );
}
