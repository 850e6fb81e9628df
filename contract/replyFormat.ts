/**
 * The formatting of a staff reply: a small markdown-like subset that is
 * the whole allow-list. Staff write text; blank lines part paragraphs, lines starting "- " or
 * "1. " make lists, **bold**, *italic*, [text](https://…) and bare http(s) addresses make links
 * (the console's reply editor writes this format from its toolbar). Nothing
 * else is markup: "<script>" stays the text "<script>", and a link to anything but http(s) or
 * mailto stays the text that was typed. One parse feeds every rendering: the mail's HTML part
 * and plain-text part, the look-up page and the console (through `renderReply`).
 */

import { escapeHtml } from './html.js';

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; children: Inline[] }
  | { kind: 'italic'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'break' };

export type Block =
  { kind: 'paragraph'; children: Inline[] } | { kind: 'list'; ordered: boolean; items: Inline[][] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;
/**
 * **bold** (its closing stars the last of a run, so "**bold *italic***" nests), *italic* (no space
 * inside its stars, so "5 * 3 * 2" stays arithmetic), [text](href), or a bare web address (its
 * trailing punctuation is the sentence's).
 */
const INLINE =
  /\*\*(.+?)\*\*(?!\*)|\*([^\s*](?:[^*\n]*[^\s*])?)\*|\[([^\]\n]+)\]\(([^()\s]+)\)|(https?:\/\/[^\s<>()]*[^\s<>().,;:!?'"])/g;

/** Only web and mail addresses become links. */
export function safeHref(href: string): string | null {
  if (!/^(https?:\/\/|mailto:)/i.test(href)) return null;
  try {
    return new URL(href).href;
  } catch {
    return null;
  }
}

/** `within`: the emphasis the text is already in (the same one inside stays the text typed). */
function inline(text: string, within: { bold?: boolean; italic?: boolean } = {}): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  const push = (t: string) => {
    if (!t) return;
    const prev = out[out.length - 1];
    if (prev?.kind === 'text') prev.text += t;
    else out.push({ kind: 'text', text: t });
  };
  for (const match of text.matchAll(INLINE)) {
    const [whole, bold, italic, label, target, bare] = match;
    push(text.slice(last, match.index));
    last = match.index + whole.length;
    if (bold !== undefined) {
      if (within.bold) push(whole);
      else out.push({ kind: 'bold', children: inline(bold, { ...within, bold: true }) });
    } else if (italic !== undefined) {
      if (within.italic) push(whole);
      else out.push({ kind: 'italic', children: inline(italic, { ...within, italic: true }) });
    } else if (label !== undefined) {
      const href = safeHref(target!);
      if (href) out.push({ kind: 'link', href, children: inline(label, within) });
      else push(whole);
    } else {
      const href = safeHref(bare!);
      if (href) out.push({ kind: 'link', href, children: [{ kind: 'text', text: bare! }] });
      else push(whole);
    }
  }
  push(text.slice(last));
  return out;
}

/** A reply's text as blocks. */
export function parseReply(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: Inline[][] } | null = null;
  const flush = () => {
    if (paragraph.length) {
      const children: Inline[] = [];
      paragraph.forEach((line, i) => {
        if (i > 0) children.push({ kind: 'break' });
        children.push(...inline(line));
      });
      blocks.push({ kind: 'paragraph', children });
    }
    if (list) blocks.push({ kind: 'list', ...list });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (!line.trim()) {
      flush();
    } else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(inline((bullet ?? numbered)![1]!.trim()));
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

/** How a rendering makes its nodes: an element of the allow-list, or text. */
export interface ReplyRenderer<N> {
  element(
    tag: 'p' | 'ul' | 'ol' | 'li' | 'strong' | 'em' | 'a' | 'br',
    attributes: { href?: string; key: number },
    children: N[],
  ): N;
  text(text: string): N;
}

/** A reply's blocks through a renderer (the HTML of a mail, React elements on a page). */
export function renderReply<N>(source: string, r: ReplyRenderer<N>): N[] {
  const inlines = (nodes: Inline[]): N[] =>
    nodes.map((node, key) => {
      if (node.kind === 'text') return r.text(node.text);
      if (node.kind === 'break') return r.element('br', { key }, []);
      if (node.kind === 'bold') return r.element('strong', { key }, inlines(node.children));
      if (node.kind === 'italic') return r.element('em', { key }, inlines(node.children));
      return r.element('a', { key, href: node.href }, inlines(node.children));
    });
  return parseReply(source).map((block, key) =>
    block.kind === 'paragraph'
      ? r.element('p', { key }, inlines(block.children))
      : r.element(
          block.ordered ? 'ol' : 'ul',
          { key },
          block.items.map((item, i) => r.element('li', { key: i }, inlines(item))),
        ),
  );
}

/** A reply as HTML (a mail's HTML part): only the allow-list's elements, every text escaped. */
export function replyHtml(source: string): string {
  return renderReply<string>(source, {
    text: escapeHtml,
    element: (tag, { href }, children) =>
      tag === 'br'
        ? '<br>'
        : `<${tag}${href ? ` href="${escapeHtml(href)}" rel="noopener noreferrer"` : ''}>${children.join('')}</${tag}>`,
  }).join('\n');
}

/** A reply as readable plain text (a mail's text part): lists as "- " / "1. ", links as "text (url)". */
export function replyPlainText(source: string): string {
  const inlines = (nodes: Inline[]): string =>
    nodes
      .map((node) => {
        if (node.kind === 'text') return node.text;
        if (node.kind === 'break') return '\n';
        if (node.kind === 'bold' || node.kind === 'italic') return inlines(node.children);
        const label = inlines(node.children);
        return label === node.href || `${label}/` === node.href ? label : `${label} (${node.href})`;
      })
      .join('');
  return parseReply(source)
    .map((block) =>
      block.kind === 'paragraph'
        ? inlines(block.children)
        : block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${inlines(item)}`).join('\n'),
    )
    .join('\n\n');
}
