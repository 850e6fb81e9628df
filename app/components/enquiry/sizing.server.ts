import type { PageServices } from '#contract/pages.js';
import { decodeForm, readState } from '#sizing/form/sizingState.js';
import type { Lang } from '#contract/messages.js';
import { fluidName, SIZING_CASE_KEYS, SIZING_STATE_MAX, valveLabel } from '#sizing/engine/snapshotText.js';
import { NOMINAL_SIZES, unitLabel } from '#sizing/engine/units.js';
import { readNumber, type SizingForm } from '#sizing/form/sizingState.js';
import { decodeDuty, encodeDuty } from '#sizing/form/actuatorDuty.js';
import type { SizingAttachment } from './sizingAttachment.js';

/**
 * The sizing the contact page's address carries (`?sizing=<state>&valve=<product id>-<DN>&act=<duty>`), for
 * the form's "Sizing" chip; null when there is none or it is not a sizing of ours. A chosen size
 * that is not in the catalogue (any more) is left off: the chip and the enquiry go without it.
 */
export async function sizingFromUrl(
  request: Request,
  services: PageServices,
  lang: Lang,
): Promise<SizingAttachment | null> {
  const search = new URL(request.url).searchParams;
  const state = search.get('sizing')?.trim() ?? '';
  if (!state || state.length > SIZING_STATE_MAX || !/^[\w-]+$/.test(state) || !readState(state)) return null;
  const form = decodeForm(state);
  const key = search.get('valve')?.trim() ?? '';
  let valve: { key: string; label: string; dn: number; nps: string } | null = null;
  const match = /^(\d{1,9})-(\d{1,4})$/.exec(key);
  if (match) {
    const [catalogued] = await services.content.products.flowCatalogue(Number(match[1]));
    const size = catalogued?.sizes.find((s) => s.dn === Number(match[2]));
    if (catalogued && size)
      valve = {
        key,
        label: valveLabel({ model: catalogued.model, dn: size.dn }),
        dn: size.dn,
        nps: size.nps,
      };
  }
  // A duty the page did not write is left off too; the server sizes its actuator again.
  const duty = valve ? decodeDuty(search.get('act')?.trim()) : null;
  // A project link that does not open (altered, or its project gone) is left off like a valve.
  const token = search.get('project')?.trim() ?? '';
  const opened = /^[\w-]{42}$/.test(token) ? await services.desk.sizingProjects.open(token) : null;
  return {
    state,
    valve: valve?.key ?? null,
    act: duty && encodeDuty(duty),
    project: opened && { token, name: opened.name, tags: opened.tags.length },
    summary: {
      medium: form.medium,
      fluid: form.fluid,
      flowUnit: form.units.flow,
      flows: form.cases.flatMap((c, i) => (c.off ? [] : [{ key: SIZING_CASE_KEYS[i]!, flow: c.flow }])),
      valve: valve?.label ?? null,
    },
    quote: quotePrefill(form, valve, lang),
  };
}

/**
 * The quotation's fields from a sizing: the fluid, the chosen size (else the size sized), the
 * temperatures and flows of its cases, as typed and in its units (NPS for a US sizing).
 */
function quotePrefill(
  form: SizingForm,
  valve: { dn: number; nps: string } | null,
  lang: Lang,
): SizingAttachment['quote'] {
  const cases = form.cases.filter((c) => !c.off);
  const us = form.units.d === 'NPS' || form.units.d === 'in';
  const typedSize = readNumber(form.valve.d);
  const nominal = (dn: number) =>
    us ? `NPS ${NOMINAL_SIZES.find((s) => s.dn === dn)?.nps ?? dn}` : `DN ${dn}`;
  const dn = valve
    ? us
      ? `NPS ${valve.nps}`
      : `DN ${valve.dn}`
    : typedSize === undefined || Number.isNaN(typedSize)
      ? ''
      : form.units.d === 'DN' || form.units.d === 'NPS'
        ? nominal(typedSize)
        : `${form.valve.d} ${form.units.d}`;
  // The lowest to the highest temperature, once when the cases share it.
  const temperatures = [...new Set(cases.map((c) => c.T.trim()).filter(Boolean))].sort(
    (a, b) => Number(a) - Number(b),
  );
  const temperature = temperatures.length
    ? `${[temperatures[0], temperatures.at(-1)].filter((t, i, all) => all.indexOf(t) === i).join(' – ')} ${unitLabel(form.units.T)}`
    : '';
  const flows = cases.map((c) => c.flow.trim()).filter(Boolean);
  return {
    medium: fluidName(form.medium, form.fluid, lang),
    dn,
    temperature,
    flow: flows.length ? `${flows.join(' / ')} ${unitLabel(form.units.flow)}` : '',
  };
}
