import { ENQUIRY_ITEM_KINDS, type EnquiryItemKind } from '#contract/quotation.js';
import type { Lang } from '#contract/messages.js';
import { href } from '../../lib/lang.js';
import type { ParamKind } from '#contract/pageQuery.js';

/** What the contact form's "About" chip shows: the item an address such as `?product=12` names. */
export interface AboutItem {
  kind: EnquiryItemKind;
  id: number;
  model: string;
  title: string;
}

/** The contact page's parameters naming an item: `?product=<id>`, `?case=<id>`, … (shareable). */
export const ABOUT_PARAMS: Record<EnquiryItemKind, ParamKind> = Object.fromEntries(
  ENQUIRY_ITEM_KINDS.map((kind) => [kind, 'int']),
) as Record<EnquiryItemKind, ParamKind>;

/** The contact form with an item attached, scrolled to the form. */
export function enquiryHref(kind: EnquiryItemKind, id: number, lang: Lang): string {
  return href(`/callMe?${kind}=${id}#contact-form`, lang);
}
