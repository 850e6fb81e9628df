/**
 * What the enquiry desk keeps for the browser tab (session storage): a form's draft, so leaving
 * /callMe and coming back keeps what was typed (docs/product.md §2 "kept alive"), and the last case sent, so
 * the look-up page can fill in its e-mail address.
 */

export interface StoredFile {
  name: string;
  url: string;
  size: number;
}

export interface EnquiryDraft {
  values: Record<string, string>;
  files: StoredFile[];
  /** When the visitor first typed in the form (the minimum fill time counts from here). */
  startedAt: number;
}

/** Session storage keys of form drafts start with this (the page's inline script looks for them too). */
export const DRAFT_KEY_PREFIX = 'enquiryDraft:';
const draftKey = (form: string) => `${DRAFT_KEY_PREFIX}${form}`;
const LAST_CASE_KEY = 'enquiryLastCase';

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    // Storage blocked or a value from an older version: start afresh.
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the form still works, it just is not kept.
  }
}

export const readDraft = (form: string) => read<EnquiryDraft>(draftKey(form));
/** Whether this tab keeps a draft of any enquiry form (its page then restores it at once). */
export function hasDraft(): boolean {
  try {
    return Object.keys(sessionStorage).some((key) => key.startsWith(DRAFT_KEY_PREFIX));
  } catch {
    return false;
  }
}
export const writeDraft = (form: string, draft: EnquiryDraft | null) => write(draftKey(form), draft);

export interface LastCase {
  email: string;
  m_no: string;
}
export const readLastCase = () => read<LastCase>(LAST_CASE_KEY);
export const writeLastCase = (last: LastCase) => write(LAST_CASE_KEY, last);

const LOOKUP_KEY = 'enquiryLookup';
/** The message open on /message-record, so coming back to the page shows it again. */
export const readLookup = () => read<LastCase>(LOOKUP_KEY);
export const writeLookup = (key: LastCase | null) => write(LOOKUP_KEY, key);
