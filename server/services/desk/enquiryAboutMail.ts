import type { Lang } from '#contract/messages.js';
import { ENQUIRY_ITEM_KIND_LABELS, itemLabel, quoteRows, type Quote } from '#contract/quotation.js';
import type { EnquiryItemSnapshot } from '#contract/desk.js';
import type { SizingSnapshot } from '#sizing/engine/snapshotText.js';
import { sizingHtml, sizingMailText } from './enquirySizingMail.js';
import { escapeHtml } from '../platform/mail.js';

/** What an enquiry is about, as its mails show it: the linked items and the quotation request. */
export interface EnquiryAbout {
  items: EnquiryItemSnapshot[];
  /** null when the visitor asked for no quotation. */
  quote: Quote | null;
  /** The sizing it came with; null or absent: none. */
  sizing?: SizingSnapshot | null;
}

const HEADINGS = {
  about: { en: 'About', zh: '咨询内容' },
  quote: { en: 'Quotation request', zh: '询价信息' },
} as const;

/** The item as one line: "Product: MR-GV300 Single-Seat Globe Valve". */
const itemLine = (item: EnquiryItemSnapshot, lang: Lang) =>
  `${ENQUIRY_ITEM_KIND_LABELS[item.kind][lang]}${lang === 'zh' ? '：' : ': '}${itemLabel(item)}`;

/** The plain-text block ('' when the enquiry names nothing and asks for no quotation). */
export function aboutText(about: EnquiryAbout, lang: Lang): string {
  const sep = lang === 'zh' ? '：' : ': ';
  const parts: string[] = [];
  if (about.items.length) {
    parts.push(
      [`${HEADINGS.about[lang]}${sep}`, ...about.items.map((i) => `- ${itemLine(i, lang)}`)].join('\n'),
    );
  }
  const rows = quoteRows(about.quote, lang);
  if (rows.length) {
    parts.push([`${HEADINGS.quote[lang]}${sep}`, ...rows.map(([k, v]) => `- ${k}${sep}${v}`)].join('\n'));
  }
  if (about.sizing) parts.push(sizingMailText(about.sizing, lang));
  return parts.join('\n\n');
}

/** The HTML block, every value escaped ('' when there is nothing to show). */
export function aboutHtml(about: EnquiryAbout, lang: Lang): string {
  let html = '';
  if (about.items.length) {
    html += `<p style="color:#5b6775;margin-bottom:4px">${escapeHtml(HEADINGS.about[lang])}:</p><ul style="margin-top:0">${about.items
      .map((i) => `<li>${escapeHtml(itemLine(i, lang))}</li>`)
      .join('')}</ul>`;
  }
  const rows = quoteRows(about.quote, lang);
  if (rows.length) {
    html += `<p style="color:#5b6775;margin-bottom:4px">${escapeHtml(HEADINGS.quote[lang])}:</p><table cellpadding="4" style="border-collapse:collapse">${rows
      .map(
        ([k, v]) =>
          `<tr><th align="left" style="color:#5b6775;font-weight:normal">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
      )
      .join('')}</table>`;
  }
  if (about.sizing) html += sizingHtml(about.sizing, lang);
  return html;
}
