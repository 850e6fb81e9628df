/**
 * The bilingual fields of the records staff edit (content items, products, categories, tags,
 * jobs, the site configuration): the console's forms, the staff API's checks (records.ts) and the
 * public wire shapes read them from here.
 */
/** How a text is edited: one line, a plain paragraph, or HTML (sanitised when saved). */
export type TextKind = 'line' | 'text' | 'rich';

/** A bilingual field: stored as `name` (Chinese) and `en_name` (English), each at most `max` long. */
export interface BilingualSpec {
  max: number;
  /** A shorter limit for the Chinese text, where one character says more. */
  zhMax?: number;
  kind: TextKind;
  /** One language at least must be filled in. */
  required?: true;
}

const line = (max: number, required?: true): BilingualSpec => ({ max, kind: 'line', required });
const paragraph = { max: 10_000, kind: 'text' } as const satisfies BilingualSpec;
const rich = { max: 2_000_000, kind: 'rich' } as const satisfies BilingualSpec;
/** A fact of a case (customer, working condition…). */
const fact = line(1000);

/**
 * What search results and share previews show of a page: about two lines, as the pages cut their
 * generated descriptions (app/lib/meta.ts).
 */
export const META_DESCRIPTION_MAX = { en: 200, zh: 100 } as const;
/** A page's own description for search results and link previews; empty: the generated one. */
const metaDescription = {
  max: META_DESCRIPTION_MAX.en,
  zhMax: META_DESCRIPTION_MAX.zh,
  kind: 'text',
} as const satisfies BilingualSpec;

/** Bilingual fields of each record, in the order of the table's columns. */
export const BILINGUAL = {
  item: {
    title: line(500, true),
    summary: paragraph,
    summary2: paragraph,
    content: rich,
    title_desc: line(500),
    content_title: line(500),
    files_name: line(500),
    download_name: line(500),
    area: fact,
    customer: fact,
    product: fact,
    industry: fact,
    mediainfo: fact,
    working_condition: fact,
    meta_description: metaDescription,
  },
  product: {
    title: line(500, true),
    summary: paragraph,
    content: rich,
    /** Performance. */
    cpxn: rich,
    /** Advantages. */
    cpys: rich,
    /** Structure features. */
    jgtd: rich,
    meta_description: metaDescription,
  },
  productSpec: { name: line(500), value: line(500) },
  productFile: { files_name: line(500), summary: line(5000) },
  category: {
    cate_name: line(200, true),
    title: line(200),
    summary: paragraph,
    summary2: paragraph,
    content: rich,
  },
  tag: { name: line(100, true) },
  job: {
    name: line(500, true),
    place: line(500),
    experience: line(500),
    educational: line(500),
    content: rich,
    /** Where the job is, for its JobPosting (migration 0014): street and region; city is `place`. */
    street: line(500),
    region: line(200),
    meta_description: metaDescription,
  },
  siteConfig: { company_name: line(500), address: { max: 500, kind: 'text' }, working_hours: line(500) },
  banner: { title: line(500), subtitle: line(500) },
  counter: { label: line(200) },
  social: { name: line(100) },
} as const satisfies Record<string, Record<string, BilingualSpec>>;

export type Bilingual = (typeof BILINGUAL)[keyof typeof BILINGUAL];

/** Language pairs as the wire carries them: `name` (Chinese) and `en_name` (English) of each name. */
export type Pairs<K extends string> = { [P in K | `en_${K}`]: string };

/** The facts of a case (customer, working condition…), edited together. */
export const ITEM_FACTS = (Object.keys(BILINGUAL.item) as (keyof typeof BILINGUAL.item)[]).filter(
  (name) => BILINGUAL.item[name] === fact,
);

/** Names of a record's fields of some kinds, in column order. */
export function namesOf<F extends Bilingual>(fields: F, kinds: readonly TextKind[]): (keyof F & string)[] {
  return (Object.keys(fields) as (keyof F & string)[]).filter((name) =>
    kinds.includes((fields[name] as BilingualSpec).kind),
  );
}
