import type { CatalogueValve } from '../engine/selection.js';
import type { SizingLang } from '../engine/warnings.js';
import type { SelectionView, SizingView } from './sizingEngine.js';
import type { CASE_KEYS, SizingForm } from './sizingState.js';

/** What the page asks its sizing worker (sizing.worker.ts): once the catalogue, then each form. */
export type SizingQuestion =
  | { type: 'catalogue'; catalogue: CatalogueValve[] }
  | {
      type: 'size';
      id: number;
      form: SizingForm;
      lang: SizingLang;
      caseNames: Record<(typeof CASE_KEYS)[number], string>;
    };

/** The worker's answer for one form: the sizing, the selection, each case's density (for units). */
export interface SizingAnswer {
  id: number;
  view: SizingView;
  selection: SelectionView | null;
  densities: (number | null)[];
}
