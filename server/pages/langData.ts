import type { ServerBuild } from 'react-router';
import { IMAGE_META_KEY, isPipelineImage, type ImageMeta } from '#contract/images.js';
import { parseLang } from '#contract/lang.js';
import type { Lang } from '#contract/messages.js';

const LAYOUT_ROUTE = 'routes/site';
const MEDIA_PREFIX = '/uploads/media/';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Loader data as a page in `lang` reads it. Wire objects carry both languages (`title` Chinese,
 * `en_title` English, docs/product.md §3), and a page reads them through `text()` (app/lib/lang.ts), which
 * shows the other language only when its own is empty. So the other language's field is left out
 * wherever the page's own is non-empty: the page renders the same and ships about half the data.
 * With `lang` null every field stays. The same walk adds the pipeline pictures (`/uploads/media/…`
 * rasters) the data still names to `images`, so the render asks for their metadata once.
 */
export function forLang<T>(lang: Lang | null, value: T, images?: Set<string>): T {
  if (typeof value === 'string') {
    // `full_images` names several, comma-separated (docs/product.md §3); a pipeline URL has no comma.
    if (images && value.startsWith(MEDIA_PREFIX))
      for (const url of value.split(',')) if (isPipelineImage(url)) images.add(url);
    return value;
  }
  if (Array.isArray(value)) return value.map((entry: unknown) => forLang(lang, entry, images)) as T;
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (lang) {
      const english = key.startsWith('en_');
      const twin = english ? key.slice(3) : `en_${key}`;
      const own = lang === 'en' ? (english ? key : twin) : english ? twin : key;
      // Drop this field when it is the other language and the page's own is there and non-empty.
      if (own !== key && own in value && value[own]) continue;
    }
    out[key] = forLang(lang, entry, images);
  }
  return out as T;
}

/**
 * The pictures' library alt text in the page's language only (`alt`; the other language when its
 * own is empty, as text() reads), like every other language pair of the page. `lang` null keeps both.
 */
function altIn(lang: Lang | null, meta: Record<string, ImageMeta>): Record<string, ImageMeta> {
  if (!lang) return meta;
  return Object.fromEntries(
    Object.entries(meta).map(([url, { alt, en_alt, ...rest }]) => {
      const shown = lang === 'en' ? en_alt || alt : alt || en_alt;
      return [url, shown ? { ...rest, alt: shown } : rest];
    }),
  );
}

/** Answers the metadata of the processed pictures among some URLs (services.platform.images.metaFor). */
export type MetaFor = (urls: Iterable<string>) => Promise<Record<string, ImageMeta>>;

/**
 * One loader's data as its page gets it: trimmed to `lang` (forLang; null keeps it whole) and,
 * when it is a plain object naming processed pictures, their metadata under IMAGE_META_KEY, so
 * `<Picture>` can write `srcset` and the real size. One walk, at most one query.
 */
export async function pageData(data: unknown, lang: Lang | null, metaFor: MetaFor): Promise<unknown> {
  // Only a plain object can carry the key; other data (a Response, a list) is trimmed as before.
  const images = isPlainObject(data) ? new Set<string>() : undefined;
  const out = forLang(lang, data, images);
  if (!images?.size) return out;
  const meta = altIn(lang, await metaFor(images));
  return Object.keys(meta).length ? { ...(out as Record<string, unknown>), [IMAGE_META_KEY]: meta } : out;
}

/**
 * The server build with every route loader's data made page data (pageData): trimmed to the
 * page's language, with the metadata of its processed pictures. Applied where pages render (the
 * render workers, and Vite in development), so page code stays plain: loaders return wire
 * objects, components read them with `text()` and show pictures with `<Picture>`.
 */
export function pageLoaders(build: ServerBuild, metaFor: MetaFor): ServerBuild {
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const loader = route?.module.loader;
    if (!route || !loader) {
      routes[id] = route;
      continue;
    }
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        async loader(args) {
          const data: unknown = await loader(args);
          // The layout's data (site configuration, menu) stays whole: the chrome picks some
          // things by their English name in either language (social icons), and it is small.
          const lang =
            id !== LAYOUT_ROUTE && (args.params.lang === 'en' || args.params.lang === 'zh')
              ? parseLang(args.params.lang)
              : null;
          return pageData(data, lang, metaFor);
        },
      },
    };
  }
  return { ...build, routes };
}
