/**
 * Field labels of every resource, in both languages, keyed by DB column. Bilingual columns come
 * in pairs: `title` holds Chinese and `en_title` English, so each gets its language in the label.
 */
type Pair = { en: string; zh: string };

const SINGLE: Record<string, Pair> = {
  id: { en: 'ID', zh: '编号' },
  cate_id: { en: 'Category', zh: '分类' },
  parent_id: { en: 'Parent category', zh: '上级分类' },
  kind: { en: 'Kind', zh: '类型' },
  type_id: { en: 'Tag', zh: '标签' },
  status: { en: 'Published', zh: '已发布' },
  sort: { en: 'Order', zh: '排序' },
  is_blank: { en: 'Open link in a new window', zh: '在新窗口打开链接' },
  url: { en: 'Link', zh: '链接' },
  image: { en: 'Image', zh: '图片' },
  images: { en: 'Images', zh: '图片组' },
  ico_image: { en: 'Icon', zh: '图标' },
  files: { en: 'File (PDF or video)', zh: '文件（PDF 或视频）' },
  download: { en: 'Download document', zh: '下载文档' },
  share_image: { en: 'Share image (from the library)', zh: '分享图片（从媒体库选择）' },
  publish_time: { en: 'Publish time', zh: '发布时间' },
  create_time: { en: 'Created', zh: '创建时间' },
  update_time: { en: 'Updated', zh: '更新时间' },
  missing_langs: { en: 'Languages', zh: '语言' },
  missing_lang: { en: 'Missing language', zh: '缺少语言' },
  q: { en: 'Search', zh: '搜索' },
  no: { en: 'Model number', zh: '型号' },
  specs: { en: 'Specification table', zh: '规格参数表' },
  actuator_ids: { en: 'Associated actuators', zh: '关联执行机构' },
  modified_valve_ids: { en: 'Associated modified valves', zh: '关联改造阀门' },
  related_ids: { en: 'Related cases', zh: '相关案例' },
  area_product_ids: { en: 'Products of the area', zh: '应用领域的产品' },
  area_industry_ids: { en: 'Industries of the area', zh: '应用领域的行业' },
  area_solution_ids: { en: 'Solutions of the area', zh: '应用领域的解决方案' },
  peoplenum: { en: 'Headcount', zh: '招聘人数' },
  valid_through: {
    en: 'Last day to apply (empty: until unpublished)',
    zh: '申请截止日期（留空：下线前一直开放）',
  },
  employment_type: { en: 'Contract', zh: '用工性质' },
  postal_code: { en: 'Postal code', zh: '邮政编码' },
  country: { en: 'Country (ISO code, e.g. CN)', zh: '国家（ISO 代码，如 CN）' },
  job_id: { en: 'Job', zh: '职位' },
  phone: { en: 'Phone', zh: '电话' },
  email: { en: 'E-mail', zh: '电子邮箱' },
  items: { en: 'Product', zh: '产品' },
  lang: { en: 'Language', zh: '语言' },
  read_time: { en: 'Read', zh: '阅读时间' },
  close_time: { en: 'Closed', zh: '关闭时间' },
  date_from: { en: 'From', zh: '开始日期' },
  date_to: { en: 'To', zh: '结束日期' },
  question: { en: 'Question', zh: '问题' },
  question_id: { en: 'Question', zh: '问题' },
  type: { en: 'Helpful?', zh: '是否有帮助' },
  typename: { en: 'Reason', zh: '原因' },
  staff_id: { en: 'Staff member', zh: '工作人员' },
  staff_email: { en: 'Staff member', zh: '工作人员' },
  action: { en: 'Action', zh: '操作' },
  entity: { en: 'Entity', zh: '对象' },
  entity_id: { en: 'Record', zh: '记录' },
  detail: { en: 'Detail', zh: '详情' },
  role: { en: 'Role', zh: '角色' },
  password: { en: 'Password', zh: '密码' },
  active: { en: 'Active', zh: '启用' },
  path: { en: 'File', zh: '文件' },
  banner_video: { en: 'Banner video', zh: '横幅视频' },
  banner_index: { en: 'Banner images', zh: '横幅图片' },
  logo: { en: 'Logo', zh: '标志' },
  hotline: { en: '24/7 hotline', zh: '24 小时热线' },
  fax: { en: 'Fax', zh: '传真' },
  mycustom_image: { en: 'Customer logos', zh: '客户标志' },
  capacity_pictures: { en: 'Capacity pictures', zh: '产能图片' },
  quality_pictures: { en: 'Quality pictures', zh: '质量图片' },
  qualification_pictures: { en: 'Qualification certificates', zh: '资质证书图片' },
  counters: { en: 'Home counters', zh: '首页数字' },
  vr_link: { en: 'VR tour link', zh: 'VR 全景链接' },
  consultation_link: { en: 'Online consultation link', zh: '在线咨询链接' },
  map_center: { en: 'Map centre', zh: '地图中心' },
  'map_center.lat': { en: 'Latitude', zh: '纬度' },
  'map_center.lng': { en: 'Longitude', zh: '经度' },
  map_zoom: { en: 'Map zoom', zh: '地图缩放' },
  map_tile_url: { en: 'Map tile URL', zh: '地图瓦片地址' },
  social: { en: 'Social accounts', zh: '社交账号' },
  qr_image: { en: 'QR code', zh: '二维码' },
  takes_enquiries: { en: 'Takes new enquiries', zh: '接收新留言' },
  cover_langs: { en: 'Languages covered', zh: '负责语言' },
  cover_countries: { en: 'Countries covered', zh: '负责国家/地区' },
  cover_families: { en: 'Product families covered', zh: '负责产品系列' },
  assignee_id: { en: 'Assigned to', zh: '负责人' },
};

/** Columns that exist as `name` (Chinese) and `en_name` (English). */
const BILINGUAL: Record<string, Pair> = {
  title: { en: 'Title', zh: '标题' },
  cate_name: { en: 'Name', zh: '名称' },
  name: { en: 'Name', zh: '名称' },
  value: { en: 'Value', zh: '数值' },
  summary: { en: 'Summary', zh: '摘要' },
  summary2: { en: 'Background text', zh: '背景文字' },
  content: { en: 'Content', zh: '内容' },
  title_desc: { en: 'Title description', zh: '标题说明' },
  content_title: { en: 'Content heading', zh: '内容标题' },
  files_name: { en: 'File name', zh: '文件名' },
  download_name: { en: 'Download name', zh: '下载文件名' },
  area: { en: 'Area', zh: '领域' },
  customer: { en: 'Customer', zh: '客户' },
  product: { en: 'Product', zh: '产品' },
  industry: { en: 'Industry', zh: '行业' },
  mediainfo: { en: 'Media info', zh: '介质信息' },
  working_condition: { en: 'Working condition', zh: '工况' },
  meta_description: { en: 'Meta description', zh: '页面描述' },
  cpxn: { en: 'Performance', zh: '产品性能' },
  cpys: { en: 'Advantages', zh: '产品优势' },
  jgtd: { en: 'Structure features', zh: '结构特点' },
  place: { en: 'Location', zh: '工作地点' },
  experience: { en: 'Experience', zh: '工作经验' },
  educational: { en: 'Education', zh: '学历' },
  street: { en: 'Street address', zh: '街道地址' },
  region: { en: 'Province or state', zh: '省份或州' },
  subtitle: { en: 'Subtitle', zh: '副标题' },
  label: { en: 'Label', zh: '标签文字' },
  company_name: { en: 'Company name', zh: '公司名称' },
  address: { en: 'Address', zh: '地址' },
  working_hours: { en: 'Working hours', zh: '工作时间' },
  mycustom_name: { en: 'Customers (name: description)', zh: '客户（名称：说明）' },
  enterprise_qualification: { en: 'Qualifications (name: description)', zh: '资质（名称：说明）' },
};

const LANG_SUFFIX = {
  en: { en: ' (English)', zh: ' (Chinese)' },
  zh: { en: '（英文）', zh: '（中文）' },
} as const;

export function fieldLabels(locale: 'en' | 'zh'): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [key, pair] of Object.entries(SINGLE)) labels[key] = pair[locale];
  for (const [key, pair] of Object.entries(BILINGUAL)) {
    labels[key] = `${pair[locale]}${LANG_SUFFIX[locale].zh}`;
    labels[`en_${key}`] = `${pair[locale]}${LANG_SUFFIX[locale].en}`;
  }
  return labels;
}

/** A field's name without a language: a bilingual pair as one field (the history's diff). */
export function fieldName(key: string, locale: 'en' | 'zh'): string | undefined {
  return (BILINGUAL[key] ?? SINGLE[key])?.[locale];
}
