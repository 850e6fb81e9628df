import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { CATE } from '#contract/constants.js';
import type { ServiceContext } from '../../services/platform/context.js';
import type { Services } from '../../services/index.js';
import { ITEM_TEXT } from '../../services/content/items.js';
import { contentServicesWithin, type ContentServices } from '../../services/content/index.js';
import type { SiteConfig } from '#contract/content.js';
import { projectRoot } from '../../lib/paths.js';
import {
  readDemoContent,
  type DemoContent,
  type IconName,
  type Picture,
  type SeedCategory,
  type SeedItem,
  type Text,
} from './content.js';
import { datasheetSections, makePdf, manualSections } from './documents.js';
import { renderIcon, renderLogo, renderPicture, renderQrPlaceholder } from './pictures.js';
import { cachedMedia, cachedPhoto, type PhotoSpec } from './photos.js';
import { sharpLib } from '../../lib/sharp.js';
import { contentTypeOf, type FileStore } from '../../lib/storage.js';
import { dateText } from '../../services/platform/wire.js';

/** Spreads a Text into the column pair `name` (Chinese) / `en_name` (English). */
function columns<K extends string>(name: K, text: Text | undefined): Record<K | `en_${K}`, string> {
  return { [name]: text?.zh ?? '', [`en_${name}`]: text?.en ?? '' } as Record<K | `en_${K}`, string>;
}

/** The column pairs of several texts of a record (missing ones empty). */
function textColumns<const K extends string>(
  record: { readonly [N in NoInfer<K>]?: Text | undefined },
  names: readonly K[],
): Record<K | `en_${K}`, string> {
  return Object.assign({}, ...names.map((name) => columns(name, record[name])));
}

const DAY = 86_400_000;
/** Products whose gallery starts with a photograph. */
export const PHOTO_PRODUCTS = 3;

/** Where the demo drawings are, under the uploads folder. */
const DRAWINGS = 'demo/pictures';
/** Part of the cache key of rasterised drawings: change it when the encoding changes. */
const DRAWING_VERSION = 'drawings-v1';
/** Drawings encoded at once (libvips runs one thread per operation: lib/sharp.ts). */
const DRAWING_WORKERS = 4;

/**
 * A demo drawing as the raster picture a real catalogue's photograph would be: a
 * browser decodes a WebP off the page's main thread, where an SVG `<img>` is a document of its own,
 * styled, laid out and painted on it. Encoded once per machine (the cache is keyed by the drawing).
 */
function drawingWebp(svg: string, cacheDir: string, lossless: boolean): Promise<Buffer> {
  const key = crypto.createHash('sha256').update(svg).digest('hex').slice(0, 32);
  return cachedMedia(
    cacheDir,
    `drawings/${DRAWING_VERSION}-${lossless ? 'mark-' : ''}${key}.webp`,
    async () =>
      (await sharpLib())(Buffer.from(svg))
        .webp(lossless ? { lossless: true } : { quality: 82 })
        .toBuffer(),
  );
}

/** The file name of a mark (MediaWriter.mark): its edges and flat colours are encoded without loss. */
const MARK = /^mark-/;

/**
 * Encodes each demo drawing the seed wrote as SVG into the WebP file the content names, where that
 * file is missing: after the seed, like the photographs, so that a first start answers at once and a
 * start stopped half-way finishes the job (each file written whole). Answers how many it made.
 */
async function makeDemoDrawings(files: FileStore, cacheDir: string, stopped: () => boolean): Promise<number> {
  // None: a database whose content the demo seed did not write.
  const names = new Set<string>();
  for await (const file of files.list(`${DRAWINGS}/`)) names.add(file.key);
  // The marks first: the logo and the footer's codes are on every page.
  const missing = [...names]
    .filter((key) => key.endsWith('.svg') && !names.has(key.replace(/\.svg$/, '.webp')))
    .sort((a, b) => Number(MARK.test(path.posix.basename(b))) - Number(MARK.test(path.posix.basename(a))));
  let next = 0;
  let made = 0;
  const worker = async () => {
    while (next < missing.length && !stopped()) {
      const svg = missing[next++]!;
      const drawing = await files.read(svg);
      if (!drawing) continue;
      const webp = await drawingWebp(drawing.toString('utf8'), cacheDir, MARK.test(path.posix.basename(svg)));
      const key = svg.replace(/\.svg$/, '.webp');
      await files.write(key, webp, contentTypeOf(key));
      made++;
    }
  };
  await Promise.all(Array.from({ length: DRAWING_WORKERS }, worker));
  return made;
}

/** Writes generated media under demo/ in the file store and answers their stored paths. */
class MediaWriter {
  private readonly written = new Set<string>();
  constructor(
    private readonly files: FileStore,
    private readonly now: number,
  ) {}

  private async write(stored: string, data: string | Uint8Array): Promise<string> {
    if (!this.written.has(stored)) {
      await this.files.write(stored, Buffer.from(data), contentTypeOf(stored));
      this.written.add(stored);
    }
    return stored;
  }

  /**
   * A drawing: its SVG is written now, and the content names the WebP copy that makeDemoDrawings()
   * encodes from it after the seed, while the site already answers.
   */
  async picture(picture: Picture | undefined, name: string, width = 800, height = 600): Promise<string> {
    if (!picture) return '';
    await this.write(`${DRAWINGS}/${name}.svg`, renderPicture(picture, name, width, height));
    return `${DRAWINGS}/${name}.webp`;
  }

  /**
   * Where a camera-sized demo photograph will be (media/<month>/demo-<name>.jpg, where staff
   * uploads go). Drawing and cleaning them takes minutes on a small machine, so they are made
   * after the seed, while the site already answers: makeDemoPhotos().
   */
  photo(name: DemoPhotoName): string {
    const month = new Date(this.now).toISOString().slice(0, 7);
    return `media/${month}/demo-${name}.jpg`;
  }

  async pictures(pictures: Picture[] | undefined, name: string): Promise<string> {
    const paths = await Promise.all((pictures ?? []).map((p, i) => this.picture(p, `${name}-${i + 1}`)));
    return paths.join(',');
  }

  /**
   * A mark (the logo, a line icon, a QR code) as a raster picture `scale` times its drawn size, so
   * it stays sharp on a phone's dense screen: an SVG `<img>` would be a document of its own on the
   * page's main thread, as the drawings were. Encoded with the drawings, without loss.
   */
  async mark(name: string, svg: string, scale: number): Promise<string> {
    const scaled = svg.replace(
      /^<svg([^>]*?) width="(\d+)" height="(\d+)"/,
      (_, before: string, width: string, height: string) =>
        `<svg${before} width="${Number(width) * scale}" height="${Number(height) * scale}"`,
    );
    if (scaled === svg) throw new Error(`the mark ${name} has no width and height to scale`);
    await this.write(`${DRAWINGS}/mark-${name}.svg`, scaled);
    return `${DRAWINGS}/mark-${name}.webp`;
  }

  icon(icon: IconName | undefined): Promise<string> {
    // Shown at 48 px.
    return icon ? this.mark(`icon-${icon}`, renderIcon(icon), 3) : Promise.resolve('');
  }

  async pdf(name: string, title: string, kind: 'manual' | 'datasheet'): Promise<string> {
    const sections = kind === 'manual' ? manualSections(title) : datasheetSections(title);
    return this.write(
      `demo/files/${name}.pdf`,
      await makePdf({ title, subtitle: 'Maple River Controls', sections }),
    );
  }

  /** The generated clips are committed in ./media; items take them in turn. */
  async video(index: number): Promise<string> {
    const clip = index === 0 ? 'banner.mp4' : `clip-${((index - 1) % 8) + 1}.mp4`;
    return this.write(
      `demo/video/${clip}`,
      await fs.readFile(path.join(projectRoot, 'server/db/seed/media', clip)),
    );
  }
}

/** The demo's pages describe themselves: their generated texts and share cards. */
const GENERATED_SHARE = { meta_description: '', en_meta_description: '', share_image: '' };

/** Loads the demo content into an empty database; does nothing when content exists. */
export async function seedIfEmpty(ctx: ServiceContext, services: Services): Promise<boolean> {
  const { db, dialect } = ctx;
  const media = new MediaWriter(services.platform.files, ctx.now());
  const seeded = await db.transaction().execute(async (trx) => {
    // Several instances may start at once on one PostgreSQL: only one of them seeds.
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(1965)`.execute(trx);
    const existing = await trx.selectFrom('category').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    let at = ctx.now();
    const content = contentServicesWithin(ctx, services.platform, trx, () => at);
    await loadDemo({ content, dateTo: (time) => (at = time) }, media, ctx.now());
    if (dialect === 'postgres') {
      await sql`select setval(pg_get_serial_sequence('category', 'id'), (select max(id) from category))`.execute(
        trx,
      );
    }
    return true;
  });
  return seeded;
}

/** A demo photograph's name: its drawing follows from it (a product's studio shot, a banner's plant). */
type DemoPhotoName = `product-${number}` | `banner-${number}`;
const DEMO_PHOTO_PATH = /media\/\d{4}-\d{2}\/demo-((?:product|banner)-\d+)\.jpg/g;

/**
 * Encodes the demo drawings not encoded yet (makeDemoDrawings), then draws the demo photographs the
 * database names but the uploads folder lacks, sends each through the image pipeline like a staff
 * upload (EXIF cleaned, sizes derived), and tells the page caches. Run after the seed and at every
 * start with demo content, in the background: a start that was stopped half-way finishes the job,
 * and a second instance finds the files made (written whole, atomically, so a half-drawn picture is
 * never seen). `stopped` ends it between pictures. Answers how many pictures it made.
 */
export async function makeDemoPhotos(
  ctx: ServiceContext,
  services: Services,
  stopped: () => boolean = () => false,
): Promise<number> {
  const { db } = ctx;
  const [products, config] = await Promise.all([
    db.selectFrom('product_image').select('path').where('path', 'like', 'media/%/demo-%').execute(),
    db.selectFrom('site_config').select('value').where('key', '=', 'site').executeTakeFirst(),
  ]);
  const named = [products.map((row) => row.path).join('\n'), config?.value ?? ''].join('\n');
  const photos = new Map([...named.matchAll(DEMO_PHOTO_PATH)].map((m) => [m[0], m[1] as DemoPhotoName]));
  // The drawings first: they are on most pages and take seconds, the photographs minutes.
  const drawings = await makeDemoDrawings(services.platform.files, ctx.config.imageCacheDir, stopped);
  let made = 0;
  for (const [stored, name] of photos) {
    if (stopped()) break;
    if (await services.platform.files.stat(stored)) continue;
    const spec: PhotoSpec = { scene: name.startsWith('banner') ? 'plant' : 'studio', seed: name };
    await services.platform.files.write(
      stored,
      await cachedPhoto(spec, ctx.config.imageCacheDir),
      contentTypeOf(stored),
    );
    await services.platform.images.prepare(stored);
    made++;
  }
  if (made > 0) {
    await services.platform.images.idle();
    await services.content.cache.changed();
  }
  return drawings + made;
}

/** Offices as content items of the network category, listed newest first: the head office gets the latest date. */
function officeItems(seed: DemoContent): SeedItem[] {
  return seed.offices.map((o, i) => ({
    cate_id: CATE.network,
    title: o.title,
    summary: o.summary,
    content_title: { zh: o.content_title, en: o.content_title },
    title_desc: { zh: o.title_desc, en: o.title_desc },
    publish_date: new Date(Date.UTC(2025, 0, 31 - i)).toISOString().slice(0, 10),
    picture: { scene: 'office-building', label: o.title.en.slice(0, 24) },
  }));
}

/**
 * The content services the seed saves through, inside its transaction, and their clock: each
 * record is saved at the time its data file gives (an item at its publication date), as if staff
 * had saved it then.
 */
interface SeedSaves {
  content: ContentServices;
  /** Dates the saves that follow. */
  dateTo(time: number): void;
}

/**
 * Loads the demo content through the staff saves' own create and update functions (their checks,
 * sanitising, search index and revisions): first each record, then, once everything a record links
 * to exists, its links, pictures and files, as staff would in the console.
 */
async function loadDemo({ content, dateTo }: SeedSaves, media: MediaWriter, now: number): Promise<void> {
  // Read (and checked) before anything is written: a bad file stops start-up with nothing half-seeded.
  const seed = readDemoContent();
  const dateOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) || now;
  dateTo(now);

  // Categories (their ids are fixed: the code names some): fixed pages and lists, product
  // categories, application areas (their lists once the products and items exist).
  const categoryRows: SeedCategory[] = [
    ...seed.categories,
    ...seed.productCategories.map((c): SeedCategory => ({ ...c, kind: 'product', sort: c.id })),
    ...seed.applicationAreas.map((a, i): SeedCategory => ({
      id: a.id,
      parent_id: CATE.applicationRoot,
      kind: 'application',
      sort: i,
      cate_name: a.cate_name,
      summary: a.summary,
      summary2: a.summary2,
      content: a.content,
      icon: a.icon,
      image: a.image,
    })),
  ];
  for (const c of categoryRows) {
    await content.categories.create(
      {
        parent_id: c.parent_id,
        kind: c.kind,
        sort: c.sort ?? 0,
        status: c.status ?? 1,
        is_blank: c.is_blank ?? 0,
        url: c.url ?? '',
        image: await media.picture(c.image, `category-${c.id}`),
        images: await media.pictures(c.images, `category-${c.id}-gallery`),
        ico_image: await media.icon(c.icon),
        ...columns('cate_name', c.cate_name),
        ...columns('title', c.title ?? c.cate_name),
        ...textColumns(c, ['summary', 'summary2', 'content']),
      },
      { id: c.id },
    );
  }

  // Tags: a child category whose parent has tags shares the parent's (cases 75/76 under 22).
  const tagIds = new Map<number, number[]>();
  const byId = new Map(categoryRows.map((c) => [c.id, c]));
  for (const c of categoryRows) {
    if (!c.tags?.length || byId.get(c.parent_id)?.tags?.length) continue;
    const ids: number[] = [];
    for (const [sort, tag] of c.tags.entries())
      ids.push(await content.tags.create({ cate_id: c.id, sort, ...columns('name', tag) }));
    tagIds.set(c.id, ids);
  }
  const tagFor = (cateId: number, index: number | undefined): number => {
    if (index === undefined) return 0;
    const own = tagIds.get(cateId) ?? tagIds.get(byId.get(cateId)?.parent_id ?? -1);
    return own?.[index] ?? 0;
  };

  // Content items, each saved at its publication date.
  const itemIds = new Map<string, number>();
  const related: { id: number; publish: number; keys: string[] }[] = [];
  let videoIndex = 1;
  // Created oldest first, so ids follow publication dates (keyword results are ordered by id).
  const allItems: SeedItem[] = [...seed.items, ...officeItems(seed)].sort((a, b) =>
    a.publish_date.localeCompare(b.publish_date),
  );
  for (const [index, item] of allItems.entries()) {
    const name = `item-${index + 1}`;
    const files =
      item.file?.kind === 'pdf'
        ? await media.pdf(`manual-${index + 1}`, item.file.name.en, 'manual')
        : item.file?.kind === 'video'
          ? await media.video(videoIndex++)
          : '';
    const download = item.download
      ? await media.pdf(`document-${index + 1}`, item.download.en, 'datasheet')
      : '';
    const image = await media.picture(item.picture ?? item.pictures?.[0], name);
    const images = item.pictures?.length ? await media.pictures(item.pictures, name) : image;
    const publish = dateOf(item.publish_date);
    dateTo(publish);
    const id = await content.items.create({
      ...GENERATED_SHARE,
      cate_id: item.cate_id,
      type_id: tagFor(item.cate_id, item.tag),
      status: 1,
      sort: 0,
      is_blank: item.is_blank ?? 0,
      url: item.url ?? '',
      image,
      images,
      ico_image: '',
      files,
      download,
      ...textColumns(item, [...ITEM_TEXT, 'content']),
      // Named after what they describe in the data files.
      ...columns('files_name', item.file?.name),
      ...columns('download_name', item.download),
      publish_time: publish,
    });
    if (item.key) itemIds.set(item.key, id);
    if (item.related?.length) related.push({ id, publish, keys: item.related });
  }
  // Related cases may be newer than the item: linked once all exist (still at the item's date).
  const idsOf = (keys: string[], ids: Map<string, number>) => keys.map((key) => ids.get(key) ?? 0);
  for (const { id, publish, keys } of related) {
    dateTo(publish);
    await content.items.update(id, { related_ids: idsOf(keys, itemIds) });
  }
  dateTo(now);

  // The published rating tables of the body materials the flow tables name.
  for (const table of seed.ratingTables) await content.ratingTables.create(table);

  // Products with their specification tables; then their pictures and files (named by the
  // product's id) and the products they link to.
  const productIds = new Map<string, number>();
  for (const [sort, p] of seed.products.entries()) {
    const id = await content.products.create({
      ...GENERATED_SHARE,
      cate_id: p.cate_id,
      status: 1,
      sort,
      no: p.no,
      ...textColumns(p, ['title', 'summary', 'content']),
      ...columns('cpxn', p.performance),
      ...columns('cpys', p.advantages),
      ...columns('jgtd', p.structure),
      specs: p.specs.map((s) => ({ ...columns('name', s.name), ...columns('value', s.value) })),
      flow_sizes: seed.flowTables[p.key] ?? null,
    });
    productIds.set(p.key, id);
  }
  // The actuators, and each control valve's actuation data, by the product's id.
  for (const actuator of seed.actuators) await content.actuators.create(actuator);
  for (const [key, data] of Object.entries(seed.valveActuation))
    await content.valveActuations.create({ ...data, product_id: productIds.get(key)! });
  for (const [sort, p] of seed.products.entries()) {
    const id = productIds.get(p.key)!;
    const images = await Promise.all(
      p.pictures.map((pic, i) => media.picture(pic, `product-${id}-${i + 1}`, 800, 800)),
    );
    // The first few products lead with a studio photograph, as a real catalogue would.
    if (sort < PHOTO_PRODUCTS) images.unshift(media.photo(`product-${id}`));
    const files = [];
    for (const [i, file] of p.files.entries())
      files.push({
        path: await media.pdf(`product-${id}-${i + 1}`, `${p.no} ${file.name.en}`, 'datasheet'),
        ...columns('files_name', file.name),
        ...columns('summary', file.summary),
      });
    await content.products.update(id, {
      images,
      files,
      actuator_ids: idsOf(p.actuators ?? [], productIds),
      modified_valve_ids: idsOf(p.modifiedValves ?? [], productIds),
    });
  }

  // Application areas: their products, industries and solutions.
  for (const area of seed.applicationAreas) {
    await content.categories.update(area.id, {
      area_product_ids: idsOf(area.products, productIds),
      area_industry_ids: idsOf(area.industries, itemIds),
      area_solution_ids: idsOf(area.solutions, itemIds),
    });
  }

  // Jobs, each posted a day before the one above it; their last days counted from today.
  for (const [sort, job] of seed.jobs.entries()) {
    dateTo(now - sort * DAY);
    const id = await content.jobs.create({
      ...GENERATED_SHARE,
      sort,
      status: 1,
      peoplenum: job.peoplenum,
      ...textColumns(job, ['name', 'place', 'experience', 'educational', 'street', 'region', 'content']),
      postal_code: job.postal_code,
      country: job.country,
      employment_type: job.employment_type,
      valid_through: null,
    });
    dateTo(now);
    await content.jobs.update(id, {
      valid_through: job.open_days ? dateText(now + job.open_days * DAY) : null,
    });
  }

  await content.site.save(await siteConfigWire(seed.siteConfig, media));
}

const url = (stored: string) => (stored ? `/uploads/${stored}` : '');

/** The configuration document in its wire shape (GET /api/common/getconfig). */
async function siteConfigWire(c: DemoContent['siteConfig'], media: MediaWriter): Promise<SiteConfig> {
  const nameMap = (entries: { name: Text; description: Text }[], lang: 'zh' | 'en') =>
    Object.fromEntries(entries.map((e) => [e.name[lang], e.description[lang]]));
  const banners = await Promise.all(
    c.banners.map(async (b, i) => ({
      // Photographs, not drawings: the banner is the page's largest picture (LCP).
      image: url(media.photo(`banner-${i + 1}`)),
      ...columns('title', b.title),
      ...columns('subtitle', b.subtitle),
    })),
  );
  const pictureUrls = async (pictures: Picture[], name: string) =>
    Promise.all(pictures.map(async (p, i) => url(await media.picture(p, `${name}-${i + 1}`))));
  return {
    ...textColumns(c, ['company_name', 'address', 'working_hours']),
    phone: c.phone,
    hotline: c.hotline,
    email: c.email,
    fax: c.fax,
    // Drawn at 360 × 96, shown at 180 × 48.
    logo: url(await media.mark('logo', renderLogo(), 1.5)),
    banner_video: url(await media.video(0)),
    banner_index: banners,
    mycustom_image: await Promise.all(
      c.customers.map(async (customer, i) =>
        url(
          await media.picture(
            { scene: 'customer-logo', label: customer.name.en },
            `customer-${i + 1}`,
            320,
            160,
          ),
        ),
      ),
    ),
    mycustom_name: nameMap(c.customers, 'zh'),
    en_mycustom_name: nameMap(c.customers, 'en'),
    capacity_pictures: await pictureUrls(c.capacity_pictures, 'capacity'),
    quality_pictures: await pictureUrls(c.quality_pictures, 'quality'),
    enterprise_qualification: nameMap(c.qualifications, 'zh'),
    en_enterprise_qualification: nameMap(c.qualifications, 'en'),
    qualification_pictures: await Promise.all(
      c.qualifications.map(async (q, i) =>
        url(
          await media.picture({ scene: 'certificate', label: q.name.en }, `qualification-${i + 1}`, 600, 800),
        ),
      ),
    ),
    counters: c.counters.map((counter) => ({ value: counter.value, ...columns('label', counter.label) })),
    vr_link: c.vr_link,
    consultation_link: c.consultation_link,
    map_center: c.map_center,
    map_zoom: 18,
    map_tile_url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    social: await Promise.all(
      c.social.map(async (s, i) => ({
        ...columns('name', s.name),
        url: s.url,
        // Drawn at 160 px, shown at 120.
        qr_image: url(await media.mark(`qr-${i + 1}`, renderQrPlaceholder(s.url), 2.25)),
      })),
    ),
  };
}
