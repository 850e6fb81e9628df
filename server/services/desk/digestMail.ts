import { workingDurationText } from '#contract/workingDuration.js';
import { enquiryConsoleUrl } from '#contract/urls.js';
import { escapeHtml, type Mail } from '../platform/mail.js';
import { layout, type Brand } from '../platform/mailLayout.js';

/** One enquiry in a digest, with where it stands against its first-response deadline. */
export interface DigestEntry {
  id: number;
  m_no: string;
  name: string;
  company_name: string;
  /** Working minutes: past the deadline (overdue), left before it (waiting); answered: none. */
  state: { status: 'overdue' | 'waiting'; minutes: number } | { status: 'answered' | 'none' };
}

export interface Digest {
  to: string;
  staffName: string;
  /** The company date the digest is for, YYYY-MM-DD. */
  date: string;
  /** Open enquiries assigned to the recipient. */
  own: DigestEntry[];
  /** Overdue enquiries nobody is assigned to (admins only). */
  shared: DigestEntry[];
}

function stateText(entry: DigestEntry): string {
  const s = entry.state;
  switch (s.status) {
    case 'overdue':
      return `Overdue by ${workingDurationText(s.minutes, 'en')} · 已超时 ${workingDurationText(s.minutes, 'zh')}`;
    case 'waiting':
      return `Due in ${workingDurationText(s.minutes, 'en')} · 剩余 ${workingDurationText(s.minutes, 'zh')}`;
    case 'answered':
      return 'Answered, still open · 已回复，未关闭';
    default:
      return 'Open · 处理中';
  }
}

/**
 * The daily digest to a staff user: their open enquiries, overdue first, and for
 * admins the shared queue's overdue ones, each linked to the console. The desk works in both
 * languages and staff accounts have no language of their own, so the mail says everything in both.
 */
export function digestMail(brand: Brand, digest: Digest, publicUrl: string): Mail {
  const link = (e: DigestEntry) => enquiryConsoleUrl(publicUrl, e.id);
  const overdue = digest.own.filter((e) => e.state.status === 'overdue');
  const subject =
    `Enquiries ${digest.date}: ${digest.own.length} open, ${overdue.length} overdue` +
    ` · 留言摘要：${digest.own.length} 条处理中，${overdue.length} 条已超时` +
    (digest.shared.length ? ` · shared queue 公共队列 ${digest.shared.length}` : '');
  const sections: Array<[string, DigestEntry[]]> = [
    ['Your open enquiries · 您负责的处理中留言', digest.own],
    ['Overdue in the shared queue (nobody assigned) · 公共队列中已超时的留言（未分配）', digest.shared],
  ];
  const shown = sections.filter(([, entries]) => entries.length > 0);
  const greeting = `${digest.staffName}, here are the enquiries waiting on ${digest.date}. · ${digest.staffName}，您好：以下是 ${digest.date} 待处理的留言。`;
  const html = layout(
    brand,
    'en',
    subject,
    `<p>${escapeHtml(greeting)}</p>${shown
      .map(
        ([title, entries]) =>
          `<h3 style="font-size:16px;margin:20px 0 8px">${escapeHtml(title)}</h3><table cellpadding="6" style="border-collapse:collapse;width:100%">${entries
            .map(
              (e) =>
                `<tr style="border-top:1px solid #e3e7ec"><td><a href="${escapeHtml(link(e))}" style="color:#0b2a4a;font-weight:bold">${escapeHtml(e.m_no)}</a></td><td>${escapeHtml(e.name)}<br><span style="color:#5b6775">${escapeHtml(e.company_name)}</span></td><td style="color:${e.state.status === 'overdue' ? '#c8352e' : '#1d2733'}">${escapeHtml(stateText(e))}</td></tr>`,
            )
            .join('')}</table>`,
      )
      .join('')}`,
  );
  const text = [
    greeting,
    ...shown.flatMap(([title, entries]) => [
      '',
      title,
      ...entries.map((e) => `- ${e.m_no} ${e.name} (${e.company_name}): ${stateText(e)}\n  ${link(e)}`),
    ]),
  ].join('\n');
  return { to: digest.to, subject, text, html };
}
