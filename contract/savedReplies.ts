import { z } from 'zod';
import { DESK_TEXT_MAX } from './enquiry.js';
import type { Lang } from './messages.js';
import { commonFilters } from './records.js';

/**
 * Saved replies: texts the desk keeps in both languages and drops into the reply box,
 * where the member edits them before sending. A text may name fields of the enquiry in braces;
 * the console fills them in from the enquiry being answered, in the visitor's language.
 */

/** The fields a saved reply may name, as `{name}`: what the console fills each with is in fillSavedReply. */
export const SAVED_REPLY_FIELDS = ['name', 'case', 'company', 'product', 'staff'] as const;
export type SavedReplyField = (typeof SAVED_REPLY_FIELDS)[number];

export const SAVED_REPLY_TITLE_MAX = 80;

/** A `{word}` in a text: a field to fill (or a mistake the server names). */
const FIELD = /\{([^{}\s]{1,40})\}/g;

const text = (max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().max(max));

/** A saved reply as the console writes it: a title staff pick it by, and the text in each language. */
export const savedReplyBody = z.object({
  title: z.preprocess((v) => (v === null ? '' : v), z.string().trim().min(1).max(SAVED_REPLY_TITLE_MAX)),
  body_en: text(DESK_TEXT_MAX.staffReply),
  body_zh: text(DESK_TEXT_MAX.staffReply),
});
export type SavedReplyInput = z.output<typeof savedReplyBody>;

/** A saved reply as the console reads it. */
export interface SavedReplyRecord extends SavedReplyInput {
  id: number;
  create_time: number;
  update_time: number;
}

/** The `{…}` names in a text that are not fields a saved reply may use (each once, in order). */
export function unknownFields(body: string): string[] {
  const names = [...body.matchAll(FIELD)].map((m) => m[1]!);
  return [...new Set(names.filter((n) => !(SAVED_REPLY_FIELDS as readonly string[]).includes(n)))];
}

/** What the fields of one enquiry say (blank where the enquiry has nothing, e.g. no product). */
export type SavedReplyValues = Record<SavedReplyField, string>;

/**
 * The text to put in the reply box: the saved reply in the visitor's language (the other one
 * when it has none), its fields filled in. A field the enquiry has no value for is left blank.
 */
export function fillSavedReply(
  reply: Pick<SavedReplyInput, 'body_en' | 'body_zh'>,
  lang: Lang,
  values: SavedReplyValues,
) {
  const own = lang === 'zh' ? reply.body_zh : reply.body_en;
  const body = own.trim() ? own : lang === 'zh' ? reply.body_en : reply.body_zh;
  return body.replace(FIELD, (whole, name: string) =>
    (SAVED_REPLY_FIELDS as readonly string[]).includes(name) ? values[name as SavedReplyField] : whole,
  );
}

/** The console's list of saved replies. */
export const SAVED_REPLY_LIST = {
  filter: z.object({ ...commonFilters }),
  sortable: ['id', 'title', 'update_time'] as const,
  defaultSort: { field: 'title', order: 'ASC' } as const,
};
