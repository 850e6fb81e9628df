import type { InLanguage } from '#contract/words.js';
import { useState } from 'react';
import { ratingLabel } from '#sizing/engine/ratings.js';
import { relativeFlow, SELECTION_RULES } from '#sizing/engine/selection.js';
import { formatNumber } from '#sizing/engine/units.js';
import { flowCopy } from '../../i18n/pages/flow.js';
import { sizingCopy } from '#sizing/words/sizingCopy.js';
import { fill, usePageCopy } from '../../lib/copy.js';
import { ScrollTable } from '../ScrollTable.js';
import { href, useLang } from '../../lib/lang.js';
import { prodDetailsPath } from '../products/paths.js';
import type { CandidateView, SelectionView } from '#sizing/form/sizingEngine.js';
import { ChartAxes, COLOURS, H, PAD, ticks, W } from './SizingResults.js';
import { CASE_KEYS } from '#sizing/form/sizingState.js';

/** Sizes listed before "Show all": enough to compare, short enough to read. */
const FIRST_SHOWN = 6;

const percent = (travel: number | null) => (travel === null ? '–' : `${Math.round(travel * 100)} %`);
const normalTravel = (c: CandidateView) =>
  c.travel.find((t) => t.caseKey === 'normal')?.travel ??
  c.travel[Math.floor((c.travel.length - 1) / 2)]?.travel ??
  null;

/**
 * Why a fitting size stands where it does in the ranking (selection.ts ranks; this says it), and
 * what to know of it (cavitation at this size, the anti-cavitation trim to look at instead).
 */
function rankReason(
  c: CandidateView,
  i: number,
  list: CandidateView[],
  copy: InLanguage<typeof flowCopy>,
): string {
  const travel = percent(normalTravel(c));
  const rank =
    i === 0 || c.dn === list[0]!.dn
      ? fill(i === 0 ? copy.smallest : copy.sameSize, { travel, dn: c.dn })
      : fill(copy.larger, { travel, dn: c.dn });
  return [rank, ...c.notes].join(' ');
}

/**
 * The catalogue's valves for the cases on the page: those that fit, best first, each with its
 * travel per case and why it ranks there; the chosen one's travel chart; then those that do not
 * fit, with their reasons.
 */
export function SizingSelection({
  selection,
  chosen,
  onChoose,
  productModel,
  productCategory,
}: {
  selection: SelectionView | null;
  chosen: string | null;
  onChoose(key: string): void;
  productModel: string | null;
  productCategory: (id: number) => number | undefined;
}) {
  const copy = usePageCopy(flowCopy);
  const sizing = usePageCopy(sizingCopy);
  const lang = useLang();
  const [showAll, setShowAll] = useState(false);
  const current = selection?.fitting.find((c) => c.key === chosen) ?? selection?.fitting[0] ?? null;
  const fitting = selection?.fitting ?? [];
  const shown = showAll ? fitting : fitting.slice(0, FIRST_SHOWN);
  const link = (c: CandidateView) => {
    const cate = productCategory(c.productId);
    return cate === undefined ? undefined : href(prodDetailsPath({ id: c.productId, cate_id: cate }), lang);
  };
  return (
    <section
      className="sizing-selection"
      aria-labelledby="sizing-selection-title"
      data-testid="sizing-selection"
    >
      <h2 id="sizing-selection-title">{copy.selectionTitle}</h2>
      <p className="sizing-selection__lead">
        {copy.selectionLead}
        {productModel ? ` ${fill(copy.selectionProduct, { model: productModel })}` : ''}
      </p>
      {selection && (
        <details className="sizing-selection__rules">
          <summary>{copy.rulesTitle}</summary>
          <ul>
            {selection.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </details>
      )}
      {!selection ? (
        <p>{copy.noCases}</p>
      ) : selection.fitting.length === 0 ? (
        <p data-testid="sizing-selection-none">{selection.beyond ?? copy.none}</p>
      ) : (
        <ScrollTable className="sizing-table-wrap" label={copy.selectionTitle}>
          <table className="sizing-table sizing-selection__table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{copy.chooseColumn}</span>
                </th>
                <th scope="col">{copy.model}</th>
                <th scope="col">{copy.size}</th>
                <th scope="col">{copy.rated}</th>
                <th scope="col">{copy.rating}</th>
                {CASE_KEYS.filter((k) => selection.fitting[0]!.travel.some((t) => t.caseKey === k)).map(
                  (k) => (
                    <th scope="col" key={k}>
                      {copy.travel} · {sizing.caseNames[k]}
                    </th>
                  ),
                )}
                <th scope="col">{copy.why}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((c, i) => (
                <tr key={c.key} data-candidate={c.key} aria-selected={c.key === current?.key}>
                  <td>
                    <input
                      type="radio"
                      name="sizing-chosen"
                      checked={c.key === current?.key}
                      onChange={() => onChoose(c.key)}
                      aria-label={fill(copy.choose, { model: c.model, dn: c.dn })}
                    />
                  </td>
                  <th scope="row">{link(c) ? <a href={link(c)}>{c.model}</a> : c.model}</th>
                  <td>
                    DN {c.dn} · {c.nps}″
                  </td>
                  <td>{formatNumber(c.ratedKv, 3, lang)}</td>
                  <td>{c.rating ? `${ratingLabel(c.rating)} · ${c.rating.material}` : '–'}</td>
                  {c.travel.map((t) => (
                    <td key={t.caseKey} data-case={t.caseKey}>
                      {percent(t.travel)}
                    </td>
                  ))}
                  <td className="sizing-selection__why">{rankReason(c, i, fitting, copy)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
      {fitting.length > FIRST_SHOWN && (
        <button
          type="button"
          className="btn btn--ghost sizing-selection__more"
          onClick={() => setShowAll((v) => !v)}
        >
          {showAll ? copy.showFewer : fill(copy.showAll, { count: fitting.length })}
        </button>
      )}
      {current && <TravelChart candidate={current} />}
      {selection && selection.notFitting.length > 0 && (
        <details className="sizing-selection__rest" data-testid="sizing-selection-rest">
          <summary>{fill(copy.notFitting, { count: selection.notFitting.length })}</summary>
          <ul>
            {selection.notFitting.map((c) => (
              <li key={c.key} data-candidate={c.key}>
                <strong>
                  {c.model} DN {c.dn}
                </strong>
                : {c.reasons.join(' ')}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

const CURVE_STEPS = 40;

/** The chosen size's inherent curve (Kv against travel) with the Kv each case needs marked on it. */
function TravelChart({ candidate }: { candidate: CandidateView }) {
  const copy = usePageCopy(flowCopy);
  const sizing = usePageCopy(sizingCopy);
  const lang = useLang();
  const yTicks = ticks(candidate.ratedKv);
  const top = yTicks[yTicks.length - 1]! || 1;
  const px = (h: number) => PAD.left + h * (W - PAD.left - PAD.right);
  const py = (kv: number) => H - PAD.bottom - (kv / top) * (H - PAD.top - PAD.bottom);
  const curve = Array.from({ length: CURVE_STEPS + 1 }, (_, i) => {
    const h = i / CURVE_STEPS;
    const kv = candidate.ratedKv * relativeFlow(candidate.characteristic, candidate.rangeability, h);
    return `${px(h).toFixed(1)},${py(kv).toFixed(1)}`;
  });
  const title = fill(copy.chartTitle, { model: candidate.model, dn: candidate.dn });
  return (
    <figure className="sizing-chart sizing-selection__chart" data-testid="sizing-selection-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="sizing-travel-title sizing-travel-text">
        <title id="sizing-travel-title">{title}</title>
        <rect
          x={px(0)}
          y={PAD.top}
          width={px(SELECTION_RULES.minTravel) - px(0)}
          height={H - PAD.top - PAD.bottom}
          className="sizing-selection__band"
        />
        <rect
          x={px(SELECTION_RULES.maxTravel)}
          y={PAD.top}
          width={px(1) - px(SELECTION_RULES.maxTravel)}
          height={H - PAD.top - PAD.bottom}
          className="sizing-selection__band"
        />
        <ChartAxes
          x={[0, 0.25, 0.5, 0.75, 1].map((h) => ({ at: px(h), label: String(Math.round(h * 100)) }))}
          y={yTicks.map((t) => ({ at: py(t), label: formatNumber(t, 3, lang) }))}
          xTitle={copy.chartX}
          yTitle={copy.chartY}
        />
        <polyline fill="none" stroke="var(--navy)" strokeWidth="2" points={curve.join(' ')} />
        {candidate.travel.map((t) =>
          t.travel === null || t.Kv === null ? null : (
            <circle
              key={t.caseKey}
              data-case={t.caseKey}
              cx={px(Math.min(1, Math.max(0, t.travel)))}
              cy={py(Math.min(t.Kv, top))}
              r="6"
              fill={COLOURS[CASE_KEYS.indexOf(t.caseKey)]}
            />
          ),
        )}
      </svg>
      <figcaption id="sizing-travel-text">
        <ul className="sizing-chart__legend">
          {candidate.travel.map((t) => (
            <li key={t.caseKey}>
              <svg className="sizing-chart__swatch" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                <rect width="12" height="12" fill={COLOURS[CASE_KEYS.indexOf(t.caseKey)]} />
              </svg>
              {sizing.caseNames[t.caseKey]}: {percent(t.travel)}
              {t.Kv === null ? '' : `, Kv ${formatNumber(t.Kv, 3, lang)}`}
            </li>
          ))}
        </ul>
        <p>{copy.chartText}</p>
      </figcaption>
    </figure>
  );
}
