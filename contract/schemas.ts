import { z } from 'zod';
import { FEEDBACK_NO, FEEDBACK_YES, KEYWORD_MAX_LENGTH, MAX_LIMIT, MESSAGE_TYPE_ID } from './constants.js';
import { CASE_NUMBER, DESK_TEXT_MAX, ENQUIRY, type EnquiryField, type EnquiryFieldSpec } from './enquiry.js';
import { FIELD_LABELS, MESSAGES, type Lang, type MessageKey } from './messages.js';
import { enquiryAboutFields } from './quotationSchema.js';
import { enquirySizingField } from '#sizing/engine/snapshot.js';

/**
 * Input schemas of the public contract. A failed check's message is a MessageKey, so the server
 * can answer in the visitor's language; anything else reads "Invalid parameter: <field>".
 */

/** A failed check in the visitor's words: the message and the field it is about (`quote.dn`). */
export interface Problem {
  field: string;
  key: MessageKey;
  params: Record<string, string | number>;
}

/** One failed check of a schema of this file as a Problem; the server and the forms word it alike. */
export function problemOf(issue: z.core.$ZodIssue | undefined, lang: Lang): Problem {
  const field = issue?.path.map(String).join('.') || 'body';
  const text = issue?.message ?? '';
  if (text in MESSAGES) return { field, key: text as MessageKey, params: {} };
  const tooLong = /^fieldTooLong:(\d+)$/.exec(text);
  if (tooLong)
    return {
      field,
      key: 'fieldTooLong',
      params: { field: FIELD_LABELS[field]?.[lang] ?? field, max: tooLong[1]! },
    };
  return { field, key: 'invalidParameter', params: { name: field } };
}

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const blankToEmpty = (v: unknown) => (v === undefined || v === null ? '' : v);

/** The largest id or tag a column holds (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

const wholeNumber = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** A whole number from a query string or JSON; blank (null, '') is missing. */
export const int = (min: number, max: number) => z.preprocess(blankToUndefined, wholeNumber(min, max));

/** A whole number from a query string or JSON; blank means the default. */
export const intOrDefault = (fallback: number, min = 0, max = MAX_ID) =>
  z.preprocess(blankToUndefined, wholeNumber(min, max).default(fallback));

export const idParam = int(1, MAX_ID);

/** An optional text (blank inputs of react-admin arrive as null; a text field stores ''). */
export const text = (max: number) =>
  z.preprocess(
    blankToEmpty,
    z
      .string()
      .trim()
      .max(max, { message: `fieldTooLong:${max}` }),
  );

/**
 * A link a page may put in href, src or og:image: a path on this site (`/uploads/…`, `demo/…`) or
 * an http(s) address. No other scheme (`javascript:`, `data:`), no `//host` (another site without
 * saying so), no spaces or control characters.
 */
export function isSafeLink(value: string): boolean {
  if (/^https?:\/\/[^\s/]+[^\s]*$/i.test(value)) return true;
  // \s covers spaces and line breaks; other control characters are below U+0020.
  const hasControl = [...value].some((c) => c.charCodeAt(0) < 0x20);
  return (
    !/^[a-z][a-z\d+.-]*:/i.test(value) && !/^[/\\]{2}/.test(value) && !/[\s\\]/.test(value) && !hasControl
  );
}

/** One link field (empty allowed); a failure's message is a staff message key. */
export const link = (max: number) => text(max).refine((v) => v === '' || isSafeLink(v), 'unsafeLink');

/** Comma-separated links (`images`, `download`). */
export const linkList = (max: number) =>
  text(max).refine(
    (v) =>
      v
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .every(isSafeLink),
    'unsafeLink',
  );

/** A 0/1 column (`status`, `is_blank`); the console's switches send booleans. */
export const flag01 = z.preprocess(
  (v) => (v === true ? 1 : v === false ? 0 : v),
  z.union([z.literal(0), z.literal(1)]),
);

export const idList = z.array(z.coerce.number().int().min(1).max(MAX_ID)).max(500);

/** Times of filters and records: milliseconds since the epoch (an ISO date is accepted too). */
export const timeMs = z.preprocess(
  (v) => (typeof v === 'string' && !/^\d+$/.test(v) ? Date.parse(v) : v),
  z.coerce.number().int().min(0).max(8.64e15),
);

/** Page sizes above MAX_LIMIT are clamped, not refused. */
export const limitParam = (fallback: number) =>
  z
    .preprocess(blankToUndefined, z.coerce.number().int().min(1).default(fallback))
    .transform((n) => Math.min(n, MAX_LIMIT));

export const pageParams = (limit: number) => ({
  page: intOrDefault(1, 1, 1_000_000),
  limit: limitParam(limit),
});

/** An optional text of a query or form, where a number is text too; too long gives fieldTooLong. */
const textParam = (max: number) => z.preprocess((v) => (typeof v === 'number' ? String(v) : v), text(max));

/** A required text: missing or blank gives `key`, too long gives fieldTooLong. */
export const requiredText = (key: MessageKey, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
    z
      .string({ message: key })
      .trim()
      .min(1, { message: key })
      .max(max, { message: `fieldTooLong:${max}` }),
  );

export const emailParam = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : (v ?? '')),
  z
    .string({ message: ENQUIRY.email.required })
    .min(1, { message: ENQUIRY.email.required })
    .max(ENQUIRY.email.max, { message: 'emailInvalid' satisfies MessageKey })
    .pipe(z.email({ message: 'emailInvalid' satisfies MessageKey })),
);

/** A typed field of the enquiry, checked as its definition says (contract/enquiry.ts). */
function enquiryText(field: Exclude<EnquiryField, 'email'>) {
  const spec: EnquiryFieldSpec = ENQUIRY[field];
  return spec.required ? requiredText(spec.required, spec.max) : textParam(spec.max);
}

/** The fields a visitor types into the enquiry form: the form checks them with these as well. */
export const enquiryFields = {
  name: enquiryText('name'),
  company_name: enquiryText('company_name'),
  phone: enquiryText('phone'),
  email: emailParam,
  duties: enquiryText('duties'),
  content: enquiryText('content'),
} satisfies Record<EnquiryField, z.ZodType>;

/** What identifies an enquiry to its visitor: the e-mail address and the case number. */
const lookupFields = {
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : (v ?? '')),
    z
      .string()
      .min(1, { message: 'lookupEmailRequired' satisfies MessageKey })
      .max(ENQUIRY.email.max),
  ),
  m_no: z.preprocess(
    (v) => (v === undefined || v === null ? '' : String(v)),
    z.string().trim().min(1, { message: CASE_NUMBER.required }).max(CASE_NUMBER.max),
  ),
};

export const schemas = {
  productList: z.object({
    parent_id: intOrDefault(0),
    cate_id: intOrDefault(0),
    ...pageParams(12),
  }),
  idQuery: z.object({ id: idParam }),
  cateDetail: z.object({
    cate_id: idParam,
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1_000_000).optional()),
    limit: z
      .preprocess(blankToUndefined, z.coerce.number().int().min(1).optional())
      .transform((n) => (n === undefined ? undefined : Math.min(n, MAX_LIMIT))),
    sonId: intOrDefault(0),
  }),
  attaList: (cateId: number, limit: number) =>
    z.object({ cate_id: intOrDefault(cateId, 1), ...pageParams(limit) }),
  faqList: z.object({
    keyword: textParam(KEYWORD_MAX_LENGTH),
    title: intOrDefault(0),
    ...pageParams(10),
  }),
  feedback: z.object({
    type: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ message: 'feedbackTypeInvalid' satisfies MessageKey })
        .refine((n) => n === FEEDBACK_YES || n === FEEDBACK_NO, {
          message: 'feedbackTypeInvalid' satisfies MessageKey,
        }),
    ),
    question_id: idParam,
    typename: textParam(DESK_TEXT_MAX.feedbackReason),
    content: textParam(DESK_TEXT_MAX.feedbackText),
  }),
  caseList: z.object({
    cate_id: idParam,
    type_id: intOrDefault(0),
    ...pageParams(10),
  }),
  search: z.object({
    type: z.preprocess(
      (v) => (v === undefined || v === '' ? 'article' : v),
      z.enum(['article', 'product'], { message: 'searchTypeInvalid' satisfies MessageKey }),
    ),
    keyword: textParam(KEYWORD_MAX_LENGTH),
    ...pageParams(10),
  }),
  emailQuery: z.object({
    email: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : (v ?? '')),
      z
        .string({ message: 'emailEmpty' satisfies MessageKey })
        .min(1, { message: 'emailEmpty' satisfies MessageKey })
        .max(ENQUIRY.email.max, { message: 'emailInvalid' satisfies MessageKey })
        .pipe(z.email({ message: 'emailInvalid' satisfies MessageKey })),
    ),
  }),
  checkEmail: z.object({ email: emailParam }),
  postAdvise: z.object({
    type_id: z.preprocess(
      (v) => (v === undefined || v === '' ? MESSAGE_TYPE_ID : v),
      z.coerce
        .number()
        .refine((n) => n === MESSAGE_TYPE_ID, { message: 'messageTypeInvalid' satisfies MessageKey }),
    ),
    name: enquiryFields.name,
    company_name: enquiryFields.company_name,
    phone: enquiryFields.phone,
    email: enquiryFields.email,
    email_code: z.preprocess(
      (v) => (v === undefined || v === null ? '' : String(v).trim()),
      z.string().max(4, { message: 'codeInvalid' satisfies MessageKey }),
    ),
    content: enquiryFields.content,
    duties: enquiryFields.duties,
    files: z
      .preprocess(
        (v) => (v === undefined || v === null || v === '' ? [] : v),
        z.array(
          z.object({
            name: textParam(200),
            url: z.string().trim().min(1).max(500),
          }),
        ),
      )
      .default([]),
    /** Honeypot: a field people never see; bots fill it in (any value, never refused). */
    website: z.unknown().optional(),
    /** Milliseconds from the form's first keystroke to sending; our forms send it, API clients may not. */
    fill_ms: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).optional()),
    /** Optional: the items the enquiry is about, a quotation request, the country (contract/quotation.ts). */
    ...enquiryAboutFields,
    /** Optional: the sizing page's state and chosen size, kept as a snapshot (sizing/engine/snapshot.ts). */
    sizing: enquirySizingField,
  }),
  lookup: z.object(lookupFields),
  reply: z.object({
    ...lookupFields,
    content: textParam(DESK_TEXT_MAX.comment),
    close: z
      .preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean())
      .default(false),
  }),
  articleList: z.object({
    cate_id: intOrDefault(9, 1),
    type_id: intOrDefault(0),
    ...pageParams(15),
  }),
  config: z.object({
    configname: z.preprocess((v) => (v === undefined || v === '' ? 'site' : v), z.string()),
  }),
  jobs: z.object({ ...pageParams(100) }),
};

/** An enquiry as the desk takes it: postAdvise's checked body, without the anti-spam fields. */
export type EnquiryInput = Omit<z.output<typeof schemas.postAdvise>, 'type_id' | 'website' | 'fill_ms'>;
