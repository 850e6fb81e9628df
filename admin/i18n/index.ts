import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { inLanguage } from '#contract/words.js';
import { CASE_NUMBER, ENQUIRY, ENQUIRY_FIELDS } from '#contract/enquiry.js';
import { fieldLabels } from './fields.js';
import { raChinese } from './raChinese.js';
import { consoleWords } from './words.js';

export type Locale = 'en' | 'zh';

const RESOURCE_NAMES: Record<string, { en: string; zh: string }> = {
  categories: { en: 'Category |||| Categories', zh: '分类' },
  tags: { en: 'Tag |||| Tags', zh: '标签' },
  items: { en: 'Content item |||| Content items', zh: '内容' },
  products: { en: 'Product |||| Products', zh: '产品' },
  rating_tables: { en: 'Rating table |||| Rating tables', zh: '压力-温度额定值表' },
  actuators: { en: 'Actuator |||| Actuators', zh: '执行机构' },
  valve_actuations: { en: 'Valve actuation data', zh: '阀门执行机构选型数据' },
  jobs: { en: 'Job |||| Jobs', zh: '招聘职位' },
  config: { en: 'Site settings', zh: '网站设置' },
  business_calendar: { en: 'Response-time promise', zh: '回复时效承诺' },
  enquiries: { en: 'Enquiry |||| Enquiries', zh: '留言' },
  feedback: { en: 'FAQ feedback', zh: '问题反馈' },
  saved_replies: { en: 'Saved reply |||| Saved replies', zh: '常用回复' },
  audit: { en: 'Audit log', zh: '操作日志' },
  inbound_mail: { en: 'Desk mailbox', zh: '客服邮箱' },
  staff: { en: 'Staff member |||| Staff', zh: '员工' },
  webhooks: { en: 'Webhook |||| Webhooks', zh: 'Webhook' },
  webhook_deliveries: { en: 'Webhook delivery |||| Webhook deliveries', zh: 'Webhook 推送' },
};

/** Columns whose meaning differs on one resource (a visitor's name is one language only). */
const OVERRIDES: Record<string, Record<string, { en: string; zh: string }>> = {
  // The enquiry's own fields are named as the contract defines them (contract/enquiry.ts).
  enquiries: {
    ...Object.fromEntries(ENQUIRY_FIELDS.map((f) => [f, ENQUIRY[f].label])),
    m_no: CASE_NUMBER.label,
    visitor: { en: 'From', zh: '留言人' },
    create_time: { en: 'Received', zh: '留言时间' },
    status: { en: 'Status', zh: '状态' },
    due_time: { en: 'Response due', zh: '回复期限' },
    overdue: { en: 'Overdue only', zh: '仅看已超时' },
  },
  staff: {
    name: { en: 'Name', zh: '姓名' },
    status: { en: 'Status', zh: '状态' },
  },
  feedback: { content: { en: 'Text', zh: '补充说明' }, create_time: { en: 'Date', zh: '日期' } },
  audit: { create_time: { en: 'When', zh: '时间' } },
  rating_tables: {
    material: { en: 'Body material', zh: '阀体材料' },
    basis: { en: 'Rated by', zh: '压力等级类型' },
    name: { en: 'Designation (Chinese)', zh: '材料名称（中文）' },
    en_name: { en: 'Designation (English)', zh: '材料名称（英文）' },
    source: { en: 'Source and check', zh: '数据来源及核对' },
    update_time: { en: 'Last changed', zh: '最近修改' },
  },
  actuators: {
    model: { en: 'Model', zh: '型号' },
    kind: { en: 'Type', zh: '类型' },
    motion: { en: 'Motion', zh: '运动方式' },
    fail_action: { en: 'Fail action', zh: '故障位置' },
    area: { en: 'Effective area, cm²', zh: '有效面积 cm²' },
    spring_low: { en: 'Spring range, lower (bar)', zh: '弹簧范围下限（bar）' },
    spring_high: { en: 'Spring range, upper (bar)', zh: '弹簧范围上限（bar）' },
    stroke: { en: 'Stroke, mm', zh: '行程 mm' },
    max_supply: { en: 'Maximum supply, bar', zh: '最大气源压力 bar' },
    lever_arm: { en: 'Lever arm, mm', zh: '力臂 mm' },
    update_time: { en: 'Last changed', zh: '最近修改' },
  },
  valve_actuations: {
    product_id: { en: 'Valve', zh: '阀门' },
    motion: { en: 'Motion', zh: '运动方式' },
    plug: { en: 'Plug', zh: '阀芯' },
    packing: { en: 'Packing', zh: '填料' },
    update_time: { en: 'Last changed', zh: '最近修改' },
  },
  saved_replies: {
    title: { en: 'Title', zh: '标题' },
    body_en: { en: 'Text in English', zh: '英文内容' },
    body_zh: { en: 'Text in Chinese', zh: '中文内容' },
    update_time: { en: 'Last changed', zh: '最近修改' },
  },
  inbound_mail: {
    receive_time: { en: 'Read', zh: '读取时间' },
    status: { en: 'Outcome', zh: '处理结果' },
    reason: { en: 'Why set aside', zh: '搁置原因' },
    sender: { en: 'From', zh: '发件人' },
    subject: { en: 'Subject', zh: '主题' },
    enquiry_id: { en: 'Enquiry', zh: '留言' },
  },
  webhooks: {
    url: { en: 'Receiver URL', zh: '接收地址' },
    events: { en: 'Events', zh: '事件' },
    description: { en: 'Description', zh: '说明' },
    active: { en: 'Active', zh: '启用' },
  },
  webhook_deliveries: {
    event: { en: 'Event', zh: '事件' },
    ref: CASE_NUMBER.label,
    state: { en: 'Status', zh: '状态' },
    attempts: { en: 'Attempts', zh: '尝试次数' },
    last_status: { en: 'Last answer', zh: '最近响应' },
    create_time: { en: 'Time', zh: '时间' },
  },
};

function catalogue(locale: Locale): TranslationMessages {
  const labels = fieldLabels(locale);
  const resources = Object.fromEntries(
    Object.entries(RESOURCE_NAMES).map(([name, pair]) => {
      const overrides = Object.fromEntries(
        Object.entries(OVERRIDES[name] ?? {}).map(([field, label]) => [field, label[locale]]),
      );
      return [name, { name: pair[locale], fields: { ...labels, ...overrides } }];
    }),
  );
  const ra: TranslationMessages = locale === 'zh' ? raChinese : englishMessages;
  return { ...ra, ...inLanguage(consoleWords, locale), resources };
}

const LOCALE_KEY = 'RaStore.locale';

/** The stored choice (react-admin's store), else the browser language: zh, zh-CN, cn… give Chinese. */
export function initialLocale(): Locale {
  try {
    const stored = JSON.parse(window.localStorage.getItem(LOCALE_KEY) ?? 'null') as unknown;
    if (stored === 'en' || stored === 'zh') return stored;
  } catch {
    // unreadable storage: fall back to the browser language
  }
  const browser = (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase();
  return /^(zh|cn)\b/.test(browser) ? 'zh' : 'en';
}

let current: Locale = initialLocale();

/** The interface language, sent as Accept-Language so the server answers errors in it. */
export const currentLocale = (): Locale => current;

const messages = { en: catalogue('en'), zh: catalogue('zh') };

const polyglot = polyglotI18nProvider((locale) => messages[locale === 'zh' ? 'zh' : 'en'], current, [
  { locale: 'en', name: 'English' },
  { locale: 'zh', name: '简体中文' },
]);

export const i18nProvider = {
  ...polyglot,
  changeLocale(locale: string) {
    current = locale === 'zh' ? 'zh' : 'en';
    document.documentElement.lang = current === 'zh' ? 'zh-CN' : 'en';
    return polyglot.changeLocale(locale);
  },
};

document.documentElement.lang = current === 'zh' ? 'zh-CN' : 'en';
