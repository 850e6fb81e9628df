// sizing: control valve sizing by IEC 60534-2-1, calculated in the browser; the whole sizing in the URL.
import '../lib/zodConfig.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import sizingCss from '../styles/sizing.css?url';
import { positiveInt, prodDetailsPath } from '../components/products/paths.js';
import { sizeForm } from '../components/sizing/sizeForm.js';
import {
  CaseTable,
  FluidFields,
  ValveFields,
  type FormProps,
} from '../components/sizing/SizingFormFields.js';
import { SizingChart, SizingResults } from '../components/sizing/SizingResults.js';
import {
  changeSystem,
  changeUnit,
  decodeForm,
  encodeForm,
  type FieldKey,
  type SizingForm,
} from '../components/sizing/sizingState.js';
import { PageHeader } from '../components/Widgets.js';
import { sizingCopy } from '../i18n/pages/sizing.js';
import { enquiryHref } from '../components/enquiry/about.js';
import { usePageCopy } from '../lib/copy.js';
import { orNull } from '../lib/http.js';
import { href, text, useLang } from '../lib/lang.js';
import { routeMeta } from '../lib/meta.js';
import { pageQuery } from '../lib/pageQuery.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { UnitSystem } from '../../contract/sizing/units.js';
import type { Route } from './+types/valveSizing';

export const links: Route.LinksFunction = () => [stylesheet(sizingCss)];

/**
 * `s`: the whole sizing (sizingState.ts's encodeForm); `product`: the catalogue product the visitor
 * came from ("Size this valve"). A sizing link is the visitor's own, so such pages are not kept.
 */
export const pageParams = pageQuery({ s: 'state', product: 'int' });

/** The visitor's SI / US choice, remembered in this browser. */
const UNITS_KEY = 'sizing-units';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const productId = positiveInt(query.get('product')) ?? null;
  const form = decodeForm(query.get('s'), productId);
  const product = form.product ? await orNull(context.services.products.detail(form.product)) : null;
  return {
    form,
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
    title: sizingCopy[lang].title,
    description: sizingCopy[lang].description,
  }));
}

export default function ValveSizingPage({ loaderData }: Route.ComponentProps) {
  const copy = usePageCopy(sizingCopy);
  const lang = useLang();
  const [form, setForm] = useState<SizingForm>(loaderData.form);
  const [touched, setTouched] = useState<ReadonlySet<FieldKey>>(new Set());
  const [copied, setCopied] = useState(false);
  const { outcomes, assumed } = useMemo(() => sizeForm(form), [form]);
  const errors = useMemo(
    () => Object.assign({}, ...outcomes.map((o) => o.errors)) as FormProps['errors'],
    [outcomes],
  );
  const system: UnitSystem = form.units.P1.startsWith('psi') ? 'us' : 'si';

  // A first visit without a sizing in its link starts in the units this browser chose before.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('s')) return;
    if (window.localStorage.getItem(UNITS_KEY) === 'us') setForm((f) => changeSystem(f, 'us'));
  }, []);

  // The sizing lives in the URL: every change replaces it, so the address bar is always shareable.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const url = new URL(window.location.href);
    url.search = `?s=${encodeForm(form)}`;
    window.history.replaceState(window.history.state, '', url);
    setCopied(false);
  }, [form]);

  const formProps: FormProps = {
    form,
    onChange: setForm,
    onUnit: (key, unit) => setForm((f) => changeUnit(f, key, unit)),
    errors,
    touched,
    onTouch: (key) => setTouched((t) => (t.has(key) ? t : new Set([...t, key]))),
  };
  const switchSystem = (next: UnitSystem) => {
    window.localStorage.setItem(UNITS_KEY, next);
    setForm((f) => changeSystem(f, next));
  };
  const product = loaderData.product;
  const productTitle = product ? [product.no, text(product, 'title', lang)].filter(Boolean).join(' ') : '';

  return (
    <div className="sizing">
      <PageHeader title={copy.title} crumbs={[{ label: copy.title }]} />
      <div className="container section">
        <p className="sizing-intro">{copy.intro}</p>
        {product && (
          <p className="sizing-product" data-testid="sizing-product">
            {copy.forProduct}: <a href={href(prodDetailsPath(product), lang)}>{productTitle}</a>
          </p>
        )}
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
          <form className="sizing-form" onSubmit={(e) => e.preventDefault()} noValidate>
            <fieldset>
              <legend>{copy.process}</legend>
              <FluidFields {...formProps} />
              <CaseTable {...formProps} />
            </fieldset>
            <fieldset>
              <legend>{copy.valveAndPipe}</legend>
              <ValveFields {...formProps} />
            </fieldset>
          </form>

          <section className="sizing-results" aria-labelledby="sizing-results-title" aria-live="polite">
            <h2 id="sizing-results-title">{copy.results}</h2>
            <p className="sizing-sheet-note">
              {copy.sheet} · {copy.media[form.medium]}
              {productTitle ? ` · ${productTitle}` : ''}
            </p>
            <SizingResults form={form} outcomes={outcomes} assumed={assumed} />
            <h3 className="sizing-subtitle">{copy.chart}</h3>
            <SizingChart form={form} outcomes={outcomes} />
            <p className="sizing-enquire">
              <a
                className="btn"
                href={product ? enquiryHref('product', product.id, lang) : href('/callMe#contact-form', lang)}
              >
                {copy.enquire}
              </a>
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}
