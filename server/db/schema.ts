import type { Generated } from 'kysely';
import type { BILINGUAL } from '#contract/bilingual.js';
import type { CATEGORY_KINDS, STAFF_ROLES } from '#contract/constants.js';
import type { EnquiryItemKind } from '#contract/quotation.js';

/**
 * Tables. Language-prefixed columns follow the wire shape of docs/product.md §3: `title` holds Chinese,
 * `en_title` English. Times are milliseconds since the epoch (bigint), the same on both dialects.
 */
/** The language pairs of a record (contract/bilingual.ts): `name` (Chinese) and `en_name` (English). */
type Pairs<F> = { [K in keyof F & string as K | `en_${K}`]: string };

export interface Database {
  category: CategoryTable;
  tag: TagTable;
  content_item: ContentItemTable;
  content_relation: ContentRelationTable;
  area_link: AreaLinkTable;
  product: ProductTable;
  product_image: ProductImageTable;
  product_spec: ProductSpecTable;
  product_file: ProductFileTable;
  product_link: ProductLinkTable;
  job: JobTable;
  site_config: SiteConfigTable;
  enquiry: EnquiryTable;
  enquiry_attachment: EnquiryAttachmentTable;
  enquiry_message: EnquiryMessageTable;
  enquiry_item: EnquiryItemTable;
  enquiry_sizing: EnquirySizingTable;
  enquiry_note: EnquiryNoteTable;
  saved_reply: SavedReplyTable;
  rating_table: RatingTableTable;
  actuator: ActuatorTable;
  valve_actuation: ValveActuationTable;
  webhook: WebhookTable;
  webhook_delivery: WebhookDeliveryTable;
  verification_code: VerificationCodeTable;
  verified_email: VerifiedEmailTable;
  faq_feedback: FaqFeedbackTable;
  upload: UploadTable;
  staff_user: StaffUserTable;
  staff_session: StaffSessionTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  staff_passkey: StaffPasskeyTable;
  staff_challenge: StaffChallengeTable;
  staff_password_reset: StaffPasswordResetTable;
  audit_log: AuditLogTable;
  rate_counter: RateCounterTable;
  site_state: SiteStateTable;
  mail_outbox: MailOutboxTable;
  image_asset: ImageAssetTable;
  inbound_mail: InboundMailTable;
  enquiry_message_attachment: EnquiryMessageAttachmentTable;
  revision: RevisionTable;
  schedule: ScheduleTable;
  draft: DraftTable;
  sizing_project: SizingProjectTable;
  enquiry_sizing_project: EnquirySizingProjectTable;
}

export type CategoryKind = (typeof CATEGORY_KINDS)[number];

export interface CategoryTable extends Pairs<(typeof BILINGUAL)['category']> {
  id: Generated<number>;
  parent_id: number;
  kind: CategoryKind;
  sort: number;
  status: number;
  is_blank: number;
  url: string;
  image: string;
  /** Comma-separated upload paths. */
  images: string;
  ico_image: string;
  create_time: number;
  update_time: number;
}

export interface TagTable extends Pairs<(typeof BILINGUAL)['tag']> {
  id: Generated<number>;
  cate_id: number;
  sort: number;
}

export interface ContentItemTable extends Pairs<Omit<(typeof BILINGUAL)['item'], 'meta_description'>> {
  /** Its own description for search and link previews, per language; '' for the generated one (0021). */
  meta_description: Generated<string>;
  en_meta_description: Generated<string>;
  id: Generated<number>;
  cate_id: number;
  /** Tag id (type_id filter); 0 when untagged. */
  type_id: number;
  status: number;
  sort: number;
  is_blank: number;
  url: string;
  image: string;
  images: string;
  ico_image: string;
  /** Video or PDF of a media item. */
  files: string;
  /** Downloadable document of a case or solution. */
  download: string;
  /** Lower-cased text of both languages, for the site search and the FAQ keyword. */
  search_text: string;
  publish_time: number;
  create_time: number;
  update_time: number;
  /** The picture of its share card and og:image, an upload path; '' for the generated card (0021). */
  share_image: Generated<string>;
}

export interface ContentRelationTable {
  item_id: number;
  related_id: number;
  sort: number;
}

export type AreaList = 'product' | 'industry' | 'solution';

export interface AreaLinkTable {
  area_id: number;
  list: AreaList;
  target_id: number;
  sort: number;
}

export interface ProductTable extends Pairs<Omit<(typeof BILINGUAL)['product'], 'meta_description'>> {
  /** Its own description for search and link previews, per language; '' for the generated one (0021). */
  meta_description: Generated<string>;
  en_meta_description: Generated<string>;
  id: Generated<number>;
  cate_id: number;
  status: number;
  sort: number;
  no: string;
  search_text: string;
  create_time: number;
  update_time: number;
  /** The flow table as JSON (sizing/engine/flowTable.ts), null for products without one (0009). */
  flow_sizes: string | null;
  /** The picture of its share card and og:image, an upload path; '' for the generated card (0021). */
  share_image: Generated<string>;
}

export interface ProductImageTable {
  id: Generated<number>;
  product_id: number;
  sort: number;
  path: string;
}

export interface ProductSpecTable extends Pairs<(typeof BILINGUAL)['productSpec']> {
  id: Generated<number>;
  product_id: number;
  sort: number;
}

export interface ProductFileTable extends Pairs<(typeof BILINGUAL)['productFile']> {
  id: Generated<number>;
  product_id: number;
  sort: number;
  path: string;
}

/** kind 1: associated actuator (glzxq); kind 2: associated modified valve (glgxf). */
export interface ProductLinkTable {
  product_id: number;
  kind: number;
  linked_id: number;
  sort: number;
}

export interface JobTable extends Pairs<Omit<(typeof BILINGUAL)['job'], 'meta_description'>> {
  /** Its own description for search and link previews, per language; '' for the generated one (0021). */
  meta_description: Generated<string>;
  en_meta_description: Generated<string>;
  id: Generated<number>;
  sort: number;
  status: number;
  peoplenum: number;
  create_time: number;
  update_time: number;
  /** The last day it is open, YYYY-MM-DD in company time; null: until unpublished (0014). */
  valid_through: string | null;
  /** schema.org employmentType (contract/jobs.ts). */
  employment_type: Generated<string>;
  postal_code: Generated<string>;
  /** ISO 3166 alpha-2, upper case. */
  country: Generated<string>;
  /** The picture of its share card and og:image, an upload path; '' for the generated card (0021). */
  share_image: Generated<string>;
}

export interface SiteConfigTable {
  key: string;
  /** JSON. */
  value: string;
}

export interface EnquiryTable {
  id: Generated<number>;
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
  /** Language the visitor wrote in: mails to them use it. */
  lang: string;
  ip: string;
  create_time: number;
  update_time: number;
  close_time: number | null;
  /** When staff first opened it; null counts as unread. */
  read_time: number | null;
  /** The visitor's mail server's answer when it refused a mail for good (5xx), and when. */
  mail_rejection: string | null;
  mail_rejection_time: number | null;
  /** ISO 3166 alpha-2 (upper case): the one the visitor chose, else the phone prefix's; '' unknown. */
  country: Generated<string>;
  /** The optional structured quotation request (migration 0007); '' or null when not given. */
  quote_medium: Generated<string>;
  quote_dn: Generated<string>;
  quote_pressure_class: Generated<string>;
  quote_temperature: Generated<string>;
  quote_flow: Generated<string>;
  quote_quantity: number | null;
  /** The staff user answering it; null while in the shared queue. */
  assignee_id: number | null;
  /** When the first staff reply is due by the business calendar; null when no promise applies. */
  due_time: number | null;
  /** The first staff reply, and the working minutes from arrival to it (the measured response). */
  first_response_time: number | null;
  first_response_minutes: number | null;
  /** 'message', or 'application' for a job (0014, contract/jobs.ts). */
  kind: Generated<string>;
  /** The job an application is for (0014); null for other kinds. */
  job_id: number | null;
}

export type { EnquiryItemKind };

/** The sizing an enquiry came with: sizing/engine/snapshotText.ts's SizingSnapshot as JSON (migration 0013). */
export interface EnquirySizingTable {
  enquiry_id: number;
  snapshot: string;
}

/** What an enquiry is about: a snapshot of the item when it was sent (migration 0007). */
export interface EnquiryItemTable {
  id: Generated<number>;
  enquiry_id: number;
  sort: number;
  kind: EnquiryItemKind;
  /** The product's or content item's id. */
  ref_id: number;
  /** A product's model number; '' for content items. */
  model: string;
  /** The product name or case title, in the language the visitor wrote in. */
  title: string;
  /** A product's family: its top-level category; null for content items. */
  family_id: number | null;
}

/** A staff note on an enquiry: never shown to the visitor, never mailed. */
export interface EnquiryNoteTable {
  id: Generated<number>;
  enquiry_id: number;
  staff_id: number | null;
  content: string;
  create_time: number;
}

/** A saved reply of the desk (contract/savedReplies.ts), in both languages. */
export interface SavedReplyTable {
  id: Generated<number>;
  title: string;
  body_en: string;
  body_zh: string;
  create_time: number;
  update_time: number;
}

/** A body material's pressure–temperature rating table (0019): columns and rows as JSON. */
export interface RatingTableTable {
  id: Generated<number>;
  material: string;
  basis: 'class' | 'pn';
  name: string;
  en_name: string;
  source: string;
  /** JSON: the columns' classes or PN ratings. */
  ratings: string;
  /** JSON: [{ celsius, bar: [...] }], one pressure per column. */
  rows: string;
  create_time: number;
  update_time: number;
}

export interface EnquiryAttachmentTable {
  id: Generated<number>;
  enquiry_id: number;
  upload_id: number;
  sort: number;
  name: string;
}

export interface EnquiryMessageTable {
  id: Generated<number>;
  enquiry_id: number;
  author: 'visitor' | 'staff';
  staff_id: number | null;
  content: string;
  create_time: number;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  email: string;
  /** sha256(salt + code), hex. */
  code_hash: string;
  salt: string;
  attempts: number;
  ip: string;
  create_time: number;
  expire_time: number;
  used_time: number | null;
}

export interface VerifiedEmailTable {
  email: string;
  verify_time: number;
}

export interface FaqFeedbackTable {
  id: Generated<number>;
  question_id: number;
  type: number;
  typename: string;
  content: string;
  lang: string;
  ip: string;
  create_time: number;
}

export interface UploadTable {
  id: Generated<number>;
  /** Random, unguessable file name stem. */
  public_id: string;
  /** Path under DATA_DIR/uploads. */
  path: string;
  original_name: string;
  ext: string;
  mime: string;
  size: number;
  ip: string;
  create_time: number;
  /** A picture's alt text, Chinese and English (media library, migration 0011). */
  alt: Generated<string>;
  en_alt: Generated<string>;
}

export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffUserTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  role: StaffRole;
  status: number;
  create_time: number;
  update_time: number;
  /** 1 when new enquiries may be routed to this user (migration 0007). */
  takes_enquiries: Generated<number>;
  /** JSON arrays of what the user covers: languages, ISO countries, family (category) ids; [] any. */
  cover_langs: Generated<string>;
  cover_countries: Generated<string>;
  cover_families: Generated<string>;
  /** When the router last gave this user an enquiry (round-robin order). */
  last_assigned_time: number | null;
  /** The console language the member last signed in with: their security mail speaks it (0008). */
  lang: Generated<'en' | 'zh'>;
  /** Base32 TOTP key once enrolled; never sent to a browser after enrolment. */
  totp_secret: string | null;
  /** A key shown for enrolment, waiting for its first code. */
  totp_pending_secret: string | null;
  /** The last TOTP time step accepted: each code counts once. */
  totp_last_step: number | null;
}

export interface StaffSessionTable {
  /** sha256 of the cookie token, hex. */
  id: string;
  staff_id: number;
  create_time: number;
  last_seen_time: number;
  expire_time: number;
  /** 'full'; or a sign-in waiting for its second factor, or for the member to enrol one (0008). */
  stage: Generated<SessionStage>;
  user_agent: Generated<string>;
  ip: Generated<string>;
  /** When the member last gave a fresh proof in this session (0018); null: never. */
  step_up_time: number | null;
}

export type SessionStage = 'full' | 'second-factor' | 'enrol';

export interface StaffRecoveryCodeTable {
  /** sha256 of the code (ten random characters: too many to guess, so no slow hash needed). */
  code_hash: string;
  staff_id: number;
  create_time: number;
}

export interface StaffPasskeyTable {
  id: Generated<number>;
  staff_id: number;
  /** base64url, as the authenticator names it. */
  credential_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: Generated<number>;
  /** JSON array of transports the browser reported. */
  transports: Generated<string>;
  name: string;
  create_time: number;
  last_used_time: number | null;
}

export interface StaffChallengeTable {
  challenge: string;
  /** 'register' (staff_id set) or 'sign-in'. */
  purpose: string;
  staff_id: number | null;
  expire_time: number;
}

export interface StaffPasswordResetTable {
  /** sha256 of the mailed token. */
  token_hash: string;
  staff_id: number;
  create_time: number;
  expire_time: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  detail: string;
  create_time: number;
}

export interface RateCounterTable {
  key: string;
  window_start: number;
  count: number;
}

export interface SiteStateTable {
  key: string;
  value: string;
}

export type MailKind =
  | 'confirmation'
  | 'staff-notification'
  | 'staff-reply'
  | 'staff-digest'
  /** To a staff member about their own account: sign-ins, second factor, password. */
  | 'staff-security'
  /** To a visitor whose e-mail reply was set aside for its size or files: why. */
  | 'mail-refused';

/** A mail that could not be sent at once, retried by services/outbox.ts. */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  kind: MailKind;
  /** The case number the mail is about. */
  ref: string;
  /** Attempts started, the first (immediate) one included. */
  attempts: number;
  /** Due time, or a claimed row's lease; null once given up. */
  next_attempt_time: number | null;
  last_error: string;
  create_time: number;
  sent_time: number | null;
  /** JSON list of the uploads it attaches, `{name, path}` (migration 0016); '[]' for most. */
  attachments: Generated<string>;
}

/** A CRM endpoint that receives enquiry events, signed with its secret (migration 0007). */
export interface WebhookTable {
  id: Generated<number>;
  url: string;
  secret: string;
  /** JSON array of event names it receives. */
  events: string;
  description: string;
  active: number;
  create_time: number;
  update_time: number;
}

/** One event for one webhook: its payload and how its delivery went; one row per (webhook, event). */
export interface WebhookDeliveryTable {
  id: Generated<number>;
  webhook_id: number;
  event: string;
  /** Unique per event; receivers use it to drop repeats. */
  event_id: string;
  /** The case number the event is about. */
  ref: string;
  payload: string;
  attempts: number;
  /** Due time, or a claimed row's lease; null once delivered or given up. */
  next_attempt_time: number | null;
  /** The receiver's HTTP status of the last attempt; null when it did not answer. */
  last_status: number | null;
  last_error: string;
  create_time: number;
  delivered_time: number | null;
}

export type ImageStatus = 'processing' | 'ready' | 'failed';

/** A raster picture under uploads/media and what the pipeline derived from it (migration 0006). */
export interface ImageAssetTable {
  /** Path under DATA_DIR/uploads of the stored (metadata-free) original. */
  path: string;
  status: ImageStatus;
  width: number;
  height: number;
  /** Dominant colour, #rrggbb. */
  color: string;
  fallback: 'jpg' | 'png';
  /** Derived widths, comma-separated, ascending; empty until ready. */
  widths: string;
  error: string | null;
  attempts: number;
  update_time: number;
}

/** What became of a message taken from the desk's mailbox (services/desk/inboundMail.ts). */
export type InboundMailStatus = 'added' | 'rejected';

export interface InboundMailTable {
  id: Generated<number>;
  /** The message's Message-ID, or `sha256:<hash of the message>` when it has none. */
  message_key: string;
  status: InboundMailStatus;
  /** Why a message was set aside (a code from INBOUND_REJECTIONS), '' when added. */
  reason: string;
  sender: string;
  subject: string;
  enquiry_id: number | null;
  /** The thread message it became. */
  message_id: number | null;
  receive_time: number;
}

/** A file that came with a message of the thread (a visitor's e-mail reply). */
export interface EnquiryMessageAttachmentTable {
  id: Generated<number>;
  message_id: number;
  upload_id: number;
  sort: number;
  name: string;
}

/** One kept version of a record a staff member saved, restored or deleted (0010). */
export interface RevisionTable {
  id: Generated<number>;
  /** The audit log's name of the record's kind (content_item, product, site_config…). */
  entity: string;
  entity_id: string;
  /**
   * The step: create/update/delete; draft (a working draft saved), publish (a draft or a
   * schedule made live), unpublish (a schedule took it down), schedule (times set or cleared),
   * restore (a version's values given back).
   */
  action: 'create' | 'update' | 'restore' | 'delete' | 'draft' | 'publish' | 'unpublish' | 'schedule';
  staff_id: number | null;
  /** The whole record as the staff API takes it, JSON (a draft step: the draft). */
  data: string;
  create_time: number;
  /** 1: the step changed the working draft, and the site kept the published version (0020). */
  draft: Generated<number>;
  /** The revision a restore gave back (0020). */
  restored_from: number | null;
  /** The times a schedule step set (null: none) (0020). */
  publish_at: number | null;
  unpublish_at: number | null;
}

/** When a publishable record goes live or comes down (0010); a time is cleared once done. */
export interface ScheduleTable {
  entity: string;
  entity_id: number;
  publish_at: number | null;
  unpublish_at: number | null;
  staff_id: number | null;
}

/** A working draft of a published record (0017): the live row stays as the public site shows it. */
export interface DraftTable {
  /** The audit log's name of the record's kind (content_item, product, job). */
  entity: string;
  entity_id: number;
  /** The whole edited record as the staff API takes it (JSON). */
  data: string;
  /** The record as it was when the draft started (JSON): publishing tells whether it changed since. */
  base: string;
  staff_id: number | null;
  create_time: number;
  update_time: number;
}

/** A sizing project saved from the /sizing page, opened by its signed link (0022). */
export interface SizingProjectTable {
  /** Random public id; the link adds its signature. */
  id: string;
  name: string;
  /** Its tags as JSON (sizing/form/sizingProject.ts's ProjectTag[]). */
  tags: string;
  /** Saves so far (1 when made): a save names the revision it started from. */
  revision: number;
  create_time: number;
  update_time: number;
}

/** The sizing project a quotation came with, as sent (0022). */
export interface EnquirySizingProjectTable {
  enquiry_id: number;
  /** The project's public id (staff may open its current state by a link the server signs). */
  project_id: string;
  /** contract/desk.ts's EnquirySizingProject as JSON. */
  snapshot: string;
}

/** An actuator of the catalogue, one per model and spring (0023); catalogue units: cm², bar, mm. */
export interface ActuatorTable {
  id: Generated<number>;
  model: string;
  kind: 'diaphragm' | 'piston';
  motion: 'linear' | 'rotary';
  fail_action: 'close' | 'open' | 'last';
  area: number;
  spring_low: number;
  spring_high: number;
  stroke: number;
  max_supply: number;
  lever_arm: number | null;
  create_time: number;
  update_time: number;
}

/** A control valve's actuation data (0023): its sizes' figures as JSON. */
export interface ValveActuationTable {
  id: Generated<number>;
  product_id: number;
  motion: 'linear' | 'rotary';
  plug: 'unbalanced' | 'balanced';
  packing: 'ptfe' | 'graphite';
  /** JSON: ActuationSize[] (sizing/engine/actuator.ts). */
  sizes: string;
  create_time: number;
  update_time: number;
}
