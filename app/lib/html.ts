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

/**
 * The prose of an HTML fragment for a description or a share text: headings dropped (they are
 * labels, not sentences), and each paragraph or list item ended with a full stop when it has none,
 * so that items run on as sentences rather than as words.
 */
export function proseText(html: string): string {
  const chinese = /[\u4e00-\u9fff]/.test(html);
  return plainText(
    html
      .replace(/<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>/gi, ' ')
      .replace(/<\/(p|li|div|blockquote|td)>|<br\s*\/?>/gi, '\uE000'),
  )
    .replace(/\s*\uE000\s*/g, '\uE000')
    .split('\uE000')
    .filter((part) => part !== '')
    .map((part) => (/[.!?。！？:：;；…]$/.test(part) ? part : `${part}${chinese ? '。' : '.'}`))
    .join(chinese ? '' : ' ');
}

/**
 * Text cut to `max` characters with an ellipsis: at the last space when there is one in the last
 * third (a word is never cut), otherwise at the limit (Chinese has no spaces between words), with
 * a trailing comma or stop removed before the ellipsis.
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const space = head.lastIndexOf(' ');
  const cut = space > (max * 2) / 3 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,.;:，。；：、]+$/, '')}…`;
}
