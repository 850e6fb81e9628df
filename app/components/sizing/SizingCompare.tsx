import { useMemo, useState } from 'react';
import { ratingLabel } from '#sizing/engine/ratings.js';
import type { CatalogueValve } from '#sizing/engine/selection.js';
import { formatNumber } from '#sizing/engine/units.js';
import { COMPARE_MAX, type CompareCase, type CompareColumn } from '#sizing/form/compareView.js';
import type { CandidateView } from '#sizing/form/sizingEngine.js';
import { CASE_KEYS, unitSystemOf, type SizingForm } from '#sizing/form/sizingState.js';
import { projectCopy } from '#sizing/words/projectCopy.js';
import { sizingCopy } from '#sizing/words/sizingCopy.js';
import { fill, usePageCopy } from '../../lib/copy.js';
import { useLang } from '../../lib/lang.js';
import { ScrollTable } from '../ScrollTable.js';
import { useCompareWorker } from './useCompareWorker.js';

const FEET_PER_METRE = 1 / 0.3048;

/**
 * Up to three of the valves that fit, side by side for the tag on the page: size, rated
 * coefficient, characteristic, rating, and per case the travel, the noise and the outlet velocity
 * at that size. (The catalogue has no price classes, so there is no price row.)
 */
export function SizingCompare({
  form,
  fitting,
  catalogue,
}: {
  form: SizingForm;
  fitting: CandidateView[];
  catalogue: CatalogueValve[];
}) {
  const copy = usePageCopy(projectCopy);
  const sizing = usePageCopy(sizingCopy);
  const lang = useLang();
  const [picked, setPicked] = useState<(string | null)[]>(() => Array(COMPARE_MAX).fill(null));
  // A candidate that no longer fits (the figures changed) drops out of the comparison.
  const keys = useMemo(
    () => picked.filter((k): k is string => k !== null && fitting.some((c) => c.key === k)),
    [picked, fitting],
  );
  const columns = useCompareWorker(form, catalogue, fitting, keys);
  const us = unitSystemOf(form) === 'us';
  const n = (v: number) => formatNumber(v, 3, lang);
  const caseKeys = CASE_KEYS.filter((_, i) => !form.cases[i]!.off);
  const of = (column: CompareColumn, key: string) => column.cases.find((c) => c.caseKey === key);
  const noise = (c: CompareCase | undefined) =>
    c?.noise != null
      ? `${n(c.noise)} dB(A)`
      : c?.noiseBelow != null
        ? fill(copy.below, { limit: n(c.noiseBelow) })
        : '–';
  const velocity = (c: CompareCase | undefined) =>
    c?.sonic
      ? copy.sonic
      : c?.velocity != null
        ? us
          ? `${n(c.velocity * FEET_PER_METRE)} ft/s`
          : `${n(c.velocity)} m/s`
        : '–';
  const rows: { label: string; cells: (column: CompareColumn) => string; row: string }[] = [
    { row: 'size', label: copy.size, cells: (c) => `DN ${c.dn} · NPS ${c.nps}` },
    { row: 'rated', label: copy.ratedKv, cells: (c) => `${n(c.ratedKv)} / ${n(c.ratedCv)}` },
    {
      row: 'characteristic',
      label: copy.characteristic,
      cells: (c) => copy.characteristics[c.characteristic],
    },
    {
      row: 'rating',
      label: copy.rating,
      cells: (c) =>
        c.rating
          ? `${ratingLabel(c.rating)} · ${c.rating.material} · ${fill(copy.allowable, { p: n(c.rating.allowable) })}`
          : '–',
    },
    ...caseKeys.map((key) => ({
      row: `travel-${key}`,
      label: fill(copy.travel, { case: sizing.caseNames[key] }),
      cells: (c: CompareColumn) => {
        const travel = of(c, key)?.travel;
        return travel == null ? '–' : `${Math.round(travel * 100)} %`;
      },
    })),
    ...caseKeys.map((key) => ({
      row: `noise-${key}`,
      label: fill(copy.noise, { case: sizing.caseNames[key] }),
      cells: (c: CompareColumn) => noise(of(c, key)),
    })),
    ...caseKeys.map((key) => ({
      row: `velocity-${key}`,
      label: fill(copy.velocity, { case: sizing.caseNames[key] }),
      cells: (c: CompareColumn) => velocity(of(c, key)),
    })),
  ];
  if (fitting.length === 0) return null;
  return (
    <section className="sizing-compare" aria-labelledby="sizing-compare-title" data-testid="sizing-compare">
      <h2 id="sizing-compare-title">{copy.compare}</h2>
      <p className="sizing-hint">{copy.compareLead}</p>
      <div className="sizing-compare__pick">
        {picked.map((key, i) => (
          <div className="sizing-field" key={i}>
            <label htmlFor={`sizing-compare-${i}`}>{fill(copy.candidate, { n: i + 1 })}</label>
            <select
              id={`sizing-compare-${i}`}
              value={key ?? ''}
              onChange={(e) =>
                setPicked((list) => list.map((k, j) => (j === i ? e.target.value || null : k)))
              }
            >
              <option value="">{copy.none}</option>
              {fitting.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.model} DN {c.dn}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {keys.length > 0 && !columns && <p className="sizing-hint">{copy.comparing}</p>}
      {columns && columns.length > 0 && (
        <ScrollTable className="sizing-table-wrap" label={copy.compareTable}>
          <table className="sizing-table sizing-compare__table" data-testid="sizing-compare-table">
            <thead>
              <tr>
                <th scope="col">{copy.quantity}</th>
                {columns.map((c) => (
                  <th scope="col" key={c.key} data-candidate={c.key}>
                    {c.model} DN {c.dn}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.row} data-row={r.row}>
                  <th scope="row">{r.label}</th>
                  {columns.map((c) => (
                    <td key={c.key}>{r.cells(c)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </section>
  );
}
