import type { PageServices } from '#contract/pages.js';
import { decodeForm, readState } from '#sizing/form/sizingState.js';
import { SIZING_CASE_KEYS, SIZING_STATE_MAX, valveLabel } from '#sizing/engine/snapshotText.js';
import type { SizingAttachment } from './sizingAttachment.js';

/**
 * The sizing the contact page's address carries (`?sizing=<state>&valve=<product id>-<DN>`), for
 * the form's "Sizing" chip; null when there is none or it is not a sizing of ours. A chosen size
 * that is not in the catalogue (any more) is left off: the chip and the enquiry go without it.
 */
export async function sizingFromUrl(
  request: Request,
  services: PageServices,
): Promise<SizingAttachment | null> {
  const search = new URL(request.url).searchParams;
  const state = search.get('sizing')?.trim() ?? '';
  if (!state || state.length > SIZING_STATE_MAX || !/^[\w-]+$/.test(state) || !readState(state)) return null;
  const form = decodeForm(state);
  const key = search.get('valve')?.trim() ?? '';
  let valve: { key: string; label: string } | null = null;
  const match = /^(\d{1,9})-(\d{1,4})$/.exec(key);
  if (match) {
    const [catalogued] = await services.content.products.flowCatalogue(Number(match[1]));
    const size = catalogued?.sizes.find((s) => s.dn === Number(match[2]));
    if (catalogued && size) valve = { key, label: valveLabel({ model: catalogued.model, dn: size.dn }) };
  }
  return {
    state,
    valve: valve?.key ?? null,
    summary: {
      medium: form.medium,
      fluid: form.fluid,
      flowUnit: form.units.flow,
      flows: form.cases.flatMap((c, i) => (c.off ? [] : [{ key: SIZING_CASE_KEYS[i]!, flow: c.flow }])),
      valve: valve?.label ?? null,
    },
  };
}
