/** Where a page's share card (its Open Graph / Twitter image) is drawn: server/plugins/shareCards.ts. */
export const SHARE_CARD_PATH = '/share-card';

/** A picture the card may be cut from: a raster upload of this site (never SVG, never elsewhere). */
const CARD_PHOTO = /^\/uploads\/[\w./-]+\.(?:jpe?g|png|webp|avif)$/i;

/** FNV-1a of a text, base 36: a short version, so a changed title is a new card address. */
function fnv(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * The card address of a page: `page` is its canonical path (`/en/nText?id=229`), `photo` the
 * absolute address of its picture (used only when it is a raster upload of `origin`). The server
 * draws a card only for a page whose own og:image is this address, so nobody can make the site
 * draw a title of their choosing.
 */
export function shareCardUrl(origin: string, page: string, title: string, photo: string): string {
  const own = photo.startsWith(`${origin}/`) ? photo.slice(origin.length) : '';
  const params = new URLSearchParams({ page });
  if (CARD_PHOTO.test(own) && !own.includes('..')) params.set('photo', own);
  params.set('v', fnv(`${title}\n${params.get('photo') ?? ''}`));
  return `${origin}${SHARE_CARD_PATH}?${params.toString()}`;
}
