/**
 * The demo content: data files in ./content (one JSON file per entity, both languages of a text
 * side by side as `{ "en": …, "zh": … }`, see ./content/README.md), read and checked here. Field
 * rules come from the staff API's schemas, so the demo holds only what staff could have typed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from '../../lib/paths.js';
// The staff API's field rules (contract/records.ts), the same for data files as for the console.
import {
  categoryBody as categoryRules,
  itemBody as itemRules,
  jobBody as jobRules,
  productBody as productRules,
  siteConfigBody as configRules,
  tagBody as tagRules,
} from '#contract/records.js';
import { checkInWords } from '../../lib/fieldMessage.js';
import { flowTableSchema } from '#sizing/engine/flowTable.js';
import { actuatorBody, valveActuationBody } from '#sizing/engine/actuatorCatalogue.js';
import { ratingTableBody } from '#sizing/engine/ratingTable.js';

/** Read from the source tree by `tsx` and by the compiled server alike (like ./media). */
export const CONTENT_DIR = path.join(projectRoot, 'server/db/seed/content');

// Pictures and icons the seed draws (./pictures.ts) ----------------------------------------------

const SCENES = [
  'globe-valve',
  'butterfly-valve',
  'ball-valve',
  'gate-valve',
  'check-valve',
  'plug-valve',
  'diaphragm-valve',
  'control-valve-assembly',
  'pneumatic-actuator',
  'electric-actuator',
  'positioner',
  'power-plant',
  'refinery',
  'chemical-plant',
  'pipeline',
  'water-treatment',
  'pulp-paper',
  'mining',
  'lng-terminal',
  'factory-floor',
  'workshop-repair',
  'test-bench',
  'laboratory',
  'training-room',
  'team-meeting',
  'office-building',
  'exhibition-booth',
  'certificate',
  'customer-logo',
  'warehouse',
  'field-service',
  'world-map',
  'banner',
] as const;
export type Scene = (typeof SCENES)[number];

/** Line icons of application areas, services and ability blocks. */
const ICONS = [
  'power',
  'oil-gas',
  'chemical',
  'water',
  'paper',
  'mining',
  'metallurgy',
  'food',
  'wrench',
  'headset',
  'gear-box',
  'upgrade',
  'gauge',
  'graduation',
  'shield',
  'flask',
  'factory',
  'globe',
  'leaf',
  'certificate',
] as const;
export type IconName = (typeof ICONS)[number];
const icon = z.enum(ICONS);

/** An original SVG illustration: `scene` picks the drawing, `label` (short) is printed on signs. */
const picture = z.strictObject({ scene: z.enum(SCENES), label: z.string().max(60).optional() });
export type Picture = z.output<typeof picture>;

// Language pairs -------------------------------------------------------------------------------

type TextRule = z.ZodType<string, unknown>;

/** A text under a rule; a long one (HTML) may be written as a list of lines, joined with line breaks. */
const lines = (rule: TextRule) =>
  z.preprocess((v) => (Array.isArray(v) && v.every((l) => typeof l === 'string') ? v.join('\n') : v), rule);

/**
 * Both languages of the column pair `name` (Chinese) / `en_name` (English) of a staff API schema,
 * each under that column's rule.
 */
function pair<K extends string>(rules: Record<K | `en_${K}`, TextRule>, name: K) {
  return z.strictObject({ en: lines(rules[`en_${name}`]), zh: lines(rules[name]) });
}

/** One text in both languages: `zh` Simplified Chinese, `en` English. */
export interface Text {
  en: string;
  zh: string;
}

const key = z.string().min(1).max(100);
const isoDate = z.iso.date();

// Entities -------------------------------------------------------------------------------------

const C = categoryRules.shape;
const I = itemRules.shape;

/** Fixed categories: pages (about, customer service…), list categories (news, cases…), the announcement. */
const category = z.strictObject({
  /** Fixed: pages and other files name categories by id. The parent_id rule, without the 0 of "no parent". */
  id: C.parent_id.unwrap().pipe(z.number().min(1)),
  parent_id: C.parent_id,
  kind: C.kind,
  sort: C.sort.unwrap().optional(),
  cate_name: pair(C, 'cate_name'),
  title: pair(C, 'title').optional(),
  summary: pair(C, 'summary').optional(),
  summary2: pair(C, 'summary2').optional(),
  /** HTML: p, h2–h4, ul/ol/li, strong, em, table, img, a, blockquote only. */
  content: pair(C, 'content').optional(),
  status: C.status.unwrap().optional(),
  is_blank: C.is_blank.unwrap().optional(),
  url: C.url.unwrap().optional(),
  image: picture.optional(),
  /** Gallery or carousel pictures of a page (e.g. the diagnostic-test carousel). */
  images: z.array(picture).max(50).optional(),
  icon: icon.optional(),
  /** Category tags of a list category, shown after the automatic "All" entry. */
  tags: z.array(pair(tagRules.shape, 'name')).optional(),
});
export type SeedCategory = z.output<typeof category>;

/** A product category (a child of 42, or of another product category). */
const productCategory = category
  .pick({ id: true, parent_id: true, cate_name: true, image: true })
  .extend({ summary: pair(C, 'summary'), content: pair(C, 'content'), image: picture });

/** An application area: a child category of 30 with its linked products, industries and solutions. */
const applicationArea = productCategory.omit({ parent_id: true }).extend({
  summary2: pair(C, 'summary2'),
  icon,
  /** Product keys. */
  products: z.array(key),
  /** Item keys of industry items (category 33). */
  industries: z.array(key),
  /** Item keys of product-application (23) and solution (31) items. */
  solutions: z.array(key),
});

const P = productRules.shape;
const specRules = P.specs.unwrap().element.shape;
const fileRules = P.files.unwrap().element.shape;

const product = z.strictObject({
  /** Unique slug, used by other products' `actuators` / `modifiedValves` lists and by areas. */
  key,
  cate_id: P.cate_id,
  /** Model number, e.g. "MR-GV300". */
  no: P.no.unwrap(),
  title: pair(P, 'title'),
  summary: pair(P, 'summary'),
  /** HTML overview, performance, advantages (cpys) and structure features (jgtd). */
  content: pair(P, 'content'),
  performance: pair(P, 'cpxn'),
  advantages: pair(P, 'cpys'),
  structure: pair(P, 'jgtd'),
  specs: z.array(z.strictObject({ name: pair(specRules, 'name'), value: pair(specRules, 'value') })).max(200),
  /** The first is the main image. */
  pictures: z.array(picture).min(1).max(50),
  /** Generated as real PDFs (the name is the document title). */
  files: z
    .array(z.strictObject({ name: pair(fileRules, 'files_name'), summary: pair(fileRules, 'summary') }))
    .max(50),
  /** Keys of associated actuators (glzxq) and modified valves (glgxf). */
  actuators: z.array(key).optional(),
  modifiedValves: z.array(key).optional(),
});

/** A content item of a list category: news, cases, solutions, industries, FAQ, manuals, videos, history… */
const item = z.strictObject({
  /** Unique slug, for `related` and application areas. */
  key: key.optional(),
  cate_id: I.cate_id,
  /** Index into the category's `tags` (its type_id filter). */
  tag: z.number().int().min(0).optional(),
  title: pair(I, 'title'),
  summary: pair(I, 'summary').optional(),
  summary2: pair(I, 'summary2').optional(),
  /** HTML body. */
  content: pair(I, 'content').optional(),
  title_desc: pair(I, 'title_desc').optional(),
  content_title: pair(I, 'content_title').optional(),
  /** Case facts (product and maintenance cases, solutions). */
  area: pair(I, 'area').optional(),
  customer: pair(I, 'customer').optional(),
  product: pair(I, 'product').optional(),
  industry: pair(I, 'industry').optional(),
  mediainfo: pair(I, 'mediainfo').optional(),
  working_condition: pair(I, 'working_condition').optional(),
  publish_date: isoDate,
  picture: picture.optional(),
  pictures: z.array(picture).max(50).optional(),
  /** Manuals get a generated PDF, videos a bundled clip; the name is the file's title. */
  file: z.strictObject({ kind: z.enum(['pdf', 'video']), name: pair(I, 'files_name') }).optional(),
  /** A downloadable document of a solution or case (generated PDF); the value is its title. */
  download: pair(I, 'download_name').optional(),
  /** Keys of related cases (case_gl). */
  related: z.array(key).optional(),
  url: I.url.unwrap().optional(),
  is_blank: I.is_blank.unwrap().optional(),
});
export type SeedItem = z.output<typeof item>;

/** An office of the sales and service network; its phone and e-mail are the same in both languages. */
const office = z.strictObject({
  title: pair(I, 'title'),
  /** Address. */
  summary: pair(I, 'summary'),
  /** Phone. */
  content_title: I.content_title,
  /** E-mail. */
  title_desc: I.title_desc,
});

const J = jobRules.shape;
const job = z.strictObject({
  name: pair(J, 'name'),
  place: pair(J, 'place'),
  peoplenum: J.peoplenum.unwrap(),
  experience: pair(J, 'experience'),
  educational: pair(J, 'educational'),
  /** HTML: duties and requirements. */
  content: pair(J, 'content'),
  /** Where the job is (its JobPosting's address; the city is `place`). */
  street: pair(J, 'street'),
  region: pair(J, 'region'),
  postal_code: J.postal_code.unwrap(),
  country: J.country.unwrap(),
  employment_type: J.employment_type.unwrap(),
  /** Open for this many days after the demo content is loaded (its validThrough). */
  open_days: z.number().int().min(1).max(3650).optional(),
});

const S = configRules.shape;
/** Customers and qualifications: a name and its description, as the staff console's name maps. */
const named = z.strictObject({
  name: z.strictObject({ en: S.en_mycustom_name.keyType, zh: S.mycustom_name.keyType }),
  description: z.strictObject({
    en: lines(S.en_mycustom_name.valueType),
    zh: lines(S.mycustom_name.valueType),
  }),
});
const counterRules = S.counters.element.shape;
const bannerRules = S.banner_index.element.shape;
const socialRules = S.social.element.shape;

/** The site configuration (GET /api/common/getconfig); pictures and QR codes are generated. */
const siteConfig = z.strictObject({
  company_name: pair(S, 'company_name'),
  address: pair(S, 'address'),
  phone: S.phone,
  hotline: S.hotline,
  email: S.email,
  fax: S.fax,
  working_hours: pair(S, 'working_hours'),
  counters: z
    .array(z.strictObject({ value: counterRules.value, label: pair(counterRules, 'label') }))
    .max(20),
  /** Customers shown on home, with a generated logo each. */
  customers: z.array(named).max(200),
  /** Qualifications, with a generated certificate picture each. */
  qualifications: z.array(named).max(200),
  banners: z
    .array(
      z.strictObject({
        title: pair(bannerRules, 'title'),
        subtitle: pair(bannerRules, 'subtitle'),
        picture,
      }),
    )
    .max(30),
  capacity_pictures: z.array(picture).max(200),
  quality_pictures: z.array(picture).max(200),
  vr_link: S.vr_link,
  consultation_link: S.consultation_link,
  map_center: S.map_center,
  social: z.array(z.strictObject({ name: pair(socialRules, 'name'), url: socialRules.url })).max(20),
});

// The files ------------------------------------------------------------------------------------

/**
 * Content items, by file. The order is part of the data: items are inserted by publication date
 * and, on the same date, in this order (ids follow it).
 */
const ITEM_FILES = [
  'news',
  'product-cases',
  'maintenance-cases',
  'industries',
  'applications',
  'faq',
  'manuals',
  'videos',
  'history',
  'stories',
  'gallery',
  'about-videos',
] as const;

/** Bad data files: the message names, line by line, the file, the item and the field. */
export class ContentFileError extends Error {
  override name = 'ContentFileError';
}

/** Where a problem is: the file, and the item by position and by its key or English name. */
function itemLabel(file: string, entries: unknown, index: number | undefined): string {
  if (index === undefined) return `${file}.json`;
  const entry = (Array.isArray(entries) ? entries[index] : undefined) as Record<string, unknown> | undefined;
  const title = entry?.title ?? entry?.name ?? entry?.cate_name;
  const name =
    typeof entry?.key === 'string'
      ? entry.key
      : title && typeof title === 'object' && 'en' in title
        ? String(title.en)
        : undefined;
  return `${file}.json, item ${index + 1}${name === undefined ? '' : ` (${JSON.stringify(name.slice(0, 60))})`}`;
}

type Problems = string[];

function readFile<S extends z.ZodType>(
  dir: string,
  file: string,
  schema: S,
  problems: Problems,
): z.output<S> | undefined {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(path.join(dir, `${file}.json`), 'utf8'));
  } catch (error) {
    problems.push(`${file}.json: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    // Files of lists start the path with the item's index; a site-config field starts at once.
    const [first, ...rest] = issue.path;
    const index = Array.isArray(data) && typeof first === 'number' ? first : undefined;
    const field = [
      ...(index === undefined ? issue.path : rest),
      ...(issue.code === 'unrecognized_keys' ? issue.keys : []),
    ];
    const message =
      issue.code === 'unrecognized_keys'
        ? 'not a field of this file (a typing mistake?)'
        : checkInWords(issue);
    problems.push(
      `${itemLabel(file, data, index)}, field ${field.map(String).join('.') || '(the whole item)'}: ${message}`,
    );
  }
  return undefined;
}

/**
 * Links between files by key (related cases, an area's lists, associated products), categories and
 * tags: a link to nothing would be dropped without a word, so it is a mistake in the data.
 */
function checkLinks(
  content: DemoContent,
  itemFiles: readonly { file: string; items: SeedItem[] }[],
  problems: Problems,
): void {
  const keys = (file: string, list: { key?: string | undefined }[], into: Set<string>) =>
    list.forEach(({ key }, i) => {
      if (key === undefined) return;
      if (into.has(key)) problems.push(`${itemLabel(file, list, i)}, field key: "${key}" is used twice`);
      into.add(key);
    });
  const itemKeys = new Set<string>();
  const productKeys = new Set<string>();
  for (const { file, items } of itemFiles) keys(file, items, itemKeys);
  keys('products', content.products, productKeys);
  for (const key of Object.keys(content.valveActuation))
    if (!content.flowTables[key])
      problems.push(`valve-actuation.json, "${key}": no flow table with this key in flow-tables.json`);
  for (const key of Object.keys(content.flowTables))
    if (!productKeys.has(key))
      problems.push(`flow-tables.json, "${key}": no product with this key in products.json`);
  const linked = (
    file: string,
    list: unknown[],
    i: number,
    field: string,
    to: string[] | undefined,
    known: Set<string>,
    what: string,
  ) =>
    (to ?? []).forEach((key, j) => {
      if (!known.has(key))
        problems.push(`${itemLabel(file, list, i)}, field ${field}.${j}: no ${what} has the key "${key}"`);
    });

  const categories = new Map<number, { parent_id: number; tags?: Text[] | undefined }>([
    ...content.categories.map((c) => [c.id, c] as const),
    ...content.productCategories.map((c) => [c.id, c] as const),
  ]);
  const productCategories = new Set(content.productCategories.map((c) => c.id));
  for (const { file, items } of itemFiles) {
    items.forEach((item, i) => {
      const category = categories.get(item.cate_id);
      if (!category)
        problems.push(
          `${itemLabel(file, items, i)}, field cate_id: no category ${item.cate_id} in categories.json`,
        );
      // A child category without tags of its own shares its parent's (cases under 22).
      const tags = category?.tags ?? categories.get(category?.parent_id ?? -1)?.tags ?? [];
      if (item.tag !== undefined && item.tag >= tags.length)
        problems.push(
          `${itemLabel(file, items, i)}, field tag: category ${item.cate_id} has ${tags.length} tags`,
        );
      linked(file, items, i, 'related', item.related, itemKeys, 'content item');
    });
  }
  content.products.forEach((p, i) => {
    if (!productCategories.has(p.cate_id))
      problems.push(
        `${itemLabel('products', content.products, i)}, field cate_id: no category ${p.cate_id} in product-categories.json`,
      );
    linked('products', content.products, i, 'actuators', p.actuators, productKeys, 'product');
    linked('products', content.products, i, 'modifiedValves', p.modifiedValves, productKeys, 'product');
  });
  content.applicationAreas.forEach((a, i) => {
    linked('application-areas', content.applicationAreas, i, 'products', a.products, productKeys, 'product');
    linked(
      'application-areas',
      content.applicationAreas,
      i,
      'industries',
      a.industries,
      itemKeys,
      'content item',
    );
    linked(
      'application-areas',
      content.applicationAreas,
      i,
      'solutions',
      a.solutions,
      itemKeys,
      'content item',
    );
  });
}

/**
 * A body material's published rating table: its designation in both languages, the rest as the
 * staff API takes it (and checked by the same rules).
 */
const { name: _name, en_name: _enName, ...ratingFields } = ratingTableBody.shape;
const ratingTable = z
  .strictObject({ ...ratingFields, name: pair(ratingTableBody.shape, 'name') })
  .transform(({ name, ...rest }, ctx) => {
    // The table's own checks, which hold between its fields (columns, rows, their order).
    const checked = ratingTableBody.safeParse({ ...rest, name: name.zh, en_name: name.en });
    if (checked.success) return checked.data;
    for (const { message, path } of checked.error.issues)
      ctx.issues.push({ code: 'custom', message, path, input: rest });
    return z.NEVER;
  });

/** A valve's actuation data, its product given by the file's key: the staff API's checks. */
const valveActuation = z.looseObject({}).transform((data, ctx) => {
  const checked = valveActuationBody.safeParse({ ...data, product_id: 1 });
  if (checked.success) {
    const { product_id: _product, ...rest } = checked.data;
    return rest;
  }
  for (const { message, path } of checked.error.issues)
    ctx.issues.push({ code: 'custom', message, path, input: data });
  return z.NEVER;
});

/** Reads and checks every demo content file; a ContentFileError lists every problem found. */
export function readDemoContent(dir = CONTENT_DIR) {
  const problems: Problems = [];
  const read = <S extends z.ZodType>(file: string, schema: S) => readFile(dir, file, schema, problems);
  const itemFiles = ITEM_FILES.map((file) => ({ file, items: read(file, z.array(item)) ?? [] }));
  const files = {
    siteConfig: read('site-config', siteConfig),
    categories: read('categories', z.array(category)),
    productCategories: read('product-categories', z.array(productCategory)),
    applicationAreas: read('application-areas', z.array(applicationArea)),
    products: read('products', z.array(product)),
    /** Flow tables of the control valves, by product key. */
    flowTables: read('flow-tables', z.record(key, flowTableSchema)),
    /** The published pressure–temperature ratings of body materials. */
    ratingTables: read('rating-tables', z.array(ratingTable)),
    /** The actuators of the catalogue, and what sizing them needs of each control valve, by product key. */
    actuators: read('actuators', z.array(actuatorBody)),
    valveActuation: read('valve-actuation', z.record(key, valveActuation)),
    offices: read('offices', z.array(office)),
    jobs: read('jobs', z.array(job)),
  };
  // Each file that failed has said why; the links are checked between files that are whole.
  const whole = (Object.keys(files) as (keyof typeof files)[]).every((name) => files[name] !== undefined);
  const content = { ...files, items: itemFiles.flatMap((f) => f.items) } as DemoContent;
  if (whole && problems.length === 0) checkLinks(content, itemFiles, problems);
  if (problems.length > 0) {
    const shown = path.relative(projectRoot, dir).startsWith('..') ? dir : path.relative(projectRoot, dir);
    throw new ContentFileError(
      `the demo content in ${shown} is invalid:\n  ${problems.slice(0, 20).join('\n  ')}${problems.length > 20 ? `\n  …and ${problems.length - 20} more` : ''}`,
    );
  }
  return content;
}

/** The demo content, checked: every file whole and every link between them found. */
export interface DemoContent {
  siteConfig: z.output<typeof siteConfig>;
  categories: SeedCategory[];
  productCategories: z.output<typeof productCategory>[];
  applicationAreas: z.output<typeof applicationArea>[];
  products: z.output<typeof product>[];
  flowTables: Record<string, z.output<typeof flowTableSchema>>;
  ratingTables: z.output<typeof ratingTable>[];
  actuators: z.output<typeof actuatorBody>[];
  valveActuation: Record<string, z.output<typeof valveActuation>>;
  /** Every content item, the files in ITEM_FILES order. */
  items: SeedItem[];
  offices: z.output<typeof office>[];
  jobs: z.output<typeof job>[];
}
