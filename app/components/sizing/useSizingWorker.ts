import { useEffect, useRef, useState } from 'react';
import type { Lang } from '#contract/messages.js';
import type { CatalogueValve } from '#sizing/engine/selection.js';
import type { CASE_KEYS, SizingForm } from '#sizing/form/sizingState.js';
import type { SizingAnswer, SizingQuestion } from '#sizing/form/sizingWorkerProtocol.js';

/**
 * The sizing of `form` from the page's worker: undefined until it has answered for the first time
 * (the page shows the server's sizing until then). Only the newest form's answer is kept: a visitor
 * typing faster than the worker answers sees the sizing of what is typed now.
 */
export function useSizingWorker(
  form: SizingForm,
  catalogue: CatalogueValve[],
  lang: Lang,
  caseNames: Record<(typeof CASE_KEYS)[number], string>,
): SizingAnswer | undefined {
  const worker = useRef<Worker | null>(null);
  const asked = useRef(0);
  const [answer, setAnswer] = useState<SizingAnswer>();

  useEffect(() => {
    const started = new Worker(new URL('./sizing.worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = (event: MessageEvent<SizingAnswer>) => {
      if (event.data.id === asked.current) setAnswer(event.data);
    };
    started.postMessage({ type: 'catalogue', catalogue } satisfies SizingQuestion);
    worker.current = started;
    return () => {
      started.terminate();
      worker.current = null;
    };
  }, [catalogue]);

  useEffect(() => {
    asked.current += 1;
    worker.current?.postMessage({
      type: 'size',
      id: asked.current,
      form,
      lang,
      caseNames,
    } satisfies SizingQuestion);
  }, [form, lang, caseNames, catalogue]);

  return answer;
}
