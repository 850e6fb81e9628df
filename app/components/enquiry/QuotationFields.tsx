import { useId, type ReactNode, type Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  ENQUIRY_ITEM_KIND_LABELS,
  itemLabel,
  QUOTE_TEXT_FIELDS,
  QUOTE_TEXT_MAX,
  type QuoteTextField,
} from '#contract/quotation.js';
import { enquiryCopy } from '../../i18n/pages/enquiry.js';
import { fill, usePageCopy } from '../../lib/copy.js';
import { useLang } from '../../lib/lang.js';
import type { AboutItem } from './about.js';

/**
 * The contact form's parts about what the enquiry is about: the "About" chip of the
 * item the visitor came from, the optional quotation request of a product, the optional country.
 */

/** The form values of the quotation request and the country (all optional, typed as text). */
export type QuoteValues = Record<`quote_${QuoteTextField}` | 'quote_quantity' | 'country', string>;

export const QUOTE_NAMES = [...QUOTE_TEXT_FIELDS, 'quantity'] as const;

export const QUOTE_VALUES: QuoteValues = {
  quote_medium: '',
  quote_dn: '',
  quote_pressure_class: '',
  quote_temperature: '',
  quote_flow: '',
  quote_quantity: '',
  country: '',
};

export const QUOTE_MAX_LENGTH: Partial<Record<keyof QuoteValues, number>> = {
  ...Object.fromEntries(QUOTE_TEXT_FIELDS.map((f) => [`quote_${f}`, QUOTE_TEXT_MAX])),
  // Room for "1,000,000".
  quote_quantity: 12,
};

/** postAdvise's optional fields from the form: the item, the quotation (for a product), the country. */
export function quoteBody(values: QuoteValues, about: AboutItem | null) {
  const quote =
    about?.kind === 'product'
      ? Object.fromEntries(QUOTE_NAMES.map((f) => [f, values[`quote_${f}`].trim()]))
      : undefined;
  return {
    ...(about ? { items: [{ kind: about.kind, id: about.id }] } : {}),
    ...(quote ? { quote } : {}),
    ...(values.country ? { country: values.country } : {}),
  };
}

/** "About: MR-GV300 Single-Seat Globe Valve" with a button that takes it off the message. */
export function AboutChip({ item, onRemove }: { item: AboutItem; onRemove?: () => void }) {
  const lang = useLang();
  return (
    <AttachedChip
      kind={ENQUIRY_ITEM_KIND_LABELS[item.kind][lang]}
      title={itemLabel(item)}
      onRemove={onRemove}
      testId="enquiry-about"
    />
  );
}

/** A chip of what is attached to the message: "About:", its kind, its title, a remove button. */
export function AttachedChip({
  kind,
  title,
  onRemove,
  testId,
}: {
  kind: string;
  title: string;
  onRemove?: (() => void) | undefined;
  testId: string;
}) {
  const copy = usePageCopy(enquiryCopy).quote;
  const lang = useLang();
  return (
    <p className="enquiry-about" data-testid={testId}>
      <span className="enquiry-about__label">
        {copy.about}
        {lang === 'zh' ? '：' : ':'}
      </span>
      <span className="enquiry-about__kind">{kind}</span>
      <span className="enquiry-about__title">{title}</span>
      {onRemove && (
        <button
          type="button"
          className="enquiry-about__remove"
          aria-label={fill(copy.remove, { name: title })}
          title={fill(copy.remove, { name: title })}
          onClick={onRemove}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </p>
  );
}

/** The optional, collapsible quotation request: six fields drawn by the form's own text field. */
export function QuotationPart({
  text,
}: {
  text: (name: `quote_${(typeof QUOTE_NAMES)[number]}`, label: string, placeholder: string) => ReactNode;
}) {
  const copy = usePageCopy(enquiryCopy).quote;
  const hintId = useId();
  return (
    <details className="enquiry-quote" open>
      <summary className="enquiry-quote__summary">{copy.title}</summary>
      <p className="enquiry-quote__hint" id={hintId}>
        {copy.hint}
      </p>
      <div className="enquiry-form__grid enquiry-quote__grid" role="group" aria-describedby={hintId}>
        {QUOTE_NAMES.map((f) => (
          <div key={f} className="enquiry-quote__cell">
            {text(`quote_${f}`, copy[f], copy[`${f}Placeholder`])}
          </div>
        ))}
      </div>
    </details>
  );
}

/** The optional country select (default: not given, the phone prefix then tells the country). */
export function CountryField({
  id,
  countries,
  describedBy,
  invalid,
  defaultValue,
  ref,
  ...register
}: UseFormRegisterReturn & {
  id: string;
  countries: [string, string][];
  describedBy: string;
  invalid: boolean;
  /** What a post sent (the page's answer shows it). */
  defaultValue?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}) {
  const copy = usePageCopy(enquiryCopy).quote;
  return (
    <select
      id={id}
      autoComplete="country"
      aria-invalid={invalid}
      aria-describedby={describedBy}
      defaultValue={defaultValue}
      ref={ref}
      {...register}
    >
      <option value="">{copy.countryNone}</option>
      {countries.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </select>
  );
}
