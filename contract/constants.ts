/** Business constants of docs/product.md §9 and the category ids the public contract relies on. */

export const MESSAGE_TYPE_ID = 13;

/**
 * The company's zone as a reader is told it, in each language (a time says its zone).
 * Here, not beside the calendar's schema: pages import it without zod.
 */
export const COMPANY_ZONE_NAME = {
  en: 'China Standard Time (UTC+8)',
  zh: '中国标准时间 (UTC+8)',
} as const;
export const CODE_LENGTH = 4;
export const CODE_RESEND_SECONDS = 60;
export const CODE_VALID_MINUTES = 15;
export const CODE_MAX_ATTEMPTS = 5;
export const REQUEST_TIMEOUT_MS = 500_000;
/** Anti-spam: a message form sent sooner than this after its first keystroke is refused. */
export const MIN_FILL_MS = 3000;

/**
 * A public call refused by a failed check names the input field in this header (`email`,
 * `quote.quantity`), so a form shows the message at that field; the body is the usual envelope.
 */
export const INVALID_FIELD_HEADER = 'x-invalid-field';

/** Longest search keyword (site search, product search, FAQ search): the server refuses more. */
export const KEYWORD_MAX_LENGTH = 100;

/** Longest value of each enquiry field: defined with the enquiry (contract/enquiry.ts). */
export { ENQUIRY_MAX_LENGTH } from './enquiry.js';

export const UPLOAD_MAX_BYTES = 500 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 2;
/** Files one staff reply may carry: a quotation, drawings, data sheets. */
export const REPLY_MAX_FILES = 5;
/** docs/product.md §5 lists doc, xls, ppt, txt, pdf, jpg; their modern variants are taken too. */
export const UPLOAD_EXTENSIONS = [
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'pdf',
  'jpg',
  'jpeg',
  'png',
] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

export const FEEDBACK_YES = 1;
export const FEEDBACK_NO = 5;

/** What a category holds: product categories, application areas, lists of items, or a page. */
export const CATEGORY_KINDS = ['product', 'application', 'list', 'page'] as const;

/** Staff roles: admins manage staff, editors the content, support the enquiries. */
export const STAFF_ROLES = ['admin', 'editor', 'support'] as const;
/** The longest name a staff member gives a passkey ("Work laptop", "YubiKey 5C"). */
export const PASSKEY_NAME_MAX = 60;

export const MESSAGE_STATUS = { pending: 0, processed: 1, finished: 5 } as const;
export type MessageStatus = (typeof MESSAGE_STATUS)[keyof typeof MESSAGE_STATUS];

export const PAGE_SIZE = {
  manuals: 12,
  videos: 6,
  faq: 10,
  news: 15,
  programTabs12: 10,
  programTabs34: 15,
  products: 12,
  network: 1000,
  jobs: 100,
  stories: 50,
  homeNews: 10,
  overview: 5,
  relatedCases: 2,
} as const;

/** The largest page a list call serves; bigger limits are clamped, never refused. */
export const MAX_LIMIT = 1000;

export const BANNER = { delayMs: 6000, transitionMs: 1100 } as const;
export const SERVICE_CAROUSEL = { delayMs: 3000, speedMs: 1100 } as const;
export const MAP_ZOOM = 18;

/** Fixed category ids (docs/product.md §9 names most; the rest are this product's choice, see docs/api.md). */
export const CATE = {
  network: 4,
  newsAll: 9,
  newsCompany: 10,
  newsIndustry: 11,
  newsEvents: 12,
  newsTechnical: 13,
  cases: 22,
  productApplications: 23,
  applicationRoot: 30,
  solutions: 31,
  industries: 33,
  manuals: 38,
  videos: 39,
  faq: 40,
  productCenterSummary: 41,
  productRoot: 42,
  pageAbout: 60,
  pageAbility: 61,
  pageQuality: 62,
  pageSustainability: 63,
  pageQualifications: 64,
  pageInternship: 65,
  productCases: 75,
  maintenanceCases: 76,
  serviceBaseMaintenance: 80,
  serviceOnlineMaintenance: 81,
  serviceSpareParts: 82,
  serviceUpgrading: 83,
  serviceDiagnostic: 84,
  serviceTraining: 85,
  history: 92,
  stories: 93,
  gallery: 94,
  aboutVideo: 96,
  announcement: 98,
} as const;

/** News tabs of /news: 9 is "all", the others are its children. */
export const NEWS_TABS = [
  CATE.newsAll,
  CATE.newsCompany,
  CATE.newsIndustry,
  CATE.newsEvents,
  CATE.newsTechnical,
] as const;

/** Categories whose items the article search covers (not offices, history, gallery…). */
export const SEARCHABLE_CATEGORIES: readonly number[] = [
  CATE.newsCompany,
  CATE.newsIndustry,
  CATE.newsEvents,
  CATE.newsTechnical,
  CATE.productCases,
  CATE.maintenanceCases,
  CATE.productApplications,
  CATE.solutions,
  CATE.industries,
  CATE.faq,
  CATE.manuals,
  CATE.videos,
];
