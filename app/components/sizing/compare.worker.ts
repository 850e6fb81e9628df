// The comparison of candidate valves, in a worker like the page's sizing (sizing.worker.ts): each
// case sized again per candidate, away from the page's main thread.
// First: zod without `new Function`, which the site's CSP refuses (contract/zodConfig.ts).
import '#contract/zodConfig.js';
import { compareColumns, type CompareAnswer, type CompareQuestion } from '#sizing/form/compareView.js';

self.onmessage = (event: MessageEvent<CompareQuestion>) => {
  const { id, form, catalogue, candidates, keys } = event.data;
  const answer: CompareAnswer = { id, columns: compareColumns(form, catalogue, candidates, keys) };
  self.postMessage(answer);
};
