import { createElement, type ReactNode } from 'react';
import { renderReply } from './replyFormat.js';

/**
 * A staff reply as the look-up page and the console show it: the elements of its format's
 * allow-list (contract/replyFormat.ts) made by React, every text escaped by React; no raw HTML.
 */
export function ReplyContent({ text, className }: { text: string; className?: string }) {
  const blocks = renderReply<ReactNode>(text, {
    text: (t) => t,
    element: (tag, { key, href }, children) =>
      createElement(
        tag,
        href ? { key, href, rel: 'noopener noreferrer nofollow', target: '_blank' } : { key },
        ...(tag === 'br' ? [] : children),
      ),
  });
  return createElement('div', { className }, ...blocks);
}
