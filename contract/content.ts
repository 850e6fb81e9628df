import type { z } from 'zod';
import type { FlowTable } from '#sizing/engine/flowTable.js';
import type { CatalogueValve } from '#sizing/engine/selection.js';
import type { BILINGUAL, Pairs } from './bilingual.js';
import type { CATEGORY_KINDS } from './constants.js';
import type { siteConfigBody } from './records.js';

/**
 * What the public API (/api, docs/api.md) and the pages' loaders answer about the site's content
 * (docs/product.md §3): categories, content items, products, jobs, the FAQ, the site search and
 * the site configuration. The services return these shapes; the site reads them.
 */

/** Which page of a list, and how long a page is. */
export interface Page {
  page: number;
  limit: number;
}

/** A page of a list, and how many there are in all. */
export interface Listing<T> {
  list: T[];
  count: number;
}

/** What a category holds (contract/constants.ts CATEGORY_KINDS). */
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

/** A category's id and name, as a content item names its own. */
// A type, not an interface: the console's text helpers take it as a record of any fields.
export type CategoryName = {
  id: number;
  cate_name: string;
  en_cate_name: string;
};

// Content items --------------------------------------------------------------------------------

/**
 * A content item: news, a case, a FAQ, a manual, an office… (docs/product.md §3 "Content item").
 * The HTML `content` is filled in where it is asked for (an item's page, the FAQ's answers).
 */
export interface ItemWire extends Pairs<keyof typeof BILINGUAL.item> {
  id: number;
  cate_id: number;
  type_id: number;
  cate: CategoryName;
  cate_name: string;
  en_cate_name: string;
  status: number;
  is_blank: number;
  url: string;
  image: string;
  full_image: string;
  /** Comma-separated URLs. */
  full_images: string;
  ico_image: string;
  full_ico_image: string;
  files: string;
  full_download: string[];
  /** The URL of its share picture, '' for the generated card. */
  full_share_image: string;
  publish_time_txt: string;
  create_time_txt: string;
}

/** A page of published items. */
export type ItemListing = Listing<ItemWire>;

/** One item with its content and up to two related cases (GET /api/cases/getCase). */
export interface ItemDetail extends ItemWire {
  case_gl: ItemWire[];
}

/** A tag of a category's items; a category's tags start with "All" (id 0). */
export interface ItemTag {
  id: number;
  name: string;
  en_name: string;
}

/** When an item was published and last changed (ISO 8601): structured data and the sitemap. */
export interface ItemTimes {
  published: string;
  modified: string;
}

/** An item's title alone, for quick lists such as the FAQ's title_list. */
export interface ItemTitle {
  id: number;
  title: string;
  en_title: string;
  type_id: number;
}

/** Which published items a list takes. */
export interface ItemFilter {
  cateIds: number[];
  typeId?: number;
  keyword?: string;
  /** cateIds are the site search's scope (SEARCHABLE_CATEGORIES). */
  siteSearch?: boolean;
}

// Categories -----------------------------------------------------------------------------------

/**
 * A category (docs/product.md §3 "Product category" and content-by-category detail). The HTML
 * `content` is filled in where the category is read alone (its detail).
 */
export interface CategoryWire extends Pairs<keyof typeof BILINGUAL.category> {
  id: number;
  parent_id: number;
  kind: CategoryKind;
  sort: number;
  status: number;
  is_blank: number;
  url: string;
  image: string;
  full_image: string;
  /** Comma-separated upload paths, and their URLs. */
  images: string;
  full_images: string;
  ico_image: string;
  full_ico_image: string;
}

/**
 * GET /api/cate/getCateDetailInfo: a category with what its kind carries (an application area
 * its product, industry and solution lists; a product category its children; a list category, when
 * a page is asked for, a page of its items), typed as the category alone.
 */
export type CategoryDetail = CategoryWire;

/** A product line under a family: the same shape, with no lines of its own. */
export interface ProductLine extends CategoryWire {
  cate_list: never[];
}

/** A product family (a top product category) with its lines (GET /api/cate/getCateListProduct). */
export interface ProductFamily extends CategoryWire {
  cate_list: ProductLine[];
}

/** A page of a category's items (its children's too) with its tags, "All" first. */
export interface CategoryItems extends ItemListing {
  type_info: ItemTag[];
}

/** A published category's id and texts: what the pages read of one they look up by its id. */
export interface CategoryText extends Pairs<keyof typeof BILINGUAL.category> {
  id: number;
}

// Products -------------------------------------------------------------------------------------

/** A product in a list (docs/product.md §3 "Product (list)"). */
export interface ProductWire extends Pairs<'title' | 'summary' | 'content'> {
  id: number;
  cate_id: number;
  no: string;
  /** Its pictures' upload paths, comma-separated; full_image is the first one's URL. */
  image: string;
  full_image: string;
  full_images: string;
}

/** A page of published products. */
export type ProductListing = Listing<ProductWire>;

/** A product's downloadable file. */
export interface ProductFileWire extends Pairs<'files_name' | 'summary'> {
  url: string;
}

/** GET /api/Product/getProduct: everything the product page shows. */
export interface ProductDetail extends ProductWire, Pairs<'cpxn' | 'cpys' | 'jgtd' | 'meta_description'> {
  /** The URL of its share picture, '' for the generated card. */
  full_share_image: string;
  cate: (CategoryName & { parent_id: number }) | null;
  /** The specification table, name → value, in each language. */
  gzxh_json: Record<string, string>;
  en_gzxh_json: Record<string, string>;
  /** The same table as an ordered list, for clients that must keep the row order. */
  specs: Pairs<'name' | 'value'>[];
  files: ProductFileWire[];
  /** Its actuators, and its modified valves. */
  glzxq: ProductWire[];
  glgxf: ProductWire[];
  /** Its sizes with rated Kv and factors; null for products without a flow table. */
  flow_sizes: FlowTable | null;
}

/** A control valve of the catalogue as selection takes it, with its category. */
export type CatalogueProduct = CatalogueValve & { cateId: number };

// Jobs, the FAQ and the search -----------------------------------------------------------------

/** A published job as the pages show it: both languages, its posting facts, and whether it is open. */
export interface JobPosting extends Pairs<keyof typeof BILINGUAL.job> {
  id: number;
  /** The URL of its share picture, '' for the generated card. */
  full_share_image: string;
  peoplenum: number;
  create_time_txt: string;
  employment_type: string;
  postal_code: string;
  country: string;
  /** The last day it is open (YYYY-MM-DD), '' when it has none. */
  valid_through: string;
  /** validThrough as schema.org wants it, '' when it has none. */
  valid_through_time: string;
  open: boolean;
}

/** GET /api/recruiting/index: a page of the open positions. */
export type JobListing = Listing<JobPosting>;

/**
 * GET /api/Product/getProductQuestion: a page of questions with their answers, the tags
 * (type_info, "All" first) and title_list, the titles of every question matching the keyword.
 */
export interface FaqQuestions extends ItemListing {
  type_info: ItemTag[];
  title_list: ItemTitle[];
}

/** GET /api/common/searchinfo: a page of products, or of articles. */
export type SearchResult = ProductListing | ItemListing;

// The site configuration -----------------------------------------------------------------------

/**
 * The site configuration (GET /api/common/getconfig?configname=site), in its wire shape with
 * root-relative picture URLs: what the staff API takes (siteConfigBody) is what it answers.
 */
export type SiteConfig = z.output<typeof siteConfigBody>;

/** What a database without configuration answers: every field present, nothing filled in. */
export const EMPTY_SITE_CONFIG: SiteConfig = {
  company_name: '',
  en_company_name: '',
  address: '',
  en_address: '',
  working_hours: '',
  en_working_hours: '',
  phone: '',
  hotline: '',
  email: '',
  fax: '',
  logo: '',
  banner_video: '',
  banner_index: [],
  mycustom_image: [],
  mycustom_name: {},
  en_mycustom_name: {},
  capacity_pictures: [],
  quality_pictures: [],
  enterprise_qualification: {},
  en_enterprise_qualification: {},
  qualification_pictures: [],
  counters: [],
  vr_link: '',
  consultation_link: '',
  map_center: { lat: 0, lng: 0 },
  map_zoom: 18,
  map_tile_url: '',
  social: [],
};
