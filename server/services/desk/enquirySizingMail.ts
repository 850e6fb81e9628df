import type { Lang } from '#contract/messages.js';
import {
  SIZING_HEADING,
  sizingActuatorFacts,
  sizingFacts,
  sizingTableHead,
  sizingTableRows,
  sizingText,
  type SizingSnapshot,
} from '#sizing/engine/snapshotText.js';
import { inLanguage } from '#sizing/words/bilingual.js';
import { actuatorCopy } from '#sizing/words/actuatorCopy.js';
import { escapeHtml } from '../platform/mail.js';

/** The sizing an enquiry came with, as its mails show it (after the quotation request). */

export function sizingMailText(sizing: SizingSnapshot, lang: Lang): string {
  return `${SIZING_HEADING[lang]}${lang === 'zh' ? '：' : ':'}\n${sizingText(sizing, lang)}`;
}

const CELL = 'style="padding:4px 8px;border-bottom:1px solid #e3e7ec;text-align:left"';

const factItems = (facts: [string, string][], lang: Lang) =>
  facts.map(([k, v]) => `<li>${escapeHtml(k)}${lang === 'zh' ? '：' : ': '}${escapeHtml(v)}</li>`).join('');

export function sizingHtml(sizing: SizingSnapshot, lang: Lang): string {
  const facts = factItems(sizingFacts(sizing, lang), lang);
  const actuator = sizingActuatorFacts(sizing, lang);
  const head = sizingTableHead(sizing, lang)
    .map((h) => `<th ${CELL}>${escapeHtml(h)}</th>`)
    .join('');
  const rows = sizingTableRows(sizing, lang)
    .map(
      ([label, ...cells]) =>
        `<tr><th ${CELL.replace('text-align:left', 'text-align:left;color:#5b6775;font-weight:normal')}>${escapeHtml(label!)}</th>${cells
          .map((c) => `<td ${CELL}>${escapeHtml(c)}</td>`)
          .join('')}</tr>`,
    )
    .join('');
  return `<p style="color:#5b6775;margin-bottom:4px">${escapeHtml(SIZING_HEADING[lang])}:</p><ul style="margin-top:0">${facts}</ul><table cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>${
    actuator.length
      ? `<p style="color:#5b6775;margin-bottom:4px">${escapeHtml(inLanguage(actuatorCopy, lang).title)}:</p><ul style="margin-top:0">${factItems(actuator, lang)}</ul>`
      : ''
  }`;
}
