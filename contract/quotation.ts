import { FIELD_LABELS, type Lang } from './messages.js';
/**
 * What an enquiry is about: the products and content items it names and the optional
 * structured quotation request. postAdvise takes them as optional fields; a client that sends none
 * of them is answered as before.
 */

export const ENQUIRY_ITEM_KINDS = ['product', 'case', 'solution', 'application'] as const;
export type EnquiryItemKind = (typeof ENQUIRY_ITEM_KINDS)[number];

/** What each kind of item is called, for the form, the look-up, the mails and the console. */
export const ENQUIRY_ITEM_KIND_LABELS: Record<EnquiryItemKind, { en: string; zh: string }> = {
  product: { en: 'Product', zh: '产品' },
  case: { en: 'Case', zh: '案例' },
  solution: { en: 'Solution', zh: '解决方案' },
  application: { en: 'Application', zh: '应用' },
};

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

/** A quotation's filled-in fields as label/value rows in a language (form labels of messages.ts). */
export function quoteRows(quote: Quote | null, lang: Lang): [label: string, value: string][] {
  if (!quote) return [];
  const rows: [string, string][] = QUOTE_TEXT_FIELDS.filter((f) => quote[f] !== '').map((f) => [
    FIELD_LABELS[`quote.${f}`]![lang],
    quote[f],
  ]);
  if (quote.quantity !== null) {
    rows.push([
      FIELD_LABELS['quote.quantity']![lang],
      quote.quantity.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en'),
    ]);
  }
  return rows;
}
