import { z } from 'zod';
import { commonFilters } from './records.js';

/**
 * The media library: every file staff uploaded for the site's pages, what kind it
 * is, its alt text in both languages, and the records that use it.
 */

/** What a file is, by its extension: a picture, a video or a document (PDF, Office, text). */
export const MEDIA_KINDS = ['image', 'video', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const KIND_OF: Record<string, MediaKind> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
  gif: 'image',
  mp4: 'video',
  webm: 'video',
};

export function mediaKindOf(ext: string): MediaKind {
  return KIND_OF[ext.toLowerCase()] ?? 'document';
}

/** The longest alt text: a sentence or two, as screen readers read it. */
export const ALT_MAX = 500;

/** The alt text of a picture, both languages; either may be empty (the library lists it as missing). */
export const mediaAltBody = z.object({
  alt: z.string().trim().max(ALT_MAX),
  en_alt: z.string().trim().max(ALT_MAX),
});
export type MediaAltBody = z.output<typeof mediaAltBody>;

/** The library's list filters: text (name or alt), kind, unused, alt text missing in a language. */
export const mediaFilter = z.object({
  ...commonFilters,
  kind: z.enum(MEDIA_KINDS).optional(),
  unused: z.boolean().optional(),
  missing_alt: z.enum(['en', 'zh', 'any']).optional(),
});
export const MEDIA_SORTABLE = ['id', 'create_time', 'original_name', 'size'] as const;

/** A record that uses a file: what it is, its number, its title in both languages. */
export interface MediaUse {
  kind: 'product' | 'item' | 'category' | 'job' | 'config';
  id: number | string;
  title: string;
  en_title: string;
}

/** One file of the library as the console gets it. */
export interface MediaRecord {
  id: number;
  path: string;
  url: string;
  original_name: string;
  ext: string;
  kind: MediaKind;
  size: number;
  alt: string;
  en_alt: string;
  create_time: number;
  /** A picture's size and pipeline state; null for video and documents. */
  width: number | null;
  height: number | null;
  image_status: 'processing' | 'ready' | 'failed' | null;
  used_count: number;
  uses: MediaUse[];
}
