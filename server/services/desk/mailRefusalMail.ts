import { fillMessage, type Lang } from '#contract/messages.js';
import { escapeHtml, type Mail } from '../platform/mail.js';
import { layout, type Brand } from '../platform/mailLayout.js';
import { sizeText } from './enquiryMail.js';

/** Why a visitor's e-mail reply was not added to their case, as the mail back tells them. */
export type MailRefusal =
  | { key: 'messageTooLarge'; size: number; max: number }
  | { key: 'tooManyFiles'; count: number; max: number }
  | { key: 'fileTooLarge'; name: string; size: number; max: number }
  | { key: 'fileType'; name: string; list: string }
  | { key: 'fileContent'; name: string }
  | { key: 'fileEmpty'; name: string }
  | { key: 'fileRefused'; name: string };

const REASONS: Record<MailRefusal['key'], Record<Lang, string>> = {
  messageTooLarge: {
    en: 'your e-mail is {size}, and an e-mail to us may be at most {max} in all.',
    zh: '您的邮件大小为 {size}，发给我们的邮件总共不能超过 {max}。',
  },
  tooManyFiles: {
    en: 'it carries {count} files, and an e-mail may carry at most {max}.',
    zh: '邮件带有 {count} 个文件，每封邮件最多只能带 {max} 个。',
  },
  fileTooLarge: {
    en: 'the file "{name}" is {size}, and a file sent by e-mail may be at most {max}.',
    zh: '文件“{name}”大小为 {size}，通过邮件发送的文件每个不能超过 {max}。',
  },
  fileType: {
    en: 'the file "{name}" is of a kind we do not take; we take {list} files.',
    zh: '文件“{name}”的类型不被接收，我们接收 {list} 文件。',
  },
  fileContent: {
    en: 'the content of the file "{name}" is not what its name says.',
    zh: '文件“{name}”的内容与其文件名不符。',
  },
  fileEmpty: { en: 'the file "{name}" is empty.', zh: '文件“{name}”是空的。' },
  fileRefused: { en: 'the file "{name}" could not be taken.', zh: '文件“{name}”未能接收。' },
};

/** The reason in words, sizes written as people read them. */
function reasonText(why: MailRefusal, lang: Lang): string {
  const params: Record<string, string | number> = { ...why };
  if (why.key === 'messageTooLarge' || why.key === 'fileTooLarge')
    Object.assign(params, { size: sizeText(why.size), max: sizeText(why.max) });
  return fillMessage(REASONS[why.key][lang], params);
}

/** What the refused mail was about: the enquiry it answered, and its own subject. */
export interface RefusedMail {
  to: string;
  name: string;
  m_no: string;
  lang: Lang;
  subject: string;
}

/**
 * The mail back to a visitor whose e-mail reply was set aside for its size or its files, in the
 * language of their enquiry: what was wrong, that nothing of it was added, and what to do instead.
 */
export function mailRefusalMail(
  brand: Brand,
  refused: RefusedMail,
  why: MailRefusal,
  lookupUrl: string,
): Mail {
  const zh = refused.lang === 'zh';
  const reason = reasonText(why, refused.lang);
  const subject = zh
    ? `您关于留言 ${refused.m_no} 的邮件未能添加`
    : `Your e-mail about case ${refused.m_no} was not added`;
  const lines = zh
    ? [
        `${refused.name}，您好：`,
        `我们收到了您的邮件“${refused.subject}”，但未能将其添加到留言 ${refused.m_no}：${reason}`,
        '邮件中的文字和文件都没有添加。请去掉该文件或换用较小的文件后重新发送；也可以在留言页面上补充文字：',
      ]
    : [
        `Dear ${refused.name},`,
        `We received your e-mail "${refused.subject}" but could not add it to your case ${refused.m_no}: ${reason}`,
        'Neither its text nor its files were added. Please send it again without that file, or with smaller files; or write to us on the page of your case:',
      ];
  const html = layout(
    brand,
    refused.lang,
    subject,
    `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(lookupUrl)}">${escapeHtml(lookupUrl)}</a></p>`,
  );
  return { to: refused.to, subject, text: `${lines.join('\n\n')}\n${lookupUrl}\n\n${brand.name}`, html };
}
