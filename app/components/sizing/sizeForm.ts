/**
 * The sizing of the form's cases in the browser (and on the server for a shared link): the same
 * sizeValve the API runs, one case at a time, and the points of the flow/pressure-drop chart.
 */
import { sizeValve } from '../../../contract/sizing/sizeValve.js';
import type { CaseResult, SizingRequest, SizingResult } from '../../../contract/sizing/types.js';
import { caseRequests, type CaseRequest, type SizingForm } from './sizingState.js';

export interface CaseOutcome extends CaseRequest {
  /** The sizing, when the case's figures pass the checks and the calculation answered. */
  result: CaseResult | null;
  /** The figures passed the checks but the calculation gave no finite answer. */
  failed: boolean;
}

/** One request's sizing, or null when it throws or answers a figure that is not finite. */
function trySize(request: SizingRequest): SizingResult | null {
  try {
    const result = sizeValve(request);
    const first = result.cases[0];
    return first && Number.isFinite(first.Kv) && first.Kv > 0 ? result : null;
  } catch {
    return null;
  }
}

export function sizeForm(form: SizingForm): { outcomes: CaseOutcome[]; assumed: SizingResult['assumed'] } {
  const assumed = new Map<string, number>();
  const outcomes = caseRequests(form).map((item) => {
    const ready = Object.keys(item.errors).length === 0 && !item.fluidUnknown;
    const sized = ready ? trySize(item.request) : null;
    for (const a of sized?.assumed ?? []) assumed.set(a.field, a.value);
    return { ...item, result: sized?.cases[0] ?? null, failed: ready && !sized };
  });
  return { outcomes, assumed: [...assumed].map(([field, value]) => ({ field, value })) };
}

/** A point of a case's curve: pressure drop (Pa) and flow as a share of the case's flow. */
export interface ChartPoint {
  dp: number;
  flow: number;
}

const CHART_STEPS = 24;

/**
 * Flow through a valve of the case's required coefficient as the pressure drop grows at the same
 * inlet state: for a fixed flow the required coefficient is proportional to the flow (turbulent and
 * choked flow alike), so the flow at a drop is the case's flow times Kv(case) / Kv(needed at that drop).
 */
export function chartCurve(outcome: CaseOutcome): ChartPoint[] {
  const result = outcome.result;
  const only = outcome.request.cases[0];
  if (!result || !only) return [];
  const points: ChartPoint[] = [{ dp: 0, flow: 0 }];
  for (let step = 1; step <= CHART_STEPS; step++) {
    const dp = (only.P1 * 0.98 * step) / CHART_STEPS;
    const sized = trySize({ ...outcome.request, cases: [{ ...only, P2: only.P1 - dp }] });
    const kv = sized?.cases[0]?.Kv;
    if (kv && Number.isFinite(kv)) points.push({ dp, flow: result.Kv / kv });
  }
  return points;
}
