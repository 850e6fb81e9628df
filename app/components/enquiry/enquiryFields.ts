import { MESSAGE_TYPE_ID } from '#contract/constants.js';
import { ENQUIRY, ENQUIRY_FIELDS, type EnquiryField, type EnquiryFieldSpec } from '#contract/enquiry.js';
import type { AboutItem } from './about.js';
import {
  QUOTE_MAX_LENGTH,
  QUOTE_NAMES,
  QUOTE_VALUES,
  quoteBody,
  type QuoteValues,
} from './QuotationFields.js';
import { sizingBody, type SizingAttachment } from './sizingAttachment.js';

/**
 * The enquiry form's fields, by their names in the contract (contract/enquiry.ts: limits, required
 * messages, labels), the honeypot (server/api/visitorForm.ts), and the optional quotation request
 * and country of the contact page. The same names are the form's in the browser and in a post the
 * page's action answers (enquiryPost.server.ts).
 */
type EnquiryValues = Record<EnquiryField, string> & { website: string };
export type FormValues = EnquiryValues & QuoteValues;

export const EMPTY: FormValues = {
  ...(Object.fromEntries(ENQUIRY_FIELDS.map((f) => [f, ''])) as Record<EnquiryField, string>),
  website: '',
  ...QUOTE_VALUES,
};

export const isEnquiryField = (name: string): name is EnquiryField => name in ENQUIRY;

/** Each field's limit is the server's (postAdvise), so the browser never takes what it refuses. */
export const maxLength = (name: keyof FormValues): number | undefined =>
  isEnquiryField(name) ? ENQUIRY[name].max : QUOTE_MAX_LENGTH[name as keyof QuoteValues];

export const isRequired = (name: string): boolean =>
  isEnquiryField(name) && (ENQUIRY[name] as EnquiryFieldSpec).required !== undefined;

/** The contract's field names (`quote.dn`) as the form's (`quote_dn`). */
export const formName = (field: string): string => field.replace(/^quote\./, 'quote_');

/** The form's values as the contract's schema reads them (the quotation as one object). */
export function checkedValues(values: FormValues): Record<string, unknown> {
  const quote = Object.fromEntries(QUOTE_NAMES.map((f) => [f, values[`quote_${f}`]]));
  return { ...values, quote };
}

/** The form's values from whatever a post carried: known names only, each a string. */
export function formValues(posted: Record<string, unknown>): FormValues {
  const values: FormValues = { ...EMPTY };
  for (const name of Object.keys(EMPTY) as (keyof FormValues)[]) {
    const value = posted[name];
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** postAdvise's body of a form's values, with what the visitor attached. */
export function enquiryBody(
  values: FormValues,
  extra: {
    about: AboutItem | null;
    sizing: SizingAttachment | null;
    emailCode: string;
    files: { name: string; url: string }[];
    /** From the form's first keystroke; a form sent without script has none. */
    fillMs?: number;
  },
) {
  return {
    type_id: MESSAGE_TYPE_ID,
    ...Object.fromEntries(ENQUIRY_FIELDS.map((f) => [f, values[f]])),
    email: values.email.trim(),
    email_code: extra.emailCode,
    files: extra.files,
    website: values.website,
    ...(extra.fillMs === undefined ? {} : { fill_ms: extra.fillMs }),
    ...quoteBody(values, extra.about),
    ...sizingBody(extra.sizing),
  };
}

/**
 * What a form posted without script got back from the page's action, and what the page shows of
 * it: the form again with its problems, the code step (a code was mailed), or the case number.
 */
export type EnquiryPosted =
  | { step: 'form'; values: FormValues; errors: Record<string, string> }
  | { step: 'code'; values: FormValues; errors: Record<string, string>; notice: string }
  | { step: 'sent'; caseNumber: string; email: string; notice: string };
