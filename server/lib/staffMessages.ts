import { fillMessage, message, MESSAGES, type Lang, type MessageKey } from '#contract/messages.js';

/**
 * Messages of the staff API (`message` of an error answer, `errors` of a form), in both
 * languages. The console shows `message` as it is, so each one says what to do next.
 */
export const STAFF_MESSAGES = {
  notSignedIn: { en: 'Please sign in', zh: '请先登录' },
  sessionExpired: {
    en: 'Your session has ended, please sign in again',
    zh: '登录已过期，请重新登录',
  },
  forbidden: {
    en: 'Your role ({role}) may not do this',
    zh: '您的角色（{role}）无权执行此操作',
  },
  crossSite: { en: 'cross-site request refused', zh: '已拒绝跨站请求' },
  // Working drafts of published records (server/admin-api/resources/drafts.ts).
  draftNotFound: {
    en: 'This record has no unpublished changes (they were published or discarded)',
    zh: '此记录没有未发布的更改（已发布或已放弃）',
  },
  draftOfUnpublished: {
    en: 'This record is not published: save it directly, no draft is needed',
    zh: '此记录尚未发布：请直接保存，无需草稿',
  },
  draftConflict: {
    en: 'The live version was changed by someone else after this draft was started. Open History to see the change, then publish again to replace it with this draft',
    zh: '此草稿开始后，线上版本已被他人修改。请打开“历史”查看更改，再次发布将以此草稿替换线上版本',
  },
  signInFailed: { en: 'Wrong e-mail address or password', zh: '邮箱或密码错误' },
  signInThrottled: {
    en: 'Too many failed sign-ins, please try again in {minutes} minute(s)',
    zh: '登录失败次数过多，请 {minutes} 分钟后再试',
  },
  wrongPassword: { en: 'The current password is wrong', zh: '当前密码不正确' },
  passwordChanged: {
    en: 'Password changed; your other sessions have been signed out',
    zh: '密码已修改，您的其他登录已退出',
  },
  // Second factor, passkeys, password reset, sessions (server/admin-api/security.ts).
  secondFactorNeeded: {
    en: 'Finish signing in with your second factor first',
    zh: '请先完成第二重验证再继续',
  },
  secondFactorFailed: {
    en: 'This code is wrong, expired or already used',
    zh: '验证码错误、已过期或已使用',
  },
  secondFactorThrottled: {
    en: 'Too many wrong codes, please try again in {minutes} minute(s)',
    zh: '错误的验证码次数过多，请 {minutes} 分钟后再试',
  },
  totpAlreadyOn: {
    en: 'An authenticator app is already set up; remove it first',
    zh: '已设置身份验证器，请先移除',
  },
  totpNotStarted: {
    en: 'Start the set-up again: no key is waiting for its first code',
    zh: '请重新开始设置：没有等待验证的密钥',
  },
  twoFactorRequired: {
    en: 'Staff must keep a second factor: add a passkey or an authenticator app before removing this one',
    zh: '员工必须保留第二重验证：请先添加通行密钥或身份验证器再移除此项',
  },
  passkeyFailed: {
    en: 'The passkey could not be checked; try again, or sign in with your password',
    zh: '无法验证通行密钥，请重试或使用密码登录',
  },
  passkeyNotSaved: {
    en: 'The passkey could not be saved; start again',
    zh: '无法保存通行密钥，请重新开始',
  },
  // Step-up: a fresh proof before a sensitive change (server/admin-api/proof.ts).
  stepUpPassword: {
    en: "Confirm it's you: enter your password",
    zh: '请确认是您本人操作：请输入密码',
  },
  stepUpSecondFactor: {
    en: "Confirm it's you: enter your password and use your second factor",
    zh: '请确认是您本人操作：请输入密码并完成第二重验证',
  },
  stepUpFactorMissing: {
    en: 'Use your second factor too: a code of your authenticator app, a recovery code or a passkey',
    zh: '还需要第二重验证：身份验证器的验证码、恢复码或通行密钥',
  },
  stepUpPasskeyFailed: {
    en: 'The passkey could not be checked; try again, or enter a code',
    zh: '无法验证通行密钥，请重试或输入验证码',
  },
  resetRequested: {
    en: 'If this address belongs to a staff account, a link to set a new password is on its way. It works once, within {minutes} minutes.',
    zh: '如果该邮箱属于员工账号，设置新密码的链接已发出，{minutes} 分钟内有效，只能使用一次。',
  },
  resetThrottled: {
    en: 'Too many reset requests, please try again in {minutes} minute(s)',
    zh: '重设请求过多，请 {minutes} 分钟后再试',
  },
  resetLinkInvalid: {
    en: 'This link has expired or was already used; ask for a new one',
    zh: '该链接已过期或已使用，请重新申请',
  },
  passwordReset: {
    en: 'Your password is set; sign in with it. Every other session was signed out.',
    zh: '新密码已设置，请用它登录。其他所有登录均已退出。',
  },
  notFound: { en: 'The record does not exist', zh: '记录不存在' },
  invalidInput: { en: 'Please correct: {fields}', zh: '请修改：{fields}' },
  invalidQuery: { en: 'Invalid {name} parameter: {reason}', zh: '参数 {name} 无效：{reason}' },
  unknownSort: {
    en: 'Cannot sort by "{field}"; sortable fields: {allowed}',
    zh: '不能按“{field}”排序，可排序字段：{allowed}',
  },
  unknownFilter: {
    en: 'Unknown filter "{field}"; filters: {allowed}',
    zh: '未知的筛选条件“{field}”，可用条件：{allowed}',
  },
  invalidJson: MESSAGES.invalidJson,
  tooLarge: MESSAGES.tooLarge,
  serverError: MESSAGES.serverError,
  categoryInUse: {
    en: 'The category still has {children} sub-categories, {items} items and {products} products; move or delete them first',
    zh: '该分类下仍有 {children} 个子分类、{items} 条内容和 {products} 个产品，请先移走或删除',
  },
  ratingTableExists: {
    en: '{material} already has a rating table by {basis} (no. {id}): edit that one',
    zh: '{material} 已有按 {basis} 的额定值表（编号 {id}），请编辑该表',
  },
  actuationExists: {
    en: '{value} is already in the catalogue (no. {id}): edit that one',
    zh: '{value} 已在目录中（编号 {id}），请编辑该条记录',
  },
  tagInUse: {
    en: 'The tag is used by {items} items; choose another tag for them first',
    zh: '该标签仍被 {items} 条内容使用，请先为其更换标签',
  },
  parentInvalid: {
    en: 'The parent category does not exist or lies below this category',
    zh: '上级分类不存在，或位于本分类之下',
  },
  referenceMissing: { en: 'Unknown {name}: {ids}', zh: '{name} 不存在：{ids}' },
  emailTaken: { en: 'A staff user with this e-mail already exists', zh: '该邮箱已有员工账号' },
  notYourself: {
    en: 'You cannot delete, disable or demote your own account',
    zh: '不能删除、停用或降级您自己的账号',
  },
  enquiryClosed: {
    en: 'This enquiry is closed; it cannot be replied to',
    zh: '该留言已关闭，不能再回复',
  },
  weeksRange: {
    en: 'Weeks must be a whole number from 1 to {max}',
    zh: '周数必须是 1 到 {max} 之间的整数',
  },
  unknownCountry: {
    en: 'Unknown country code: {codes} (use ISO two-letter codes such as DE or CN)',
    zh: '未知的国家代码：{codes}（请使用 DE、CN 等两位 ISO 代码）',
  },
  unknownFamily: {
    en: 'Not a product family (a top-level product category): {ids}',
    zh: '不是产品系列（一级产品分类）：{ids}',
  },
  assigneeInvalid: {
    en: 'This person cannot take enquiries: only active administrators and support staff can',
    zh: '此人不能处理留言：只有启用中的管理员和客服人员可以',
  },
  uploadFormat: {
    en: 'This file type cannot be uploaded; allowed: {list}',
    zh: '不能上传该类型的文件，允许：{list}',
  },
  uploadContentMismatch: {
    en: 'The content of the file is not a {ext} file',
    zh: '文件内容不是 {ext} 文件',
  },
  uploadTooLarge: { en: 'The file is larger than 500 MB', zh: '文件超过 500 MB' },
  uploadMissing: {
    en: 'Please choose a file to upload (field "file")',
    zh: '请选择要上传的文件（字段 file）',
  },
  webhookDisabled: {
    en: 'The webhook is disabled; enable it first',
    zh: '该 Webhook 已停用，请先启用',
  },
  webhookDelivered: { en: 'This delivery has already been delivered', zh: '该推送已送达' },
  uploadEmpty: MESSAGES.uploadEmpty,
  uploadTooMany: MESSAGES.uploadTooMany,

  // The media library (server/services/platform/mediaLibrary.ts).
  mediaInUse: {
    en: 'This file is used by {count} record(s): {uses}. Remove it from them (see "Where used") before deleting it',
    zh: '此文件正被 {count} 条记录使用：{uses}。请先在这些记录中移除它（见"使用位置"），再删除',
  },
  mediaReplaceKind: {
    en: 'Replace a file with one of the same kind: a picture with a picture, a video with a video, a document with a document',
    zh: '请用同类文件替换：图片换图片，视频换视频，文档换文档',
  },

  // The business calendar (contract/businessCalendar.ts; server/admin-api/resources/businessCalendar.ts).
  calendarTime: {
    en: 'Use a 24-hour time such as 08:00 or 16:30',
    zh: '请使用 24 小时制时间，如 08:00 或 16:30',
  },
  calendarCloseAfterOpen: {
    en: 'The closing time must be after the opening time',
    zh: '下班时间必须晚于上班时间',
  },
  calendarOverlap: {
    en: 'Openings must be in order and not overlap: {open} is before {close}',
    zh: '时段须按顺序且不能重叠：{open} 早于上一时段的结束时间 {close}',
  },
  calendarDate: {
    en: 'Use a date in the form YYYY-MM-DD, e.g. 2026-10-01',
    zh: '请按 YYYY-MM-DD 格式填写日期，如 2026-10-01',
  },
  calendarNoSuchDate: { en: 'This date does not exist', zh: '该日期不存在' },
  calendarTimeZone: {
    en: 'Use an IANA time zone name such as Asia/Shanghai or Europe/Berlin',
    zh: '请填写 IANA 时区名称，如 Asia/Shanghai 或 Europe/Berlin',
  },
  calendarNoWorkingDay: {
    en: 'At least one weekday needs opening hours, or no deadline could ever be reached',
    zh: '至少一个工作日要有工作时间，否则任何回复期限都无法到达',
  },
  calendarHolidayWorkday: {
    en: '{date} is both a holiday and an extra working day',
    zh: '{date} 不能既是节假日又是调休工作日',
  },

  // Field messages (`errors`).
  unpublishBeforePublish: {
    en: 'The time to unpublish must be after the time to publish',
    zh: '下线时间必须晚于发布时间',
  },
  required: { en: 'Required', zh: '必填' },
  tooLong: { en: 'At most {max} characters', zh: '最多 {max} 个字符' },
  tooShort: { en: 'At least {min} characters', zh: '至少 {min} 个字符' },
  invalid: { en: 'Invalid value', zh: '值无效' },
  /** A flow table's cell (sizing/engine/flowTable.ts words it, naming the row and the column). */
  flowTableCell: { en: '{en}', zh: '{zh}' },
  /** A rating table's cell or field (sizing/engine/ratingTable.ts words it, naming row and column). */
  ratingTableCell: { en: '{en}', zh: '{zh}' },
  /** An actuator's or a valve's actuation field (sizing/engine/actuatorCatalogue.ts words it). */
  actuationField: { en: '{en}', zh: '{zh}' },
  unsafeLink: {
    en: 'Use a path on this site (such as /uploads/…) or an address starting with http:// or https://',
    zh: '请填写本站路径（如 /uploads/…）或以 http:// 或 https:// 开头的网址',
  },
  invalidEmail: { en: 'Not a valid e-mail address', zh: '邮箱地址无效' },
  notNumber: { en: 'Must be a number', zh: '必须是数字' },
  atMost: { en: 'At most {max}', zh: '不能大于 {max}' },
  atLeast: { en: 'At least {min}', zh: '不能小于 {min}' },
  webhookUrlInvalid: {
    en: 'Enter a full address such as https://crm.example.com/hooks/valve',
    zh: '请填写完整网址，如 https://crm.example.com/hooks/valve',
  },
  webhookUrlHttps: {
    en: 'Use https:// (plain http:// is only for localhost during development)',
    zh: '请使用 https://（http:// 仅限开发时的 localhost）',
  },
  webhookUrlInternal: {
    en: 'Addresses of private or internal networks are not allowed; use the public address of the receiver (an operator may allow a network with WEBHOOK_ALLOW_PRIVATE)',
    zh: '不允许内网或保留地址，请填写接收方的公网地址（运维人员可用 WEBHOOK_ALLOW_PRIVATE 放行指定网段）',
  },
  webhookNoEvents: { en: 'Choose at least one event', zh: '请至少选择一个事件' },
  oneOf: { en: 'Must be one of: {list}', zh: '必须是以下之一：{list}' },
  savedReplyUnknownField: {
    en: 'The console cannot fill {unknown}; use only {known}',
    zh: '控制台无法填写 {unknown}，只能使用 {known}',
  },
} as const satisfies Record<string, { en: string; zh: string }>;

export type StaffMessageKey = keyof typeof STAFF_MESSAGES;

/** Any message key a failure may carry: the public API's or the staff API's. */
export type ErrorKey = MessageKey | StaffMessageKey;

/**
 * The words of a key. Each API reads its own table first: the staff API's `notFound` speaks of
 * records, the public API's of addresses; shared services (uploads, rate limits) use public keys.
 */
export function errorMessage(
  key: ErrorKey,
  lang: Lang,
  params: Record<string, string | number> = {},
  api: 'public' | 'staff' = 'public',
): string {
  const staffWords = key in STAFF_MESSAGES && (api === 'staff' || !(key in MESSAGES));
  return staffWords
    ? fillMessage(STAFF_MESSAGES[key as StaffMessageKey][lang], params)
    : message(key as MessageKey, lang, params);
}
