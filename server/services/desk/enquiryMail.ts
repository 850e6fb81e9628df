import { COMPANY_ZONE_NAME } from '#contract/businessCalendar.js';
import { CODE_VALID_MINUTES } from '#contract/constants.js';
import type { Lang } from '#contract/messages.js';
import type { EnquiryTable } from '../../db/schema.js';
import { CASE_NUMBER, ENQUIRY } from '#contract/enquiry.js';
import { replyHtml, replyPlainText } from '#contract/replyFormat.js';
import { escapeHtml, type Mail } from '../platform/mail.js';
import { layout, mailButton, type Brand } from '../platform/mailLayout.js';
import { zonedTimeText } from '../platform/wire.js';
import { aboutHtml, aboutText, type EnquiryAbout } from './enquiryAboutMail.js';

/* The desk's mails about an enquiry: the visitor's code, confirmation and replies, and staff's notice. */

/**
 * A name that ends a sentence, with one full stop: the company's own name may end in one
 * ("Co., Ltd."), and "Co., Ltd.." reads as a typo.
 */
export const endSentence = (name: string) => (name.endsWith('.') ? name : `${name}.`);

export function verificationCodeMail(brand: Brand, lang: Lang, to: string, code: string): Mail {
  const zh = lang === 'zh';
  const subject = zh ? `${brand.name} 邮箱验证码：${code}` : `Your ${brand.name} verification code: ${code}`;
  const lines = zh
    ? [
        `您的邮箱验证码是 ${code}，${CODE_VALID_MINUTES} 分钟内有效。`,
        '如果这不是您本人的操作，请忽略本邮件。',
      ]
    : [
        `Your e-mail verification code is ${code}. It is valid for ${CODE_VALID_MINUTES} minutes.`,
        'If you did not ask for it, you can ignore this e-mail.',
      ];
  const html = layout(
    brand,
    lang,
    subject,
    `<p>${escapeHtml(lines[0]!)}</p><p style="font-size:32px;letter-spacing:8px;font-weight:bold;color:#0b2a4a">${code}</p><p style="color:#5b6775">${escapeHtml(lines[1]!)}</p>`,
  );
  return { to, subject, text: `${lines.join('\n\n')}\n\n${brand.name}`, html };
}

/** What the mails about a new enquiry tell: its fields as stored, its language and attachments. */
export type EnquirySummary = Pick<
  EnquiryTable,
  'm_no' | 'name' | 'company_name' | 'phone' | 'email' | 'duties' | 'content'
> & {
  lang: Lang;
  attachments: { name: string; url: string }[];
  /** ISO alpha-2, '' unknown; absent for callers that know none. */
  country?: string;
} & Partial<EnquiryAbout>;

/** The mails' "about" part of a summary (nothing for callers that know no items). */
const aboutOf = (enquiry: EnquirySummary): EnquiryAbout => ({
  items: enquiry.items ?? [],
  quote: enquiry.quote ?? null,
  sizing: enquiry.sizing ?? null,
});

export function enquiryConfirmationMail(brand: Brand, enquiry: EnquirySummary, lookupUrl: string): Mail {
  const zh = enquiry.lang === 'zh';
  const subject = zh
    ? `我们已收到您的留言（留言编号 ${enquiry.m_no}）`
    : `We have received your message (case number ${enquiry.m_no})`;
  const intro = zh
    ? `${enquiry.name}，您好：感谢您联系${brand.name}。您的留言已经收到，留言编号为：`
    : `Dear ${enquiry.name}, thank you for contacting ${endSentence(brand.name)} We have received your message. Your case number is:`;
  const next = zh
    ? `工作时间（周一至周五 8:00–16:30 ${COMPANY_ZONE_NAME.zh}）内我们会尽快答复。您可以随时凭邮箱和留言编号查看回复、补充留言或关闭留言：`
    : `We answer during working hours (Mon–Fri 8:00–16:30 ${COMPANY_ZONE_NAME.en}). With your e-mail address and case number you can read our replies, add a comment or close the case at any time:`;
  const yours = zh ? '您的留言' : 'Your message';
  const html = layout(
    brand,
    enquiry.lang,
    subject,
    `<p>${escapeHtml(intro)}</p><p style="font-size:24px;font-weight:bold;color:#0b2a4a">${escapeHtml(enquiry.m_no)}</p>
<p>${escapeHtml(next)}</p>${mailButton(lookupUrl, zh ? '查看留言记录' : 'View your message')}
<p style="color:#5b6775">${escapeHtml(yours)}:</p><blockquote style="margin:0;padding:8px 16px;border-left:3px solid #e3e7ec;white-space:pre-wrap">${escapeHtml(enquiry.content)}</blockquote>
${aboutHtml(aboutOf(enquiry), enquiry.lang)}`,
  );
  const about = aboutText(aboutOf(enquiry), enquiry.lang);
  const text = `${intro}\n\n${enquiry.m_no}\n\n${next}\n${lookupUrl}\n\n${yours}:\n${enquiry.content}\n\n${about ? `${about}\n\n` : ''}${brand.name}`;
  return { to: enquiry.email, subject, text, html };
}

/** A new enquiry for staff; with `handover`, the same details saying a colleague handed it to them. */
export function staffNotificationMail(
  brand: Brand,
  to: string,
  enquiry: EnquirySummary,
  publicUrl: string,
  handover?: { by: string },
): Mail {
  const subject = handover
    ? `Enquiry ${enquiry.m_no} from ${enquiry.name} (${enquiry.company_name}) was handed to you by ${handover.by}`
    : `New enquiry ${enquiry.m_no} from ${enquiry.name} (${enquiry.company_name})`;
  const intro = handover ? `${handover.by} handed this enquiry to you: you answer it now.` : '';
  const rows: [string, string][] = [
    // Staff read English; the enquiry's fields are named as the contract defines them.
    [CASE_NUMBER.label.en, enquiry.m_no],
    ...(['name', 'company_name', 'duties', 'phone', 'email'] as const).map((f): [string, string] => [
      ENQUIRY[f].label.en,
      enquiry[f],
    ]),
    ['Language', enquiry.lang === 'zh' ? 'Chinese' : 'English'],
    ...(enquiry.country ? [['Country', enquiry.country] as [string, string]] : []),
  ];
  const links = enquiry.attachments.map((a) => ({ name: a.name, url: `${publicUrl}${a.url}` }));
  const html = layout(
    brand,
    'en',
    subject,
    `${intro ? `<p>${escapeHtml(intro)}</p>` : ''}<table cellpadding="4" style="border-collapse:collapse">${rows
      .map(([k, v]) => `<tr><th align="left" style="color:#5b6775">${k}</th><td>${escapeHtml(v)}</td></tr>`)
      .join('')}</table>
<p style="white-space:pre-wrap;border-left:3px solid #e3e7ec;padding-left:12px">${escapeHtml(enquiry.content)}</p>
${aboutHtml(aboutOf(enquiry), 'en')}
${links.length ? `<p>Attachments:</p><ul>${links.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.name)}</a></li>`).join('')}</ul>` : ''}
<p><a href="${escapeHtml(publicUrl)}/admin">Open the staff console</a></p>`,
  );
  const about = aboutText(aboutOf(enquiry), 'en');
  const text = [
    ...(intro ? [intro, ''] : []),
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    enquiry.content,
    '',
    ...(about ? [about, ''] : []),
    ...links.map((l) => `Attachment: ${l.name} ${l.url}`),
    `Staff console: ${publicUrl}/admin`,
  ].join('\n');
  return { to, subject, text, html };
}

/** A file of a staff reply as its mail carries it: attached, or (too large) a link good until `expires`. */
export interface ReplyFile {
  name: string;
  size: number;
  link: { url: string; expires: number } | null;
}

export interface StaffReply {
  m_no: string;
  name: string;
  email: string;
  /** The visitor's language: the mail is written in it. */
  lang: Lang;
  /** The staff member's reply, in the reply format (contract/replyFormat.ts). */
  reply: string;
  /** Its files; none for most replies. */
  files?: ReplyFile[];
  /** The staff member who wrote it, by name: the visitor knows whom they are talking to. */
  from: string;
}

/** "2.4 MB": a file's size for the reader. */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The files part of a staff reply's mail: what is attached, and links to the files too large for it. */
function replyFiles(files: ReplyFile[], lang: Lang): { html: string; text: string } {
  if (files.length === 0) return { html: '', text: '' };
  const zh = lang === 'zh';
  const attached = files.filter((f) => !f.link);
  const linked = files.filter((f) => f.link);
  const html: string[] = [];
  const text: string[] = [];
  if (attached.length) {
    const title = zh ? '附件（随本邮件发送）：' : 'Attached to this e-mail:';
    html.push(
      `<p style="margin-bottom:4px">${escapeHtml(title)}</p><ul style="margin-top:0">${attached
        .map((f) => `<li>${escapeHtml(f.name)} (${sizeText(f.size)})</li>`)
        .join('')}</ul>`,
    );
    text.push(title, ...attached.map((f) => `- ${f.name} (${sizeText(f.size)})`), '');
  }
  if (linked.length) {
    const title = zh
      ? '以下文件较大，请通过链接下载（链接到期后，仍可在留言查询页面凭邮箱和留言编号下载）：'
      : 'These files are too large for e-mail; download them from the links (after a link expires, the look-up page still has them with your e-mail address and case number):';
    const until = (f: ReplyFile) =>
      zh
        ? `有效期至 ${zonedTimeText(f.link!.expires, lang)}`
        : `valid until ${zonedTimeText(f.link!.expires, lang)}`;
    html.push(
      `<p style="margin-bottom:4px">${escapeHtml(title)}</p><ul style="margin-top:0">${linked
        .map(
          (f) =>
            `<li><a href="${escapeHtml(f.link!.url)}" style="color:#c8352e">${escapeHtml(f.name)}</a> (${sizeText(f.size)}, ${escapeHtml(until(f))})</li>`,
        )
        .join('')}</ul>`,
    );
    text.push(
      title,
      ...linked.map((f) => `- ${f.name} (${sizeText(f.size)}, ${until(f)}): ${f.link!.url}`),
      '',
    );
  }
  return { html: html.join('\n'), text: text.join('\n') };
}

/**
 * Tells the visitor that staff answered their enquiry: who answered, the answer with its files, and
 * a button to the conversation. The greeting is the staff member's own, at the top of the answer.
 */
export function staffReplyMail(brand: Brand, enquiry: StaffReply, lookupUrl: string): Mail {
  const zh = enquiry.lang === 'zh';
  const subject = zh
    ? `${brand.name} 回复了您的留言（留言编号 ${enquiry.m_no}）`
    : `${brand.name} has replied to your message (case number ${enquiry.m_no})`;
  const intro = zh
    ? `${enquiry.from}（${brand.name}）回复了您的留言（留言编号 ${enquiry.m_no}）：`
    : `${enquiry.from} of ${brand.name} has replied to your message (case number ${enquiry.m_no}):`;
  const signature = zh ? `——${enquiry.from}，${brand.name}` : `— ${enquiry.from}, ${brand.name}`;
  const next = zh
    ? '在留言记录页面，凭邮箱和留言编号即可查看完整的留言记录、继续留言或关闭留言。'
    : 'There you can read the whole conversation, answer us or close the case with your e-mail address and case number.';
  const button = zh ? '查看留言记录' : 'View the conversation';
  const files = replyFiles(enquiry.files ?? [], enquiry.lang);
  const html = layout(
    brand,
    enquiry.lang,
    subject,
    `<p style="color:#5b6775">${escapeHtml(intro)}</p><div style="margin:0;padding:0 16px;border-left:3px solid #c8352e">${replyHtml(enquiry.reply)}</div>
<p style="color:#5b6775">${escapeHtml(signature)}</p>
${files.html}${mailButton(lookupUrl, button)}<p style="color:#5b6775;font-size:13px">${escapeHtml(next)}</p>`,
  );
  const text = `${intro}\n\n${replyPlainText(enquiry.reply)}\n\n${signature}\n\n${files.text ? `${files.text}\n` : ''}${button}: ${lookupUrl}\n${next}`;
  return { to: enquiry.email, subject, text, html };
}
