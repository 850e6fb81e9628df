import type { Sharp, SharpOptions } from 'sharp';

/** What the server hands sharp: a file's path or the bytes of a picture. */
type SharpInput = string | Buffer;

let loaded: Promise<(input?: SharpInput, options?: SharpOptions) => Sharp> | null = null;

/**
 * sharp (libvips), loaded on first use and always with the same bounds, whoever loads it first
 * (the demo photographs at a first start, or the image pipeline): one libvips thread per
 * operation and no operation cache. The pipeline runs beside page renders on a small machine; a
 * cached 12 MP decode would hold ~36 MB for nothing, and libvips' defaults (a thread per core, a
 * 50 MB cache) kept a first start with demo content at 650–980 MB resident.
 */
export function sharpLib() {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
