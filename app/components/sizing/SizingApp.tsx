// First: zod without `new Function`, which the site's CSP refuses (contract/zodConfig.ts): the
// page checks an uploaded project and the actuator data with zod in the browser.
import '#contract/zodConfig.js';
import { useEffect, useRef, useState } from 'react';
import type { UnitSystem } from '#sizing/engine/units.js';
import { sizingCopy } from '#sizing/words/sizingCopy.js';
import { island, ServerHtml } from '../../islands/island.js';
import { usePage } from '../../lib/page.js';
import { fill, usePageCopy } from '../../lib/copy.js';
import { href, text, useLang } from '../../lib/lang.js';
import { sizingEnquiryHref } from '../enquiry/sizingAttachment.js';
import { prodDetailsPath } from '../products/paths.js';
import type { SelectionView, SizingView } from '#sizing/form/sizingEngine.js';
import { useSizingWorker } from './useSizingWorker.js';
import { CaseTable, FluidFields, ValveFields, type FormProps } from './SizingFormFields.js';
import { SizingChart, SizingResults } from './SizingResults.js';
import { SizingSelection } from './SizingSelection.js';
import { SizingCompare } from './SizingCompare.js';
import { pageSearch, SizingProjectBar, useSizingProject, type ProjectPageData } from './SizingProject.js';
import { SizingTagFields } from './SizingTagFields.js';
import { SizingActuator } from './SizingActuator.js';
import {
  defaultShutoffBar,
  encodeDuty,
  type ActuationData,
  type PageDuty,
} from '#sizing/form/actuatorDuty.js';
import type { CatalogueValve } from '#sizing/engine/selection.js';
import {
  changeSystem,
  changeUnit,
  encodeForm,
  unitSystemOf,
  withValve,
  type FieldKey,
  type SizingForm,
} from '#sizing/form/sizingState.js';

/** What the server sends with the page (routes/valveSizing.tsx's loader). */
export interface SizingPageData {
  form: SizingForm;
  /** The sizing of `form` as the server rendered it. */
  view: SizingView;
  product: { id: number; cate_id: number; title: string; en_title: string; no: string } | null;
  /** The catalogue's flow tables (only the product's with `product`), for selection. */
  catalogue: (CatalogueValve & { cateId: number })[];
  /**
   * The selection of `form` as the server rendered it. The server only: the browser keeps its HTML
   * until the calculation (which has the catalogue) answers.
   */
  selection?: SelectionView | null;
  /** The saved project the link opened, if any (its tags around the form). */
  projectPage: ProjectPageData;
  /** The catalogue's actuators and its valves' actuation data, for the actuator step. */
  actuation: ActuationData;
}

/** The visitor's SI / US choice, remembered in this browser. */
const UNITS_KEY = 'sizing-units';

/** The sizing page's form and results: an island, hydrated over the server's HTML. */
export const SizingApp = island(
  'SizingApp',
  function SizingApp({ data }: { data: SizingPageData }) {
    const loaderData = data;
    const copy = usePageCopy(sizingCopy);
    const lang = useLang();
    const { url } = usePage();
    const [form, setForm] = useState<SizingForm>(loaderData.form);
    const [touched, setTouched] = useState<ReadonlySet<FieldKey>>(new Set());
    const [copied, setCopied] = useState(false);
    // The calculation runs in a worker; until it first answers, the server's sizing stands.
    const live = useSizingWorker(form, loaderData.catalogue, lang, copy.caseNames);
    const engine = live !== undefined;
    const view: SizingView = live?.view ?? loaderData.view;
    const selection = live ? live.selection : loaderData.selection;
    // The size the valve's fields hold: the sizing is made at it, and the link, the data sheet and
    // the quotation name it. None until the visitor chooses one (or came from a product).
    const chosenKey = form.chosen;
    const choose = (key: string) => {
      const [productId, dn] = key.split('-').map(Number);
      const size = loaderData.catalogue
        .find((v) => v.productId === productId)
        ?.sizes.find((s) => s.dn === dn);
      if (size) setForm((f) => withValve(f, key, size));
    };
    const project = useSizingProject({
      data: loaderData.projectPage,
      form,
      valve: chosenKey,
      // A tag's form holds its chosen valve (and that valve's size and factors).
      open: (tag) => setForm(tag.form),
    });
    // Densities of the form the worker answered for last (flows between volume and mass).
    const densityOf = (index: number) => live?.densities[index] ?? undefined;
    const system: UnitSystem = unitSystemOf(form);
    // The actuator step's duty; the shut-off drop follows the cases until the visitor sets it.
    const [dutySet, setDuty] = useState<Partial<PageDuty>>({});
    const duty: PageDuty = {
      failAction: 'close',
      supplyBar: 4,
      leakageClass: 'IV',
      shutoffBar: defaultShutoffBar(form),
      ...dutySet,
    };
    const dutyValid =
      Number.isFinite(duty.supplyBar) && Number.isFinite(duty.shutoffBar) && duty.shutoffBar > 0;
    const chosenCandidate = selection?.fitting.find((c) => c.key === chosenKey) ?? null;

    // A first visit without a sizing in its link starts in the units this browser chose before
    // (once the calculation is there to convert flows between volume and mass).
    const switchedBefore = useRef(false);
    useEffect(() => {
      if (!live || switchedBefore.current) return;
      switchedBefore.current = true;
      const search = new URLSearchParams(window.location.search);
      // A sizing or a project the link holds is shown in its own units.
      if (search.has('s') || search.has('p')) return;
      if (window.localStorage.getItem(UNITS_KEY) === 'us')
        setForm((f) => changeSystem(f, 'us', (i) => live.densities[i] ?? undefined));
    }, [live]);

    // The sizing lives in the URL: every change replaces it, so the address bar is always shareable.
    const first = useRef(true);
    useEffect(() => {
      if (first.current) {
        first.current = false;
        return;
      }
      const url = new URL(window.location.href);
      url.search = pageSearch(encodeForm(form), url.searchParams);
      window.history.replaceState(window.history.state, '', url);
      setCopied(false);
    }, [form]);

    const formProps: FormProps = {
      form,
      onChange: setForm,
      onUnit: (key, unit) => setForm((f) => changeUnit(f, key, unit, densityOf)),
      errors: view.errors,
      touched,
      onTouch: (key) => setTouched((t) => (t.has(key) ? t : new Set([...t, key]))),
    };
    const switchSystem = (next: UnitSystem) => {
      window.localStorage.setItem(UNITS_KEY, next);
      setForm((f) => changeSystem(f, next, densityOf));
    };
    const product = loaderData.product;
    // The model once: most titles already start with it ("MR-SS730 Sanitary …").
    const title = product ? text(product, 'title', lang) : '';
    const productTitle = product
      ? title.includes(product.no)
        ? title
        : [product.no, title].filter(Boolean).join(' ')
      : '';

    // The catalogue size the sizing is made at, with the factors it took from the flow table.
    const chosenValve = chosenKey
      ? loaderData.catalogue.find((v) => v.productId === Number(chosenKey.split('-')[0]))
      : undefined;
    const sizedAt =
      chosenValve &&
      fill(copy.sizedAt, {
        valve: `${chosenValve.model} DN ${chosenKey!.split('-')[1]}`,
        factors: `F_L ${form.valve.FL}, x_T ${form.valve.xT}, F_d ${form.valve.Fd}${form.valve.xFz ? `, x_Fz ${form.valve.xFz}` : ''}`,
      });

    return (
      // data-ready: the form is interactive and the calculation loaded (tests wait for it before typing).
      <div className="container section" data-ready={engine ? '' : undefined} data-testid="sizing-app">
        <p className="sizing-intro">{copy.intro}</p>
        {product && (
          <p className="sizing-product" data-testid="sizing-product">
            {copy.forProduct}: <a href={href(prodDetailsPath(product), lang)}>{productTitle}</a>
          </p>
        )}
        <SizingProjectBar project={project} />
        <div className="sizing-toolbar">
          <div className="sizing-switch" role="group" aria-label={copy.units}>
            {(['si', 'us'] as const).map((s) => (
              <button
                key={s}
                type="button"
                className="sizing-switch__option"
                aria-pressed={system === s}
                onClick={() => switchSystem(s)}
              >
                {copy[s]}
              </button>
            ))}
          </div>
          <button type="button" className="btn btn--ghost" onClick={() => window.print()}>
            {copy.print}
          </button>
          {/* The server makes the PDF from the same state the address bar holds. */}
          <a
            className="btn btn--ghost"
            href={`/api/sizing/sheet?s=${encodeForm(form)}&lang=${lang}${chosenKey ? `&valve=${chosenKey}${engine && dutyValid ? `&act=${encodeDuty(duty)}` : ''}` : ''}`}
            download
            data-testid="sizing-sheet-link"
          >
            {copy.downloadSheet}
          </a>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              void navigator.clipboard?.writeText(window.location.href).then(() => setCopied(true));
            }}
          >
            {copy.copyLink}
          </button>
          <span role="status" className="sizing-copied">
            {copied ? copy.copied : ''}
          </span>
        </div>

        <div className="sizing-layout">
          {/* Results follow the typing; sent before the script runs, the form posts to the page,
            which answers with the sizing of what was typed (its link). */}
          <form
            className="sizing-form"
            method="post"
            action={url}
            onSubmit={(e) => e.preventDefault()}
            noValidate
          >
            {form.product !== null && <input type="hidden" name="product" value={form.product} />}
            {form.chosen !== null && <input type="hidden" name="chosen" value={form.chosen} />}
            <SizingTagFields form={form} onChange={setForm} />
            <fieldset>
              <legend>{copy.process}</legend>
              <FluidFields {...formProps} />
              <CaseTable {...formProps} />
            </fieldset>
            <fieldset>
              <legend>{copy.valveAndPipe}</legend>
              <ValveFields {...formProps} />
            </fieldset>
            <button type="submit" className="btn sizing-form__submit" hidden={engine}>
              {copy.calculate}
            </button>
          </form>

          <section className="sizing-results" aria-labelledby="sizing-results-title" aria-live="polite">
            <h2 id="sizing-results-title">{copy.results}</h2>
            <p className="sizing-sheet-note">
              {copy.sheet} · {copy.media[form.medium]}
              {productTitle ? ` · ${productTitle}` : ''}
            </p>
            {sizedAt && (
              <p className="sizing-sized-at" data-testid="sizing-sized-at">
                {sizedAt}
              </p>
            )}
            <SizingResults form={form} view={view} />
            <h3 className="sizing-subtitle">{copy.chart}</h3>
            <SizingChart form={form} view={view} />
            <p className="sizing-enquire">
              {/* The quotation carries this sizing and the chosen size, for that product. */}
              <a
                className="btn"
                data-testid="sizing-enquire"
                href={sizingEnquiryHref(lang, {
                  state: encodeForm(form),
                  valve: chosenKey,
                  act: engine && dutyValid ? encodeDuty(duty) : null,
                  project: project.link?.token ?? null,
                  productId: product?.id ?? (chosenKey ? Number(chosenKey.split('-')[0]) : null),
                })}
              >
                {copy.enquire}
              </a>
            </p>
          </section>
        </div>
        {loaderData.catalogue.length > 0 && (
          // The selection is long (every size of every valve, with reasons): the browser is not sent
          // the server's and keeps its HTML until the calculation answers.
          <ServerHtml id="sizing-selection" keep={!live}>
            {selection !== undefined && (
              <SizingSelection
                selection={selection}
                chosen={chosenKey}
                onChoose={choose}
                productModel={product?.no ?? null}
                productCategory={(id) => loaderData.catalogue.find((v) => v.productId === id)?.cateId}
                us={system === 'us'}
              />
            )}
          </ServerHtml>
        )}
        {live && selection && (
          <SizingCompare form={form} fitting={selection.fitting} catalogue={loaderData.catalogue} />
        )}
        {engine && selection && (
          <SizingActuator
            form={form}
            chosen={chosenKey}
            chosenLabel={chosenCandidate ? `${chosenCandidate.model} DN ${chosenCandidate.dn}` : null}
            duty={duty}
            onDuty={(next) => setDuty(next)}
            data={loaderData.actuation}
            system={system}
          />
        )}
      </div>
    );
  },
  { browserProps: ({ data }) => ({ data: { ...data, selection: undefined } }) },
);
