/**
 * The words of a search keyword that a text contains, as a pattern: runs of letters and digits
 * (two or more, as the search index counts them) and runs of Chinese characters.
 */
function keywordPattern(keyword: string): RegExp | null {
  const terms = (
    keyword.normalize('NFKC').match(/\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu) ?? []
  ).filter((term) => /\p{Script=Han}/u.test(term) || term.length >= 2);
  if (terms.length === 0) return null;
  const escaped = [...new Set(terms)]
    .sort((a, b) => b.length - a.length)
    .map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(${escaped.join('|')})`, 'giu');
}

/** Text with the keyword's words marked (FAQ search and site search, docs/product.md §5). */
export function Highlight({ text, keyword }: { text: string; keyword: string }) {
  const pattern = keyword ? keywordPattern(keyword) : null;
  if (!pattern) return <>{text}</>;
  // split() with a capturing group puts the matches at the odd positions.
  const parts = text.split(pattern);
  return <>{parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part))}</>;
}
