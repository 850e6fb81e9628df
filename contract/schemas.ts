import { z } from 'zod';
import {
  ENQUIRY_MAX_LENGTH,
  FEEDBACK_NO,
  FEEDBACK_YES,
  KEYWORD_MAX_LENGTH,
  MAX_LIMIT,
  MESSAGE_TYPE_ID,
} from './constants.js';
import type { MessageKey } from './messages.js';

/**
 * Input schemas of the public contract. A failed check's message is a MessageKey, so the server
 * can answer in the visitor's language; anything else reads "Invalid parameter: <field>".
 */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The largest id or tag a column holds (PostgreSQL integer). */
const MAX_INT = 2_147_483_647;

/** A whole number from a query string or JSON; blank means the default. */
export const intParam = (fallback: number, min = 0, max = MAX_INT) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

export const idParam = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(MAX_INT));

/** Page sizes above MAX_LIMIT are clamped, not refused. */
export const limitParam = (fallback: number) =>
  z
    .preprocess(blankToUndefined, z.coerce.number().int().min(1).default(fallback))
    .transform((n) => Math.min(n, MAX_LIMIT));

export const pageParams = (limit: number) => ({
  page: intParam(1, 1, 1_000_000),
  limit: limitParam(limit),
});

/** An optional text; too long gives fieldTooLong. */
const textParam = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
    z
      .string()
      .trim()
      .max(max, { message: `fieldTooLong:${max}` }),
  );

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
    .string({ message: 'emailRequired' satisfies MessageKey })
    .min(1, { message: 'emailRequired' satisfies MessageKey })
    .max(ENQUIRY_MAX_LENGTH.email, { message: 'emailInvalid' satisfies MessageKey })
    .pipe(z.email({ message: 'emailInvalid' satisfies MessageKey })),
);

/** What identifies an enquiry to its visitor: the e-mail address and the case number. */
const lookupFields = {
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : (v ?? '')),
    z
      .string()
      .min(1, { message: 'lookupEmailRequired' satisfies MessageKey })
      .max(ENQUIRY_MAX_LENGTH.email),
  ),
  m_no: z.preprocess(
    (v) => (v === undefined || v === null ? '' : String(v)),
    z
      .string()
      .trim()
      .min(1, { message: 'lookupNumberRequired' satisfies MessageKey })
      .max(40),
  ),
};

export const schemas = {
  productList: z.object({
    parent_id: intParam(0),
    cate_id: intParam(0),
    ...pageParams(12),
  }),
  idQuery: z.object({ id: idParam }),
  cateDetail: z.object({
    cate_id: idParam,
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1_000_000).optional()),
    limit: z
      .preprocess(blankToUndefined, z.coerce.number().int().min(1).optional())
      .transform((n) => (n === undefined ? undefined : Math.min(n, MAX_LIMIT))),
    sonId: intParam(0),
  }),
  attaList: (cateId: number, limit: number) =>
    z.object({ cate_id: intParam(cateId, 1), ...pageParams(limit) }),
  faqList: z.object({
    keyword: textParam(KEYWORD_MAX_LENGTH),
    title: intParam(0),
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
    typename: textParam(100),
    content: textParam(2000),
  }),
  caseList: z.object({
    cate_id: idParam,
    type_id: intParam(0),
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
        .max(ENQUIRY_MAX_LENGTH.email, { message: 'emailInvalid' satisfies MessageKey })
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
    name: requiredText('nameRequired', ENQUIRY_MAX_LENGTH.name),
    company_name: requiredText('companyRequired', ENQUIRY_MAX_LENGTH.company_name),
    phone: requiredText('phoneRequired', ENQUIRY_MAX_LENGTH.phone),
    email: emailParam,
    email_code: z.preprocess(
      (v) => (v === undefined || v === null ? '' : String(v).trim()),
      z.string().max(4, { message: 'codeInvalid' satisfies MessageKey }),
    ),
    content: requiredText('contentRequired', ENQUIRY_MAX_LENGTH.content),
    duties: textParam(ENQUIRY_MAX_LENGTH.duties),
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
  }),
  lookup: z.object(lookupFields),
  reply: z.object({
    ...lookupFields,
    content: textParam(5000),
    close: z
      .preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean())
      .default(false),
  }),
  articleList: z.object({
    cate_id: intParam(9, 1),
    type_id: intParam(0),
    ...pageParams(15),
  }),
  config: z.object({
    configname: z.preprocess((v) => (v === undefined || v === '' ? 'site' : v), z.string()),
  }),
  jobs: z.object({ ...pageParams(100) }),
};
