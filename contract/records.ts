import { z } from 'zod';
import { BILINGUAL, type Bilingual, type BilingualSpec } from './bilingual.js';
import { CATEGORY_KINDS, FEEDBACK_NO, FEEDBACK_YES, MESSAGE_STATUS, STAFF_ROLES } from './constants.js';
import { flag01, idList, int, link, linkList, MAX_ID, text, timeMs } from './schemas.js';
import { flowTableSchema } from '#sizing/engine/flowTable.js';
import { RATING_BASES } from '#sizing/engine/ratings.js';
import { FAIL_ACTIONS, MOTIONS } from '#sizing/engine/actuator.js';
import { EMPLOYMENT_TYPES } from './jobs.js';

/** What the staff API takes: the bodies of records, and the filters and sorts of its lists. */

type PairShape<F> = { [K in keyof F & string as K | `en_${K}`]: ReturnType<typeof text> };

/**
 * zod fields of a record's language pairs, shortest first (a form's faults are listed in this
 * order): `name` (Chinese) and `en_name` (English).
 */
export function pairFields<F extends Bilingual>(fields: F): PairShape<F> {
  const names = Object.keys(fields) as (keyof F & string)[];
  const max = (name: keyof F) => (fields[name] as BilingualSpec).max;
  const shape: Record<string, ReturnType<typeof text>> = {};
  for (const name of [...names].sort((a, b) => max(a) - max(b))) {
    shape[name] = text((fields[name] as BilingualSpec).zhMax ?? max(name));
    shape[`en_${name}`] = text(max(name));
  }
  return shape as PairShape<F>;
}

const sort = int(-1_000_000, 1_000_000).default(0);

/** Where an item or a category links to, and its pictures. */
const linkFields = {
  is_blank: flag01.default(0),
  url: link(1000).default(''),
  image: link(1000).default(''),
  images: linkList(20_000).default(''),
  ico_image: link(1000).default(''),
};

/** The picture of a page's share card and og:image (empty: the generated card). */
const shareImage = link(1000).default('');

/** A content item (news, case, FAQ, manual, office…) as the staff API takes it. */
export const itemBody = z.object({
  cate_id: int(1, MAX_ID),
  type_id: int(0, MAX_ID).default(0),
  status: flag01.default(1),
  sort,
  ...linkFields,
  files: link(1000).default(''),
  download: linkList(5000).default(''),
  ...pairFields(BILINGUAL.item),
  share_image: shareImage,
  publish_time: timeMs.optional(),
  related_ids: idList.optional(),
});
export type ItemBody = z.output<typeof itemBody>;

const productFile = z.object({
  path: link(1000).pipe(z.string().min(1)),
  ...pairFields(BILINGUAL.productFile),
});

/** A product with its ordered images, specification table, files and linked products. */
export const productBody = z.object({
  cate_id: int(1, MAX_ID),
  status: flag01.default(1),
  sort,
  no: text(100).default(''),
  ...pairFields(BILINGUAL.product),
  share_image: shareImage,
  images: z
    .array(link(1000).pipe(z.string().min(1)))
    .max(50)
    .optional(),
  specs: z
    .array(z.object(pairFields(BILINGUAL.productSpec)))
    .max(200)
    .optional(),
  files: z.array(productFile).max(50).optional(),
  actuator_ids: idList.optional(),
  modified_valve_ids: idList.optional(),
  /** Control valves: the flow table selection reads (empty or null: none). */
  flow_sizes: flowTableSchema.nullable().optional(),
});
export type ProductBody = z.output<typeof productBody>;

/** A category; an application area carries its three lists of products, industries and solutions. */
export const categoryBody = z.object({
  parent_id: int(0, MAX_ID).default(0),
  kind: z.enum(CATEGORY_KINDS).default('list'),
  sort,
  status: flag01.default(1),
  ...linkFields,
  ...pairFields(BILINGUAL.category),
  area_product_ids: idList.optional(),
  area_industry_ids: idList.optional(),
  area_solution_ids: idList.optional(),
});
export type CategoryBody = z.output<typeof categoryBody>;

export const tagBody = z.object({ cate_id: int(1, MAX_ID), sort, ...pairFields(BILINGUAL.tag) });
export type TagBody = z.output<typeof tagBody>;

/** A job's last day, YYYY-MM-DD; the messages are the staff API's own (server/lib/staffMessages.ts). */
const lastDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'calendarDate')
  .refine((s) => {
    // 2026-02-30 parses as 2 March, 2026-13-01 not at all.
    const ms = Date.parse(`${s}T00:00:00Z`);
    return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(s);
  }, 'calendarNoSuchDate');

export const jobBody = z.object({
  sort,
  status: flag01.default(1),
  peoplenum: int(0, 100_000).default(1),
  ...pairFields(BILINGUAL.job),
  share_image: shareImage,
  /** The last day it takes applications (company time); blank or null: until unpublished. */
  valid_through: z.preprocess((v) => (v === '' ? null : v), lastDay.nullable()).default(null),
  employment_type: z.enum(EMPLOYMENT_TYPES).default('FULL_TIME'),
  postal_code: text(20).default(''),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Use the two-letter ISO country code, e.g. CN')
    .default('CN'),
});
export type JobBody = z.output<typeof jobBody>;

const picture = link(1000);
const nameMap = z.record(z.string().max(300), text(5000));

/** The site configuration (SiteConfig) as a schema: unknown keys are dropped, every field is required. */
export const siteConfigBody = z.object({
  ...pairFields(BILINGUAL.siteConfig),
  phone: text(100),
  hotline: text(100),
  email: text(254),
  fax: text(100),
  logo: picture,
  banner_video: picture,
  banner_index: z.array(z.object({ image: picture, ...pairFields(BILINGUAL.banner) })).max(30),
  mycustom_image: z.array(picture).max(200),
  mycustom_name: nameMap,
  en_mycustom_name: nameMap,
  capacity_pictures: z.array(picture).max(200),
  quality_pictures: z.array(picture).max(200),
  enterprise_qualification: nameMap,
  en_enterprise_qualification: nameMap,
  qualification_pictures: z.array(picture).max(200),
  counters: z.array(z.object({ value: text(50), ...pairFields(BILINGUAL.counter) })).max(20),
  vr_link: link(1000),
  consultation_link: link(1000),
  map_center: z.object({
    lat: z.coerce.number().min(-90).max(90),
    lng: z.coerce.number().min(-180).max(180),
  }),
  map_zoom: z.coerce.number().int().min(1).max(20),
  map_tile_url: link(1000),
  social: z.array(z.object({ ...pairFields(BILINGUAL.social), url: link(1000), qr_image: picture })).max(20),
});

// Staff list filters and sortable fields ----------------------------------------------------

/** What a staff list may be filtered and sorted by. */
export interface ListRules<S extends z.ZodObject = z.ZodObject, F extends string = string> {
  filter: S;
  sortable: readonly F[];
  defaultSort: { field: F; order: 'ASC' | 'DESC' };
}

const rules = <S extends z.ZodObject, F extends string>(
  filter: S,
  sortable: readonly F[],
  defaultSort: ListRules<S, F>['defaultSort'],
): ListRules<S, F> => ({ filter, sortable, defaultSort });

/**
 * Filters every list takes: `id` (getMany sends a list) and the free text `q`. A 0 in the list
 * (a top-level category's `parent_id`, shown through a reference field) matches nothing.
 */
export const commonFilters = {
  id: z
    .union([z.array(z.coerce.number().int().min(0).max(MAX_ID)).max(500), z.coerce.number().int()])
    .optional(),
  q: z.string().max(200).optional(),
};

/** The `missing_lang` filter of bilingual records. */
const missingLangFilter = { missing_lang: z.enum(['en', 'zh', 'any']).optional() };
/** The `scheduled` filter of publishable records: those with a "publish at" or "unpublish at". */
const scheduledFilter = { scheduled: z.boolean().optional() };
const wholeNumber = z.coerce.number().int().optional();

const itemFilter = z.object({
  ...commonFilters,
  cate_id: wholeNumber,
  cate_ids: idList.optional(),
  status: wholeNumber,
  type_id: wholeNumber,
  ...missingLangFilter,
  ...scheduledFilter,
});
const ITEM_SORTABLE = [
  'id',
  'cate_id',
  'type_id',
  'status',
  'sort',
  'title',
  'en_title',
  'publish_time',
  'create_time',
  'update_time',
] as const;

const productFilter = z.object({
  ...commonFilters,
  cate_id: wholeNumber,
  cate_ids: idList.optional(),
  status: wholeNumber,
  ...missingLangFilter,
  ...scheduledFilter,
});
const PRODUCT_SORTABLE = [
  'id',
  'cate_id',
  'status',
  'sort',
  'no',
  'title',
  'en_title',
  'create_time',
  'update_time',
] as const;

const categoryFilter = z.object({
  ...commonFilters,
  kind: z.enum(CATEGORY_KINDS).optional(),
  parent_id: z.coerce.number().int().min(0).optional(),
  status: wholeNumber,
  ...missingLangFilter,
  ...scheduledFilter,
});
const CATEGORY_SORTABLE = [
  'id',
  'sort',
  'parent_id',
  'kind',
  'status',
  'cate_name',
  'en_cate_name',
  'update_time',
] as const;

const tagFilter = z.object({ ...commonFilters, cate_id: wholeNumber, ...missingLangFilter });
const TAG_SORTABLE = ['id', 'sort', 'cate_id', 'name', 'en_name'] as const;

const jobFilter = z.object({
  ...commonFilters,
  status: wholeNumber,
  ...missingLangFilter,
  ...scheduledFilter,
});
const JOB_SORTABLE = ['id', 'sort', 'status', 'name', 'en_name', 'create_time', 'update_time'] as const;

/** Answers to FAQ questions (read-only). */
const feedbackFilter = z.object({
  ...commonFilters,
  type: z.coerce
    .number()
    .refine((v) => v === FEEDBACK_YES || v === FEEDBACK_NO, 'type is 1 (helpful) or 5 (not helpful)')
    .optional(),
  question_id: wholeNumber,
  date_from: timeMs.optional(),
  date_to: timeMs.optional(),
});
const FEEDBACK_SORTABLE = ['id', 'create_time', 'type', 'question_id'] as const;

const auditFilter = z.object({
  id: commonFilters.id,
  staff_id: wholeNumber,
  entity: z.string().max(50).optional(),
  entity_id: z.coerce.string().max(50).optional(),
  action: z.string().max(50).optional(),
  date_from: timeMs.optional(),
  date_to: timeMs.optional(),
});
const AUDIT_SORTABLE = ['id', 'create_time', 'staff_id', 'entity', 'action'] as const;

const enquiryFilter = z.object({
  ...commonFilters,
  status: z.coerce
    .number()
    .refine((v) => (Object.values(MESSAGE_STATUS) as number[]).includes(v), 'status is 0, 1 or 5')
    .optional(),
  email: z.string().max(254).optional(),
  m_no: z.string().max(40).optional(),
  unread: z.boolean().optional(),
  /** A staff user's id, "mine" (the one asking) or "none" (the shared queue). */
  assignee_id: z.union([z.enum(['mine', 'none']), z.coerce.number().int().min(1).max(MAX_ID)]).optional(),
  date_from: timeMs.optional(),
  date_to: timeMs.optional(),
  /** Open, unanswered and past its first-response deadline. */
  overdue: z.boolean().optional(),
});
const ENQUIRY_SORTABLE = [
  'id',
  'create_time',
  'update_time',
  'status',
  'm_no',
  'email',
  'name',
  'read_time',
  'due_time',
] as const;

/** Messages taken from the desk's mailbox (admins, read-only). */
const inboundMailFilter = z.object({
  id: commonFilters.id,
  status: z.enum(['added', 'rejected']).optional(),
});
const INBOUND_MAIL_SORTABLE = ['id', 'receive_time', 'status', 'reason'] as const;

const staffFilter = z.object({
  ...commonFilters,
  role: z.enum(STAFF_ROLES).optional(),
  status: wholeNumber,
});
const STAFF_SORTABLE = ['id', 'email', 'name', 'role', 'status', 'create_time'] as const;

const ratingTableFilter = z.object({ ...commonFilters, basis: z.enum(RATING_BASES).optional() });
const RATING_TABLE_SORTABLE = ['id', 'material', 'basis', 'update_time'] as const;

const actuatorFilter = z.object({
  ...commonFilters,
  motion: z.enum(MOTIONS).optional(),
  fail_action: z.enum(FAIL_ACTIONS).optional(),
});
const ACTUATOR_SORTABLE = ['id', 'model', 'area', 'update_time'] as const;
const valveActuationFilter = z.object({ id: commonFilters.id, motion: z.enum(MOTIONS).optional() });
const VALVE_ACTUATION_SORTABLE = ['id', 'product_id', 'update_time'] as const;

/** Each staff list's filter, sortable fields and default order. */
export const LISTS = {
  items: rules(itemFilter, ITEM_SORTABLE, { field: 'publish_time', order: 'DESC' }),
  products: rules(productFilter, PRODUCT_SORTABLE, { field: 'sort', order: 'ASC' }),
  categories: rules(categoryFilter, CATEGORY_SORTABLE, { field: 'sort', order: 'ASC' }),
  tags: rules(tagFilter, TAG_SORTABLE, { field: 'sort', order: 'ASC' }),
  jobs: rules(jobFilter, JOB_SORTABLE, { field: 'sort', order: 'ASC' }),
  feedback: rules(feedbackFilter, FEEDBACK_SORTABLE, { field: 'create_time', order: 'DESC' }),
  audit: rules(auditFilter, AUDIT_SORTABLE, { field: 'create_time', order: 'DESC' }),
  enquiries: rules(enquiryFilter, ENQUIRY_SORTABLE, { field: 'create_time', order: 'DESC' }),
  staff: rules(staffFilter, STAFF_SORTABLE, { field: 'id', order: 'ASC' }),
  inbound_mail: rules(inboundMailFilter, INBOUND_MAIL_SORTABLE, { field: 'receive_time', order: 'DESC' }),
  rating_tables: rules(ratingTableFilter, RATING_TABLE_SORTABLE, { field: 'material', order: 'ASC' }),
  actuators: rules(actuatorFilter, ACTUATOR_SORTABLE, { field: 'model', order: 'ASC' }),
  valve_actuations: rules(valveActuationFilter, VALVE_ACTUATION_SORTABLE, {
    field: 'product_id',
    order: 'ASC',
  }),
};

/** The console's list of body materials' rating tables. */
export const RATING_TABLE_LIST = LISTS.rating_tables;
