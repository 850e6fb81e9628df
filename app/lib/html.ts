/** HTML written by staff (sanitised by the server) as text, for excerpts and structured data. */

/** The entities the server's sanitiser writes (server/lib/richText.ts), and the non-breaking space. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The text of an HTML fragment: tags removed, entities read once (so `&amp;lt;` is the text
 * `&lt;`, not `<`), white space collapsed.
 */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
