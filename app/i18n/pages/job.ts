import type { Bilingual } from '#contract/words.js';

/** Static copy of a job's own page (/joinIn/:id) and its application form. */
export const jobCopy = {
  careers: { en: 'Careers', zh: '招贤纳士' },
  positions: { en: 'Open Positions', zh: '社会招聘' },
  /** The page's description for search engines when the job has no text. */
  description: {
    en: 'An open position at Maple River Controls: duties, requirements and how to apply online.',
    zh: '枫河控制阀在招职位：岗位职责、任职要求及在线申请。',
  },
  facts: {
    place: { en: 'Location', zh: '工作地点' },
    peoplenum: { en: 'Openings', zh: '招聘人数' },
    experience: { en: 'Experience', zh: '工作经验' },
    educational: { en: 'Education', zh: '学历要求' },
    employment: { en: 'Contract', zh: '用工性质' },
    validThrough: { en: 'Apply by', zh: '截止日期' },
  },
  employment: {
    FULL_TIME: { en: 'Full time', zh: '全职' },
    PART_TIME: { en: 'Part time', zh: '兼职' },
    CONTRACTOR: { en: 'Contract', zh: '合同制' },
    TEMPORARY: { en: 'Temporary', zh: '临时' },
    INTERN: { en: 'Internship', zh: '实习' },
  },
  openUntilFurtherNotice: { en: 'Until filled', zh: '招满为止' },
  closedTitle: { en: 'This position is no longer open', zh: '该职位已停止招聘' },
  closedText: {
    en: 'Applications for this position closed on {{date}}. Have a look at our other open positions, or send a speculative application.',
    zh: '该职位已于 {{date}} 截止申请。欢迎查看其他在招职位，或投递自荐简历。',
  },
  seeOpenPositions: { en: 'See open positions', zh: '查看在招职位' },
  viewPage: { en: 'Open the job page', zh: '打开职位页面' },
  apply: {
    title: { en: 'Apply for this position', zh: '申请该职位' },
    intro: {
      en: 'Send us your CV and a few words about yourself. We confirm receipt by e-mail and answer every applicant within about four weeks.',
      zh: '请提交您的简历并简单介绍自己。我们会通过邮件确认收到，并在约四周内答复每一位应聘者。',
    },
    label: { en: 'Application form', zh: '职位申请表' },
    name: { en: 'Full name', zh: '姓名' },
    email: { en: 'E-mail', zh: '邮箱' },
    phone: { en: 'Phone', zh: '联系电话' },
    message: { en: 'Message', zh: '留言' },
    messagePlaceholder: {
      en: 'Why this position, when you could start, anything you would like us to know…',
      zh: '应聘原因、可到岗时间以及您希望我们了解的其他信息……',
    },
    cv: { en: 'CV', zh: '简历' },
    cvHint: {
      en: 'One file, PDF, DOC or DOCX, at most 500 MB.',
      zh: '一个文件，PDF、DOC 或 DOCX 格式，不超过 500 MB。',
    },
    cvChoose: { en: 'Choose a file', zh: '选择文件' },
    cvReplace: { en: 'Choose another file', zh: '重新选择文件' },
    cvUploading: { en: 'Uploading {{percent}} %', zh: '正在上传 {{percent}}%' },
    cvUploaded: { en: 'Uploaded', zh: '已上传' },
    cvRemove: { en: 'Remove {{name}}', zh: '移除 {{name}}' },
    cvWait: { en: 'Please wait until your CV has finished uploading.', zh: '请等待简历上传完成。' },
    submit: { en: 'Send application', zh: '提交申请' },
    submitting: { en: 'Sending…', zh: '正在提交……' },
    privacy: {
      en: 'We use your details only for this application and never share them.',
      zh: '您的信息仅用于本次应聘，不会提供给他人。',
    },
    failed: { en: 'The application could not be sent, please try again.', zh: '申请提交失败，请重试。' },
    doneTitle: { en: 'Application received', zh: '申请已收到' },
    doneText: {
      en: 'Thank you. A confirmation is on its way to your e-mail address. Your reference number is {{m_no}}; you can follow up on your application with it.',
      zh: '感谢您的申请。确认邮件已发送至您的邮箱。您的申请编号为 {{m_no}}，可凭此编号查询申请进度。',
    },
    followUp: { en: 'Follow up on your application', zh: '查询申请进度' },
  },
} satisfies Bilingual;
