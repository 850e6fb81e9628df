import { fillMessage as fill, type Lang } from '#contract/messages.js';
import { escapeHtml, type Mail } from '../platform/mail.js';
import { layout, mailButton, type Brand } from '../platform/mailLayout.js';

/** What happened to a staff member's account, each told in both console languages. */
export type SecurityEvent =
  | 'new-sign-in'
  | 'totp-added'
  | 'totp-removed'
  | 'passkey-added'
  | 'passkey-removed'
  | 'second-factor-reset'
  | 'password-changed';

const EVENTS: Record<SecurityEvent, Record<Lang, { subject: string; body: string }>> = {
  'new-sign-in': {
    en: {
      subject: 'New sign-in to your {company} staff account',
      body: 'Your staff account was signed in to from a browser it had not been used from before: {browser} on {os}, address {ip}, at {time} (UTC).',
    },
    zh: {
      subject: '您的{company}员工账号有新的登录',
      body: '您的员工账号在一个此前未使用过的浏览器上登录：{os} 上的 {browser}，地址 {ip}，时间 {time}（UTC）。',
    },
  },
  'totp-added': {
    en: {
      subject: 'Authenticator app added to your {company} staff account',
      body: 'Sign-ins to your staff account now ask for a code from your authenticator app. Your other sessions were signed out.',
    },
    zh: {
      subject: '您的{company}员工账号已添加身份验证器',
      body: '今后登录您的员工账号时需要输入身份验证器应用中的验证码。您的其他登录已退出。',
    },
  },
  'totp-removed': {
    en: {
      subject: 'Authenticator app removed from your {company} staff account',
      body: 'Your staff account no longer asks for a code from an authenticator app, and its recovery codes no longer work. Your other sessions were signed out.',
    },
    zh: {
      subject: '您的{company}员工账号已移除身份验证器',
      body: '您的员工账号登录时不再需要身份验证器中的验证码，原有的恢复码也已失效。您的其他登录已退出。',
    },
  },
  'passkey-added': {
    en: {
      subject: 'Passkey added to your {company} staff account',
      body: 'The passkey "{name}" can now sign in to your staff account. Your other sessions were signed out.',
    },
    zh: {
      subject: '您的{company}员工账号已添加通行密钥',
      body: '通行密钥“{name}”现在可以登录您的员工账号。您的其他登录已退出。',
    },
  },
  'passkey-removed': {
    en: {
      subject: 'Passkey removed from your {company} staff account',
      body: 'The passkey "{name}" can no longer sign in to your staff account. Your other sessions were signed out.',
    },
    zh: {
      subject: '您的{company}员工账号已删除通行密钥',
      body: '通行密钥“{name}”已不能再登录您的员工账号。您的其他登录已退出。',
    },
  },
  'second-factor-reset': {
    en: {
      subject: 'The second factor of your {company} staff account was reset',
      body: 'An administrator ({by}) removed your authenticator app, recovery codes and passkeys, and signed out all your sessions. Sign in with your password and set up a second factor again.',
    },
    zh: {
      subject: '您的{company}员工账号的第二重验证已被重置',
      body: '管理员（{by}）移除了您的身份验证器、恢复码和通行密钥，并退出了您的全部登录。请用密码登录后重新设置第二重验证。',
    },
  },
  'password-changed': {
    en: {
      subject: 'The password of your {company} staff account was changed',
      body: 'The password of your staff account was changed, and your other sessions were signed out.',
    },
    zh: {
      subject: '您的{company}员工账号密码已修改',
      body: '您的员工账号密码已修改，其他登录均已退出。',
    },
  },
};

const WARNING: Record<Lang, string> = {
  en: 'If this was not you, reset your password now and tell an administrator.',
  zh: '如果这不是您本人的操作，请立即重设密码并告知管理员。',
};

/** A mail to a staff member about their own account, in their console language. */
export function securityMail(
  brand: Brand,
  lang: Lang,
  to: string,
  event: SecurityEvent,
  params: Record<string, string> = {},
): Mail {
  const words = EVENTS[event][lang];
  const subject = fill(words.subject, { company: brand.name });
  const body = fill(words.body, params);
  const html = layout(
    brand,
    lang,
    subject,
    `<p>${escapeHtml(body)}</p><p style="color:#5b6775">${escapeHtml(WARNING[lang])}</p>`,
  );
  return { to, subject, text: `${body}\n\n${WARNING[lang]}\n\n${brand.name}`, html };
}

/** The mailed link that sets a forgotten password; it works once, within `minutes`. */
export function passwordResetMail(brand: Brand, lang: Lang, to: string, link: string, minutes: number): Mail {
  const zh = lang === 'zh';
  const subject = zh
    ? `重设您的${brand.name}员工账号密码`
    : `Reset the password of your ${brand.name} staff account`;
  const lines = zh
    ? [
        `有人请求重设您的员工账号密码。请在 ${minutes} 分钟内打开下面的链接设置新密码（链接只能使用一次）：`,
        '设置新密码后，您的其他登录都会退出。如果您没有提出该请求，请忽略本邮件，您的密码不会改变。',
        '设置新密码',
      ]
    : [
        `Someone asked to reset the password of your staff account. Open this link within ${minutes} minutes to set a new one (it works once):`,
        'Setting a new password signs out your other sessions. If you did not ask for this, ignore this e-mail: your password stays as it is.',
        'Set a new password',
      ];
  const html = layout(
    brand,
    lang,
    subject,
    `<p>${escapeHtml(lines[0]!)}</p>${mailButton(link, lines[2]!)}<p style="word-break:break-all;color:#5b6775">${escapeHtml(link)}</p><p style="color:#5b6775">${escapeHtml(lines[1]!)}</p>`,
  );
  return { to, subject, text: `${lines[0]}\n\n${link}\n\n${lines[1]}\n\n${brand.name}`, html };
}
