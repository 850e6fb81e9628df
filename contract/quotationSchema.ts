import { z } from 'zod';
import type { MessageKey } from './messages.js';
import {
  EMPTY_QUOTE,
  ENQUIRY_ITEM_KINDS,
  ENQUIRY_ITEMS_MAX,
  QUOTE_TEXT_FIELDS,
  QUOTE_TEXT_MAX,
  readQuantity,
  type QuoteTextField,
} from './quotation.js';

/** The checks of postAdvise's optional fields about what an enquiry is about (contract/quotation.ts). */

const quoteText = z.preprocess(
  (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
  z
    .string()
    .trim()
    .max(QUOTE_TEXT_MAX, { message: `fieldTooLong:${QUOTE_TEXT_MAX}` }),
);

const quantityInvalid = { message: 'quantityInvalid' satisfies MessageKey };

/** A whole number from 1 to QUOTE_QUANTITY_MAX (thousands separators are accepted), or null. */
const quoteQuantity = z.preprocess(
  readQuantity,
  z.union([z.null(), z.number().refine((n) => !Number.isNaN(n), quantityInvalid)], quantityInvalid),
);

const quoteSchema = z.object({
  ...(Object.fromEntries(QUOTE_TEXT_FIELDS.map((f) => [f, quoteText])) as Record<
    QuoteTextField,
    typeof quoteText
  >),
  quantity: quoteQuantity,
});

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
