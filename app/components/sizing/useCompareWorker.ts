import { useEffect, useRef, useState } from 'react';
import type { CatalogueValve } from '#sizing/engine/selection.js';
import type { CompareAnswer, CompareColumn, CompareQuestion } from '#sizing/form/compareView.js';
import type { CandidateView } from '#sizing/form/sizingEngine.js';
import type { SizingForm } from '#sizing/form/sizingState.js';

/**
 * The compared candidates' columns from a worker of their own, started when the visitor first
 * compares; undefined until it answers. Only the newest question's answer is kept.
 */
export function useCompareWorker(
  form: SizingForm,
  catalogue: CatalogueValve[],
  candidates: CandidateView[],
  keys: string[],
): CompareColumn[] | undefined {
  const worker = useRef<Worker | null>(null);
  const asked = useRef(0);
  const [answer, setAnswer] = useState<CompareAnswer>();
  const wanted = keys.length > 0;

  useEffect(() => {
    if (!wanted) return;
    const started = new Worker(new URL('./compare.worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = (event: MessageEvent<CompareAnswer>) => {
      if (event.data.id === asked.current) setAnswer(event.data);
    };
    worker.current = started;
    return () => {
      started.terminate();
      worker.current = null;
    };
  }, [wanted]);

  useEffect(() => {
    if (!wanted || !worker.current) return;
    asked.current += 1;
    worker.current.postMessage({
      id: asked.current,
      form,
      catalogue,
      candidates,
      keys,
    } satisfies CompareQuestion);
  }, [wanted, form, catalogue, candidates, keys]);

  return wanted ? answer?.columns : undefined;
}
