/**
 * The reply editor's document as the reply format's text (contract/replyFormat.ts), which the
 * server stores, mails and shows on the look-up page: paragraphs parted by a blank line, line
 * breaks, "- " and "1. " lists, **bold**, *italic* and [links](https://…). Anything the format
 * cannot say (a list inside a list) is written as the nearest thing it can.
 */

/** The part of a TipTap (ProseMirror) JSON document the editor makes. */
export interface DocNode {
  type?: string;
  text?: string;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: DocNode[];
}

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  href: string | null;
}

const hrefOf = (node: DocNode): string | null => {
  const link = node.marks?.find((m) => m.type === 'link');
  return typeof link?.attrs?.href === 'string' ? link.attrs.href : null;
};

function runsOf(nodes: DocNode[] = []): Run[] {
  return nodes.map((node) =>
    node.type === 'hardBreak'
      ? { text: '\n', bold: false, italic: false, href: null }
      : {
          text: node.text ?? '',
          bold: Boolean(node.marks?.some((m) => m.type === 'bold')),
          italic: Boolean(node.marks?.some((m) => m.type === 'italic')),
          href: hrefOf(node),
        },
  );
}

/** Consecutive runs that agree on `same`, in order. */
function groups<T>(runs: T[], same: (a: T, b: T) => boolean): T[][] {
  const out: T[][] = [];
  for (const run of runs) {
    const last = out.at(-1);
    if (last && same(last[0]!, run)) last.push(run);
    else out.push([run]);
  }
  return out;
}

/** Marks around text, the spaces at its ends left outside (the format wants none inside). */
function wrap(text: string, mark: string): string {
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
  return match[2] ? `${match[1]}${mark}${match[2]}${mark}${match[3]}` : text;
}

/** Inline text: links outermost, then bold, then italic (italic cannot hold stars). */
function inline(nodes: DocNode[] = []): string {
  return groups(runsOf(nodes), (a, b) => a.href === b.href)
    .map((linked) => {
      const label = groups(linked, (a, b) => a.bold === b.bold)
        .map((bolded) => {
          const text = groups(bolded, (a, b) => a.italic === b.italic)
            .map((run) => {
              const t = run.map((r) => r.text).join('');
              return run[0]!.italic ? wrap(t, '*') : t;
            })
            .join('');
          return bolded[0]!.bold ? wrap(text, '**') : text;
        })
        .join('');
      const href = linked[0]!.href;
      return href && label.trim() ? `[${label.replace(/[[\]\n]/g, ' ')}](${href})` : label;
    })
    .join('');
}

/** A list's items as lines; a list inside an item follows as items of its own. */
function listLines(list: DocNode, ordered: boolean): string[] {
  const lines: string[] = [];
  for (const item of list.content ?? []) {
    const own = (item.content ?? []).filter((c) => c.type !== 'bulletList' && c.type !== 'orderedList');
    const text = own
      .map((c) => inline(c.content).replace(/\n/g, ' '))
      .join(' ')
      .trim();
    if (text) lines.push(`${ordered ? `${lines.length + 1}.` : '-'} ${text}`);
    for (const nested of item.content ?? []) {
      if (nested.type === 'bulletList' || nested.type === 'orderedList')
        lines.push(...listLines(nested, nested.type === 'orderedList'));
    }
  }
  return ordered ? lines.map((line, i) => line.replace(/^\d+\./, `${i + 1}.`)) : lines;
}

/** The editor's document as the reply's text; an empty editor is "". */
export function replyTextOf(doc: DocNode): string {
  return (doc.content ?? [])
    .map((block) => {
      if (block.type === 'bulletList' || block.type === 'orderedList')
        return listLines(block, block.type === 'orderedList').join('\n');
      return inline(block.content)
        .split('\n')
        .map((line) => line.trim())
        .join('\n');
    })
    .filter((text) => text.trim())
    .join('\n\n');
}
