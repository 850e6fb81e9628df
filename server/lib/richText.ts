import sanitizeHtml from 'sanitize-html';

const length = /^\d+(?:\.\d+)?(?:px|rem|em|%)$/;

/**
 * The HTML staff may put in content: structure, emphasis, tables, images and links, with a few
 * layout styles. Scripts, event handlers, frames, forms and foreign protocols are removed.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'pre',
    'code',
    'span',
    'div',
    'figure',
    'figcaption',
    'img',
    'a',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    '*': ['style'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      'text-align': [/^(?:left|right|center|justify)$/],
      'font-weight': [/^(?:bold|normal|[1-9]00)$/],
      'font-size': [length],
      width: [length],
      'max-width': [length],
      height: [length],
      'margin-top': [length],
      'margin-bottom': [length],
      'padding-left': [length],
    },
  },
  transformTags: {
    // A link that opens a new window must not hand that window a reference back to the site.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs: { ...attribs, target: '', rel: attribs.rel ?? '' } },
  },
};

/** Sanitised texts by their source: content changes rarely and is read often (LRU, bounded). */
const memo = new Map<string, string>();
const MEMO_ENTRIES = 4000;
const MEMO_LONGEST = 64 * 1024;

export function sanitizeRichText(html: string): string {
  if (!html) return '';
  const known = memo.get(html);
  if (known !== undefined) {
    memo.delete(html);
    memo.set(html, known);
    return known;
  }
  const clean = sanitizeHtml(html, OPTIONS).replace(/ target="" rel=""/g, '');
  if (html.length <= MEMO_LONGEST) {
    memo.set(html, clean);
    if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
  }
  return clean;
}
