import type { Bilingual } from '#contract/words.js';

/** Static copy of the product center: /prod_center, /prod_list, /prod_search_list, /prod_details. */
export const productsCopy = {
  center: {
    searchTitle: { en: 'Find a product', zh: '查找产品' },
    searchLead: {
      en: 'Search by model number, valve type, material or application.',
      zh: '可按产品型号、阀门类型、材料或应用工况搜索。',
    },
    searchLabel: { en: 'Product keyword', zh: '产品关键词' },
    searchPlaceholder: { en: 'e.g. MR-GV300, triple-offset, cavitation', zh: '例如 MR-GV300、三偏心、汽蚀' },
    searchButton: { en: 'Search products', zh: '搜索产品' },
    categoriesTitle: { en: 'Browse by product family', zh: '按产品系列浏览' },
    categoriesLead: {
      en: 'Control valves, actuators and positioners designed, machined, assembled and tested at our own plant since 1965.',
      zh: '自 1965 年起，我们的控制阀、执行机构与定位器均在自有工厂完成设计、加工、装配与测试。',
    },
    linesLabel: { en: 'Product lines of {{name}}', zh: '{{name}}产品系列' },
    moreLabel: { en: 'All products of {{name}}', zh: '{{name}}全部产品' },
    ctaTitle: { en: 'Not sure which valve suits your service?', zh: '不确定哪款阀门适合您的工况？' },
    ctaText: {
      en: 'Send us your process data and an application engineer will size and select the valve for you, free of charge.',
      zh: '请将工艺参数发送给我们，应用工程师将免费为您完成选型计算。',
    },
    ctaButton: { en: 'Talk to an engineer', zh: '咨询工程师' },
  },
  list: {
    tabsLabel: { en: 'Product categories', zh: '产品分类' },
    count: { en: '{{count}} products', zh: '共 {{count}} 款产品' },
    empty: {
      en: 'No products are listed in this category yet. Contact us for a tailored solution.',
      zh: '该分类下暂无产品，欢迎联系我们获取定制方案。',
    },
    model: { en: 'Model', zh: '型号' },
    moreLabel: { en: 'Details of {{name}}', zh: '{{name}}详情' },
  },
  search: {
    crumb: { en: 'Search results', zh: '搜索结果' },
    title: { en: '{{count}} products found for “{{keyword}}”', zh: '“{{keyword}}”共找到 {{count}} 款产品' },
    titleAll: { en: 'All products ({{count}})', zh: '全部产品（{{count}}）' },
    refine: { en: 'Search again', zh: '重新搜索' },
    emptyHint: {
      en: 'Try a model number such as MR-GV300, another valve type or fewer words.',
      zh: '请尝试输入产品型号（如 MR-GV300）、其他阀门类型或更少的关键词。',
    },
    browse: { en: 'Browse the product center', zh: '浏览产品中心' },
  },
  details: {
    model: { en: 'Model', zh: '型号' },
    galleryLabel: { en: 'Product images', zh: '产品图片' },
    showImage: { en: 'Show image {{index}} of {{count}}', zh: '查看第 {{index}} 张图片，共 {{count}} 张' },
    previousImage: { en: 'Previous image', zh: '上一张' },
    nextImage: { en: 'Next image', zh: '下一张' },
    zoomHint: {
      en: 'Click or scroll to zoom, drag to move, + − 0 on the keyboard; pinch on a phone.',
      zh: '单击或滚动滚轮缩放，拖动可移动，也可按 + − 0 键；手机上双指缩放。',
    },
    zoomSteps: { en: 'The arrow keys show the other pictures.', zh: '方向键可切换其他图片。' },
    sectionsLabel: { en: 'On this page', zh: '页面导航' },
    specs: { en: 'Technical specifications', zh: '技术参数' },
    parameter: { en: 'Parameter', zh: '参数' },
    value: { en: 'Value', zh: '数值' },
    info: { en: 'Comprehensive information', zh: '综合信息' },
    performance: { en: 'Performance', zh: '产品性能' },
    advantages: { en: 'Advantages', zh: '产品优势' },
    structure: { en: 'Structural features', zh: '结构特点' },
    downloads: { en: 'Sample files', zh: '样本下载' },
    downloadsLead: {
      en: 'Datasheets, manuals and selection guides for this product (PDF).',
      zh: '本产品的样本、手册与选型指南（PDF）。',
    },
    related: { en: 'Associated products', zh: '关联产品' },
    relatedLabel: { en: 'Associated product types', zh: '关联产品类型' },
    actuators: { en: 'Associated actuators', zh: '关联执行器' },
    modifiedValves: { en: 'Associated modified valves', zh: '关联改型阀' },
    noRelated: {
      en: 'No associated products are listed. Our engineers will gladly recommend a match.',
      zh: '暂无关联产品，我们的工程师乐于为您推荐合适的配套型号。',
    },
    goToProduct: { en: 'Go to this product', zh: '查看该产品' },
    enquire: { en: 'Request a quotation', zh: '获取报价' },
    enquireText: {
      en: 'Share your process conditions and we will size this product for your duty.',
      zh: '告诉我们您的工艺条件，我们将为您完成该产品的选型。',
    },
  },
} satisfies Bilingual;
