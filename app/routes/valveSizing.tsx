// sizing: control valve sizing by IEC 60534-2-1, calculated in the browser; the whole sizing in the URL.
import { inLanguage } from '#contract/words.js';
import sizingCss from '../styles/sizing.css?url';
import sizingProjectCss from '../styles/sizingProject.css?url';

import { SizingApp, type SizingPageData } from '../components/sizing/SizingApp.js';
import { selectFormView, sizeFormView } from '#sizing/form/sizingEngine.js';
import {
  decodeForm,
  encodeForm,
  formFromFields,
  withValve,
  type SizingForm,
} from '#sizing/form/sizingState.js';
import type { CatalogueValve } from '#sizing/engine/selection.js';
import { postedFields } from '../lib/posted.server.js';
import { redirect } from 'react-router';
import { href } from '../lib/lang.js';
import { PageHeader } from '../components/PageHeader.js';
import { sizingCopy } from '#sizing/words/sizingCopy.js';
import { sizingLinksCopy } from '../i18n/pages/sizingLinks.js';
import { usePageCopy } from '../lib/copy.js';
import { orNull } from '../lib/http.js';
import { routeMeta } from '../lib/meta.js';
import { pageQuery } from '#contract/pageQuery.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/valveSizing';
import { intParam } from '../lib/queryParams.js';

export const links: Route.LinksFunction = () => [stylesheet(sizingCss), stylesheet(sizingProjectCss)];

/**
 * `s`: the whole sizing (sizingState.ts's encodeForm); `product`: the catalogue product the visitor
 * came from ("Size this valve"). `p`: a saved project's link token, `t`: which of its tags is shown
 * (`s` then holds that tag as it is being changed). A sizing or project link is the visitor's own,
 * so such pages are not kept.
 */
export const pageParams = pageQuery({ s: 'state', product: 'int', p: 'state', t: 'int' });

/** The form posted before the page's script ran: the sizing of what was typed, at its own link. */
export async function action({ request, params }: Route.ActionArgs) {
  const lang = params.lang === 'zh' ? 'zh' : 'en';
  const query = new URL(request.url).searchParams;
  const form = formFromFields(await postedFields(request), intParam(query, 'product', 1) ?? null);
  return redirect(href(`/sizing?s=${encodeForm(form)}`, lang), 303);
}

/**
 * "Size this valve": the first sizing is made with the product's own size and factors, the size
 * its selection ranks first for the starting cases (else its first listed size that was judged).
 */
function withProductSize(form: SizingForm, catalogue: CatalogueValve[], lang: 'en' | 'zh'): SizingForm {
  const selection = selectFormView(form, catalogue, lang, inLanguage(sizingCopy, lang).caseNames);
  const candidate = selection?.fitting[0] ?? selection?.notFitting[0];
  const size = candidate
    ? catalogue.find((v) => v.productId === candidate.productId)?.sizes.find((s) => s.dn === candidate.dn)
    : undefined;
  return candidate && size ? withValve(form, candidate.key, size) : form;
}

export async function loader({ request, context, params }: Route.LoaderArgs): Promise<SizingPageData> {
  const query = new URL(request.url).searchParams;
  const productId = intParam(query, 'product', 1) ?? null;
  const token = query.get('p');
  const project = token ? await context.services.desk.sizingProjects.open(token) : null;
  const tag = Math.min(intParam(query, 't', 0) ?? 0, Math.max(0, (project?.tags.length ?? 1) - 1));
  // A project's tag as saved, unless the address holds it as it is being changed.
  const decoded =
    project && !query.get('s') ? project.tags[tag]!.form : decodeForm(query.get('s'), productId);
  const product = decoded.product
    ? await orNull(context.services.content.products.detail(decoded.product))
    : null;
  const lang = params.lang === 'zh' ? 'zh' : 'en';
  // "Size this valve" limits the selection to that product; otherwise every valve with a flow table.
  const catalogue = await context.services.content.products.flowCatalogue(product?.id);
  // From a product page (not a saved tag), the sizing starts at that product's size and factors.
  const form = product && !query.has('s') && !project ? withProductSize(decoded, catalogue, lang) : decoded;
  const selection = selectFormView(form, catalogue, lang, inLanguage(sizingCopy, lang).caseNames);
  const { actuators, valveActuations } = context.services.content;
  const valves = await valveActuations.ofProducts(catalogue.map((v) => v.productId));
  return {
    actuation: { valves: Object.fromEntries(valves), actuators: await actuators.catalogue() },
    form,
    catalogue,
    selection,
    projectPage: { project, tag, missing: Boolean(token) && !project },
    // The sizing the link describes, as the server renders it; the browser takes over once its calculation loads.
    view: sizeFormView(form, lang, inLanguage(sizingCopy, lang).caseNames),
    product: product
      ? {
          id: product.id,
          cate_id: product.cate_id,
          title: product.title,
          en_title: product.en_title,
          no: product.no,
        }
      : null,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, ({ lang }) => ({
    path: '/sizing',
    title: inLanguage(sizingLinksCopy, lang).title,
    description: inLanguage(sizingLinksCopy, lang).description,
  }));
}

export default function ValveSizingPage({ loaderData }: Route.ComponentProps) {
  const copy = usePageCopy(sizingLinksCopy);
  return (
    <div className="sizing">
      <PageHeader title={copy.title} crumbs={[{ label: copy.title }]} />
      <SizingApp data={loaderData} />
    </div>
  );
}
