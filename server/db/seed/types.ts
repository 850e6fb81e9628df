/**
 * The shape of the demo content. Content files in ./content export these; the loader (./load.ts)
 * turns each `Text` into the column pair `x` (Chinese) / `en_x` (English) of the wire shape.
 */

/** One text in both languages: `zh` Simplified Chinese, `en` English. */
export interface Text {
  zh: string;
  en: string;
}

/**
 * A picture the seed generates as an original SVG illustration (no photos).
 * `scene` picks the drawing; `label` (optional, short, ASCII) is printed on signs or name plates.
 */
export interface Picture {
  scene: Scene;
  label?: string;
}

export type Scene =
  | 'globe-valve'
  | 'butterfly-valve'
  | 'ball-valve'
  | 'gate-valve'
  | 'check-valve'
  | 'plug-valve'
  | 'diaphragm-valve'
  | 'control-valve-assembly'
  | 'pneumatic-actuator'
  | 'electric-actuator'
  | 'positioner'
  | 'power-plant'
  | 'refinery'
  | 'chemical-plant'
  | 'pipeline'
  | 'water-treatment'
  | 'pulp-paper'
  | 'mining'
  | 'lng-terminal'
  | 'factory-floor'
  | 'workshop-repair'
  | 'test-bench'
  | 'laboratory'
  | 'training-room'
  | 'team-meeting'
  | 'office-building'
  | 'exhibition-booth'
  | 'certificate'
  | 'customer-logo'
  | 'warehouse'
  | 'field-service'
  | 'world-map'
  | 'banner';

/** Line icons the seed draws as SVG (application areas, services, ability blocks). */
export type IconName =
  | 'power'
  | 'oil-gas'
  | 'chemical'
  | 'water'
  | 'paper'
  | 'mining'
  | 'metallurgy'
  | 'food'
  | 'wrench'
  | 'headset'
  | 'gear-box'
  | 'upgrade'
  | 'gauge'
  | 'graduation'
  | 'shield'
  | 'flask'
  | 'factory'
  | 'globe'
  | 'leaf'
  | 'certificate';

/** Fixed categories: pages (about, customer service…), list categories (news, cases…), the announcement. */
export interface SeedCategory {
  id: number;
  parent_id: number;
  kind: 'product' | 'application' | 'list' | 'page';
  sort?: number;
  cate_name: Text;
  title?: Text;
  summary?: Text;
  summary2?: Text;
  /** HTML: p, h2–h4, ul/ol/li, strong, em, table, img, a, blockquote only. */
  content?: Text;
  status?: 0 | 1;
  is_blank?: 0 | 1;
  url?: string;
  image?: Picture;
  /** Gallery or carousel pictures of a page (e.g. the diagnostic-test carousel). */
  images?: Picture[];
  /** Icon of an application area or service page. */
  icon?: IconName;
  /** Category tags of a list category, shown after the automatic "All" entry. */
  tags?: Text[];
}

/** A product category (a child of 42, or of another product category). */
export interface SeedProductCategory {
  id: number;
  parent_id: number;
  cate_name: Text;
  summary: Text;
  /** HTML description shown on the category page. */
  content: Text;
  image: Picture;
}

export interface SeedProduct {
  /** Unique slug, used by other products' `actuators` / `modifiedValves` lists and by areas. */
  key: string;
  cate_id: number;
  /** Model number, e.g. "MR-GV300". */
  no: string;
  title: Text;
  summary: Text;
  /** HTML overview. */
  content: Text;
  /** HTML: performance. */
  performance: Text;
  /** HTML: advantages (wire field cpys). */
  advantages: Text;
  /** HTML: structure features (wire field jgtd). */
  structure: Text;
  /** Specification table, in order. */
  specs: { name: Text; value: Text }[];
  /** 2–4 pictures; the first is the main image. */
  pictures: Picture[];
  /** Sample files, generated as real PDFs (name is the document title). */
  files: { name: Text; summary: Text }[];
  /** Keys of associated actuators (glzxq). */
  actuators?: string[];
  /** Keys of associated modified valves (glgxf). */
  modifiedValves?: string[];
}

/** A content item of a list category: news, cases, solutions, industries, FAQ, manuals, videos, history… */
export interface SeedItem {
  /** Unique slug, for `related` and application areas. */
  key?: string;
  cate_id: number;
  /** Index into the category's `tags` (its type_id filter). */
  tag?: number;
  title: Text;
  summary?: Text;
  summary2?: Text;
  /** HTML body. */
  content?: Text;
  title_desc?: Text;
  content_title?: Text;
  /** Case facts (product and maintenance cases, solutions). */
  area?: Text;
  customer?: Text;
  product?: Text;
  industry?: Text;
  mediainfo?: Text;
  working_condition?: Text;
  /** ISO date, e.g. "2026-03-14". */
  publish_date: string;
  picture?: Picture;
  pictures?: Picture[];
  /** Manuals get a generated PDF, videos a bundled clip; the name is the file's title. */
  file?: { kind: 'pdf' | 'video'; name: Text };
  /** A downloadable document of a solution or case (generated PDF). */
  download?: Text;
  /** Keys of related cases (case_gl). */
  related?: string[];
  url?: string;
  is_blank?: 0 | 1;
}

/** An application area: a child category of 30 with its linked products, industries and solutions. */
export interface SeedApplicationArea {
  id: number;
  cate_name: Text;
  summary: Text;
  summary2: Text;
  content: Text;
  icon: IconName;
  image: Picture;
  /** Product keys. */
  products: string[];
  /** Item keys of industry items (category 33). */
  industries: string[];
  /** Item keys of product-application (23) and solution (31) items. */
  solutions: string[];
}

export interface SeedJob {
  name: Text;
  place: Text;
  peoplenum: number;
  experience: Text;
  educational: Text;
  /** HTML: duties and requirements. */
  content: Text;
}

export interface SeedOffice {
  title: Text;
  /** Address. */
  summary: Text;
  /** Phone. */
  content_title: string;
  /** E-mail. */
  title_desc: string;
}

/** The site configuration (GET /api/common/getconfig). */
export interface SeedSiteConfig {
  company_name: Text;
  address: Text;
  phone: string;
  hotline: string;
  email: string;
  fax: string;
  working_hours: Text;
  counters: { value: string; label: Text }[];
  /** Customers shown on home: name → description, with a generated logo each. */
  customers: { name: Text; description: Text }[];
  /** Qualifications: name → description, with a generated certificate picture each. */
  qualifications: { name: Text; description: Text }[];
  banners: { title: Text; subtitle: Text; picture: Picture }[];
  capacity_pictures: Picture[];
  quality_pictures: Picture[];
  vr_link: string;
  consultation_link: string;
  map_center: { lat: number; lng: number };
  social: { name: Text; url: string }[];
}
