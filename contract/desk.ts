import type { SizingSnapshot } from '#sizing/engine/snapshotText.js';
import type { CategoryName } from './content.js';
import type { EnquiryItemKind, Quote } from './quotation.js';

/**
 * What the enquiry desk answers: the visitor's look-up (the public API) and the staff inbox, notes,
 * assignees, coverage choices and dashboard figures (the staff API, /admin/api). The services
 * return these shapes; the site and the console read them.
 */

/** What an enquiry is about, as stored (enquiry_item) and shown: a snapshot taken when it was sent. */
export interface EnquiryItemSnapshot {
  kind: EnquiryItemKind;
  ref_id: number;
  /** A product's model number; '' for content items. */
  model: string;
  /** The product name or content title in the visitor's language. */
  title: string;
  /** A product's family (its category right under the product root); null for content items. */
  family_id: number | null;
}

/** A file of an enquiry or of a thread message, as the look-up page and the console show it. */
export interface MessageAttachment {
  name: string;
  url: string;
  size: number;
}

// The visitor's side ---------------------------------------------------------------------------

/**
 * POST /api/leavemessage/getmessage: the enquiry, its attachments and its thread, with the
 * domain's names (the public API renames some: contract/enquiry.ts lookupToWire).
 */
export interface EnquiryLookup {
  m_no: string;
  type_id: number;
  type: string;
  en_type: string;
  status: number;
  name: string;
  company_name: string;
  duties: string;
  phone: string;
  email: string;
  content: string;
  create_time_txt: string;
  update_time_txt: string;
  close_time_txt: string;
  attachments: MessageAttachment[];
  thread: {
    id: number;
    author: 'visitor' | 'staff';
    content: string;
    create_time_txt: string;
    /** Files of a visitor's e-mail reply. */
    attachments: MessageAttachment[];
  }[];
  /** What the enquiry is about: the items' snapshots, the quotation request or null. */
  items: { kind: EnquiryItemKind; id: number; model: string; title: string }[];
  quote: Quote | null;
  /** The sizing it came with; absent without one. */
  sizing?: SizingSnapshot;
}

/** A sizing project as a quotation carried it: each tag's names and its sizing's snapshot. */
export interface EnquirySizingProject {
  /** The project's public id (its link adds a signature). */
  id: string;
  name: string;
  tags: { number: string; service: string; line: string; sizing: SizingSnapshot }[];
}

// The staff inbox ------------------------------------------------------------------------------

/** An enquiry in the staff inbox: its columns, its thread's length and whether anyone opened it. */
export interface EnquiryRecord {
  id: number;
  m_no: string;
  type_id: number;
  status: number;
  name: string;
  company_name: string;
  phone: string;
  /** Lower-cased. */
  email: string;
  duties: string;
  content: string;
  /** The language the visitor wrote in. */
  lang: string;
  ip: string;
  create_time: number;
  update_time: number;
  close_time: number | null;
  /** When staff first opened it; null counts as unread. */
  read_time: number | null;
  /** The visitor's mail server's answer when it refused a mail for good, and when. */
  mail_rejection: string | null;
  mail_rejection_time: number | null;
  /** ISO 3166 alpha-2, '' unknown. */
  country: string;
  quote_medium: string;
  quote_dn: string;
  quote_pressure_class: string;
  quote_temperature: string;
  quote_flow: string;
  quote_quantity: number | null;
  /** The staff user answering it; null while in the shared queue. */
  assignee_id: number | null;
  /** When the first staff reply is due; null when no promise applies. */
  due_time: number | null;
  /** The first staff reply, and the working minutes from arrival to it. */
  first_response_time: number | null;
  first_response_minutes: number | null;
  /** 'message', or 'application' for a job (contract/jobs.ts). */
  kind: string;
  /** The job an application is for; null for other kinds. */
  job_id: number | null;
  message_count: number;
  unread: boolean;
}

/** A message of an enquiry's thread as the console shows it, with its staff author's name. */
export interface StaffThreadMessage {
  id: number;
  author: 'visitor' | 'staff';
  staff_id: number | null;
  /** '' for the visitor's messages (and a deleted member's). */
  staff_name: string;
  content: string;
  create_time: number;
  attachments: MessageAttachment[];
}

/** One enquiry as the console shows it: the record, what it is about, its attachments and thread. */
export interface EnquiryDetail extends EnquiryRecord {
  items: EnquiryItemSnapshot[];
  quote: Quote;
  /** The sizing it came with, or null. */
  sizing: SizingSnapshot | null;
  /** The sizing project it came with, as sent, and the link to the project as it is now; or null. */
  sizing_project: (EnquirySizingProject & { link: string }) | null;
  attachments: MessageAttachment[];
  thread: StaffThreadMessage[];
}

/** How many enquiries are unread, and how many have each status. */
export interface EnquiryCounts {
  unread: number;
  pending: number;
  processed: number;
  finished: number;
}

/** How a staff reply's mail went: sent, queued for a retry, refused, or not sent at all. */
export interface ReplyOutcome {
  mail_sent: boolean;
  mail_queued: boolean;
  mail_rejected: boolean;
}

/** An internal note as the console shows it, with its author's name. */
export interface EnquiryNote {
  id: number;
  staff_id: number | null;
  /** '' when the author's account is gone. */
  staff_name: string;
  content: string;
  create_time: number;
}

// Who answers ----------------------------------------------------------------------------------

/** A member who may answer enquiries: the console's "Assigned to" choices, active first. */
export interface DeskMember {
  id: number;
  name: string;
  email: string;
  active: boolean;
  takes_enquiries: boolean;
}

/** What the staff form's coverage offers: every country code and the product families' names. */
export interface CoverageChoices {
  countries: readonly string[];
  families: CategoryName[];
}

// The dashboard --------------------------------------------------------------------------------

export interface DeskStatsWeek {
  /** The week's Monday in company time, YYYY-MM-DD: what the console labels it with. */
  monday: string;
  /** ISO 8601 week, e.g. 2026-W48. */
  iso_week: string;
  /** When the week began (Monday 00:00 company time), ms: the list's `date_from` filter. */
  start_time: number;
  total: number;
  /** Enquiries of the week already answered (those the median is of). */
  answered: number;
  /** Median first response (working minutes) of the week's answered enquiries; null when none. */
  median_first_response_minutes: number | null;
}

/** One stacked part of the weekly bars: counts in the order of `weeks`. */
export interface DeskStatsSeries {
  /** A language or ISO country code, a family's category id, or other / unknown / none. */
  key: string;
  /** A family's category name in both languages (families only; absent when deleted). */
  name?: { en: string; zh: string };
  counts: number[];
  total: number;
}

/** The sales desk's dashboard figures (GET /admin/api/desk-stats). */
export interface DeskStats {
  time_zone: string;
  /** The first-response target (working minutes) the median is measured against. */
  target_minutes: number;
  weeks: DeskStatsWeek[];
  by_lang: DeskStatsSeries[];
  by_country: DeskStatsSeries[];
  by_family: DeskStatsSeries[];
  /** Enquiries that came with a sizing of the /sizing page (`sizing`) and those without (`none`). */
  by_sizing: DeskStatsSeries[];
  /** Enquiries of the window, of the current week, and the window's answered ones' median. */
  total: number;
  this_week: number;
  median_first_response_minutes: number | null;
  answered: number;
  /** Open (not finished), unanswered, past their due time, now (not only in the window). */
  overdue: number;
}
