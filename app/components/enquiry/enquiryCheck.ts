// First: zod without `new Function` under the site's CSP (app/lib/zodConfig.ts).
import '#contract/zodConfig.js';
import { z } from 'zod';
import { message, type Lang } from '#contract/messages.js';
import { enquiryAboutFields } from '#contract/quotationSchema.js';
import { enquiryFields, problemOf } from '#contract/schemas.js';

/**
 * The enquiry form's checks: the contract's own (the same zod schema postAdvise applies), loaded
 * by the form when a visitor first needs them, so zod stays off every page's first load.
 */
const withoutQuote = z.object({ ...enquiryFields, country: enquiryAboutFields.country });
const withQuote = withoutQuote.extend({ quote: enquiryAboutFields.quote });

/** Each failing field's message (first problem per field), keyed by the contract's field name (`quote.dn`). */
export function checkEnquiry(
  values: Record<string, unknown>,
  lang: Lang,
  quote: boolean,
): Map<string, string> {
  const result = (quote ? withQuote : withoutQuote).safeParse(values);
  const problems = new Map<string, string>();
  for (const issue of result.error?.issues ?? []) {
    const { field, key, params } = problemOf(issue, lang);
    if (!problems.has(field)) problems.set(field, message(key, lang, params));
  }
  return problems;
}
