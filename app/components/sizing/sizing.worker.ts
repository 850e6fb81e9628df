// The sizing page's calculation, in a worker of its own: IEC 60534, IF97 and the catalogue's
// selection never hold up the page's main thread, while the visitor types or when the page starts.
// First: zod without `new Function`, which the site's CSP refuses (contract/zodConfig.ts).
import '#contract/zodConfig.js';
import type { CatalogueValve } from '#sizing/engine/selection.js';
import { linkingDensity, selectFormView, sizeFormView } from '#sizing/form/sizingEngine.js';
import type { SizingAnswer, SizingQuestion } from '#sizing/form/sizingWorkerProtocol.js';

let catalogue: CatalogueValve[] = [];

self.onmessage = (event: MessageEvent<SizingQuestion>) => {
  const question = event.data;
  if (question.type === 'catalogue') {
    catalogue = question.catalogue;
    return;
  }
  const { id, form, lang, caseNames } = question;
  const answer: SizingAnswer = {
    id,
    view: sizeFormView(form, lang, caseNames),
    selection: selectFormView(form, catalogue, lang, caseNames),
    densities: form.cases.map((_, index) => linkingDensity(form, index) ?? null),
  };
  self.postMessage(answer);
};
