import type { Bilingual } from '#contract/words.js';

/** The console's words for signing in and the member's own security, in both languages. */
export const securityWords = {
  login: {
    forgot: { en: 'Forgot password?', zh: '忘记密码？' },
    passkey: { en: 'Sign in with a passkey', zh: '使用通行密钥登录' },
    or: { en: 'or', zh: '或' },
    second_title: { en: 'Two-step verification', zh: '两步验证' },
    second_hint: {
      en: 'Enter the 6-digit code your authenticator app shows for this account.',
      zh: '请输入身份验证器应用中显示的 6 位验证码。',
    },
    recovery_hint: {
      en: 'Enter one of the recovery codes you saved when you set up the app.',
      zh: '请输入设置身份验证器时保存的任意一个恢复码。',
    },
    code: { en: 'Code', zh: '验证码' },
    recovery_code: { en: 'Recovery code', zh: '恢复码' },
    use_recovery: { en: 'Use a recovery code instead', zh: '改用恢复码' },
    use_app: { en: 'Use the authenticator app instead', zh: '改用身份验证器' },
    verify: { en: 'Verify', zh: '验证' },
    back: { en: 'Back to sign-in', zh: '返回登录' },
    enrol_title: { en: 'Set up a second factor', zh: '设置第二重验证' },
    enrol_hint: {
      en: 'Staff accounts must be protected by a second factor. Set up an authenticator app or register a passkey to continue.',
      zh: '员工账号必须启用第二重验证。请设置身份验证器应用或注册通行密钥后继续。',
    },
    passkey_failed: {
      en: 'The passkey was not used. Try again, or sign in with your password.',
      zh: '未使用通行密钥。请重试，或使用密码登录。',
    },
    recovery_left: {
      en: '%{count} recovery code(s) left. Make new ones on your Security page.',
      zh: '还剩 %{count} 个恢复码。可在“安全”页面生成新的恢复码。',
    },
  },
  forgot: {
    title: { en: 'Forgot your password?', zh: '忘记密码？' },
    hint: {
      en: 'Enter the e-mail address of your staff account. We will mail you a link to set a new password; it works once, within 15 minutes.',
      zh: '请输入员工账号的邮箱，我们会发送设置新密码的链接，15 分钟内有效，只能使用一次。',
    },
    send: { en: 'Send the link', zh: '发送链接' },
  },
  reset: {
    title: { en: 'Set a new password', zh: '设置新密码' },
    hint: {
      en: 'At least 10 characters. Setting it signs you out everywhere else.',
      zh: '至少 10 个字符。设置后，您在其他地方的登录都会退出。',
    },
    save: { en: 'Set password', zh: '设置密码' },
    missing: {
      en: 'This page needs the link from the e-mail. Ask for a new one.',
      zh: '请通过邮件中的链接打开本页，或重新申请链接。',
    },
    ask_again: { en: 'Ask for a new link', zh: '重新申请链接' },
    to_sign_in: { en: 'Go to sign-in', zh: '前往登录' },
  },
  page: {
    title: { en: 'Security', zh: '安全' },
    menu: { en: 'Security and sessions', zh: '安全与登录设备' },
    intro: {
      en: 'How you sign in, and where you are signed in.',
      zh: '您的登录方式，以及您在哪些地方登录。',
    },
  },
  totp: {
    title: { en: 'Authenticator app', zh: '身份验证器应用' },
    on: { en: 'On: sign-ins ask for a code from your app.', zh: '已启用：登录时需要输入应用中的验证码。' },
    off: {
      en: 'Off: a stolen password is enough to sign in as you.',
      zh: '未启用：密码一旦被盗，他人即可冒用您的账号登录。',
    },
    set_up: { en: 'Set up an authenticator app', zh: '设置身份验证器' },
    scan: {
      en: 'Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), or type the key:',
      zh: '请用身份验证器应用（如 Google 身份验证器、Microsoft Authenticator 或 1Password）扫描二维码，或手动输入密钥：',
    },
    key: { en: 'Key', zh: '密钥' },
    confirm_hint: { en: 'Then enter the 6-digit code the app shows.', zh: '然后输入应用显示的 6 位验证码。' },
    confirm: { en: 'Turn on', zh: '启用' },
    remove: { en: 'Remove', zh: '移除' },
    remove_title: { en: 'Remove the authenticator app?', zh: '移除身份验证器？' },
    remove_content: {
      en: 'Sign-ins will no longer ask for its code; your other sessions are signed out.',
      zh: '登录时将不再要求输入其验证码；您的其他登录会退出。',
    },
    removed: {
      en: 'Authenticator app removed; your other sessions were signed out',
      zh: '身份验证器已移除，您的其他登录已退出',
    },
    added: {
      en: 'Authenticator app added; your other sessions were signed out',
      zh: '身份验证器已添加，您的其他登录已退出',
    },
    codes_left: { en: '%{count} recovery code(s) left', zh: '还剩 %{count} 个恢复码' },
    new_codes: { en: 'New recovery codes', zh: '生成新的恢复码' },
    new_codes_title: { en: 'Make new recovery codes?', zh: '生成新的恢复码？' },
    new_codes_content: { en: 'The old ones stop working.', zh: '旧的恢复码将失效。' },
  },
  recovery: {
    title: { en: 'Your recovery codes', zh: '您的恢复码' },
    hint: {
      en: 'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
      zh: '手机丢失时，每个恢复码可登录一次。请妥善保存：恢复码只显示这一次。',
    },
    download: { en: 'Download', zh: '下载' },
    print: { en: 'Print', zh: '打印' },
    done: { en: 'I have saved them', zh: '我已保存' },
    file_title: {
      en: 'Maple River Controls staff console: recovery codes for %{email}',
      zh: '枫河控制阀员工后台：%{email} 的恢复码',
    },
  },
  passkeys: {
    title: { en: 'Passkeys', zh: '通行密钥' },
    hint: {
      en: 'Sign in with your fingerprint, face or device PIN instead of a password and code.',
      zh: '使用指纹、面容或设备 PIN 登录，无需密码和验证码。',
    },
    none: { en: 'No passkeys yet.', zh: '尚未添加通行密钥。' },
    add: { en: 'Add a passkey', zh: '添加通行密钥' },
    name: { en: 'Name of this passkey', zh: '通行密钥名称' },
    name_default: { en: 'My passkey', zh: '我的通行密钥' },
    added: {
      en: 'Passkey added; your other sessions were signed out',
      zh: '通行密钥已添加，您的其他登录已退出',
    },
    removed: { en: 'Passkey removed', zh: '通行密钥已删除' },
    remove_title: { en: 'Remove the passkey "%{name}"?', zh: '删除通行密钥“%{name}”？' },
    created: { en: 'Added %{time}', zh: '添加于 %{time}' },
    last_used: { en: 'Last used %{time}', zh: '上次使用 %{time}' },
    never_used: { en: 'Never used', zh: '从未使用' },
    unsupported: { en: 'This browser cannot use passkeys.', zh: '此浏览器不支持通行密钥。' },
    cancelled: { en: 'No passkey was created.', zh: '未创建通行密钥。' },
  },
  sessions: {
    title: { en: "Where you're signed in", zh: '登录设备' },
    this_one: { en: 'This browser', zh: '当前浏览器' },
    signed_in: { en: 'Signed in %{time}', zh: '登录于 %{time}' },
    last_seen: { en: 'Last seen %{time}', zh: '最近活动 %{time}' },
    end: { en: 'Sign out', zh: '退出' },
    end_others: { en: 'Sign out everywhere else', zh: '退出其他所有登录' },
    ended: { en: 'Signed out', zh: '已退出' },
    ended_others: { en: '%{count} other session(s) signed out', zh: '已退出 %{count} 个其他登录' },
    unknown_browser: { en: 'Unknown browser', zh: '未知浏览器' },
  },
  policy: {
    title: { en: 'For all staff', zh: '全体员工' },
    require: { en: 'Require a second factor for every staff member', zh: '要求所有员工启用第二重验证' },
    require_hint: {
      en: 'Staff without one are asked to set one up right after their password.',
      zh: '未启用的员工在输入密码后会被要求立即设置。',
    },
    saved: { en: 'Saved', zh: '已保存' },
  },
  step_up: {
    title: { en: "Confirm it's you", zh: '确认是您本人' },
    hint_password: { en: 'Enter your password to go on.', zh: '请输入密码后继续。' },
    hint_totp: {
      en: 'Enter your password and a code from your authenticator app (or a recovery code).',
      zh: '请输入密码和身份验证器中的验证码（或恢复码）。',
    },
    hint_passkey: {
      en: 'Enter your password, then confirm with one of your passkeys.',
      zh: '请输入密码，然后用您的通行密钥确认。',
    },
    hint_both: {
      en: 'Enter your password and a code from your authenticator app (or a recovery code), or confirm with one of your passkeys.',
      zh: '请输入密码和身份验证器中的验证码（或恢复码），或用您的通行密钥确认。',
    },
    every_time: {
      en: 'Adding or removing a way to sign in asks for this every time.',
      zh: '添加或移除登录方式时，每次都需要确认。',
    },
    for_minutes: {
      en: 'Other sensitive changes in this browser will not ask again for %{minutes} minutes.',
      zh: '在此浏览器中，%{minutes} 分钟内进行其他敏感操作时不会再次询问。',
    },
    password: { en: 'Your password', zh: '您的密码' },
    code: { en: 'App code or recovery code', zh: '应用中的验证码或恢复码' },
    confirm: { en: 'Confirm', zh: '确认' },
    passkey: { en: 'Use a passkey', zh: '使用通行密钥' },
    cancelled: { en: 'Nothing was changed.', zh: '未做任何更改。' },
  },
  admin: {
    title: { en: 'Sign-in security', zh: '登录安全' },
    end_sessions: { en: 'Sign out everywhere', zh: '退出所有登录' },
    end_sessions_confirm: {
      en: 'Sign this member out of every browser?',
      zh: '让该员工在所有浏览器上退出登录？',
    },
    ended: { en: '%{count} session(s) ended', zh: '已结束 %{count} 个登录' },
    reset: { en: 'Reset second factor', zh: '重置第二重验证' },
    reset_confirm: {
      en: "Remove this member's authenticator app, recovery codes and passkeys? They are signed out and told by e-mail.",
      zh: '移除该员工的身份验证器、恢复码和通行密钥？其所有登录将退出，并会收到邮件通知。',
    },
    reset_done: {
      en: 'Second factor reset; the member was told by e-mail',
      zh: '第二重验证已重置，已邮件通知该员工',
    },
  },
  cancel: { en: 'Cancel', zh: '取消' },
} satisfies Bilingual;
