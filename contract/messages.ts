import type { SizingSnapshotMessage } from '#sizing/engine/snapshot.js';
import { CASE_NUMBER, ENQUIRY, ENQUIRY_FIELDS } from './enquiry.js';

/**
 * Every message the server puts in `msg`, in both languages. The English wording of docs/product.md §5/§8 is
 * kept verbatim where the spec gives it; Chinese is the equivalent.
 */
export const MESSAGES = {
  ok: { en: 'Success', zh: '成功' },
  notFound: { en: 'The requested address does not exist', zh: '请求的地址不存在' },
  invalidParameter: { en: 'Invalid parameter: {name}', zh: '参数无效：{name}' },
  invalidJson: { en: 'The request body is not valid JSON', zh: '请求内容不是有效的 JSON' },
  tooManyRequests: {
    en: 'Too many requests, please try again in {minutes} minute(s)',
    zh: '请求过于频繁，请 {minutes} 分钟后再试',
  },
  tooLarge: { en: 'The request is too large', zh: '请求内容过大' },
  serverError: {
    en: 'The server could not complete the request, please try again later',
    zh: '服务器暂时无法处理请求，请稍后再试',
  },
  unknownConfig: { en: 'Unknown configuration name', zh: '未知的配置名称' },

  categoryNotFound: { en: 'The category does not exist', zh: '分类不存在' },
  itemNotFound: { en: 'The content does not exist or has been removed', zh: '内容不存在或已下线' },
  productNotFound: { en: 'The product does not exist or has been removed', zh: '产品不存在或已下线' },
  questionNotFound: { en: 'The question does not exist', zh: '问题不存在' },
  jobNotFound: { en: 'This job does not exist or has been removed', zh: '该职位不存在或已下线' },
  jobClosed: {
    en: 'This job is no longer open for applications',
    zh: '该职位已停止招聘，不再接受申请',
  },
  cvRequired: { en: 'Please attach your CV', zh: '请上传您的简历' },
  cvFormat: {
    en: 'Please attach your CV as a PDF, DOC or DOCX file',
    zh: '请上传 PDF、DOC 或 DOCX 格式的简历',
  },
  applicationSubmitted: {
    en: 'Application received. Reference: {m_no}',
    zh: '申请已收到，编号：{m_no}',
  },
  searchTypeInvalid: { en: 'The search type must be article or product', zh: '搜索类型必须为文章或产品' },

  feedbackThanks: { en: 'Thank you for your feedback!', zh: '感谢您的反馈！' },
  feedbackTypeInvalid: { en: 'Please choose whether the answer was helpful', zh: '请选择该解答是否有帮助' },
  feedbackReasonRequired: { en: 'Please choose a reason', zh: '请选择原因' },

  nameRequired: { en: 'Please enter your name', zh: '请输入您的姓名' },
  companyRequired: { en: 'Please enter company', zh: '请输入公司名称' },
  phoneRequired: { en: 'Please enter a contact number', zh: '请输入联系电话' },
  emailRequired: { en: 'Please enter email', zh: '请输入邮箱' },
  emailInvalid: { en: 'Please enter a valid e-mail address', zh: '请输入有效的邮箱地址' },
  emailCodeRequired: { en: 'Please enter your email verification code', zh: '请输入邮箱验证码' },
  contentRequired: { en: 'Please enter the message content', zh: '请输入留言内容' },
  fieldTooLong: {
    en: '{field} is too long (at most {max} characters)',
    zh: '{field}过长（最多 {max} 个字符）',
  },
  tooFast: {
    en: 'That was quick! Please check your message once more and send it again.',
    zh: '提交过快！请再检查一遍留言内容后重新提交。',
  },
  enquiryItemInvalid: {
    en: 'The product or case this message is about is no longer available; please remove it and send again',
    zh: '留言所涉及的产品或案例已不存在或已下线，请移除后重新提交',
  },
  enquiryItemsTooMany: { en: 'A message can be about at most 5 items', zh: '一条留言最多可关联 5 项内容' },
  quantityInvalid: {
    en: 'Quantity must be a whole number from 1 to 1,000,000',
    zh: '数量必须为 1 至 1,000,000 之间的整数',
  },
  countryInvalid: { en: 'Please choose a country from the list', zh: '请从列表中选择国家或地区' },
  messageTypeInvalid: { en: 'Unknown message type', zh: '未知的留言类型' },
  messageSubmitted: {
    en: 'Your message has been received. Your case number is {m_no}.',
    zh: '您的留言已提交，留言编号为 {m_no}。',
  },

  sizingFieldInvalid: { en: 'Please check {field}: it {rule}', zh: '请检查{field}：{rule}' },
  sizingFailed: {
    en: 'Case {name} could not be sized with these figures; please check them',
    zh: '工况 {name} 无法按这些数据计算，请检查',
  },
  sizingStateInvalid: {
    en: 'This sizing link is incomplete or damaged; please open the sizing page and try again',
    zh: '该选型链接不完整或已损坏，请重新打开选型页面后再试',
  },
  sizingSheetNoCase: {
    en: 'The data sheet needs at least one case that can be sized; please check the figures on the sizing page',
    zh: '数据表至少需要一个可以计算的工况，请在选型页面检查数据',
  },
  sizingSheetUnavailable: {
    en: 'The Chinese data sheet cannot be made on this server at the moment; please download the English one or contact us',
    zh: '本服务器暂时无法生成中文数据表，请下载英文版或与我们联系',
  },
  sizingSnapshotInvalid: {
    en: 'The sizing attached to this message is incomplete or damaged; please remove it, or open the sizing page and ask for the quotation again',
    zh: '留言所附的选型计算不完整或已损坏，请移除后提交，或重新打开选型页面再次询价',
  },
  sizingSnapshotTooLarge: {
    en: 'The sizing attached to this message is too large; please remove it, or open the sizing page and ask for the quotation again',
    zh: '留言所附的选型计算数据过大，请移除后提交，或重新打开选型页面再次询价',
  },
  sizingProjectNotFound: {
    en: 'This project link is unknown or damaged; please check it, or ask whoever sent it for the link again',
    zh: '该项目链接无效或已损坏，请核对链接，或请发送者重新发送',
  },
  /** A project's shape refused, worded by sizing/form/sizingProject.ts in both languages. */
  sizingProjectInvalid: { en: '{en}', zh: '{zh}' },
  sizingProjectTagInvalid: { en: 'Please check tag {tag}: {error}', zh: '请检查位号 {tag}：{error}' },
  sizingProjectConflict: {
    en: 'Someone saved this project since you opened it. Download yours as a file, reload the page to see theirs, and add your changes again',
    zh: '您打开此项目后，已有人保存了新的版本。请先将您的版本下载为文件，再刷新页面查看对方的版本，然后重新加入您的修改',
  },
  sizingValveUnavailable: {
    en: 'The valve chosen in this sizing is no longer in our catalogue; please remove the sizing or choose another valve on the sizing page',
    zh: '选型计算中所选的阀门已不在产品目录中，请移除选型计算，或在选型页面另选阀门',
  },

  emailEmpty: {
    en: 'Obtaining failed. The email address cannot be empty',
    zh: '获取失败，邮箱地址不能为空',
  },
  codeSent: {
    en: 'Verification code has been sent, please go to the email to check',
    zh: '验证码已发送，请前往邮箱查收',
  },
  codeSendFailed: { en: 'Failed to obtain, please check and re-obtain!', zh: '获取失败，请检查后重新获取！' },
  codeCooldown: {
    en: 'A code was just sent. Please wait {seconds} seconds before requesting a new one',
    zh: '验证码刚刚已发送，请 {seconds} 秒后再重新获取',
  },
  codeInvalid: { en: 'The verification code is incorrect', zh: '验证码不正确' },
  codeExpired: {
    en: 'The verification code has expired, please request a new one',
    zh: '验证码已过期，请重新获取',
  },
  codeMissing: { en: 'Please request a verification code first', zh: '请先获取邮箱验证码' },
  codeTooManyAttempts: {
    en: 'Too many wrong attempts, please request a new verification code',
    zh: '验证码错误次数过多，请重新获取',
  },

  lookupEmailRequired: { en: 'Please enter your email address', zh: '请输入您的邮箱地址' },
  lookupNumberRequired: { en: 'Please enter message number', zh: '请输入留言编号' },
  lookupNotFound: {
    en: 'No message matches this e-mail address and case number',
    zh: '没有找到与该邮箱和留言编号匹配的留言',
  },
  lookupThrottled: {
    en: 'Too many failed look-ups, please try again in {minutes} minute(s)',
    zh: '查询失败次数过多，请 {minutes} 分钟后再试',
  },
  proofOfWorkRequired: {
    en: 'Many requests were made for this e-mail address lately. Please send the form again from this website: your browser will confirm it is not an automated sender (a second or two)',
    zh: '近期针对该邮箱的请求较多。请在本网站重新提交表单，浏览器会自动确认您不是自动程序（约一两秒）',
  },
  proofOfWorkInvalid: {
    en: 'The browser check did not succeed, please send the form again',
    zh: '浏览器校验未通过，请重新提交表单',
  },
  codeMailLimit: {
    en: 'We have already e-mailed {count} codes to this address in the last hour. Please use the most recent one (each is valid for 15 minutes), or request another in {minutes} minute(s)',
    zh: '过去一小时内我们已向该邮箱发送 {count} 个验证码。请使用最新收到的验证码（15 分钟内有效），或 {minutes} 分钟后再获取',
  },
  serviceUnavailable: {
    en: 'The enquiry desk is briefly unavailable. Please try again in a minute; nothing you sent was saved',
    zh: '留言服务暂时不可用，请一分钟后重试；您提交的内容尚未保存',
  },
  commentRequired: { en: 'Please fill in the message content', zh: '请填写留言内容' },
  commentAdded: { en: 'Message success!', zh: '留言成功！' },
  messageClosed: { en: 'The message has been closed', zh: '该留言已关闭' },
  messageAlreadyClosed: {
    en: 'This message is closed; please leave a new message',
    zh: '该留言已关闭，请重新留言',
  },

  uploadMissing: { en: 'Please choose a file to upload', zh: '请选择要上传的文件' },
  uploadFormat: {
    en: 'file format incorrect, please upload {list} files',
    zh: '文件格式不正确，请上传 {list} 格式的文件',
  },
  uploadContentMismatch: {
    en: 'file format incorrect: the content of the file is not a {ext} file',
    zh: '文件格式不正确：文件内容不是 {ext} 文件',
  },
  uploadTooLarge: { en: 'upload file size cannot exceed 500 MB', zh: '上传文件大小不能超过 500 MB' },
  uploadTooMany: { en: 'upload file count cannot exceed 2', zh: '上传文件数量不能超过 2 个' },
  uploadFailed: { en: 'upload file failed, please retry', zh: '上传文件失败，请重试' },
  uploadEmpty: { en: 'The file is empty', zh: '文件为空' },
  imageTooLarge: {
    en: 'The picture is too large: at most {max} megapixels, this one has {size}',
    zh: '图片过大：最多 {max} 百万像素，此图片为 {size} 百万像素',
  },
  imageUnreadable: {
    en: 'The picture cannot be read: the file is damaged or incomplete',
    zh: '无法读取图片：文件已损坏或不完整',
  },
  attachmentInvalid: {
    en: 'An attachment is not a file uploaded to this site, please upload it again',
    zh: '附件不是通过本站上传的文件，请重新上传',
  },
  // The sizing package refuses by these keys: each must be worded here.
} as const satisfies Record<string, { en: string; zh: string }> & Record<SizingSnapshotMessage, unknown>;

export type MessageKey = keyof typeof MESSAGES;

/** How fields are named in messages such as fieldTooLong. */
export const FIELD_LABELS: Record<string, { en: string; zh: string }> = {
  ...Object.fromEntries(ENQUIRY_FIELDS.map((f) => [f, ENQUIRY[f].label])),
  m_no: CASE_NUMBER.label,
  typename: { en: 'Reason', zh: '原因' },
  cv: { en: 'CV', zh: '简历' },
  keyword: { en: 'Keyword', zh: '关键词' },
  'quote.medium': { en: 'Medium', zh: '介质' },
  'quote.dn': { en: 'DN size', zh: '公称通径 DN' },
  'quote.pressure_class': { en: 'Pressure class', zh: '压力等级' },
  'quote.temperature': { en: 'Temperature', zh: '温度' },
  'quote.flow': { en: 'Flow', zh: '流量' },
  'quote.quantity': { en: 'Quantity', zh: '数量' },
};
export type Lang = 'en' | 'zh';
export const LANGS: readonly Lang[] = ['en', 'zh'];

/** The message in a language, with `{name}` placeholders filled in. */
export function message(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return fillMessage(MESSAGES[key][lang], params);
}

/** Fills the `{name}` placeholders of a message (this table's and the staff API's). */
export function fillMessage(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
