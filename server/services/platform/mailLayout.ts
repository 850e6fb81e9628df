import type { Lang } from '#contract/messages.js';
import { escapeHtml } from './mail.js';

/** Who a mail is from, as its layout's header and footer name them (content/siteConfig.ts). */
export interface Brand {
  name: string;
  phone: string;
  email: string;
}

/** Wraps a message body in the company's simple, mail-client-safe HTML layout. */
export function layout(brand: Brand, lang: Lang, title: string, bodyHtml: string): string {
  const footer =
    lang === 'zh'
      ? `${escapeHtml(brand.name)} · 电话 ${escapeHtml(brand.phone)} · ${escapeHtml(brand.email)}`
      : `${escapeHtml(brand.name)} · Phone ${escapeHtml(brand.phone)} · ${escapeHtml(brand.email)}`;
  return `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f2f4f7;font-family:Arial,'Microsoft YaHei',sans-serif;color:#1d2733">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:6px">
<tr><td style="background:#0b2a4a;color:#ffffff;padding:18px 28px;font-size:18px;font-weight:bold">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e3e7ec;font-size:12px;color:#5b6775">${footer}</td></tr>
</table></td></tr></table></body></html>`;
}

/**
 * A link drawn as a button, the one thing a mail asks the reader to do. A table cell carries the
 * colour because several mail clients drop a link's own background and padding.
 */
export function mailButton(url: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0"><tr><td style="background:#c8352e;border-radius:4px"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 22px;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a></td></tr></table>`;
}
