import { useContext, type ImgHTMLAttributes } from 'react';
import {
  isPipelineImage,
  MODERN_FORMATS,
  variantUrl,
  type ImageMeta,
  type ModernFormat,
} from '#contract/images.js';
import { ImageMetaContext } from '../islands/island.js';
import { preloadImage } from '../lib/preloads.js';

/**
 * The metadata of a processed picture: the page's loader data carries it (server/pages/langData.ts)
 * and an island gets what its props name (islands/island.tsx). Undefined for anything else: SVG,
 * GIF, another site's address, or a picture whose derived copies are not made yet.
 */
export function useImageMeta(src: string | undefined): ImageMeta | undefined {
  const meta = useContext(ImageMetaContext);
  if (!src || !isPipelineImage(src)) return undefined;
  return meta[src];
}

/**
 * `sizes` of the layouts pictures recur in, from app/styles (container 80rem = 1280 px; columns
 * fold at the breakpoints named). Approximate is enough: the derived widths are far apart.
 */
export const SIZES = {
  /** Edge to edge (the home banner). */
  full: '100vw',
  /** Beside text in a two-column `.split` (one column up to 768 px), or an article's figure. */
  half: '(max-width: 768px) 100vw, (max-width: 1280px) 50vw, 640px',
  /** Beside an article (`.company-article__aside`, 5/12 of the container; full width up to 900 px). */
  aside: '(max-width: 900px) 100vw, 520px',
  /** A news or case article's figure (the column beside a 22rem sidebar; full width up to 960 px). */
  article: '(max-width: 960px) 100vw, 840px',
  /** A card in a row of three (two up to 900 px, one up to 640 px). */
  third: '(max-width: 640px) 100vw, (max-width: 900px) 50vw, (max-width: 1280px) 33vw, 420px',
  /** A product in a grid of four (two on phones). */
  quarter: '(max-width: 640px) 50vw, (max-width: 1100px) 33vw, 320px',
  /** A thumbnail or list picture, never wider than 12rem: the smallest copy (320 px) serves. */
  thumb: '192px',
} as const;

/** The largest derived copy every browser shows (the `<img>` fallback). */
function fallbackUrl(src: string, meta: ImageMeta): string {
  return variantUrl(src, meta.widths[meta.widths.length - 1]!, meta.fallback);
}

/** Poster copies are at most this wide: the banner film itself is 640 px, and a poster is the phone's LCP. */
const POSTER_WIDTH = 960;

/**
 * A video's poster (a poster takes no srcset): a processed picture's WebP copy of at most
 * POSTER_WIDTH, not its original or its largest copy (a 1920 px JPEG would be the phone's largest
 * download, for a picture shown until the film starts).
 */
export function usePosterUrl(src: string): string {
  const meta = useImageMeta(src);
  if (!meta) return src;
  const width = meta.widths.filter((w) => w <= POSTER_WIDTH).at(-1) ?? meta.widths[0]!;
  return variantUrl(src, width, 'webp');
}

type ImgProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'fetchPriority' | 'alt'
>;

export interface PictureProps extends ImgProps {
  src: string;
  alt: string;
  /** The size the page reserves for a picture it knows nothing about; a processed one has its own. */
  width: number | string;
  height: number | string;
  /** How wide the picture is drawn at each viewport width, so the browser picks a copy. */
  sizes: string;
  /** The page's main picture (the first banner): fetched first and never lazily. */
  priority?: boolean;
  /**
   * Shown whole in a frame of another shape (its stylesheet says `object-fit: contain`): the
   * frame's neutral ground shows around it, not the picture's dominant colour.
   */
  whole?: boolean;
}

/**
 * A content picture. A processed upload becomes `<picture>` with AVIF and WebP sources at every
 * derived width, its real size (so nothing moves when it arrives) and its dominant colour behind
 * it while it loads; anything else stays the plain `<img>` pages always had.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  whole = false,
  loading,
  style,
  ...rest
}: PictureProps) {
  const meta = useImageMeta(src);
  // The main picture is never lazy; it keeps an explicit 'eager' the page gave it.
  const fetching = {
    loading: priority && loading === 'lazy' ? undefined : loading,
    fetchPriority: priority ? ('high' as const) : undefined,
  };
  if (!meta)
    return <img {...rest} src={src} alt={alt} width={width} height={height} style={style} {...fetching} />;
  const srcSet = (format: ModernFormat | ImageMeta['fallback']) =>
    meta.widths.map((w) => `${variantUrl(src, w, format)} ${w}w`).join(', ');
  // React preloads a plain <img>, not one inside <picture>: the main picture's best format is
  // asked for in the head, at the width the layout needs (a browser without AVIF skips the hint).
  if (priority)
    preloadImage({
      href: fallbackUrl(src, meta),
      type: `image/${MODERN_FORMATS[0]}`,
      imageSrcSet: srcSet(MODERN_FORMATS[0]),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  return (
    <picture>
      {/* Best format first: a browser takes the first source whose type it knows. */}
      {MODERN_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      <img
        {...rest}
        src={fallbackUrl(src, meta)}
        srcSet={srcSet(meta.fallback)}
        sizes={sizes}
        // The media library's alt text describes the picture better than the page's fallback (its
        // record's title); a decorative picture (alt "") stays silent.
        alt={alt && meta.alt ? meta.alt : alt}
        width={meta.width}
        height={meta.height}
        decoding="async"
        // A PNG may be transparent: a colour behind it would show through once it has loaded.
        style={meta.fallback === 'jpg' && !whole ? { backgroundColor: meta.color, ...style } : style}
        {...fetching}
      />
    </picture>
  );
}

interface CardPictureProps extends Omit<PictureProps, 'src' | 'width' | 'height' | 'loading'> {
  /** The entry's picture; an entry without one shows none. */
  src: string | null | undefined;
  /** The frame reserved before the picture's own size is known: 4:3 unless the card says otherwise. */
  width?: number | string;
  height?: number | string;
  /** Fetched only once scrolled near (the default); false for a picture seen on arrival. */
  lazy?: boolean;
}

/**
 * The picture of an entry in a card, list or split (a product, article, case, story…): the one
 * `<Picture>` of every such place, so their frames and loading stay alike.
 */
export function CardPicture({ src, width = 800, height = 600, lazy = true, ...rest }: CardPictureProps) {
  if (!src) return null;
  return <Picture src={src} width={width} height={height} loading={lazy ? 'lazy' : undefined} {...rest} />;
}

/** The picture beside the text of a two-column `.split`: rounded, seen on arrival unless `lazy`. */
export function SplitPicture({
  src,
  alt,
  lazy = false,
}: {
  src: string | null | undefined;
  alt: string;
  lazy?: boolean;
}) {
  return <CardPicture className="rounded-picture" src={src} alt={alt} sizes={SIZES.half} lazy={lazy} />;
}
