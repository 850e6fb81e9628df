import type { Lang, MessageKey } from './messages.js';

/**
 * The enquiry, the sales desk's central entity, defined once: each field the visitor fills in,
 * with its limit, the message of its required check and its label in both languages. The public
 * API's checks (schemas.postAdvise), the forms' limits and rules, the mails, the look-up page, the
 * console and the export read it from here. Plain data (no zod), so every page may import it.
 *
 * The code uses these domain names (the database's columns). The specification's other names
 * (`username`, `business`, `tel_phone`, `leave_content` on its form; `username`, `company`, `job`
 * in the look-up answer) appear only in the adapter at the end of this file.
 */
export interface EnquiryFieldSpec {
  /** Longest value: the server refuses more, the forms take no more. */
  max: number;
  /** The message when it is left blank; absent: optional. */
  required?: MessageKey;
  /** One term per language, the one the visitor's form shows. */
  label: Record<Lang, string>;
}

/** The fields of an enquiry, in the order of the visitor's form. */
export const ENQUIRY = {
  name: { max: 100, required: 'nameRequired', label: { en: 'Name', zh: '姓名' } },
  company_name: { max: 200, required: 'companyRequired', label: { en: 'Company', zh: '公司名称' } },
  phone: { max: 50, required: 'phoneRequired', label: { en: 'Phone', zh: '联系电话' } },
  email: { max: 254, required: 'emailRequired', label: { en: 'E-mail', zh: '邮箱' } },
  duties: { max: 100, label: { en: 'Job title', zh: '职务' } },
  content: { max: 5000, required: 'contentRequired', label: { en: 'Message', zh: '留言内容' } },
} as const satisfies Record<string, EnquiryFieldSpec>;

export type EnquiryField = keyof typeof ENQUIRY;
export const ENQUIRY_FIELDS = Object.keys(ENQUIRY) as EnquiryField[];

/** What the desk answers with and the visitor quotes: the case number. */
export const CASE_NUMBER = {
  max: 40,
  required: 'lookupNumberRequired',
  label: { en: 'Case number', zh: '留言编号' },
} as const satisfies EnquiryFieldSpec;

/** Longest texts of the desk's other forms: the server refuses more, the forms take no more. */
export const DESK_TEXT_MAX = {
  /** A visitor's comment on their enquiry (look-up page). */
  comment: 5000,
  /** A staff reply and an internal note (console). */
  staffReply: 10_000,
  staffNote: 10_000,
  /** FAQ feedback: the reason chosen and the optional text. */
  feedbackReason: 100,
  feedbackText: 2000,
} as const;

/** Each field's limit by name (the form's inputs and the server's checks). */
export const ENQUIRY_MAX_LENGTH = Object.fromEntries(ENQUIRY_FIELDS.map((f) => [f, ENQUIRY[f].max])) as {
  [F in EnquiryField]: (typeof ENQUIRY)[F]['max'];
};

/** A field's label in a language. */
export const enquiryLabel = (field: EnquiryField | 'm_no', lang: Lang): string =>
  (field === 'm_no' ? CASE_NUMBER : ENQUIRY[field]).label[lang];

// ---------------------------------------------------------------------------------------------
// The adapter: the specification's names at the public API's edge.

/** The look-up answer (POST /api/leavemessage/getmessage) names three fields its own way. */
const LOOKUP_WIRE_NAMES = { name: 'username', company_name: 'company', duties: 'job' } as const;
type LookupRenamed = keyof typeof LOOKUP_WIRE_NAMES;

/**
 * The specification's form names of the fields (docs/product.md §3). Never sent: postAdvise takes
 * the domain names; kept here so a reader of the specification finds each field.
 */
export const SPEC_FORM_NAMES = {
  name: 'username',
  company_name: 'business',
  phone: 'tel_phone',
  email: 'email',
  duties: 'duties',
  content: 'leave_content',
} as const satisfies Record<EnquiryField, string>;

type Rename<T, M extends Record<string, string>> = {
  [K in keyof T as K extends keyof M ? M[K] : K]: T[K];
};
type Invert<M extends Record<string, string>> = { [K in keyof M as M[K]]: K };

/** Renames keys, keeping their order (the answer's JSON stays as it was). */
function renameKeys(record: object, names: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [names[key] ?? key, value]));
}

const LOOKUP_DOMAIN_NAMES = Object.fromEntries(
  Object.entries(LOOKUP_WIRE_NAMES).map(([domain, wire]) => [wire, domain]),
) as Invert<typeof LOOKUP_WIRE_NAMES>;

/** A looked-up enquiry (domain names) as the public API names its fields. */
export type LookupWire<T> = Rename<T, typeof LOOKUP_WIRE_NAMES>;

/** A looked-up enquiry as the public API answers it (`name` → `username`…). */
export function lookupToWire<T extends Record<LookupRenamed, unknown>>(
  record: T,
): Rename<T, typeof LOOKUP_WIRE_NAMES> {
  return renameKeys(record, LOOKUP_WIRE_NAMES) as Rename<T, typeof LOOKUP_WIRE_NAMES>;
}

/** The public API's look-up answer with the domain names again (`username` → `name`…). */
export function lookupFromWire<T extends Record<(typeof LOOKUP_WIRE_NAMES)[LookupRenamed], unknown>>(
  record: T,
): Rename<T, Invert<typeof LOOKUP_WIRE_NAMES>> {
  return renameKeys(record, LOOKUP_DOMAIN_NAMES) as Rename<T, Invert<typeof LOOKUP_WIRE_NAMES>>;
}
