/**
 * The image pipeline's shape, shared by the server (which makes the files) and the pages (which
 * point at them). A raster picture staff upload is stored at `/uploads/media/<month>/<id>.<ext>`
 * with its metadata stripped; its derived copies sit beside it as `<id>.w<width>.<format>`.
 */

/** Widths derived from every raster upload, never wider than the original. */
export const IMAGE_WIDTHS = [320, 640, 960, 1440, 1920] as const;

/** Modern formats derived at every width, best first (the order of `<source>` elements). */
export const MODERN_FORMATS = ['avif', 'webp'] as const;
export type ModernFormat = (typeof MODERN_FORMATS)[number];
/** The format every browser shows: JPEG for photographs, PNG where the original has transparency. */
export type FallbackFormat = 'jpg' | 'png';

/** What a page needs to show a processed picture without layout shift. */
export interface ImageMeta {
  /** The stored original's size after orientation. */
  width: number;
  height: number;
  /** Derived widths, ascending; the last one is the `src` of the fallback `<img>`. */
  widths: number[];
  fallback: FallbackFormat;
  /** Dominant colour (#rrggbb), painted while the picture loads. */
  color: string;
  /**
   * The media library's alt text, in the page's language once the render has picked it
   * (server/pages/langData.ts); `en_alt` only until then. Absent when the library has none.
   */
  alt?: string;
  en_alt?: string;
}

/** Loader data key under which the render adds the metadata of the pictures a page shows. */
export const IMAGE_META_KEY = '_images';

/** Raster pictures under /uploads/media/ go through the pipeline; SVG, GIF and video do not. */
const PIPELINE_URL = /^\/uploads\/(media\/[0-9]{4}-[0-9]{2}\/[A-Za-z0-9_-]+)\.(jpe?g|png|webp)$/i;

export function isPipelineImage(url: string): boolean {
  return PIPELINE_URL.test(url);
}

/** `/uploads/media/2026-11/abc.jpg`, 640, 'avif' → `/uploads/media/2026-11/abc.w640.avif`. */
export function variantUrl(url: string, width: number, format: ModernFormat | FallbackFormat): string {
  const match = PIPELINE_URL.exec(url);
  if (!match) return url;
  return `/uploads/${match[1]}.w${width}.${format}`;
}

/** The name of a derived copy (`….w640.avif`): written once, never changed, so cached for good. */
export const DERIVED_IMAGE = /\.w[0-9]+\.(avif|webp|jpg|png)$/;

/** The same for a stored path (`media/2026-11/abc.jpg`), as the server writes them. */
export function variantPath(stored: string, width: number, format: ModernFormat | FallbackFormat): string {
  return variantUrl(`/uploads/${stored}`, width, format).slice('/uploads/'.length);
}
