import { z } from 'zod';
import type { MessageKey } from './messages.js';

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

const quoteText = z.preprocess(
  (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
  z
    .string()
    .trim()
    .max(QUOTE_TEXT_MAX, { message: `fieldTooLong:${QUOTE_TEXT_MAX}` }),
);

const quantityInvalid = { message: 'quantityInvalid' satisfies MessageKey };

/** A whole number from 1 to QUOTE_QUANTITY_MAX (digits with thousands separators are accepted). */
export const quoteQuantity = z.preprocess(
  (v) =>
    v === '' || v === null || v === undefined ? null : typeof v === 'string' ? v.replace(/[,\s]/g, '') : v,
  z
    .union([z.null(), z.coerce.number(quantityInvalid).int(quantityInvalid)], quantityInvalid)
    .refine((n) => n === null || (n >= 1 && n <= QUOTE_QUANTITY_MAX), quantityInvalid),
);

export const quoteSchema = z.object({
  ...(Object.fromEntries(QUOTE_TEXT_FIELDS.map((f) => [f, quoteText])) as Record<
    QuoteTextField,
    typeof quoteText
  >),
  quantity: quoteQuantity,
});

const EMPTY_QUOTE: Quote = {
  medium: '',
  dn: '',
  pressure_class: '',
  temperature: '',
  flow: '',
  quantity: null,
};

const itemInvalid = { message: 'enquiryItemInvalid' satisfies MessageKey };

/** The optional fields of postAdvise about what the enquiry is about. */
export const enquiryAboutFields = {
  items: z
    .preprocess(
      (v) => (v === undefined || v === null || v === '' ? [] : v),
      z
        .array(
          z.object(
            {
              kind: z.enum(ENQUIRY_ITEM_KINDS, itemInvalid),
              id: z.coerce
                .number(itemInvalid)
                .int(itemInvalid)
                .min(1, itemInvalid)
                .max(2_147_483_647, itemInvalid),
            },
            itemInvalid,
          ),
          itemInvalid,
        )
        .max(ENQUIRY_ITEMS_MAX, { message: 'enquiryItemsTooMany' satisfies MessageKey }),
    )
    .default([]),
  quote: z
    .preprocess((v) => (v === undefined || v === null || v === '' ? EMPTY_QUOTE : v), quoteSchema)
    .default(EMPTY_QUOTE),
  /** ISO 3166 alpha-2; '' when the visitor did not choose (the phone prefix's is taken). */
  country: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : (v ?? '')),
    z.string({ message: 'countryInvalid' satisfies MessageKey }).regex(/^([A-Z]{2})?$/, {
      message: 'countryInvalid' satisfies MessageKey,
    }),
  ),
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
