/**
 * What an enquiry is about (issue 12): the products and content items it names and the optional
 * structured quotation request. postAdvise takes them as optional fields; a client that sends none
 * of them is answered as before.
 */

export const ENQUIRY_ITEM_KINDS = ['product', 'case', 'solution', 'application'] as const;
export type EnquiryItemKind = (typeof ENQUIRY_ITEM_KINDS)[number];

/** At most this many items per enquiry. */
export const ENQUIRY_ITEMS_MAX = 5;

/** The quotation's text fields, in the order the form and the mails show them. */
export const QUOTE_TEXT_FIELDS = ['medium', 'dn', 'pressure_class', 'temperature', 'flow'] as const;
export type QuoteTextField = (typeof QUOTE_TEXT_FIELDS)[number];
export const QUOTE_TEXT_MAX = 60;
export const QUOTE_QUANTITY_MAX = 1_000_000;

/** The structured quotation request as stored and shown; '' / null where the visitor gave nothing. */
export type Quote = Record<QuoteTextField, string> & { quantity: number | null };

/** Whether a quotation request says anything at all. */
export const hasQuote = (quote: Quote): boolean =>
  quote.quantity !== null || QUOTE_TEXT_FIELDS.some((f) => quote[f] !== '');

/**
 * A quantity as typed (digits, maybe with thousands separators) or sent as a number: null when
 * blank, NaN when it is no whole number from 1 to QUOTE_QUANTITY_MAX. Form and server read it alike.
 */
export function readQuantity(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') return null;
  const digits = text.replace(/[,，\s]/g, '');
  const n = /^\d{1,7}$/.test(digits) ? Number(digits) : NaN;
  return n >= 1 && n <= QUOTE_QUANTITY_MAX ? n : NaN;
}

/** A quotation request that says nothing. */
export const EMPTY_QUOTE: Quote = {
  medium: '',
  dn: '',
  pressure_class: '',
  temperature: '',
  flow: '',
  quantity: null,
};

/**
 * An item as one label: "MR-GV300 Single-Seat Globe Valve" (the model, then the name, once: many
 * product names start with their model), or a case's title.
 */
export function itemLabel(item: { model: string; title: string }): string {
  const { model, title } = item;
  if (!model || title.startsWith(model)) return title || model;
  return `${model} ${title}`;
}
