/**
 * Candidate valves side by side: for up to three sizes the selection found fitting, each case sized
 * again at that size with its own factors (as the selection sizes it), for what the selection does
 * not keep: the noise and the outlet velocity at that size. Travel and the body's rating come from
 * the selection itself, so the table and the selection agree.
 */
import type { CatalogueValve } from '../engine/selection.js';
import { sizeValve } from '../engine/sizeValve.js';
import { caseRequests, type CandidateView } from './sizingEngine.js';
import { CASE_KEYS, type SizingForm } from './sizingState.js';

/** The candidates a comparison holds at most: more no longer fit side by side on a phone. */
export const COMPARE_MAX = 3;

export interface CompareCase {
  caseKey: (typeof CASE_KEYS)[number];
  /** Relative travel 0…1, or null where the case was not sized at this size. */
  travel: number | null;
  /** Predicted level, dB(A); null with `noiseBelow` when below the method's range, or not known. */
  noise: number | null;
  noiseBelow: number | null;
  /** Outlet velocity, m/s; null when sonic (`sonic`) or not known. */
  velocity: number | null;
  sonic: boolean;
}

/** A compared size: the selection's facts of it, and its cases sized again. */
export type CompareColumn = Pick<
  CandidateView,
  'key' | 'model' | 'dn' | 'nps' | 'ratedKv' | 'ratedCv' | 'characteristic' | 'rating'
> & { cases: CompareCase[] };

/** The columns of the candidates `keys` names (in that order), from the selection and the catalogue. */
export function compareColumns(
  form: SizingForm,
  catalogue: CatalogueValve[],
  candidates: CandidateView[],
  keys: readonly string[],
): CompareColumn[] {
  const ready = caseRequests(form).filter(
    (item) => Object.keys(item.errors).length === 0 && !item.fluidUnknown,
  );
  return keys.slice(0, COMPARE_MAX).flatMap((key) => {
    const candidate = candidates.find((c) => c.key === key);
    const size = catalogue
      .find((v) => v.productId === candidate?.productId)
      ?.sizes.find((s) => s.dn === candidate?.dn);
    if (!candidate || !size) return [];
    const cases = ready.map((item): CompareCase => {
      const caseKey = CASE_KEYS[item.index]!;
      const answer = (() => {
        try {
          return sizeValve({
            ...item.request,
            valve: {
              ...item.request.valve,
              d: size.dn / 1000,
              FL: size.FL,
              xT: size.xT,
              Fd: size.Fd,
              ratedKv: size.Kv,
              xFz: size.xFz,
            },
          }).cases[0];
        } catch {
          // A state the equations refuse at this size: the table says "–" for it.
          return undefined;
        }
      })();
      const below = answer?.warnings.find((w) => w.code === 'noise-below-range');
      return {
        caseKey,
        travel: candidate.travel.find((t) => t.caseKey === caseKey)?.travel ?? null,
        noise: answer?.noise_dBA ?? null,
        noiseBelow: below ? Number(below.params?.limit) : null,
        velocity: answer?.outletVelocity ?? null,
        sonic: answer?.warnings.some((w) => w.code === 'velocity-sonic') ?? false,
      };
    });
    const { model, dn, nps, ratedKv, ratedCv, characteristic, rating } = candidate;
    return [{ key, model, dn, nps, ratedKv, ratedCv, characteristic, rating, cases }];
  });
}

/** What the page asks its comparison worker (compare.worker.ts), and the answer. */
export interface CompareQuestion {
  id: number;
  form: SizingForm;
  catalogue: CatalogueValve[];
  candidates: CandidateView[];
  keys: string[];
}
export interface CompareAnswer {
  id: number;
  columns: CompareColumn[];
}
